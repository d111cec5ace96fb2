/**
 * The engine's small pieces of English (src/engine/words.ts), each written
 * once and used by the engine's reasons and the site's widgets alike.
 * Expected strings are written by hand.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { capitalize, dealLabel, formatCount, handLabel, listAnd, roughPercent } from '../../src/engine/words.ts';

describe('listAnd: a list read aloud', () => {
  const rows: ReadonlyArray<{ name: string; items: readonly string[]; text: string }> = [
    { name: 'no items: nothing', items: [], text: '' },
    { name: 'one item: itself', items: ['Hand 1'], text: 'Hand 1' },
    { name: 'two items: joined by "and", no comma', items: ['Hand 1', 'Hand 2'], text: 'Hand 1 and Hand 2' },
    {
      name: 'three items: commas, then "and" (no serial comma)',
      items: ['jokers', 'deuces', 'one-eyed jacks'],
      text: 'jokers, deuces and one-eyed jacks',
    },
    { name: 'four items', items: ['a', 'b', 'c', 'd'], text: 'a, b, c and d' },
    { name: 'an empty last item is kept, not dropped', items: ['a', ''], text: 'a and ' },
    { name: 'one empty item: empty', items: [''], text: '' },
    { name: 'items holding "and" are not re-split', items: ['salt and pepper', 'oil'], text: 'salt and pepper and oil' },
  ];
  for (const row of rows) it(row.name, () => assert.equal(listAnd(row.items), row.text));
});

describe('capitalize: the first character only', () => {
  const rows: ReadonlyArray<{ name: string; text: string; out: string }> = [
    { name: 'empty text stays empty', text: '', out: '' },
    { name: 'one letter', text: 'x', out: 'X' },
    { name: 'a sentence: only the first letter changes', text: 'hand 1 and hand 2 tie', out: 'Hand 1 and hand 2 tie' },
    { name: 'already capital: unchanged', text: 'The board', out: 'The board' },
    { name: 'a digit first: unchanged', text: '7 of hearts', out: '7 of hearts' },
    { name: 'a suit symbol first: unchanged', text: '♥ hearts', out: '♥ hearts' },
  ];
  for (const row of rows) it(row.name, () => assert.equal(capitalize(row.text), row.out));
});

describe('dealLabel: what an odds table counts', () => {
  const rows: ReadonlyArray<{ cards: number; text: string }> = [
    { cards: 5, text: '5 cards' },
    { cards: 6, text: 'best five of 6 cards' },
    { cards: 7, text: 'best five of 7 cards' },
  ];
  for (const row of rows) it(`${row.cards} cards: "${row.text}"`, () => assert.equal(dealLabel(row.cards), row.text));
});

describe('handLabel: a hand named by its place', () => {
  const rows: ReadonlyArray<{ index: number; text: string }> = [
    { index: 0, text: 'Hand 1' },
    { index: 1, text: 'Hand 2' },
    { index: 9, text: 'Hand 10' },
  ];
  for (const row of rows) it(`${row.index} -> "${row.text}"`, () => assert.equal(handLabel(row.index), row.text));
});

describe('formatCount: thousands separated by commas, whatever the locale', () => {
  const rows: ReadonlyArray<{ n: number; text: string }> = [
    { n: 0, text: '0' },
    { n: 999, text: '999' },
    { n: 1000, text: '1,000' },
    { n: 2598960, text: '2,598,960' },
    { n: 133784560, text: '133,784,560' },
  ];
  for (const row of rows) it(`${row.n} -> "${row.text}"`, () => assert.equal(formatCount(row.n), row.text));
});

describe('roughPercent: a chance as a bot says it', () => {
  const rows: [string, number, string][] = [
    ['exactly nothing', 0, '0%'],
    ['small but real: never "about 0%"', 0.004, 'under 1%'],
    ['rounds to 1%', 0.005, 'about 1%'],
    ['a middling chance', 0.134, 'about 13%'],
    ['rounds to 99%', 0.994, 'about 99%'],
    ['almost sure: never "about 100%"', 0.996, 'over 99%'],
    ['certain', 1, '100%'],
  ];
  for (const [name, p, want] of rows) it(`${name}: ${p} → ${want}`, () => assert.equal(roughPercent(p), want));
});
