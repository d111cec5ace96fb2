/**
 * Variant Lab rulesets: a designer's options -> CardRules, with validation.
 * Its neighbours: variant-inversions.ts (which categories a table ranks out
 * of rarity order, and the rarity-sorted order), variant-prose.ts (the
 * sentences explaining them), and the Lab's URL form in
 * src/components/lab/variant-url.ts.
 *
 * A variant starts from a built-in card ruleset and may change the deck
 * (0-2 jokers; jokers, deuces and one-eyed jacks wild or not), the ladder
 * (each category on or off, in any order; high card, the catch-all, always
 * on and always last), ace-low straights, the hand size (best five of 5, 6 or
 * 7 cards) and when a wild card may copy a card already in the hand (the
 * copy rule: only for five of a kind, always, or never).
 *
 * Errors are values ({code, message}); nothing here throws on user input.
 * The makers (makers.ts) handle any order, so an odd order is allowed: the
 * Lab reports its inversions and the categories it makes unreachable.
 */
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../hands/categories.ts';
import { deckModel } from '../hands/deck.ts';
import type { CardRules } from '../hands/evaluate.ts';
import { describeValue, isOneOf, isRecord, isWhole } from '../input.ts';
import { dealLabel } from '../words.ts';
import {
  CARD_RULESET_IDS,
  isCardRulesetName,
  isWildCopyRule,
  RULESETS,
  WILD_COPY_RULES,
  WILD_GROUPS,
  type CardRuleset,
  type CardRulesetId,
  type WildCopyRule,
  type WildGroup,
} from '../hands/rulesets.ts';

/** The categories a card ladder may use, in standard order (hot garbage is for dice). */
export const LAB_CATEGORIES = CATEGORIES.filter((c): c is Exclude<Category, 'hot-garbage'> => c !== 'hot-garbage');
export type LabCategory = (typeof LAB_CATEGORIES)[number];
export const CATCH_ALL_CATEGORY = 'high-card';

export const HAND_SIZES = [5, 6, 7] as const;
export type HandSize = (typeof HAND_SIZES)[number];
export const MAX_JOKERS = 2;

/** The rulesets a variant can start from: every card ruleset. */
export const LAB_BASE_IDS: readonly CardRulesetId[] = CARD_RULESET_IDS;

export interface LadderItem {
  readonly category: LabCategory;
  readonly on: boolean;
}

export interface Variant {
  /** The built-in ruleset it started from (compared side by side). */
  readonly base: CardRulesetId;
  readonly jokers: number;
  /** Wild groups, in WILD_GROUPS order. */
  readonly wild: readonly WildGroup[];
  /** Every lab category exactly once, best first; the `on` ones form the ladder. High card is last and on. */
  readonly ladder: readonly LadderItem[];
  readonly aceLow: boolean;
  /** The best five of this many cards. */
  readonly cards: HandSize;
  /** When a wild card may copy a card already in the hand. */
  readonly wildCopy: WildCopyRule;
}

export const VARIANT_ISSUE_CODES = [
  'unknown-base',
  'bad-jokers',
  'bad-hand-size',
  'unknown-wild',
  'unknown-category',
  'duplicate-category',
  'catch-all-off',
  'catch-all-moved',
  'five-without-wilds',
  'five-without-copying',
  'unknown-copy-rule',
  'wild-jokers-absent',
  'only-catch-all',
] as const;
export type VariantIssueCode = (typeof VARIANT_ISSUE_CODES)[number];

export interface VariantIssue {
  readonly code: VariantIssueCode;
  readonly message: string;
  /** 'fixed': the input was changed to make it valid. 'note': allowed, but worth knowing. */
  readonly severity: 'fixed' | 'note';
}

export const isLabCategory = (c: string): c is LabCategory => (LAB_CATEGORIES as readonly string[]).includes(c);
const isHandSize = (n: unknown): n is HandSize => typeof n === 'number' && (HAND_SIZES as readonly number[]).includes(n);

/** Every lab category once: the ruleset's own ladder (on) with the rest (off) in their standard places. */
export function ladderOf(categories: readonly Category[]): LadderItem[] {
  const on = categories.filter(isLabCategory).filter((c) => c !== CATCH_ALL_CATEGORY);
  const items: LadderItem[] = on.map((category) => ({ category, on: true }));
  for (const category of LAB_CATEGORIES) {
    if (category === CATCH_ALL_CATEGORY || on.includes(category)) continue;
    // Put an off category just before the first enabled one that follows it in standard order.
    const after = LAB_CATEGORIES.slice(LAB_CATEGORIES.indexOf(category) + 1);
    const at = items.findIndex((it) => after.includes(it.category));
    items.splice(at < 0 ? items.length : at, 0, { category, on: false });
  }
  items.push({ category: CATCH_ALL_CATEGORY, on: true });
  return items;
}

/** The variant that is exactly a built-in card ruleset at a hand size (its real deal by default). */
export function variantFromRuleset(id: CardRulesetId, cards?: HandSize): Variant {
  const r: CardRuleset = RULESETS[id];
  const dealt = isHandSize(r.shape.dealt) ? r.shape.dealt : 5;
  return {
    base: id,
    jokers: r.deck.jokers,
    wild: WILD_GROUPS.filter((g) => r.deck.wild.includes(g)),
    ladder: ladderOf(r.categories),
    aceLow: r.aceLow,
    cards: cards ?? dealt,
    wildCopy: r.wildCopy,
  };
}

export const DEFAULT_VARIANT: Variant = variantFromRuleset('standard');

/** The categories a variant ranks, best first. */
export function variantCategories(v: Variant): LabCategory[] {
  return v.ladder.filter((it) => it.on).map((it) => it.category);
}

/** Wild groups that have cards in the deck (jokers only when there are jokers). */
export function liveWildGroups(v: Pick<Variant, 'jokers' | 'wild'>): WildGroup[] {
  return v.wild.filter((g) => g !== 'jokers' || v.jokers > 0);
}

/** The CardRules the engine counts and evaluates with. */
export function variantRules(v: Variant): CardRules {
  return {
    categories: variantCategories(v),
    aceLow: v.aceLow,
    wildCopy: v.wildCopy,
    deck: { jokers: v.jokers, wild: [...v.wild] },
  };
}

/** How many wild cards the variant's deck holds. */
export function wildCardCount(v: Pick<Variant, 'jokers' | 'wild'>): number {
  return deckModel({ jokers: v.jokers, wild: v.wild }).wild.size;
}

/**
 * Make a variant valid, saying what was changed and what is worth knowing.
 * Accepts any value (a Variant, or a loosely-typed one from a URL or a
 * message: base, jokers, wild, ladder, aceLow, cards, wildCopy) and never throws.
 */
export function validateVariant(given: unknown): { variant: Variant; issues: VariantIssue[] } {
  const loose = looseInput(given);
  const issues: VariantIssue[] = loose.issues;
  const input = loose.input;
  const fixed = (code: VariantIssueCode, message: string): void => void issues.push({ code, message, severity: 'fixed' });
  const note = (code: VariantIssueCode, message: string): void => void issues.push({ code, message, severity: 'note' });

  let base: CardRulesetId = 'standard';
  if (isCardRulesetName(input.base)) base = input.base;
  else fixed('unknown-base', `There is no card ruleset called ${describeValue(input.base)}; starting from standard poker.`);
  const start = variantFromRuleset(base);

  let jokers = start.jokers;
  if (isWhole(input.jokers, 0, MAX_JOKERS)) jokers = input.jokers;
  else fixed('bad-jokers', `A deck holds 0, 1 or 2 jokers, not ${describeValue(input.jokers)}; using ${start.jokers}.`);
  let cards: HandSize = start.cards;
  if (isHandSize(input.cards)) cards = input.cards;
  else fixed('bad-hand-size', `A hand is the best five of 5, 6 or 7 cards, not ${describeValue(input.cards)}; using ${start.cards}.`);

  const wild: WildGroup[] = [];
  for (const g of input.wild) {
    if (isOneOf(WILD_GROUPS, g)) {
      if (!wild.includes(g)) wild.push(g);
    } else fixed('unknown-wild', `${JSON.stringify(g.slice(0, 30))} is not a wild group (use ${WILD_GROUPS.join(', ')}); ignored.`);
  }
  wild.sort((a, b) => WILD_GROUPS.indexOf(a) - WILD_GROUPS.indexOf(b));

  // The ladder: known categories once each, the rest appended (off), high card last and on.
  const seen = new Set<LabCategory>();
  const ladder: LadderItem[] = [];
  let catchAllOn = true;
  let catchAllAt = -1;
  for (const [i, item] of input.ladder.entries()) {
    if (!isLabCategory(item.category)) {
      fixed('unknown-category', `${JSON.stringify(item.category.slice(0, 30))} is not a card hand category; ignored.`);
      continue;
    }
    if (seen.has(item.category)) {
      fixed('duplicate-category', `${CATEGORY_LABELS[item.category]} was listed twice; the first place was kept.`);
      continue;
    }
    seen.add(item.category);
    if (item.category === CATCH_ALL_CATEGORY) {
      catchAllOn = item.on;
      catchAllAt = i;
      continue;
    }
    ladder.push({ category: item.category, on: item.on });
  }
  for (const category of LAB_CATEGORIES) {
    if (category !== CATCH_ALL_CATEGORY && !seen.has(category)) ladder.push({ category, on: false });
  }
  if (!catchAllOn) {
    fixed(
      'catch-all-off',
      'High card is the catch-all every other hand falls back to, so it cannot be switched off; it was switched back on.',
    );
  }
  if (catchAllAt >= 0 && catchAllAt !== input.ladder.length - 1) {
    fixed('catch-all-moved', 'High card is the catch-all, so it always ranks last; it was moved to the bottom.');
  }
  ladder.push({ category: CATCH_ALL_CATEGORY, on: true });

  let wildCopy: WildCopyRule = start.wildCopy;
  if (input.wildCopy !== undefined) {
    if (isWildCopyRule(input.wildCopy)) wildCopy = input.wildCopy;
    else
      fixed(
        'unknown-copy-rule',
        `${describeValue(input.wildCopy)} is not a copy rule (use ${WILD_COPY_RULES.join(', ')}); using ${start.wildCopy}.`,
      );
  }

  const variant: Variant = { base, jokers, wild, ladder, aceLow: input.aceLow === true, cards, wildCopy };
  const onCats = variantCategories(variant);
  const wilds = wildCardCount(variant);
  if (onCats.includes('five-of-a-kind')) {
    if (wilds === 0)
      note('five-without-wilds', 'Five of a kind is on, but no card is wild, so no hand can make it (a deck has only four of each rank).');
    else if (variant.wildCopy === 'never')
      note(
        'five-without-copying',
        'Five of a kind is on, but wild cards may never copy a card already in the hand, so no hand can make it.',
      );
  }
  if (wild.includes('jokers') && jokers === 0) note('wild-jokers-absent', 'Jokers are marked wild, but the deck has no jokers.');
  if (onCats.length === 1) note('only-catch-all', 'Only high card is on, so every hand is high card.');
  return { variant, issues };
}

/** A variant as given, its lists made lists of the right kind; validateVariant checks the rest. */
interface LooseVariant {
  readonly base: unknown;
  readonly jokers: unknown;
  readonly wild: readonly string[];
  readonly ladder: readonly { readonly category: string; readonly on: boolean }[];
  readonly aceLow: unknown;
  readonly cards: unknown;
  readonly wildCopy: unknown;
}

/**
 * The input's shape, whatever was passed (validateVariant's guard): an
 * object whose lists are lists of the right kind, anything else in them
 * dropped and said so. Every other field is checked by validateVariant.
 */
function looseInput(raw: unknown): { input: LooseVariant; issues: VariantIssue[] } {
  const issues: VariantIssue[] = [];
  const dropped = (code: VariantIssueCode, message: string): void => void issues.push({ code, message, severity: 'fixed' });
  const from: { readonly [key: string]: unknown } = isRecord(raw) ? raw : {};
  const wild: string[] = [];
  if (Array.isArray(from.wild)) {
    const listed: readonly unknown[] = from.wild;
    for (const g of listed) {
      if (typeof g === 'string') wild.push(g);
      else dropped('unknown-wild', `${describeValue(g)} is not a wild group (use ${WILD_GROUPS.join(', ')}); ignored.`);
    }
  } else if (from.wild !== undefined)
    dropped('unknown-wild', `The wild groups must be a list, not ${describeValue(from.wild)}; none are wild.`);
  const ladder: { category: string; on: boolean }[] = [];
  if (Array.isArray(from.ladder)) {
    const listed: readonly unknown[] = from.ladder;
    for (const item of listed) {
      if (isRecord(item) && typeof item.category === 'string') ladder.push({ category: item.category, on: item.on === true });
      else dropped('unknown-category', `${describeValue(isRecord(item) ? item.category : item)} is not a card hand category; ignored.`);
    }
  } else if (from.ladder !== undefined)
    dropped(
      'unknown-category',
      `The ladder must be a list of categories, not ${describeValue(from.ladder)}; the others were added switched off.`,
    );
  const { base, jokers, aceLow, cards, wildCopy } = from;
  return { input: { base, jokers, wild, ladder, aceLow, cards, wildCopy }, issues };
}

/** Whether two variants count the same hands the same way (the base does not matter). */
export function sameRules(a: Variant, b: Variant): boolean {
  const ca = variantCategories(a);
  const cb = variantCategories(b);
  return (
    a.jokers === b.jokers &&
    a.wild.join() === b.wild.join() &&
    ca.join() === cb.join() &&
    a.aceLow === b.aceLow &&
    a.cards === b.cards &&
    a.wildCopy === b.wildCopy
  );
}

/** A ladder with the `on` categories put in `order` and the off ones left where they were. */
export function applyOrder(ladder: readonly LadderItem[], order: readonly Category[]): LadderItem[] {
  const queue = order.filter(isLabCategory).filter((c) => ladder.some((it) => it.on && it.category === c));
  let q = 0;
  return ladder.map((it) => (it.on ? { category: queue[q++] ?? it.category, on: true } : it));
}

/** A short name for the variant's deal, e.g. "best five of 7 cards" or "5 cards". */
export { dealLabel };
