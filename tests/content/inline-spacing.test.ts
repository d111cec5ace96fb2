/*
 * Words that run into the end of a link or other inline element on a built page. Astro drops the line break
 * between an element and a {expression} on the next line, so "<a>Quiz: which hand wins?</a>\n{blurb}" showed as
 * "wins?Two hands". A closing inline tag right after sentence punctuation and right before a word is that slip.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DIST, requireDist } from './dist.ts';
import { listPages } from '../site/dist-pages.ts';

const INLINE = 'a|abbr|b|bdi|button|code|em|i|kbd|mark|q|small|span|strong';
const RUN_ON = new RegExp(`[.?!:;,]</(?:${INLINE})>[A-Za-z]`, 'g');

/** Each place in `html` where a word starts right after an inline element that ends a sentence or clause. */
const runOns = (html: string): string[] => [...html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').matchAll(RUN_ON)].map((m) => m[0]);

test('the check finds a word run into a link, and passes a spaced one', () => {
  assert.deepEqual(runOns('<p><a href="/q/">Quiz: which hand wins?</a>Two hands.</p>'), ['?</a>T']);
  assert.deepEqual(runOns('<p><a href="/q/">Quiz: which hand wins?</a> Two hands.</p>'), []);
  assert.deepEqual(runOns('<p>Lay <code>7♣</code>, then pass.</p>'), []);
});

test('no built page runs a word into the end of an inline element', () => {
  requireDist();
  const found = listPages(DIST).flatMap(({ file, path }) => runOns(readFileSync(file, 'utf8')).map((r) => `${path}: ${r}`));
  assert.deepEqual(found, []);
});
