/**
 * How a card is drawn and read (faceText in src/engine/hands/cards.ts), the one
 * source for the rules pages, the diagrams and the widgets, and the category
 * descriptions beside CATEGORY_LABELS. Expected values are written by hand.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardName, faceText, parseNatural, type Card } from '../../src/engine/hands/cards.ts';
import { CATEGORY_DESCRIPTIONS } from '../../src/engine/hands/categories.ts';
import { RULESETS, RULESET_IDS } from '../../src/engine/hands/rulesets.ts';

function card(notation: string): Card {
  const parsed = parseNatural(notation);
  if (!parsed.ok) throw new Error(`bad card in the table: ${notation}`);
  return parsed.value;
}

describe('faceText: a card as drawn and read', () => {
  const rows: ReadonlyArray<{
    name: string;
    card: Card;
    rank: string;
    suit: string;
    red: boolean;
    short: string;
    spoken: string;
    named: string;
  }> = [
    {
      name: 'the lowest card, black',
      card: card('2s'),
      rank: '2',
      suit: '♠',
      red: false,
      short: '2♠',
      spoken: 'two of spades',
      named: 'the two of spades',
    },
    {
      name: 'a ten is drawn "10", never "T"',
      card: card('Th'),
      rank: '10',
      suit: '♥',
      red: true,
      short: '10♥',
      spoken: 'ten of hearts',
      named: 'the ten of hearts',
    },
    {
      name: 'a diamond is red',
      card: card('Qd'),
      rank: 'Q',
      suit: '♦',
      red: true,
      short: 'Q♦',
      spoken: 'queen of diamonds',
      named: 'the queen of diamonds',
    },
    {
      name: 'the highest card, a club, black',
      card: card('Ac'),
      rank: 'A',
      suit: '♣',
      red: false,
      short: 'A♣',
      spoken: 'ace of clubs',
      named: 'the ace of clubs',
    },
    {
      name: 'the first joker: a star, no suit, not red',
      card: 52,
      rank: '★',
      suit: '',
      red: false,
      short: '★',
      spoken: 'joker',
      named: 'a joker',
    },
    { name: 'the second joker reads the same', card: 53, rank: '★', suit: '', red: false, short: '★', spoken: 'joker', named: 'a joker' },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const face = faceText(row.card);
      assert.deepEqual(
        { rank: face.rank, suit: face.suit, red: face.red, short: face.short, name: face.name },
        { rank: row.rank, suit: row.suit, red: row.red, short: row.short, name: row.spoken },
      );
      assert.equal(cardName(row.card), row.named);
    });
  }
});

describe('CATEGORY_DESCRIPTIONS: one sentence for every rung of every ladder', () => {
  for (const id of RULESET_IDS) {
    const r = RULESETS[id];
    it(`${id}: every category on its ladder is described for ${r.kind}`, () => {
      const missing = r.categories.filter((c) => (CATEGORY_DESCRIPTIONS[r.kind][c] ?? '') === '');
      assert.deepEqual(missing, []);
    });
  }
  it('dice descriptions never speak of suits, cards descriptions never of dice', () => {
    for (const text of Object.values(CATEGORY_DESCRIPTIONS.dice)) assert.doesNotMatch(text, /suit|card/u);
    for (const text of Object.values(CATEGORY_DESCRIPTIONS.cards)) assert.doesNotMatch(text, /\bdi(c)?e\b/u);
  });
});
