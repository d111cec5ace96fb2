import assert from 'node:assert/strict';
import { perfectHashOracle, perfectHashTables } from '../../src/engine/hands/fast.ts';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CARD_RULESET_IDS, evaluateHand, handKey, judge, keyCategory, type HeldCard } from '../../src/engine/index.ts';
import { checkAgainstOracle, WILD_COPY_RULES } from './oracle-agreement.ts';
import { cardRuleset, deal, rng } from './helpers.ts';

/** The quick run; `npm run test:exhaustive` runs 200,000 hands per ruleset. */
const QUICK_HANDS = 4000;

describe('fast evaluator agrees with the brute-force oracle', () => {
  for (const id of CARD_RULESET_IDS) {
    it(`${id}: ${QUICK_HANDS} random hands, comparing rank keys`, () => {
      const wild = checkAgainstOracle(id, QUICK_HANDS, 0x5eed + id.length);
      const ruleset = cardRuleset(id);
      if (ruleset.deck.wild.length > 0) assert.ok(wild > QUICK_HANDS / 50, `only ${wild} hands with wild cards`);
    });
  }
  for (const id of CARD_RULESET_IDS.filter((r) => cardRuleset(r).deck.wild.length > 0)) {
    for (const rule of WILD_COPY_RULES.filter((r) => r !== cardRuleset(id).wildCopy)) {
      it(`${id} with copy rule ${rule}: ${QUICK_HANDS} random hands, comparing rank keys`, () => {
        checkAgainstOracle(id, QUICK_HANDS, 0x5eed + id.length, rule);
      });
    }
  }
});

describe('properties', () => {
  const wildGames = ['ninas-five', 'pokers-wild', 'bluff-n-peg-deuces'] as const;
  for (const id of wildGames) {
    it(`${id}: adding a wild card never lowers a hand`, () => {
      const ruleset = cardRuleset(id);
      const wildCard = ruleset.deck.wild.includes('jokers') ? 52 : 0;
      fc.assert(
        fc.property(fc.integer(), fc.integer({ min: 0, max: 5 }), (seed, n) => {
          const random = rng(seed);
          const hand = deal(ruleset, n, random).filter(
            (h) => h.card !== wildCard && h.card !== 53 && !(id === 'bluff-n-peg-deuces' && h.card < 4),
          );
          const before = handKey(ruleset, hand);
          const after = handKey(ruleset, [...hand, { card: wildCard }]);
          assert.ok(after >= before, `adding a wild lowered ${before.toString(16)} to ${after.toString(16)}`);
        }),
        { numRuns: 3000 },
      );
    });
  }

  for (const id of ['standard', 'ninas-five'] as const) {
    it(`${id}: the verdict is antisymmetric and transitive`, () => {
      const ruleset = cardRuleset(id);
      const beats = (a: HeldCard[], b: HeldCard[]): number => {
        const v = judge(
          [
            { label: 'A', key: handKey(ruleset, a) },
            { label: 'B', key: handKey(ruleset, b) },
          ],
          ruleset,
        );
        return v.outcome !== 'win' ? 0 : v.winners[0] === 0 ? 1 : -1;
      };
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const random = rng(seed);
          const [a, b, c] = [deal(ruleset, 7, random), deal(ruleset, 7, random), deal(ruleset, 7, random)];
          assert.equal(beats(a, b) + beats(b, a), 0);
          if (beats(a, b) >= 0 && beats(b, c) >= 0) assert.ok(beats(a, c) >= 0);
          if (beats(a, b) === 0 && beats(b, c) === 0) assert.equal(beats(a, c), 0);
        }),
        { numRuns: 3000 },
      );
    });
  }

  it('a hand of only dead jokers is the lowest hand, and loses to any card', () => {
    const ruleset = cardRuleset('nuclear-holdem');
    const dead = handKey(ruleset, [{ card: 52 }]);
    assert.equal(keyCategory(dead, ruleset.categories), 'high-card');
    assert.ok(handKey(ruleset, [{ card: 0 }]) > dead);
  });
});

describe('the explained path and the table path agree', () => {
  for (const id of CARD_RULESET_IDS) {
    it(`${id}: evaluateHand (direct makers) and handKey (tables) give the same key`, () => {
      const ruleset = cardRuleset(id);
      const random = rng(0xface + id.length);
      for (let i = 0; i < 20000; i++) {
        const hand = deal(ruleset, 1 + Math.floor(random() * 7), random);
        assert.equal(evaluateHand(ruleset, hand).key, handKey(ruleset, hand));
      }
    });
  }
});

it('the perfect hash: the claim-and-undo seed search picks the same seed for every bucket as the first-written search (the oracle)', () => {
  const fast = perfectHashTables();
  const oracle = perfectHashOracle();
  assert.deepEqual([...fast.seeds], [...oracle.seeds], 'the same seed per bucket');
  assert.deepEqual([...fast.codeOfSlot], [...oracle.codeOfSlot], 'the same rank code in every slot');
  const filled = fast.codeOfSlot.filter((s) => s >= 0).length;
  assert.equal(filled, 76_155, 'every rank multiset of up to seven cards has its own slot');
});
