// @ts-check
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/** Pure engine code imports nothing that ties it to a runtime (scripts/import-graph.ts checks every path). */
const engineRestrictions = {
  patterns: [
    { group: ['node:*', 'electron', 'better-sqlite3', 'svelte', 'svelte/*'], message: 'The engine is pure.' },
  ],
};

/**
 * The renderer takes pure engine modules and the API's types and constants (DESIGN.md), never the
 * argument schemas: they bring zod, whose start-up probe for `new Function` breaks the Trusted
 * Types policy of the content security policy. Types from the contract files are fine.
 */
const rendererRestrictions = {
  patterns: [
    {
      group: ['**/src-main/contract/methods*.ts', '**/src-main/contract/parse-call.ts', 'zod', 'zod/*'],
      allowTypeImports: true,
      message:
        'The renderer may import only types from the contract; its schemas bring zod, which the CSP refuses.',
    },
    {
      group: [
        '**/src-main/{library,solver-host,backend,electron,web,cli,bench}/**',
        'node:*',
        'electron',
        'better-sqlite3',
      ],
      message: 'The renderer talks to the main process through the API only.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'out/',
      'dist/',
      'release/',
      'coverage/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.svelte'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'], svelteConfig },
    },
  },
  {
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.svelte'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', rendererRestrictions] },
  },
  {
    files: ['src-main/engine/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', engineRestrictions] },
  },
);
