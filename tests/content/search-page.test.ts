/*
 * The built search page before anything is typed: its suggested searches are
 * links to /search/?q=<the link's own words>, grouped by reader, and its quick
 * links reach every game page and the tools, each named by the title of the
 * page it leads to, a tool with that page's description too (read here from
 * the built page's <title> and <meta name="description">, so the test does not
 * trust the search page's own way of finding them).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPage, mainOf, sectionHtml, textOf } from './dist.ts';
import { GAMES } from './games.ts';
import { basePath } from '../site/dist-pages.ts';
import { QUERY_MAX } from '../../src/components/site/search-url.ts';

const BASE = basePath();
const main = () => mainOf(readPage('search/'));

/** [href, text] of every <a> in an HTML fragment. */
function links(html: string): [string, string][] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [textOf(m[1]!), textOf(m[2]!)]);
}

/** A built page's title (without the site's suffix) and meta description, by its href (with the base). */
function pageAt(href: string): { title: string; description: string } {
  assert.ok(href.startsWith(BASE), `${href} is under ${BASE}`);
  const html = readPage(href.slice(BASE.length));
  return {
    title: textOf(/<title>([^<]*)<\/title>/.exec(html)![1]!).replace(/ · Showdown$/, ''),
    description: textOf(/<meta name="description" content="([^"]*)"/.exec(html)![1]!),
  };
}

/** [href, link text, the text after the link in its <li>] of every list item in a fragment. */
function items(html: string): [string, string, string][] {
  return [...html.matchAll(/<li\b[^>]*>\s*<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>([\s\S]*?)<\/li>/g)].map((m) => [
    textOf(m[1]!),
    textOf(m[2]!),
    textOf(m[3]!),
  ]);
}

test('the search page says what can be searched, above the form', () => {
  const html = main();
  const lede = html.indexOf('class="lede"');
  assert.ok(lede > 0 && lede < html.indexOf('<form'), 'a lede paragraph before the search form');
  assert.match(textOf(html), /rules, hand rankings, rulings and common questions/);
});

test('suggested searches: three groups of reader, each link searches its own words', () => {
  const section = sectionHtml(main(), 'suggestions-title');
  assert.ok(section, 'a "Try a search" section');
  assert.match(textOf(section), /^Try a search/);
  const groups = [...section.matchAll(/<h3\b[^>]*>([^<]*)<\/h3>/g)].map((m) => textOf(m[1]!));
  assert.deepEqual(groups, ['New to a game', 'Settling a hand', 'Designing a variant']);
  const found = links(section);
  assert.ok(found.length >= 12, `${found.length} suggestions`);
  for (const [href, text] of found) {
    const url = new URL(href, 'http://x');
    assert.equal(url.pathname, `${BASE}search/`, `${text}: links to the search page`);
    assert.deepEqual([...url.searchParams.keys()], ['q'], `${text}: only q in ${href}`);
    assert.equal(url.searchParams.get('q'), text, `${href} searches the words it shows`);
  }
});

test('quick links: every game page, named by its title', () => {
  const section = sectionHtml(main(), 'browse-games');
  assert.ok(section, 'a "Games" list');
  const found = items(section);
  assert.equal(found.length, GAMES.length, 'one link per game');
  assert.deepEqual(new Set(found.map(([href]) => href)), new Set(GAMES.map((g) => `${BASE}games/${g}/`)), 'one link per game');
  for (const [href, text, summary] of found) {
    assert.equal(text, pageAt(href).title, `${href}: link text is the page's title`);
    assert.ok(summary.length > 20, `${href}: a summary follows the link`);
  }
});

test("quick links: the judge, Compare, both Labs and the glossary, with their pages' titles and descriptions", () => {
  const section = sectionHtml(main(), 'browse-tools');
  assert.ok(section, 'a "Tools" list');
  const found = items(section);
  assert.deepEqual(
    found.map(([href]) => href),
    ['judge/', 'compare/', 'lab/', 'lab/game/', 'glossary/'].map((p) => `${BASE}${p}`),
  );
  for (const [href, text, description] of found) assert.deepEqual({ title: text, description }, pageAt(href), href);
});

test('the search box caps its length at the longest query searched', () => {
  const input = /<input\b[^>]*\bid="search-q"[^>]*>/.exec(main())?.[0] ?? '';
  assert.match(input, new RegExp(`\\bmaxlength="${QUERY_MAX}"`));
  assert.match(input, /\bname="q"/);
});
