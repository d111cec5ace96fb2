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
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
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
      // Card notation, dice digits and clipped quotes are split by code point on purpose (a grapheme split would be wrong).
      '@typescript-eslint/no-misused-spread': ['error', { allow: ['string'] }],
      // `const { keep, ...rest } = x` is how this code drops fields from a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
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
    // Preact writes `<label for>`, not React's `htmlFor`; the label rules must accept both.
    settings: { 'jsx-a11y-x': { attributes: { for: ['htmlFor', 'for'] } } },
    rules: {
      ...jsxA11y.configs.strict.rules,
      // Scrolling tables (role="region") take focus so keyboard users can scroll them (axe: scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: [] }],
    },
  },
  {
    files: ['**/*.astro'],
    rules: {
      // Scrolling tables (role="region") and <pre> blocks take focus so keyboard users can scroll them (axe: scrollable-region-focusable).
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: ['pre'] }],
    },
  },
  {
    // TypeScript itself reports undefined names; typescript-eslint advises turning no-undef off for TS.
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-undef': 'off' },
  },
  {
    // In a test, `match[1]!` or `rows[0]!` on a missing value throws and fails the test, which is the
    // wanted result; guarding each one would only restate the assertion that follows.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
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
