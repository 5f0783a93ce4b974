import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBackend, type Backend } from '../../src-main/backend/backend.ts';
import { importPaths, puzzlePathsIn } from '../../src-main/electron/open-files.ts';
import { spawnNodeSolver } from '../../src-main/solver-host/spawn-node.ts';
import { devFileWorker } from '../../src-main/backend/file-worker/dev-entry.ts';
import { FIXTURES } from '../fixture-path.ts';

const extensions = new Set(['.nin', '.non', '.xml']);
let folder: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'nonogram-open-files-'));
  copyFileSync(join(FIXTURES, 'formats/dancer.nin'), join(folder, 'dancer.nin'));
  copyFileSync(join(FIXTURES, 'formats/dancer-webpbn-1.xml'), join(folder, 'Dancer.XML'));
  writeFileSync(join(folder, 'notes.txt'), 'not a puzzle extension');
  writeFileSync(join(folder, 'garbled.nin'), 'this is no puzzle');
  mkdirSync(join(folder, 'folder.nin'));
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('puzzlePathsIn', () => {
  it('keeps existing puzzle files, relative to the working folder, and drops everything else', () => {
    const args = [
      '--enable-logging',
      '.',
      'out/electron/main.cjs',
      'dancer.nin',
      join(folder, 'Dancer.XML'),
      'notes.txt',
      'folder.nin',
      'missing.nin',
      '--original-process-start-time=1',
    ];
    expect(puzzlePathsIn(args, folder, extensions)).toEqual([
      join(folder, 'dancer.nin'),
      join(folder, 'Dancer.XML'),
    ]);
  });
});

describe('importPaths', () => {
  let backend: Backend;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'nonogram-open-files-lib-'));
    backend = await openBackend({
      dataDir,
      mode: 'electron',
      spawnSolver: () => spawnNodeSolver(),
      fileWorker: devFileWorker(),
      solverWarmUpMs: null,
      starterDir: null,
    });
  });

  afterAll(async () => {
    await backend?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports the files, counts the same puzzle twice as a duplicate and reports what failed', async () => {
    const summary = await importPaths(backend.handlers, [
      join(folder, 'dancer.nin'),
      join(folder, 'Dancer.XML'),
      join(folder, 'garbled.nin'),
      join(folder, 'vanished.nin'),
    ]);
    expect(summary).toMatchObject({ added: 1, duplicates: 1, cancelled: false });
    expect(summary.failed.map((failure) => failure.file).sort()).toEqual(['garbled.nin', 'vanished.nin']);
    expect(summary.failed.find((failure) => failure.file === 'vanished.nin')?.message).toMatch(
      /Cannot read the file/,
    );
  });
});
