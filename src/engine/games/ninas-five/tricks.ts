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
import type { Ruling } from '../../hands/ruling.ts';
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

// ---------------------------------------------------------------------------

function builtInDeckUse(plan: DealPlan): DeckUse {
  const use = deckUse(plan);
  if (!use.ok) throw new Error(use.error.message); // an invariant of the two plans above, not user input
  return use.value;
}
const WRITTEN = builtInDeckUse(AS_WRITTEN);
const PLAYED = builtInDeckUse(AS_PLAYED);

export const RULINGS = [
  {
    id: 'nf-six-cards-three-tricks',
    game: 'ninas-five',
    question: 'The rules deal six cards each for every hand and reshuffle after three. Does the deck last?',
    seedSays: '"If fewer then 3 hands have been played with the deck then deal 6 cards to each player and 1 peekaboo card to each team."',
    answer: `Not as written: each trick would take ${WRITTEN.needed / AS_WRITTEN.tricksPerShuffle} cards (24 dealt, 2 peekaboo, 3 community), so three tricks need ${WRITTEN.needed} of ${DECK_SIZE} and the deck runs out during trick ${WRITTEN.runsOutOnTrick ?? 0}. Showdown deals six cards each once per shuffle; they last three tricks at two cards a player per trick, and each trick deals only its two peekaboo cards and three community cards: ${PLAYED.needed} cards a shuffle, ${DECK_SIZE - PLAYED.needed} to spare.`,
    why: "A player lays exactly two cards a trick, so six cards are exactly three tricks' worth, which matches the rule to reshuffle after three hands.",
    otherReading:
      'Word for word, every player gets six fresh cards before every trick. A table that plays it that way has to reshuffle whenever the deck runs out, which is during the second trick, so the rule to reshuffle after three tricks never comes into play.',
    brief:
      'After a shuffle, deal 6 cards each; they last 3 tricks (2 a trick). Before tricks 2 and 3, deal only the 2 new peekaboo cards. After 3 tricks, reshuffle all 54 and deal 6 each again.',
  },
  {
    id: 'nf-teams',
    game: 'ninas-five',
    question: "Which cards make a team's hand?",
    seedSays: '"each team has 7 cards (3 community cards and 4 player cards) to form hands."',
    answer: "Both partners' face-up cards (two each) plus the three community cards; the team plays the best five of those seven.",
    why: 'The rules say so; partners sit across from each other.',
  },
  {
    id: 'nf-peekaboo-swap',
    game: 'ninas-five',
    question: 'How does the peekaboo swap work?',
    seedSays: '"each team may optionally replace one of their opponent\'s cards with their peekaboo card."',
    answer:
      'After the first four plays, each team may once put its face-down peekaboo card in place of one opposing face-up card; the replaced card leaves the trick. Nobody sees the peekaboo card until the trick is scored, and an unused one is discarded.',
    why: 'The card "is face down, so this is a risk": the swap is a gamble on an unseen card, which is also how the odds tool counts it.',
  },
  {
    id: 'nf-peekaboo-joker',
    game: 'ninas-five',
    question: 'The peekaboo card I swapped in turns out to be a joker. Who decides what it is?',
    seedSays: 'The rules cover jokers played by a player and jokers in the community cards only.',
    answer:
      'The team it now belongs to reads it as any card, at scoring time, like a community joker. That is the risk of the swap: it may hand your opponents a wild card.',
    why: 'Nobody played it by choice, so no one declared it when it was played; treating it like the other unseen joker (the community one) is the closest rule.',
  },
  {
    id: 'nf-odds-as-showing',
    game: 'ninas-five',
    question: 'What does the peekaboo odds tool assume about the cards still to come?',
    seedSays: 'The rules are silent.',
    answer:
      'It judges the trick on the cards showing, with every unseen card equally likely as the peekaboo card; optionally it also deals every possible river. It does not guess which cards players will lay later.',
    why: 'Which card a player lays next is a choice, not chance, so it cannot be counted exactly.',
  },
  {
    id: 'nf-peekaboo-order',
    game: 'ninas-five',
    question: 'Which team swaps its peekaboo card first, and may the second team wait to see what the first one did?',
    seedSays:
      '"After all four cards have been played each team may optionally replace one of their opponent\'s cards with their peekaboo card."',
    answer:
      "Both teams choose at the same moment, in secret. The team on the dealer's left settles its choice first and the dealer's team second, but neither hears the other's choice until both are made; then both swaps go down together. So the second team cannot react to the first.",
    why: 'The rules give both teams the same moment, once all four cards are down, and no order. Choosing blind keeps that moment even: a team that could wait and see would always have the last word.',
    otherReading:
      'Swap in turn, out loud: the team on the dealer\'s left says "peekaboo" (or passes) first, and the dealer\'s team decides knowing that. Our simulator can play it that way (peekabooReveal=in-turn) to compare.',
    brief: 'Peekaboo: both teams choose in secret, then both swaps are shown together; the second team cannot react.',
  },
  {
    id: 'nf-peekaboo-who',
    game: 'ninas-five',
    question: "Which partner makes the team's peekaboo choice?",
    seedSays: 'The rules say only that "each team may optionally replace" a card.',
    answer:
      "The partner who laid the team's first card of the trick decides for both: the player on the dealer's left for that team, and the dealer's partner for the dealer's team. The other partner stays silent.",
    why: 'Partners may not talk about their cards, so they cannot confer; one of them has to speak for the team, and the first of the two to play is the simplest fixed choice.',
    otherReading: 'Either partner may call "peekaboo", and the first to speak decides for the team.',
  },
  {
    id: 'nf-first-dealer',
    game: 'ninas-five',
    question: 'Who deals first, who lays first, and who deals next?',
    seedSays: '"Choose one player to be the dealer." Later: "The dealer passes the deck to the player to their left."',
    answer:
      "Any player may deal first; our simulator and practice table always start with North, so East lays the first card. After every trick, tied ones included, the deal moves one seat to the left, and the player on the new dealer's left lays first in both rounds.",
    why: 'The rules leave the first dealer to the table and fix everything after it. A fixed first dealer lets a simulation show whether laying first is an advantage.',
    otherReading: 'Cut or draw for the first deal; nothing else changes.',
  },
  {
    id: 'nf-tied-trick',
    game: 'ninas-five',
    question: 'After a tied trick, does the deal still pass, and does that trick count as one of the three a deal lasts?',
    seedSays: '"If teams have equal poker hands no team wins the trick."',
    answer:
      'Yes to both. Nobody scores, but the trick was played: its cards are used up, it counts toward the three tricks before the reshuffle, and the deal passes to the left as after any other trick.',
    why: 'Each player has laid two of their six cards, so the deal has one trick fewer left whatever the result; replaying the trick would need cards nobody holds.',
    otherReading:
      'Replay a tied trick with the same dealer. That needs two more cards each, so the deal would run short before its third trick.',
  },
  {
    id: 'nf-reshuffle',
    game: 'ninas-five',
    question: 'What goes back into the deck at a reshuffle?',
    seedSays: '"If 3 hads have been played with the deck re-shuffle the 52 cards + 2 jokers."',
    answer:
      'Every card: the cards laid in the three tricks, the community cards, the cards that peekaboo swaps replaced, and the unused peekaboo cards, still unseen. If a table deals more than six cards each, any cards left in hands go back too. Then everyone gets a fresh six.',
    why: 'The rules reshuffle "the 52 cards + 2 jokers", which is the whole deck. An unused peekaboo card is never shown, so it goes back face down.',
    otherReading: 'Turn the unused peekaboo cards face up before the reshuffle, so everyone learns what they were.',
  },
  {
    id: 'nf-joker-naming',
    game: 'ninas-five',
    question: 'What may I name a joker I lay?',
    seedSays: '"When a joker is played by a player, the player must immediately choose the suit and rank for the joker."',
    answer:
      "Any card that is not already in your team's face-up cards, in the community cards or in your own hand; a card that is showing only when copying it makes five of a kind at once, because four of its rank are already in your team's cards and the community. The name then holds for the whole trick.",
    why: 'This is the copy rule of our ruling on jokers copying cards, applied at the moment you name it: a joker is a card the hand lacks, except for five of a kind. A card in your own hand would be a copy too as soon as you laid it.',
    otherReading:
      'Tables that let a joker copy any card let you name any card at all, even one that is showing; tables that never allow a copy rule out five of a kind too.',
  },
  {
    id: 'nf-joker-named-twice',
    game: 'ninas-five',
    question:
      "I named my joker the A♥, and then the real A♥ turned up in our cards (the river, my partner's card or a peekaboo card). What is my joker now?",
    seedSays: 'The rules are silent.',
    answer:
      'Still the A♥. Your team then holds that card twice and both count, as two aces or as two cards of a heart flush, so the hand is judged exactly as if the two cards were different aces of hearts.',
    why: 'A name said aloud cannot be taken back, and nobody could know the real card was coming. Changing the joker afterwards would give a second chance that the rule to name it "immediately" takes away.',
    otherReading: 'The late card cancels the name, and the joker goes back to being free, taking its best value when the trick is scored.',
  },
  {
    id: 'nf-trick-limit',
    game: 'ninas-five',
    question: 'Tied tricks score for nobody. Can a game go on for ever?',
    seedSays: 'The rules are silent.',
    answer:
      'In principle, yes. Our simulator and practice table stop a game after 50 tricks: the team with more tricks wins, and equal teams draw. In practice it never comes to that, since only about one trick in a hundred is tied.',
    why: 'A program needs a bound it can promise; 50 tricks is several times a long game, so it never changes a real result.',
    otherReading: 'Play on until a team reaches six tricks, however long it takes.',
  },
] as const satisfies readonly Ruling[];
