/**
 * The fast exact count against the enumerator (the oracle) on six and seven
 * cards: every built-in card ruleset, the decks that break suit symmetry or
 * send steps back to the enumerator, and random variants (fast-check). Slow:
 * the enumerator visits up to 177 million hands per table.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CARD_RULESET_IDS, type CardRules } from '../../src/engine/index.ts';
import { enumerateCardOdds, exactCardOdds } from '../../src/engine/odds/odds.ts';
import { cardRuleset } from '../engine/helpers.ts';
import { cardRulesArb, describeRules } from '../engine/odds-variants.ts';

describe('fast count = enumerator, every built-in card ruleset, 6 and 7 cards', () => {
  for (const id of CARD_RULESET_IDS) {
    for (const cards of [6, 7]) {
      it(`${id}, ${String(cards)} cards`, () => {
        const ruleset = cardRuleset(id);
        assert.deepEqual(exactCardOdds(ruleset, cards), enumerateCardOdds(ruleset, cards));
      });
    }
  }
});

describe('fast count = enumerator, 7 cards from awkward decks', () => {
  const base = cardRuleset('standard');
  const rows: { name: string; deck: CardRules['deck'] }[] = [
    { name: 'one-eyed jacks wild (suits not alike)', deck: { jokers: 0, wild: ['one-eyed-jacks'] } },
    // Three or more wilds among seven cards: two suits could flush, so those steps are enumerated.
    { name: 'every wild group, two jokers (8 wilds)', deck: { jokers: 2, wild: ['jokers', 'deuces', 'one-eyed-jacks'] } },
    { name: 'two wild jokers, one-eyed jacks wild', deck: { jokers: 2, wild: ['jokers', 'one-eyed-jacks'] } },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const rules: CardRules = { ...base, deck: row.deck, categories: ['five-of-a-kind', ...base.categories] };
      assert.deepEqual(exactCardOdds(rules, 7), enumerateCardOdds(rules, 7));
    });
  }
});

describe('fast count = enumerator on random variants (fast-check)', () => {
  it('6 or 7 cards, any deck, ladder, ace rule and copy rule', () => {
    fc.assert(
      fc.property(cardRulesArb, fc.integer({ min: 6, max: 7 }), (r, cards) => {
        assert.deepEqual(exactCardOdds(r, cards), enumerateCardOdds(r, cards), describeRules(r, cards));
      }),
      { numRuns: 8, seed: 1115 },
    );
  });
});
