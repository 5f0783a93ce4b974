/**
 * Builds the Node side into out/electron, as self-contained files:
 * - main.cjs: the Electron main process (package.json `main`);
 * - preload.cjs: the preload, CommonJS because a sandboxed preload cannot load ES modules,
 *   and one file because it may `require` nothing but 'electron';
 * - solver.mjs: the solver process (a utilityProcess in Electron, a child process in browser
 *   mode), an ES module because it starts its worker thread from its own `import.meta.url`;
 * - file-worker.mjs: the main process's thread that reads puzzle files and examines library
 *   files (src-main/backend/file-worker/), an ES module like the solver;
 * - serve.mjs: browser mode (`npm run serve`), which finds solver.mjs beside itself. Bundled, it
 *   is ready in a fraction of the time TypeScript compiled on the fly would take.
 * Each is its own build environment, so no chunk is shared between them. `vite build -c
 * vite.electron.config.ts` builds them all. Only Electron, Node built-ins and the packages with
 * native code or files of their own (SQLite; sharp and its libvips; pdf.js, which loads its
 * worker and @napi-rs/canvas at run time) stay outside the bundles.
 */
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type EnvironmentOptions } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
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

function nodeBundle(name: string, entry: string, format: 'cjs' | 'es'): EnvironmentOptions {
  return {
    consumer: 'server',
    resolve: { noExternal: true, external },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'node22',
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: { [name]: here(entry) },
        external,
        output: {
          format,
          entryFileNames: `[name].${format === 'cjs' ? 'cjs' : 'mjs'}`,
          codeSplitting: false,
        },
      },
    },
  };
}

const bundles = {
  preload: nodeBundle('preload', './src-main/electron/preload.ts', 'cjs'),
  solver: nodeBundle('solver', './src-main/solver-host/process-entry.ts', 'es'),
  fileWorker: nodeBundle('file-worker', './src-main/backend/file-worker/worker-entry.ts', 'es'),
  main: nodeBundle('main', './src-main/electron/main.ts', 'cjs'),
  serve: nodeBundle('serve', './src-main/web/serve.ts', 'es'),
};

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
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
