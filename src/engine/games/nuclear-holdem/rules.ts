/**
 * Nuclear Annihilation Hold'em as a reducer: the course of the game, the
 * legal moves and `play` (the state's shape is in nuclear-holdem-state.ts). Votes, winners and the board of states come from ../nuclear.ts;
 * hands are ranked by the fast evaluator under the game's own ruleset
 * (jokers dead). Each ruling this file carries out is named where it acts.
 */
import { isJoker, type Card } from '../../hands/cards.ts';
import { actionOrder, passesWith, statesOnBoard, type Ballot, type VoteKind } from './mechanics.ts';
import { fail, ok, type Result } from '../../result.ts';
import type { NhOptions } from './options.ts';
import { rngAt, type Rng } from '../../play/random.ts';
import {
  handValue,
  isRoleCard,
  NH_STATS,
  packOf,
  roleOf,
  type CheckRecord,
  type NhAction,
  type NhMove,
  type NhStat,
  type NhState,
} from './state.ts';
import type { SeatMove } from '../../play/types.ts';

// ---------------------------------------------------------------------------
// Drafts: each move copies the state once

/**
 * A state being made by one move: a shallow copy of the state before it,
 * which only that move sees until `nhPlay` returns it. The helpers below set
 * its fields in turn instead of copying all thirty-odd fields at every step.
 * The arrays and objects it shares with earlier states are replaced, never
 * written to (their element types stay readonly).
 */
type Draft = { -readonly [K in keyof NhState]: NhState[K] };

/** A copy of `xs` with item `i` replaced. */
function setAt<T>(xs: readonly T[], i: number, x: T): T[] {
  const out = xs.slice();
  if (i >= 0 && i < out.length) out[i] = x;
  return out;
}
function bump(d: Draft, stat: NhStat, by = 1): void {
  const stats: Record<NhStat, number> = { ...d.stats };
  stats[stat] += by;
  d.stats = stats;
}
const left = (s: NhState, seat: number, k = 1): number => (seat + k) % s.n;

/** Draw the top card. A round draws at most 44 cards and at least 46 are left after the role cards, so the deck never runs out. */
function draw(d: Draft): Card {
  const card = d.deck[0] ?? -1;
  d.deck = d.deck.slice(1);
  return card;
}

/**
 * A joker that reaches a hand (ruling nh-joker-swap-card, nh-joker-any-time):
 * a seat that is not yet a Communist swaps it for its role card at once, and
 * the old role card takes the joker's place in the hand. A Communist keeps the
 * other joker while discards are being made (it must throw it away in its
 * turn, ruling nh-second-joker); at any other time it throws it away at once,
 * draws a replacement and crosses off a state.
 */
function settleJokers(d: Draft, seat: number, inDiscards: boolean): void {
  for (let i = 0; i < 2; i++) {
    const hand = d.hands[seat] ?? [];
    const at = hand.findIndex(isJoker);
    if (at < 0) return;
    const joker = hand[at] ?? -1;
    const role = d.roleCards[seat] ?? null;
    if (role !== null && !isJoker(role)) {
      d.roleCards = setAt(d.roleCards, seat, joker);
      d.hands = setAt(d.hands, seat, setAt(hand, at, role));
      const dealt = d.dealt[seat] ?? [];
      if (dealt.includes(joker))
        d.dealt = setAt(
          d.dealt,
          seat,
          dealt.map((c) => (c === joker ? role : c)),
        );
      bump(d, 'jokerSwaps');
      continue;
    }
    if (inDiscards) return;
    const card = draw(d);
    d.hands = setAt(d.hands, seat, setAt(hand, at, card));
    d.discards = [...d.discards, joker];
    d.crossing = [...d.crossing, { seat, left: 1, why: 'joker' }];
  }
}

// ---------------------------------------------------------------------------
// The game's course

const ZERO_STATS = Object.fromEntries(NH_STATS.map((k) => [k, 0])) as { readonly [K in NhStat]: number };

/** The postal codes on the board for a year, made once per year: every game starts from one (they are never written to). */
const BOARDS = new Map<string, readonly string[]>();
function boardOf(o: NhOptions): readonly string[] {
  const key = `${o.year} ${o.hawaii}`;
  let states = BOARDS.get(key);
  if (states === undefined) {
    const board = statesOnBoard(o.year, { hawaii: o.hawaii ? 'kept' : 'crossed-off' });
    states = board.ok ? board.value.map((st) => st.postal) : [];
    BOARDS.set(key, states);
  }
  return states;
}

export function newNhGame(o: NhOptions, seed: number): NhState {
  const states = boardOf(o);
  const none = Array.from({ length: o.players }, () => null);
  return {
    o,
    n: o.players,
    rng: seed >>> 0,
    round: 0,
    dealer: 0,
    phase: 'homes',
    turn: 0,
    done: 0,
    roleCards: none,
    homes: none,
    hands: none.map(() => []),
    deck: packOf(o),
    discards: [],
    board: [],
    states,
    statesStart: states.length,
    lost: [],
    crossing: [],
    used: none.map(() => 0),
    dealt: none.map(() => []),
    mustFold: none.map(() => false),
    shown: none,
    showing: none,
    winners: [],
    acted: 0,
    persuade: null,
    vote: null,
    votes: [],
    actions: [],
    checks: [],
    gifts: [],
    ending: null,
    stats: ZERO_STATS,
  };
}

/** Every seat draws until it draws a face card or a joker (seat 1 first); the rest go back into the pack. */
function drawRoles(d: Draft): void {
  const rng = rngAt(d.rng);
  const pack = rng.shuffle(packOf(d.o));
  const roleCards: Card[] = [];
  let i = 0;
  for (let seat = 0; seat < d.n; seat++) {
    while (i < pack.length && !isRoleCard(pack[i] ?? 0)) i++;
    roleCards.push(pack[i] ?? 0);
    i++;
  }
  d.rng = rng.state;
  d.roleCards = roleCards;
  bump(d, 'jokersAtDeal', roleCards.filter(isJoker).length);
  d.deck = pack.filter((c) => !roleCards.includes(c));
}

/** Shuffle every card but the role cards, deal two to each seat from the dealer's left, and open the discards. */
function startRound(d: Draft, rng: Rng): void {
  const held = d.roleCards;
  const pack = rng.shuffle(packOf(d.o).filter((c) => !held.includes(c)));
  const hands: Card[][] = [];
  for (let seat = 0; seat < d.n; seat++) hands.push([]);
  let k = 0;
  for (let pass = 0; pass < 2; pass++)
    for (let j = 1; j <= d.n; j++) {
      hands[(d.dealer + j) % d.n]?.push(pack[k] ?? -1);
      k++;
    }
  d.rng = rng.state;
  d.round = d.round + 1;
  d.phase = 'discard';
  d.turn = left(d, d.dealer);
  d.done = 0;
  d.hands = hands;
  d.deck = pack.slice(k);
  d.discards = [];
  d.board = [];
  d.used = hands.map(() => 0);
  d.dealt = hands;
  d.mustFold = hands.map(() => false);
  d.shown = hands.map(() => null);
  d.showing = hands.map(() => null);
  d.winners = [];
  d.acted = 0;
  d.persuade = null;
  d.vote = null;
  for (let seat = 0; seat < d.n; seat++) settleJokers(d, seat, true);
  advance(d);
}

/** A Communist holding the other joker must throw it away while it has a discard left, dealt to it or drawn (ruling nh-second-joker). */
const forcedJoker = (s: NhState, seat: number): Card | null => {
  const role = s.roleCards[seat] ?? null;
  if (role === null || !isJoker(role)) return null;
  return (s.hands[seat] ?? []).find(isJoker) ?? null;
};

/** Move the game on until it waits for a seat's decision. */
function advance(d: Draft): void {
  if (d.ending !== null) {
    d.phase = 'over';
    d.crossing = [];
    return;
  }
  if (d.crossing.length > 0) return;
  switch (d.phase) {
    case 'discard': {
      for (; d.done < d.n; d.done++) {
        const seat = left(d, d.dealer, d.done + 1);
        if ((d.used[seat] ?? 0) < d.o.discards && ((d.dealt[seat] ?? []).length > 0 || forcedJoker(d, seat) !== null)) {
          d.turn = seat;
          return;
        }
        if (forcedJoker(d, seat) !== null && !(d.mustFold[seat] ?? false)) {
          d.mustFold = setAt(d.mustFold, seat, true);
          bump(d, 'forcedFolds');
        }
      }
      dealBoard(d);
      return;
    }
    case 'showdown':
      // Seats that must sit the round out were folded for them (ruling nh-second-joker).
      while (d.done < d.n && d.shown[left(d, d.dealer, d.done + 1)] !== null) d.done++;
      if (d.done < d.n) d.turn = left(d, d.dealer, d.done + 1);
      else settleShowdown(d);
      return;
    case 'action':
      if (d.acted < d.winners.length) d.turn = d.winners[d.acted] ?? 0;
      else endRound(d);
      return;
    case 'homes':
    case 'intel':
    case 'give':
    case 'replace':
    case 'vote':
    case 'over':
      return;
  }
}

/** Burn one, flop three, burn one, turn one, burn one, river one. */
function dealBoard(d: Draft): void {
  const deck = d.deck;
  const burns = [deck[0], deck[4], deck[6]].filter((c) => c !== undefined);
  d.board = [deck[1], deck[2], deck[3], deck[5], deck[7]].filter((c) => c !== undefined);
  d.deck = deck.slice(8);
  d.discards = [...d.discards, ...burns];
  d.phase = 'showdown';
  d.done = 0;
  // Anyone who must sit out folds without being asked (ruling nh-second-joker).
  d.shown = d.mustFold.map((f) => (f ? ('folded' as const) : null));
  advance(d);
}

function settleShowdown(d: Draft): void {
  const revealed: number[] = [];
  for (let seat = 0; seat < d.n; seat++) if (d.shown[seat] === 'revealed') revealed.push(seat);
  if (revealed.length === 0) {
    // Ruling nh-everyone-folds.
    bump(d, 'foldouts');
    endRound(d);
    return;
  }
  const values = revealed.map((seat) => handValue(d.hands[seat] ?? [], d.board));
  const best = Math.max(...values);
  const top = revealed.filter((_, i) => values[i] === best);
  const order = actionOrder(d.n, d.dealer, top);
  d.phase = 'action';
  d.winners = order.ok ? order.value : top;
  d.acted = 0;
  advance(d);
}

function endRound(d: Draft): void {
  if (d.round >= d.o.roundLimit) {
    d.ending = { kind: 'round-limit' };
    d.phase = 'over';
    return;
  }
  d.dealer = left(d, d.dealer);
  startRound(d, rngAt(d.rng));
}

// ---------------------------------------------------------------------------
// Legal moves

/** The seat to act, or null at the end. */
export function nhToAct(s: NhState): number | null {
  if (s.phase === 'over') return null;
  const c = s.crossing[0];
  return c === undefined ? s.turn : c.seat;
}

/** Non-winners a winner may target (winners are safe from each other: ruling nh-tied-winners-act). */
function targets(s: NhState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.n; i++) if (!s.winners.includes(i)) out.push(i);
  return out;
}

/**
 * The cross and home moves for a board. Each move object is made once per
 * state name and reused, and the last list made for each kind is kept, so
 * repeated calls on the same board (an immutable array shared by every state
 * that has it) return the same list. A WeakMap per board cost more than the
 * list: every cross makes a new board, so it missed and grew on every cross.
 */
type BoardMoveKind = 'cross' | 'home';
type BoardMove = NhMove & { readonly kind: BoardMoveKind };
const BOARD_MOVES: { readonly [K in BoardMoveKind]: Map<string, BoardMove> } = { cross: new Map(), home: new Map() };
const LAST_LIST: { [K in BoardMoveKind]: { states: readonly string[] | null; moves: BoardMove[] } } = {
  cross: { states: null, moves: [] },
  home: { states: null, moves: [] },
};
function listOf(kind: BoardMoveKind, states: readonly string[]): BoardMove[] {
  const last = LAST_LIST[kind];
  if (last.states === states) return last.moves;
  const moves = withoutOne(last.moves, states) ?? states.map((state) => boardMove(kind, state));
  LAST_LIST[kind] = { states, moves };
  return moves;
}
function boardMove(kind: BoardMoveKind, state: string): BoardMove {
  const byName = BOARD_MOVES[kind];
  let move = byName.get(state);
  if (move === undefined) {
    move = kind === 'cross' ? { kind: 'cross', state } : { kind: 'home', state };
    byName.set(state, move);
  }
  return move;
}
/**
 * The moves of `prev` less the one for the state a cross removed, when
 * `states` is `prev`'s board with exactly one state gone; else null. Cheaper
 * than a lookup per name, as every cross makes a new board.
 */
function withoutOne(prev: readonly BoardMove[], states: readonly string[]): BoardMove[] | null {
  if (states.length !== prev.length - 1) return null;
  let gone = 0;
  while (gone < states.length && prev[gone]?.state === states[gone]) gone++;
  for (let k = gone; k < states.length; k++) if (prev[k + 1]?.state !== states[k]) return null;
  return prev.toSpliced(gone, 1);
}

/** The commonest moves (a discard decision and a showdown come on every round), made once and shared by every list; frozen, as moves are never written to. */
const DISCARDS: readonly NhMove[] = Array.from({ length: 54 }, (_, card) => Object.freeze({ kind: 'discard', card }));
const KEEP: NhMove = Object.freeze({ kind: 'keep' });
const REVEAL: NhMove = Object.freeze({ kind: 'reveal' });
const FOLD: NhMove = Object.freeze({ kind: 'fold' });
const discardOf = (card: Card): NhMove => DISCARDS[card] ?? { kind: 'discard', card };
/** A sorted copy: the deck as a seat looking through it sees it (the view and the Intel swaps use this one order). */
export const sortedCards = (cards: readonly Card[]): Card[] => [...cards].sort((a, b) => a - b);

export function nhLegalMoves(s: NhState, seat: number): NhMove[] {
  if (nhToAct(s) !== seat) return [];
  if (s.crossing.length > 0) return listOf('cross', s.states);
  const hand = s.hands[seat] ?? [];
  switch (s.phase) {
    case 'homes':
      return listOf('home', s.states);
    case 'discard': {
      const joker = forcedJoker(s, seat);
      if (joker !== null) return [discardOf(joker)];
      // Only cards of this round's deal (ruling nh-discard-dealt-cards), in the order they sit in the hand.
      const dealt = s.dealt[seat] ?? [];
      const moves: NhMove[] = [];
      for (const card of hand) if (dealt.includes(card)) moves.push(discardOf(card));
      moves.push(KEEP);
      return moves;
    }
    case 'showdown':
      return (s.mustFold[seat] ?? false) ? [FOLD] : [REVEAL, FOLD];
    case 'action': {
      const others = targets(s);
      return [
        { kind: 'nuke' },
        ...(s.deck.length > 0 && hand.length > 0 ? [{ kind: 'intel' as const }] : []),
        ...others.map((target) => ({ kind: 'check' as const, target })),
        ...others.map((target) => ({ kind: 'persuade' as const, target })),
        { kind: 'propose', vote: 'disarm' },
        { kind: 'propose', vote: 'launch' },
      ];
    }
    case 'intel':
      // In card order, as the view shows the deck: the deck's own order is the order of the draws to come, which the seat may not see.
      return sortedCards(s.deck).flatMap((take) => hand.map((give) => ({ kind: 'swap' as const, take, give })));
    case 'give':
      return [...hand, ...s.board].map((card) => ({ kind: 'give', card }));
    case 'replace':
      return hand.map((card) => ({ kind: 'replace', card }));
    case 'vote':
      return [
        { kind: 'ballot', ballot: 'for' },
        { kind: 'ballot', ballot: 'against' },
      ];
    case 'over':
      return [];
  }
}

/** Whether `m` has exactly `count` own keys: a legal move has no others. */
const keyCount = (m: Record<string, unknown>, count: number): boolean => Object.keys(m).length === count;
const isCard = (x: unknown, cards: readonly Card[]): x is Card => typeof x === 'number' && cards.includes(x);
const isTarget = (s: NhState, x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < s.n && !s.winners.includes(x);

/**
 * The legal move equal to `move` (the same keys, each with the same value),
 * checked against the state directly instead of searching `nhLegalMoves`'
 * list: the lists are long (a cross names any state left, a swap any pair of
 * deck and hand cards), and `play` runs on every move. A test keeps the
 * search as the oracle.
 */
function matchLegal(s: NhState, seat: number, move: unknown): NhMove | undefined {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return undefined;
  const m = move as Record<string, unknown>;
  const hand = s.hands[seat] ?? [];
  const named = typeof m.state === 'string' && keyCount(m, 2) && s.states.includes(m.state);
  if (s.crossing.length > 0) return m.kind === 'cross' && named ? { kind: 'cross', state: m.state as string } : undefined;
  switch (s.phase) {
    case 'homes':
      return m.kind === 'home' && named ? { kind: 'home', state: m.state as string } : undefined;
    case 'discard': {
      const joker = forcedJoker(s, seat);
      if (
        m.kind === 'discard' &&
        keyCount(m, 2) &&
        (joker === null ? isCard(m.card, hand) && isCard(m.card, s.dealt[seat] ?? []) : m.card === joker)
      )
        return { kind: 'discard', card: m.card as Card };
      return m.kind === 'keep' && joker === null && keyCount(m, 1) ? { kind: 'keep' } : undefined;
    }
    case 'showdown':
      if (!keyCount(m, 1)) return undefined;
      if (m.kind === 'fold') return { kind: 'fold' };
      return m.kind === 'reveal' && !(s.mustFold[seat] ?? false) ? { kind: 'reveal' } : undefined;
    case 'action':
      if (m.kind === 'nuke') return keyCount(m, 1) ? { kind: 'nuke' } : undefined;
      if (m.kind === 'intel') return keyCount(m, 1) && s.deck.length > 0 && hand.length > 0 ? { kind: 'intel' } : undefined;
      if (m.kind === 'check' || m.kind === 'persuade')
        return keyCount(m, 2) && isTarget(s, m.target) ? { kind: m.kind, target: m.target } : undefined;
      if (m.kind === 'propose')
        return keyCount(m, 2) && (m.vote === 'disarm' || m.vote === 'launch') ? { kind: 'propose', vote: m.vote } : undefined;
      return undefined;
    case 'intel':
      return m.kind === 'swap' && keyCount(m, 3) && isCard(m.take, s.deck) && isCard(m.give, hand)
        ? { kind: 'swap', take: m.take, give: m.give }
        : undefined;
    case 'give':
      return m.kind === 'give' && keyCount(m, 2) && (isCard(m.card, hand) || isCard(m.card, s.board))
        ? { kind: 'give', card: m.card }
        : undefined;
    case 'replace':
      return m.kind === 'replace' && keyCount(m, 2) && isCard(m.card, hand) ? { kind: 'replace', card: m.card } : undefined;
    case 'vote':
      return m.kind === 'ballot' && keyCount(m, 2) && (m.ballot === 'for' || m.ballot === 'against')
        ? { kind: 'ballot', ballot: m.ballot }
        : undefined;
    case 'over':
      return undefined;
  }
}

// ---------------------------------------------------------------------------
// play

export function nhPlay(s: NhState, { seat, move }: SeatMove<unknown>): Result<NhState> {
  if (s.phase === 'over') return fail('game-over', 'The game is over.');
  const actor = nhToAct(s);
  if (seat !== actor) return fail('not-your-turn', `It is seat ${(actor ?? 0) + 1}'s turn, not seat ${String(seat + 1)}'s.`);
  const m = matchLegal(s, seat, move);
  if (m === undefined) return fail('bad-move', 'That is not one of the legal moves here.');
  const d: Draft = { ...s };
  apply(d, seat, m);
  return ok(d);
}

function apply(d: Draft, seat: number, m: NhMove): void {
  const hand = d.hands[seat] ?? [];
  switch (m.kind) {
    case 'home':
      d.homes = setAt(d.homes, seat, m.state);
      if (seat + 1 < d.n) {
        d.turn = seat + 1;
        return;
      }
      drawRoles(d);
      startRound(d, rngAt(d.rng));
      return;
    case 'cross': {
      const first = d.crossing[0];
      d.states = d.states.toSpliced(d.states.indexOf(m.state), 1);
      if (first !== undefined) d.crossing = first.left <= 1 ? d.crossing.slice(1) : d.crossing.with(0, { ...first, left: first.left - 1 });
      d.lost = [...d.lost, { postal: m.state, seat, round: d.round }];
      // Ruling nh-last-state: the game ends the moment the last state is crossed off.
      if (d.states.length === 0) d.ending = { kind: 'board-empty' };
      advance(d);
      return;
    }
    case 'discard': {
      const card = draw(d);
      d.hands = setAt(d.hands, seat, setAt(hand, hand.indexOf(m.card), card));
      d.discards = [...d.discards, m.card];
      d.used = setAt(d.used, seat, (d.used[seat] ?? 0) + 1);
      d.dealt = setAt(
        d.dealt,
        seat,
        (d.dealt[seat] ?? []).filter((c) => c !== m.card),
      );
      d.crossing = [...d.crossing, { seat, left: 1, why: 'discard' }];
      bump(d, 'discards');
      settleJokers(d, seat, true);
      advance(d);
      return;
    }
    case 'keep':
      d.used = setAt(d.used, seat, d.o.discards);
      advance(d);
      return;
    case 'reveal':
    case 'fold':
      d.shown = setAt(d.shown, seat, m.kind === 'reveal' ? 'revealed' : 'folded');
      if (m.kind === 'reveal') d.showing = setAt(d.showing, seat, hand);
      advance(d);
      return;
    case 'nuke':
      bump(d, 'nukes');
      record(d, seat, 'nuke', null, null);
      d.acted++;
      d.crossing = [{ seat, left: d.n * d.o.nukeStates, why: 'nuke' }];
      advance(d);
      return;
    case 'intel':
      bump(d, 'intel');
      record(d, seat, 'intel', null, null);
      d.phase = 'intel';
      return;
    case 'swap':
      d.deck = d.deck.filter((c) => c !== m.take);
      d.discards = [...d.discards, m.give];
      d.hands = setAt(d.hands, seat, setAt(hand, hand.indexOf(m.give), m.take));
      settleJokers(d, seat, false);
      d.phase = 'action';
      d.acted++;
      advance(d);
      return;
    case 'check': {
      const role = d.roleCards[m.target] ?? null;
      bump(d, 'checks');
      record(d, seat, 'check', m.target, null);
      const check: CheckRecord = {
        round: d.round,
        at: d.actions.length,
        by: seat,
        target: m.target,
        role: role === null ? 'queen' : roleOf(role),
        home: d.homes[m.target] ?? '',
      };
      d.checks = [...d.checks, check];
      d.acted++;
      advance(d);
      return;
    }
    case 'persuade':
      bump(d, 'persuades');
      record(d, seat, 'persuade', m.target, null);
      d.phase = 'give';
      d.persuade = { by: seat, target: m.target, card: -1 };
      return;
    case 'give':
      give(d, seat, m.card);
      return;
    case 'replace':
      d.hands = setAt(d.hands, seat, setAt(hand, hand.indexOf(m.card), d.persuade?.card ?? -1));
      d.discards = [...d.discards, m.card];
      d.phase = 'action';
      d.persuade = null;
      d.acted++;
      advance(d);
      return;
    case 'propose':
      bump(d, 'votes');
      bump(d, m.vote === 'disarm' ? 'disarmVotes' : 'launchVotes');
      record(d, seat, 'propose', null, m.vote);
      d.phase = 'vote';
      d.vote = { kind: m.vote, by: seat, ballots: d.hands.map(() => null) };
      d.turn = left(d, seat);
      return;
    case 'ballot':
      ballot(d, seat, m.ballot);
      return;
  }
}

function record(d: Draft, seat: number, action: NhAction, target: number | null, vote: VoteKind | null): void {
  d.actions = [...d.actions, { round: d.round, seat, action, target, vote }];
}

/**
 * Persuade (ruling nh-persuade-board): the giver picks up the board and its
 * hand, passes one card, throws the rest away and draws a new hand; the board
 * is gone for the rest of the round. A role card becomes the receiver's role
 * (its old role card is thrown away); a joker given to a Communist is thrown
 * away and costs a state; any other card replaces a hand card the receiver
 * chooses.
 */
function give(d: Draft, seat: number, card: Card): void {
  const target = d.persuade?.target ?? 0;
  const rest = [...(d.hands[seat] ?? []), ...d.board].filter((c) => c !== card);
  d.discards = [...d.discards, ...rest];
  d.board = [];
  d.hands = setAt(d.hands, seat, []);
  const fresh: Card[] = [];
  for (let i = 0; i < 2; i++) fresh.push(draw(d));
  d.hands = setAt(d.hands, seat, fresh);
  d.gifts = [...d.gifts, { round: d.round, by: seat, target, card }];
  const theirRole = d.roleCards[target] ?? null;
  if (isRoleCard(card)) {
    if (isJoker(card) && theirRole !== null && isJoker(theirRole)) {
      d.discards = [...d.discards, card];
      d.crossing = [...d.crossing, { seat: target, left: 1, why: 'joker' }];
    } else {
      if (theirRole !== null) d.discards = [...d.discards, theirRole];
      d.roleCards = setAt(d.roleCards, target, card);
    }
    settleJokers(d, seat, false);
    d.phase = 'action';
    d.persuade = null;
    d.acted++;
    advance(d);
    return;
  }
  settleJokers(d, seat, false);
  d.phase = 'replace';
  d.turn = target;
  d.persuade = { by: seat, target, card };
  advance(d);
}

/** Ballots are cast one seat at a time from the proposer's left, the proposer last; then counted. */
function ballot(d: Draft, seat: number, b: Exclude<Ballot, ''>): void {
  const v = d.vote;
  if (v === null) return;
  const ballots = setAt(v.ballots, seat, b);
  if (seat !== v.by) {
    d.vote = { ...v, ballots };
    d.turn = left(d, seat);
    return;
  }
  const cast = ballots.map((x) => x ?? 'against');
  const votesFor = cast.filter((x) => x === 'for').length;
  const passed = passesWith(v.kind, votesFor, d.n - votesFor, d.o);
  d.vote = null;
  d.votes = [...d.votes, { round: d.round, by: v.by, kind: v.kind, for: votesFor, against: d.n - votesFor, passed }];
  if (passed) {
    d.ending = { kind: v.kind, ballots: cast };
    d.phase = 'over';
    return;
  }
  d.phase = 'action';
  d.acted++;
  advance(d);
}
