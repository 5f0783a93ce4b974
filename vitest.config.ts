import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    // Hooks start real backends and solver processes, which take seconds on a busy machine.
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
