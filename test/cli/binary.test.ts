import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH } from './run-cli.ts';

const root = resolve(import.meta.dirname, '../..');

describe('the nonogram binary', () => {
  it('runs from package.json without a build step', () => {
    const stdout = execFileSync(
      'node',
      [join(root, 'bin/nonogram.mjs'), 'solve', join(BENCH, 'formats/dancer.nin'), '--json'],
      {
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(stdout.trim())).toMatchObject({ status: 'unique', width: 5, height: 10 });
  });
});
