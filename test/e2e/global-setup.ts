/**
 * Builds the renderer once before the end-to-end tests when out/renderer is missing or older than
 * any source it is built from; a fresh build is left alone, so chaining `npm run build` first costs
 * nothing twice.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';

const SOURCES = [
  'src-renderer',
  'src-main/engine',
  'src-main/contract',
  'vite.config.ts',
  'svelte.config.js',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

export default function globalSetup(): void {
  const index = join(PROJECT_ROOT, 'out', 'renderer', 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(join(PROJECT_ROOT, source))));
  if (changedAt <= builtAt) return;
  execFileSync(process.execPath, [join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
}
