/**
 * Poker's Wild!'s sensible computer player (the random one is every game's,
 * bots/random.ts). It sees only its view and the legal moves.
 *
 * It plays the board's best move: the card and square that score the
 * most points now (the fast scorer, checked against board.ts `scorePlay`), keeping a joker back when a natural card scores as much.
 * When nothing scores it lays its lowest natural card where it opens no wild
 * space to the next player, if it can.
 */
import { isJoker, rankOf, type Card } from '../../hands/cards.ts';
import type { Bot } from '../../play/types.ts';
import { categoriesAtRemembered, openCells, rememberBoard, scoreFor } from './score.ts';
import type { PwMove } from './state.ts';
import type { PwView } from './view.ts';
import { cardWords, handWords, squareWords } from './words.ts';

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (n: number): string => `${n} ${n === 1 ? 'point' : 'points'}`;

/** Lower is a card to part with sooner: low ranks first, jokers last. */
const keepValue = (card: Card): number => (isJoker(card) ? 100 : rankOf(card));

/** Whether a square touches a wild space (a card there lets the next player use it). */
function besideWild(v: PwView, cell: number): boolean {
  for (const w of v.wild)
    if ((Math.abs(w - cell) === 1 && Math.floor(w / v.cols) === Math.floor(cell / v.cols)) || Math.abs(w - cell) === v.cols) return true;
  return false;
}

/**
 * The legal move laying hand card `i` on open cell `k`. legalMoves lists the
 * moves card by card, each over the open cells in order, so it is usually at
 * i × open cells + k; the search is the fallback that does not rely on it.
 */
function legalAt(legal: readonly PwMove[], i: number, k: number, open: number, card: Card, row: number, col: number): PwMove | undefined {
  const at = legal[i * open + k];
  if (at !== undefined && at.card === card && at.row === row && at.col === col) return at;
  return legal.find((m) => m.card === card && m.row === row && m.col === col);
}

/**
 * While the deck lasts, a joker is held back unless it scores this much more
 * than the best natural card. A person would keep a wild card for a bigger
 * hand; measured against a purely greedy bot (2,000 two-player games, keep
 * = 1, 2, 3 or 5) it neither helps nor hurts beyond noise, so it is kept
 * small and for the look of the play.
 */
const JOKER_KEEP = 2;

export const SENSIBLE: Bot<PwView, PwMove> = (v, legal) => {
  const { hand, circles } = v;
  const marks = v.marks[v.seat] ?? [];
  // Per card, once: what holding it back is worth, and the order to part with cards when values tie.
  const penalty = hand.map((card) => (isJoker(card) && v.deckLeft > 0 ? JOKER_KEEP : 0));
  const keep = hand.map((card) => keepValue(card) * 2);
  // Per hand, once: what it is worth to this seat (nothing once its row of circles is full), as pointsFor says.
  const worth = v.points.map((p, c) => (circles > 0 && (marks[c] ?? 0) >= circles ? 0 : p));
  const categories: number[] = hand.map(() => -1);
  const open = openCells(v);
  rememberBoard(v);
  let bestI = -1;
  let bestK = -1;
  let bestValue = -Infinity;
  let bestTie = Infinity;
  for (let k = 0; k < open.length; k++) {
    const cell = open[k] ?? 0;
    categoriesAtRemembered(cell, hand, categories);
    // Whether the square is beside a wild space, worked out only if a card scores nothing here.
    let wildNear = -1;
    for (let i = 0; i < hand.length; i++) {
      const category = categories[i] ?? -1;
      const got = category < 0 ? 0 : (worth[category] ?? 0);
      const value = got - (penalty[i] ?? 0);
      // Equal value: keep jokers and high cards; when nothing scores, also avoid squares beside a wild space.
      if (got === 0 && wildNear < 0) wildNear = besideWild(v, cell) ? 1 : 0;
      const tie = (keep[i] ?? 0) + (got === 0 ? wildNear : 0);
      if (value > bestValue || (value === bestValue && tie < bestTie)) {
        bestI = i;
        bestK = k;
        bestValue = value;
        bestTie = tie;
      }
    }
  }
  const cell = open[bestK] ?? -1;
  const card = hand[bestI] ?? -1;
  const move = cell < 0 ? undefined : legalAt(legal, bestI, bestK, open.length, card, Math.floor(cell / v.cols), cell % v.cols);
  if (move === undefined) throw new Error('the sensible bot found no legal move');
  const where = `${cardWords(move.card)} at ${squareWords(cell, v.cols)}`;
  const { made, points, full } = scoreFor(v, v.seat, move.card, cell);
  if (points > 0 && made !== null) return { move, reason: `Lay ${where}: it makes ${handWords(made)} for ${plural(points)}.` };
  if (made !== null && full)
    return { move, reason: capital(`${where} makes ${handWords(made)}, but that row of circles is full and no play scores.`) };
  return { move, reason: `No play scores this turn, so lay ${where} and keep the better cards.` };
};
