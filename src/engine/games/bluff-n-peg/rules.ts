/**
 * Bluff 'N' Peg as a reducer, part 2: dealing and what each move does. The
 * state and the legal moves are part 1 (bluff-n-peg-state.ts), where the
 * turn rulings are listed. Scoring a finished hand is the mechanic module's
 * `scoreHandOn`, fed the hand's events as they happen.
 */
import {
  gameOverAfter,
  HAND_SIZE,
  outTheBack,
  scoreHandOn,
  START_HOLE,
  type BluffEvent,
  type BoardRules,
  type PegMove,
} from './pegging.ts';
import { NATURAL_CARDS, rankOf, type Card } from '../../hands/cards.ts';
import { EMPTY_HAND_KEY } from '../../hands/evaluate.ts';
import { fail, ok, type Result } from '../../result.ts';
import { boardOf, type BpOptions } from './options.ts';
import {
  countStillIn,
  inHand,
  isLegal,
  keyOf,
  leftOf,
  mayDouble,
  readMove,
  showingKey,
  stillIn,
  strictlyBest,
  type BpMove,
  type BpState,
  type BpStats,
  type Draft,
  type EndReason,
} from './state.ts';
import { rngAt, type Rng } from '../../play/random.ts';

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
// Moves

const err = (code: string, message: string): Result<never> => fail(code, message);
const local = (s: BpState, seat: number): number => s.seats.indexOf(seat);

export function play(s: BpState, seat: number, raw: unknown): Result<BpState> {
  if (s.phase === 'over') return err('game-over', 'The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.o.players) return err('bad-seat', `There is no seat ${String(seat)}.`);
  if (seat !== s.turn) return err('not-your-turn', `It is Player ${s.turn + 1}'s turn.`);
  const move = readMove(raw);
  if (move === undefined || !isLegal(s, seat, move)) return err('illegal-move', 'That is not one of the legal moves now.');
  const d = copyState(s);
  apply(d, seat, move);
  return ok(d);
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

/** Clamp a peg into the positions scoreHandOn accepts (a play-off after out the back or the winner hole). */
const playable = (board: BoardRules, peg: number): number => Math.min(board.winnerHole - 1, Math.max(outTheBack(board) + 1, peg));

function endHand(d: Draft): void {
  const board = boardOf(d.o);
  const still = stillIn(d);
  let best = -Infinity;
  for (const seat of still) best = Math.max(best, keyOf(d, seat));
  const winners = still.filter((seat) => keyOf(d, seat) === best);
  const events = [...d.events, { type: 'win', players: winners.map((w) => local(d, w)) } as const];
  const scored = scoreHandOn(
    board,
    d.seats.map((seat) => playable(board, d.handStart[seat] ?? 0)),
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
