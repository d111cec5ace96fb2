/**
 * Bluff 'N' Peg's rules as a reducer: dealing (after the opening draw), the
 * legal moves, what each move does, and how the game ends. The state and the
 * hands showing are state.ts, what a seat sees view.ts, the options
 * options.ts. Scoring a finished hand is the mechanic module's `scoreHandOn`
 * (pegging.ts, the same code the bluffing-zone scorer on the page runs), fed
 * the hand's events as they happen; this file decides whose turn it is.
 *
 * The turn rules are rulings (rulings.ts): cards are laid one at a time
 * (bp-one-card-at-a-time), a turn ends once the player's cards showing
 * strictly beat every other hand still in (bp-strictly-beat), the laying ends
 * when play comes round to a player who is already ahead (bp-laying-ends), a
 * player with five laid and still behind stays in without acting
 * (bp-five-laid-behind), and a double is answered by the others in order from
 * the declarer's left before the declarer goes on (bp-double-answers).
 *
 * `apply` is trusted: it is handed only moves from `legalMoves` for the seat
 * to act. A move from outside goes through the framework's `play`
 * (play/play.ts), which finds it among the legal moves first. Nothing here
 * imports the game's words or bots.
 */
import { gameOverAfter, HAND_SIZE, movePeg, outTheBack, scoreHandOn, START_HOLE, type BluffEvent, type PegMove } from './pegging.ts';
import { nextDealerAmong, playablePeg } from './turns.ts';
import { NATURAL_CARDS, rankOf, type Card } from '../../hands/cards.ts';
import { EMPTY_HAND_KEY } from '../../hands/evaluate.ts';
import { listAnd } from '../../words.ts';
import { BP_OPTIONS, boardOf, checkOptions, type BpOptions } from './options.ts';
import {
  countStillIn,
  inHand,
  keyOf,
  leftOf,
  mayDouble,
  showingKey,
  sortSmall,
  stillIn,
  strictlyBest,
  type BpMove,
  type BpState,
  type BpStats,
  type Draft,
  type EndReason,
} from './state.ts';
import { viewOf, type BpView } from './view.ts';
import { rngAt, type Rng } from '../../play/random.ts';
import type { GameRules, Outcome, SeatMove } from '../../play/types.ts';

// ---------------------------------------------------------------------------
// Dealing

/** Every counter at zero: a new game's, and a sampled state's (sampler.ts). */
export function freshStats(): BpStats {
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

/** One value per seat (a plain loop: Array.from with a length object is slow on every deal). */
function rowsOf<T>(n: number, make: () => T): T[] {
  const rows: T[] = [];
  for (let i = 0; i < n; i++) rows.push(make());
  return rows;
}

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
  d.laid = rowsOf(n, () => []);
  d.showing = rowsOf(n, () => EMPTY_HAND_KEY);
  d.thrown = rowsOf(n, () => []);
  d.discarded = rowsOf(n, () => null);
  d.folded = rowsOf(n, () => false);
  const order = leftOf(d, dealer);
  const held: Card[][] = rowsOf(n, () => []);
  let top = 0;
  for (const seat of order) {
    held[seat] = deck.slice(top, top + HAND_SIZE);
    top += HAND_SIZE;
  }
  d.held = held;
  d.deck = deck.slice(top);
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
// Moves

const local = (s: BpState, seat: number): number => s.seats.indexOf(seat);

/** The state after `move`, one of `legalMoves(s, seat)` for the seat to act (trusted: nothing is checked; the framework's `play` checks a move from outside). */
export function apply(s: BpState, { seat, move }: SeatMove<BpMove>): BpState {
  const d = copyState(s);
  applyTo(d, seat, move);
  return d;
}

/**
 * A shallow copy of the state for `apply` to change (stats too, which most
 * moves count in). Every field by name: an object literal is several times
 * cheaper than a spread here, where the rng is a heap number.
 */
function copyState(s: BpState): Draft {
  return {
    o: s.o,
    rng: s.rng,
    pegs: s.pegs,
    draw: s.draw,
    dealer: s.dealer,
    seats: s.seats,
    playOff: s.playOff,
    handStart: s.handStart,
    deck: s.deck,
    held: s.held,
    laid: s.laid,
    showing: s.showing,
    thrown: s.thrown,
    discarded: s.discarded,
    folded: s.folded,
    zone: s.zone,
    doubled: s.doubled,
    phase: s.phase,
    turn: s.turn,
    answering: s.answering,
    declarer: s.declarer,
    accepted: s.accepted,
    events: s.events,
    last: s.last,
    winners: s.winners,
    end: s.end,
    stats: { ...s.stats },
  };
}

function addEvent(d: Draft, event: BluffEvent): void {
  d.events = [...d.events, event];
}
function setAt<T>(list: readonly T[], i: number, value: T): T[] {
  const out = [...list];
  out[i] = value;
  return out;
}

/** What `move` does, written into the draft `d`. */
function applyTo(d: Draft, seat: number, move: BpMove): void {
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
      const held = [...d.held];
      let top = 0;
      for (const s of leftOf(d, d.dealer)) {
        const drawn = d.discarded[s] ?? 0;
        if (drawn > 0) held[s] = (held[s] ?? []).concat(d.deck.slice(top, top + drawn));
        top += drawn;
      }
      d.held = held;
      d.deck = d.deck.slice(top);
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
      else if (countStillIn(d) === 1) endHand(d);
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
  if (countStillIn(d) === 1) endHand(d);
  else continueTurn(d, d.declarer);
}

/** After `seat` laid a card (or answered): lay on while behind, else the turn passes. */
function continueTurn(d: Draft, seat: number): void {
  if (countStillIn(d) === 1) {
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
  const n = d.o.players;
  for (let k = 1; k <= n; k++) {
    const seat = (from + k) % n; // leftOf(d, from), without the list
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

function endHand(d: Draft): void {
  const board = boardOf(d.o);
  const still = stillIn(d);
  let best = -Infinity;
  for (const seat of still) best = Math.max(best, keyOf(d, seat));
  const winners = still.filter((seat) => keyOf(d, seat) === best);
  const events = [...d.events, { type: 'win', players: winners.map((w) => local(d, w)) } as const];
  const scored = scoreHandOn(
    board,
    d.seats.map((seat) => playablePeg(board, d.handStart[seat] ?? 0)),
    events,
  );
  if (!scored.ok) throw new Error(`Bluff 'N' Peg model bug: the hand does not score (${scored.error.message})`);
  const moves: (PegMove | null)[] = [];
  for (let seat = 0; seat < d.o.players; seat++) {
    const m = scored.value.moves[local(d, seat)];
    const from = d.pegs[seat] ?? 0;
    // The scorer's move in this seat's name, from the real peg (a play-off scores but moves no peg).
    moves.push(
      m === undefined
        ? null
        : { player: seat, outcome: m.outcome, cardsShown: m.cardsShown, points: m.points, from, to: d.playOff ? from : m.to },
    );
  }
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
const nextDealer = (d: Draft, seats: readonly number[]): number => nextDealerAmong(d.dealer, d.o.players, seats);

function finish(d: Draft, winners: readonly number[], end: EndReason): void {
  d.winners = [...winners];
  d.end = end;
  d.phase = 'over';
  d.turn = -1;
}

// ---------------------------------------------------------------------------
// The end, and the checks

const name = (seat: number): string => `Player ${seat + 1}`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const names = (seats: readonly number[]): string => listAnd(seats.map(name));

export function outcome(s: BpState): Outcome | null {
  if (s.phase !== 'over' || s.winners === null) return null;
  const stats: Record<keyof BpStats | 'outTheBack' | 'winnerHole' | 'handLimit' | 'playOffGames', number> = {
    ...s.stats,
    outTheBack: s.end === 'out-the-back' ? 1 : 0,
    winnerHole: s.end === 'winner-hole' ? 1 : 0,
    handLimit: s.end === 'hand-limit' ? 1 : 0,
    playOffGames: s.stats.playOffHands > 0 ? 1 : 0,
  };
  return {
    winners: s.winners,
    tie: s.winners.length > 1,
    scores: s.pegs,
    length: s.stats.hands,
    stats,
    summary: summary(s),
  };
}

/** How the game was decided, in one sentence (the outcome's summary, and the log's last words). */
export function summary(s: BpState): string {
  const winners = s.winners ?? [];
  const hands = plural(s.stats.hands, 'hand');
  const lead = `${names(winners)} ${winners.length === 1 ? 'wins' : 'share the win'}`;
  const playOff = s.stats.playOffHands > 0 ? ` (a tie settled by ${plural(s.stats.playOffHands, 'play-off hand')})` : '';
  switch (s.end) {
    case 'winner-hole':
      return `${lead}, reaching the winner hole after ${hands}${playOff}.`;
    case 'out-the-back': {
      const back = s.pegs.flatMap((p, seat) => (p === outTheBack(boardOf(s.o)) ? [seat] : []));
      return `${lead} with the furthest peg, after ${names(back)} went out the back in ${hands}${playOff}.`;
    }
    case 'hand-limit':
    case null:
      return `${lead} with the furthest peg, as nobody had finished after ${hands}.`;
  }
}

/** Conservation check: every card once, each seat's five, the pegs on the board and moved by exactly what the last hand scored. */
export function audit(s: BpState): string | null {
  const all = [...s.deck, ...s.held.flat(), ...s.laid.flat(), ...s.thrown.flat()];
  if (all.length !== NATURAL_CARDS || new Set(all).size !== NATURAL_CARDS || all.some((c) => c < 0 || c >= NATURAL_CARDS))
    return `the deck, hands, laid and thrown cards are not the 52 cards once each (${all.length} cards)`;
  for (let seat = 0; seat < s.o.players; seat++) {
    const cards = (s.held[seat]?.length ?? 0) + (s.laid[seat]?.length ?? 0);
    const owed = s.phase === 'discard' ? (s.discarded[seat] ?? 0) : 0;
    const expected = s.seats.includes(seat) ? 5 - owed : 0;
    if (cards !== expected) return `${name(seat)} holds and shows ${cards} cards, not ${expected}`;
    const peg = s.pegs[seat] ?? 0;
    if (peg < outTheBack(boardOf(s.o)) || peg > s.o.track) return `${name(seat)}'s peg ${peg} is off the board`;
  }
  for (let seat = 0; seat < s.o.players; seat++)
    if (s.showing[seat] !== showingKey(s.laid[seat] ?? [], s.o.deucesWild))
      return `${name(seat)}'s hand showing is not what the cards make`;
  const lays = s.events.filter((e) => e.type === 'lay').length;
  const shown = s.seats.reduce((sum, seat) => sum + (s.laid[seat]?.length ?? 0), 0);
  if (lays !== shown) return `${lays} lay events but ${shown} cards showing`;
  if (s.zone > s.doubled.length || s.doubled.length > s.o.doubles || s.zone >= s.o.multipliers.length)
    return `the bluffing peg (${s.zone}) does not match the doubles (${s.doubled.length})`;
  // Points: every peg moved by exactly what the last hand scored.
  const board = boardOf(s.o);
  if (s.last !== null)
    for (const m of s.last.moves)
      if (m !== null) {
        const to = s.last.playOff ? m.from : movePeg(m.from, m.points, board);
        if (m.to !== to || s.pegs[m.player] !== to)
          return `${name(m.player)} scored ${m.points} from ${m.from} but stands at ${s.pegs[m.player] ?? '?'}`;
      }
  return null;
}

export const RULES: GameRules<typeof BP_OPTIONS, BpState, BpMove, BpView> = {
  id: 'bluff-n-peg',
  options: BP_OPTIONS,
  checkOptions,
  lengthUnit: 'hands',
  // Per hand: a discard, five lays, a fold and a double offer per seat, and each double answered by the others.
  maxMoves: (o: BpOptions) => o.handLimit * (8 * o.players + o.doubles * (o.players - 1)),
  seats: (o) => o.players,
  newGame,
  toAct: (s) => (s.phase === 'over' ? null : s.turn),
  legalMoves,
  apply,
  view: viewOf,
  outcome,
  audit,
};
