import type { ErrorCode } from '../api/result.ts';

/**
 * A failure the user should read. The code is one of the API's error codes, so a handler can pass
 * it on as it is; the message is a whole sentence.
 */
export class LibraryError extends Error {
  readonly code: Extract<ErrorCode, 'not-found' | 'invalid-arguments' | 'database'>;

  constructor(code: LibraryError['code'], message: string) {
    super(message);
    this.name = 'LibraryError';
    this.code = code;
  }
}
