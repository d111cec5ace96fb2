// @ts-check
/*
 * Lint: typescript-eslint's strict type-checked rules over every .ts/.tsx file,
 * eslint-plugin-astro for .astro files, and eslint-plugin-jsx-a11y-x (the
 * jsx-a11y rules, kept for ESLint 10) in .tsx islands and .astro markup.
 * `npm run lint` runs `astro sync` first: the type-aware rules need
 * `.astro/types.d.ts` to resolve `astro:content` and `import.meta.env`, or
 * every value from them reads as an unresolved (`any`) type.
 * `npm run lint` fails on any warning. Formatting is Prettier's job, not ESLint's.
 */
import eslint from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  eslint.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Numbers in template strings are how this code builds every message.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` is idiomatic Preact.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // node:test's test()/describe()/it() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite'] }] },
      ],
    },
  },
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-strict'],
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.strict,
  },
  {
    // TypeScript itself reports undefined names; typescript-eslint advises turning no-undef off for TS.
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.astro'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Config files and scripts/ run under Node, so they see Node's globals (process, console, Buffer).
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
