/**
 * The Variant Lab's URL form, through the typed parsers of url-state.ts:
 *
 *   /lab/?vl-from=pokers-wild&vl-jokers=2&vl-wild=jokers,deuces&vl-ladder=5k.rf.-sf.4k.fh.fl.st.3k.2p.1p.hc
 *        &vl-acelow=0&vl-cards=7&vl-copy=any
 *
 *   vl-from    the built-in card ruleset the variant starts from (default standard)
 *   vl-jokers  0 to 2
 *   vl-wild    the wild groups, comma-separated (empty: none)
 *   vl-ladder  category codes best first, "."-joined; "-" marks one that is off
 *   vl-acelow  1 or 0
 *   vl-cards   the best five of 5, 6 or 7
 *   vl-copy    five | any | never: when a wild may copy a card already in the hand
 *
 * Every key but vl-from defaults to the starting ruleset's value and is left
 * out when equal, so the spec is built for that ruleset. Bad values fall
 * back with a plain-text note; the result is always a valid variant. Links
 * from before the vl- prefix (from=, jokers=, …) and from when copying was a
 * yes/no option (copy=1, copy=0) still work.
 */
import { LAB_CATEGORIES, type LabCategory } from '../../engine/variant/variant.ts';
import {
  HAND_SIZES,
  LAB_BASE_IDS,
  MAX_JOKERS,
  validateVariant,
  variantFromRuleset,
  type LadderItem,
  type Variant,
  type VariantIssue,
} from '../../engine/variant/variant.ts';
import { WILD_COPY_RULES, WILD_GROUPS, type CardRulesetId, type WildCopyRule, type WildGroup } from '../../engine/hands/rulesets.ts';
import { boolParam, enumParam, intParam, prefixed, readState, writeState, type Param, type UrlCodec } from '../../lib/url-state.ts';

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
      return {
        ok: false,
        error: `${shown(part)} is not a category code (use ${LAB_CATEGORIES.map((c) => CATEGORY_CODES[c]).join(', ')}, with "-" for off).`,
      };
    }
    out.push({ category, on: !off });
  }
  return { ok: true, value: out };
}

const ladderParam = (defaultValue: readonly LadderItem[]): Param<readonly LadderItem[]> => ({
  defaultValue,
  parse: decodeLadder,
  serialize: encodeLadder,
  equals: (a, b) => encodeLadder(a) === encodeLadder(b),
});

const wildParam = (defaultValue: readonly WildGroup[]): Param<readonly WildGroup[]> => ({
  defaultValue,
  parse(raw) {
    const parts = raw === '' ? [] : raw.split(',');
    if (parts.length > WILD_GROUPS.length || parts.some((p) => !(WILD_GROUPS as readonly string[]).includes(p))) {
      return { ok: false, error: `use none, or some of ${WILD_GROUPS.join(', ')} separated by commas.` };
    }
    return { ok: true, value: parts as WildGroup[] };
  },
  serialize: (v) => v.join(','),
  equals: (a, b) => a.join() === b.join(),
});

const copyParam = (defaultValue: WildCopyRule): Param<WildCopyRule> => ({
  defaultValue,
  parse(raw) {
    const rule = CODE_TO_COPY_RULE.get(raw) ?? LEGACY_COPY_VALUES.get(raw);
    return rule === undefined
      ? { ok: false, error: `use ${WILD_COPY_RULES.map((r) => WILD_COPY_CODES[r]).join(', ')}.` }
      : { ok: true, value: rule };
  },
  serialize: (rule) => WILD_COPY_CODES[rule],
  equals: (a, b) => a === b,
});

const fromSpec = { 'vl-from': enumParam<CardRulesetId>(LAB_BASE_IDS, 'standard') };

/** Every other key, its default the starting ruleset's value. */
function variantSpec(start: Variant) {
  return {
    'vl-jokers': intParam(start.jokers, 0, MAX_JOKERS),
    'vl-wild': wildParam(start.wild),
    'vl-ladder': ladderParam(start.ladder),
    'vl-acelow': boolParam(start.aceLow),
    'vl-cards': intParam(start.cards, HAND_SIZES[0], HAND_SIZES[HAND_SIZES.length - 1] ?? 7),
    'vl-copy': copyParam(start.wildCopy),
  };
}

/** The keys from before the vl- prefix. */
export const VARIANT_RENAMED = prefixed('vl-', ['from', 'jokers', 'wild', 'ladder', 'acelow', 'cards', 'copy']);

/**
 * Read a variant from URL parameters (new key names). Bad values fall back to
 * the starting ruleset's value with a plain-text note; the result is always valid.
 */
export function variantFromParams(params: URLSearchParams): { variant: Variant; notes: string[]; issues: VariantIssue[] } {
  const from = readState(fromSpec, params);
  const base = from.state['vl-from'];
  const read = readState(variantSpec(variantFromRuleset(base)), params);
  const s = read.state;
  const { variant, issues } = validateVariant({
    base,
    jokers: s['vl-jokers'],
    wild: s['vl-wild'],
    ladder: s['vl-ladder'],
    aceLow: s['vl-acelow'],
    cards: s['vl-cards'],
    wildCopy: s['vl-copy'],
  });
  const notes = [...from.notes, ...read.notes, ...issues.filter((i) => i.severity === 'fixed').map((i) => i.message)];
  return { variant, notes, issues };
}

/** URL parameters for a variant, leaving out every value equal to its starting ruleset's (other keys in `base` kept). */
export function variantToParams(v: Variant, base = new URLSearchParams()): URLSearchParams {
  const withFrom = writeState(fromSpec, { 'vl-from': v.base }, base);
  const state = {
    'vl-jokers': v.jokers,
    'vl-wild': v.wild,
    'vl-ladder': v.ladder,
    'vl-acelow': v.aceLow,
    'vl-cards': v.cards,
    'vl-copy': v.wildCopy,
  };
  return writeState(variantSpec(variantFromRuleset(v.base)), state, withFrom);
}

/** The Lab's URL form for useUrlState. */
export const VARIANT_CODEC: UrlCodec<Variant> = {
  renamed: VARIANT_RENAMED,
  read: (params) => {
    const { variant, notes } = variantFromParams(params);
    return { state: variant, notes };
  },
  write: variantToParams,
};
