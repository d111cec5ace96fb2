/**
 * The words a verdict is made of (src/engine/hands/describe.ts): "a" or "an" before
 * every rank and die name, and positions named as cards or dice. Expected
 * strings are written by hand.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RANKS } from '../../src/engine/hands/cards.ts';
import { rankName, withArticle } from '../../src/engine/hands/describe.ts';
import { judgeRequest } from '../../src/engine/hands/judge.ts';

describe('withArticle: "a" or "an" by sound, for every rank and die name', () => {
  const rows: ReadonlyArray<{ kind: 'cards' | 'dice'; rank: number; text: string }> = [
    { kind: 'cards', rank: 0, text: 'a two' },
    { kind: 'cards', rank: 1, text: 'a three' },
    { kind: 'cards', rank: 2, text: 'a four' },
    { kind: 'cards', rank: 3, text: 'a five' },
    { kind: 'cards', rank: 4, text: 'a six' },
    { kind: 'cards', rank: 5, text: 'a seven' },
    { kind: 'cards', rank: 6, text: 'an eight' },
    { kind: 'cards', rank: 7, text: 'a nine' },
    { kind: 'cards', rank: 8, text: 'a ten' },
    { kind: 'cards', rank: 9, text: 'a jack' },
    { kind: 'cards', rank: 10, text: 'a queen' },
    { kind: 'cards', rank: 11, text: 'a king' },
    { kind: 'cards', rank: 12, text: 'an ace' },
    { kind: 'dice', rank: 0, text: 'a one' },
    { kind: 'dice', rank: 1, text: 'a two' },
    { kind: 'dice', rank: 2, text: 'a three' },
    { kind: 'dice', rank: 3, text: 'a four' },
    { kind: 'dice', rank: 4, text: 'a five' },
    { kind: 'dice', rank: 5, text: 'a six' },
  ];
  for (const row of rows)
    it(`${row.kind} rank ${row.rank}: "${row.text}"`, () => assert.equal(withArticle(rankName(row.rank, row.kind)), row.text));

  it('the table covers every card rank and every die face', () => {
    assert.equal(rows.filter((r) => r.kind === 'cards').length, RANKS.length);
    assert.equal(rows.filter((r) => r.kind === 'dice').length, 6);
  });

  const words: ReadonlyArray<{ word: string; text: string }> = [
    { word: 'one-eyed jack', text: 'a one-eyed jack' },
    { word: 'ordinary deal', text: 'an ordinary deal' },
    { word: 'unicorn', text: 'a unicorn' },
    { word: 'upturned card', text: 'an upturned card' },
    { word: 'Ace', text: 'an Ace' },
    { word: 'joker', text: 'a joker' },
  ];
  for (const row of words) it(`other words: "${row.text}"`, () => assert.equal(withArticle(row.word), row.text));
});

describe('verdict sentences: articles and positions in the game’s own words', () => {
  const rows: ReadonlyArray<{ name: string; game: string; hands: readonly string[]; reason: string }> = [
    {
      name: 'dice: a two beats a one (not "an one")',
      game: 'peekaboo',
      hands: ['6 6 5 4 2', '6 6 5 4 1'],
      reason: 'Both have a pair of sixes, kickers 5-4; the third kicker decides: a two beats a one (Hand 1 over Hand 2).',
    },
    {
      name: 'dice: hot garbage is decided by a die, not a card',
      game: 'peekaboo',
      hands: ['6 5 4 2 1', '6 5 4 3 1'],
      reason: 'Both have hot garbage starting 6-5-4; the fourth die decides: a three beats a two (Hand 2 over Hand 1).',
    },
    {
      name: 'dice: the top die of a straight decides',
      game: 'peekaboo',
      hands: ['6 5 4 3 2', '5 4 3 2 1'],
      reason: 'Both have a straight; the top die decides: six-high beats five-high (Hand 1 over Hand 2).',
    },
    {
      name: 'cards: an ace beats an eight',
      game: 'standard',
      hands: ['As 7d', '8c 7h'],
      reason: 'Both have high card; the highest card decides: an ace beats an eight (Hand 1 over Hand 2).',
    },
    {
      name: 'cards: an eight beats a seven',
      game: 'standard',
      hands: ['Ks Kd 8c', 'Kh Kc 7d'],
      reason: 'Both have a pair of kings; the first kicker decides: an eight beats a seven (Hand 1 over Hand 2).',
    },
    {
      name: 'cards: a short hand loses to any card',
      game: 'standard',
      hands: ['8s 8d', '8h 8c 2d'],
      reason: 'Both have a pair of eights; the first kicker decides: Hand 2 has a two and Hand 1 has none, and any card beats no card.',
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const r = judgeRequest({ game: row.game, hands: row.hands });
      assert.ok(r.ok, r.ok ? '' : r.error.message);
      assert.ok(r.value.reasons.includes(row.reason), r.value.reasons.join('\n'));
    });
  }
});
