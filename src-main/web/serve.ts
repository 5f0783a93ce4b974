/**
 * `npm run serve`: browser mode from a built tree. Serves out/renderer (it builds nothing), prints
 * one line with the URL, and closes the library cleanly on Ctrl+C or SIGTERM. Every change is
 * already saved when it is made, so even a hard kill loses nothing.
 *
 *   --port N        listen on port N (default: a free one)
 *   --data-dir DIR  library folder (default: $NONOGRAM_DATA_DIR or the app's user-data folder)
 *   --renderer-dir DIR  the built renderer to serve (default: out/renderer)
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { SpawnSolver } from '../solver-host/solver-child.ts';
import type { WorkerEntry } from '../solver-host/worker-thread.ts';
import { spawnNodeSolver } from '../solver-host/spawn-node.ts';
import { defaultDataDir } from './data-dir.ts';
import { READY_LINE_PREFIX, startServer, type RunningServer } from './server.ts';

/** The folder with package.json above this file, whether it runs from source or from out/electron. */
function projectRoot(): string {
  let folder = import.meta.dirname;
  while (!existsSync(join(folder, 'package.json')) && dirname(folder) !== folder) folder = dirname(folder);
  return folder;
}

/** Built, this file sits beside the built solver (out/electron/solver.mjs); from source, tsx runs both. */
function solverSpawner(): SpawnSolver {
  const built = join(import.meta.dirname, 'solver.mjs');
  return existsSync(built) ? () => spawnNodeSolver({ entry: built, execArgv: [] }) : () => spawnNodeSolver();
}

/** The same for the file worker thread (out/electron/file-worker.mjs). */
function fileWorkerEntry(): WorkerEntry | undefined {
  const built = join(import.meta.dirname, 'file-worker.mjs');
  return existsSync(built) ? { entry: built } : undefined;
}

async function main(argv: readonly string[]): Promise<number> {
  let flags: { port?: string; 'data-dir'?: string; 'renderer-dir'?: string };
  try {
    flags = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'renderer-dir': { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(
      `${(error as Error).message}\nUsage: npm run serve -- [--port N] [--data-dir DIR] [--renderer-dir DIR]`,
    );
    return 2;
  }
  const port = flags.port === undefined ? 0 : Number(flags.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port needs a whole number from 0 to 65535, not "${flags.port}".`);
    return 2;
  }
  const rendererDir = resolve(flags['renderer-dir'] ?? join(projectRoot(), 'out', 'renderer'));
  if (!existsSync(join(rendererDir, 'index.html'))) {
    console.error(`The app is not built (${rendererDir} is missing): run npm run build first.`);
    return 1;
  }
  const dataDir = resolve(flags['data-dir'] ?? defaultDataDir());
  let server: RunningServer;
  try {
    const fileWorker = fileWorkerEntry();
    server = await startServer({
      dataDir,
      port,
      rendererDir,
      spawnSolver: solverSpawner(),
      ...(fileWorker ? { fileWorker } : {}),
    });
  } catch (error) {
    console.error(`Browser mode could not start: ${(error as Error).message}`);
    return 1;
  }
  for (const notice of server.notices) console.error(notice);
  console.log(`${READY_LINE_PREFIX}${server.url}`);
  await new Promise<void>((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await server.close();
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
