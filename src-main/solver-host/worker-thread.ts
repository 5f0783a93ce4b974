/**
 * Starting a worker thread on an entry file, built or not. A built entry (an ES module) is loaded
 * as it is. A TypeScript entry means development under tsx, whose `--import` hook registers itself
 * on the main thread only (Node 20), so the thread registers tsx's API first and then loads it.
 */
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export interface WorkerEntry {
  /** The entry's path or file URL. */
  readonly entry: string;
  /** For a TypeScript entry: the URL of tsx's `tsx/esm/api` module. */
  readonly tsx?: string;
}

export function startWorkerThread(
  { entry, tsx }: WorkerEntry,
  options: Omit<WorkerOptions, 'eval'> = {},
): Worker {
  const url = entry.startsWith('file:') ? entry : pathToFileURL(entry).href;
  if (!url.endsWith('.ts')) return new Worker(new URL(url), options);
  if (tsx === undefined) throw new Error(`A TypeScript worker entry needs tsx: ${entry}`);
  const source =
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); ` +
    `return import(${JSON.stringify(url)}); });`;
  return new Worker(source, { ...options, eval: true });
}
