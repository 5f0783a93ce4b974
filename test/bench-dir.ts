/**
 * Where tests read the public benchmark sets: NONOGRAM_BENCH_DIR when set (as the benchmark
 * harness reads it; a git worktree kept elsewhere has no ../shared beside it), else
 * ../shared/bench beside the project.
 */
import { resolve } from 'node:path';

export const BENCH_DIR = process.env.NONOGRAM_BENCH_DIR
  ? resolve(process.env.NONOGRAM_BENCH_DIR)
  : resolve(import.meta.dirname, '../../shared/bench');
