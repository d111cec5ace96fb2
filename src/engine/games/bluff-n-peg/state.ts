/**
 * Bluff 'N' Peg's state and moves (plain JSON), the hands showing (the rank
 * key of each seat's cards laid, from five-card tables), and the questions
 * the rules ask of a state: who is still in, who is strictly ahead, who sits
 * to a seat's left, and whether a seat may call double or fold. What each
 * move does is rules.ts.
 */
import { DOUBLE_CARD, START_HOLE, type BluffEvent, type PegMove } from './pegging.ts';
import type { Card } from '../../hands/cards.ts';
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

/** Counters summed over a simulation (see summarize in stats.ts). */
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
  /** Each seat's peg (see pegging.ts for positions). */
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

/**
 * The rank key of cards showing (higher wins, equal ties); deuces are free wilds when wild. The game calls this
 * name, whichever path it points at; the tests pin each path by its own name.
 * @alias
 */
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
