/**
 * The site's card faces, all built on the engine's faceText: the rules pages'
 * PlayingCard (faceOf), the diagrams (cardLabel) and Poker's Wild!'s board
 * labels (cardFace, cardSpoken, isRed). Expected values are written by hand.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardLabel } from '../../src/components/diagrams/svg.ts';
import { faceOf, parseHandNotation } from '../../src/components/rules/cards.ts';
import { cardFace, cardSpoken, faceHint, isRed } from '../../src/components/widgets/pokers-wild/cardText.ts';

function held(notation: string) {
  const [h] = parseHandNotation(notation);
  if (h === undefined) throw new Error(`bad card in the table: ${notation}`);
  return h;
}

describe('rules pages: faceOf', () => {
  const rows = [
    { name: 'a ten', notation: 'Th', face: { rank: '10', suit: '♥', red: true, joker: false, name: 'ten of hearts' } },
    { name: 'a black ace', notation: 'As', face: { rank: 'A', suit: '♠', red: false, joker: false, name: 'ace of spades' } },
    { name: 'a free joker: no rank or suit shown', notation: 'X', face: { rank: '', suit: '', red: false, joker: true, name: 'joker' } },
    {
      name: 'a declared joker shows the card it plays as',
      notation: 'X=Qd',
      face: { rank: 'Q', suit: '♦', red: true, joker: true, name: 'joker played as the queen of diamonds' },
    },
  ] as const;
  for (const row of rows) it(row.name, () => assert.deepEqual({ ...faceOf(held(row.notation)) }, row.face));
});

describe('diagrams: cardLabel', () => {
  const rows = [
    { notation: 'Qh', label: { text: 'Q♥', red: true } },
    { notation: 'Tc', label: { text: '10♣', red: false } },
    { notation: '2d', label: { text: '2♦', red: true } },
    { notation: 'X', label: { text: '★', red: false } },
  ] as const;
  for (const row of rows) it(`${row.notation} -> ${row.label.text}`, () => assert.deepEqual(cardLabel(row.notation), row.label));
});

describe("Poker's Wild! board: cardFace, cardSpoken, faceHint, isRed", () => {
  const rows = [
    { notation: '7h', face: '7♥', spoken: '7 of hearts', hint: '', red: true },
    { notation: 'Ts', face: '10♠', spoken: '10 of spades', hint: '', red: false },
    { notation: 'Jd', face: 'J♦', spoken: 'jack of diamonds', hint: ', J♦', red: true },
    { notation: 'Ac', face: 'A♣', spoken: 'ace of clubs', hint: ', A♣', red: false },
    { notation: 'X', face: '★', spoken: 'joker', hint: '', red: false },
  ] as const;
  for (const row of rows) {
    it(`${row.notation}: "${row.face}", read "${row.spoken}"`, () => {
      const c = held(row.notation).card;
      assert.deepEqual(
        { face: cardFace(c), spoken: cardSpoken(c), hint: faceHint(c), red: isRed(c) },
        { face: row.face, spoken: row.spoken, hint: row.hint, red: row.red },
      );
    });
  }
});
