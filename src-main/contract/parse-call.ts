/** Checks a call's name and arguments against the contract and says, in words, what is wrong. */
import { isMethodName, methodSchemas, type MethodName, type ParsedArgs } from './methods.ts';
import { ApiFailure } from './result.ts';

export function parseCall(
  method: string,
  args: unknown,
): { method: MethodName; args: ParsedArgs<MethodName> } {
  if (!isMethodName(method)) throw new ApiFailure('unknown-method', `There is no method called "${method}".`);
  const parsed = methodSchemas[method].safeParse(args ?? {});
  if (!parsed.success) {
    // An argument the method does not know is named first: with the fields it lacks listed before
    // it, a caller who misspelt a name would not see it among the first three.
    const issues = [...parsed.error.issues]
      .sort((a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'))
      .slice(0, 3)
      .map((issue) => `${issue.path.length ? issue.path.join('.') : 'arguments'}: ${issue.message}`);
    throw new ApiFailure(
      'invalid-arguments',
      `${method} was called with bad arguments (${issues.join('; ')}).`,
    );
  }
  return { method, args: parsed.data as ParsedArgs<MethodName> };
}
