/** All handlers of the contract, one domain per file, combined into the one `Handlers` object. */
import type { Handlers } from '../contract.ts';
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
import { playHandlers } from './play.ts';
import { settingsHandlers } from './settings.ts';
import { solverHandlers } from './solver.ts';
import { statsHandlers } from './stats.ts';

export function createHandlers(context: HandlerContext): Handlers {
  return translatingErrors({
    ...appHandlers(context),
    ...libraryHandlers(context),
    ...generateHandler(context),
    ...collectionHandlers(context),
    ...solverHandlers(context),
    ...jobsHandlers(context),
    ...settingsHandlers(context),
    ...entryHandlers(context),
    ...editorHandlers(context),
    ...playHandlers(context),
    ...statsHandlers(context),
    ...backupHandlers(context),
  });
}
