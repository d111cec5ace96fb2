/*
 * scripts/build-log.ts: which lines of a build log read as a warning or an
 * error (and so fail `npm run build`). One row per kind of line, from real
 * tools' output: Astro's, Rolldown's, Vite's, Pagefind's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { logProblems } from '../../scripts/build-log.ts';

const ESC = String.fromCharCode(27);

const FLAGGED: readonly (readonly [name: string, line: string, why: string])[] = [
  ['Astro [WARN] line', '15:20:01 [WARN] [config] The Shiki syntax highlighter is not compatible with CSP', 'a [WARN] or [ERROR] line'],
  ['Astro [WARN] with colour codes', `${ESC}[33m[WARN]${ESC}[39m [vite] something`, 'a [WARN] or [ERROR] line'],
  ['Astro [ERROR] line', '15:20:01 [ERROR] [build] Failed', 'a [WARN] or [ERROR] line'],
  ['Vite chunk-size note', '(!) Some chunks are larger than 500 kB after minification.', 'a "(!)" note'],
  [
    'Rolldown warning box title',
    '[MODULE_LEVEL_DIRECTIVE] Warning: Module level directives cause errors when bundled',
    'the word "warning"',
  ],
  ['a lowercase warning', 'warning: the styleDirective option is ignored', 'the word "warning"'],
  ['an error count', 'Found 2 errors in 1 file', 'the word "error"'],
  ['a deprecation', 'The option `legacy` is deprecated', 'the word "deprecated"'],
  ['Pagefind advice box, top edge', '┌─────────────────────────────────────────────┐', 'a boxed notice'],
  ['Pagefind advice box, a side', '│  Pagefind found references to the Default UI   │', 'a boxed notice'],
  ['a rounded box', '╭──────╮', 'a boxed notice'],
];

const CLEAN: readonly (readonly [name: string, line: string])[] = [
  ['Astro build step', '15:21:27 [build] ✓ Completed in 1m 16s.'],
  ['a page written', '15:20:38   ├─ /games/ninas-five/quiz/index.html (+7ms) '],
  ['the last page written', '15:21:26   └─ /index.html (+73ms)'],
  ['a blank line', ''],
  ['our search index summary', '  46 glossary terms added, one record each at /glossary/#<term>'],
  ['words that only contain "error" or "warn"', 'terrors of the forewarned'],
];

for (const [name, line, why] of FLAGGED) {
  test(`flagged: ${name}`, () => {
    assert.deepEqual(logProblems(`first line\n${line}\nlast line`), [
      { line: 2, text: line.replaceAll(`${ESC}[33m`, '').replaceAll(`${ESC}[39m`, '').trim(), why },
    ]);
  });
}

for (const [name, line] of CLEAN) {
  test(`clean: ${name}`, () => {
    assert.deepEqual(logProblems(line), []);
  });
}

test('every flagged line of a log is named, with its line number (CRLF too)', () => {
  assert.deepEqual(
    logProblems('ok\r\n[WARN] a\r\nok\r\n(!) b').map((p) => p.line),
    [2, 4],
  );
});
