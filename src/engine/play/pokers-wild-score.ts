/**
 * The fast scorer behind the Poker's Wild! model and its bots.
 *
 * `scorePlay` in pokers-wild-board.ts is the reference: it builds every run
 * of 2 to 5 squares through the played card, and for each run tries the
 * wild cards through the evaluator, keeping the best hand the played card is
 * part of. It explains itself, and it is too slow for 10,000 simulated games
 * with bots that weigh every card on every square (tens of millions of
 * plays). This scorer reaches the same hand by counting ranks and suits, on
 * the principle that a hand the played card takes part in is one of the
 * patterns below; tests/engine/play/pokers-wild-score.test.ts checks it
 * against `scorePlay` on every play of many random games.
 *
 * Only the longest runs need looking at: the five-card hands need exactly
 * five squares, and adding a card to a run never takes away a pair, trips,
 * two pair or four of a kind the played card is in. So a line of up to five
 * squares is one run, and a longer line gives the (at most five) runs of
 * five squares through the played card.
 */
import { CATEGORY_PHRASES } from '../categories.ts';
import { faceText, isJoker, type Card } from '../cards.ts';
import { DIRECTIONS, MAX_RUN, MIN_RUN, type Direction, type Square } from '../pokers-wild-board.ts';
import { SCORING } from './pokers-wild-options.ts';

/** What the scorer needs of a board: its size, its cells (row-major) and which cells are wild spaces. */
export interface FastBoard {
  readonly rows: number;
  readonly cols: number;
  readonly cells: readonly (Card | null)[];
  /** Cell indexes of the wild spaces. */
  readonly wild: readonly number[];
}

/** The best hand a play makes: its index in SCORING (0 = one pair … 9 = five of a kind) and the run that makes it. */
export interface Made {
  readonly category: number;
  readonly direction: Direction;
  /** The run's squares, in board order. */
  readonly squares: readonly Square[];
}

/** A wild space in a run (a joker is any card from 52 up). */
const WILD_SPACE = -1;
const ROYAL = 0x1f << 8;
const WHEEL = (1 << 12) | 0xf;

const isWildValue = (v: number): boolean => v === WILD_SPACE || isJoker(v);

/** Whether distinct ranks (a bit mask) fit inside one straight, the wheel included. */
function fitsStraight(mask: number): boolean {
  if ((mask & ~WHEEL) === 0) return true;
  for (let low = 0; low <= 8; low++) if ((mask & ~(0x1f << low)) === 0) return true;
  return false;
}

/**
 * The runs through the prepared cell (at most five across and five down),
 * each summed up without the played card, so that weighing a whole hand on
 * a square reads the board once: `categoryOf` then adds one card in O(1).
 */
const MAX_WINDOWS = 2 * MAX_RUN;
const win = {
  direction: new Int8Array(MAX_WINDOWS),
  /** First square of the run, relative to the played card. */
  from: new Int8Array(MAX_WINDOWS),
  size: new Int8Array(MAX_WINDOWS),
  wilds: new Int8Array(MAX_WINDOWS),
  ranks: new Int32Array(MAX_WINDOWS),
  suits: new Int8Array(MAX_WINDOWS),
  distinct: new Int8Array(MAX_WINDOWS),
  most: new Int8Array(MAX_WINDOWS),
  /** The biggest group of one rank, its rank, and the second biggest (another rank). */
  top: new Int8Array(MAX_WINDOWS),
  topRank: new Int8Array(MAX_WINDOWS),
  next: new Int8Array(MAX_WINDOWS),
  counts: new Int8Array(MAX_WINDOWS * 13),
};
let windows = 0;

function addWindow(line: Int16Array, direction: number, from: number, size: number, played: number): void {
  const w = windows++;
  const base = w * 13;
  for (let r = base; r < base + 13; r++) win.counts[r] = 0;
  let wilds = 0;
  let ranks = 0;
  let suits = 0;
  let distinct = 0;
  let top = 0;
  let topRank = -1;
  let next = 0;
  for (let i = from; i < from + size; i++) {
    if (i === played) continue;
    const v = line[i] ?? WILD_SPACE;
    if (isWildValue(v)) {
      wilds++;
      continue;
    }
    const r = v >> 2;
    const c = (win.counts[base + r] = (win.counts[base + r] ?? 0) + 1);
    if (c === 1) distinct++;
    ranks |= 1 << r;
    suits |= 1 << (v & 3);
    // Counts only grow by one, so the two biggest groups can be kept as they go.
    if (r === topRank) top = c;
    else if (c > top) {
      next = top;
      top = c;
      topRank = r;
    } else if (c > next) next = c;
  }
  win.direction[w] = direction;
  win.from[w] = from - played;
  win.size[w] = size;
  win.wilds[w] = wilds;
  win.ranks[w] = ranks;
  win.suits[w] = suits;
  win.distinct[w] = distinct;
  win.most[w] = top;
  win.top[w] = top;
  win.topRank[w] = topRank;
  win.next[w] = next;
}

/**
 * The strongest hand (index in SCORING, or -1) that `card`, laid in run `w`,
 * is part of. Patterns, strongest first (n = the run's length):
 * five of a kind: five squares whose natural cards share one rank;
 * straight flush (royal when every natural is ten or higher): five squares, one suit, distinct ranks that fit a straight;
 * four of a kind: the played card's rank (any rank, if it is wild) has at least 4 minus the wilds in natural cards;
 * full house: five squares, at most two ranks, none more than three times;
 * flush: five squares, one suit; straight: five squares, distinct ranks that fit a straight;
 * three of a kind and one pair as four of a kind; two pair: the played card's pair and one more, wilds filling the gaps.
 */
function categoryOf(w: number, card: Card): number {
  const n = win.size[w] ?? 0;
  let wilds = win.wilds[w] ?? 0;
  let ranks = win.ranks[w] ?? 0;
  let suits = win.suits[w] ?? 0;
  let distinct = win.distinct[w] ?? 0;
  let most = win.most[w] ?? 0;
  const playedWild = isJoker(card);
  let mine: number;
  let a: number;
  let b: number;
  if (playedWild) {
    wilds++;
    mine = most;
    a = win.top[w] ?? 0;
    b = win.next[w] ?? 0;
  } else {
    const r = card >> 2;
    mine = (win.counts[w * 13 + r] ?? 0) + 1;
    if (mine === 1) distinct++;
    if (mine > most) most = mine;
    ranks |= 1 << r;
    suits |= 1 << (card & 3);
    a = mine;
    b = r === win.topRank[w] ? (win.next[w] ?? 0) : (win.top[w] ?? 0);
  }
  if (n === MAX_RUN) {
    if (distinct <= 1) return 9;
    const oneSuit = (suits & (suits - 1)) === 0;
    const run = distinct === n - wilds && fitsStraight(ranks);
    if (oneSuit && run) return (ranks & ~ROYAL) === 0 ? 8 : 7;
    if (mine + wilds >= 4) return 6;
    if (distinct <= 2 && most <= 3) return 5;
    if (oneSuit) return 4;
    if (run) return 3;
  } else if (n === 4 && mine + wilds >= 4) return 6;
  if (n >= 3 && mine + wilds >= 3) return 2;
  if (n >= 4) {
    // Played natural: its pair plus the biggest other group. Played wild: the two biggest groups, the wild in one of them.
    const need = Math.max(0, 2 - a) + Math.max(0, 2 - b);
    if (need <= wilds && (!playedWild || need > 0)) return 1;
  }
  return playedWild || mine + wilds >= 2 ? 0 : -1;
}

/** The squares through a cell, across then down (the played card's own slot is skipped). */
const lines = [new Int16Array(2 * MAX_RUN - 1), new Int16Array(2 * MAX_RUN - 1)] as const;
const spare = new Int16Array(2 * MAX_RUN - 1);
const back = new Int16Array(MAX_RUN);

/** Read the usable squares through `cell` (before a card is laid there) in both directions. */
function prepare(rows: number, cols: number, cells: readonly (Card | null)[], wild: readonly number[], cell: number): void {
  const row = Math.floor(cell / cols);
  const col = cell % cols;
  windows = 0;
  for (let k = 0; k < 2; k++) {
    // Across steps one cell, down one row; the room is how far the board goes each way (at most 4 squares).
    const step = k === 0 ? 1 : cols;
    const roomBack = Math.min(MAX_RUN - 1, k === 0 ? col : row);
    const roomOn = Math.min(MAX_RUN - 1, k === 0 ? cols - 1 - col : rows - 1 - row);
    const buffer = lines[k] ?? spare;
    // A card is never on a wild space, so only an empty cell needs the wild-space check.
    let before = 0;
    for (let d = 1, i = cell - step; d <= roomBack; d++, i -= step) {
      const v = cells[i];
      if (v !== null && v !== undefined) back[d] = v;
      else if (d === 1 && wild.includes(i)) back[d] = WILD_SPACE;
      else break;
      before = d;
    }
    for (let d = before; d >= 1; d--) buffer[before - d] = back[d] ?? WILD_SPACE;
    let length = before + 1;
    for (let d = 1, i = cell + step; d <= roomOn; d++, i += step) {
      const v = cells[i];
      if (v !== null && v !== undefined) buffer[length++] = v;
      else if (d === 1 && wild.includes(i)) buffer[length++] = WILD_SPACE;
      else break;
    }
    const size = Math.min(length, MAX_RUN);
    const firstStart = length <= MAX_RUN ? 0 : Math.max(0, before - MAX_RUN + 1);
    const lastStart = length <= MAX_RUN ? 0 : Math.min(before, length - MAX_RUN);
    // A lone card (no neighbour this way) makes nothing in this direction.
    if (size >= MIN_RUN) for (let from = firstStart; from <= lastStart; from++) addWindow(buffer, k, from, size, before);
  }
}

let bestDirection = 0;
let bestFrom = 0;
let bestLength = 0;

/** The strongest hand (index in SCORING, or -1) `card` makes on the prepared cell; remembers its run in bestDirection/From/Length. */
function categoryWith(card: Card): number {
  let best = -1;
  for (let w = 0; w < windows; w++) {
    const category = categoryOf(w, card);
    if (category > best) {
      best = category;
      bestDirection = win.direction[w] ?? 0;
      bestFrom = win.from[w] ?? 0;
      bestLength = win.size[w] ?? 0;
    }
  }
  return best;
}

/** Into `out`, for each card of `hand`, the strongest hand it makes on `cell` (index in SCORING, or -1): one reading of the board for the whole hand. */
export function categoriesAt(board: FastBoard, cell: number, hand: readonly Card[], out: number[]): void {
  prepare(board.rows, board.cols, board.cells, board.wild, cell);
  for (let i = 0; i < hand.length; i++) out[i] = categoryWith(hand[i] ?? 0);
}

/**
 * The strongest hand `card` makes when laid on `cell` (which must be a legal
 * square), across or down, and the run that makes it; null when it makes none.
 * Equal hands: across first, then the run nearest the top left.
 */
export function madeBy(board: FastBoard, card: Card, cell: number): Made | null {
  prepare(board.rows, board.cols, board.cells, board.wild, cell);
  const best = categoryWith(card);
  if (best < 0) return null;
  const row = Math.floor(cell / board.cols);
  const col = cell % board.cols;
  const direction = DIRECTIONS[bestDirection] ?? 'across';
  const squares: Square[] = [];
  for (let k = 0; k < bestLength; k++)
    squares.push(direction === 'across' ? { row, col: col + bestFrom + k } : { row: row + bestFrom + k, col });
  return { category: best, direction, squares };
}

function openAt(rows: number, cols: number, cells: readonly (Card | null)[], wild: readonly number[], i: number): boolean {
  if (i < 0 || i >= cells.length || cells[i] !== null || wild.includes(i)) return false;
  const row = Math.floor(i / cols);
  const col = i % cols;
  return (
    (row > 0 && cells[i - cols] !== null) ||
    (row < rows - 1 && cells[i + cols] !== null) ||
    (col > 0 && cells[i - 1] !== null) ||
    (col < cols - 1 && cells[i + 1] !== null)
  );
}

/** Whether a card may go on cell `i`: empty, not a wild space, and beside, above or below a card. */
export const isOpen = (board: FastBoard, i: number): boolean => openAt(board.rows, board.cols, board.cells, board.wild, i);

/** The cells a card may go on (isOpen), row by row. */
export function openCells(board: FastBoard): number[] {
  const { rows, cols, cells, wild } = board;
  const out: number[] = [];
  for (let i = 0; i < cells.length; i++) if (openAt(rows, cols, cells, wild, i)) out.push(i);
  return out;
}

/** Whether any card can still be laid. */
export function anyOpen(board: FastBoard): boolean {
  const { rows, cols, cells, wild } = board;
  for (let i = 0; i < cells.length; i++) if (openAt(rows, cols, cells, wild, i)) return true;
  return false;
}

// ---------------------------------------------------------------------------
// Scoring for a seat, and words for the log and the bots.

export const seatName = (seat: number): string => `Player ${seat + 1}`;
export const squareWords = (cell: number, cols: number): string => `row ${Math.floor(cell / cols) + 1}, column ${(cell % cols) + 1}`;
export const cardWords = (card: Card): string => (card >= 52 ? 'a joker' : `the ${faceText(card).short}`);

/** "a flush down column 5", "one pair across row 2". */
export function handWords(made: Made): string {
  const at = made.squares[0] ?? { row: 0, col: 0 };
  const where = made.direction === 'across' ? `across row ${at.row + 1}` : `down column ${at.col + 1}`;
  return `${CATEGORY_PHRASES[SCORING[made.category] ?? 'one-pair']} ${where}`;
}

/** What a play scores for `seat`: the best hand the card makes, at the table's points, unless that hand's row of circles is full. */
export function scoreFor(
  s: FastBoard & Scorecards,
  seat: number,
  card: Card,
  cell: number,
): { readonly made: Made | null; readonly points: number; readonly full: boolean } {
  const made = madeBy(s, card, cell);
  return { made, ...pointsFor(s, seat, made === null ? -1 : made.category) };
}

type Scorecards = { readonly points: readonly number[]; readonly circles: number; readonly marks: readonly (readonly number[])[] };

/** The points a hand (index in SCORING, or -1 for none) is worth to `seat`: nothing once its row of circles is full. */
export function pointsFor(s: Scorecards, seat: number, category: number): { readonly points: number; readonly full: boolean } {
  if (category < 0) return { points: 0, full: false };
  const full = s.circles > 0 && (s.marks[seat]?.[category] ?? 0) >= s.circles;
  return { points: full ? 0 : (s.points[category] ?? 0), full };
}
