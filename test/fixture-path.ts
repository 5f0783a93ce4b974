/**
 * Where tests find their data: test/fixtures/ in the repository, so that a fresh clone tests on its
 * own. Each folder there says where its files come from and under what licence
 * (test/fixtures/README.md). The full public sets beside the project are for the benchmarks only
 * (src-main/bench/bench-files.ts); no test reads them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const FIXTURES = resolve(import.meta.dirname, 'fixtures');

/** The absolute path of a fixture, given as a path under test/fixtures/ ('jwilk/data000.nin'). */
export function fixturePath(...parts: string[]): string {
  return resolve(FIXTURES, ...parts);
}

/** A fixture's text. */
export function fixtureText(...parts: string[]): string {
  return readFileSync(fixturePath(...parts), 'utf8');
}
