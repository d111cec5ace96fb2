/**
 * The odds enumerator (exactCardOdds: an incremental walk over the
 * precomputed tables) against an independent count of every five-card hand,
 * for every card ruleset, wild and dead cards included. The independent
 * count reads no table: a hand without wild cards goes through the oracle's
 * plain classifier (src/engine/hands/oracle.ts), a hand with wild cards through the
 * direct evaluator (src/engine/hands/makers.ts), and the wild and dead cards are
 * told apart here from the deck model.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  CARD_RULESET_IDS,
  deckModel,
  exactCardOdds,
  keyCategory,
  rankOf,
  suitOf,
  type Card,
  type Category,
} from '../../src/engine/index.ts';
import { bestFlushKey, bestRankKey, rankCounts, type HandRules } from '../../src/engine/hands/makers.ts';
import { classifyConcrete } from '../../src/engine/hands/oracle.ts';
import { cardRuleset } from '../engine/helpers.ts';

/** The best key of fixed natural cards plus free wilds, straight from makers.ts. */
function makersKey(rules: HandRules, fixed: readonly Card[], wilds: number): number {
  let key = bestRankKey(rankCounts(fixed.map(rankOf)), wilds, rules);
  for (let suit = 0; suit < 4; suit++)
    key = Math.max(key, bestFlushKey(rankCounts(fixed.filter((c) => suitOf(c) === suit).map(rankOf)), wilds, rules));
  return key;
}

// Hand-written: C(52, 5) and C(54, 5).
const HANDS: Readonly<Record<number, number>> = { 52: 2_598_960, 54: 3_162_510 };

for (const id of CARD_RULESET_IDS) {
  it(`${id}: every 5-card hand, counted one by one without the tables, matches exactCardOdds`, () => {
    const ruleset = cardRuleset(id);
    const model = deckModel(ruleset.deck);
    const cards = model.cards;
    const n = cards.length;
    const counts = new Map<Category, number>();
    const hand: Card[] = [0, 0, 0, 0, 0];
    let hands = 0;
    for (let a = 0; a < n; a++)
      for (let b = a + 1; b < n; b++)
        for (let c = b + 1; c < n; c++)
          for (let d = c + 1; d < n; d++)
            for (let e = d + 1; e < n; e++) {
              hand[0] = cards[a] ?? 0;
              hand[1] = cards[b] ?? 0;
              hand[2] = cards[c] ?? 0;
              hand[3] = cards[d] ?? 0;
              hand[4] = cards[e] ?? 0;
              const fixed = hand.filter((card) => !model.wild.has(card) && !model.dead.has(card));
              const wilds = hand.filter((card) => model.wild.has(card)).length;
              const key = wilds === 0 ? classifyConcrete(ruleset, fixed) : makersKey(ruleset, fixed, wilds);
              const category = keyCategory(key, ruleset.categories);
              counts.set(category, (counts.get(category) ?? 0) + 1);
              hands++;
            }
    assert.equal(hands, HANDS[n], `${n} cards in the deck`);
    const table = exactCardOdds(ruleset, 5);
    const byTable = Object.fromEntries(table.counts.filter((row) => row.count > 0).map((row) => [row.category, row.count]));
    assert.deepEqual(byTable, Object.fromEntries(counts));
  });
}
