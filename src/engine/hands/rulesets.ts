/**
 * Every ruleset as data: deck, wild and dead cards, hand shape, category
 * order, ace-low straights, ties and points. Behaviour lives in evaluate.ts /
 * makers.ts, which read these. The rulings that fill the seeds' gaps live in
 * rulings.ts (HAND_RULINGS, by ruleset id), not here, so the browser's hand
 * widgets, which import rulesets, don't download the rulings' prose.
 */
import { CATEGORIES, type Category } from './categories.ts';
import type { GameId } from '../ids.ts';
import { isOneOf } from '../input.ts';

export const RULESET_IDS = [
  'standard',
  'ninas-five',
  'nuclear-holdem',
  'pokers-wild',
  'bluff-n-peg',
  'bluff-n-peg-deuces',
  'peekaboo',
] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** Cards that may stand for any card. Each group is a fixed set of card ids (see deck.ts). */
export const WILD_GROUPS = ['jokers', 'deuces', 'one-eyed-jacks'] as const;
export type WildGroup = (typeof WILD_GROUPS)[number];

/**
 * What a free wild card may stand for when that card is already in the hand
 * (held naturally, or stood for by another wild):
 *
 * - `five-of-a-kind-only`: common practice. A wild copies a card only to make
 *   five of a kind; in a flush it stands for the highest card of that suit
 *   the hand lacks, so there is no "double-ace flush".
 * - `any`: a house rule. A wild may copy any card, so A♥ + wild + J♥ 8♥ 4♥ is
 *   an A-A-J-8-4 flush, which beats A-K-J-8-4.
 * - `never`: every card of a hand is a different card of one deck, so five
 *   of a kind cannot be made.
 *
 * Category counts are the same under `five-of-a-kind-only` and `any` (a copy
 * in any other hand can be swapped for a card the hand lacks without leaving
 * the category); only the order inside flushes (and kickers beside four of a
 * kind when five of a kind is off the ladder) differs.
 */
export const WILD_COPY_RULES = ['five-of-a-kind-only', 'any', 'never'] as const;
export type WildCopyRule = (typeof WILD_COPY_RULES)[number];

/**
 * What a tie for the best hand means (wording and outcome in verdict.ts):
 * - `split-pot`: the tied hands share the pot;
 * - `no-winner`: nobody wins (a Nina's Five trick goes to neither team);
 * - `each-wins-in-full`: every tied hand scores as if it had won alone;
 * - `all-winners-safe`: every tied player is a winner and none of them can
 *   act against another (Nuclear, which has no pot).
 */
export const TIE_RULES = ['split-pot', 'no-winner', 'each-wins-in-full', 'all-winners-safe'] as const;
export type TieRule = (typeof TIE_RULES)[number];

/**
 * How the judge settles a table of hands (verdict.ts):
 * - `showdown`: the hands play against each other. The better hand wins,
 *   kickers break ties inside a category, and the contest's tie rule says
 *   what an exact tie means.
 * - `points`: hands never meet. Each one (a Poker's Wild! line) scores the
 *   points its category has in the ruleset's `points`, and the judge says
 *   which scores more: the one a card would score if it made them all, since
 *   a card scores one line only (ruling pw-one-direction). Equal points are
 *   equal, whatever the ranks or kickers.
 */
export type Contest = { readonly kind: 'showdown'; readonly ties: TieRule } | { readonly kind: 'points' };
export const CONTESTS = ['showdown', 'points'] as const satisfies readonly Contest['kind'][];

/** How many hands the judge takes at once, and why that many. */
export interface HandLimit {
  readonly max: number;
  /** Finishes "…at most N hands at once: …", e.g. "two teams play each trick". */
  readonly why: string;
}

export interface CountRange {
  readonly min: number;
  readonly max: number;
}

export interface CardDeck {
  /** Jokers in the deck: 0, 1 or 2 (52, 53 or 54 cards). */
  readonly jokers: number;
  /** Which cards are wild. Jokers listed here are wild; otherwise jokers are dead. */
  readonly wild: readonly WildGroup[];
}

/** How a player's hand is formed: their cards plus an optional shared board, best five of all. */
export interface HandShape {
  readonly hand: CountRange;
  /** Community cards, or null when the game has no board. */
  readonly board: CountRange | null;
  /** What one "hand" is in this game, for help text and CLI usage. */
  readonly handLabel: string;
  readonly boardLabel?: string;
  /** The real deal, for exact odds: how many cards one player's best five comes from. */
  readonly dealt: number;
}

interface RulesetBase {
  readonly id: RulesetId;
  readonly name: string;
  /** The game page this ruleset belongs to, or null for the reference `standard`. */
  readonly game: GameId | null;
  /** Categories best first. The last is the catch-all (high card / hot garbage). */
  readonly categories: readonly Category[];
  /** How hands are judged against each other: a showdown with its tie rule, or points. */
  readonly contest: Contest;
  /** The most hands one judgement compares (who can sit at the table). */
  readonly hands: HandLimit;
  /** Points a category scores (Poker's Wild!, whose contest is `points`); absent elsewhere. A rung left out scores 0. */
  readonly points?: Partial<Readonly<Record<Category, number>>>;
}

export interface CardRuleset extends RulesetBase {
  readonly kind: 'cards';
  readonly deck: CardDeck;
  readonly shape: HandShape;
  /** Whether A-2-3-4-5 is a straight; it then ranks as the lowest (five-high) straight. */
  readonly aceLow: boolean;
  /** When a wild card may stand for a card already in the hand (see WILD_COPY_RULES). */
  readonly wildCopy: WildCopyRule;
  /**
   * When a wild joker in a player's own cards gets its value: `showdown`
   * (free until hands are compared) or `when-played` (the player names it on
   * the spot, so the judge fixes an undeclared one at its best declaration).
   * Community jokers always stay free.
   */
  readonly handJokers: 'showdown' | 'when-played';
}

export interface DiceRuleset extends RulesetBase {
  readonly kind: 'dice';
  readonly dice: 5;
}

export type Ruleset = CardRuleset | DiceRuleset;

/** Standard poker's ladder: every card category but five of a kind (needs wilds) and hot garbage (dice). */
const STANDARD_LADDER: readonly Category[] = CATEGORIES.filter((c) => c !== 'five-of-a-kind' && c !== 'hot-garbage');
const WILD_LADDER: readonly Category[] = ['five-of-a-kind', ...STANDARD_LADDER];

/**
 * How every card ruleset here plays unless its entry says otherwise: an ace
 * may be low in A-2-3-4-5, a wild card copies a card only to make five of a
 * kind, and a joker in a player's own cards stays free until the showdown.
 */
const USUAL_CARD_RULES = { aceLow: true, wildCopy: 'five-of-a-kind-only', handJokers: 'showdown' } as const;

/** Bluff 'N' Peg as printed; its deuces-wild variation is the same game with the deuces wild. */
const BLUFF_N_PEG = {
  id: 'bluff-n-peg',
  kind: 'cards',
  name: "Bluff 'N' Peg",
  game: 'bluff-n-peg',
  deck: { jokers: 0, wild: [] },
  shape: { hand: { min: 1, max: 5 }, board: null, handLabel: 'the 1 to 5 cards showing', dealt: 5 },
  categories: STANDARD_LADDER,
  ...USUAL_CARD_RULES,
  contest: { kind: 'showdown', ties: 'each-wins-in-full' },
  hands: { max: 6, why: 'the board has six playing pegs' },
} as const;

/** The rulesets as written, `as const satisfies`, so each entry keeps its literal kind and game. */
const RULESET_DATA = {
  standard: {
    id: 'standard',
    kind: 'cards',
    name: 'Standard poker',
    game: null,
    deck: { jokers: 0, wild: [] },
    shape: { hand: { min: 1, max: 7 }, board: null, handLabel: '1 to 7 cards (best five)', dealt: 5 },
    categories: STANDARD_LADDER,
    ...USUAL_CARD_RULES,
    contest: { kind: 'showdown', ties: 'split-pot' },
    hands: { max: 10, why: 'a full poker table' },
  },
  'ninas-five': {
    id: 'ninas-five',
    kind: 'cards',
    name: "Nina's Five",
    game: 'ninas-five',
    deck: { jokers: 2, wild: ['jokers'] },
    shape: {
      hand: { min: 1, max: 4 },
      board: { min: 0, max: 3 },
      handLabel: "a team's face-up cards, 1 to 4 (fewer mid-trick)",
      boardLabel: 'the community cards, 0 to 3',
      dealt: 7,
    },
    categories: WILD_LADDER.filter((c) => c !== 'full-house'),
    ...USUAL_CARD_RULES,
    handJokers: 'when-played',
    contest: { kind: 'showdown', ties: 'no-winner' },
    hands: { max: 2, why: 'two teams play each trick' },
  },
  'nuclear-holdem': {
    id: 'nuclear-holdem',
    kind: 'cards',
    name: "Nuclear Annihilation Hold'em",
    game: 'nuclear-holdem',
    deck: { jokers: 2, wild: [] },
    shape: {
      hand: { min: 2, max: 2 },
      board: { min: 0, max: 5 },
      handLabel: "a player's two hole cards",
      boardLabel: 'the community cards dealt so far, 0 to 5',
      dealt: 7,
    },
    categories: STANDARD_LADDER,
    ...USUAL_CARD_RULES,
    contest: { kind: 'showdown', ties: 'all-winners-safe' },
    hands: { max: 6, why: 'the game seats 4 to 6 players' },
  },
  'pokers-wild': {
    id: 'pokers-wild',
    kind: 'cards',
    name: "Poker's Wild!",
    game: 'pokers-wild',
    deck: { jokers: 2, wild: ['jokers'] },
    shape: { hand: { min: 2, max: 5 }, board: null, handLabel: 'a line of 2 to 5 cards', dealt: 5 },
    categories: WILD_LADDER,
    ...USUAL_CARD_RULES,
    contest: { kind: 'points' },
    hands: { max: 10, why: 'lines are scored one at a time, so ten is a generous cap' },
    points: {
      'one-pair': 1,
      'two-pair': 2,
      'three-of-a-kind': 3,
      straight: 4,
      flush: 5,
      'full-house': 6,
      'four-of-a-kind': 7,
      'straight-flush': 8,
      'royal-flush': 9,
      'five-of-a-kind': 10,
    },
  },
  'bluff-n-peg': BLUFF_N_PEG,
  'bluff-n-peg-deuces': {
    ...BLUFF_N_PEG,
    id: 'bluff-n-peg-deuces',
    name: "Bluff 'N' Peg, deuces wild",
    deck: { jokers: 0, wild: ['deuces'] },
    categories: WILD_LADDER,
  },
  peekaboo: {
    id: 'peekaboo',
    kind: 'dice',
    name: 'Peekaboo',
    game: 'peekaboo',
    dice: 5,
    categories: ['five-of-a-kind', 'four-of-a-kind', 'full-house', 'straight', 'three-of-a-kind', 'two-pair', 'one-pair', 'hot-garbage'],
    contest: { kind: 'showdown', ties: 'split-pot' },
    hands: { max: 6, why: 'the game is for 2 to 6 players' },
  },
} as const satisfies { readonly [Id in RulesetId]: Ruleset & { readonly id: Id } };
type Data = typeof RULESET_DATA;

/** The rulesets played with cards, as a type: every id whose entry has `kind: 'cards'`. */
export type CardRulesetId = { [Id in RulesetId]: Data[Id]['kind'] extends 'cards' ? Id : never }[RulesetId];
/** The rulesets played with dice. */
export type DiceRulesetId = Exclude<RulesetId, CardRulesetId>;
/** The rulesets of one game page (`Ruleset.game`, the one place that relation is typed). */
export type GameRulesetId<G extends GameId> = { [Id in RulesetId]: Data[Id]['game'] extends G ? Id : never }[RulesetId];

/** The ruleset of an id, with its kind and game known: `RulesetOf<'ninas-five'>` is a card ruleset. */
export type RulesetOf<Id extends RulesetId> = (Data[Id]['kind'] extends 'cards' ? CardRuleset : DiceRuleset) & {
  readonly id: Id;
  readonly game: Data[Id]['game'];
};

/**
 * Every ruleset by id. Each entry's type keeps its kind and game (RulesetOf),
 * so `RULESETS['ninas-five'].deck` needs no narrowing and no cast, while the
 * fields read as the wide CardRuleset / DiceRuleset types.
 */
export const RULESETS: { readonly [Id in RulesetId]: RulesetOf<Id> } = RULESET_DATA;

export function isWildCopyRule(value: unknown): value is WildCopyRule {
  return isOneOf(WILD_COPY_RULES, value);
}

export function isRulesetId(value: unknown): value is RulesetId {
  return isOneOf(RULESET_IDS, value);
}

export function isCardRulesetId(id: RulesetId): id is CardRulesetId {
  return RULESETS[id].kind === 'cards';
}

/** Whether outside text names a card ruleset. */
export function isCardRulesetName(value: unknown): value is CardRulesetId {
  return isRulesetId(value) && isCardRulesetId(value);
}

export const CARD_RULESET_IDS: readonly CardRulesetId[] = RULESET_IDS.filter(isCardRulesetId);
export const DICE_RULESET_IDS: readonly DiceRulesetId[] = RULESET_IDS.filter((id): id is DiceRulesetId => !isCardRulesetId(id));

/** The ids of the rulesets that belong to a game page, in RULESET_IDS order (a game may have a variation). */
export function rulesetIdsOf<G extends GameId>(game: G): readonly GameRulesetId<G>[] {
  return RULESET_IDS.filter((id): id is GameRulesetId<G> => RULESETS[id].game === game);
}

/** Rulesets that belong to a game page (a game may have more than one, e.g. a variation). */
export function rulesetsForGame(game: GameId): Ruleset[] {
  return rulesetIdsOf(game).map((id) => RULESETS[id]);
}
