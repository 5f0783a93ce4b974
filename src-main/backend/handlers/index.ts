/**
 * All handlers of the contract, one domain per file, combined into the one `Handlers` object.
 * Two domains that answer the same method are a mistake that a spread would hide (the later one
 * would win), so the combination refuses them by name.
 */
import type { Handlers, MethodName } from '../../contract/methods.ts';
import { appHandlers } from './app.ts';
import { backupHandlers } from './backups.ts';
import { collectionHandlers } from './collections.ts';
import type { HandlerContext } from './context.ts';
import { editorHandlers } from './editor.ts';
import { entryHandlers } from './entry.ts';
import { translatingErrors } from './errors.ts';
import { generateHandler } from './generate.ts';
import { jobsHandlers } from './jobs.ts';
import { libraryHandlers } from './library.ts';
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
      generateHandler(context),
      collectionHandlers(context),
      solverHandlers(context),
      jobsHandlers(context),
      settingsHandlers(context),
      entryHandlers(context),
      editorHandlers(context),
      playHandlers(context),
      statsHandlers(context),
      backupHandlers(context),
      photoHandlers(context),
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
