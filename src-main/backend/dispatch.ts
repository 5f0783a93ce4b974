/**
 * Runs one call against the handlers, the same way for IPC and HTTP: validate, call, and turn any
 * failure into an error value. Unexpected exceptions are logged and reported without internals.
 */
import type { Handlers, MethodName, MethodResults, ParsedArgs } from '../contract/methods.ts';
import { ApiFailure, type ApiResult } from '../contract/result.ts';
import { parseCall } from '../contract/parse-call.ts';

export async function dispatch(
  handlers: Handlers,
  method: string,
  args: unknown,
  log: (error: unknown) => void = console.error,
): Promise<ApiResult<MethodResults[MethodName]>> {
  try {
    const call = parseCall(method, args);
    const handler = handlers[call.method] as (
      a: ParsedArgs<MethodName>,
    ) => Promise<MethodResults[MethodName]>;
    return { ok: true, value: await handler(call.args) };
  } catch (error) {
    if (error instanceof ApiFailure)
      return { ok: false, error: { code: error.code, message: error.message } };
    log(error);
    const detail = error instanceof Error ? ` (${error.message})` : '';
    return { ok: false, error: { code: 'internal', message: `Something went wrong in ${method}${detail}.` } };
  }
}
