/*
 * The design system (issue 14): pages, widgets and diagrams take their colours
 * from src/styles/tokens.css, so light and dark stay one palette. A literal
 * colour is allowed only where a custom property is defined. The pictures and
 * the play boards are drawings of physical things (wood, felt, chips) and keep
 * their own palettes, defined as custom properties or per drawing; they are
 * not scanned here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = [
  'src/components/drawings',
  'src/components/svg',
  'src/components/rules',
  'src/components/widgets',
  'src/components/compare',
  'src/components/lab',
  'src/components/site',
  'src/layouts',
  'src/styles',
];
// The site's tokens, and the drawings' own palette (the pictures' colours, each with its dark twin).
const EXEMPT_FILES = new Set(['src/styles/tokens.css', 'src/components/svg/Frame.astro']);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(astro|css|tsx)$/u.test(name)) yield path;
  }
}

/** A hex colour or an rgb()/hsl() colour function used as a value (not in a custom property's definition). */
export function literalColours(source: string): string[] {
  const found: string[] = [];
  for (const line of source.split('\n')) {
    if (/^\s*--[\w-]+\s*:/u.test(line)) continue;
    const hits = line.match(/(?<![\w&'"`/])#[0-9a-fA-F]{3,8}\b(?![\w-])|\b(?:rgba?|hsla?)\(/gu);
    if (hits) found.push(...hits.map((h) => `${h.trim()} in: ${line.trim()}`));
  }
  return found;
}

test('the scanner finds literal colours and skips custom property definitions', () => {
  const rows: [string, number][] = [
    ['  fill: light-dark(#ffffff, #23282d);', 2],
    ['  color: #1a1405;', 1],
    ['  box-shadow: 0 1px 2px rgb(0 0 0 / 0.2);', 1],
    ['  --color-face: light-dark(#ffffff, #23282d);', 0],
    ['  fill: var(--color-face);', 0],
    ['<a href="#how">', 0],
  ];
  for (const [line, count] of rows) assert.equal(literalColours(line).length, count, line);
});

test('pages, widgets and diagrams use colour tokens, not literal colours', () => {
  const offenders: string[] = [];
  for (const dir of SCANNED) {
    for (const path of files(join(ROOT, dir))) {
      const rel = relative(ROOT, path);
      if (EXEMPT_FILES.has(rel)) continue;
      for (const hit of literalColours(readFileSync(path, 'utf8'))) offenders.push(`${rel}: ${hit}`);
    }
  }
  assert.deepEqual(offenders, []);
});
