import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openBackend } from '../../src-main/api/backend.ts';
import { BACKUP_FOLDER } from '../../src-main/library/backup.ts';
import { spawnNodeSolver } from '../../src-main/solver/spawn-node.ts';

let dataDir = '';
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('openBackend', () => {
  it('keeps a copy of the library for the day in the backups folder', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'nonogram-backend-'));
    const backend = await openBackend({
      dataDir,
      mode: 'browser',
      spawnSolver: () => spawnNodeSolver(),
      solverWarmUpMs: null,
      starterDir: null,
    });
    await backend.close();
    const today = new Date().toISOString().slice(0, 10);
    expect(existsSync(join(dataDir, BACKUP_FOLDER, `library-${today}.sqlite`))).toBe(true);
  });
});
