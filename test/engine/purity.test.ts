import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const engineRoot = resolve(import.meta.dirname, '../../src-main/engine');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('engine purity', () => {
  it('imports only modules inside src-main/engine', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(engineRoot)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
        const spec = match[1]!;
        const inside =
          spec.startsWith('.') && !relative(engineRoot, resolve(dirname(file), spec)).startsWith('..');
        if (!inside) offenders.push(`${relative(engineRoot, file)} imports ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
