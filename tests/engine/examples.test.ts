/**
 * The example hand shown on every rung of every ladder. The expectations are
 * written by hand from the rules (each ruleset's ladder, best first, and the
 * hand a player would show for each rung), and each hand's category is
 * confirmed by a slow classifier that shares nothing with exampleHand's own
 * check: the brute-force oracle (src/engine/hands/oracle.ts) for cards, and a
 * count of equal dice for Peekaboo.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exampleHand, formatHand, RULESETS, RULESET_IDS, type Category, type RulesetId } from '../../src/engine/index.ts';
import { bestByOracle } from '../../src/engine/hands/oracle.ts';

/** One row per rung, in ladder order: the category and the example hand, in notation. */
type Ladder = readonly (readonly [category: Category, hand: string])[];

// The rungs every poker ladder has, best first, with the hand-written examples.
const ROYAL = ['royal-flush', 'Ah Kh Qh Jh Th'] as const;
const STRAIGHT_FLUSH = ['straight-flush', '9c 8c 7c 6c 5c'] as const;
const FOUR = ['four-of-a-kind', '7s 7h 7d 7c Kd'] as const;
const FULL_HOUSE = ['full-house', 'Js Jh Jd 4c 4s'] as const;
const FLUSH = ['flush', 'Kd Td 8d 5d 3d'] as const;
const STRAIGHT = ['straight', '9s 8h 7d 6c 5s'] as const;
const THREE = ['three-of-a-kind', '8s 8h 8d Kc 3s'] as const;
const TWO_PAIR = ['two-pair', 'Ks Kh 6d 6c 3s'] as const;
const PAIR = ['one-pair', 'Ts Th 8d 5c 3s'] as const;
const HIGH = ['high-card', 'As Jh 8d 5c 3s'] as const;
/** Five of a kind needs a wild: a joker where jokers are wild, a deuce where deuces are. */
const FIVE_WITH_JOKER = ['five-of-a-kind', 'Qs Qh Qd Qc X'] as const;
const FIVE_WITH_DEUCE = ['five-of-a-kind', 'Qs Qh Qd Qc 2s'] as const;

const LADDERS: { readonly [R in RulesetId]: Ladder } = {
  // Plain poker, no wilds: royal flush down to high card.
  standard: [ROYAL, STRAIGHT_FLUSH, FOUR, FULL_HOUSE, FLUSH, STRAIGHT, THREE, TWO_PAIR, PAIR, HIGH],
  // Nina's Five: jokers wild, five of a kind on top, and there is no full house.
  'ninas-five': [FIVE_WITH_JOKER, ROYAL, STRAIGHT_FLUSH, FOUR, FLUSH, STRAIGHT, THREE, TWO_PAIR, PAIR, HIGH],
  // Nuclear: normal hold'em ranking, jokers dead, so no five of a kind.
  'nuclear-holdem': [ROYAL, STRAIGHT_FLUSH, FOUR, FULL_HOUSE, FLUSH, STRAIGHT, THREE, TWO_PAIR, PAIR, HIGH],
  // Poker's Wild!: two wild jokers; the score table starts at five of a kind.
  'pokers-wild': [FIVE_WITH_JOKER, ROYAL, STRAIGHT_FLUSH, FOUR, FULL_HOUSE, FLUSH, STRAIGHT, THREE, TWO_PAIR, PAIR, HIGH],
  // Bluff 'N' Peg: the standard ranking sheet.
  'bluff-n-peg': [ROYAL, STRAIGHT_FLUSH, FOUR, FULL_HOUSE, FLUSH, STRAIGHT, THREE, TWO_PAIR, PAIR, HIGH],
  // Its variation: deuces wild, five of a kind becomes the best hand.
  'bluff-n-peg-deuces': [FIVE_WITH_DEUCE, ROYAL, STRAIGHT_FLUSH, FOUR, FULL_HOUSE, FLUSH, STRAIGHT, THREE, TWO_PAIR, PAIR, HIGH],
  // Peekaboo's sheet: five of a kind, four, full house, straight, three, two pair, pair, hot garbage.
  peekaboo: [
    ['five-of-a-kind', '4 4 4 4 4'],
    ['four-of-a-kind', '6 6 6 6 2'],
    ['full-house', '3 3 3 5 5'],
    ['straight', '2 3 4 5 6'],
    ['three-of-a-kind', '5 5 5 2 1'],
    ['two-pair', '6 6 4 4 1'],
    ['one-pair', '2 2 6 5 3'],
    ['hot-garbage', '6 5 4 2 1'],
  ],
};

/** Slow dice classifier: the sizes of the groups of equal dice, and the two straights. */
function diceCategory(dice: readonly number[]): Category {
  const groups = [1, 2, 3, 4, 5, 6]
    .map((face) => dice.filter((d) => d === face).length)
    .filter((n) => n > 0)
    .sort()
    .reverse()
    .join('');
  const sorted = [...dice].sort().join('');
  if (groups === '5') return 'five-of-a-kind';
  if (groups === '41') return 'four-of-a-kind';
  if (groups === '32') return 'full-house';
  if (sorted === '12345' || sorted === '23456') return 'straight';
  if (groups === '311') return 'three-of-a-kind';
  if (groups === '221') return 'two-pair';
  if (groups === '2111') return 'one-pair';
  return 'hot-garbage';
}

describe('ladders and their examples, from the rules', () => {
  for (const id of RULESET_IDS) {
    it(`${id}: the ladder is the rules' ladder, best first`, () => {
      assert.deepEqual(
        RULESETS[id].categories,
        LADDERS[id].map(([category]) => category),
      );
    });
    for (const [category, hand] of LADDERS[id]) {
      it(`${id}: ${category} is shown as ${hand}`, () => {
        const example = exampleHand(id, category);
        assert.ok(example !== null, `${id} has no example of ${category}`);
        if (example.kind === 'dice') {
          assert.equal(example.dice.join(' '), hand);
          assert.equal(diceCategory(example.dice), category, 'the dice count disagrees');
        } else {
          assert.equal(formatHand(example.cards), hand);
          const rules = RULESETS[id];
          assert.ok(rules.kind === 'cards', `${id} shows cards but is not a card ruleset`);
          assert.equal(bestByOracle(rules, example.cards).category, category, 'the oracle disagrees');
        }
      });
    }
  }
});
