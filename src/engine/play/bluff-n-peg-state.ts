/**
 * Bluff 'N' Peg as a reducer: the state, the legal moves and what each move
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
import {
  DOUBLE_CARD,
  gameOverAfter,
  HAND_SIZE,
  outTheBack,
  scoreHandOn,
  START_HOLE,
  type BluffEvent,
  type BoardRules,
  type PegMove,
} from '../bluff-n-peg.ts';
import { NATURAL_CARDS, rankOf, type Card } from '../cards.ts';
import { EMPTY_HAND_KEY, TABLE_WILDS } from '../evaluate.ts';
import { fastEvaluator, type FastEvaluator } from '../fast.ts';
import { fail, ok, type Result } from '../result.ts';
import { RULESETS } from '../rulesets.ts';
import { boardOf, type BpOptions } from './bluff-n-peg-options.ts';
import { rngAt, type Rng } from './random.ts';

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
type Draft = Mutable<BpState>;

// ---------------------------------------------------------------------------
// Hands showing

const rulesOf = (deucesWild: boolean) => (deucesWild ? RULESETS['bluff-n-peg-deuces'] : RULESETS['bluff-n-peg']);

/**
 * The rank key of cards showing (higher wins, equal ties); deuces are free
 * wilds when wild. Cards here are always distinct naturals, at most five, with
 * at most four deuces, which is exactly what the fast evaluator's tables
 * cover, so this skips partsKey's checks (the tests compare it with handKey).
 */
export function showingKey(cards: readonly Card[], deucesWild: boolean): number {
  if (cards.length === 0) return EMPTY_HAND_KEY;
  if (!deucesWild) return evaluator(false).key(cards, 0);
  let wilds = 0;
  for (const c of cards) if (c < 4) wilds++;
  return evaluator(true).key(wilds === 0 ? cards : cards.filter((c) => c >= 4), wilds);
}
let plain: FastEvaluator | undefined;
let deuces: FastEvaluator | undefined;
function evaluator(deucesWild: boolean): FastEvaluator {
  // Four deuces at most; without wild cards the tables for zero wilds are all it needs, and they build several times faster.
  if (deucesWild) return (deuces ??= fastEvaluator(rulesOf(true), TABLE_WILDS));
  return (plain ??= fastEvaluator(rulesOf(false), 0));
}
export const ladderOf = (deucesWild: boolean) => rulesOf(deucesWild).categories;

const inHand = (s: BpState, seat: number): boolean => s.seats.includes(seat) && s.folded[seat] !== true;
export const stillIn = (s: BpState): number[] => s.seats.filter((seat) => s.folded[seat] !== true);
const keyOf = (s: BpState, seat: number): number => s.showing[seat] ?? EMPTY_HAND_KEY;

/** Whether `seat`'s cards showing beat every other hand still in (a tie is not enough: ruling bp-strictly-beat). */
export function strictlyBest(s: BpState, seat: number): boolean {
  const mine = keyOf(s, seat);
  return stillIn(s).every((other) => other === seat || keyOf(s, other) < mine);
}

/** Seats of the hand after `from`, going left, ending with `from` itself. */
function leftOf(s: BpState, from: number): number[] {
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
  const sorted = [...cards].sort((a, b) => a - b);
  const out: Card[][] = [];
  for (let mask = 0; mask < 1 << sorted.length; mask++) {
    const subset: Card[] = [];
    for (let i = 0; i < sorted.length; i++) if ((mask >> i) & 1) subset.push(sorted[i] ?? 0);
    if (subset.length <= max) out.push(subset);
  }
  return out;
}

export function legalMoves(s: BpState, seat: number): BpMove[] {
  if (s.phase === 'over' || seat !== s.turn) return [];
  switch (s.phase) {
    case 'discard':
      return subsets(s.held[seat] ?? [], s.o.discards).map((cards) => ({ kind: 'discard', cards }));
    case 'lay':
      return [...(s.held[seat] ?? []).map((card): BpMove => ({ kind: 'lay', card })), { kind: 'fold' }];
    case 'offer':
      return [{ kind: 'double' }, { kind: 'no-double' }];
    case 'answer':
      return [{ kind: 'accept' }, { kind: 'fold' }];
  }
}

// ---------------------------------------------------------------------------
// Dealing

function freshStats(): BpStats {
  return {
    hands: 0,
    playOffHands: 0,
    folds: 0,
    foldsBeforeLaying: 0,
    doublesDeclared: 0,
    doublesAccepted: 0,
    doublesAllFolded: 0,
    lastChanceEntries: 0,
    lastChanceRescues: 0,
    tiedHands: 0,
    cardsLaid: 0,
  };
}

const ALL_CARDS: readonly Card[] = Array.from({ length: NATURAL_CARDS }, (_, c) => c);

/** Deal a hand to `seats`, `dealer` dealing: a fresh shuffle of the 52 cards, five each from the dealer's left. */
function deal(d: Draft, seats: readonly number[], dealer: number, playOff: boolean): void {
  const n = d.o.players;
  const rng = rngAt(d.rng);
  const deck = rng.shuffle(ALL_CARDS);
  d.rng = rng.state;
  d.seats = seats;
  d.dealer = dealer;
  d.playOff = playOff;
  d.handStart = [...d.pegs];
  d.held = Array.from({ length: n }, () => []);
  d.laid = Array.from({ length: n }, () => []);
  d.showing = d.laid.map(() => EMPTY_HAND_KEY);
  d.thrown = Array.from({ length: n }, () => []);
  d.discarded = Array.from({ length: n }, () => null);
  d.folded = Array.from({ length: n }, () => false);
  const order = leftOf(d, dealer);
  const held = d.held.map((h) => [...h]);
  for (const seat of order) held[seat] = deck.splice(0, HAND_SIZE);
  d.held = held;
  d.deck = deck;
  d.zone = 0;
  d.doubled = [];
  d.answering = [];
  d.declarer = -1;
  d.accepted = false;
  d.events = [];
  d.stats = { ...d.stats, hands: d.stats.hands + 1, playOffHands: d.stats.playOffHands + (playOff ? 1 : 0) };
  const first = order[0] ?? 0;
  if (d.o.discards > 0) {
    d.phase = 'discard';
    d.turn = first;
  } else {
    d.discarded = d.discarded.map((x, seat) => (seats.includes(seat) ? 0 : x));
    d.phase = 'lay';
    d.turn = first;
  }
}

/**
 * The opening draw (ruling bp-opening-draw): everyone draws a card; the
 * highest rank deals, aces high and deuces low even when deuces are wild;
 * players tied for highest draw again from the rest of the same deck.
 */
function openingDraw(players: number, rng: Rng): { draw: number[][]; dealer: number } {
  const deck = rng.shuffle(ALL_CARDS);
  const draw: number[][] = [];
  let drawing = Array.from({ length: players }, (_, i) => i);
  for (;;) {
    // Out of cards (a near impossibility): the first of the tied seats deals.
    if (deck.length < drawing.length) return { draw, dealer: drawing[0] ?? 0 };
    const round = Array.from({ length: players }, (_, seat) => (drawing.includes(seat) ? (deck.shift() ?? 0) : -1));
    draw.push(round);
    const top = Math.max(...drawing.map((seat) => rankOf(round[seat] ?? 0)));
    drawing = drawing.filter((seat) => rankOf(round[seat] ?? 0) === top);
    if (drawing.length === 1) return { draw, dealer: drawing[0] ?? 0 };
  }
}

export function newGame(o: BpOptions, seed: number): BpState {
  const rng = rngAt(seed);
  const { draw, dealer } = openingDraw(o.players, rng);
  const seats = Array.from({ length: o.players }, (_, i) => i);
  const none = seats.map((): Card[] => []);
  // The hand's fields are filled in by deal().
  const d: Draft = {
    o,
    rng: rng.state,
    pegs: seats.map(() => 0),
    draw,
    dealer,
    seats,
    playOff: false,
    handStart: [],
    deck: [],
    held: none,
    laid: none,
    showing: [],
    thrown: none,
    discarded: [],
    folded: [],
    zone: 0,
    doubled: [],
    phase: 'discard',
    turn: 0,
    answering: [],
    declarer: -1,
    accepted: false,
    events: [],
    last: null,
    winners: null,
    end: null,
    stats: freshStats(),
  };
  deal(d, seats, dealer, false);
  return d;
}

// ---------------------------------------------------------------------------
// Moves

const err = (code: string, message: string): Result<never> => fail(code, message);
const local = (s: BpState, seat: number): number => s.seats.indexOf(seat);

/** A short text naming a move: two moves are the same move exactly when their keys are equal. */
export function moveKey(m: BpMove): string {
  switch (m.kind) {
    case 'lay':
      return `lay ${m.card}`;
    case 'discard':
      return `discard ${m.cards.join(',')}`;
    case 'fold':
    case 'double':
    case 'no-double':
    case 'accept':
      return m.kind;
  }
}

/** moveKey(a) === moveKey(b), without building the strings (the bots compare many). */
export function sameBpMove(a: BpMove, b: BpMove): boolean {
  if (a.kind === 'lay' && b.kind === 'lay') return a.card === b.card;
  if (a.kind === 'discard' && b.kind === 'discard') return a.cards.length === b.cards.length && a.cards.every((c, i) => c === b.cards[i]);
  return a.kind === b.kind && a.kind !== 'lay' && a.kind !== 'discard';
}

/**
 * The move `raw` (untrusted JSON) spells, if it has exactly a move's fields
 * with the right types; whether it is legal now is `matchLegal`'s question.
 * This is moves.ts's `findLegal` made cheap: canonical JSON of every legal
 * move on every move was half of a simulation's time. The tests hold the two
 * to the same answers.
 */
function readMove(raw: unknown): BpMove | undefined {
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

/** The legal move equal to `raw`, or undefined (the same answer as findLegal, see readMove). */
export function matchLegal(legal: readonly BpMove[], raw: unknown): BpMove | undefined {
  const move = readMove(raw);
  if (move === undefined) return undefined;
  const key = moveKey(move);
  return legal.find((m) => moveKey(m) === key);
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

export function play(s: BpState, seat: number, raw: unknown): Result<BpState> {
  if (s.phase === 'over') return err('game-over', 'The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.o.players) return err('bad-seat', `There is no seat ${String(seat)}.`);
  if (seat !== s.turn) return err('not-your-turn', `It is Player ${s.turn + 1}'s turn.`);
  const move = readMove(raw);
  if (move === undefined || !isLegal(s, seat, move)) return err('illegal-move', 'That is not one of the legal moves now.');
  const d: Draft = { ...s, stats: { ...s.stats } };
  apply(d, seat, move);
  return ok(d);
}

function addEvent(d: Draft, event: BluffEvent): void {
  d.events = [...d.events, event];
}
function setAt<T>(list: readonly T[], i: number, value: T): T[] {
  const out = [...list];
  out[i] = value;
  return out;
}

function apply(d: Draft, seat: number, move: BpMove): void {
  switch (move.kind) {
    case 'discard': {
      d.held = setAt(
        d.held,
        seat,
        (d.held[seat] ?? []).filter((c) => !move.cards.includes(c)),
      );
      d.thrown = setAt(d.thrown, seat, [...move.cards]);
      d.discarded = setAt(d.discarded, seat, move.cards.length);
      const next = leftOf(d, seat).find((s) => d.discarded[s] === null);
      if (next !== undefined) {
        d.turn = next;
        return;
      }
      // Everyone has discarded: the dealer replaces the cards, from the dealer's left.
      const deck = [...d.deck];
      const held = d.held.map((h) => [...h]);
      for (const s of leftOf(d, d.dealer)) held[s] = [...(held[s] ?? []), ...deck.splice(0, d.discarded[s] ?? 0)];
      d.held = held;
      d.deck = deck;
      d.phase = 'lay';
      d.turn = leftOf(d, d.dealer)[0] ?? 0;
      return;
    }
    case 'lay': {
      d.held = setAt(
        d.held,
        seat,
        (d.held[seat] ?? []).filter((c) => c !== move.card),
      );
      const laid = [...(d.laid[seat] ?? []), move.card];
      d.laid = setAt(d.laid, seat, laid);
      d.showing = setAt(d.showing, seat, showingKey(laid, d.o.deucesWild));
      d.stats.cardsLaid++;
      addEvent(d, { type: 'lay', player: local(d, seat), cards: 1 });
      if (mayDouble(d, seat)) {
        d.phase = 'offer';
        return;
      }
      continueTurn(d, seat);
      return;
    }
    case 'fold': {
      d.folded = setAt(d.folded, seat, true);
      const before = (d.laid[seat]?.length ?? 0) === 0 ? 1 : 0;
      d.stats.folds++;
      d.stats.foldsBeforeLaying += before;
      addEvent(d, { type: 'fold', player: local(d, seat) });
      if (d.phase === 'answer') answered(d);
      else if (stillIn(d).length === 1) endHand(d);
      else passTurn(d, seat);
      return;
    }
    case 'double': {
      d.doubled = [...d.doubled, seat];
      d.stats.doublesDeclared++;
      addEvent(d, { type: 'double', player: local(d, seat) });
      d.declarer = seat;
      d.accepted = false;
      d.answering = leftOf(d, seat).filter((s) => s !== seat && inHand(d, s));
      d.phase = 'answer';
      d.turn = d.answering[0] ?? seat;
      return;
    }
    case 'no-double':
      d.phase = 'lay';
      continueTurn(d, seat);
      return;
    case 'accept':
      d.accepted = true;
      addEvent(d, { type: 'accept', player: local(d, seat) });
      answered(d);
      return;
  }
}

/** One answer to a double is in: ask the next seat, or settle the double and give the declarer their turn back. */
function answered(d: Draft): void {
  d.answering = d.answering.slice(1);
  const next = d.answering[0];
  if (next !== undefined) {
    d.turn = next;
    return;
  }
  if (d.accepted) {
    d.zone += 1;
    d.stats.doublesAccepted++;
  } else d.stats.doublesAllFolded++;
  d.phase = 'lay';
  if (stillIn(d).length === 1) endHand(d);
  else continueTurn(d, d.declarer);
}

/** After `seat` laid a card (or answered): lay on while behind, else the turn passes. */
function continueTurn(d: Draft, seat: number): void {
  if (stillIn(d).length === 1) {
    endHand(d);
    return;
  }
  if (strictlyBest(d, seat) || (d.laid[seat]?.length ?? 0) === HAND_SIZE) {
    passTurn(d, seat);
    return;
  }
  d.phase = 'lay';
  d.turn = seat;
}

/** The next seat to the left who can act; the hand ends on reaching a seat that is already ahead (ruling bp-laying-ends). */
function passTurn(d: Draft, from: number): void {
  for (const seat of leftOf(d, from)) {
    if (!inHand(d, seat) || (d.laid[seat]?.length ?? 0) === HAND_SIZE) continue;
    if (strictlyBest(d, seat)) {
      endHand(d);
      return;
    }
    d.phase = 'lay';
    d.turn = seat;
    return;
  }
  endHand(d);
}

/** Clamp a peg into the positions scoreHandOn accepts (a play-off after out the back or the winner hole). */
const playable = (board: BoardRules, peg: number): number => Math.min(board.winnerHole - 1, Math.max(outTheBack(board) + 1, peg));

function endHand(d: Draft): void {
  const board = boardOf(d.o);
  const still = stillIn(d);
  const best = Math.max(...still.map((seat) => keyOf(d, seat)));
  const winners = still.filter((seat) => keyOf(d, seat) === best);
  const events = [...d.events, { type: 'win', players: winners.map((w) => local(d, w)) } as const];
  const scored = scoreHandOn(
    board,
    d.seats.map((seat) => playable(board, d.handStart[seat] ?? 0)),
    events,
  );
  if (!scored.ok) throw new Error(`Bluff 'N' Peg model bug: the hand does not score (${scored.error.message})`);
  const moves = Array.from({ length: d.o.players }, (_, seat): PegMove | null => {
    const m = scored.value.moves[local(d, seat)];
    return m === undefined ? null : { ...m, player: seat, from: d.pegs[seat] ?? 0, to: d.playOff ? (d.pegs[seat] ?? 0) : m.to };
  });
  d.events = events;
  d.last = { winners, moves, zone: d.zone, playOff: d.playOff };
  const stats = { ...d.stats, tiedHands: d.stats.tiedHands + (winners.length > 1 ? 1 : 0) };
  if (!d.playOff) {
    for (const m of moves) {
      if (m === null) continue;
      if (m.from >= START_HOLE && m.to < START_HOLE) stats.lastChanceEntries++;
      if (m.from < START_HOLE && m.to >= START_HOLE) stats.lastChanceRescues++;
    }
    d.pegs = moves.map((m, seat) => m?.to ?? d.pegs[seat] ?? 0);
  }
  d.stats = stats;

  const atLimit = d.stats.hands >= d.o.handLimit;
  if (d.playOff) {
    if (winners.length === 1 || atLimit) {
      finish(d, winners, d.end ?? 'hand-limit');
      return;
    }
    deal(d, winners, nextDealer(d, winners), true);
    return;
  }
  const over = gameOverAfter(d.pegs, board);
  if (over !== null) {
    d.end = over.reason;
    if (over.leaders.length === 1 || atLimit) {
      finish(d, over.leaders, over.reason);
      return;
    }
    deal(d, over.leaders, nextDealer(d, over.leaders), true);
    return;
  }
  if (atLimit) {
    const top = Math.max(...d.pegs);
    finish(
      d,
      d.pegs.flatMap((p, seat) => (p === top ? [seat] : [])),
      'hand-limit',
    );
    return;
  }
  deal(d, d.seats.length === d.o.players ? d.seats : Array.from({ length: d.o.players }, (_, i) => i), nextDealer(d, d.seats), false);
}

/** The deal passes left, to the next seat that plays the coming hand. */
function nextDealer(d: Draft, seats: readonly number[]): number {
  for (let k = 1; k <= d.o.players; k++) {
    const seat = (d.dealer + k) % d.o.players;
    if (seats.includes(seat)) return seat;
  }
  return d.dealer;
}

function finish(d: Draft, winners: readonly number[], end: EndReason): void {
  d.winners = [...winners];
  d.end = end;
  d.phase = 'over';
  d.turn = -1;
}
