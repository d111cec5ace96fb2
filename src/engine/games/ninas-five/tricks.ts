/**
 * Nina's Five mechanics: how a trick is judged, the race to six tricks, the
 * peekaboo swap's odds, and what the deck can supply.
 *
 * The game (rules.ts) judges every trick with `judgeTrick` and keeps the score
 * with `addTrick`; the checked functions below (`trickWinner`,
 * `peekabooSwapOdds`, `gameScore`, `deckUse`) take outside input for the
 * engine's public API, check it, and then judge and count with the same two.
 *
 * Seats 0..3 sit clockwise (North, East, South, West); partners sit across,
 * so team 0 (North–South) is seats 0 and 2 and team 1 (East–West) seats 1
 * and 3. A team's cards are the cards its two players have face up (up to
 * four). A joker a player lays is named at once and plays as its name; a
 * joker among the community cards, or swapped in face down, stays free, and
 * each team reads it its own way, which judging each team separately does.
 */
import { JOKER_B, NATURAL_CARDS, formatCard, isJoker, type Card, type HeldCard } from '../../hands/cards.ts';
import { fail, type EngineError, type Result } from '../../result.ts';
import { describeValue, isRecord, isWhole } from '../../input.ts';
import { RULESETS, type CardRuleset } from '../../hands/rulesets.ts';
import { quickKey } from './keys.ts';

const RULES: CardRuleset = RULESETS['ninas-five'];

export const SEATS = 4;
export const TEAMS = [0, 1] as const;
/** A team: 0 is North–South (seats 0 and 2), 1 is East–West (seats 1 and 3). */
export type TeamIndex = (typeof TEAMS)[number];
export const teamOf = (seat: number): TeamIndex => (seat % 2 === 0 ? 0 : 1);
const TEAM_SEATS: readonly [readonly [number, number], readonly [number, number]] = [Object.freeze([0, 2]), Object.freeze([1, 3])];
/** A team's two seats (one shared pair per team: the bots ask on every move). */
export const seatsOf = (team: TeamIndex): readonly [number, number] => TEAM_SEATS[team];
const other = (team: TeamIndex): TeamIndex => (team === 0 ? 1 : 0);
const isTeam = (x: unknown): x is TeamIndex => x === 0 || x === 1;

export const TEAM_CARDS = 4;
/** The flop: community cards turned before the first plays; the river is the last. */
export const FLOP_CARDS = 2;
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
export type NfError = EngineError<(typeof NF_ERROR_CODES)[number]>;
type NfResult<T> = Result<T, NfError>;

// ---------------------------------------------------------------------------
// Judging a trick and keeping the score: the one implementation

/** Who takes a trick, and the two hands. */
export interface TrickJudgement {
  /** Each team's hand key (hands/key.ts: a higher key is a better hand), team 0 first. */
  readonly keys: readonly [number, number];
  /** The team with the better hand, or null when the hands are equal: nobody takes the trick. */
  readonly winner: TeamIndex | null;
}

/**
 * How a trick is judged. Each team plays the best five of its face-up cards
 * and the community cards under `rules` (the game's hand rules, with its
 * joker-copy option); the better hand takes the trick, and equal hands take
 * nothing. Cards are ids as they play: a named joker as its name, a free
 * joker as itself.
 */
export function judgeTrick(
  rules: CardRuleset,
  teams: readonly [readonly Card[], readonly Card[]],
  community: readonly Card[],
): TrickJudgement {
  const keys: [number, number] = [quickKey(rules, [...teams[0], ...community]), quickKey(rules, [...teams[1], ...community])];
  return { keys, winner: keys[0] > keys[1] ? 0 : keys[1] > keys[0] ? 1 : null };
}

/** The score after one more trick (`taker` null: nobody took it), and the first team to `tricksToWin` tricks, if any. */
export interface ScoreAfter {
  readonly score: readonly [number, number];
  readonly winner: TeamIndex | null;
}

/** The race: a trick scores one for the team that took it, and the first team to `tricksToWin` wins the game. */
export function addTrick(score: readonly [number, number], taker: TeamIndex | null, tricksToWin: number): ScoreAfter {
  const next: [number, number] = [score[0] + (taker === 0 ? 1 : 0), score[1] + (taker === 1 ? 1 : 0)];
  return { score: next, winner: next[0] >= tricksToWin ? 0 : next[1] >= tricksToWin ? 1 : null };
}

// ---------------------------------------------------------------------------
// A trick from outside

export interface TrickCards {
  readonly community: readonly HeldCard[];
  /** The cards each team shows, team 0 (North–South) first. */
  readonly teams: readonly [readonly HeldCard[], readonly HeldCard[]];
}

/** One card as given: in the 54-card deck, and only a joker may be declared, as a natural card. */
const isHeld = (held: unknown): held is HeldCard =>
  isRecord(held) && isWhole(held.card, 0, JOKER_B) && (held.declared === undefined || (isNatural(held.declared) && isJoker(held.card)));
const isNatural = (c: unknown): boolean => isWhole(c, 0, NATURAL_CARDS - 1);

/** The shape (the community and two teams' lists of cards), card counts, no card twice, and community jokers left free. */
function checkTrick(trick: unknown): NfResult<TrickCards> {
  const given = isRecord(trick) ? { community: trick.community, teams: trick.teams } : undefined;
  const lists: unknown[] = given !== undefined && Array.isArray(given.teams) ? given.teams : [];
  const [first, second] = lists;
  if (given === undefined || !Array.isArray(given.community) || lists.length !== 2 || !Array.isArray(first) || !Array.isArray(second)) {
    return fail(
      'bad-trick',
      'A trick needs the community cards and two lists of cards: the cards each team shows, team 0 (North–South) first.',
    );
  }
  const shown: { readonly community: readonly unknown[]; readonly teams: readonly [readonly unknown[], readonly unknown[]] } = {
    community: given.community,
    teams: [first, second],
  };
  if (shown.community.length > COMMUNITY_CARDS) return fail('too-many-cards', `There are at most ${COMMUNITY_CARDS} community cards.`);
  for (const team of TEAMS)
    if (shown.teams[team].length > TEAM_CARDS) return fail('too-many-cards', `A team shows at most ${TEAM_CARDS} cards.`);
  const seen = new Set<Card>();
  for (const held of [...shown.community, ...shown.teams[0], ...shown.teams[1]]) {
    if (!isHeld(held))
      return fail('bad-card', 'A card is not in the 54-card deck, or a joker is declared as something that is not a card.');
    if (seen.has(held.card))
      return fail('duplicate-card', `${formatCard(held.card)} appears twice${isJoker(held.card) ? ' (the deck has two jokers)' : ''}.`);
    seen.add(held.card);
  }
  const checked: TrickCards = {
    community: shown.community.filter(isHeld),
    teams: [shown.teams[0].filter(isHeld), shown.teams[1].filter(isHeld)],
  };
  if (checked.community.some((h) => h.declared !== undefined)) {
    return fail(
      'declared-community-joker',
      'A joker among the community cards stays free: each team reads it its own way when the trick is scored.',
    );
  }
  return { ok: true, value: checked };
}

/** A card as it plays: a declared joker as its name. */
const asPlayed = (held: HeldCard): Card => held.declared ?? held.card;
const played = (cards: readonly HeldCard[]): Card[] => cards.map(asPlayed);

/** Who takes the trick, from the cards showing (the printed hand rules). */
export function trickWinner(given: unknown): NfResult<TrickJudgement> {
  const checked = checkTrick(given);
  if (!checked.ok) return checked;
  const trick = checked.value;
  return { ok: true, value: judgeTrick(RULES, [played(trick.teams[0]), played(trick.teams[1])], played(trick.community)) };
}

// ---------------------------------------------------------------------------
// Peekaboo

export const VERDICTS = ['lose', 'tie', 'win'] as const;
export type TrickVerdict = (typeof VERDICTS)[number];

export interface SwapQuestion extends TrickCards {
  readonly swapper: TeamIndex;
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

/** The trick as `team` sees its result. */
const verdictFor = (team: TeamIndex, winner: TeamIndex | null): TrickVerdict =>
  winner === null ? 'tie' : winner === team ? 'win' : 'lose';

/** A swap question from outside, checked: the trick, the swapping team, an opposing card that is there, and the known cards. */
function checkSwap(q: unknown): NfResult<SwapQuestion & { readonly known: readonly HeldCard[] }> {
  const checked = checkTrick(q);
  if (!checked.ok) return checked;
  const trick = checked.value;
  const fields: { readonly [key: string]: unknown } = isRecord(q) ? q : {};
  const { swapper, replace, dealRiver } = fields;
  const known = fields.known ?? [];
  if (!isTeam(swapper))
    return fail('bad-swap', `The swapping team must be 0 (North–South) or 1 (East–West), not ${describeValue(swapper)}.`);
  const theirs = trick.teams[other(swapper)];
  if (!isWhole(replace, 0, theirs.length - 1)) return fail('bad-swap', `Pick one of the ${theirs.length} opposing cards to replace.`);
  const listed: readonly unknown[] = Array.isArray(known) ? known : [];
  if (!Array.isArray(known) || !listed.every(isHeld))
    return fail('bad-card', 'The known cards must be a list of cards from the 54-card deck.');
  return { ok: true, value: { ...trick, swapper, replace, known: listed, ...(dealRiver === true ? { dealRiver } : {}) } };
}

/**
 * The exact chance that swapping one opponent card for the face-down
 * peekaboo card helps the swapping team. The peekaboo card is any card not
 * in view (nor in `known`), all equally likely; a joker drawn that way is
 * free for the team it lands with (ruling nf-peekaboo-joker). The question
 * (a SwapQuestion) may be any value: it is checked first.
 */
export function peekabooSwapOdds(q: unknown): NfResult<SwapOdds> {
  const checked = checkSwap(q);
  if (!checked.ok) return checked;
  const { swapper, replace, known, dealRiver, ...trick } = checked.value;
  const theirs = trick.teams[other(swapper)];
  const shown = [...trick.community, ...trick.teams[0], ...trick.teams[1]];
  const seen = new Set([...shown, ...known].map((h) => h.card));
  if (seen.size !== shown.length + known.length) return fail('duplicate-card', 'A known card is also on the table.');
  const pool = Array.from({ length: JOKER_B + 1 }, (_, c) => c).filter((c) => !seen.has(c));
  const rivers: (Card | null)[] = dealRiver === true && trick.community.length === COMMUNITY_CARDS - 1 ? pool : [null];
  const mine = played(trick.teams[swapper]);
  const theirCards = played(theirs);
  /** The trick judged with `theirCards` for the opponents, the teams in their seats' order. */
  const judge = (them: readonly Card[], community: readonly Card[]): TrickVerdict =>
    verdictFor(swapper, judgeTrick(RULES, swapper === 0 ? [mine, them] : [them, mine], community).winner);
  const counts = new Map<string, number>();
  let cases = 0;
  for (const river of rivers) {
    const community = river === null ? played(trick.community) : [...played(trick.community), river];
    const before = judge(theirCards, community);
    for (const peek of pool) {
      if (peek === river) continue;
      const after = judge(
        theirCards.map((c, i) => (i === replace ? peek : c)),
        community,
      );
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
  /** The score after each trick, team 0 first. */
  readonly score: readonly (readonly [number, number])[];
  /** The first team to six tricks, or null while the game goes on. */
  readonly winner: TeamIndex | null;
}

/** The running score from trick results (a team, or null for a trick nobody took), by the game's own count (`addTrick`). */
export function gameScore(results: unknown): NfResult<GameState> {
  if (!Array.isArray(results))
    return fail(
      'bad-result',
      'Give the trick results as a list: team 0 (North–South), team 1 (East–West), or null for nobody, for each trick.',
    );
  const score: (readonly [number, number])[] = [];
  let now: ScoreAfter = { score: [0, 0], winner: null };
  const listed: readonly unknown[] = results;
  for (const [i, r] of listed.entries()) {
    if (now.winner !== null) return fail('game-over', `Trick ${i + 1} comes after team ${now.winner} already won the game.`);
    const taker = r === null ? null : isTeam(r) ? r : undefined;
    if (taker === undefined) return fail('bad-result', `Trick ${i + 1}'s result must be team 0, team 1, or null for nobody.`);
    now = addTrick(now.score, taker, TRICKS_TO_WIN);
    score.push(now.score);
  }
  return { ok: true, value: { score, winner: now.winner } };
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

/** A count of a deal plan from outside: a whole number from `min` up to the deck's size. */
function planCount(plan: { readonly [key: string]: unknown }, field: keyof DealPlan, min: number): NfResult<number> {
  const value = plan[field];
  if (!isWhole(value, min, DECK_SIZE))
    return fail('bad-plan', `${field} must be a whole number from ${min} to ${DECK_SIZE}, not ${describeValue(value)}.`);
  return { ok: true, value };
}

/** A deal plan from outside, checked: every count a whole number up to the deck's size (at least one trick), so the loop is short. */
function checkPlan(plan: unknown): NfResult<DealPlan> {
  if (!isRecord(plan))
    return fail(
      'bad-plan',
      'Describe the deal: cards each, peekaboo and community cards per trick, tricks per shuffle, and whether hands are dealt every trick.',
    );
  const cardsEach = planCount(plan, 'cardsEach', 0);
  if (!cardsEach.ok) return cardsEach;
  const peekabooPerTrick = planCount(plan, 'peekabooPerTrick', 0);
  if (!peekabooPerTrick.ok) return peekabooPerTrick;
  const communityPerTrick = planCount(plan, 'communityPerTrick', 0);
  if (!communityPerTrick.ok) return communityPerTrick;
  const tricksPerShuffle = planCount(plan, 'tricksPerShuffle', 1);
  if (!tricksPerShuffle.ok) return tricksPerShuffle;
  const { dealEachTrick } = plan;
  if (typeof dealEachTrick !== 'boolean')
    return fail('bad-plan', `dealEachTrick must be true or false, not ${describeValue(dealEachTrick)}.`);
  return {
    ok: true,
    value: {
      cardsEach: cardsEach.value,
      peekabooPerTrick: peekabooPerTrick.value,
      communityPerTrick: communityPerTrick.value,
      tricksPerShuffle: tricksPerShuffle.value,
      dealEachTrick,
    },
  };
}

/** Cards one shuffle must supply under a deal plan (any value: it is checked first). */
export function deckUse(given: unknown): NfResult<DeckUse> {
  const checked = checkPlan(given);
  if (!checked.ok) return checked;
  const plan = checked.value;
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
