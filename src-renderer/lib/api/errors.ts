/** A failed API call as the renderer sees it: the backend's error code and a sentence to show. */
import type { ApiError, ErrorCode } from '../../../src-main/contract/result.ts';

export class ApiCallError extends Error {
  readonly code: ErrorCode;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiCallError';
    this.code = error.code;
  }
}

/** The words to show for any failure, typed or not. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export function isCancelled(error: unknown): boolean {
  return error instanceof ApiCallError && error.code === 'cancelled';
}
