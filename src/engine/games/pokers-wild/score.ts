/**
 * The fast scorer behind the Poker's Wild! model and its bots.
 *
 * `scorePlay` in board.ts is the reference: it builds every run
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
import { isJoker, type Card } from '../../hands/cards.ts';
import { DIRECTIONS, MAX_RUN, MIN_RUN, type Direction, type Square } from './board.ts';
import { PW_OPTIONS } from './options.ts';

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
 * The runs through a prepared cell (at most five across and five down),
 * each summed up without the played card, so that weighing a whole hand on
 * a square reads the board once: `categoryOf` then adds one card in O(1).
 * One store, made once (a module constant keeps the typed arrays' reads
 * fast): MAX_WINDOWS slots for any cell read once (from slot SCRATCH), then
 * MAX_WINDOWS slots for each cell of a remembered board (`remembered`, below).
 */
const MAX_WINDOWS = 2 * MAX_RUN;
const SCRATCH = 0;
/** The most cells a board may have under the options. */
const MAX_CELLS = optionMax('rows') * optionMax('cols');

function optionMax(name: string): number {
  const spec = PW_OPTIONS.find((o) => o.name === name);
  return spec !== undefined && spec.kind === 'int' ? spec.max : 0;
}

const SLOTS = (MAX_CELLS + 1) * MAX_WINDOWS;
const win = {
  direction: new Int8Array(SLOTS),
  /** First square of the run, relative to the played card. */
  from: new Int8Array(SLOTS),
  size: new Int8Array(SLOTS),
  wilds: new Int8Array(SLOTS),
  ranks: new Int32Array(SLOTS),
  suits: new Int8Array(SLOTS),
  distinct: new Int8Array(SLOTS),
  most: new Int8Array(SLOTS),
  /** The biggest group of one rank, its rank, and the second biggest (another rank). */
  top: new Int8Array(SLOTS),
  topRank: new Int8Array(SLOTS),
  next: new Int8Array(SLOTS),
  counts: new Int8Array(SLOTS * 13),
};

function addWindow(w: number, line: Int16Array, direction: number, from: number, size: number, played: number): void {
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

/**
 * Read the usable squares through `cell` (before a card is laid there) in
 * both directions, into the store from slot `first`; returns the slot after the last run.
 */
function prepare(
  first: number,
  rows: number,
  cols: number,
  cells: readonly (Card | null)[],
  wild: readonly number[],
  cell: number,
): number {
  const row = Math.floor(cell / cols);
  const col = cell % cols;
  let w = first;
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
    if (size >= MIN_RUN) for (let from = firstStart; from <= lastStart; from++) addWindow(w++, buffer, k, from, size, before);
  }
  return w;
}

let bestDirection = 0;
let bestFrom = 0;
let bestLength = 0;

/** The strongest hand (index in SCORING, or -1) `card` makes with the runs in slots first to end - 1; remembers its run in bestDirection/From/Length. */
function categoryWith(first: number, end: number, card: Card): number {
  let best = -1;
  for (let w = first; w < end; w++) {
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
  const end = prepare(SCRATCH, board.rows, board.cols, board.cells, board.wild, cell);
  for (let i = 0; i < hand.length; i++) out[i] = categoryWith(SCRATCH, end, hand[i] ?? 0);
}

/**
 * The runs of every cell of the last board a bot weighed, kept from one turn
 * to the next: a card changes the runs only of the cells within four squares
 * of it across or down (a run is at most five squares), so most cells' runs
 * are still right a turn later and need not be read again. `rememberBoard`
 * compares the board square by square with the remembered copy (arrays are
 * never trusted to be the same board); `categoriesAt` stays as the plain
 * reading the tests hold this one to.
 */
const remembered = {
  rows: 0,
  cols: 0,
  wild: [] as number[],
  cells: [] as (Card | null)[],
  /** Per cell: whether its runs are read and current, and the slot after its last run. */
  current: new Uint8Array(0),
  end: new Int16Array(0),
  /** Whether the board fits the store (any board the options allow does). */
  fits: false,
  /** The cells array last compared: boards are immutable, so the same array needs no comparing. */
  seen: null as readonly (Card | null)[] | null,
};

function sameList(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Bring the remembered runs up to date with `board`: forget those of every cell a changed square can reach. */
export function rememberBoard(board: FastBoard): void {
  const { rows, cols, cells, wild } = board;
  const r = remembered;
  if (cells === r.seen && r.rows === rows && r.cols === cols && sameList(r.wild, wild)) return;
  r.seen = cells;
  if (r.rows !== rows || r.cols !== cols || r.cells.length !== cells.length || !sameList(r.wild, wild)) {
    r.rows = rows;
    r.cols = cols;
    r.wild = [...wild];
    r.cells = [...cells];
    r.current = new Uint8Array(cells.length);
    r.end = new Int16Array(cells.length);
    r.fits = cells.length <= MAX_CELLS;
    return;
  }
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === r.cells[i]) continue;
    r.cells[i] = cells[i] ?? null;
    forgetAround(i);
  }
}

/** Forget the runs of `cell` and of every cell up to MAX_RUN - 1 squares from it across or down. */
function forgetAround(cell: number): void {
  const { rows, cols, current } = remembered;
  const row = Math.floor(cell / cols);
  const col = cell % cols;
  for (let c = Math.max(0, col - MAX_RUN + 1); c <= Math.min(cols - 1, col + MAX_RUN - 1); c++) current[row * cols + c] = 0;
  for (let r = Math.max(0, row - MAX_RUN + 1); r <= Math.min(rows - 1, row + MAX_RUN - 1); r++) current[r * cols + col] = 0;
}

/** As categoriesAt, on the board last given to rememberBoard, reading the cell's runs only if they changed since. */
export function categoriesAtRemembered(cell: number, hand: readonly Card[], out: number[]): void {
  const r = remembered;
  if (!r.fits) {
    categoriesAt(r, cell, hand, out);
    return;
  }
  const first = readRemembered(cell);
  const end = r.end[cell] ?? first;
  for (let i = 0; i < hand.length; i++) out[i] = categoryWith(first, end, hand[i] ?? 0);
}

/** The first slot of `cell`'s runs on the remembered board (read now if they are not current); they end at remembered.end[cell]. */
function readRemembered(cell: number): number {
  const r = remembered;
  const first = (cell + 1) * MAX_WINDOWS;
  if (r.current[cell] !== 1) {
    r.end[cell] = prepare(first, r.rows, r.cols, r.cells, r.wild, cell);
    r.current[cell] = 1;
  }
  return first;
}

/**
 * The strongest hand `card` makes when laid on `cell` (which must be a legal
 * square), across or down, and the run that makes it; null when it makes none.
 * Equal hands: across first, then the run nearest the top left.
 */
export function madeBy(board: FastBoard, card: Card, cell: number): Made | null {
  // The bot has usually just weighed this board, so the cell's runs are remembered.
  rememberBoard(board);
  const first = remembered.fits ? readRemembered(cell) : SCRATCH;
  const end = remembered.fits ? (remembered.end[cell] ?? first) : prepare(SCRATCH, board.rows, board.cols, board.cells, board.wild, cell);
  const best = categoryWith(first, end, card);
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

/** The cells a card may go on (openAt), row by row, worked out afresh: the oracle for `openCells`. */
export function openCellsScan(board: FastBoard): number[] {
  const { rows, cols, cells, wild } = board;
  const out: number[] = [];
  for (let i = 0; i < cells.length; i++) if (openAt(rows, cols, cells, wild, i)) out.push(i);
  return out;
}

/**
 * The last board `openCells` read, and its answer. A turn asks for the same
 * board's open cells three times (play, when it looks for the next seat,
 * through openCellsAfter; legalMoves; the bot, through the view, which shares
 * the state's arrays), so one remembered answer saves the scans. Boards are
 * immutable, so the same arrays mean the same board.
 */
let openFor: FastBoard = { rows: 0, cols: 0, cells: [], wild: [] };
let openAnswer: readonly number[] = [];

/** The cells a card may go on (openAt), row by row. Shared between callers: never change the array. */
export function openCells(board: FastBoard): readonly number[] {
  const seen = openFor;
  if (board.cells !== seen.cells || board.wild !== seen.wild || board.cols !== seen.cols || board.rows !== seen.rows) {
    openAnswer = openCellsScan(board);
    openFor = { rows: board.rows, cols: board.cols, cells: board.cells, wild: board.wild };
  }
  return openAnswer;
}

/**
 * The open cells of `after`, which is `before` with one card laid on `cell`,
 * worked out from `before`'s: that cell is taken, and only its four
 * neighbours can newly open. Remembered as `after`'s answer for openCells, so
 * the next turn does not scan the board.
 */
export function openCellsAfter(before: FastBoard, cell: number, after: FastBoard): readonly number[] {
  const { rows, cols, cells, wild } = after;
  const row = Math.floor(cell / cols);
  const col = cell % cols;
  // The neighbours that are open now, in board order (above, left, right, below).
  const fresh: number[] = [];
  for (const i of [row > 0 ? cell - cols : -1, col > 0 ? cell - 1 : -1, col < cols - 1 ? cell + 1 : -1, row < rows - 1 ? cell + cols : -1])
    if (i >= 0 && openAt(rows, cols, cells, wild, i)) fresh.push(i);
  // Merge them into the cells open before, in board order, without `cell` and without doubles.
  const old = openCells(before);
  const out: number[] = [];
  for (let a = 0, b = 0; a < old.length || b < fresh.length;) {
    const x = old[a] ?? Infinity;
    const y = fresh[b] ?? Infinity;
    const next = Math.min(x, y);
    if (x === next) a++;
    if (y === next) b++;
    if (next !== cell) out.push(next);
  }
  openAnswer = out;
  openFor = { rows, cols, cells, wild };
  return out;
}

// ---------------------------------------------------------------------------
// Scoring for a seat (the words for it are in words.ts).

/** What a play scores for `seat`: the best hand the card makes, at the table's points, unless that hand's row of circles is full. */
export function scoreFor(
  s: FastBoard & Scorecards,
  seat: number,
  card: Card,
  cell: number,
): { readonly made: Made | null; readonly points: number; readonly full: boolean } {
  const made = madeBy(s, card, cell);
  const { points, full } = pointsFor(s, seat, made === null ? -1 : made.category);
  return { made, points, full };
}

type Scorecards = { readonly points: readonly number[]; readonly circles: number; readonly marks: readonly (readonly number[])[] };

/** The points a hand (index in SCORING, or -1 for none) is worth to `seat`: nothing once its row of circles is full. */
export function pointsFor(s: Scorecards, seat: number, category: number): { readonly points: number; readonly full: boolean } {
  if (category < 0) return { points: 0, full: false };
  const full = s.circles > 0 && (s.marks[seat]?.[category] ?? 0) >= s.circles;
  return { points: full ? 0 : (s.points[category] ?? 0), full };
}

/** The winners at the end (ruling pw-final-tie): every player on the highest total. */
export function leadersOf(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  return scores.flatMap((v, i) => (v === top ? [i] : []));
}
