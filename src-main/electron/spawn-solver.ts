/**
 * Starts the solver as an Electron utilityProcess (the desktop app). Electron's `utilityProcess`
 * module is passed in by the main process, so this file needs only Electron's types and loads
 * anywhere; call it after the app's `ready` event, as Electron requires.
 */
import type { ForkOptions, UtilityProcess } from 'electron';
import { describeExit, type SolverChild } from '../solver-host/solver-child.ts';
import { withParentPid } from '../solver-host/watch-parent.ts';

/** The part of Electron's `utilityProcess` module used here. */
export interface UtilityProcessModule {
  fork(modulePath: string, args?: string[], options?: ForkOptions): UtilityProcess;
}

export interface ElectronSolverOptions {
  /** Path of the built process entry (an ES module). */
  readonly entry: string;
  readonly execArgv?: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
}

export function spawnElectronSolver(
  utilityProcess: UtilityProcessModule,
  options: ElectronSolverOptions,
): SolverChild {
  const child = utilityProcess.fork(options.entry, [], {
    serviceName: 'Nonogram solver',
    stdio: 'inherit',
    ...(options.execArgv ? { execArgv: [...options.execArgv] } : {}),
    // The solver compares its parent with this id (solver-host/watch-parent.ts).
    env: withParentPid(options.env ?? process.env),
  });
  const exitListeners: ((reason: string) => void)[] = [];
  let exitReason: string | null = null;
  child.on('exit', (code) => {
    if (exitReason !== null) return;
    exitReason = describeExit(code, null);
    for (const listener of exitListeners) listener(exitReason);
  });
  return {
    get pid() {
      return child.pid;
    },
    send(message) {
      if (exitReason === null) child.postMessage(message);
    },
    onMessage(listener) {
      child.on('message', listener);
    },
    onExit(listener) {
      if (exitReason !== null) listener(exitReason);
      else exitListeners.push(listener);
    },
    kill(force) {
      if (exitReason !== null) return;
      // utilityProcess.kill() sends SIGTERM only; a hung process needs the signal that cannot be ignored.
      const pid = child.pid;
      if (!force || pid === undefined) {
        child.kill();
        return;
      }
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone: its exit event follows.
      }
    },
  };
}
