// Whether the command-line tool's bundle (out/cli, built by `npm run build:electron`) may run in
// place of the sources: it exists and no file it was built from changed since. sources.json lists
// those files; a file newer than the list, or gone, means the bundle is stale. Checking them costs
// about a millisecond, where compiling the sources at start costs most of a second.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The bundle's path when it is up to date with the sources under `root`, else null. */
export function freshBundle(root) {
  const dir = join(root, 'out', 'cli');
  let builtAt;
  let sources;
  try {
    builtAt = statSync(join(dir, 'sources.json')).mtimeMs;
    sources = JSON.parse(readFileSync(join(dir, 'sources.json'), 'utf8'));
    statSync(join(dir, 'nonogram.mjs'));
  } catch {
    return null;
  }
  if (!Array.isArray(sources) || sources.length === 0) return null;
  for (const source of sources) {
    try {
      if (statSync(join(root, source)).mtimeMs > builtAt) return null;
    } catch {
      return null;
    }
  }
  return join(dir, 'nonogram.mjs');
}
