/**
 * Starts the solver as a plain Node child process (browser mode, the CLI and the tests). In
 * development the entry is TypeScript, run through tsx; a packaged build passes its built entry
 * and no extra flags.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describeExit, type SolverChild } from './solver-child.ts';

export interface NodeSolverOptions {
  /** Path of the process entry. Default: process-entry.ts next to this file. */
  readonly entry?: string;
  /** Node flags for the child. Default: tsx's `--import` (devExecArgv), which runs TypeScript directly. */
  readonly execArgv?: readonly string[];
  /** Default: this process's environment. */
  readonly env?: NodeJS.ProcessEnv;
}

export const DEV_ENTRY = fileURLToPath(new URL('./process-entry.ts', import.meta.url));

/** tsx resolved from here, so the child finds it whatever its working directory. */
export function devExecArgv(): string[] {
  return ['--import', import.meta.resolve('tsx')];
}

export function spawnNodeSolver(options: NodeSolverOptions = {}): SolverChild {
  const child = fork(options.entry ?? DEV_ENTRY, [], {
    execArgv: options.execArgv ? [...options.execArgv] : devExecArgv(),
    env: options.env ?? process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  const exitListeners: ((reason: string) => void)[] = [];
  let exitReason: string | null = null;
  const reportExit = (reason: string): void => {
    if (exitReason !== null) return;
    exitReason = reason;
    for (const listener of exitListeners) listener(reason);
  };
  child.on('exit', (code, signal) => reportExit(describeExit(code, signal)));
  // 'error' also comes when a kill fails; only a process that never started has no exit to wait for.
  child.on('error', (error) => {
    if (child.pid === undefined) reportExit(`could not start: ${error.message}`);
  });
  return {
    get pid() {
      return child.pid;
    },
    send(message) {
      if (!child.connected) return;
      child.send(message, ignoreLostMessage);
    },
    onMessage(listener) {
      child.on('message', listener);
    },
    onExit(listener) {
      if (exitReason !== null) listener(exitReason);
      else exitListeners.push(listener);
    },
    kill(force) {
      if (child.exitCode === null && child.signalCode === null) child.kill(force ? 'SIGKILL' : 'SIGTERM');
    },
  };
}

/** A message lost to a dying process: its exit, reported separately, is what the host acts on. */
function ignoreLostMessage(): void {}
