/* Poker's Wild! boards drawn as text, shared by the board tests. */
import assert from 'node:assert/strict';
import { JOKER_A, JOKER_B, parseNatural, type Card } from '../../src/engine/hands/cards.ts';
import { makeBoard, type Board, type Placement, type Square } from '../../src/engine/games/pokers-wild/board.ts';

/** A card in notation; X and Y are the two jokers. */
export const card = (text: string): Card => {
  if (text === 'X') return JOKER_A;
  if (text === 'Y') return JOKER_B;
  const parsed = parseNatural(text);
  assert.ok(parsed.ok, text);
  return parsed.value;
};

/**
 * A board from a picture: one line per row, squares separated by spaces.
 * "." is empty, "*" a wild space, X and Y the jokers, anything else a card.
 * The first two cards (reading order) are the starters.
 */
export function board(picture: string): Board {
  const rows = picture
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/u));
  const placed: Placement[] = [];
  const wildSpaces: Square[] = [];
  rows.forEach((tokens, row) =>
    tokens.forEach((t, col) => {
      if (t === '*') wildSpaces.push({ row, col });
      else if (t !== '.') placed.push({ square: { row, col }, card: card(t) });
    }),
  );
  const layout = { rows: rows.length, cols: rows[0]?.length ?? 0, starters: placed.slice(0, 2).map((p) => p.square), wildSpaces };
  const made = makeBoard(layout, placed);
  assert.ok(made.ok, made.ok ? '' : made.error.message);
  return made.value;
}
