/*
 * The glossary page lists every term with its anchor; every glossary link on
 * every built page resolves to an id there; and the terms a game page links
 * say they are used in that game.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GLOSSARY } from '../../src/data/glossary.ts';
import { readPage, DIST } from './dist.ts';
import { listPages } from '../site/dist-pages.ts';
import { readFileSync } from 'node:fs';
import { GAMES } from './games.ts';

const glossaryIds = () => new Set([...readPage('glossary/').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));

test('/glossary/ has an entry with an anchor for every term', () => {
  const ids = glossaryIds();
  const missing = GLOSSARY.filter((t) => !ids.has(t.id)).map((t) => t.id);
  assert.deepEqual(missing, []);
});

test('the glossary covers the terms the brief names', () => {
  const want = [
    'peekers',
    'lookers',
    'peekaboo-card',
    'burn-card',
    'flop',
    'turn-card',
    'river',
    'bluffing-zone',
    'double-or-fold',
    'last-chance',
    'out-the-back',
    'wild-space',
    'starter-space',
    'wild-card',
    'kicker',
    'big-board',
    'hawks',
    'doves',
    'moderates',
    'communists',
  ];
  const have = new Set<string>(GLOSSARY.map((t) => t.id));
  assert.deepEqual(
    want.filter((id) => !have.has(id)),
    [],
  );
});

test('every glossary link on every page resolves to an id on /glossary/', () => {
  const ids = glossaryIds();
  const broken: string[] = [];
  let count = 0;
  for (const page of listPages(DIST, '/')) {
    const html = readFileSync(page.file, 'utf8');
    for (const m of html.matchAll(/href="[^"]*\/glossary\/#([^"]+)"/g)) {
      count++;
      if (!ids.has(m[1]!)) broken.push(`${page.path} -> #${m[1]}`);
    }
  }
  assert.ok(count > 0, 'no glossary links found at all');
  assert.deepEqual(broken, []);
});

for (const game of GAMES) {
  test(`${game}: links at least five glossary terms, and each says it is used in this game`, () => {
    const html = readPage(`games/${game}/`);
    const terms = [...new Set([...html.matchAll(/data-term="([^"]+)"/g)].map((m) => m[1]!))];
    assert.ok(terms.length >= 5, `only ${terms.length} glossary links`);
    const wrong = terms.filter((id) => !GLOSSARY.find((t) => t.id === id)?.games.some((g) => g === game));
    assert.deepEqual(wrong, [], `terms linked from ${game} whose glossary entry does not list ${game}`);
  });
}
