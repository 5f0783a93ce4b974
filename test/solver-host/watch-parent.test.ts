/**
 * The watch a solver process keeps on its parent where it has no IPC channel to lose (an Electron
 * utility process): the parent's process id, checked every second. Electron's binary is not needed:
 * a Node child started without a channel takes the same branch.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { devExecArgv } from '../../src-main/solver-host/spawn-node.ts';
import { tempFolder } from '../temp-folder.ts';
import { isAlive } from './support.ts';

const DYING_PARENT = fileURLToPath(new URL('./fixtures/dying-parent-without-channel.ts', import.meta.url));

/** Runs a parent that starts a watching child and is killed at once or once the child watches; resolves to the child's pid. */
function childOfDyingParent(when: 'at-once' | 'when-watched', marker: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const parent = spawn(process.execPath, [...devExecArgv(), DYING_PARENT, when, marker], {
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

describe('a process without an IPC channel whose parent dies (an Electron utility process)', () => {
  it('sees the parent gone and exits, whether the parent dies before the child has started or while it runs', async () => {
    const folder = tempFolder();
    const moments = ['at-once', 'when-watched'] as const;
    const markers = moments.map((when) => join(folder, `gone-${when}`));
    const pids = await Promise.all(moments.map((when, i) => childOfDyingParent(when, markers[i]!)));
    try {
      await expect
        .poll(() => markers.map((marker) => existsSync(marker) && readFileSync(marker, 'utf8')), {
          // A child started on a busy machine may take a while to reach its first instruction.
          timeout: 60_000,
        })
        .toEqual(moments.map(() => 'parent gone'));
      await expect.poll(() => pids.filter(isAlive), { timeout: 5_000 }).toEqual([]);
    } finally {
      for (const pid of pids.filter(isAlive)) process.kill(pid, 'SIGKILL');
    }
  }, 120_000);
});
