/*
 * What Pagefind indexes reads as words: in every indexed page (data-pagefind-body),
 * text on either side of a block boundary (</dt><dd>, </p><p>, </li><li>, ...)
 * must be separated by whitespace. Pagefind joins text nodes as they are, so
 * "<dt>Our ruling</dt><dd>It is" became the excerpt "Our rulingIt".
 * Regions marked data-pagefind-ignore are skipped, as Pagefind skips them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DIST, requireDist } from './dist.ts';
import { listPages } from '../site/dist-pages.ts';

/*
 * Pagefind (1.x, fossick/parser.rs) ends a sentence only at h1-h6, p, td, div,
 * ul, li, article and section, adds a space at br, and drops svg, form, label,
 * noscript, nav, footer, iframe and template. Other block elements (dt, dd,
 * th, caption, figcaption, summary, ol, pre, ...) separate nothing.
 */
const SEPARATES = new Set('h1 h2 h3 h4 h5 h6 p td div ul li article section br'.split(' '));
const JOINS = new Set(
  'address aside blockquote caption dd details dialog dl dt fieldset figcaption figure legend main ol pre summary table tbody thead tfoot tr th hr'.split(
    ' ',
  ),
);
const DROPPED = new Set('svg form label noscript nav footer iframe template'.split(' '));
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/** Places in a page's indexed text where two words run together across a block boundary. */
export function runTogether(html: string): string[] {
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  const start = body.search(/<main\b[^>]*data-pagefind-body/);
  if (start < 0) return [];
  const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|([^<]+)/g;
  token.lastIndex = start;
  const stack: { name: string; ignored: boolean }[] = [];
  const out: string[] = [];
  let last = '';
  let block = false;
  let space = false; // whitespace or a Pagefind sentence boundary since the last text
  for (let m = token.exec(body); m !== null; m = token.exec(body)) {
    const [, close, rawName, attrs, text] = m;
    const ignored = stack.length > 0 && stack[stack.length - 1]!.ignored;
    if (text !== undefined) {
      if (ignored) continue;
      if (text.trim() === '') {
        space = true;
        continue;
      }
      if (last !== '' && block && !space && !/\s$/.test(last) && !/^\s/.test(text))
        out.push(`${last.slice(-25).trimStart()}|${text.slice(0, 25)}`);
      last = text;
      block = false;
      space = false;
      continue;
    }
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (close === '/') {
      const at = stack.map((e) => e.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      if (name === 'main') break;
    } else if (!VOID.has(name) && !/\/\s*$/.test(attrs ?? '')) {
      stack.push({ name, ignored: ignored || DROPPED.has(name) || /\sdata-pagefind-ignore\b/.test(attrs ?? '') });
    }
    if (ignored) continue;
    if (SEPARATES.has(name)) space = true;
    else if (JOINS.has(name)) block = true;
  }
  return out;
}

test('the checker finds words run together across a block boundary (and only there)', () => {
  const page = (inner: string) => `<main data-pagefind-body>${inner}</main>`;
  assert.deepEqual(runTogether(page('<dl><dt>Our ruling</dt><dd>It is</dd></dl>')), ['Our ruling|It is']);
  assert.deepEqual(runTogether(page('<dl><dt>Our ruling</dt> <dd>It is</dd></dl>')), []);
  assert.deepEqual(runTogether(page('<p>a <strong>b</strong>c</p>')), []);
  assert.deepEqual(runTogether(page('<p>one</p><div data-pagefind-ignore><p>x</p></div> <p>two</p>')), []);
  assert.deepEqual(runTogether(page('<h2>Glossary</h2><p>The words</p>')), [], 'Pagefind ends a sentence at </h2>');
  assert.deepEqual(runTogether(page('<table><caption>Hands</caption><tr><th>Pair</th><td>1</td></tr></table>')), ['Hands|Pair']);
});

test('no indexed page runs words together across block elements', () => {
  requireDist();
  const bad: string[] = [];
  for (const page of listPages(DIST, '/')) {
    const found = runTogether(readFileSync(page.file, 'utf8'));
    if (found.length > 0)
      bad.push(`${page.path}: ${found.slice(0, 5).join(' ; ')}${found.length > 5 ? ` (+${found.length - 5} more)` : ''}`);
  }
  assert.deepEqual(bad, []);
});
