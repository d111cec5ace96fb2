/**
 * Random card variants for the exact-odds properties (fast count against the
 * enumerator): any deck of 0-2 jokers with any wild groups, any ladder (a
 * subset of the categories in any order, high card last), ace-low or not,
 * any wild-copy rule. Shared by tests/engine/odds-fast.test.ts (small hands)
 * and tests/exhaustive/odds-fast.test.ts (six and seven cards).
 */
import fc from 'fast-check';
import type { CardRules } from '../../src/engine/index.ts';
import { CATCH_ALL_CATEGORY, LAB_CATEGORIES } from '../../src/engine/variant/variant.ts';
import { WILD_COPY_RULES, WILD_GROUPS } from '../../src/engine/hands/rulesets.ts';

const RANKED = LAB_CATEGORIES.filter((c) => c !== CATCH_ALL_CATEGORY);

export const cardRulesArb: fc.Arbitrary<CardRules> = fc
  .record({
    jokers: fc.integer({ min: 0, max: 2 }),
    wild: fc.subarray([...WILD_GROUPS]),
    ladder: fc.shuffledSubarray([...RANKED]),
    aceLow: fc.boolean(),
    wildCopy: fc.constantFrom(...WILD_COPY_RULES),
  })
  .map(({ jokers, wild, ladder, aceLow, wildCopy }) => ({
    categories: [...ladder, CATCH_ALL_CATEGORY],
    aceLow,
    wildCopy,
    deck: { jokers, wild },
  }));

/** A short description for a failing case. */
export const describeRules = (r: CardRules, cards: number): string =>
  `${String(cards)} cards, ${String(r.deck.jokers)} jokers, wild [${r.deck.wild.join(', ')}], ladder ${r.categories.join(' > ')}, ` +
  `ace-low ${String(r.aceLow)}, copy ${r.wildCopy}`;
