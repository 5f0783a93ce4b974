import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

const svelteConfig = fileURLToPath(new URL('./svelte.config.js', import.meta.url));

const shared = {
  testTimeout: 60_000,
  // Hooks start real backends and solver processes, which take seconds on a busy machine.
  hookTimeout: 60_000,
  pool: 'forks',
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'main',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'test/renderer/**', 'node_modules/**'],
        },
      },
      {
        // The renderer's state classes (*.svelte.ts) use runes: compiled as the app compiles
        // them, and run against Svelte's browser build, where $derived behaves as on screen.
        // Only here: Node's own code must not resolve packages' browser builds.
        plugins: [svelte({ configFile: svelteConfig })],
        resolve: { conditions: ['browser'] },
        test: { ...shared, name: 'renderer', include: ['test/renderer/**/*.test.ts'] },
      },
    ],
  },
});
