/**
 * A solver process must never outlive the app that started it. The watch starts with the entry's
 * first instruction, before anything slow is loaded: a parent that dies while the process is still
 * starting would otherwise close the channel before anyone listened, and the engine thread would
 * keep the orphan alive for good.
 *
 * A Node child process has an IPC channel, a pipe that the system closes when the parent dies:
 * the process exits when it is closed, or at once when it is already closed. An Electron utility
 * process has no such channel; there the parent's process id is checked every second, since a
 * process whose parent died is handed to another one (and Chromium's own link to the parent is
 * the first line of defence). The parent writes its id into the child's environment
 * (withParentPid): a parent that died before the child's first instruction has already handed it
 * over, and the child's own view of its parent would then name the new one.
 */
const POLL_MS = 1000;
const PARENT_PID = 'NONOGRAM_SOLVER_PARENT_PID';

/** `env` for a child that watches its parent: with this process's id, to compare against. */
export function withParentPid(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, [PARENT_PID]: String(process.pid) };
}

export function exitWhenParentGoes(exit: () => void = () => process.exit(0)): void {
  if (process.send !== undefined) {
    if (!process.connected) return exit();
    process.once('disconnect', exit);
    return;
  }
  const named = Number(process.env[PARENT_PID]);
  const parent = Number.isInteger(named) && named > 0 ? named : process.ppid;
  const gone = (): boolean => process.ppid !== parent || !isRunning(parent);
  if (gone()) return exit();
  const timer = setInterval(() => {
    if (gone()) exit();
  }, POLL_MS);
  timer.unref();
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs under another user, so it is there.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
