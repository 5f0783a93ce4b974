/**
 * The data folder's lock, with real processes: one that has ended and one that runs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { LOCK_FILE, lockDataFolder } from '../../src-main/library/folder-lock.ts';
import { tempFolder } from '../temp-folder.ts';

function lockOf(dir: string): { pid: number } {
  return JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number };
}

describe('the data folder lock', () => {
  it('holds this process id while held and is removed when released', () => {
    const dir = tempFolder();
    const lock = lockDataFolder(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock left by a process that has ended', () => {
    const dir = tempFolder();
    const ended = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: ended.pid, startedAt: 'earlier' }));
    const lock = lockDataFolder(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock that is not one this app wrote', () => {
    const dir = tempFolder();
    writeFileSync(join(dir, LOCK_FILE), 'half a lock');
    lockDataFolder(dir).release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder held by a running process, naming its id, and leaves its lock alone', async () => {
    const dir = tempFolder();
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    onTestFinished(() => {
      running.kill('SIGKILL');
    });
    await new Promise((started) => running.once('spawn', started));
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: running.pid, startedAt: '2026-11-28T09:00:00Z' }),
    );
    expect(() => lockDataFolder(dir)).toThrow(
      `The data folder ${dir} is in use by another Nonogram Studio (process ${running.pid}, started 2026-11-28T09:00:00Z).`,
    );
    expect(lockOf(dir).pid).toBe(running.pid);
  });

  it('is shared within one process and removed when the last holder here releases it', () => {
    const dir = tempFolder();
    const first = lockDataFolder(dir);
    const second = lockDataFolder(dir);
    first.release();
    first.release();
    expect(lockOf(dir).pid).toBe(process.pid);
    second.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
