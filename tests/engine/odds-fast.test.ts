/**
 * The fast exact count (exactCardOdds: rank multisets with suit-pattern
 * weights) against the enumerator (enumerateCardOdds), which stays as the
 * oracle, on hands of 1 to 5 cards: every built-in ruleset, decks that break
 * the suit symmetry (one-eyed jacks wild) or hold more wilds than the
 * classes cover, random variants (fast-check), each class's category against
 * the judge's own evaluation of random hands, and the strength tables'
 * features against makers.ts on every multiset and suit mask. Six and seven
 * cards are in tests/exhaustive/odds-fast.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CARD_RULESET_IDS, deckModel, evaluateHand, rankOf, suitOf, type CardRules, type HeldCard } from '../../src/engine/index.ts';
import { enumerateCardOdds, exactCardOdds } from '../../src/engine/odds/odds.ts';
import { classesApply, classStrengths, flushClasses, multisets, plainStrength } from '../../src/engine/odds/odds-classes.ts';
import { keyStrength } from '../../src/engine/hands/key.ts';
import { bestFlushKey, bestRankKey, type HandRules } from '../../src/engine/hands/makers.ts';
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

/** The category (key strength) the fast count gives a hand, read straight from its class: null for an enumerated step. */
function classStrength(r: CardRules, hand: readonly HeldCard[]): number | null {
  const model = deckModel(r.deck);
  const naturals = hand.map((h) => h.card).filter((c) => !model.wild.has(c) && !model.dead.has(c));
  const wilds = hand.filter((h) => model.wild.has(h.card)).length;
  if (!classesApply(wilds, naturals.length)) return null;
  const sets = multisets(naturals.length);
  const flushes = flushClasses(wilds, naturals.length);
  const strengths = classStrengths(r, wilds, naturals.length);
  const counts = new Array<number>(13).fill(0);
  for (const c of naturals) counts[rankOf(c)] = (counts[rankOf(c)] ?? 0) + 1;
  let index = -1;
  for (let i = 0; i < sets.count && index < 0; i++) {
    if (counts.every((n, rank) => sets.counts[i * 13 + rank] === n)) index = i;
  }
  assert.ok(index >= 0, 'the hand’s rank multiset is listed');
  const plain = plainStrength(sets, index, strengths);
  for (let s = 0; s < 4; s++) {
    const inSuit = naturals.filter((c) => suitOf(c) === s);
    if (inSuit.length < flushes.need) continue;
    const mask = inSuit.reduce((m, c) => m | (1 << rankOf(c)), 0);
    for (let f = flushes.start[index] ?? 0; f < (flushes.start[index + 1] ?? 0); f++) {
      if (flushes.mask[f] === mask) return Math.max(plain, strengths.flush[mask] ?? 0);
    }
    assert.fail(`no flush class for mask ${mask.toString(2)}`);
  }
  return plain;
}

describe('each class gets the category the judge gives its hands', () => {
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
        const strength = classStrength(row.rules, hand);
        if (strength === null) continue; // an enumerated step (three or more wilds among seven)
        assert.equal(strength, keyStrength(evaluateHand(row.rules, hand).key), hand.map((h) => h.card).join(' '));
        checked++;
      }
      assert.ok(checked > 2500, `only ${String(checked)} hands fell in a class`);
    });
  }
});

/**
 * The strength tables judge one representative per feature (odds-classes.ts):
 * every multiset and every suit mask, judged on its own by makers.ts, must get
 * the category its feature's representative got. A feature that missed
 * something the category depends on fails here.
 */
describe('each feature decides the category: every multiset and suit mask against makers.ts', () => {
  const rows: { name: string; rules: HandRules }[] = [
    { name: 'standard', rules: cardRuleset('standard') },
    { name: "Nina's Five", rules: cardRuleset('ninas-five') },
    { name: 'full ladder, ace-low, wilds copy anything', rules: rules({ jokers: 2, wild: ['jokers'] }, { wildCopy: 'any' }) },
    {
      name: 'full ladder, ace high only, wilds never copy',
      rules: rules({ jokers: 2, wild: ['jokers'] }, { aceLow: false, wildCopy: 'never' }),
    },
    {
      name: 'no straight flush or two pair; flush above full house',
      rules: {
        categories: [
          'five-of-a-kind',
          'royal-flush',
          'flush',
          'four-of-a-kind',
          'full-house',
          'straight',
          'three-of-a-kind',
          'one-pair',
          'high-card',
        ],
        aceLow: true,
        wildCopy: 'five-of-a-kind-only',
      },
    },
  ];
  const row13 = (pick: (r: number) => number): number[] => Array.from({ length: 13 }, (_, r) => pick(r));
  for (const row of rows) {
    it(`${row.name}: every multiset of up to 7 cards and every suit mask, 0 to 7 wilds`, () => {
      let checked = 0;
      for (let wilds = 0; wilds <= 7; wilds++) {
        for (let naturals = 0; naturals + wilds <= 7; naturals++) {
          const sets = multisets(naturals);
          const strengths = classStrengths(row.rules, wilds, naturals);
          for (let i = 0; i < sets.count; i++) {
            const counts = row13((r) => sets.counts[i * 13 + r] ?? 0);
            const expected = keyStrength(bestRankKey(counts, wilds, row.rules));
            if (plainStrength(sets, i, strengths) !== expected) assert.fail(`${counts.join('')} + ${String(wilds)} wilds`);
            checked++;
          }
          // Tables for fewer naturals hold the same values, for fewer masks.
          if (naturals + wilds < 7) continue;
          for (let mask = 0; mask < 1 << 13; mask++) {
            const cards = row13((r) => (mask >> r) & 1);
            const size = cards.reduce((a, b) => a + b, 0);
            if (size > naturals) continue;
            const expected = size + wilds < 5 ? 0 : keyStrength(bestFlushKey(cards, wilds, row.rules));
            if (strengths.flush[mask] !== expected) assert.fail(`suit ${mask.toString(2)} + ${String(wilds)} wilds`);
          }
        }
      }
      assert.ok(checked > 100_000, `only ${String(checked)} multisets checked`);
    });
  }
});
