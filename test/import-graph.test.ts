import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkImportGraph,
  LAYERS,
  layerOf,
  readImportGraph,
  type ImportEdge,
  type ImportGraph,
} from '../scripts/import-graph.ts';

const root = resolve(import.meta.dirname, '..');

function edge(from: string, to: string): ImportEdge {
  const bare = !to.includes('/') || to.startsWith('@');
  return {
    from,
    to,
    fromLayer: layerOf(from)!,
    toLayer: bare ? null : layerOf(to),
    packageName: bare ? to : null,
  };
}

function graph(files: string[], edges: [string, string][]): ImportGraph {
  return { files, edges: edges.map(([from, to]) => edge(from, to)) };
}

describe('the import graph', () => {
  it('has no import against the layers and no cycle in src-main and src-renderer', () => {
    const problems = checkImportGraph(readImportGraph(root));
    expect(problems.map((problem) => `${problem.kind}: ${problem.text}`)).toEqual([]);
  });

  it('reads imports from every layer, .svelte files included', () => {
    const read = readImportGraph(root);
    const layers = new Set(read.edges.map((e) => e.fromLayer));
    expect([...layers].sort()).toEqual([...LAYERS].sort());
    expect(read.edges.some((e) => e.from.endsWith('.svelte') && e.toLayer === 'contract')).toBe(true);
  });

  it('reports an import from a lower layer to a higher one', () => {
    const files = ['src-main/library/a.ts', 'src-main/backend/b.ts'];
    const problems = checkImportGraph(graph(files, [['src-main/library/a.ts', 'src-main/backend/b.ts']]));
    expect(problems).toEqual([
      {
        kind: 'against-layering',
        text: 'src-main/library/a.ts (library) imports src-main/backend/b.ts (backend)',
      },
    ]);
  });

  it('reports an import between two layers of one level', () => {
    const files = ['src-main/cli/a.ts', 'src-main/web/b.ts'];
    const problems = checkImportGraph(graph(files, [['src-main/cli/a.ts', 'src-main/web/b.ts']]));
    expect(problems.map((p) => p.kind)).toEqual(['against-layering']);
  });

  it("reports an import from the renderer's lib/ into its views/, and not the other way", () => {
    const shared = 'src-renderer/lib/board/a.ts';
    const screen = 'src-renderer/views/play/b.ts';
    const jobs = 'src-renderer/lib/jobs/c.ts';
    const problems = checkImportGraph(
      graph(
        [shared, screen, jobs],
        [
          [shared, screen],
          [screen, jobs],
        ],
      ),
    );
    expect(problems).toEqual([
      { kind: 'against-layering', text: `${shared} (renderer lib) imports ${screen} (renderer views)` },
    ]);
  });

  it('reports a package loaded outside its layer, and any package in the engine', () => {
    const files = ['src-main/backend/a.ts', 'src-main/engine/b.ts'];
    const problems = checkImportGraph(
      graph(files, [
        ['src-main/backend/a.ts', 'better-sqlite3'],
        ['src-main/backend/a.ts', '@playwright/test'],
        ['src-main/engine/b.ts', 'zod'],
      ]),
    );
    expect(problems.map((p) => p.text)).toEqual([
      'src-main/backend/a.ts imports better-sqlite3, which only library may load',
      'src-main/backend/a.ts imports @playwright/test, which only bench may load',
      'src-main/engine/b.ts imports zod: the engine is pure',
    ]);
  });

  it('reports a cycle inside one layer with the way round it', () => {
    const a = 'src-main/engine/a.ts';
    const b = 'src-main/engine/b.ts';
    const c = 'src-main/engine/c.ts';
    const problems = checkImportGraph(
      graph(
        [a, b, c],
        [
          [a, b],
          [b, c],
          [c, a],
        ],
      ),
    );
    expect(problems).toEqual([{ kind: 'cycle', text: `import cycle: ${a} -> ${b} -> ${c} -> ${a}` }]);
  });
});
