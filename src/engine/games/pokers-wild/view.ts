/**
 * What one seat of Poker's Wild! may see: the board and every scorecard (all
 * public), its own hand, how many cards the others hold and how many are left
 * to draw. Hidden: the other hands, the order of the deck, and the PRNG.
 */
import type { Card } from '../../hands/cards.ts';
import type { FastBoard } from './score.ts';
import type { PwPlay, PwState } from './state.ts';

/** What one seat sees: the board and every scorecard, its own hand, and how many cards the others hold. */
export interface PwView extends FastBoard {
  readonly seat: number;
  readonly players: number;
  readonly points: readonly number[];
  readonly circles: number;
  readonly hand: readonly Card[];
  readonly handSizes: readonly number[];
  readonly deckLeft: number;
  readonly marks: readonly (readonly number[])[];
  readonly scores: readonly number[];
  readonly turn: number;
  /** The last card laid and what it scored, or null before the first turn. */
  readonly last: PwPlay | null;
}

export function pwView(s: PwState, seat: number): PwView {
  return {
    seat,
    players: s.players,
    rows: s.rows,
    cols: s.cols,
    wild: s.wild,
    cells: s.cells,
    points: s.points,
    circles: s.circles,
    hand: s.hands[seat] ?? [],
    handSizes: s.hands.map((h) => h.length),
    deckLeft: s.deck.length,
    marks: s.marks,
    scores: s.scores,
    turn: s.turn,
    last: s.last ?? null,
  };
}
