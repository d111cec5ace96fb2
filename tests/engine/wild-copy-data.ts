/** Rules objects and known tables shared by the copy-rule tests (quick and exhaustive). */
import type { CardRules, Category, CardRulesetId, WildCopyRule } from '../../src/engine/index.ts';
import { cardRuleset } from './helpers.ts';

/** Standard poker's ladder with two wild jokers and no five of a kind (a Variant Lab design). */
const NO_FIVE_LADDER: readonly Category[] = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'one-pair',
  'high-card',
];

const made = new Map<string, CardRules>();
/** One rules object per base and rule, so the fast path's tables are built once each. */
export function rulesFor(base: CardRulesetId | 'jokers-no-five', wildCopy: WildCopyRule): CardRules {
  const id = `${base}/${wildCopy}`;
  let rules = made.get(id);
  if (rules === undefined) {
    rules =
      base === 'jokers-no-five'
        ? { categories: NO_FIVE_LADDER, aceLow: true, wildCopy, deck: { jokers: 2, wild: ['jokers'] } }
        : { ...cardRuleset(base), wildCopy };
    made.set(id, rules);
  }
  return rules;
}

/**
 * Nina's Five, every 7-card hand of the 54-card deck (177,100,560). Pinned
 * from the engine before the copy rule became a choice (commit ee9014e, when
 * every wild copied freely), whose evaluator the brute-force oracle checked;
 * the new default must not move a single hand between categories.
 */
export const NINAS_FIVE_7: Readonly<Partial<Record<Category, number>>> = {
  'five-of-a-kind': 88608,
  'royal-flush': 91764,
  'straight-flush': 548196,
  'four-of-a-kind': 3134544,
  flush: 8688492,
  straight: 16978340,
  'three-of-a-kind': 28180636,
  'two-pair': 31433400,
  'one-pair': 64662120,
  'high-card': 23294460,
};

export const asRecord = (t: { counts: ReadonlyArray<{ category: Category; count: number }> }): Record<string, number> =>
  Object.fromEntries(t.counts.filter((c) => c.count > 0).map((c) => [c.category, c.count]));
