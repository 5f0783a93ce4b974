import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { devExecArgv } from '../../src-main/solver-host/spawn-node.ts';
import { isAlive } from './support.ts';

const DYING_PARENT = fileURLToPath(new URL('./fixtures/dying-parent.ts', import.meta.url));

/** Runs a parent that starts a solver and is killed `delayMs` later; resolves to the solver's pid. */
function solverOfDyingParent(delayMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const parent = spawn(process.execPath, [...devExecArgv(), DYING_PARENT, String(delayMs)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    parent.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    parent.on('error', reject);
    parent.on('exit', () => {
      const pid = Number(out.trim());
      if (Number.isInteger(pid) && pid > 0) resolve(pid);
      else reject(new Error(`The parent printed no process id: "${out}"`));
    });
  });
}

/** Polls until the process is gone; false when it still runs after `withinMs`. */
async function goneWithin(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

describe('a solver process whose parent dies', () => {
  it(
    'exits by itself whether the parent dies at once or up to 100 ms after starting it',
    { timeout: 90_000 },
    async () => {
      const delays = [0, 0, 10, 30, 60, 100];
      const pids = await Promise.all(delays.map(solverOfDyingParent));
      // An orphan lives on for good; the bound only has to outlast a busy machine starting six
      // processes that compile their sources on the fly.
      const gone = await Promise.all(pids.map((pid) => goneWithin(pid, 40_000)));
      const survivors = delays.filter((_, i) => !gone[i]);
      for (const [i, pid] of pids.entries()) if (!gone[i]) process.kill(pid, 'SIGKILL');
      expect(survivors).toEqual([]);
    },
  );
});
