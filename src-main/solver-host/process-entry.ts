/**
 * The solver process's entry, for both of its threads: the main thread talks to the host
 * (solver-process.ts) and starts a worker thread on this same file, which runs the engine
 * (engine-worker.ts). Each thread loads only its own half. One entry keeps a packaged build to one
 * file; it must stay an ES module, since the worker finds the file through `import.meta.url`.
 */
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  const { runSolverProcess } = await import('./solver-process.ts');
  runSolverProcess(import.meta.url);
} else {
  const { runEngineWorker } = await import('./engine-worker.ts');
  runEngineWorker();
}
