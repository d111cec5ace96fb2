/**
 * Bluff 'N' Peg as a reducer, part 1: the state, the hands showing, the legal
 * moves and reading a move; part 2 (bluff-n-peg-play.ts) is what each move
 * does. Scoring a finished hand is the mechanic module's `scoreHandOn`
 * (the same code the bluffing-zone scorer on the page runs), fed the hand's
 * events as they happen; this file decides whose turn it is.
 *
 * The turn rules are the rulings in ../bluff-n-peg.ts: cards are laid one at
 * a time (bp-one-card-at-a-time), a turn ends once the player's cards showing
 * strictly beat every other hand still in (bp-strictly-beat), the laying ends
 * when play comes round to a player who is already ahead (bp-laying-ends), a
 * player with five laid and still behind stays in without acting
 * (bp-five-laid-behind), and a double is answered by the others in order from
 * the declarer's left before the declarer goes on (bp-double-answers).
 */
import { DOUBLE_CARD, START_HOLE, type BluffEvent, type PegMove } from './pegging.ts';
import { NATURAL_CARDS, type Card } from '../../hands/cards.ts';
import { directKey, EMPTY_HAND_KEY, TABLE_WILDS } from '../../hands/evaluate.ts';
import { withFlushes } from '../../hands/fast.ts';
import { rulesetTables } from '../../hands/tables.ts';
import { RULESETS } from '../../hands/rulesets.ts';
import type { BpOptions } from './options.ts';

export const PHASES = ['discard', 'lay', 'offer', 'answer', 'over'] as const;
export type Phase = (typeof PHASES)[number];

export type BpMove =
  | { readonly kind: 'discard'; readonly cards: readonly Card[] }
  | { readonly kind: 'lay'; readonly card: Card }
  | { readonly kind: 'fold' }
  | { readonly kind: 'double' }
  | { readonly kind: 'no-double' }
  | { readonly kind: 'accept' };

export const END_REASONS = ['winner-hole', 'out-the-back', 'hand-limit'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** Counters summed over a simulation (see summarize in bluff-n-peg.ts). */
export interface BpStats {
  hands: number;
  playOffHands: number;
  folds: number;
  foldsBeforeLaying: number;
  doublesDeclared: number;
  doublesAccepted: number;
  doublesAllFolded: number;
  lastChanceEntries: number;
  lastChanceRescues: number;
  tiedHands: number;
  cardsLaid: number;
}

/** The last finished hand, as everyone saw it. */
export interface HandReport {
  readonly winners: readonly number[];
  readonly moves: readonly (PegMove | null)[];
  readonly zone: number;
  readonly playOff: boolean;
}

export interface BpState {
  readonly o: BpOptions;
  readonly rng: number;
  /** Each seat's peg (see ../bluff-n-peg.ts for positions). */
  readonly pegs: readonly number[];
  /** The opening draw, round by round: each seat's card, or -1 when not drawing that round (ruling bp-opening-draw). */
  readonly draw: readonly (readonly number[])[];
  readonly dealer: number;
  /** The seats dealt into this hand, in seat order: everyone, or the tied leaders in a play-off. */
  readonly seats: readonly number[];
  readonly playOff: boolean;
  /** Pegs at the start of this hand (for the last-chance double rule and scoring). */
  readonly handStart: readonly number[];
  readonly deck: readonly Card[];
  readonly held: readonly (readonly Card[])[];
  readonly laid: readonly (readonly Card[])[];
  /** The rank key of each seat's cards laid (showingKey), kept beside them: every turn compares them. The audit checks them. */
  readonly showing: readonly number[];
  readonly thrown: readonly (readonly Card[])[];
  /** Cards thrown away this hand, per seat, once that seat has discarded (null before). */
  readonly discarded: readonly (number | null)[];
  readonly folded: readonly boolean[];
  /** The bluffing peg: an index into the zone. */
  readonly zone: number;
  readonly doubled: readonly number[];
  readonly phase: Phase;
  readonly turn: number;
  /** Seats still to answer the pending double, in order. */
  readonly answering: readonly number[];
  readonly declarer: number;
  readonly accepted: boolean;
  /** This hand's events for scoreHandOn, players numbered by their place in `seats`. */
  readonly events: readonly BluffEvent[];
  readonly last: HandReport | null;
  readonly winners: readonly number[] | null;
  readonly end: EndReason | null;
  readonly stats: BpStats;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type Draft = Mutable<BpState>;

// ---------------------------------------------------------------------------
// Hands showing

const rulesOf = (deucesWild: boolean) => (deucesWild ? RULESETS['bluff-n-peg-deuces'] : RULESETS['bluff-n-peg']);

/** Cards showing, split for the evaluators: the natural cards, and the deuces as free wilds when they are wild. */
function splitShowing(cards: readonly Card[], deucesWild: boolean): { fixed: readonly Card[]; wilds: number } {
  if (!deucesWild) return { fixed: cards, wilds: 0 };
  let wilds = 0;
  for (const c of cards) if (c < 4) wilds++;
  return { fixed: wilds === 0 ? cards : cards.filter((c) => c >= 4), wilds };
}

/** The key from the rules alone (`directKey`: no tables), about 3 µs a call. */
export function showingKeyDirect(cards: readonly Card[], deucesWild: boolean): number {
  if (cards.length === 0) return EMPTY_HAND_KEY;
  const { fixed, wilds } = splitShowing(cards, deucesWild);
  return directKey(rulesOf(deucesWild), fixed, wilds);
}

/**
 * Tables for at most five cards: the rank DAG of multisets of up to five
 * ranks (6,188 states, not 76,155) and each ruleset's values on it, with no
 * perfect hash. Built in a few milliseconds on first use, so there is no
 * reason left to answer early calls without them.
 */
const SHOWING_CARDS = 5;
interface ShowingTables {
  readonly next: Int32Array;
  readonly rankValue: Int32Array;
  readonly flushValue: Int32Array;
  readonly states: number;
}
let plainTables: ShowingTables | undefined;
let deuceTables: ShowingTables | undefined;
function showingTables(deucesWild: boolean): ShowingTables {
  const build = (): ShowingTables => {
    // Four deuces at most; without wild cards the tables for zero wilds are all it needs.
    const t = rulesetTables(rulesOf(deucesWild), deucesWild ? TABLE_WILDS : 0, SHOWING_CARDS);
    return { next: t.dag.next, rankValue: t.rankValue, flushValue: t.flushValue, states: t.dag.states };
  };
  return deucesWild ? (deuceTables ??= build()) : (plainTables ??= build());
}

/**
 * The key from the five-card tables, well under 0.1 µs a call. Cards here are
 * always distinct naturals, at most five, with at most four deuces, which is
 * exactly what the tables cover, so this skips partsKey's checks. Walks the
 * rank DAG one card at a time, then looks for a flush as the fast evaluator
 * does (withFlushes).
 */
export function showingKeyTables(cards: readonly Card[], deucesWild: boolean): number {
  return showingKeyAdding(cards, NO_CARDS, 0, deucesWild);
}
const NO_CARDS: readonly Card[] = [];

/**
 * The key of `cards` plus the cards of `more` picked by `mask` (bit i picks
 * more[i]), as showingKeyTables would give for the joined list, without
 * building it: the sensible bot weighs up to 31 such picks per decision.
 */
export function showingKeyAdding(cards: readonly Card[], more: readonly Card[], mask: number, deucesWild: boolean): number {
  const t = showingTables(deucesWild);
  const next = t.next;
  let n = 0;
  let state = 0;
  let wilds = 0;
  let suits = 0;
  // One step of the walk per card: a wild deuce is counted, a natural card moves along the rank DAG and counts its suit.
  for (let i = 0; i < cards.length + more.length; i++) {
    // All of `cards`, then the cards of `more` that the mask picks.
    const c = i < cards.length ? cards[i] : (mask >> (i - cards.length)) & 1 ? more[i - cards.length] : undefined;
    if (c === undefined) continue;
    n++;
    if (deucesWild && c < 4) wilds++;
    else {
      state = next[state * 13 + (c >> 2)] as number;
      suits += 1 << ((c & 3) * 4);
    }
  }
  if (n === 0) return EMPTY_HAND_KEY;
  const key = t.rankValue[wilds * t.states + state] as number;
  if (n < SHOWING_CARDS) return key;
  // Five cards: a flush may beat the ranks alone; only now is the list of natural cards worth building.
  const naturals: Card[] = [];
  for (const c of cards) if (!(deucesWild && c < 4)) naturals.push(c);
  for (let i = 0; i < more.length; i++) {
    const c = more[i] as Card;
    if ((mask >> i) & 1 && !(deucesWild && c < 4)) naturals.push(c);
  }
  return withFlushes(key, naturals, wilds, suits, t.flushValue);
}

/** The rank key of cards showing (higher wins, equal ties); deuces are free wilds when wild. */
export const showingKey = showingKeyTables;
export const ladderOf = (deucesWild: boolean) => rulesOf(deucesWild).categories;

export const inHand = (s: BpState, seat: number): boolean => s.seats.includes(seat) && s.folded[seat] !== true;
export const stillIn = (s: BpState): number[] => s.seats.filter((seat) => s.folded[seat] !== true);
export const keyOf = (s: BpState, seat: number): number => s.showing[seat] ?? EMPTY_HAND_KEY;

/** How many seats are still in the hand (`stillIn(s).length` without the list: asked after every move). */
export function countStillIn(s: BpState): number {
  let n = 0;
  for (const seat of s.seats) if (s.folded[seat] !== true) n++;
  return n;
}

/** Whether `seat`'s cards showing beat every other hand still in (a tie is not enough: ruling bp-strictly-beat). */
export function strictlyBest(s: BpState, seat: number): boolean {
  const mine = keyOf(s, seat);
  for (const other of s.seats) if (other !== seat && s.folded[other] !== true && keyOf(s, other) >= mine) return false;
  return true;
}

/** Seats of the hand after `from`, going left, ending with `from` itself. */
export function leftOf(s: BpState, from: number): number[] {
  const n = s.o.players;
  const order: number[] = [];
  for (let k = 1; k <= n; k++) {
    const seat = (from + k) % n;
    if (s.seats.includes(seat)) order.push(seat);
  }
  return order;
}

export function mayDouble(s: BpState, seat: number): boolean {
  return (
    (s.laid[seat]?.length ?? 0) === DOUBLE_CARD &&
    s.doubled.length < s.o.doubles &&
    !s.doubled.includes(seat) &&
    (s.handStart[seat] ?? 0) >= START_HOLE &&
    s.zone < s.o.multipliers.length - 1
  );
}

// ---------------------------------------------------------------------------
// Legal moves

/** Every subset of `cards` with at most `max` of them, each in ascending order (bit i of the mask is the i-th lowest card). */
function subsets(cards: readonly Card[], max: number): Card[][] {
  const sorted = sortSmall([...cards], (a, b) => a - b);
  return subsetIndices(sorted.length, max).map((picks) => picks.map((i) => sorted[i] ?? 0));
}

/**
 * The subsets of n items with at most `max` of them, as lists of indices, in
 * increasing order of their bit masks (made once per n and max: every
 * discard asks, and mapping an index list makes an array of the right size).
 */
function subsetIndices(n: number, max: number): readonly (readonly number[])[] {
  const key = n * 8 + Math.min(max, n);
  let lists = SUBSET_INDICES.get(key);
  if (lists === undefined) {
    lists = [];
    for (let mask = 0; mask < 1 << n; mask++) {
      const picks: number[] = [];
      for (let i = 0; i < n; i++) if ((mask >> i) & 1) picks.push(i);
      if (picks.length <= max) lists.push(picks);
    }
    SUBSET_INDICES.set(key, lists);
  }
  return lists;
}
const SUBSET_INDICES = new Map<number, number[][]>();

/**
 * Sorts a short list in place, stably, like Array.prototype.sort with the
 * same comparison (which allocates work space on every call: the game and
 * bots sort a hand of five several times a move). Returns the list.
 */
export function sortSmall<T>(items: T[], compare: (a: T, b: T) => number): T[] {
  for (let i = 1; i < items.length; i++) {
    const item = items[i] as T;
    let j = i;
    for (; j > 0 && compare(items[j - 1] as T, item) > 0; j--) items[j] = items[j - 1] as T;
    items[j] = item;
  }
  return items;
}

/**
 * The moves without cards are the same every time, and a lay move names one
 * card: shared, frozen objects rather than new ones on every call (a
 * simulation asks for the legal moves before every move).
 */
const FOLD: BpMove = Object.freeze({ kind: 'fold' });
const DOUBLE: BpMove = Object.freeze({ kind: 'double' });
const NO_DOUBLE: BpMove = Object.freeze({ kind: 'no-double' });
const ACCEPT: BpMove = Object.freeze({ kind: 'accept' });
const LAYS: readonly BpMove[] = Array.from({ length: NATURAL_CARDS }, (_, card) => Object.freeze({ kind: 'lay', card }) as BpMove);
const layMove = (card: Card): BpMove => LAYS[card] ?? { kind: 'lay', card };
const discardMove = (cards: Card[]): BpMove => ({ kind: 'discard', cards });

export function legalMoves(s: BpState, seat: number): BpMove[] {
  if (s.phase === 'over' || seat !== s.turn) return [];
  switch (s.phase) {
    case 'discard':
      return subsets(s.held[seat] ?? [], s.o.discards).map(discardMove);
    case 'lay': {
      const moves = (s.held[seat] ?? []).map(layMove);
      moves.push(FOLD);
      return moves;
    }
    case 'offer':
      return [DOUBLE, NO_DOUBLE];
    case 'answer':
      return [ACCEPT, FOLD];
  }
}

// ---------------------------------------------------------------------------
// Reading moves

/** Whether two well-formed moves are the same move (the bots compare many). */
export function sameBpMove(a: BpMove, b: BpMove): boolean {
  if (a.kind === 'lay' && b.kind === 'lay') return a.card === b.card;
  if (a.kind === 'discard' && b.kind === 'discard') return sameCards(a.cards, b.cards);
  return a.kind === b.kind && a.kind !== 'lay' && a.kind !== 'discard';
}

function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The move `raw` (untrusted JSON) spells, if it has exactly a move's fields
 * with the right types; whether it is legal now is `isLegal`'s question.
 * This is moves.ts's `findLegal` made cheap: canonical JSON of every legal
 * move on every move was half of a simulation's time. The tests hold the two
 * to the same answers.
 */
export function readMove(raw: unknown): BpMove | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  const fields = Object.keys(r).length;
  switch (r.kind) {
    case 'lay':
      return fields === 2 && typeof r.card === 'number' && Number.isInteger(r.card) ? { kind: 'lay', card: r.card } : undefined;
    case 'discard': {
      const cards = r.cards;
      if (fields !== 2 || !Array.isArray(cards)) return undefined;
      const list = cards as unknown[];
      return list.every((c): c is number => typeof c === 'number' && Number.isInteger(c)) ? { kind: 'discard', cards: list } : undefined;
    }
    case 'fold':
    case 'double':
    case 'no-double':
    case 'accept':
      return fields === 1 ? { kind: r.kind } : undefined;
    default:
      return undefined;
  }
}

/**
 * Whether a well-formed move is legal for the seat to act: the same answer as
 * "equals one of legalMoves(s, seat)" (the tests hold the two together),
 * without building the list on every move.
 */
export function isLegal(s: BpState, seat: number, move: BpMove): boolean {
  const held = s.held[seat] ?? [];
  switch (move.kind) {
    case 'discard':
      return (
        s.phase === 'discard' &&
        move.cards.length <= s.o.discards &&
        move.cards.every((c, i) => held.includes(c) && (i === 0 || c > (move.cards[i - 1] ?? 0)))
      );
    case 'lay':
      return s.phase === 'lay' && held.includes(move.card);
    case 'fold':
      return s.phase === 'lay' || s.phase === 'answer';
    case 'double':
    case 'no-double':
      return s.phase === 'offer';
    case 'accept':
      return s.phase === 'answer';
  }
}
