/** Errors cross the API boundary as values: a stable code for the program, a sentence for the person. */

export type ErrorCode =
  | 'invalid-arguments'
  | 'unknown-method'
  | 'not-found'
  | 'format'
  | 'invalid-puzzle'
  | 'cancelled'
  | 'timeout'
  | 'solver-failed'
  | 'database'
  | 'forbidden'
  | 'internal';

export interface ApiError {
  readonly code: ErrorCode;
  readonly message: string;
}

export type ApiResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

/** Thrown inside handlers to return a specific error; anything else becomes `internal`. */
export class ApiFailure extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'ApiFailure';
    this.code = code;
  }
}
