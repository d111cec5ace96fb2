/**
 * Peekaboo's state and moves as plain data, and the readers of a state that
 * the rules, the view and the words share: the pot, the bet, who is still in,
 * who is all in, what a call costs, the pots as they stand. Nothing here
 * changes a state (that is `apply`, in rules.ts).
 */
import type { Category } from '../../hands/categories.ts';
import { DICE_LADDER, type Die } from '../../hands/dice.ts';
import { potsOf, type Pot, type PotAward } from './pots.ts';
import type { PeekabooOptions } from './options.ts';

export const PHASES = ['ante', 'join', 'roll', 'bet', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** How a round's pot was decided. */
export const ROUND_ENDS = ['showdown', 'uncontested', 'alone'] as const;
export type RoundEnd = (typeof ROUND_ENDS)[number];

export type PeekabooMove =
  | { readonly kind: 'ante'; readonly chips: number }
  | { readonly kind: 'join' }
  | { readonly kind: 'sit-out' }
  /** The lookers to keep, high to low; the rest are rolled again (all of them kept: the turn ends). */
  | { readonly kind: 'keep'; readonly dice: readonly Die[] }
  | { readonly kind: 'check' }
  | { readonly kind: 'call' }
  | { readonly kind: 'raise' }
  | { readonly kind: 'fold' };

/** One betting move of the round, as the whole table saw it. */
export interface BetRecord {
  readonly seat: number;
  readonly kind: 'check' | 'call' | 'raise' | 'fold';
}

/** A pot at the end of a round, with the category of the hand that took it (null when nobody showed). */
export interface PotResult extends PotAward {
  readonly category: Category | null;
}

/** A finished round, as everyone at the table saw it. */
export interface RoundResult {
  readonly round: number;
  readonly first: number;
  /** Chips won this round, every pot together (not the chips of a bet nobody matched, which went back). */
  readonly pot: number;
  readonly end: RoundEnd;
  /** Seats that lifted their cups, with their five dice (peekers first); empty unless `end` is showdown. */
  readonly shown: readonly { readonly seat: number; readonly peekers: readonly Die[]; readonly lookers: readonly Die[] }[];
  /**
   * The main pot, then any side pots (ruling pk-cover): one pot unless a player was all in at a showdown.
   * Each names its winners and their shares (ruling pk-odd-chips), and at a showdown the winning
   * category (null otherwise: ruling pk-last-player).
   */
  readonly pots: readonly PotResult[];
  /** The part of a bet that nobody else matched, given back to the player who made it (ruling pk-cover). */
  readonly returned: { readonly seat: number; readonly chips: number } | null;
}

/** Counters every game reports, zero when nothing happened, so sums over games line up. */
export const STAT_NAMES = [
  'rounds',
  'pots',
  'potChips',
  'showdowns',
  'noShowdown',
  'splits',
  'firstPlayerWins',
  'raises',
  'folds',
  'sitOuts',
  'loneRounds',
  'knockedOut',
  'sidePotRounds',
  ...DICE_LADDER.map((c) => `won:${c}`),
] as const;

/** Counters summed over a game (and, by `simulate`, over many). */
export interface PeekabooStats {
  [name: string]: number;
}

export interface PeekabooState {
  readonly o: PeekabooOptions;
  /** Chips in front of each seat (not in the pot). */
  readonly chips: readonly number[];
  /** Seats out of the game: they had no chips left at the end of a round (ruling pk-out-of-chips). */
  readonly out: readonly boolean[];
  /** The current round, from 1. */
  readonly round: number;
  /** This round's first player: names the ante, rolls first, opens the betting (ruling pk-first-player). */
  readonly first: number;
  readonly phase: Phase;
  /** The seat to act; -1 when the game is over. */
  readonly turn: number;
  readonly ante: number;
  /** Seats playing this round (they paid the ante). */
  readonly inRound: readonly boolean[];
  /** Seats that have answered the ante this round (joined or sat out). */
  readonly answered: readonly boolean[];
  readonly peekers: readonly (readonly Die[])[];
  readonly lookers: readonly (readonly Die[])[];
  /** Lookers set aside, high to low (ruling pk-kept-dice-stay). */
  readonly held: readonly (readonly Die[])[];
  readonly rollsLeft: readonly number[];
  /** Chips each seat has put in this round's pot, ante included. */
  readonly put: readonly number[];
  /** Seats that have used their one chance to check, raise or fold (ruling pk-raise-again). */
  readonly acted: readonly boolean[];
  readonly folded: readonly boolean[];
  readonly raises: number;
  /** This round's betting moves so far, in order: public, like the chips they moved (empty outside the betting). */
  readonly bets: readonly BetRecord[];
  readonly last: RoundResult | null;
  /** The roll-off for the first round: one list per roll, 0 for a seat not rolling (ruling pk-first-player). */
  readonly openingRolls: readonly (readonly number[])[];
  readonly stats: Readonly<PeekabooStats>;
  readonly rng: number;
}

// ---------------------------------------------------------------------------
// Reading a state.

export function potOf(s: Pick<PeekabooState, 'put'>): number {
  let pot = 0;
  for (const p of s.put) pot += p;
  return pot;
}
export function betOf(s: Pick<PeekabooState, 'put'>): number {
  let bet = 0;
  for (const p of s.put) if (p > bet) bet = p;
  return bet;
}
/** Still in the hand: joined this round and not folded. */
export const isLive = (s: Pick<PeekabooState, 'inRound' | 'folded'>, seat: number): boolean =>
  (s.inRound[seat] ?? false) && !(s.folded[seat] ?? false);

/** The highest ante allowed: the cap, and no more than the smallest stack still in the game (ruling pk-ante-cap). */
export function maxAnte(s: PeekabooState): number {
  const stacks = s.chips.filter((_, seat) => !(s.out[seat] ?? false));
  return Math.max(1, Math.min(s.o.maxAnte, ...stacks));
}

/** Still in the hand with no chips left to bet: all in (ruling pk-cover). */
export const isAllIn = (s: Pick<PeekabooState, 'inRound' | 'folded' | 'chips'>, seat: number): boolean =>
  isLive(s, seat) && (s.chips[seat] ?? 0) === 0;

/** What `seat` pays to call: the rest of the bet, or every chip they have left if that is less (ruling pk-cover). */
export function callOf(s: Pick<PeekabooState, 'put' | 'chips'>, seat: number): number {
  return Math.min(betOf(s) - (s.put[seat] ?? 0), s.chips[seat] ?? 0);
}

/** The pots as they stand: the main pot, then a side pot above each player who is all in (ruling pk-cover). */
export function potsNow(s: Pick<PeekabooState, 'put' | 'inRound' | 'folded' | 'chips'>): Pot[] {
  const live = s.put.map((_, seat) => isLive(s, seat));
  const allIn = s.put.map((_, seat) => isAllIn(s, seat));
  return potsOf(s.put, live, allIn);
}
