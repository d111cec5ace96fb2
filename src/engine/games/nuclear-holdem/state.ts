/**
 * Nuclear Annihilation Hold'em's state and moves as plain data, and the facts
 * the rules, the view, the words and the bots share: which card gives which
 * role, the pack, a hand's value (jokers dead), the seat to act and a seat's
 * name.
 */
import { isJoker, rankOf, type Card } from '../../hands/cards.ts';
import { fastEvaluator, type FastEvaluator } from '../../hands/fast.ts';
import type { Ballot, Role, VoteKind } from './mechanics.ts';
import { RULESETS } from '../../hands/rulesets.ts';
import type { NhOptions } from './options.ts';

export const NH_ACTIONS = ['nuke', 'intel', 'check', 'persuade', 'propose'] as const;
export type NhAction = (typeof NH_ACTIONS)[number];

export type NhMove =
  | { readonly kind: 'home'; readonly state: string }
  | { readonly kind: 'discard'; readonly card: Card }
  | { readonly kind: 'keep' }
  | { readonly kind: 'cross'; readonly state: string }
  | { readonly kind: 'reveal' }
  | { readonly kind: 'fold' }
  | { readonly kind: 'nuke' }
  | { readonly kind: 'intel' }
  | { readonly kind: 'swap'; readonly take: Card; readonly give: Card }
  | { readonly kind: 'check'; readonly target: number }
  | { readonly kind: 'persuade'; readonly target: number }
  | { readonly kind: 'give'; readonly card: Card }
  | { readonly kind: 'replace'; readonly card: Card }
  | { readonly kind: 'propose'; readonly vote: VoteKind }
  | { readonly kind: 'ballot'; readonly ballot: Exclude<Ballot, ''> };

/** What the state waits for (the `cross` queue, when not empty, comes first). */
export const NH_PHASES = ['homes', 'discard', 'showdown', 'action', 'intel', 'give', 'replace', 'vote', 'over'] as const;
export type NhPhase = (typeof NH_PHASES)[number];

/** States still to be crossed off by a seat, and why. */
export interface Crossing {
  readonly seat: number;
  readonly left: number;
  readonly why: 'discard' | 'nuke' | 'joker';
}
export interface LostState {
  readonly postal: string;
  readonly seat: number;
  readonly round: number;
}
export interface VoteRecord {
  readonly round: number;
  readonly by: number;
  readonly kind: VoteKind;
  readonly for: number;
  readonly against: number;
  readonly passed: boolean;
}
/** A winner's action as the table sees it: who did what to whom (never the cards). */
export interface ActionRecord {
  readonly round: number;
  readonly seat: number;
  readonly action: NhAction;
  readonly target: number | null;
  readonly vote: VoteKind | null;
}
/** A background check's result: private to `by`. `at` is the number of public actions when it was made. */
export interface CheckRecord {
  readonly round: number;
  readonly at: number;
  readonly by: number;
  readonly target: number;
  readonly role: Role;
  readonly home: string;
}
/** A Persuade card: known to the giver and the receiver only. */
export interface GiftRecord {
  readonly round: number;
  readonly by: number;
  readonly target: number;
  readonly card: Card;
}
export type NhEnding =
  | { readonly kind: 'disarm' | 'launch'; readonly ballots: readonly Ballot[] }
  | { readonly kind: 'board-empty' }
  | { readonly kind: 'round-limit' };

export const NH_STATS = [
  'discards',
  'nukes',
  'intel',
  'checks',
  'persuades',
  'votes',
  'disarmVotes',
  'launchVotes',
  'foldouts',
  'jokerSwaps',
  // Jokers drawn as role cards before the first deal: Communists from the start.
  'jokersAtDeal',
  'forcedFolds',
] as const;
export type NhStat = (typeof NH_STATS)[number];

export interface NhState {
  readonly o: NhOptions;
  readonly n: number;
  readonly rng: number;
  readonly round: number;
  readonly dealer: number;
  readonly phase: NhPhase;
  /** The seat whose decision the phase waits for (the crossing queue overrides it). */
  readonly turn: number;
  /** Seats done in this discard or showdown pass, counted from the dealer's left. */
  readonly done: number;
  /** Each seat's role card (a jack, queen, king or joker); null until the roles are drawn. */
  readonly roleCards: readonly (Card | null)[];
  readonly homes: readonly (string | null)[];
  readonly hands: readonly (readonly Card[])[];
  readonly deck: readonly Card[];
  readonly discards: readonly Card[];
  readonly board: readonly Card[];
  /** Postal codes of the states still on the board, alphabetical by name. */
  readonly states: readonly string[];
  readonly statesStart: number;
  readonly lost: readonly LostState[];
  readonly crossing: readonly Crossing[];
  /** Discards used this round, per seat. */
  readonly used: readonly number[];
  /**
   * The cards of this round's deal each seat still holds and may throw away
   * in its discards: a card drawn to replace a discard is kept (ruling
   * nh-discard-dealt-cards). An old role card that took a dealt joker's place
   * counts as dealt.
   */
  readonly dealt: readonly (readonly Card[])[];
  /** A Communist holding the other joker with no discard left sits the round out (ruling nh-second-joker). */
  readonly mustFold: readonly boolean[];
  readonly shown: readonly ('revealed' | 'folded' | null)[];
  /** The hole cards each seat showed at this round's showdown (later swaps do not change them). */
  readonly showing: readonly (readonly Card[] | null)[];
  /** This round's winners, in action order (clockwise from the dealer). */
  readonly winners: readonly number[];
  readonly acted: number;
  readonly persuade: { readonly by: number; readonly target: number; readonly card: Card } | null;
  readonly vote: { readonly kind: VoteKind; readonly by: number; readonly ballots: readonly (Ballot | null)[] } | null;
  readonly votes: readonly VoteRecord[];
  readonly actions: readonly ActionRecord[];
  readonly checks: readonly CheckRecord[];
  readonly gifts: readonly GiftRecord[];
  readonly ending: NhEnding | null;
  readonly stats: { readonly [K in NhStat]: number };
}

// ---------------------------------------------------------------------------
// Cards and roles

const RULES = RULESETS['nuclear-holdem'];
const JACK = 9;
const QUEEN = 10;
const KING = 11;

/** The role a role card gives. */
export function roleOf(card: Card): Role {
  if (isJoker(card)) return 'joker';
  switch (rankOf(card)) {
    case JACK:
      return 'jack';
    case QUEEN:
      return 'queen';
    default:
      return 'king';
  }
}
/** Face cards and jokers are role cards. */
export const isRoleCard = (card: Card): boolean => isJoker(card) || (rankOf(card) >= JACK && rankOf(card) <= KING);

const PACKS = [0, 1, 2].map((jokers) => Array.from({ length: 52 + jokers }, (_, i) => i));
/** The pack: 52 cards and the table's jokers (52 and 53). */
export const packOf = (o: NhOptions): readonly Card[] => PACKS[o.jokers] ?? [];

let evaluator: FastEvaluator | undefined;

/** A seat's best hand from its hole cards and the board; jokers are dead (ruling nh-dead-jokers). */
export function handValue(hole: readonly Card[], board: readonly Card[]): number {
  const cards: Card[] = [];
  for (const c of hole) if (!isJoker(c)) cards.push(c);
  for (const c of board) if (!isJoker(c)) cards.push(c);
  // Made at the first call, not at import: building its tables is the costly part.
  evaluator ??= fastEvaluator(RULES, 0);
  return evaluator.key(cards, 0);
}

/** The role each seat holds now. */
export const rolesOf = (s: NhState): Role[] => s.roleCards.map((c) => (c === null ? 'queen' : roleOf(c)));

/** The seat to act: the seat crossing states off, else the seat the phase waits for; null at the end. */
export function nhToAct(s: NhState): number | null {
  if (s.phase === 'over') return null;
  const c = s.crossing[0];
  return c === undefined ? s.turn : c.seat;
}

/** A sorted copy: the deck as a seat looking through it sees it (the view and the Intel swaps use this one order). */
export const sortedCards = (cards: readonly Card[]): Card[] => [...cards].sort((a, b) => a - b);

/** A seat's name, as the log and the outcome's summary say it: seat 0 is "Player 1". */
export const seatName = (seat: number): string => `Player ${seat + 1}`;
