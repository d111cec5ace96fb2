/**
 * The Poker's Wild! board's words and small decisions, kept out of the
 * component so node:test can check them: square names, what a play would
 * score, the last play in words, scorecard marks, and arrow-key steps on the
 * grid. Scores come from the engine (scoreFor, the model's own scorer), so
 * the board never disagrees with the log.
 */
import { CATEGORY_LABELS } from '../../../engine/hands/categories.ts';
import { faceText, isJoker, type Card } from '../../../engine/hands/cards.ts';
import { SCORING } from '../../../engine/games/pokers-wild/options.ts';
import { scoreFor, type FastBoard, type Made } from '../../../engine/games/pokers-wild/score.ts';
import type { PwPlay } from '../../../engine/games/pokers-wild/state.ts';
import type { PwView } from '../../../engine/games/pokers-wild/view.ts';
import { handWords } from '../../../engine/games/pokers-wild/words.ts';

/** "row 3, column 6" (rows and columns count from 1 in words). */
export const squareAt = (cell: number, cols: number): string => `row ${Math.floor(cell / cols) + 1}, column ${(cell % cols) + 1}`;

/** "7♣", "10♥", "joker". */
export const cardShort = (card: Card): string => (isJoker(card) ? 'joker' : faceText(card).short);

/**
 * "7♣ seven of clubs", "★ joker (wild)": a card read aloud, after the glyphs a
 * square shows, so a square's name holds its visible text (WCAG 2.5.3).
 */
export const cardSpoken = (card: Card): string => `${faceText(card).short} ${isJoker(card) ? 'joker (wild)' : faceText(card).name}`;

const pointsText = (n: number): string => `${n} ${n === 1 ? 'point' : 'points'}`;

/** What laying a card scores, as the engine counts it. */
export interface Scored {
  readonly made: Made | null;
  readonly points: number;
  readonly full: boolean;
}

/** The scorecard view needs of a board: its squares and the table's points, circles and marks. */
export type ScoreBoard = FastBoard & Pick<PwView, 'points' | 'circles' | 'marks'>;

/** What `card` laid on `cell` (a legal square) scores for `seat`. */
export const scoreAt = (board: ScoreBoard, seat: number, card: Card, cell: number): Scored => scoreFor(board, seat, card, cell);

/** "three of a kind across row 1, 3 points"; "nothing"; "one pair across row 3, but that row of circles is full: 0 points". */
export function scoredWords({ made, points, full }: Scored): string {
  if (made === null) return 'it makes no hand: 0 points';
  if (full) return `${handWords(made)}, but that row of circles is full: 0 points`;
  return `${handWords(made)}, ${pointsText(points)}`;
}

/** The short mark on an open square for the picked card: "+3", "+0". */
export const previewMark = (s: Scored): string => `+${s.points}`;

/** The kinds of square the board draws. */
export const SQUARE_KINDS = ['card', 'wild', 'open', 'empty'] as const;
export type SquareKind = (typeof SQUARE_KINDS)[number];

export function squareKind(board: FastBoard, open: ReadonlySet<number>, cell: number): SquareKind {
  if ((board.cells[cell] ?? null) !== null) return 'card';
  if (board.wild.includes(cell)) return 'wild';
  return open.has(cell) ? 'open' : 'empty';
}

export interface SquareFacts {
  readonly cell: number;
  readonly kind: SquareKind;
  readonly starter: boolean;
  /** The card on the square (kind 'card'). */
  readonly card: Card | null;
  /** The picked card and what it would score here (kind 'open' with a card picked). */
  readonly lay: { readonly card: Card; readonly scored: Scored } | null;
  readonly last: boolean;
  readonly inRun: boolean;
  readonly hint: boolean;
}

/**
 * A square's accessible name. A square the picked card can go on says the
 * action first ("Lay 5♦ at row 3, column 6: +1, one pair down column 6, 1 point");
 * any other square says where it is and what is there.
 */
export function squareLabel(f: SquareFacts, cols: number): string {
  const where = squareAt(f.cell, cols);
  const extras = [
    f.starter ? 'starter space' : '',
    f.last ? 'last card laid' : '',
    f.inRun ? 'in the line that scored' : '',
    f.hint ? 'hint' : '',
  ];
  const tail = extras.filter((e) => e !== '').join(', ');
  const more = tail === '' ? '' : `, ${tail}`;
  switch (f.kind) {
    case 'card':
      return `${capitalFirst(where)}: ${f.card === null ? '' : cardSpoken(f.card)}${more}`;
    case 'wild':
      return `${capitalFirst(where)}: wild space, takes no card${more}`;
    case 'open':
      if (f.lay !== null)
        return `Lay ${cardShort(f.lay.card)} at ${where}: ${previewMark(f.lay.scored)}, ${scoredWords(f.lay.scored)}${more}`;
      return `${capitalFirst(where)}: empty, a card may go here${more}`;
    case 'empty':
      return `${capitalFirst(where)}: empty${more}`;
  }
}

const capitalFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Why a press on a square the picked card cannot go on does nothing, or null when it is a legal square. */
export function refusal(kind: SquareKind, cell: number, cols: number, card: Card | null, picked: boolean, myTurn: boolean): string | null {
  const where = squareAt(cell, cols);
  if (!myTurn) return `It is not your turn to lay a card (${where}).`;
  switch (kind) {
    case 'card':
      return `${capitalFirst(where)} already holds ${card === null ? 'a card' : cardShort(card)}: a card laid stays put. Choose an empty square beside a card.`;
    case 'wild':
      return `No card goes on the wild space at ${where}; it counts as any card, but only for a card laid right beside it.`;
    case 'empty':
      return `${capitalFirst(where)} is not beside, above or below a card, so no card may go there yet.`;
    case 'open':
      return picked ? null : `Pick a card from your hand first, then ${where}.`;
  }
}

/** The last play in words: who, what, where, and what it scored. */
export function lastPlayWords(last: PwPlay, names: readonly string[], cols: number, total: number): string {
  const who = names[last.seat] ?? `Player ${last.seat + 1}`;
  const where = squareAt(last.row * cols + last.col, cols);
  const laid = `${who} laid ${isJoker(last.card) ? 'a joker' : `the ${cardShort(last.card)}`} at ${where}`;
  return `${laid}: ${scoredWords(last)} (total ${total}).`;
}

/** What each square of a scoring run holds, for the "why": a card or the wild space. */
export function runParts(board: FastBoard, made: Made): readonly { readonly cell: number; readonly card: Card | null }[] {
  return made.squares.map((s) => {
    const cell = s.row * board.cols + s.col;
    return { cell, card: board.cells[cell] ?? null };
  });
}

/** "7♣ + wild space + 7♦": a run's squares in words. */
export const runWords = (parts: readonly { readonly card: Card | null }[]): string =>
  parts.map((p) => (p.card === null ? 'wild space' : cardShort(p.card))).join(' + ');

/**
 * A scorecard cell: filled circles for the hands marked, and, when the table
 * limits circles (up to 5 drawn), the empty ones left; "" for none.
 */
export function markText(marked: number, circles: number): string {
  if (circles > 0 && circles <= 5) return '●'.repeat(Math.min(marked, circles)) + '○'.repeat(Math.max(0, circles - marked));
  if (circles > 0) return `${marked}/${circles}`;
  if (marked === 0) return '';
  return marked <= 3 ? '●'.repeat(marked) : `${marked}●`;
}

/** The scorecard's rows: each hand's label and points, weakest first as on the printed card. */
export const scorecardRows = (points: readonly number[]): readonly { readonly label: string; readonly points: number }[] =>
  SCORING.map((c, i) => ({ label: CATEGORY_LABELS[c], points: points[i] ?? 0 }));

/** Keys that move focus on the board, and where they go from `cell`; null for any other key. Edges stop, never wrap. */
export function stepKey(key: string, cell: number, rows: number, cols: number): number | null {
  const row = Math.floor(cell / cols);
  const col = cell % cols;
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? cell - cols : cell;
    case 'ArrowDown':
      return row < rows - 1 ? cell + cols : cell;
    case 'ArrowLeft':
      return col > 0 ? cell - 1 : cell;
    case 'ArrowRight':
      return col < cols - 1 ? cell + 1 : cell;
    case 'Home':
      return row * cols;
    case 'End':
      return row * cols + cols - 1;
    case 'PageUp':
      return col;
    case 'PageDown':
      return (rows - 1) * cols + col;
    default:
      return null;
  }
}
