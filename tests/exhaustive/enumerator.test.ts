/**
 * The odds enumerator (incremental DAG walk) against plain per-hand
 * evaluation of every five-card hand, for every card ruleset.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CARD_RULESET_IDS, deckModel, exactCardOdds, handKey, keyCategory, type Category } from '../../src/engine/index.ts';
import { cardRuleset } from '../engine/helpers.ts';

for (const id of CARD_RULESET_IDS) {
  it(`${id}: every 5-card hand, counted two ways`, () => {
    const ruleset = cardRuleset(id);
    const cards = deckModel(ruleset.deck).cards;
    const n = cards.length;
    const counts = new Map<Category, number>();
    const hand = [{ card: 0 }, { card: 0 }, { card: 0 }, { card: 0 }, { card: 0 }];
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) for (let d = c + 1; d < n; d++) for (let e = d + 1; e < n; e++) {
      hand[0] = { card: cards[a] ?? 0 }; hand[1] = { card: cards[b] ?? 0 }; hand[2] = { card: cards[c] ?? 0 }; hand[3] = { card: cards[d] ?? 0 }; hand[4] = { card: cards[e] ?? 0 };
      const category = keyCategory(handKey(ruleset, hand), ruleset.categories);
      counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    const table = exactCardOdds(ruleset, 5);
    for (const row of table.counts) assert.equal(row.count, counts.get(row.category) ?? 0, `${id} ${row.category}`);
  });
}
