/**
 * Nina's Five's state and moves as plain data: what the rules (rules.ts)
 * change, the view (view.ts) shows a seat and the words (words.ts) tell.
 */
import type { Card } from '../../hands/cards.ts';
import type { NfOptions } from './options.ts';
import type { TeamIndex } from './tricks.ts';

export const SEAT_NAMES = ['North', 'East', 'South', 'West'] as const;
export const TEAM_NAMES = ['North–South', 'East–West'] as const;

export const STEPS = ['first-plays', 'peekaboo', 'second-plays', 'over'] as const;
export type Step = (typeof STEPS)[number];

/** A card laid in front of a player. */
export interface LaidCard {
  readonly card: Card;
  /** What a joker the player laid was named as (ruling nf-community-joker: named at once). */
  readonly as?: Card;
  /** Set when this is a team's face-down peekaboo card swapped in here (hidden until the trick is scored). */
  readonly peekabooOf?: TeamIndex;
}

/** A peekaboo decision: the opposing seat whose first card to replace, or 'pass'. */
export type PeekabooChoice = number | 'pass';

export interface SwapDone {
  readonly by: TeamIndex;
  readonly seat: number;
  /** The card it replaced (it leaves the trick). */
  readonly replaced: LaidCard;
  readonly card: Card;
}

export interface TrickRecord {
  readonly trick: number;
  readonly dealer: number;
  readonly community: readonly Card[];
  /** Each seat's two cards as scored (peekaboo cards shown). */
  readonly cards: readonly (readonly LaidCard[])[];
  readonly keys: readonly [number, number];
  /** The team that took the trick, or null for equal hands (ruling nf-tie). */
  readonly winner: TeamIndex | null;
  readonly swaps: readonly (SwapDone & { readonly effect: -1 | 0 | 1 })[];
}

export interface NfState {
  readonly o: NfOptions;
  readonly rng: number;
  /** Undealt cards, next card first. */
  readonly deck: readonly Card[];
  readonly hands: readonly (readonly Card[])[];
  readonly dealer: number;
  /** Tricks started, from 1. */
  readonly trick: number;
  /** Tricks started since the last shuffle, from 1. */
  readonly shuffleTrick: number;
  readonly step: Step;
  readonly turn: number;
  readonly community: readonly Card[];
  readonly laid: readonly (readonly LaidCard[])[];
  /** Each team's peekaboo card this trick while unused (null once used, discarded or when the option is off). */
  readonly peekaboo: readonly [Card | null, Card | null];
  /** Decisions made but not yet shown (peekabooReveal = together). */
  readonly pending: readonly [PeekabooChoice | null, PeekabooChoice | null];
  readonly swaps: readonly SwapDone[];
  /** Cards shown face up since the last shuffle and out of play (earlier tricks, replaced cards): public. */
  readonly seen: readonly Card[];
  /** Unused peekaboo cards, discarded unseen. */
  readonly buried: readonly Card[];
  readonly score: readonly [number, number];
  readonly results: readonly TrickRecord[];
}

export type NfMove =
  { readonly kind: 'lay'; readonly card: Card; readonly as?: Card } | { readonly kind: 'peekaboo'; readonly replace: PeekabooChoice };
