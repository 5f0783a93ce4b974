/**
 * Two job kinds that exist only for the solver-host tests, so that a crash and a hang can be
 * produced on a real process: `test-crash` makes the process exit at once, `test-hang` blocks its
 * main thread for ever (it then answers nothing, not even a cancel). The process honours them only
 * when it was started with NONOGRAM_SOLVER_TEST_HOOKS=1; otherwise they are unknown kinds like any
 * other and are refused.
 */

export const TEST_HOOKS_VARIABLE = 'NONOGRAM_SOLVER_TEST_HOOKS';
export const TEST_CRASH_EXIT_CODE = 70;

export type TestHook = 'test-crash' | 'test-hang';

export function testHooksEnabled(): boolean {
  return process.env[TEST_HOOKS_VARIABLE] === '1';
}

export function testHookOf(raw: unknown): TestHook | null {
  if (typeof raw !== 'object' || raw === null || !('type' in raw) || !('kind' in raw)) return null;
  if (raw.type !== 'job') return null;
  return raw.kind === 'test-crash' || raw.kind === 'test-hang' ? raw.kind : null;
}

export function runTestHook(hook: TestHook): void {
  if (hook === 'test-crash') process.exit(TEST_CRASH_EXIT_CODE);
  for (;;) {
    // Spins until the host's watchdog kills the process.
  }
}
