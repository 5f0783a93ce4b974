/**
 * Job kinds that exist only for the solver-host tests, so that a crash and a hang can be produced
 * on a real process: `test-crash` makes the process exit at once, `test-hang` blocks its main
 * thread for ever (it then answers nothing, not even a cancel), `test-engine-thread` answers the
 * engine thread's id (so a test sees the thread replaced). Before it blocks, `test-hang` reports
 * progress once, so a test knows the job reached the process rather than guessing a delay. The
 * process honours them only when it was started with NONOGRAM_SOLVER_TEST_HOOKS=1; otherwise they
 * are unknown kinds like any other and are refused. With the hooks on,
 * NONOGRAM_ENGINE_HEAP_LIMIT_MB sets the engine thread's heap limit (solver-process.ts), so a test
 * can make a small job pass it.
 */

export const TEST_HOOKS_VARIABLE = 'NONOGRAM_SOLVER_TEST_HOOKS';
export const TEST_CRASH_EXIT_CODE = 70;

export const TEST_HEAP_LIMIT_VARIABLE = 'NONOGRAM_ENGINE_HEAP_LIMIT_MB';

export type TestHook = 'test-crash' | 'test-hang' | 'test-engine-thread';

export function testHooksEnabled(): boolean {
  return process.env[TEST_HOOKS_VARIABLE] === '1';
}

export function testHookOf(raw: unknown): TestHook | null {
  if (typeof raw !== 'object' || raw === null || !('type' in raw) || !('kind' in raw)) return null;
  if (raw.type !== 'job') return null;
  return raw.kind === 'test-crash' || raw.kind === 'test-hang' || raw.kind === 'test-engine-thread'
    ? raw.kind
    : null;
}

/** The engine thread's heap limit a test asked for, in bytes, or null. */
export function testHeapLimitBytes(): number | null {
  const mb = Number(process.env[TEST_HEAP_LIMIT_VARIABLE]);
  return testHooksEnabled() && Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : null;
}

/** Runs a hook; `started` reports the job as under way (a progress message) before it hangs. */
export function runTestHook(hook: Exclude<TestHook, 'test-engine-thread'>, started: () => void): void {
  if (hook === 'test-crash') process.exit(TEST_CRASH_EXIT_CODE);
  started();
  // The progress message goes out on the next turn of the event loop; the spin starts after it.
  setImmediate(() => {
    for (;;) {
      // Spins until the host's watchdog kills the process.
    }
  });
}
