/**
 * Hand-built Nuclear Annihilation Hold'em positions for the blunder tests: five seats, written in notation, every
 * card not placed in the deck, every state not left standing lost in an earlier round, so the position passes the
 * game's own audit (checked here).
 */
import assert from 'node:assert/strict';
import { JOKER_A, JOKER_B, makeCard, RANKS, SUITS, type Card } from '../../../src/engine/hands/cards.ts';
import { statesOnBoard, type VoteKind } from '../../../src/engine/games/nuclear-holdem/mechanics.ts';
import { NH_OPTIONS, type NhOptions } from '../../../src/engine/games/nuclear-holdem/options.ts';
import { RULES } from '../../../src/engine/games/nuclear-holdem/rules.ts';
import {
  NH_STATS,
  packOf,
  roleOf,
  type ActionRecord,
  type CheckRecord,
  type NhState,
} from '../../../src/engine/games/nuclear-holdem/state.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';

/** 'Ks' is the king of spades; 'X1' and 'X2' are the two jokers. */
export function card(text: string): Card {
  if (text === 'X1') return JOKER_A;
  if (text === 'X2') return JOKER_B;
  const rank = RANKS.indexOf(text[0] as (typeof RANKS)[number]);
  const suit = SUITS.indexOf(text[1] as (typeof SUITS)[number]);
  assert.ok(rank >= 0 && suit >= 0 && text.length === 2, `bad card ${text}`);
  return makeCard(rank, suit);
}
const cards = (texts: string): Card[] => (texts === '' ? [] : texts.split(' ').map(card));

export interface NhSetup {
  readonly options?: Partial<NhOptions>;
  readonly round: number;
  readonly dealer: number;
  /** Each seat's role card. */
  readonly roles: readonly string[];
  /** Each seat's home (postal code). */
  readonly homes: readonly string[];
  /** Each seat's two hole cards. */
  readonly hands: readonly string[];
  /** The states still standing (postal codes); the rest were lost last round. */
  readonly standing: readonly string[];
  /** My background checks, made last round by `seat`: target seats. */
  readonly checks?: readonly { readonly by: number; readonly target: number }[];
  readonly step:
    | { readonly kind: 'discard'; readonly seat: number }
    /** `seat` won the showdown on `board` alone and chooses its action. */
    | { readonly kind: 'action'; readonly seat: number; readonly board: string }
    /** `seat` threw away `thrown` for the card now in its hand (the first) and must cross a state off. */
    | { readonly kind: 'cross'; readonly seat: number; readonly thrown: string }
    /** `by` won the showdown on `board` and proposed a vote; the seats from its left up to `seat` voted `cast`. */
    | {
        readonly kind: 'vote';
        readonly seat: number;
        readonly by: number;
        readonly vote: VoteKind;
        readonly board: string;
        readonly cast: readonly ('for' | 'against')[];
      };
}

const ZERO_STATS = Object.fromEntries(NH_STATS.map((k) => [k, 0])) as NhState['stats'];

export function nhPosition(setup: NhSetup): NhState {
  const o: NhOptions = { ...defaultOptions(NH_OPTIONS), ...setup.options };
  const n = o.players;
  assert.equal(setup.roles.length, n);
  const board = statesOnBoard(o.year);
  assert.ok(board.ok);
  const all = board.value.map((s) => s.postal);
  const standing = all.filter((s) => setup.standing.includes(s));
  assert.equal(standing.length, setup.standing.length, 'every standing state is on the board');
  const lost = all.filter((s) => !standing.includes(s)).map((postal, i) => ({ postal, seat: i % n, round: setup.round - 1 }));
  const roleCards = setup.roles.map(card);
  const hands = setup.hands.map(cards);
  const step = setup.step;
  const discards = step.kind === 'cross' ? [card(step.thrown)] : [];
  const shownBoard = step.kind === 'vote' || step.kind === 'action' ? cards(step.board) : [];
  const placed = new Set([...roleCards, ...hands.flat(), ...discards, ...shownBoard]);
  const deck = packOf(o).filter((c) => !placed.has(c));
  const actions: ActionRecord[] = [];
  const checks: CheckRecord[] = [];
  for (const c of setup.checks ?? []) {
    actions.push({ round: setup.round - 1, seat: c.by, action: 'check', target: c.target, vote: null });
    const role = roleCards[c.target];
    assert.ok(role !== undefined);
    checks.push({
      round: setup.round - 1,
      at: actions.length,
      by: c.by,
      target: c.target,
      role: roleOf(role),
      home: setup.homes[c.target] ?? '',
    });
  }
  const fromDealer = (seat: number): number => (seat - setup.dealer - 1 + n) % n;
  const seats = Array.from({ length: n }, (_, i) => i);
  const base: NhState = {
    o,
    n,
    rng: 12345,
    round: setup.round,
    dealer: setup.dealer,
    phase: 'discard',
    turn: step.seat,
    done: fromDealer(step.seat),
    roleCards,
    homes: setup.homes,
    hands,
    deck,
    discards,
    board: shownBoard,
    states: standing,
    statesStart: all.length,
    lost,
    crossing: [],
    // Seats before this one in the discards have made theirs.
    used: seats.map((s) => (fromDealer(s) < fromDealer(step.seat) ? o.discards : 0)),
    dealt: hands,
    mustFold: seats.map(() => false),
    shown: seats.map(() => null),
    showing: seats.map(() => null),
    winners: [],
    acted: 0,
    persuade: null,
    vote: null,
    votes: [],
    actions,
    checks,
    gifts: [],
    ending: null,
    stats: ZERO_STATS,
  };
  let state: NhState = base;
  if (step.kind === 'cross') {
    const hand = hands[step.seat] ?? [];
    state = {
      ...base,
      used: base.used.with(step.seat, 1),
      // The card drawn for the discard stays (ruling nh-discard-dealt-cards): only the other dealt card may go.
      dealt: base.dealt.with(step.seat, hand.slice(1)),
      crossing: [{ seat: step.seat, left: 1, why: 'discard' }],
    };
  }
  if (step.kind === 'action')
    state = {
      ...base,
      phase: 'action',
      done: n,
      used: seats.map(() => o.discards),
      dealt: seats.map(() => []),
      shown: seats.map((s) => (s === step.seat ? 'revealed' : 'folded')),
      showing: seats.map((s) => (s === step.seat ? (hands[s] ?? null) : null)),
      winners: [step.seat],
    };
  if (step.kind === 'vote') {
    const ballots = seats.map((): 'for' | 'against' | null => null);
    step.cast.forEach((b, i) => (ballots[(step.by + 1 + i) % n] = b));
    assert.equal((step.by + 1 + step.cast.length) % n, step.seat, 'the seat to vote comes after the ballots cast');
    state = {
      ...base,
      phase: 'vote',
      turn: step.seat,
      done: n,
      used: seats.map(() => o.discards),
      dealt: seats.map(() => []),
      shown: seats.map((s) => (s === step.by ? 'revealed' : 'folded')),
      showing: seats.map((s) => (s === step.by ? (hands[s] ?? null) : null)),
      winners: [step.by],
      actions: [...actions, { round: setup.round, seat: step.by, action: 'propose', target: null, vote: step.vote }],
      vote: { kind: step.vote, by: step.by, ballots },
    };
  }
  assert.equal(RULES.audit(state), null, 'the position passes the audit');
  return state;
}
