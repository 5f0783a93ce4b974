/**
 * The file worker's entry when the app runs from its sources (tests, `npm run serve` before a
 * build): the TypeScript file, loaded through tsx. A built app passes out/electron/file-worker.mjs.
 */
import { fileURLToPath } from 'node:url';
import type { WorkerEntry } from '../../solver-host/worker-thread.ts';

export function devFileWorker(): WorkerEntry {
  return {
    entry: fileURLToPath(new URL('./worker-entry.ts', import.meta.url)),
    // Resolved only when asked for: a built tree need not have tsx.
    tsx: import.meta.resolve('tsx/esm/api'),
  };
}
