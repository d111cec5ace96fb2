/**
 * Poker's Wild!'s state and moves: plain data. The board's rules (legal
 * squares, runs, wilds, what scores) are those of board.ts, through the fast
 * scorer in score.ts; rules.ts says how a move changes the state.
 */
import type { Card } from '../../hands/cards.ts';
import type { FastBoard, Made } from './score.ts';

/**
 * The last card laid and what it scored, as the table shows it ("Player 4 laid
 * the 9♠: one pair down column 3, 1 point"). Public: every player saw it.
 */
export interface PwPlay {
  readonly seat: number;
  readonly card: Card;
  readonly row: number;
  readonly col: number;
  /** The best hand the card made and its run (scoreFor), or null. */
  readonly made: Made | null;
  readonly points: number;
  /** The hand's row of circles was already full, so it scored nothing. */
  readonly full: boolean;
}

export interface PwState extends FastBoard {
  readonly players: number;
  readonly deckSize: number;
  readonly points: readonly number[];
  /** Circles per hand on a scorecard; 0 is no limit. */
  readonly circles: number;
  /** Cell indexes of the two starter spaces. */
  readonly starters: readonly number[];
  readonly hands: readonly (readonly Card[])[];
  /** The draw deck, top card first. */
  readonly deck: readonly Card[];
  /** The seat to lay a card, or -1 when the game is over. */
  readonly turn: number;
  /** Circles marked, per seat, per hand (SCORING order). */
  readonly marks: readonly (readonly number[])[];
  readonly scores: readonly number[];
  readonly turns: number;
  /** Turns whose hand scored nothing because its row of circles was full. */
  readonly fullRows: number;
  readonly rng: number;
  /** The last card laid (none before the first turn). */
  readonly last?: PwPlay;
}

/** A move: lay `card` (from the hand) on the square at `row`, `col` (0-based). */
export interface PwMove {
  readonly card: Card;
  readonly row: number;
  readonly col: number;
}
