#!/usr/bin/env node
// Runs the TypeScript command-line tool directly; tsx compiles it on the fly, so no build step is needed.
// `bench` loads the benchmark harness (src-main/bench/); every other command loads only the product.
import { register } from 'tsx/esm/api';

register();
const argv = process.argv.slice(2);
const entry = argv[0] === 'bench' ? '../src-main/bench/main.ts' : '../src-main/cli/main.ts';
const { main } = await import(entry);
process.exitCode = await main(argv);
