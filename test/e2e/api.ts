/** Direct calls to the browser-mode API, for tests that compare the screen with what the backend holds. */
import type { APIRequestContext } from '@playwright/test';
import { HTTP_API_PREFIX, TOKEN_HEADER, TOKEN_QUERY } from '../../src-main/contract/bridge.ts';
import type { MethodArgs, MethodName, MethodResults } from '../../src-main/contract/methods.ts';
import type { ApiResult } from '../../src-main/contract/result.ts';

export async function callApi<M extends MethodName>(
  request: APIRequestContext,
  serverUrl: string,
  method: M,
  args: MethodArgs<M>,
): Promise<MethodResults[M]> {
  const url = new URL(serverUrl);
  const token = url.searchParams.get(TOKEN_QUERY) ?? '';
  const response = await request.post(new URL(`${HTTP_API_PREFIX}${method}`, url.origin).href, {
    headers: { [TOKEN_HEADER]: token },
    data: args,
  });
  const result = (await response.json()) as ApiResult<MethodResults[M]>;
  if (!result.ok) throw new Error(`${method} failed: ${result.error.message}`);
  return result.value;
}
