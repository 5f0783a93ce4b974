/** Calls to browser mode's HTTP API from a benchmark, as the renderer makes them. */
import { HTTP_API_PREFIX, TOKEN_HEADER, TOKEN_QUERY } from '../contract/bridge.ts';
import type { MethodArgs, MethodName, MethodResults } from '../contract/methods.ts';
import type { ApiResult } from '../contract/result.ts';

/** A call to browser mode's HTTP API, as the renderer makes it. */
export async function callHttp<M extends MethodName>(
  serverUrl: string,
  method: M,
  args: MethodArgs<M>,
): Promise<MethodResults[M]> {
  const url = new URL(serverUrl);
  const response = await fetch(new URL(`${HTTP_API_PREFIX}${method}`, url.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: url.searchParams.get(TOKEN_QUERY) ?? '' },
    body: JSON.stringify(args),
  });
  const result = (await response.json()) as ApiResult<MethodResults[M]>;
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value;
}
