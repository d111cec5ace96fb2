/**
 * Poker's Wild! as a reducer: players lay one card a turn on the shared
 * board, score the best hand the card makes on their scorecard, and draw.
 * The board's rules (legal squares, runs, wilds, what scores) are those of
 * board.ts, through the fast scorer in score.ts.
 *
 * A turn is one move (one card laid), so the game's length is counted in
 * turns. Rulings: pw-scorecard, pw-best-hand, pw-final-tie, pw-turn-order,
 * pw-game-end (rulings.ts).
 *
 * `apply` trusts its move (one of `legalMoves`): a move from outside goes
 * through the framework's checked `play` (play/play.ts) first.
 */
import type { Card } from '../../hands/cards.ts';
import { listAnd } from '../../words.ts';
import { rngAt } from '../../play/random.ts';
import type { GameRules, Outcome, SeatMove } from '../../play/types.ts';
import { PW_OPTIONS, SCORING, cellOf, checkOptions, deckSize, layoutOf, type PwOptions } from './options.ts';
import { leadersOf, openCells, openCellsAfter, scoreFor } from './score.ts';
import type { PwMove, PwState } from './state.ts';
import { pwView, type PwView } from './view.ts';

/**
 * "Player 3", in the outcome's summary and the audit's messages: the seat
 * names of words.ts (`seatName`), which the rules do not import
 * (tests/engine/play/pokers-wild-words.test.ts holds the two equal).
 */
const player = (seat: number): string => `Player ${seat + 1}`;

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

/** Lay the card, score it, draw: `move` is one of legalMoves(s, seat) (trusted). */
function apply(s: PwState, { seat, move }: SeatMove<PwMove>): PwState {
  const cell = move.row * s.cols + move.col;
  const { made, points, full } = scoreFor(s, seat, move.card, cell);
  const cells = replaceAt(s.cells, cell, move.card);
  const hand = (s.hands[seat] ?? []).filter((c) => c !== move.card);
  const drawn = s.deck[0];
  if (drawn !== undefined) hand.push(drawn);
  const hands = replaceAt(s.hands, seat, hand);
  const marks = made === null || full ? s.marks : replaceAt(s.marks, seat, addOne(s.marks[seat] ?? [], made.category));
  const scores = addTo(s.scores, seat, points);
  // Every field written out in newGame's order (`last` after them), so the state reads as the spread of s did.
  return {
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
    last: { seat, card: move.card, row: move.row, col: move.col, made, points, full },
  };
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
  const winners = leadersOf(s.scores);
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
  const names = winners.map(player);
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
    if (sum !== s.scores[seat]) return `${player(seat)}'s score ${s.scores[seat]} is not the sum of the marks, ${sum}`;
    if (s.circles > 0 && row.some((n) => n > s.circles)) return `${player(seat)} has more marks than circles`;
  }
  const laid = s.cells.filter((c) => c !== null).length - s.starters.length;
  if (laid !== s.turns) return `${laid} cards laid in ${s.turns} turns`;
  return null;
}

export const RULES: GameRules<typeof PW_OPTIONS, PwState, PwMove, PwView> = {
  id: 'pokers-wild',
  options: PW_OPTIONS,
  checkOptions,
  lengthUnit: 'turns',
  // Every card but the two starters is laid at most once, one a turn.
  maxMoves: (o) => deckSize(o) - 2,
  seats: (o) => o.players,
  newGame,
  toAct: (s) => (s.turn >= 0 ? s.turn : null),
  legalMoves,
  apply,
  view: pwView,
  outcome,
  audit,
};
