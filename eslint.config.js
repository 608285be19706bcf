import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { moduleBoundaries } from './packages/server/lint/moduleBoundaries.js';

/** Links inside the app take the router's navigate from one context, not per link (ui/Link.tsx). */
const appLink = { name: 'react-router', importNames: ['Link'], message: 'Use Link from ui/Link.tsx.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The contract is the shared root: it imports nothing of ours and does no I/O.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@fanzone/server*', '@fanzone/web*', 'node:*', 'fs', 'path'] },
      ],
    },
  },
  {
    // What the web imports as values must stay schema-free: a value taken from a module that defines
    // schemas keeps them, and zod, in the forum's first view (packages/web/README.md, footguns).
    files: ['packages/contract/src/api/calls.ts', 'packages/contract/src/api/constants.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['zod', 'zod/*'], message: 'Schema-free module: no zod here.' },
            {
              group: ['./*', '../*'],
              message: 'Schema-free module: it imports nothing, so it never pulls a schema module in.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server and web meet only through the contract.
    files: ['packages/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@fanzone/web*', '**/web/src/**'] }] },
  },
  {
    // The server's modules import downwards only, through each module's index.ts
    // (packages/server/lint/moduleLayers.js). Tests sit inside their module and may read its insides.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { fanzone: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'fanzone/module-boundaries': 'error' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@fanzone/server*', '**/server/src/**', 'node:*'],
          paths: [appLink],
        },
      ],
    },
  },
  {
    // The build's own code runs in Node at build time, and the server renderer's entry in the server
    // (Node's async context keeps each render's requests apart); neither runs in the browser.
    files: [
      'packages/web/build/**/*.ts',
      'packages/web/vite.config.ts',
      'packages/web/src/server/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', { patterns: ['@fanzone/server*', '**/server/src/**'] }] },
  },
  {
    // The web's layers import downwards only: app (shell, routing, start-up) → pages → features →
    // ui and platform (api, endpoints, errors, config, paging). Nothing below app imports it.
    files: ['packages/web/src/{pages,features,ui,platform}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [appLink],
          patterns: [
            {
              group: ['@fanzone/server*', '**/server/src/**', 'node:*'],
              message: 'The web meets the server only through the contract.',
            },
            {
              group: ['**/app/*', '**/app/**'],
              message: 'app/ is the top layer: move what you need below it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/{features,ui,platform}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [appLink],
          patterns: [
            {
              group: ['@fanzone/server*', '**/server/src/**', 'node:*'],
              message: 'The web meets the server only through the contract.',
            },
            {
              group: ['**/app/*', '**/app/**'],
              message: 'app/ is the top layer: move what you need below it.',
            },
            {
              group: ['**/pages/*', '**/pages/**'],
              message: 'Pages sit above features: pass what a feature needs in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/{ui,platform}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [appLink],
          patterns: [
            {
              group: ['@fanzone/server*', '**/server/src/**', 'node:*'],
              message: 'The web meets the server only through the contract.',
            },
            {
              group: ['**/app/*', '**/app/**', '**/pages/*', '**/pages/**'],
              message: 'ui/ and platform/ are the bottom layers.',
            },
            {
              group: ['**/features/*', '**/features/**'],
              message: 'ui/ and platform/ are the bottom layers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
