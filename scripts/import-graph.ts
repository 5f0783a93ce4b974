/**
 * The import graph of the app's source, read by layer: `npm run -s import-graph` prints which
 * layer imports which (with how many imports), and every import that runs against the layering
 * or closes a cycle; it exits 1 when there is one. test/import-graph.test.ts runs the same check.
 *
 * The layers, bottom to top (DESIGN.md): each may import only the layers below it, and the
 * layers on one level (library and solver-host; web, electron and cli) not each other.
 *
 *   engine <- contract <- library, solver-host <- backend <- web, electron, cli <- bench
 *   engine, contract <- renderer
 *
 * Inside the renderer, lib/ (the shared parts: board drawing, jobs, dialogs) sits below views/
 * (one folder a screen): a shared part that reached into a screen would tie the screens together.
 *
 * The engine imports no package at all, and the packages that tie code to one runtime or to test
 * tooling (SQLite, Electron, Playwright, Svelte) are each loaded by one layer only.
 *
 * Imports are read with TypeScript's own pre-processor (static, dynamic and type-only imports
 * and re-exports alike), from .ts files and from the <script> blocks of .svelte files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import ts from 'typescript';

export const LAYERS = [
  'engine',
  'contract',
  'library',
  'solver-host',
  'backend',
  'web',
  'electron',
  'cli',
  'bench',
  'renderer',
] as const;
export type Layer = (typeof LAYERS)[number];

/** What each layer may import from the project (besides itself). */
const ALLOWED: Readonly<Record<Layer, readonly Layer[]>> = {
  engine: [],
  contract: ['engine'],
  library: ['contract', 'engine'],
  'solver-host': ['contract', 'engine'],
  backend: ['library', 'solver-host', 'contract', 'engine'],
  web: ['backend', 'library', 'solver-host', 'contract', 'engine'],
  electron: ['backend', 'library', 'solver-host', 'contract', 'engine'],
  cli: ['backend', 'library', 'solver-host', 'contract', 'engine'],
  bench: ['cli', 'web', 'backend', 'library', 'solver-host', 'contract', 'engine'],
  renderer: ['contract', 'engine'],
};

/** Packages that tie code to one runtime or to test tooling, and the layers that may load them. */
const PACKAGE_OWNERS: Readonly<Record<string, readonly Layer[]>> = {
  'better-sqlite3': ['library'],
  electron: ['electron'],
  '@playwright/test': ['bench'],
  '@axe-core/playwright': ['bench'],
  vitest: [],
  svelte: ['renderer'],
  // Image decoding for the page reader: the solver's process (and the benchmark that measures it).
  sharp: ['solver-host', 'bench'],
  'pdfjs-dist': ['solver-host'],
  '@napi-rs/canvas': ['solver-host'],
};

const SOURCE_ROOTS = ['src-main', 'src-renderer'];
const RENDERER_LIB = 'src-renderer/lib/';
const RENDERER_VIEWS = 'src-renderer/views/';

export interface ImportEdge {
  readonly from: string;
  readonly to: string;
  readonly fromLayer: Layer;
  /** The project layer imported, or null for a package or a file outside the layers. */
  readonly toLayer: Layer | null;
  /** The package name, for a bare specifier. */
  readonly packageName: string | null;
}

export interface ImportGraph {
  readonly files: readonly string[];
  readonly edges: readonly ImportEdge[];
}

export interface Problem {
  readonly kind: 'against-layering' | 'package' | 'cycle' | 'unresolved';
  readonly text: string;
}

export function layerOf(file: string): Layer | null {
  if (file.startsWith('src-renderer/')) return 'renderer';
  const match = /^src-main\/([^/]+)\//.exec(file);
  const folder = match?.[1];
  return (LAYERS as readonly string[]).includes(folder ?? '') ? (folder as Layer) : null;
}

export function readImportGraph(root: string): ImportGraph {
  const files = SOURCE_ROOTS.flatMap((folder) => sourceFiles(root, folder)).sort();
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const fromLayer = layerOf(file);
    if (fromLayer === null) continue;
    for (const specifier of importsOf(join(root, file))) {
      if (specifier.startsWith('.')) {
        const to = normalize(join(dirname(file), specifier))
          .split('\\')
          .join('/');
        edges.push({ from: file, to, fromLayer, toLayer: layerOf(to), packageName: null });
      } else {
        edges.push({
          from: file,
          to: specifier,
          fromLayer,
          toLayer: null,
          packageName: packageOf(specifier),
        });
      }
    }
  }
  return { files, edges };
}

export function checkImportGraph(graph: ImportGraph): Problem[] {
  const problems: Problem[] = [];
  const known = new Set(graph.files);
  for (const edge of graph.edges) {
    if (edge.packageName !== null) {
      if (edge.fromLayer === 'engine') {
        problems.push({ kind: 'package', text: `${edge.from} imports ${edge.to}: the engine is pure` });
        continue;
      }
      const owners = PACKAGE_OWNERS[edge.packageName];
      if (owners && !owners.includes(edge.fromLayer)) {
        problems.push({
          kind: 'package',
          text: `${edge.from} imports ${edge.to}, which only ${owners.join(', ') || 'tests'} may load`,
        });
      }
      continue;
    }
    if (/\.(ts|svelte)$/.test(edge.to) && !known.has(edge.to) && edge.toLayer !== null) {
      problems.push({ kind: 'unresolved', text: `${edge.from} imports ${edge.to}, which does not exist` });
    }
    if (edge.toLayer === null) {
      // Outside the layers: package.json's version, and nothing else.
      if (edge.to !== 'package.json') {
        problems.push({
          kind: 'against-layering',
          text: `${edge.from} imports ${edge.to}, outside the layers`,
        });
      }
      continue;
    }
    if (edge.from.startsWith(RENDERER_LIB) && edge.to.startsWith(RENDERER_VIEWS)) {
      problems.push({
        kind: 'against-layering',
        text: `${edge.from} (renderer lib) imports ${edge.to} (renderer views)`,
      });
    }
    if (edge.toLayer !== edge.fromLayer && !ALLOWED[edge.fromLayer].includes(edge.toLayer)) {
      problems.push({
        kind: 'against-layering',
        text: `${edge.from} (${edge.fromLayer}) imports ${edge.to} (${edge.toLayer})`,
      });
    }
  }
  for (const cycle of cycles(graph)) {
    problems.push({ kind: 'cycle', text: `import cycle: ${[...cycle, cycle[0]].join(' -> ')}` });
  }
  return problems;
}

/** How many imports run from each layer to each other layer. */
export function layerArrows(graph: ImportGraph): Map<string, number> {
  const arrows = new Map<string, number>();
  for (const edge of graph.edges) {
    if (edge.toLayer === null || edge.toLayer === edge.fromLayer) continue;
    const key = `${edge.fromLayer} -> ${edge.toLayer}`;
    arrows.set(key, (arrows.get(key) ?? 0) + 1);
  }
  return arrows;
}

/** The strongly connected groups of files with more than one member, or one that imports itself. */
function cycles(graph: ImportGraph): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) {
    if (edge.packageName !== null || !graph.files.includes(edge.to)) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  for (const start of graph.files) {
    if (index.has(start)) continue;
    const work: { file: string; child: number }[] = [{ file: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = next.get(frame.file) ?? [];
      if (frame.child < targets.length) {
        const target = targets[frame.child++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, child: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.file);
        const selfImport = (next.get(frame.file) ?? []).includes(frame.file);
        if (group.length > 1 || selfImport) found.push(cycleThrough(frame.file, new Set(group), next));
      }
    }
  }
  return found;
}

/** One shortest way round from `start` back to itself, inside a strongly connected group. */
function cycleThrough(
  start: string,
  group: ReadonlySet<string>,
  next: ReadonlyMap<string, string[]>,
): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const file = queue[head]!;
    for (const target of next.get(file) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return path;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start];
}

function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (relativeFolder: string): void => {
    for (const entry of readdirSync(join(root, relativeFolder), { withFileTypes: true })) {
      const path = `${relativeFolder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|svelte)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
    }
  };
  walk(folder);
  return found;
}

function importsOf(path: string): string[] {
  let text = readFileSync(path, 'utf8');
  if (path.endsWith('.svelte')) {
    text = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  }
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((file) => file.fileName);
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function report(root: string): number {
  const graph = readImportGraph(root);
  const arrows = layerArrows(graph);
  console.log(`Imports between layers (${graph.files.length} files):`);
  for (const layer of LAYERS) {
    const out = [...arrows]
      .filter(([key]) => key.startsWith(`${layer} -> `))
      .map(([key, count]) => `${key.slice(layer.length + 4)} (${count})`);
    console.log(`  ${layer.padEnd(12)} -> ${out.length > 0 ? out.join(', ') : '(nothing)'}`);
  }
  const problems = checkImportGraph(graph);
  if (problems.length === 0) {
    console.log('No import runs against the layers, and there is no import cycle.');
    return 0;
  }
  console.log(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.log(`  ${problem.kind}: ${problem.text}`);
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = report(relative(process.cwd(), resolve(import.meta.dirname, '..')) || '.');
}
