/**
 * Nina's Five options: the rules a designer might change, each defaulting to
 * the printed rules (or to Showdown's ruling where the rules are silent), and
 * the hand rules each option set plays by.
 */
import { NATURAL_CARDS } from '../../hands/cards.ts';
import type { EngineError } from '../../result.ts';
import { RULESETS, WILD_COPY_RULES, type CardRuleset, type WildCopyRule } from '../../hands/rulesets.ts';
import type { OptionValues } from '../../play/options.ts';

/** How the two teams' peekaboo decisions are revealed (ruling nf-peekaboo-order). */
export const PEEKABOO_REVEALS = ['together', 'in-turn'] as const;
export type PeekabooReveal = (typeof PEEKABOO_REVEALS)[number];

export const NF_OPTIONS = [
  {
    kind: 'int',
    name: 'tricksToWin',
    label: 'Tricks to win',
    help: 'Tricks a team needs to win the game; the rules say 6.',
    default: 6,
    min: 1,
    max: 15,
  },
  {
    kind: 'int',
    name: 'cardsDealt',
    label: 'Cards dealt',
    help: 'Cards dealt to each player after a shuffle; the rules say 6, which last three tricks at two a trick (ruling nf-six-cards-three-tricks).',
    default: 6,
    min: 2,
    max: 9,
  },
  {
    kind: 'int',
    name: 'handsPerShuffle',
    label: 'Tricks per shuffle',
    help: 'Tricks played before all cards are reshuffled; the rules say 3.',
    default: 3,
    min: 1,
    max: 4,
  },
  {
    kind: 'int',
    name: 'jokers',
    label: 'Jokers',
    help: 'Wild jokers in the deck; the rules say 2.',
    default: 2,
    min: 0,
    max: 2,
  },
  {
    kind: 'choice',
    name: 'wildCopy',
    label: 'Joker copies',
    help: 'When a joker may stand for a card already in the hand; our ruling nf-joker-copies says only to make five of a kind.',
    default: 'five-of-a-kind-only',
    choices: WILD_COPY_RULES,
  },
  {
    kind: 'bool',
    name: 'peekaboo',
    label: 'Peekaboo cards',
    help: 'Whether each team gets a face-down peekaboo card to swap in each trick; the rules say yes.',
    default: true,
  },
  {
    kind: 'choice',
    name: 'peekabooReveal',
    label: 'Peekaboo order',
    help: "together: both teams choose in secret and the swaps are shown at once (our ruling nf-peekaboo-order); in-turn: the team on the dealer's left swaps first, openly.",
    default: 'together',
    choices: PEEKABOO_REVEALS,
  },
  {
    kind: 'int',
    name: 'trickLimit',
    label: 'Trick limit',
    help: 'A game still undecided after this many tricks ends: more tricks wins, equal is a draw (ruling nf-trick-limit).',
    default: 50,
    min: 1,
    max: 200,
  },
] as const;

export type NfOptions = OptionValues<typeof NF_OPTIONS>;

/** Cards one shuffle must supply: the hands, then each trick's peekaboo and community cards. */
export function cardsPerShuffle(o: NfOptions): number {
  return 4 * o.cardsDealt + o.handsPerShuffle * ((o.peekaboo ? 2 : 0) + 3);
}

/** Limits the specs cannot say (the name every options file uses: the rules and the Balance Lab read it). */
export function checkOptions(o: NfOptions): EngineError | null {
  if (o.cardsDealt < 2 * o.handsPerShuffle)
    return {
      code: 'bad-options',
      message: `Each player lays 2 cards a trick, so ${o.handsPerShuffle} tricks per shuffle need cardsDealt of at least ${2 * o.handsPerShuffle}, not ${o.cardsDealt}.`,
    };
  const deck = NATURAL_CARDS + o.jokers;
  if (cardsPerShuffle(o) > deck)
    return {
      code: 'bad-options',
      message: `One shuffle would need ${cardsPerShuffle(o)} cards but the deck has ${deck}: deal fewer cards or play fewer tricks per shuffle.`,
    };
  if (o.trickLimit < 2 * o.tricksToWin - 1)
    return {
      code: 'bad-options',
      message: `The trick limit must leave room for a game without ties: at least ${2 * o.tricksToWin - 1} for ${o.tricksToWin} tricks to win.`,
    };
  return null;
}

/** The Nina's Five hand rules under each wild-copy rule, built once so the evaluator's tables are built once per rule. */
const RULES_BY_COPY: { readonly [W in WildCopyRule]: CardRuleset } = {
  'five-of-a-kind-only': RULESETS['ninas-five'],
  any: { ...RULESETS['ninas-five'], wildCopy: 'any' },
  never: { ...RULESETS['ninas-five'], wildCopy: 'never' },
};
export const rulesFor = (wildCopy: WildCopyRule): CardRuleset => RULES_BY_COPY[wildCopy];
