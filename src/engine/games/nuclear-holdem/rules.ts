/**
 * Nuclear Annihilation Hold'em's rules as a reducer: the course of the game,
 * the legal moves, the trusted `apply`, the outcome and the conservation
 * audit (the state's shape is in state.ts, what a seat sees in view.ts).
 * Votes, winners and the board of states come from mechanics.ts; hands are
 * ranked by the fast evaluator under the game's own ruleset (jokers dead).
 * Each ruling this file carries out is named where it acts. Nothing here
 * reads the game's words or its computer players.
 */
import { isJoker, type Card } from '../../hands/cards.ts';
import { actionOrder, passesWith, statesOnBoard, winnersOf, type Ballot, type Role, type VoteKind } from './mechanics.ts';
import { checkOptions, NH_OPTIONS, type NhOptions } from './options.ts';
import { rngAt, type Rng } from '../../play/random.ts';
import {
  handValue,
  isRoleCard,
  NH_STATS,
  nhToAct,
  packOf,
  roleOf,
  rolesOf,
  seatName,
  sortedCards,
  type CheckRecord,
  type NhAction,
  type NhMove,
  type NhStat,
  type NhState,
} from './state.ts';
import { nhView, type NhView } from './view.ts';
import type { GameRules, Outcome, SeatMove } from '../../play/types.ts';

// ---------------------------------------------------------------------------
// Drafts: each move copies the state once

/**
 * A state being made by one move: a shallow copy of the state before it,
 * which only that move sees until `nhApply` returns it. The helpers below set
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
    // A persuader who draws a joker can cross off the last state before the receiver takes the card: it goes to the discards.
    if (d.persuade !== null && d.persuade.card >= 0) d.discards = [...d.discards, d.persuade.card];
    d.persuade = null;
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

// ---------------------------------------------------------------------------
// apply

/**
 * The state after `move`, which is one of `nhLegalMoves(s, seat)` (trusted:
 * nothing is checked; a move from outside goes through the framework's
 * `play`, which finds it among the legal moves first).
 */
export function nhApply(s: NhState, { seat, move }: SeatMove<NhMove>): NhState {
  const d: Draft = { ...s };
  applyTo(d, seat, move);
  return d;
}

/** Carry out `m` by `seat` on the draft. */
function applyTo(d: Draft, seat: number, m: NhMove): void {
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

// ---------------------------------------------------------------------------
// The end: the outcome and the audit

const plural = (k: number, one: string, many = `${one}s`): string => `${k} ${k === 1 ? one : many}`;

/** The winners and the sentence that says why, once the game has ended. */
function verdict(s: NhState): { winners: number[]; summary: string } | null {
  const e = s.ending;
  if (e === null) return null;
  const roles = rolesOf(s);
  switch (e.kind) {
    case 'board-empty':
    case 'round-limit': {
      const v = winnersOf(roles, { kind: 'board-empty' });
      const why =
        e.kind === 'round-limit'
          ? `No decision after ${plural(s.round, 'round')}, so the game ends as if every state had fallen`
          : 'Every state is lost with no decision';
      return {
        winners: [...v.winners],
        summary: v.winners.length > 0 ? `${why}: the Communists win.` : `${why}, and with no Communist at the table everyone loses.`,
      };
    }
    case 'disarm':
    case 'launch': {
      const v = winnersOf(roles, e);
      const names = v.winners.map(seatName).join(', ');
      const last = s.votes.at(-1);
      const tally = last === undefined ? '' : ` ${last.for} to ${last.against}`;
      const side =
        e.kind === 'launch'
          ? `the kings and jacks who voted for it win${v.winners.length > 0 ? ` (${names})` : ', and none did'}`
          : roles.includes('joker')
            ? `a Communist is at the table, so the jokers win (${names})`
            : `the queens and jacks who voted for it win${v.winners.length > 0 ? ` (${names})` : ', and none did'}`;
      return {
        winners: [...v.winners],
        summary: `In round ${s.round} the ${e.kind === 'launch' ? 'launch' : 'disarmament'} passed${tally}: ${side}.`,
      };
    }
  }
}

const count = <T>(xs: readonly T[], keep: (x: T) => boolean): number => xs.reduce((k, x) => (keep(x) ? k + 1 : k), 0);
type RoleStats = { readonly [R in Role as `${R}Seats` | `${R}Wins`]: number };

export function nhOutcome(s: NhState): Outcome | null {
  const v = verdict(s);
  const e = s.ending;
  if (v === null || e === null) return null;
  const roles = rolesOf(s);
  const won = v.winners.length > 0;
  const communistsWin = won && v.winners.every((w) => roles[w] === 'joker') ? 1 : 0;
  const seats = (role: Role): number => count(roles, (r) => r === role);
  const wins = (role: Role): number => count(v.winners, (w) => roles[w] === role);
  // One literal with every key named, not keys added one by one: that made a
  // dictionary-mode object, slow to read and to add up at every game.
  const stats = {
    ...s.stats,
    launch: e.kind === 'launch' ? 1 : 0,
    disarm: e.kind === 'disarm' ? 1 : 0,
    boardEmpty: e.kind === 'board-empty' ? 1 : 0,
    roundLimit: e.kind === 'round-limit' ? 1 : 0,
    statesLost: s.lost.length,
    nobodyWins: won ? 0 : 1,
    communistsWin,
    // A joker is someone's role card when the game ends: the board falling, or any disarmament, then wins for the Communists.
    communistAtEnd: seats('joker') > 0 ? 1 : 0,
    // A joker became someone's role card, at the role draw or from a hand later: the lever a designer can pull (fewer jokers).
    jokerReached: s.stats.jokersAtDeal + s.stats.jokerSwaps > 0 ? 1 : 0,
    hawksWin: e.kind === 'launch' && won ? 1 : 0,
    dovesWin: e.kind === 'disarm' && won && communistsWin === 0 ? 1 : 0,
    kingSeats: seats('king'),
    kingWins: wins('king'),
    queenSeats: seats('queen'),
    queenWins: wins('queen'),
    jackSeats: seats('jack'),
    jackWins: wins('jack'),
    jokerSeats: seats('joker'),
    jokerWins: wins('joker'),
  } satisfies Record<string, number> & RoleStats;
  return {
    winners: v.winners,
    tie: false,
    scores: roles.map((_, i) => (v.winners.includes(i) ? 1 : 0)),
    length: s.round,
    stats,
    summary: v.summary,
  };
}

/** Every card accounted for once (role cards, hands, board, deck, discards, a card in transit), and every state once. */
export function nhAudit(s: NhState): string | null {
  const held: Card[] = [...s.roleCards.filter((c): c is Card => c !== null), ...s.hands.flat(), ...s.board, ...s.deck, ...s.discards];
  if (s.phase === 'replace' && s.persuade !== null) held.push(s.persuade.card);
  const pack = packOf(s.o);
  if (held.length !== pack.length) return `${held.length} cards are accounted for, but the pack has ${pack.length}.`;
  const seen = new Set(held);
  if (seen.size !== held.length || pack.some((c) => !seen.has(c))) return 'A card is missing or counted twice.';
  if (s.phase !== 'homes' && s.roleCards.some((c) => c === null)) return 'A seat has no role card.';
  const places = [...s.states, ...s.lost.map((l) => l.postal)];
  if (places.length !== s.statesStart || new Set(places).size !== places.length) return 'A state is missing or crossed off twice.';
  if (s.phase !== 'homes' && s.phase !== 'over' && s.hands.some((h) => h.length !== 2)) return 'A seat does not hold two hole cards.';
  if (s.phase === 'discard' && s.dealt.some((cards, seat) => cards.some((c) => !(s.hands[seat] ?? []).includes(c))))
    return 'A card of the deal that a seat may still throw away is not in its hand.';
  return null;
}

// ---------------------------------------------------------------------------

export const RULES: GameRules<typeof NH_OPTIONS, NhState, NhMove, NhView> = {
  id: 'nuclear-holdem',
  options: NH_OPTIONS,
  checkOptions,
  lengthUnit: 'rounds',
  everyoneCanLose: true,
  // Homes, then per round: discard decisions, showdown, and each winner's action, follow-up and ballots; every cross removes a state.
  maxMoves: (o: NhOptions) => o.players + o.roundLimit * (o.players * (o.discards + 1) + o.players + o.players * (o.players + 2)) + 51,
  seats: (o) => o.players,
  newGame: newNhGame,
  toAct: nhToAct,
  legalMoves: nhLegalMoves,
  apply: nhApply,
  view: nhView,
  outcome: nhOutcome,
  audit: nhAudit,
};
