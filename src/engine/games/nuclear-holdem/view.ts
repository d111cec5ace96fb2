/**
 * What one seat of Nuclear Annihilation Hold'em may see. Hidden: the other
 * seats' role cards, home states and hole cards (unless shown at this round's
 * showdown), the deck (except to a seat making its Intel swap), the other
 * seats' ballots until the count, other seats' background checks and Persuade
 * cards, and the PRNG.
 */
import type { Card } from '../../hands/cards.ts';
import {
  nhToAct,
  roleOf,
  sortedCards,
  type ActionRecord,
  type CheckRecord,
  type GiftRecord,
  type LostState,
  type NhEnding,
  type NhPhase,
  type NhState,
  type VoteRecord,
} from './state.ts';
import type { Ballot, Role, VoteKind } from './mechanics.ts';
import type { NhOptions } from './options.ts';

export interface NhView {
  readonly seat: number;
  readonly players: number;
  readonly round: number;
  readonly dealer: number;
  /** 'cross' while some seat is crossing states off. */
  readonly phase: NhPhase | 'cross';
  readonly toAct: number | null;
  /** My role and role card (null before the roles are drawn). */
  readonly role: Role | null;
  readonly roleCard: Card | null;
  readonly home: string | null;
  readonly hand: readonly Card[];
  /**
   * The cards of this round's deal I still hold, which my discards may throw
   * away (ruling nh-discard-dealt-cards; a card drawn for a discard is kept);
   * empty outside the discards.
   */
  readonly dealt: readonly Card[];
  readonly discardsLeft: number;
  readonly mustFold: boolean;
  readonly statesLeft: readonly string[];
  readonly statesStart: number;
  readonly lost: readonly LostState[];
  readonly board: readonly Card[];
  readonly deckSize: number;
  readonly shown: readonly ('revealed' | 'folded' | null)[];
  /** Hole cards of the seats that revealed at this round's showdown (null for the others). */
  readonly revealed: readonly (readonly Card[] | null)[];
  readonly winners: readonly number[];
  /** The deck, sorted, only while I make my Intel swap. */
  readonly deck: readonly Card[] | null;
  /** States I still have to cross off now. */
  readonly crossLeft: number;
  readonly vote: { readonly kind: VoteKind; readonly by: number; readonly cast: number; readonly mine: Ballot | null } | null;
  readonly votes: readonly VoteRecord[];
  readonly actions: readonly ActionRecord[];
  /** My own background checks. */
  readonly checks: readonly CheckRecord[];
  /** Persuade cards I gave or received. */
  readonly gifts: readonly GiftRecord[];
  /** The card I am being persuaded with, while I choose what it replaces. */
  readonly given: Card | null;
  /** Jokers in the pack (0 to 2): a rule of the table, so every seat knows it. */
  readonly jokers: number;
  readonly disarmBlock: number;
  readonly launchMargin: number;
  readonly nukeStates: number;
  /** Every seat's ballot, once a vote has passed and ended the game. */
  readonly ending: NhEnding | null;
  /** The table's options: rules every seat knows (the discards allowed, the round limit). */
  readonly options: NhOptions;
}

const NONE: readonly Card[] = [];

export function nhView(s: NhState, seat: number): NhView {
  const roleCard = s.roleCards[seat] ?? null;
  const crossing = s.crossing[0];
  return {
    seat,
    players: s.n,
    round: s.round,
    dealer: s.dealer,
    phase: crossing === undefined || s.phase === 'over' ? s.phase : 'cross',
    toAct: nhToAct(s),
    role: roleCard === null ? null : roleOf(roleCard),
    roleCard,
    home: s.homes[seat] ?? null,
    hand: s.hands[seat] ?? [],
    dealt: s.phase === 'discard' ? (s.dealt[seat] ?? NONE) : NONE,
    discardsLeft: s.phase === 'discard' ? Math.max(0, s.o.discards - (s.used[seat] ?? 0)) : 0,
    mustFold: s.mustFold[seat] ?? false,
    statesLeft: s.states,
    statesStart: s.statesStart,
    lost: s.lost,
    board: s.board,
    deckSize: s.deck.length,
    shown: s.shown,
    revealed: s.showing,
    winners: s.winners,
    deck: s.phase === 'intel' && crossing === undefined && s.turn === seat ? sortedCards(s.deck) : null,
    crossLeft: crossing !== undefined && crossing.seat === seat ? crossing.left : 0,
    vote:
      s.vote === null
        ? null
        : { kind: s.vote.kind, by: s.vote.by, cast: s.vote.ballots.filter((b) => b !== null).length, mine: s.vote.ballots[seat] ?? null },
    votes: s.votes,
    actions: s.actions,
    // Most games make no checks and no gifts: share the state's empty list then.
    checks: s.checks.length === 0 ? s.checks : s.checks.filter((c) => c.by === seat),
    gifts: s.gifts.length === 0 ? s.gifts : s.gifts.filter((g) => g.by === seat || g.target === seat),
    given: s.phase === 'replace' && s.persuade?.target === seat ? s.persuade.card : null,
    jokers: s.o.jokers,
    disarmBlock: s.o.disarmBlock,
    launchMargin: s.o.launchMargin,
    nukeStates: s.o.nukeStates,
    ending: s.ending,
    options: s.o,
  };
}
