/**
 * Builds the renderer: src-renderer/index.html and everything it imports, into out/renderer with
 * relative asset paths so the same files load from file:// in Electron and from the browser-mode server.
 *
 * `npx vite` serves the renderer with hot reload for work on the UI. Calls to /api go to a running
 * browser-mode server named by NONOGRAM_DEV_API (say http://127.0.0.1:5174, started with
 * `node --import tsx src-main/web/serve.ts --port 5174`); open the dev page with that server's
 * ?token=... appended.
 */
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('./src-renderer', import.meta.url));
const outDir = fileURLToPath(new URL('./out/renderer', import.meta.url));
const svelteConfig = fileURLToPath(new URL('./svelte.config.js', import.meta.url));
const devApi = process.env['NONOGRAM_DEV_API'];

/**
 * The dev server injects styles as <style> elements and talks to the page over a WebSocket, which
 * the production policy forbids; only the dev server's copy of index.html is relaxed.
 */
function devServerPolicy(): Plugin {
  return {
    name: 'nonogram-dev-server-policy',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self'", "connect-src 'self' ws: wss:")
        .replace("; require-trusted-types-for 'script'; trusted-types 'none'", ''),
  };
}

export default defineConfig({
  root,
  base: './',
  plugins: [svelte({ configFile: svelteConfig }), devServerPolicy()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'chrome120',
    // No inlined data: URLs, so the Content Security Policy can stay strict.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  server: {
    fs: { allow: [fileURLToPath(new URL('.', import.meta.url))] },
    proxy: devApi
      ? {
          '/api': {
            target: devApi,
            changeOrigin: true,
            // The server refuses calls from other origins; the proxy is the page's own.
            configure: (proxy) => proxy.on('proxyReq', (request) => request.removeHeader('origin')),
          },
        }
      : {},
  },
});
