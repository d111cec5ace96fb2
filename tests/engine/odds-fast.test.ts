/**
 * The fast exact count (exactCardOdds: rank multisets with suit-pattern
 * weights) against the enumerator (enumerateCardOdds), which stays as the
 * oracle, on hands of 1 to 5 cards: every built-in ruleset, decks that break
 * the suit symmetry (one-eyed jacks wild) or hold more wilds than the
 * classes cover, random variants (fast-check), and each class's key against
 * the judge's own evaluation of random hands. Six and seven cards are in
 * tests/exhaustive/odds-fast.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CARD_RULESET_IDS, deckModel, evaluateHand, rankOf, suitOf, type CardRules, type HeldCard } from '../../src/engine/index.ts';
import { enumerateCardOdds, exactCardOdds } from '../../src/engine/odds.ts';
import { classesApply, handClasses } from '../../src/engine/odds-classes.ts';
import { cardRuleset, rng } from './helpers.ts';
import { cardRulesArb, describeRules } from './odds-variants.ts';

const LADDER = ['five-of-a-kind', 'royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight'] as const;
const rules = (deck: CardRules['deck'], extra: Partial<CardRules> = {}): CardRules => ({
  categories: [...LADDER, 'three-of-a-kind', 'two-pair', 'one-pair', 'high-card'],
  aceLow: true,
  wildCopy: 'five-of-a-kind-only',
  deck,
  ...extra,
});

describe('fast count = enumerator, every built-in card ruleset, 1 to 5 cards', () => {
  for (const id of CARD_RULESET_IDS) {
    for (const cards of [1, 2, 3, 4, 5]) {
      it(`${id}, ${String(cards)} cards`, () => {
        const ruleset = cardRuleset(id);
        assert.deepEqual(exactCardOdds(ruleset, cards), enumerateCardOdds(ruleset, cards));
      });
    }
  }
});

describe('fast count = enumerator, decks the classes must weigh with care', () => {
  const rows: { name: string; rules: CardRules; cards: number }[] = [
    // J♠ J♥ wild: spades and hearts lack a jack, so the suits are not alike.
    { name: 'one-eyed jacks wild, 52 cards', rules: rules({ jokers: 0, wild: ['one-eyed-jacks'] }), cards: 5 },
    { name: 'one-eyed jacks and deuces wild, one dead joker', rules: rules({ jokers: 1, wild: ['deuces', 'one-eyed-jacks'] }), cards: 5 },
    // Eight wilds: five of them in a five-card hand leave no natural card, a step the classes hand to the enumerator.
    { name: 'every wild group, two jokers (8 wilds)', rules: rules({ jokers: 2, wild: ['jokers', 'deuces', 'one-eyed-jacks'] }), cards: 5 },
    { name: 'two dead jokers, no full house, ace high only', rules: rules({ jokers: 2, wild: [] }, { aceLow: false }), cards: 5 },
    { name: 'deuces wild, wilds never copy', rules: rules({ jokers: 0, wild: ['deuces'] }, { wildCopy: 'never' }), cards: 5 },
    { name: 'jokers wild, wilds copy anything, 4 cards', rules: rules({ jokers: 2, wild: ['jokers'] }, { wildCopy: 'any' }), cards: 4 },
  ];
  for (const row of rows) {
    it(row.name, () => assert.deepEqual(exactCardOdds(row.rules, row.cards), enumerateCardOdds(row.rules, row.cards)));
  }
});

describe('fast count = enumerator on random variants (fast-check)', () => {
  it('1 to 5 cards, any deck, ladder, ace rule and copy rule', () => {
    fc.assert(
      fc.property(cardRulesArb, fc.integer({ min: 1, max: 5 }), (r, cards) => {
        assert.deepEqual(exactCardOdds(r, cards), enumerateCardOdds(r, cards), describeRules(r, cards));
      }),
      { numRuns: 25, seed: 15 },
    );
  });
});

/** The class a hand falls in, read straight from the classes: the key the fast count gives every hand of that class. */
function classKey(r: CardRules, hand: readonly HeldCard[]): number | null {
  const model = deckModel(r.deck);
  const naturals = hand.map((h) => h.card).filter((c) => !model.wild.has(c) && !model.dead.has(c));
  const wilds = hand.filter((h) => model.wild.has(h.card)).length;
  if (!classesApply(wilds, naturals.length)) return null;
  const classes = handClasses(r, wilds, naturals.length);
  const counts = new Array<number>(13).fill(0);
  for (const c of naturals) counts[rankOf(c)] = (counts[rankOf(c)] ?? 0) + 1;
  let index = -1;
  for (let i = 0; i < classes.multisets && index < 0; i++) {
    if (counts.every((n, rank) => classes.counts[i * 13 + rank] === n)) index = i;
  }
  assert.ok(index >= 0, 'the hand’s rank multiset is listed');
  for (let s = 0; s < 4; s++) {
    const inSuit = naturals.filter((c) => suitOf(c) === s);
    if (inSuit.length < classes.need) continue;
    const mask = inSuit.reduce((m, c) => m | (1 << rankOf(c)), 0);
    for (let f = classes.flushStart[index] ?? 0; f < (classes.flushStart[index + 1] ?? 0); f++) {
      if (classes.flushMask[f] === mask) return classes.flushKey[f] ?? null;
    }
    assert.fail(`no flush class for mask ${mask.toString(2)}`);
  }
  return classes.plainKey[index] ?? null;
}

describe('each class is keyed as the judge keys its hands', () => {
  const rows: { name: string; rules: CardRules }[] = [
    { name: 'standard', rules: cardRuleset('standard') },
    { name: "Nina's Five (two wild jokers, no full house)", rules: cardRuleset('ninas-five') },
    { name: "Bluff 'N' Peg, deuces wild", rules: cardRuleset('bluff-n-peg-deuces') },
    {
      name: 'jokers and one-eyed jacks wild, copy any',
      rules: rules({ jokers: 2, wild: ['jokers', 'one-eyed-jacks'] }, { wildCopy: 'any' }),
    },
  ];
  for (const row of rows) {
    it(`${row.name}: 3,000 random hands of 5 to 7 cards`, () => {
      const random = rng(15);
      const deck = deckModel(row.rules.deck).cards;
      let checked = 0;
      for (let i = 0; i < 3000; i++) {
        const size = 5 + (i % 3);
        const pool = deck.slice();
        const hand: HeldCard[] = [];
        for (let j = 0; j < size; j++) hand.push({ card: pool.splice(Math.floor(random() * pool.length), 1)[0] ?? 0 });
        const key = classKey(row.rules, hand);
        if (key === null) continue; // an enumerated step (three or more wilds among seven)
        assert.equal(key, evaluateHand(row.rules, hand).key, hand.map((h) => h.card).join(' '));
        checked++;
      }
      assert.ok(checked > 2500, `only ${String(checked)} hands fell in a class`);
    });
  }
});
