/**
 * The file worker's entry when the app runs from its sources (tests, `npm run serve` before a
 * build): the TypeScript file, loaded through tsx. A built app passes out/electron/file-worker.mjs.
 */
import { fileURLToPath } from 'node:url';
import type { WorkerEntry } from '../../solver-host/worker-thread.ts';

export const DEV_FILE_WORKER: WorkerEntry = {
  entry: fileURLToPath(new URL('./worker-entry.ts', import.meta.url)),
  tsx: import.meta.resolve('tsx/esm/api'),
};
