import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshBundle } from '../../bin/fresh-bundle.mjs';
import { FIXTURES } from '../fixture-path.ts';

const root = resolve(import.meta.dirname, '../..');

describe('the nonogram binary', () => {
  it('runs from source without a build step', () => {
    const stdout = execFileSync(
      'node',
      [join(root, 'bin/nonogram.mjs'), 'solve', join(FIXTURES, 'formats/dancer.nin'), '--json'],
      { encoding: 'utf8', env: { ...process.env, NONOGRAM_FROM_SOURCE: '1' } },
    );
    expect(JSON.parse(stdout.trim())).toMatchObject({ status: 'unique', width: 5, height: 10 });
  });
});

describe('choosing the bundle', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A project with one source file and a bundle built `age` seconds after it was written. */
  function project(age: number): string {
    dir = mkdtempSync(join(tmpdir(), 'nonogram-bundle-'));
    mkdirSync(join(dir, 'src'));
    mkdirSync(join(dir, 'out', 'cli'), { recursive: true });
    writeFileSync(join(dir, 'src', 'main.ts'), 'export {};\n');
    writeFileSync(join(dir, 'out', 'cli', 'nonogram.mjs'), 'export {};\n');
    writeFileSync(join(dir, 'out', 'cli', 'sources.json'), JSON.stringify(['src/main.ts']));
    const written = Date.now() / 1000 - 100;
    utimesSync(join(dir, 'src', 'main.ts'), written, written);
    utimesSync(join(dir, 'out', 'cli', 'sources.json'), written + age, written + age);
    return dir;
  }

  it('takes a bundle built after every file it lists', () => {
    expect(freshBundle(project(10))).toBe(join(dir, 'out', 'cli', 'nonogram.mjs'));
  });

  it('refuses a bundle older than one of its sources', () => {
    expect(freshBundle(project(-10))).toBeNull();
  });

  it('refuses a bundle whose source is gone, and a missing bundle', () => {
    project(10);
    rmSync(join(dir, 'src', 'main.ts'));
    expect(freshBundle(dir)).toBeNull();
    rmSync(join(dir, 'out'), { recursive: true });
    expect(freshBundle(dir)).toBeNull();
  });
});
