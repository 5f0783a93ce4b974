/**
 * All handlers of the contract, combined into the one `Handlers` object. A method family is
 * answered in the file of its name (`play.*` in play.ts), or in the folder of its name when it is
 * large (`library.*` in library/).
 * Two domains that answer the same method are a mistake that a spread would hide (the later one
 * would win), so the combination refuses them by name.
 */
import type { Handlers, MethodName } from '../../contract/methods.ts';
import { appHandlers } from './app.ts';
import { backupHandlers } from './backups.ts';
import { bookHandlers } from './book.ts';
import { collectionHandlers } from './collections.ts';
import type { HandlerContext } from '../handler-context.ts';
import { editorHandlers } from './editor.ts';
import { entryHandlers } from './entry.ts';
import { translatingErrors } from '../api-errors.ts';
import { checksHandlers } from './checks.ts';
import { jobsHandlers } from './jobs.ts';
import { createHandler } from './library/create.ts';
import { generateHandler } from './library/generate.ts';
import { importHandler } from './library/import.ts';
import { libraryHandlers } from './library/records.ts';
import { photoHandlers } from './photo.ts';
import { playHandlers } from './play.ts';
import { settingsHandlers } from './settings.ts';
import { solverHandlers } from './solver.ts';
import { statsHandlers } from './stats.ts';

export function createHandlers(context: HandlerContext): Handlers {
  return translatingErrors(
    combineHandlers([
      appHandlers(context),
      libraryHandlers(context),
      createHandler(context),
      generateHandler(context),
      importHandler(context),
      collectionHandlers(context),
      solverHandlers(context),
      jobsHandlers(context),
      checksHandlers(context),
      settingsHandlers(context),
      entryHandlers(context),
      editorHandlers(context),
      playHandlers(context),
      statsHandlers(context),
      backupHandlers(context),
      photoHandlers(context),
      bookHandlers(context),
    ]),
  );
}

/** One object from the domains' handlers; a method answered twice is an error, not a silent override. */
export function combineHandlers<D extends readonly Partial<Handlers>[]>(
  domains: D,
): UnionToIntersection<D[number]> {
  const combined: Partial<Record<MethodName, unknown>> = {};
  for (const domain of domains) {
    for (const name of Object.keys(domain) as MethodName[]) {
      if (Object.hasOwn(combined, name)) throw new Error(`Two handlers answer the method "${name}".`);
      combined[name] = domain[name];
    }
  }
  return combined as UnionToIntersection<D[number]>;
}

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;
