/**
 * Nina's Five mechanics: the shape of a trick, who takes it, the peekaboo
 * swap's odds, the race to six tricks, and what the deck can supply.
 *
 * Seats 0..3 sit clockwise; partners sit across, so team 'a' is seats 0 and
 * 2 and team 'b' is seats 1 and 3. A team's cards are the cards its two
 * players have face up (up to four). A joker a player plays is declared at
 * once (HeldCard.declared); a joker in the community cards stays free and
 * each team reads it its own way, which evaluating each team separately does.
 */
import { JOKER_B, NATURAL_CARDS, formatCard, isJoker, type Card, type HeldCard } from '../../hands/cards.ts';
import { fail, type EngineError, type Result } from '../../result.ts';
import { evaluateHand, type Evaluation } from '../../hands/evaluate.ts';
import { describeValue, isList, isOneOf, isRecord, isWhole } from '../../input.ts';
import { RULESETS, type CardRuleset } from '../../hands/rulesets.ts';

const RULES: CardRuleset = RULESETS['ninas-five'];

export const TEAMS = ['a', 'b'] as const;
export type Team = (typeof TEAMS)[number];
export const SEATS = 4;
export const teamOfSeat = (seat: number): Team => (seat % 2 === 0 ? 'a' : 'b');
const other = (team: Team): Team => (team === 'a' ? 'b' : 'a');

/** One trick, in order. Plays go clockwise from the dealer's left, one card per player. */
export const TRICK_STEPS = ['flop', 'first-plays', 'peekaboo', 'river', 'second-plays', 'score'] as const;
export type TrickStep = (typeof TRICK_STEPS)[number];
export const TRICK_STEP_INFO: {
  readonly [S in TrickStep]: { readonly community: number; readonly plays: number; readonly summary: string };
} = {
  flop: { community: 2, plays: 0, summary: 'Two community cards are turned face up.' },
  'first-plays': { community: 0, plays: 4, summary: 'Each player lays one card face up.' },
  peekaboo: { community: 0, plays: 0, summary: "Each team may swap one of its opponents' face-up cards for its face-down peekaboo card." },
  river: { community: 1, plays: 0, summary: 'A third community card is turned face up.' },
  'second-plays': { community: 0, plays: 4, summary: 'Each player lays a second card beside their first.' },
  score: {
    community: 0,
    plays: 0,
    summary:
      "Each team's best five from its four cards and the three community cards; the higher hand takes the trick, equal hands take nothing.",
  },
};
export const TEAM_CARDS = 4;
export const COMMUNITY_CARDS = 3;
export const TRICKS_TO_WIN = 6;

export const NF_ERROR_CODES = [
  'bad-trick',
  'too-many-cards',
  'duplicate-card',
  'bad-card',
  'declared-community-joker',
  'bad-swap',
  'bad-result',
  'game-over',
  'bad-plan',
] as const;
export type NfErrorCode = (typeof NF_ERROR_CODES)[number];
export type NfError = EngineError<NfErrorCode>;
type NfResult<T> = Result<T, NfError>;

export interface TrickCards {
  readonly community: readonly HeldCard[];
  readonly a: readonly HeldCard[];
  readonly b: readonly HeldCard[];
}

/** One card as given: in the 54-card deck, and only a joker may be declared, as a natural card. */
const isHeld = (held: unknown): held is HeldCard =>
  isRecord(held) && isWhole(held.card, 0, JOKER_B) && (held.declared === undefined || (isNatural(held.declared) && isJoker(held.card)));

/** The shape (three lists of cards), card counts, no card twice, and community jokers left free. */
function checkTrick(trick: TrickCards): NfResult<TrickCards> {
  if (!isRecord(trick) || !isList(trick.community) || !isList(trick.a) || !isList(trick.b)) {
    return fail('bad-trick', 'A trick needs three lists of cards: the community cards and the cards each team shows.');
  }
  if (trick.community.length > COMMUNITY_CARDS) return fail('too-many-cards', `There are at most ${COMMUNITY_CARDS} community cards.`);
  for (const team of TEAMS) if (trick[team].length > TEAM_CARDS) return fail('too-many-cards', `A team shows at most ${TEAM_CARDS} cards.`);
  const seen = new Set<Card>();
  for (const held of [...trick.community, ...trick.a, ...trick.b]) {
    if (!isHeld(held))
      return fail('bad-card', 'A card is not in the 54-card deck, or a joker is declared as something that is not a card.');
    if (seen.has(held.card))
      return fail('duplicate-card', `${formatCard(held.card)} appears twice${isJoker(held.card) ? ' (the deck has two jokers)' : ''}.`);
    seen.add(held.card);
  }
  if (trick.community.some((h) => h.declared !== undefined)) {
    return fail(
      'declared-community-joker',
      'A joker among the community cards stays free: each team reads it its own way when the trick is scored.',
    );
  }
  return { ok: true, value: trick };
}
const isNatural = (c: unknown): boolean => isWhole(c, 0, NATURAL_CARDS - 1);

const teamHand = (team: readonly HeldCard[], community: readonly HeldCard[]): Evaluation => evaluateHand(RULES, [...team, ...community]);

export interface TrickResult {
  /** Null when the hands are equal: nobody takes the trick. */
  readonly winner: Team | null;
  readonly a: Evaluation;
  readonly b: Evaluation;
}

/** Who takes the trick, from the cards showing. */
export function trickWinner(trick: TrickCards): NfResult<TrickResult> {
  const checked = checkTrick(trick);
  if (!checked.ok) return checked;
  const a = teamHand(trick.a, trick.community);
  const b = teamHand(trick.b, trick.community);
  return { ok: true, value: { winner: a.key > b.key ? 'a' : b.key > a.key ? 'b' : null, a, b } };
}

// ---------------------------------------------------------------------------
// Peekaboo

export const VERDICTS = ['lose', 'tie', 'win'] as const;
export type TrickVerdict = (typeof VERDICTS)[number];

export interface SwapQuestion extends TrickCards {
  readonly swapper: Team;
  /** Index, in the opponents' cards, of the card to replace. */
  readonly replace: number;
  /** Other cards the swapping team has seen (a player's own hand): they cannot be the peekaboo card. */
  readonly known?: readonly HeldCard[];
  /** With two community cards, also deal every possible river. Otherwise the trick is judged on the cards showing. */
  readonly dealRiver?: boolean;
}

export interface SwapOdds {
  /** How many equally likely peekaboo cards (times rivers, when dealt) were counted. */
  readonly cases: number;
  /** before → after counts, for the swapping team. */
  readonly outcomes: readonly { readonly before: TrickVerdict; readonly after: TrickVerdict; readonly count: number }[];
  readonly helps: number;
  readonly hurts: number;
  readonly same: number;
}

const verdictOf = (mine: number, theirs: number): TrickVerdict => (mine > theirs ? 'win' : mine === theirs ? 'tie' : 'lose');

/**
 * The exact chance that swapping one opponent card for the face-down
 * peekaboo card helps the swapping team. The peekaboo card is any card not
 * in view (nor in `known`), all equally likely; a joker drawn that way is
 * free for the team it lands with (ruling nf-peekaboo-joker).
 */
export function peekabooSwapOdds(q: SwapQuestion): NfResult<SwapOdds> {
  const checked = checkTrick(q);
  if (!checked.ok) return checked;
  if (!isOneOf(TEAMS, q.swapper))
    return fail('bad-swap', `The swapping team must be ${TEAMS.join(' or ')}, not ${describeValue(q.swapper)}.`);
  const theirs = q[other(q.swapper)];
  if (!Number.isInteger(q.replace) || q.replace < 0 || q.replace >= theirs.length) {
    return fail('bad-swap', `Pick one of the ${theirs.length} opposing cards to replace.`);
  }
  const known = q.known ?? [];
  if (!isList(known) || !(known as readonly unknown[]).every(isHeld))
    return fail('bad-card', 'The known cards must be a list of cards from the 54-card deck.');
  const seen = new Set([...q.community, ...q.a, ...q.b, ...known].map((h) => h.card));
  if (seen.size !== q.community.length + q.a.length + q.b.length + known.length)
    return fail('duplicate-card', 'A known card is also on the table.');
  const pool = Array.from({ length: JOKER_B + 1 }, (_, c) => c).filter((c) => !seen.has(c));
  const rivers: (Card | null)[] = q.dealRiver === true && q.community.length === COMMUNITY_CARDS - 1 ? pool : [null];
  const counts = new Map<string, number>();
  let cases = 0;
  for (const river of rivers) {
    const community = river === null ? q.community : [...q.community, { card: river }];
    const mine = teamHand(q[q.swapper], community).key;
    const before = verdictOf(mine, teamHand(theirs, community).key);
    for (const peek of pool) {
      if (peek === river) continue;
      const swapped = theirs.map((h, i) => (i === q.replace ? { card: peek } : h));
      const after = verdictOf(mine, teamHand(swapped, community).key);
      counts.set(`${before}>${after}`, (counts.get(`${before}>${after}`) ?? 0) + 1);
      cases++;
    }
  }
  if (cases === 0) return fail('bad-swap', 'Every card is accounted for, so none is left to be the peekaboo card.');
  const outcomes = VERDICTS.flatMap((before) =>
    VERDICTS.map((after) => ({ before, after, count: counts.get(`${before}>${after}`) ?? 0 })),
  ).filter((o) => o.count > 0);
  const rank = (v: TrickVerdict): number => VERDICTS.indexOf(v);
  const share = (keep: (d: number) => boolean): number =>
    outcomes.filter((o) => keep(rank(o.after) - rank(o.before))).reduce((s, o) => s + o.count, 0) / cases;
  return { ok: true, value: { cases, outcomes, helps: share((d) => d > 0), hurts: share((d) => d < 0), same: share((d) => d === 0) } };
}

// ---------------------------------------------------------------------------
// The game

export interface GameState {
  /** Tricks won after each trick, in order. */
  readonly score: readonly { readonly a: number; readonly b: number }[];
  /** The first team to six tricks, or null while the game goes on. */
  readonly winner: Team | null;
}

/** The running score from trick results (a team, or null for a trick nobody took). */
export function gameScore(results: readonly (Team | null)[]): NfResult<GameState> {
  if (!Array.isArray(results)) return fail('bad-result', 'Give the trick results as a list: team a, team b, or nobody for each trick.');
  const score: { a: number; b: number }[] = [];
  let a = 0;
  let b = 0;
  let winner: Team | null = null;
  for (const [i, r] of results.entries()) {
    if (winner !== null) return fail('game-over', `Trick ${i + 1} comes after team ${winner} already won the game.`);
    if (r === 'a') a++;
    else if (r === 'b') b++;
    else if (r !== null) return fail('bad-result', `Trick ${i + 1}'s result must be team a, team b, or nobody.`);
    score.push({ a, b });
    if (a === TRICKS_TO_WIN) winner = 'a';
    else if (b === TRICKS_TO_WIN) winner = 'b';
  }
  return { ok: true, value: { score, winner } };
}

// ---------------------------------------------------------------------------
// The deck

export const DECK_SIZE = NATURAL_CARDS + 2;

/** How cards are dealt. `dealEachTrick`: hands are dealt afresh every trick (the rules as written). */
export interface DealPlan {
  readonly cardsEach: number;
  readonly peekabooPerTrick: number;
  readonly communityPerTrick: number;
  readonly tricksPerShuffle: number;
  readonly dealEachTrick: boolean;
}
export const AS_WRITTEN: DealPlan = { cardsEach: 6, peekabooPerTrick: 2, communityPerTrick: 3, tricksPerShuffle: 3, dealEachTrick: true };
/** Showdown's reading (ruling nf-six-cards-three-tricks): one deal of six lasts three tricks, two cards each per trick. */
export const AS_PLAYED: DealPlan = { cardsEach: 6, peekabooPerTrick: 2, communityPerTrick: 3, tricksPerShuffle: 3, dealEachTrick: false };

export interface DeckUse {
  /** Cards one shuffle must supply. */
  readonly needed: number;
  readonly deck: number;
  /** Cards short (0 when it fits). */
  readonly short: number;
  /** The first trick the deck cannot finish dealing, or null. */
  readonly runsOutOnTrick: number | null;
}

const DEAL_PLAN_COUNTS = ['cardsEach', 'peekabooPerTrick', 'communityPerTrick', 'tricksPerShuffle'] as const;

/** Cards one shuffle must supply under a deal plan. Every count is a whole number up to the deck's size, so the loop is short. */
export function deckUse(plan: DealPlan): NfResult<DeckUse> {
  if (!isRecord(plan))
    return fail(
      'bad-plan',
      'Describe the deal: cards each, peekaboo and community cards per trick, tricks per shuffle, and whether hands are dealt every trick.',
    );
  for (const field of DEAL_PLAN_COUNTS) {
    const min = field === 'tricksPerShuffle' ? 1 : 0;
    if (!isWhole(plan[field], min, DECK_SIZE))
      return fail('bad-plan', `${field} must be a whole number from ${min} to ${DECK_SIZE}, not ${describeValue(plan[field])}.`);
  }
  if (typeof plan.dealEachTrick !== 'boolean')
    return fail('bad-plan', `dealEachTrick must be true or false, not ${describeValue(plan.dealEachTrick)}.`);
  const hands = SEATS * plan.cardsEach;
  const perTrick = plan.peekabooPerTrick + plan.communityPerTrick;
  let used = 0;
  let runsOutOnTrick: number | null = null;
  for (let trick = 1; trick <= plan.tricksPerShuffle; trick++) {
    used += perTrick + (plan.dealEachTrick || trick === 1 ? hands : 0);
    if (used > DECK_SIZE && runsOutOnTrick === null) runsOutOnTrick = trick;
  }
  return { ok: true, value: { needed: used, deck: DECK_SIZE, short: Math.max(0, used - DECK_SIZE), runsOutOnTrick } };
}
