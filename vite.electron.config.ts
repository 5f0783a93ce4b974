/**
 * Builds the Node side into out/electron, as self-contained files:
 * - main.cjs: the Electron main process (package.json `main`);
 * - preload.cjs: the preload, CommonJS because a sandboxed preload cannot load ES modules,
 *   and one file because it may `require` nothing but 'electron';
 * - solver.mjs: the solver process (a utilityProcess in Electron, a child process in browser
 *   mode), an ES module because it starts its worker thread from its own `import.meta.url`;
 * - file-worker.mjs: the main process's thread that reads puzzle files and examines library
 *   files (src-main/backend/file-worker/), an ES module like the solver;
 * - pdf-thread.mjs: the thread a PDF page is opened in (solver-host/photo/pdf-thread.ts), found
 *   beside the code that starts it, so out/cli holds one too;
 * - serve.mjs: browser mode (`npm run serve`), which finds solver.mjs beside itself. Bundled, it
 *   is ready in a fraction of the time TypeScript compiled on the fly would take.
 * And into out/cli, for the same reason, the command-line tool (bin/nonogram.mjs runs it while it
 * is up to date, see bin/fresh-bundle.mjs): nonogram.mjs, with `read` and its image decoding in
 * a chunk of their own that only that command loads, and sources.json, the files it was built
 * from, which is how the tool tells that a source changed since.
 * Each is its own build environment, so no chunk is shared between them. `vite build -c
 * vite.electron.config.ts` builds them all. Only Electron, Node built-ins and the packages with
 * native code or files of their own (SQLite; sharp and its libvips; pdf.js, which loads its
 * worker and @napi-rs/canvas at run time) stay outside the bundles.
 */
import { builtinModules } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type EnvironmentOptions, type Plugin } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const root = here('.');
const outDir = here('./out/electron');
const external = [
  'electron',
  'better-sqlite3',
  'sharp',
  'pdfjs-dist',
  '@napi-rs/canvas',
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
];

function nodeBundle(
  name: string,
  entry: string,
  format: 'cjs' | 'es',
  {
    dir = outDir,
    split = false,
    more = {},
  }: { dir?: string; split?: boolean; more?: Record<string, string> } = {},
): EnvironmentOptions {
  return {
    consumer: 'server',
    resolve: { noExternal: true, external },
    build: {
      outDir: dir,
      // out/electron holds several bundles built one after another; a folder of its own is emptied
      // first, so no stale chunk stays beside a new one.
      emptyOutDir: dir !== outDir,
      target: 'node22',
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: {
          [name]: here(entry),
          ...Object.fromEntries(Object.entries(more).map(([key, path]) => [key, here(path)])),
        },
        external,
        output: {
          format,
          entryFileNames: `[name].${format === 'cjs' ? 'cjs' : 'mjs'}`,
          chunkFileNames: '[name]-[hash].mjs',
          codeSplitting: split,
        },
      },
    },
  };
}

/**
 * Writes sources.json beside a bundle: every file of ours it holds, relative to the project, and
 * the files that decide what the bundler puts in (the lock file, this config).
 */
function sourceList(): Plugin {
  return {
    name: 'source-list',
    applyToEnvironment: (environment) => environment.name === 'cli',
    generateBundle(_options, bundle) {
      const sources = new Set(['package-lock.json', 'vite.electron.config.ts']);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const path = relative(root, id);
          if (!id.startsWith('\0') && !path.startsWith('..') && !path.startsWith('node_modules'))
            sources.add(path);
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'sources.json',
        source: `${JSON.stringify([...sources].sort(), null, 1)}\n`,
      });
    },
  };
}

const bundles = {
  preload: nodeBundle('preload', './src-main/electron/preload.ts', 'cjs'),
  solver: nodeBundle('solver', './src-main/solver-host/process-entry.ts', 'es'),
  fileWorker: nodeBundle('file-worker', './src-main/backend/file-worker/worker-entry.ts', 'es'),
  pdfThread: nodeBundle('pdf-thread', './src-main/solver-host/photo/pdf-thread-entry.ts', 'es'),
  main: nodeBundle('main', './src-main/electron/main.ts', 'cjs'),
  serve: nodeBundle('serve', './src-main/web/serve.ts', 'es'),
  cli: nodeBundle('nonogram', './src-main/cli/main.ts', 'es', {
    dir: here('./out/cli'),
    split: true,
    more: { 'pdf-thread': './src-main/solver-host/photo/pdf-thread-entry.ts' },
  }),
};

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  plugins: [sourceList()],
  environments: bundles,
  builder: {
    // Only ours (Vite adds a browser environment of its own), one after the other.
    async buildApp(builder) {
      for (const name of Object.keys(bundles)) {
        const environment = builder.environments[name];
        if (environment) await builder.build(environment);
      }
    },
  },
});
