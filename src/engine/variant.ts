/**
 * Variant Lab rulesets: a designer's options -> CardRules, with validation,
 * URL encoding, exact counting, inversions and a rarity-sorted order.
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
import { CATEGORIES, CATEGORY_LABELS, CATEGORY_PHRASES, type Category } from './categories.ts';
import { deckModel } from './deck.ts';
import type { CardRules } from './evaluate.ts';
import { describeValue, isRecord } from './input.ts';
import type { OddsTable } from './odds.ts';
import {
  CARD_RULESET_IDS,
  isWildCopyRule,
  RULESETS,
  WILD_COPY_RULES,
  WILD_GROUPS,
  type CardRuleset,
  type RulesetId,
  type WildCopyRule,
  type WildGroup,
} from './rulesets.ts';

/** The categories a card ladder may use, in standard order (hot garbage is for dice). */
export const LAB_CATEGORIES = CATEGORIES.filter((c): c is Exclude<Category, 'hot-garbage'> => c !== 'hot-garbage');
export type LabCategory = (typeof LAB_CATEGORIES)[number];
export const CATCH_ALL_CATEGORY = 'high-card';

/** Short codes for the URL, one per category. */
export const CATEGORY_CODES: { readonly [C in LabCategory]: string } = {
  'five-of-a-kind': '5k',
  'royal-flush': 'rf',
  'straight-flush': 'sf',
  'four-of-a-kind': '4k',
  'full-house': 'fh',
  flush: 'fl',
  straight: 'st',
  'three-of-a-kind': '3k',
  'two-pair': '2p',
  'one-pair': '1p',
  'high-card': 'hc',
};
const CODE_TO_CATEGORY = new Map<string, LabCategory>(LAB_CATEGORIES.map((c) => [CATEGORY_CODES[c], c]));

export const HAND_SIZES = [5, 6, 7] as const;
export type HandSize = (typeof HAND_SIZES)[number];
export const MAX_JOKERS = 2;

/** The rulesets a variant can start from: every card ruleset. */
export const LAB_BASE_IDS: readonly RulesetId[] = CARD_RULESET_IDS;

export interface LadderItem {
  readonly category: LabCategory;
  readonly on: boolean;
}

export interface Variant {
  /** The built-in ruleset it started from (compared side by side). */
  readonly base: RulesetId;
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

const isLabCategory = (c: string): c is LabCategory => (LAB_CATEGORIES as readonly string[]).includes(c);
const isHandSize = (n: number): n is HandSize => (HAND_SIZES as readonly number[]).includes(n);

function cardRuleset(id: RulesetId): CardRuleset {
  const r = RULESETS[id];
  if (r.kind !== 'cards') throw new RangeError(`${id} is not a card ruleset`);
  return r;
}

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
export function variantFromRuleset(id: RulesetId, cards?: HandSize): Variant {
  const r = cardRuleset(id);
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
 * Accepts loosely-typed input (from a URL or a message) and never throws.
 */
export function validateVariant(input: {
  readonly base: string;
  readonly jokers: number;
  readonly wild: readonly string[];
  readonly ladder: ReadonlyArray<{ readonly category: string; readonly on: boolean }>;
  readonly aceLow?: boolean;
  readonly cards: number;
  readonly wildCopy?: string;
}): { variant: Variant; issues: VariantIssue[] } {
  const loose = looseInput(input);
  const issues: VariantIssue[] = loose.issues;
  input = loose.input;
  const fixed = (code: VariantIssueCode, message: string): void => void issues.push({ code, message, severity: 'fixed' });
  const note = (code: VariantIssueCode, message: string): void => void issues.push({ code, message, severity: 'note' });

  let base: RulesetId = 'standard';
  if ((LAB_BASE_IDS as readonly string[]).includes(input.base)) base = input.base as RulesetId;
  else fixed('unknown-base', `There is no card ruleset called ${describeValue(input.base)}; starting from standard poker.`);
  const start = variantFromRuleset(base);

  let jokers = input.jokers;
  if (!Number.isInteger(jokers) || jokers < 0 || jokers > MAX_JOKERS) {
    fixed('bad-jokers', `A deck holds 0, 1 or 2 jokers, not ${describeValue(jokers)}; using ${start.jokers}.`);
    jokers = start.jokers;
  }
  let cards: HandSize = start.cards;
  if (isHandSize(input.cards)) cards = input.cards;
  else fixed('bad-hand-size', `A hand is the best five of 5, 6 or 7 cards, not ${describeValue(input.cards)}; using ${start.cards}.`);

  const wild: WildGroup[] = [];
  for (const g of input.wild) {
    if ((WILD_GROUPS as readonly string[]).includes(g)) {
      if (!wild.includes(g as WildGroup)) wild.push(g as WildGroup);
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
    fixed('catch-all-off', 'High card is the catch-all every other hand falls back to, so it cannot be switched off; it was switched back on.');
  }
  if (catchAllAt >= 0 && catchAllAt !== input.ladder.length - 1) {
    fixed('catch-all-moved', 'High card is the catch-all, so it always ranks last; it was moved to the bottom.');
  }
  ladder.push({ category: CATCH_ALL_CATEGORY, on: true });

  let wildCopy: WildCopyRule = start.wildCopy;
  if (input.wildCopy !== undefined) {
    if (isWildCopyRule(input.wildCopy)) wildCopy = input.wildCopy;
    else fixed('unknown-copy-rule', `${describeValue(input.wildCopy)} is not a copy rule (use ${WILD_COPY_RULES.join(', ')}); using ${start.wildCopy}.`);
  }

  const variant: Variant = { base, jokers, wild, ladder, aceLow: input.aceLow === true, cards, wildCopy };
  const onCats = variantCategories(variant);
  const wilds = wildCardCount(variant);
  if (onCats.includes('five-of-a-kind')) {
    if (wilds === 0) note('five-without-wilds', 'Five of a kind is on, but no card is wild, so no hand can make it (a deck has only four of each rank).');
    else if (variant.wildCopy === 'never') note('five-without-copying', 'Five of a kind is on, but wild cards may never copy a card already in the hand, so no hand can make it.');
  }
  if (wild.includes('jokers') && jokers === 0) note('wild-jokers-absent', 'Jokers are marked wild, but the deck has no jokers.');
  if (onCats.length === 1) note('only-catch-all', 'Only high card is on, so every hand is high card.');
  return { variant, issues };
}

/**
 * The input's shape, whatever was passed (validateVariant's guard): an
 * object whose lists are lists of the right kind, anything else in them
 * dropped and said so. Every other field is checked by validateVariant.
 */
function looseInput<T>(raw: T): { input: T; issues: VariantIssue[] } {
  const issues: VariantIssue[] = [];
  const dropped = (code: VariantIssueCode, message: string): void => void issues.push({ code, message, severity: 'fixed' });
  const from: { readonly [key: string]: unknown } = isRecord(raw) ? raw : {};
  const wild: string[] = [];
  if (Array.isArray(from.wild)) {
    for (const g of from.wild as unknown[]) {
      if (typeof g === 'string') wild.push(g);
      else dropped('unknown-wild', `${describeValue(g)} is not a wild group (use ${WILD_GROUPS.join(', ')}); ignored.`);
    }
  } else if (from.wild !== undefined) dropped('unknown-wild', `The wild groups must be a list, not ${describeValue(from.wild)}; none are wild.`);
  const ladder: { category: string; on: boolean }[] = [];
  if (Array.isArray(from.ladder)) {
    for (const item of from.ladder as unknown[]) {
      if (isRecord(item) && typeof item.category === 'string') ladder.push({ category: item.category, on: item.on === true });
      else dropped('unknown-category', `${describeValue(isRecord(item) ? item.category : item)} is not a card hand category; ignored.`);
    }
  } else if (from.ladder !== undefined) dropped('unknown-category', `The ladder must be a list of categories, not ${describeValue(from.ladder)}; the others were added switched off.`);
  return { input: { ...from, wild, ladder } as T, issues };
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

// ---------------------------------------------------------------------------
// URL: ?from=<ruleset>&jokers=<0-2>&wild=<groups>&ladder=<codes>&acelow=<0|1>&cards=<5-7>&copy=<five|any|never>
// Every parameter defaults to the starting ruleset's value and is left out when equal.

/** The copy rule's URL values. */
export const WILD_COPY_CODES: { readonly [R in WildCopyRule]: string } = {
  'five-of-a-kind-only': 'five',
  any: 'any',
  never: 'never',
};
const CODE_TO_COPY_RULE = new Map<string, WildCopyRule>(WILD_COPY_RULES.map((r) => [WILD_COPY_CODES[r], r]));
/**
 * Links made while copying was a yes/no option (`copy=1`, `copy=0`): yes meant
 * a wild may copy any card, no that it may copy none.
 */
const LEGACY_COPY_VALUES = new Map<string, WildCopyRule>([
  ['1', 'any'],
  ['true', 'any'],
  ['0', 'never'],
  ['false', 'never'],
]);

export type ParamsLike = { get(name: string): string | null };

const shown = (raw: string): string => JSON.stringify(raw.length > 30 ? `${raw.slice(0, 30)}…` : raw);

/** "5k.rf.-fh.hc": codes best first, "-" marks a category that is off. */
export function encodeLadder(ladder: readonly LadderItem[]): string {
  return ladder.map((it) => `${it.on ? '' : '-'}${CATEGORY_CODES[it.category]}`).join('.');
}

export function decodeLadder(raw: string): { ok: true; value: LadderItem[] } | { ok: false; error: string } {
  const parts = raw === '' ? [] : raw.split('.');
  if (parts.length > 2 * LAB_CATEGORIES.length) return { ok: false, error: `more than ${2 * LAB_CATEGORIES.length} items.` };
  const out: LadderItem[] = [];
  for (const part of parts) {
    const off = part.startsWith('-');
    const category = CODE_TO_CATEGORY.get(off ? part.slice(1) : part);
    if (category === undefined) {
      return { ok: false, error: `${shown(part)} is not a category code (use ${LAB_CATEGORIES.map((c) => CATEGORY_CODES[c]).join(', ')}, with "-" for off).` };
    }
    out.push({ category, on: !off });
  }
  return { ok: true, value: out };
}

/**
 * Read a variant from URL parameters. Bad values fall back to the starting
 * ruleset's value with a plain-text note; the result is always valid.
 */
export function variantFromParams(params: ParamsLike): { variant: Variant; notes: string[]; issues: VariantIssue[] } {
  const notes: string[] = [];
  const get = (name: string): string | null => {
    const v = params.get(name);
    return v === null ? null : v;
  };
  const fromRaw = get('from');
  let base: RulesetId = 'standard';
  if (fromRaw !== null) {
    if ((LAB_BASE_IDS as readonly string[]).includes(fromRaw)) base = fromRaw as RulesetId;
    else notes.push(`Ignored from=${shown(fromRaw)}: use one of ${LAB_BASE_IDS.join(', ')}.`);
  }
  const start = variantFromRuleset(base);

  const int = (name: string, min: number, max: number, fallback: number): number => {
    const raw = get(name);
    if (raw === null) return fallback;
    if (!/^\d{1,3}$/u.test(raw)) {
      notes.push(`Ignored ${name}=${shown(raw)}: not a whole number.`);
      return fallback;
    }
    const n = Number(raw);
    if (n < min || n > max) {
      notes.push(`Ignored ${name}=${shown(raw)}: must be from ${min} to ${max}.`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = get(name);
    if (raw === null) return fallback;
    if (raw === '1' || raw === 'true') return true;
    if (raw === '0' || raw === 'false') return false;
    notes.push(`Ignored ${name}=${shown(raw)}: use 1 or 0.`);
    return fallback;
  };

  const copyRule = (fallback: WildCopyRule): WildCopyRule => {
    const raw = get('copy');
    if (raw === null) return fallback;
    const rule = CODE_TO_COPY_RULE.get(raw) ?? LEGACY_COPY_VALUES.get(raw);
    if (rule !== undefined) return rule;
    notes.push(`Ignored copy=${shown(raw)}: use ${WILD_COPY_RULES.map((r) => WILD_COPY_CODES[r]).join(', ')}.`);
    return fallback;
  };

  const jokers = int('jokers', 0, MAX_JOKERS, start.jokers);
  const cards = int('cards', HAND_SIZES[0], HAND_SIZES[HAND_SIZES.length - 1] ?? 7, start.cards);
  let wild: readonly string[] = start.wild;
  const wildRaw = get('wild');
  if (wildRaw !== null) {
    const parts = wildRaw === '' ? [] : wildRaw.split(',');
    const bad = parts.find((p) => !(WILD_GROUPS as readonly string[]).includes(p));
    if (bad !== undefined || parts.length > WILD_GROUPS.length) {
      notes.push(`Ignored wild=${shown(wildRaw)}: use none, or some of ${WILD_GROUPS.join(', ')} separated by commas.`);
    } else wild = parts;
  }
  let ladder: ReadonlyArray<{ category: string; on: boolean }> = start.ladder;
  const ladderRaw = get('ladder');
  if (ladderRaw !== null) {
    const decoded = decodeLadder(ladderRaw);
    if (decoded.ok) ladder = decoded.value;
    else notes.push(`Ignored ladder=${shown(ladderRaw)}: ${decoded.error}`);
  }
  const { variant, issues } = validateVariant({
    base,
    jokers,
    wild,
    ladder,
    aceLow: bool('acelow', start.aceLow),
    cards,
    wildCopy: copyRule(start.wildCopy),
  });
  for (const issue of issues) if (issue.severity === 'fixed') notes.push(issue.message);
  return { variant, notes, issues };
}

/** URL parameters for a variant, leaving out every value equal to its starting ruleset's. */
export function variantToParams(v: Variant): URLSearchParams {
  const start = variantFromRuleset(v.base);
  const p = new URLSearchParams();
  if (v.base !== 'standard') p.set('from', v.base);
  if (v.jokers !== start.jokers) p.set('jokers', String(v.jokers));
  if (v.wild.join() !== start.wild.join()) p.set('wild', v.wild.join(','));
  const ladder = encodeLadder(v.ladder);
  if (ladder !== encodeLadder(start.ladder)) p.set('ladder', ladder);
  if (v.aceLow !== start.aceLow) p.set('acelow', v.aceLow ? '1' : '0');
  if (v.cards !== start.cards) p.set('cards', String(v.cards));
  if (v.wildCopy !== start.wildCopy) p.set('copy', WILD_COPY_CODES[v.wildCopy]);
  return p;
}

// ---------------------------------------------------------------------------
// Inversions, unreachable categories, suggested order

export interface OddsContext {
  readonly kind: 'cards' | 'dice';
  /** Cards (or dice) the best five comes from. */
  readonly cards: number;
  /** Wild groups with cards in the deck. */
  readonly wild: readonly WildGroup[];
  /** When a wild may copy a card already in the hand. */
  readonly wildCopy?: WildCopyRule;
}

export function variantContext(v: Variant): OddsContext {
  return { kind: 'cards', cards: v.cards, wild: liveWildGroups(v), wildCopy: v.wildCopy };
}

export function rulesetContext(id: RulesetId, cards?: number): OddsContext {
  const r = RULESETS[id];
  if (r.kind === 'dice') return { kind: 'dice', cards: 5, wild: [] };
  return {
    kind: 'cards',
    cards: cards ?? r.shape.dealt,
    wild: r.deck.wild.filter((g) => g !== 'jokers' || r.deck.jokers > 0),
    wildCopy: r.wildCopy,
  };
}

export type InversionReason =
  | 'wild-trips'
  | 'wild-quads'
  | 'wild-five'
  | 'wild-full-house'
  | 'wild-pair'
  | 'many-cards-pair'
  | 'dice-straights'
  | 'dice-garbage'
  | 'order';

export interface Inversion {
  /** The category ranked higher… */
  readonly higher: Category;
  readonly higherCount: number;
  /** …than this one, yet more common. */
  readonly lower: Category;
  readonly lowerCount: number;
  readonly reason: InversionReason;
}

const PAIRISH = new Set<Category>(['one-pair', 'two-pair', 'three-of-a-kind']);

function reasonFor(higher: Category, lower: Category, ctx: OddsContext): InversionReason {
  if (ctx.kind === 'dice') {
    if (higher === 'full-house' && lower === 'straight') return 'dice-straights';
    if (lower === 'hot-garbage') return 'dice-garbage';
    return 'order';
  }
  const wild = ctx.wild.length > 0;
  if (ctx.cards > 5 && lower === 'high-card' && PAIRISH.has(higher)) return 'many-cards-pair';
  if (wild) {
    if (higher === 'five-of-a-kind') return 'wild-five';
    if (higher === 'four-of-a-kind' && ['full-house', 'flush', 'straight', 'three-of-a-kind', 'two-pair'].includes(lower)) return 'wild-quads';
    if (higher === 'three-of-a-kind' && lower === 'two-pair') return 'wild-trips';
    if (higher === 'full-house' && ['flush', 'straight', 'two-pair'].includes(lower)) return 'wild-full-house';
    if (higher === 'one-pair' && lower === 'high-card') return 'wild-pair';
  }
  return 'order';
}

/** Every pair where a higher-ranked category is strictly more common than one ranked below it. */
export function findInversions(table: OddsTable, ctx: OddsContext): Inversion[] {
  const out: Inversion[] = [];
  const rows = table.counts;
  for (let i = 0; i < rows.length; i++) {
    const hi = rows[i];
    if (hi === undefined) continue;
    for (let j = i + 1; j < rows.length; j++) {
      const lo = rows[j];
      if (lo === undefined || !(hi.count > lo.count)) continue;
      out.push({ higher: hi.category, higherCount: hi.count, lower: lo.category, lowerCount: lo.count, reason: reasonFor(hi.category, lo.category, ctx) });
    }
  }
  return out;
}

const WILD_ONE: { readonly [G in WildGroup]: string } = { jokers: 'a joker', deuces: 'a deuce', 'one-eyed-jacks': 'a one-eyed jack' };
const WILD_PLURAL: { readonly [G in WildGroup]: string } = { jokers: 'jokers', deuces: 'deuces', 'one-eyed-jacks': 'one-eyed jacks' };
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'] as const;

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}
const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const fmt = (n: number): string => n.toLocaleString('en-US');
/** "three of a kind", "a flush" -> "flush": bare names read better in a comparison. */
const bare = (c: Category): string => CATEGORY_PHRASES[c].replace(/^an? /u, '');

/** "With jokers wild and the best five of seven cards, " and the like. */
export function contextPhrase(ctx: OddsContext): string {
  if (ctx.kind === 'dice') return 'With five dice';
  const parts: string[] = [];
  if (ctx.wild.length > 0) parts.push(`${listWords(ctx.wild.map((g) => WILD_PLURAL[g]))} wild`);
  if (ctx.cards > 5) parts.push(`the best five of ${NUMBER_WORDS[ctx.cards] ?? ctx.cards} cards`);
  return parts.length === 0 ? 'On this ladder' : `With ${parts.join(' and ')}`;
}

function reasonText(reason: InversionReason, ctx: OddsContext): string {
  const w = ctx.wild.length === 1 ? WILD_ONE[ctx.wild[0] ?? 'jokers'] : 'a wild card';
  switch (reason) {
    case 'wild-trips':
      return `${w} turns any pair into three of a kind, so a hand holding a wild card is never just two pair`;
    case 'wild-quads':
      return `${w} turns any three of a kind into four of a kind`;
    case 'wild-five':
      return `${w} added to any four of a kind (or two added to any three of a kind) makes five of a kind, in any of the 13 ranks`;
    case 'wild-full-house':
      return `${w} turns any two pair into a full house`;
    case 'wild-pair':
      return `${w} pairs any card it is dealt with, so a hand holding one is never just high card`;
    case 'many-cards-pair':
      return `with ${NUMBER_WORDS[ctx.cards] ?? ctx.cards} cards to choose from most hands hold a pair somewhere: high card needs ${NUMBER_WORDS[ctx.cards] ?? ctx.cards} different ranks with no straight or flush among them`;
    case 'dice-straights':
      return 'five dice make only two straights (1 to 5 and 2 to 6), while a full house can be any number three times with any other number twice';
    case 'dice-garbage':
      return 'hot garbage needs five different numbers that are not a straight, and five dice from six faces nearly always repeat a number';
    case 'order':
      return 'this ladder ranks it higher, although these rules make it the easier hand to get';
  }
}

/**
 * One sentence per group of inversions sharing a reason, generated from the
 * counts, e.g. "With jokers wild, three of a kind (232,968) turns up more
 * often than two pair (123,552), because a joker turns any pair into three of
 * a kind, …".
 */
export function inversionSentences(inversions: readonly Inversion[], ctx: OddsContext): string[] {
  const sentences: string[] = [];
  const groups = new Map<string, Inversion[]>();
  for (const inv of inversions) {
    // Group by reason and, for reasons about the lower hand (pairs over high card), by the lower hand; otherwise by the higher.
    const lowerCentred = inv.reason === 'many-cards-pair' || inv.reason === 'dice-garbage';
    const key = `${inv.reason}|${lowerCentred ? `lo:${inv.lower}` : `hi:${inv.higher}`}`;
    const list = groups.get(key) ?? [];
    list.push(inv);
    groups.set(key, list);
  }
  const lead = contextPhrase(ctx);
  for (const [key, list] of groups) {
    const first = list[0];
    if (first === undefined) continue;
    const why = reasonText(first.reason, ctx);
    if (key.includes('|lo:') && list.length > 1) {
      const highs = listWords(list.map((i) => `${bare(i.higher)} (${fmt(i.higherCount)})`));
      sentences.push(`${lead}, ${highs} each turn up more often than ${bare(first.lower)} (${fmt(first.lowerCount)}), though they rank above it, because ${why}.`);
    } else {
      const lows = listWords(list.map((i) => `${bare(i.lower)} (${fmt(i.lowerCount)})`));
      sentences.push(`${lead}, ${bare(first.higher)} (${fmt(first.higherCount)}) turns up more often than ${lows}, though it ranks above ${list.length > 1 ? 'them' : 'it'}, because ${why}.`);
    }
  }
  return sentences.map(capitalize);
}

/** Which categories a concrete hand of `category` always also makes (so ranking them above it hides it). */
const ALSO_MAKES: { readonly [C in Category]?: readonly Category[] } = {
  'royal-flush': ['straight-flush', 'flush', 'straight'],
  'straight-flush': ['flush', 'straight'],
  'five-of-a-kind': ['four-of-a-kind', 'three-of-a-kind', 'one-pair'],
  'four-of-a-kind': ['three-of-a-kind', 'one-pair'],
  'full-house': ['three-of-a-kind', 'two-pair', 'one-pair'],
  'three-of-a-kind': ['one-pair'],
  'two-pair': ['one-pair'],
};

/** Sentences for categories on the ladder that no hand ever counts as (count 0), saying why. */
export function unreachableNotes(table: OddsTable, ctx: OddsContext): string[] {
  const notes: string[] = [];
  const order = table.counts.map((c) => c.category);
  for (const [i, row] of table.counts.entries()) {
    if (row.count > 0 || ctx.kind === 'dice') continue;
    const label = CATEGORY_LABELS[row.category];
    if (row.category === 'five-of-a-kind' && ctx.wild.length === 0) {
      notes.push('Five of a kind never happens: it needs a wild card, and no card is wild.');
      continue;
    }
    if (row.category === 'five-of-a-kind' && ctx.wildCopy === 'never') {
      notes.push('Five of a kind never happens: a wild card would have to copy a card already in the hand, and wild cards never copy here.');
      continue;
    }
    const above = order.slice(0, i);
    const hider = (ALSO_MAKES[row.category] ?? []).find((c) => above.includes(c));
    if (hider !== undefined) {
      notes.push(`${label} never happens: every such hand is also ${CATEGORY_PHRASES[hider]}, which ranks above it here.`);
    } else notes.push(`${label} never happens under these rules.`);
  }
  return notes;
}

/**
 * The ladder sorted by rarity: rarest first, the catch-all last, ties kept in
 * their current order. Reordering can move hands between categories (a wild
 * card plays as whatever ranks highest), so count again after applying it.
 */
export function suggestedOrder(table: OddsTable): Category[] {
  const rows = table.counts.map((c, i) => ({ ...c, i }));
  const last = rows[rows.length - 1];
  const rest = rows.slice(0, -1).sort((a, b) => a.count - b.count || a.i - b.i);
  return [...rest, ...(last ? [last] : [])].map((r) => r.category);
}

/** A ladder with the `on` categories put in `order` and the off ones left where they were. */
export function applyOrder(ladder: readonly LadderItem[], order: readonly Category[]): LadderItem[] {
  const queue = order.filter(isLabCategory).filter((c) => ladder.some((it) => it.on && it.category === c));
  let q = 0;
  return ladder.map((it) => (it.on ? { category: queue[q++] ?? it.category, on: true } : it));
}

/** A short name for the variant's deal, e.g. "best five of 7 cards" or "5 cards". */
export function dealLabel(cards: number): string {
  return cards === 5 ? '5 cards' : `best five of ${cards} cards`;
}
