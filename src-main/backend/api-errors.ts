/**
 * The library and the file readers throw their own error classes; the API speaks in ApiFailure
 * codes. Every handler goes through this one translation, so a new handler cannot forget it, and
 * anything unexpected still reaches dispatch as an internal error with its detail logged.
 */
import { FormatError } from '../engine/formats/errors.ts';
import { PictureError } from '../engine/picture-grid.ts';
import { isSqliteError, LibraryError } from '../library/errors.ts';
import { METHOD_NAMES, type Handlers, type MethodName } from '../contract/methods.ts';
import { ApiFailure } from '../contract/result.ts';

export function toApiFailure(error: unknown): unknown {
  if (error instanceof ApiFailure) return error;
  if (error instanceof LibraryError) return new ApiFailure(error.code, error.message);
  if (error instanceof FormatError) return new ApiFailure('format', error.message);
  if (error instanceof PictureError) return new ApiFailure('invalid-arguments', error.message);
  if (isSqliteError(error) && 'code' in error && error.code === 'SQLITE_BUSY') {
    // Only a restore writes the library from elsewhere (the data folder is locked to one app).
    return new ApiFailure(
      'database',
      'The library is being replaced by a backup, so this was not saved. Try again when the restore has finished.',
    );
  }
  if (isSqliteError(error)) {
    return new ApiFailure('database', `The puzzle library could not be read or written (${error.message}).`);
  }
  return error;
}

export function translatingErrors(handlers: Handlers): Handlers {
  const wrapped: Partial<Record<MethodName, (args: never) => Promise<unknown>>> = {};
  for (const name of METHOD_NAMES) {
    const handler = handlers[name] as (args: never) => Promise<unknown>;
    wrapped[name] = async (args) => {
      try {
        return await handler(args);
      } catch (error) {
        throw toApiFailure(error);
      }
    };
  }
  return wrapped as Handlers;
}

/**
 * Fails the call: `what` ("Puzzle 12") is not in the library. It throws, so a lookup reads
 * `getPuzzle(db, id) ?? notFound(\`Puzzle ${id}\`)`.
 */
export function notFound(what: string): never {
  throw new ApiFailure('not-found', `${what} is not in the library (it may have been deleted).`);
}
