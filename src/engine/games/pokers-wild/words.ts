/**
 * Poker's Wild! in words: seat names, the log's sentence for each card laid,
 * and each legal move's label at the practice table, with the helpers the
 * board and the bots name cards, squares and hands with. Rules never import
 * this file.
 */
import { CATEGORY_PHRASES } from '../../hands/categories.ts';
import { faceText, type Card } from '../../hands/cards.ts';
import type { GameWords, SeatMove } from '../../play/types.ts';
import { PW_OPTIONS, SCORING } from './options.ts';
import { madeBy, scoreFor, type Made } from './score.ts';
import type { PwMove, PwState } from './state.ts';
import type { PwView } from './view.ts';

export const seatName = (seat: number): string => `Player ${seat + 1}`;

/** "row 3, column 6" (rows and columns count from 1 in words). */
export const squareWords = (cell: number, cols: number): string => `row ${Math.floor(cell / cols) + 1}, column ${(cell % cols) + 1}`;

const cardWordsMade: string[] = [];
/** "the 9♠", "a joker": made once per card, as every bot reason and log line names one. */
export const cardWords = (card: Card): string => (cardWordsMade[card] ??= card >= 52 ? 'a joker' : `the ${faceText(card).short}`);

/** "a flush down column 5", "one pair across row 2". */
export function handWords(made: Made): string {
  const at = made.squares[0] ?? { row: 0, col: 0 };
  const where = made.direction === 'across' ? `across row ${at.row + 1}` : `down column ${at.col + 1}`;
  return `${CATEGORY_PHRASES[SCORING[made.category] ?? 'one-pair']} ${where}`;
}

/** "Player 2 laid the 9♦ at row 2, column 1: three of a kind across row 2, 3 points (total 3)." */
function describe(before: PwState, { seat, move }: SeatMove<PwMove>, after: PwState): string {
  const cell = move.row * before.cols + move.col;
  const { made, points, full } = scoreFor(before, seat, move.card, cell);
  const laid = `${seatName(seat)} laid ${cardWords(move.card)} at ${squareWords(cell, before.cols)}`;
  if (made === null) return `${laid}, scoring nothing.`;
  if (full) return `${laid}: ${handWords(made)}, but that row of the scorecard is full, so it scores nothing.`;
  return `${laid}: ${handWords(made)}, ${points} ${points === 1 ? 'point' : 'points'} (total ${after.scores[seat] ?? 0}).`;
}

/**
 * "Laid the 9♦ at row 2, column 1", "Laid a joker at row 1, column 8, scoring
 * nothing": the log's first clause without the seat, as the practice table
 * has always listed moves. Everything it reads is public (the board), so the
 * view is enough; each move is one card on one square, so labels differ.
 */
function moveLabel(view: PwView, move: PwMove): string {
  const cell = move.row * view.cols + move.col;
  const laid = `Laid ${cardWords(move.card)} at ${squareWords(cell, view.cols)}`;
  return madeBy(view, move.card, cell) === null ? `${laid}, scoring nothing` : laid;
}

export const WORDS: GameWords<typeof PW_OPTIONS, PwState, PwMove, PwView> = {
  seatNames: (o) => Array.from({ length: o.players }, (_, i) => seatName(i)),
  describe,
  moveLabel,
};
