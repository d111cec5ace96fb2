/**
 * Poker's Wild! as a game model: players lay one card a turn on the shared
 * board, score the best hand the card makes on their scorecard, and draw.
 * The board's rules (legal squares, runs, wilds, what scores) are those of
 * pokers-wild-board.ts, through the fast scorer in pokers-wild-score.ts.
 *
 * A turn is one move (one card laid), so the game's length is counted in
 * turns. Rulings: pw-scorecard, pw-best-hand, pw-final-tie, pw-turn-order,
 * pw-game-end (pokers-wild-board.ts).
 */
import type { Card } from '../../hands/cards.ts';
import { fail, ok } from '../../result.ts';
import { listAnd } from '../../words.ts';
import { rngAt } from '../../play/random.ts';
import { STATS } from './stats.ts';
import type { GameModel, Outcome, PlayResult, SeatMove } from '../../play/types.ts';
import { PW_BOTS } from './bots.ts';
import { PW_OPTIONS, SCORING, cellOf, checkPwOptions, deckSize, layoutOf, type PwOptions } from './options.ts';
import {
  cardWords,
  handWords,
  isOpen,
  openCells,
  openCellsAfter,
  scoreFor,
  seatName,
  squareWords,
  type FastBoard,
  type Made,
} from './score.ts';

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

/** The next seat with a card to lay, after `after`; -1 when no square is open (`open`) or no one holds a card. */
function nextSeat(s: PwState, after: number, hands: readonly (readonly Card[])[], open: readonly number[]): number {
  if (open.length === 0) return -1;
  for (let k = 1; k <= s.players; k++) {
    const seat = (after + k) % s.players;
    if ((hands[seat]?.length ?? 0) > 0) return seat;
  }
  return -1;
}

function legalMoves(s: PwState, seat: number): PwMove[] {
  if (s.turn !== seat) return [];
  const open = openCells(s);
  const hand = s.hands[seat] ?? [];
  // Made at its full length at once: up to 5 cards × 30 squares, every turn.
  const moves = new Array<PwMove>(hand.length * open.length);
  let k = 0;
  for (const card of hand) for (const cell of open) moves[k++] = { card, row: Math.floor(cell / s.cols), col: cell % s.cols };
  return moves;
}

const MOVE_KEYS = ['card', 'col', 'row'];

/**
 * The move if it equals one of legalMoves(s, seat), else null: moves.ts
 * `findLegal` says the same, but comparing canonical JSON against every
 * legal move (5 cards × up to 30 squares) on every turn would be most of the
 * simulation's time, so the fields are checked instead. The tests hold the
 * two to agreement.
 */
export function checkMove(s: PwState, seat: number, move: unknown): PwMove | null {
  if (s.turn < 0 || seat !== s.turn) return null;
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return null;
  const fields = move as Record<string, unknown>;
  // As in JSON, a key whose value is undefined is not there.
  let keys = 0;
  for (const k of Object.keys(fields)) {
    if (fields[k] === undefined) continue;
    if (!MOVE_KEYS.includes(k)) return null;
    keys++;
  }
  if (keys !== MOVE_KEYS.length) return null;
  const { card, row, col } = fields;
  if (!Number.isInteger(card) || !Number.isInteger(row) || !Number.isInteger(col)) return null;
  const m = { card, row, col } as PwMove;
  if (!(s.hands[seat] ?? []).includes(m.card) || m.row < 0 || m.col < 0 || m.row >= s.rows || m.col >= s.cols) return null;
  return isOpen(s, m.row * s.cols + m.col) ? m : null;
}

function newGame(o: PwOptions, seed: number): PwState {
  const rng = rngAt(seed);
  const layout = layoutOf(o);
  const size = deckSize(o);
  const deck = rng.shuffle(Array.from({ length: size }, (_, i) => i));
  const hands = Array.from({ length: o.players }, (_, p) => deck.slice(p * o.handSize, (p + 1) * o.handSize));
  let top = o.players * o.handSize;
  const cells: (Card | null)[] = Array<Card | null>(o.rows * o.cols).fill(null);
  const starters = layout.starters.map((sq) => cellOf(sq, o.cols));
  for (const cell of starters) cells[cell] = deck[top++] ?? null;
  return {
    players: o.players,
    rows: o.rows,
    cols: o.cols,
    wild: layout.wildSpaces.map((sq) => cellOf(sq, o.cols)),
    deckSize: size,
    points: [...o.points],
    circles: o.circles,
    starters,
    cells,
    hands,
    deck: deck.slice(top),
    turn: 0,
    marks: hands.map(() => SCORING.map(() => 0)),
    scores: hands.map(() => 0),
    turns: 0,
    fullRows: 0,
    rng: rng.state,
  };
}

function play(s: PwState, { seat, move }: SeatMove<PwMove>): PlayResult<PwState> {
  if (s.turn < 0) return fail('game-over', 'The game is over.');
  if (seat !== s.turn) return fail('not-your-turn', `It is ${seatName(s.turn)}'s turn.`);
  const m = checkMove(s, seat, move);
  if (m === null)
    return fail('bad-move', 'Lay a card from your hand on an empty square beside, above or below a card (never on a wild space).');
  const cell = m.row * s.cols + m.col;
  const { made, points, full } = scoreFor(s, seat, m.card, cell);
  const cells = replaceAt(s.cells, cell, m.card);
  const hand = (s.hands[seat] ?? []).filter((c) => c !== m.card);
  const drawn = s.deck[0];
  if (drawn !== undefined) hand.push(drawn);
  const hands = replaceAt(s.hands, seat, hand);
  const marks = made === null || full ? s.marks : replaceAt(s.marks, seat, addOne(s.marks[seat] ?? [], made.category));
  const scores = addTo(s.scores, seat, points);
  // Every field written out in newGame's order (`last` after them), so the state reads as the spread of s did.
  return ok({
    players: s.players,
    rows: s.rows,
    cols: s.cols,
    wild: s.wild,
    deckSize: s.deckSize,
    points: s.points,
    circles: s.circles,
    starters: s.starters,
    cells,
    hands,
    deck: drawn === undefined ? s.deck : s.deck.slice(1),
    turn: nextSeat(s, seat, hands, openCellsAfter(s, cell, { rows: s.rows, cols: s.cols, wild: s.wild, cells })),
    marks,
    scores,
    turns: s.turns + 1,
    fullRows: s.fullRows + (full ? 1 : 0),
    rng: s.rng,
    last: { seat, card: m.card, row: m.row, col: m.col, made, points, full },
  });
}

/** A copy of `list` with item `i` replaced: the other items are shared, not copied. */
function replaceAt<T>(list: readonly T[], i: number, item: T): T[] {
  const copy = list.slice();
  copy[i] = item;
  return copy;
}

const addOne = (counts: readonly number[], i: number): number[] => replaceAt(counts, i, (counts[i] ?? 0) + 1);
const addTo = (values: readonly number[], i: number, n: number): number[] => replaceAt(values, i, (values[i] ?? 0) + n);

/** The per-hand stat names, made once rather than for every game. */
const MARK_KEYS = SCORING.map((category) => `marks.${category}`);
const POINT_KEYS = SCORING.map((category) => `points.${category}`);

function outcome(s: PwState): Outcome | null {
  if (s.turn >= 0) return null;
  const top = Math.max(...s.scores);
  const winners = s.scores.flatMap((v, i) => (v === top ? [i] : []));
  const rest = s.scores.filter((v) => v !== top);
  const second = winners.length > 1 ? top : rest.length > 0 ? Math.max(...rest) : top;
  const stats: Record<string, number> = {
    seats: s.players,
    score: s.scores.reduce((a, b) => a + b, 0),
    winning: top,
    margin: top - second,
    turns: s.turns,
    scoreless: 0,
    fullRows: s.fullRows,
  };
  let marked = 0;
  for (let c = 0; c < SCORING.length; c++) {
    let n = 0;
    for (const row of s.marks) n += row[c] ?? 0;
    marked += n;
    stats[MARK_KEYS[c] ?? ''] = n;
    stats[POINT_KEYS[c] ?? ''] = n * (s.points[c] ?? 0);
  }
  stats.scoreless = s.turns - marked;
  const names = winners.map(seatName);
  const summary =
    winners.length > 1
      ? `${listAnd(names)} tied for the win on ${top} points.`
      : `${names[0] ?? ''} won with ${top} points, ${top - second} ahead of the next player.`;
  return { winners, tie: winners.length > 1, scores: s.scores, length: s.turns, stats, summary };
}

/** Every card once (board, hands, deck); nothing on a wild space; each score the sum of its marks at the table's points. */
function audit(s: PwState): string | null {
  const all = [...s.cells.filter((c): c is Card => c !== null), ...s.hands.flat(), ...s.deck];
  if (all.length !== s.deckSize || new Set(all).size !== s.deckSize || all.some((c) => c < 0 || c >= s.deckSize))
    return `the ${s.deckSize} cards are not each in exactly one place`;
  if (s.wild.some((i) => s.cells[i] !== null)) return 'a card sits on a wild space';
  if (s.starters.some((i) => s.cells[i] === null)) return 'a starter space is empty';
  for (const [seat, row] of s.marks.entries()) {
    const sum = row.reduce((a, n, c) => a + n * (s.points[c] ?? 0), 0);
    if (sum !== s.scores[seat]) return `${seatName(seat)}'s score ${s.scores[seat]} is not the sum of the marks, ${sum}`;
    if (s.circles > 0 && row.some((n) => n > s.circles)) return `${seatName(seat)} has more marks than circles`;
  }
  const laid = s.cells.filter((c) => c !== null).length - s.starters.length;
  if (laid !== s.turns) return `${laid} cards laid in ${s.turns} turns`;
  return null;
}

function describe(before: PwState, { seat, move }: SeatMove<PwMove>, after: PwState): string {
  const cell = move.row * before.cols + move.col;
  const { made, points, full } = scoreFor(before, seat, move.card, cell);
  const laid = `${seatName(seat)} laid ${cardWords(move.card)} at ${squareWords(cell, before.cols)}`;
  if (made === null) return `${laid}, scoring nothing.`;
  if (full) return `${laid}: ${handWords(made)}, but that row of the scorecard is full, so it scores nothing.`;
  return `${laid}: ${handWords(made)}, ${points} ${points === 1 ? 'point' : 'points'} (total ${after.scores[seat] ?? 0}).`;
}

export const MODEL: GameModel<typeof PW_OPTIONS, PwState, PwMove, PwView> = {
  id: 'pokers-wild',
  options: PW_OPTIONS,
  checkOptions: checkPwOptions,
  lengthUnit: 'turns',
  // Every card but the two starters is laid at most once, one a turn.
  maxMoves: (o) => deckSize(o) - 2,
  seatNames: (o) => Array.from({ length: o.players }, (_, i) => seatName(i)),
  newGame,
  toAct: (s) => (s.turn >= 0 ? s.turn : null),
  legalMoves,
  play,
  view: (s, seat) => ({
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
  }),
  outcome,
  audit,
  describe,
  bots: PW_BOTS,
  stats: STATS,
};
