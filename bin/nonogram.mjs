#!/usr/bin/env node
// The command-line tool. The product's commands run from the bundle in out/cli when it is up to
// date with the sources (bin/fresh-bundle.mjs), which starts in a fraction of the time; otherwise,
// and always with NONOGRAM_FROM_SOURCE=1, tsx compiles the TypeScript on the fly, so no build step
// is ever needed. `bench` always runs from source: it loads the benchmark harness
// (src-main/bench/), which the bundle leaves out, and its figures should be the source's.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freshBundle } from './fresh-bundle.mjs';

const argv = process.argv.slice(2);
const bench = argv[0] === 'bench';
const bundle =
  bench || process.env.NONOGRAM_FROM_SOURCE === '1'
    ? null
    : freshBundle(fileURLToPath(new URL('..', import.meta.url)));
let main;
if (bundle) {
  ({ main } = await import(pathToFileURL(bundle).href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import(bench ? '../src-main/bench/main.ts' : '../src-main/cli/main.ts'));
}
process.exitCode = await main(argv);
