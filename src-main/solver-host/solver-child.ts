/**
 * The host's view of one solver process, whatever started it: a Node child process (browser mode,
 * tests, the CLI) or an Electron utilityProcess (the desktop app). spawn-node.ts here and
 * electron/spawn-solver.ts each adapt their runtime to it.
 */
import type { HostMessage } from './protocol.ts';

export interface SolverChild {
  /** Undefined until the system has started the process (or when it could not). */
  readonly pid: number | undefined;
  /** Never throws: a message to a process that is gone is dropped, and its exit is reported. */
  send(message: HostMessage): void;
  onMessage(listener: (message: unknown) => void): void;
  /**
   * Calls the listener once, when the process has ended or could not start (at once if it already
   * has), with a few words on why.
   */
  onExit(listener: (reason: string) => void): void;
  /** `force`: SIGKILL, for a process that does not answer; otherwise a polite SIGTERM. */
  kill(force: boolean): void;
}

export type SpawnSolver = () => SolverChild;

/** "exit code 3", "signal SIGKILL": how a process ended, for error messages. */
export function describeExit(code: number | null, signal: string | null): string {
  if (signal) return `signal ${signal}`;
  return `exit code ${code ?? 'unknown'}`;
}
