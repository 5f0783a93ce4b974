#!/usr/bin/env node
// Runs the TypeScript command-line tool directly; tsx compiles it on the fly, so no build step is needed.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src-main/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
