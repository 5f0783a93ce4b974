/**
 * The solver process's entry, for both of its threads: the main thread talks to the host
 * (solver-process.ts) and starts a worker thread on this same file, which runs the engine
 * (engine-worker.ts). Each thread loads only its own half. One entry keeps a packaged build to one
 * file; it must stay an ES module, since the worker finds the file through `import.meta.url`.
 * The main thread watches its parent from its first instruction (watch-parent.ts).
 */
import { isMainThread } from 'node:worker_threads';
import { exitWhenParentGoes } from './watch-parent.ts';

if (isMainThread) {
  // First, before the rest loads: see watch-parent.ts.
  exitWhenParentGoes();
  const { runSolverProcess } = await import('./solver-process.ts');
  runSolverProcess(import.meta.url);
} else {
  const { runEngineWorker } = await import('./engine-worker.ts');
  runEngineWorker();
}
