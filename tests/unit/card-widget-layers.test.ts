/**
 * The islands on the card games' pages load no dice code: followed through
 * their runtime imports (type-only imports are erased from the bundle, so
 * they are not followed), none reaches Peekaboo's dice, the judge for any
 * game (hands/judge.ts, which reads dice) or the hand-ranker's dice parts.
 * Every module an island reaches ships in its page's JavaScript, which
 * tests/e2e/budget.spec.ts keeps under 40 KB; the dice code was 1.3 KB of it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reach as reachAll } from '../engine/imports.ts';

/** Every file `start` reaches through its runtime imports, itself included. */
const reach = (start: string): Set<string> => reachAll(start, true);

const DICE_CODE = [
  'src/engine/hands/dice.ts',
  'src/engine/hands/judge.ts',
  'src/components/svg/Die.tsx',
  'src/components/svg/pips.ts',
  'src/components/widgets/hand-ranker/dice-model.ts',
  'src/components/widgets/hand-ranker/dice-url.ts',
  'src/components/widgets/hand-ranker/DiceHandRanker.tsx',
];

test('the islands of the card games’ pages reach no dice code', async (t) => {
  const rows: readonly { island: string; page: string }[] = [
    { island: 'src/components/widgets/hand-ranker/HandRanker.tsx', page: "every card game's hand-ranker" },
    { island: 'src/components/widgets/bluff-n-peg/BluffScorer.tsx', page: "Bluff 'N' Peg" },
    { island: 'src/components/widgets/nuclear/VoteCalculator.tsx', page: "Nuclear Hold'em" },
    { island: 'src/components/widgets/nuclear/BigBoardList.tsx', page: "Nuclear Hold'em" },
    { island: 'src/components/widgets/pokers-wild/AdjacencyScorer.tsx', page: "Poker's Wild!" },
    { island: 'src/components/widgets/pokers-wild/LineScorer.tsx', page: "Poker's Wild!" },
  ];
  for (const { island, page } of rows) {
    await t.test(`${island} (${page})`, () => {
      const reached = reach(island);
      assert.ok(reached.size > 3, `${island} reaches only ${reached.size} files: the import reader missed its imports`);
      assert.deepEqual(
        DICE_CODE.filter((p) => reached.has(p)),
        [],
      );
    });
  }
});

test('the judge page’s hand-ranker, which offers Peekaboo, does reach the dice (the reader finds a real path to them)', () => {
  const reached = reach('src/components/widgets/hand-ranker/DiceHandRanker.tsx');
  const dice = ['src/engine/hands/dice.ts', 'src/engine/hands/judge.ts', 'src/components/svg/Die.tsx'];
  assert.deepEqual(
    dice.filter((p) => !reached.has(p)),
    [],
  );
});

test('the dice explainer, Peekaboo’s only island on its rules page, reaches no card drawing: the die’s data is not in faces.ts', () => {
  const reached = reach('src/components/widgets/dice/DiceExplainer.tsx');
  assert.ok(reached.has('src/components/svg/Die.tsx'), 'the reader follows the explainer to its die drawing');
  assert.deepEqual(
    ['src/components/svg/Card.tsx', 'src/components/svg/faces.ts'].filter((p) => reached.has(p)),
    [],
  );
});
