/**
 * Nuclear Annihilation Hold'em as a reducer: the course of the game, the
 * legal moves and `play` (the state's shape is in nuclear-holdem-state.ts). Votes, winners and the board of states come from ../nuclear.ts;
 * hands are ranked by the fast evaluator under the game's own ruleset
 * (jokers dead). Each ruling this file carries out is named where it acts.
 */
import { isJoker, type Card } from '../cards.ts';
import { actionOrder, passesWith, statesOnBoard, type Ballot, type VoteKind } from '../nuclear.ts';
import { fail, ok, type Result } from '../result.ts';
import type { NhOptions } from './nuclear-holdem-options.ts';
import { rngAt, type Rng } from './random.ts';
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
} from './nuclear-holdem-state.ts';
import type { SeatMove } from './types.ts';

// ---------------------------------------------------------------------------
// Small immutable helpers

const setAt = <T>(xs: readonly T[], i: number, x: T): T[] => xs.map((v, j) => (j === i ? x : v));
const bump = (s: NhState, stat: NhStat, by = 1): NhState => ({ ...s, stats: { ...s.stats, [stat]: s.stats[stat] + by } });
const left = (s: NhState, seat: number, k = 1): number => (seat + k) % s.n;

/** Draw the top card. A round draws at most 44 cards and at least 46 are left after the role cards, so the deck never runs out. */
function draw(s: NhState): [NhState, Card] {
  const card = s.deck[0] ?? -1;
  return [{ ...s, deck: s.deck.slice(1) }, card];
}

/**
 * A joker that reaches a hand (ruling nh-joker-swap-card, nh-joker-any-time):
 * a seat that is not yet a Communist swaps it for its role card at once, and
 * the old role card takes the joker's place in the hand. A Communist keeps the
 * other joker while discards are being made (it must throw it away in its
 * turn, ruling nh-second-joker); at any other time it throws it away at once,
 * draws a replacement and crosses off a state.
 */
function settleJokers(s0: NhState, seat: number, inDiscards: boolean): NhState {
  let s = s0;
  for (let i = 0; i < 2; i++) {
    const hand = s.hands[seat] ?? [];
    const at = hand.findIndex(isJoker);
    if (at < 0) return s;
    const joker = hand[at] ?? -1;
    const role = s.roleCards[seat] ?? null;
    if (role !== null && !isJoker(role)) {
      s = bump({ ...s, roleCards: setAt(s.roleCards, seat, joker), hands: setAt(s.hands, seat, setAt(hand, at, role)) }, 'jokerSwaps');
      continue;
    }
    if (inDiscards) return s;
    const [t, card] = draw(s);
    s = {
      ...t,
      hands: setAt(t.hands, seat, setAt(hand, at, card)),
      discards: [...t.discards, joker],
      crossing: [...t.crossing, { seat, left: 1, why: 'joker' }],
    };
  }
  return s;
}

// ---------------------------------------------------------------------------
// The game's course

const ZERO_STATS = Object.fromEntries(NH_STATS.map((k) => [k, 0])) as { readonly [K in NhStat]: number };

export function newNhGame(o: NhOptions, seed: number): NhState {
  const board = statesOnBoard(o.year, { hawaii: o.hawaii ? 'kept' : 'crossed-off' });
  const states = board.ok ? board.value.map((st) => st.postal) : [];
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
function drawRoles(s: NhState): NhState {
  const rng = rngAt(s.rng);
  const pack = rng.shuffle(packOf(s.o));
  const roleCards: Card[] = [];
  let i = 0;
  for (let seat = 0; seat < s.n; seat++) {
    while (i < pack.length && !isRoleCard(pack[i] ?? 0)) i++;
    roleCards.push(pack[i] ?? 0);
    i++;
  }
  const deck = pack.filter((c) => !roleCards.includes(c));
  return { ...s, rng: rng.state, roleCards, deck };
}

/** Shuffle every card but the role cards, deal two to each seat from the dealer's left, and open the discards. */
function startRound(s0: NhState, rng: Rng): NhState {
  const held = new Set(s0.roleCards);
  const pack = rng.shuffle(packOf(s0.o).filter((c) => !held.has(c)));
  const hands: Card[][] = Array.from({ length: s0.n }, () => []);
  let k = 0;
  for (let pass = 0; pass < 2; pass++)
    for (let j = 1; j <= s0.n; j++) {
      hands[(s0.dealer + j) % s0.n]?.push(pack[k] ?? -1);
      k++;
    }
  let s: NhState = {
    ...s0,
    rng: rng.state,
    round: s0.round + 1,
    phase: 'discard',
    turn: left(s0, s0.dealer),
    done: 0,
    hands,
    deck: pack.slice(k),
    discards: [],
    board: [],
    used: hands.map(() => 0),
    mustFold: hands.map(() => false),
    shown: hands.map(() => null),
    showing: hands.map(() => null),
    winners: [],
    acted: 0,
    persuade: null,
    vote: null,
  };
  for (let seat = 0; seat < s.n; seat++) s = settleJokers(s, seat, true);
  return advance(s);
}

/** A Communist holding the other joker must throw it away while it has a discard left. */
const forcedJoker = (s: NhState, seat: number): Card | null => {
  const role = s.roleCards[seat] ?? null;
  if (role === null || !isJoker(role)) return null;
  return (s.hands[seat] ?? []).find(isJoker) ?? null;
};

/** Move the game on until it waits for a seat's decision. */
function advance(s0: NhState): NhState {
  let s = s0;
  if (s.ending !== null) return { ...s, phase: 'over', crossing: [] };
  if (s.crossing.length > 0) return s;
  switch (s.phase) {
    case 'discard': {
      while (s.done < s.n) {
        const seat = left(s, s.dealer, s.done + 1);
        if ((s.used[seat] ?? 0) < s.o.discards) return { ...s, turn: seat };
        if (forcedJoker(s, seat) !== null && !(s.mustFold[seat] ?? false))
          s = bump({ ...s, mustFold: setAt(s.mustFold, seat, true) }, 'forcedFolds');
        s = { ...s, done: s.done + 1 };
      }
      return dealBoard(s);
    }
    case 'showdown':
      // Seats that must sit the round out were folded for them (ruling nh-second-joker).
      while (s.done < s.n && s.shown[left(s, s.dealer, s.done + 1)] !== null) s = { ...s, done: s.done + 1 };
      if (s.done < s.n) return { ...s, turn: left(s, s.dealer, s.done + 1) };
      return settleShowdown(s);
    case 'action':
      if (s.acted < s.winners.length) return { ...s, turn: s.winners[s.acted] ?? 0 };
      return endRound(s);
    case 'homes':
    case 'intel':
    case 'give':
    case 'replace':
    case 'vote':
    case 'over':
      return s;
  }
}

/** Burn one, flop three, burn one, turn one, burn one, river one. */
function dealBoard(s: NhState): NhState {
  const d = s.deck;
  const burns = [d[0], d[4], d[6]].filter((c) => c !== undefined);
  const board = [d[1], d[2], d[3], d[5], d[7]].filter((c) => c !== undefined);
  // Anyone who must sit out folds without being asked (ruling nh-second-joker).
  const shown = s.mustFold.map((f) => (f ? ('folded' as const) : null));
  return advance({ ...s, deck: d.slice(8), discards: [...s.discards, ...burns], board, phase: 'showdown', done: 0, shown });
}

function settleShowdown(s: NhState): NhState {
  const revealed = s.shown.flatMap((v, seat) => (v === 'revealed' ? [seat] : []));
  if (revealed.length === 0) return endRound(bump(s, 'foldouts')); // ruling nh-everyone-folds
  const values = revealed.map((seat) => handValue(s.hands[seat] ?? [], s.board));
  const best = Math.max(...values);
  const top = revealed.filter((_, i) => values[i] === best);
  const order = actionOrder(s.n, s.dealer, top);
  const winners = order.ok ? order.value : top;
  return advance({ ...s, phase: 'action', winners, acted: 0 });
}

function endRound(s: NhState): NhState {
  if (s.round >= s.o.roundLimit) return { ...s, ending: { kind: 'round-limit' }, phase: 'over' };
  return startRound({ ...s, dealer: left(s, s.dealer) }, rngAt(s.rng));
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
const targets = (s: NhState): number[] => Array.from({ length: s.n }, (_, i) => i).filter((i) => !s.winners.includes(i));

/**
 * The cross and home moves for a board. Each move object is made once per
 * state name and reused, and the last list made for each kind is kept, so
 * repeated calls on the same board (an immutable array shared by every state
 * that has it) return the same list. A WeakMap per board cost more than the
 * list: every cross makes a new board, so it missed and grew on every cross.
 */
type BoardMoveKind = 'cross' | 'home';
const BOARD_MOVES: { readonly [K in BoardMoveKind]: Map<string, NhMove> } = { cross: new Map(), home: new Map() };
const LAST_LIST: { [K in BoardMoveKind]: { states: readonly string[] | null; moves: NhMove[] } } = {
  cross: { states: null, moves: [] },
  home: { states: null, moves: [] },
};
function listOf(kind: BoardMoveKind, states: readonly string[]): NhMove[] {
  const last = LAST_LIST[kind];
  if (last.states === states) return last.moves;
  const byName = BOARD_MOVES[kind];
  const moves = states.map((state) => {
    let move = byName.get(state);
    if (move === undefined) {
      move = kind === 'cross' ? { kind: 'cross', state } : { kind: 'home', state };
      byName.set(state, move);
    }
    return move;
  });
  LAST_LIST[kind] = { states, moves };
  return moves;
}

export function nhLegalMoves(s: NhState, seat: number): NhMove[] {
  if (nhToAct(s) !== seat) return [];
  if (s.crossing.length > 0) return listOf('cross', s.states);
  const hand = s.hands[seat] ?? [];
  switch (s.phase) {
    case 'homes':
      return listOf('home', s.states);
    case 'discard': {
      const joker = forcedJoker(s, seat);
      if (joker !== null) return [{ kind: 'discard', card: joker }];
      return [...hand.map((card) => ({ kind: 'discard' as const, card })), { kind: 'keep' }];
    }
    case 'showdown':
      return (s.mustFold[seat] ?? false) ? [{ kind: 'fold' }] : [{ kind: 'reveal' }, { kind: 'fold' }];
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
      return s.deck.flatMap((take) => hand.map((give) => ({ kind: 'swap' as const, take, give })));
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

/**
 * The legal move equal to `move`. Every move is a flat object of numbers and
 * strings, so "equal" is: the same keys, each with the same value (what
 * moves.ts `findLegal` checks through canonical JSON, without the cost).
 * Crosses and homes, the long lists, are checked against the board directly.
 */
function matchLegal(s: NhState, seat: number, move: unknown): NhMove | undefined {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return undefined;
  const m = move as Record<string, unknown>;
  const keys = Object.keys(m);
  const named = typeof m.state === 'string' && keys.length === 2 && s.states.includes(m.state);
  if (s.crossing.length > 0) return m.kind === 'cross' && named ? { kind: 'cross', state: m.state as string } : undefined;
  if (s.phase === 'homes') return m.kind === 'home' && named ? { kind: 'home', state: m.state as string } : undefined;
  return nhLegalMoves(s, seat).find((l) => {
    const want = Object.entries(l);
    return want.length === keys.length && want.every(([k, v]) => m[k] === v);
  });
}

// ---------------------------------------------------------------------------
// play

export function nhPlay(s: NhState, { seat, move }: SeatMove<unknown>): Result<NhState> {
  if (s.phase === 'over') return fail('game-over', 'The game is over.');
  const actor = nhToAct(s);
  if (seat !== actor) return fail('not-your-turn', `It is seat ${(actor ?? 0) + 1}'s turn, not seat ${String(seat + 1)}'s.`);
  const m = matchLegal(s, seat, move);
  if (m === undefined) return fail('bad-move', 'That is not one of the legal moves here.');
  return ok(apply(s, seat, m));
}

function apply(s: NhState, seat: number, m: NhMove): NhState {
  const hand = s.hands[seat] ?? [];
  switch (m.kind) {
    case 'home': {
      const homes = setAt(s.homes, seat, m.state);
      if (seat + 1 < s.n) return { ...s, homes, turn: seat + 1 };
      const dealt = drawRoles({ ...s, homes });
      return startRound(dealt, rngAt(dealt.rng));
    }
    case 'cross': {
      const [first, ...rest] = s.crossing;
      const states = s.states.filter((p) => p !== m.state);
      const crossing = first === undefined || first.left <= 1 ? rest : [{ ...first, left: first.left - 1 }, ...rest];
      const t: NhState = { ...s, states, crossing, lost: [...s.lost, { postal: m.state, seat, round: s.round }] };
      // Ruling nh-last-state: the game ends the moment the last state is crossed off.
      return advance(states.length === 0 ? { ...t, ending: { kind: 'board-empty' } } : t);
    }
    case 'discard': {
      const [t, card] = draw(s);
      const at = hand.indexOf(m.card);
      let u: NhState = {
        ...t,
        hands: setAt(t.hands, seat, setAt(hand, at, card)),
        discards: [...t.discards, m.card],
        used: setAt(t.used, seat, (t.used[seat] ?? 0) + 1),
        crossing: [...t.crossing, { seat, left: 1, why: 'discard' }],
      };
      u = settleJokers(bump(u, 'discards'), seat, true);
      return advance(u);
    }
    case 'keep':
      return advance({ ...s, used: setAt(s.used, seat, s.o.discards) });
    case 'reveal':
    case 'fold':
      return advance({
        ...s,
        shown: setAt(s.shown, seat, m.kind === 'reveal' ? 'revealed' : 'folded'),
        showing: m.kind === 'reveal' ? setAt(s.showing, seat, hand) : s.showing,
      });
    case 'nuke': {
      const t = record(bump(s, 'nukes'), seat, 'nuke', null, null);
      return advance({ ...t, acted: t.acted + 1, crossing: [{ seat, left: s.n * s.o.nukeStates, why: 'nuke' }] });
    }
    case 'intel':
      return { ...record(bump(s, 'intel'), seat, 'intel', null, null), phase: 'intel' };
    case 'swap': {
      const at = hand.indexOf(m.give);
      const t: NhState = {
        ...s,
        deck: s.deck.filter((c) => c !== m.take),
        discards: [...s.discards, m.give],
        hands: setAt(s.hands, seat, setAt(hand, at, m.take)),
      };
      return advance({ ...settleJokers(t, seat, false), phase: 'action', acted: s.acted + 1 });
    }
    case 'check': {
      const role = s.roleCards[m.target] ?? null;
      const t = record(bump(s, 'checks'), seat, 'check', m.target, null);
      const check: CheckRecord = {
        round: s.round,
        at: t.actions.length,
        by: seat,
        target: m.target,
        role: role === null ? 'queen' : roleOf(role),
        home: s.homes[m.target] ?? '',
      };
      return advance({ ...t, checks: [...t.checks, check], acted: t.acted + 1 });
    }
    case 'persuade':
      return {
        ...record(bump(s, 'persuades'), seat, 'persuade', m.target, null),
        phase: 'give',
        persuade: { by: seat, target: m.target, card: -1 },
      };
    case 'give':
      return give(s, seat, m.card);
    case 'replace': {
      const given = s.persuade?.card ?? -1;
      const at = hand.indexOf(m.card);
      const t: NhState = { ...s, hands: setAt(s.hands, seat, setAt(hand, at, given)), discards: [...s.discards, m.card] };
      return advance({ ...t, phase: 'action', persuade: null, acted: s.acted + 1 });
    }
    case 'propose': {
      const t = record(bump(bump(s, 'votes'), m.vote === 'disarm' ? 'disarmVotes' : 'launchVotes'), seat, 'propose', null, m.vote);
      return { ...t, phase: 'vote', vote: { kind: m.vote, by: seat, ballots: s.hands.map(() => null) }, turn: left(s, seat) };
    }
    case 'ballot':
      return ballot(s, seat, m.ballot);
  }
}

function record(s: NhState, seat: number, action: NhAction, target: number | null, vote: VoteKind | null): NhState {
  return { ...s, actions: [...s.actions, { round: s.round, seat, action, target, vote }] };
}

/**
 * Persuade (ruling nh-persuade-board): the giver picks up the board and its
 * hand, passes one card, throws the rest away and draws a new hand; the board
 * is gone for the rest of the round. A role card becomes the receiver's role
 * (its old role card is thrown away); a joker given to a Communist is thrown
 * away and costs a state; any other card replaces a hand card the receiver
 * chooses.
 */
function give(s0: NhState, seat: number, card: Card): NhState {
  const target = s0.persuade?.target ?? 0;
  const rest = [...(s0.hands[seat] ?? []), ...s0.board].filter((c) => c !== card);
  let s: NhState = { ...s0, discards: [...s0.discards, ...rest], board: [], hands: setAt(s0.hands, seat, []) };
  const fresh: Card[] = [];
  for (let i = 0; i < 2; i++) {
    const [t, c] = draw(s);
    s = t;
    fresh.push(c);
  }
  s = { ...s, hands: setAt(s.hands, seat, fresh), gifts: [...s.gifts, { round: s.round, by: seat, target, card }] };
  const theirRole = s.roleCards[target] ?? null;
  if (isRoleCard(card)) {
    if (isJoker(card) && theirRole !== null && isJoker(theirRole))
      s = { ...s, discards: [...s.discards, card], crossing: [...s.crossing, { seat: target, left: 1, why: 'joker' }] };
    else s = { ...s, discards: theirRole === null ? s.discards : [...s.discards, theirRole], roleCards: setAt(s.roleCards, target, card) };
    s = settleJokers(s, seat, false);
    return advance({ ...s, phase: 'action', persuade: null, acted: s.acted + 1 });
  }
  s = settleJokers(s, seat, false);
  return advance({ ...s, phase: 'replace', turn: target, persuade: { by: seat, target, card } });
}

/** Ballots are cast one seat at a time from the proposer's left, the proposer last; then counted. */
function ballot(s: NhState, seat: number, b: Exclude<Ballot, ''>): NhState {
  const v = s.vote;
  if (v === null) return s;
  const ballots = setAt(v.ballots, seat, b);
  if (seat !== v.by) return { ...s, vote: { ...v, ballots }, turn: left(s, seat) };
  const cast = ballots.map((x) => x ?? 'against');
  const votesFor = cast.filter((x) => x === 'for').length;
  const passed = passesWith(v.kind, votesFor, s.n - votesFor, s.o);
  const t: NhState = {
    ...s,
    vote: null,
    votes: [...s.votes, { round: s.round, by: v.by, kind: v.kind, for: votesFor, against: s.n - votesFor, passed }],
  };
  if (passed) return { ...t, ending: { kind: v.kind, ballots: cast }, phase: 'over' };
  return advance({ ...t, phase: 'action', acted: s.acted + 1 });
}
