/**
 * Poker's Wild!'s guided round teaches what it says: each step's rule is
 * really exercised at that step (and only there, so a claim can fail), and
 * the wild-space step says what ruling pw-wild-space-adjacent and the engine
 * say: a wild space counts only for the card laid beside it.
 */
import assert from 'node:assert/strict';
import { describe, it, test } from 'node:test';
import { isJoker } from '../../../src/engine/hands/cards.ts';
import type { Category } from '../../../src/engine/hands/categories.ts';
import type { PwMove, PwState } from '../../../src/engine/games/pokers-wild/state.ts';
import { SCORING } from '../../../src/engine/games/pokers-wild/options.ts';
import { madeBy } from '../../../src/engine/games/pokers-wild/score.ts';
import { DEFAULT_LAYOUT, makeBoard, scorePlay, type Board, type Square } from '../../../src/engine/games/pokers-wild/board.ts';
import { RULINGS } from '../../../src/engine/games/pokers-wild/rulings.ts';
import { POKERS_WILD_TUTORIAL } from '../../../src/engine/games/pokers-wild/tutorial.ts';
import { card } from '../pokers-wild-picture.ts';
import { checkClaims, walk, type Claim, type WalkedStep } from './walk.ts';

const ME = 0;

/** The cells of the line the learner's card scores, or null when it scores nothing. */
function scoredLine({ at, move }: WalkedStep<PwState>): number[] | null {
  const m = move as PwMove;
  const made = madeBy(at, m.card, m.row * at.cols + m.col);
  return made === null ? null : made.squares.map((q) => q.row * at.cols + q.col);
}
const gained = ({ at, mine }: WalkedStep<PwState>): number => (mine.scores[ME] ?? 0) - (at.scores[ME] ?? 0);
const throughWildSpace = (step: WalkedStep<PwState>): boolean => (scoredLine(step) ?? []).some((i) => step.at.wild.includes(i));
const throughJoker = (step: WalkedStep<PwState>): boolean =>
  (scoredLine(step) ?? []).some((i) => {
    const c = step.at.cells[i];
    return c !== null && c !== undefined && isJoker(c);
  });

const CLAIMS: readonly Claim<PwState>[] = [
  // A plain line: the card scores with natural cards only.
  { rule: 'pw-lay-and-score', holds: (s) => gained(s) > 0 && scoredLine(s) !== null && !throughWildSpace(s) && !throughJoker(s) },
  { rule: 'pw-wild-space', holds: (s) => gained(s) > 0 && throughWildSpace(s) && !throughJoker(s) },
  { rule: 'pw-joker', holds: (s) => gained(s) > 0 && throughJoker(s) && !throughWildSpace(s) },
];

test('each step of the Poker’s Wild! round exercises the rule it teaches, and no other step does', () => {
  checkClaims('pokers-wild', CLAIMS);
});

/** A step's position (its computer moves played) as a board for the reference scorer. */
function boardAt({ at }: WalkedStep<PwState>): Board {
  assert.deepEqual(
    [...at.wild].sort((a, b) => a - b),
    DEFAULT_LAYOUT.wildSpaces.map((s) => s.row * at.cols + s.col),
    'the round is played on the default board',
  );
  const placed = at.cells.flatMap((c, i) => (c === null ? [] : [{ square: { row: Math.floor(i / at.cols), col: i % at.cols }, card: c }]));
  const made = makeBoard(DEFAULT_LAYOUT, placed);
  assert.ok(made.ok, made.ok ? '' : made.error.message);
  return made.value;
}

describe('the wild-space step agrees with ruling pw-wild-space-adjacent and the engine', () => {
  const step = walk<PwState>('pokers-wild').find((s) => s.rule === 'pw-wild-space')!;
  const board = boardAt(step);
  const threeOfDiamonds = card('3d');
  const wildSpace = { row: 1, col: 3 }; // row 2, column 4
  it('the script lays the 3♦ at row 2, column 3, beside the wild space at row 2, column 4', () => {
    assert.deepEqual(step.move, { card: threeOfDiamonds, row: 1, col: 2 });
    assert.ok(DEFAULT_LAYOUT.wildSpaces.some((w) => w.row === wildSpace.row && w.col === wildSpace.col));
  });
  // The same card in the same row of the same position, beside the wild space and three squares from it.
  // Were a wild space any card for every line through it, both plays would make three threes (3♦, wild space, 3♠).
  const rows: { label: string; at: Square; points: number; category: Category; wildCounts: boolean }[] = [
    {
      label: 'beside it (the scripted play): the wild space joins the 3♦ and the 3♠ for three of a kind, 3 points',
      at: { row: 1, col: 2 },
      points: 3,
      category: 'three-of-a-kind',
      wildCounts: true,
    },
    {
      label: 'at row 2, column 7, three squares along the same row: the wild space does not count, only the pair with the 3♠, 1 point',
      at: { row: 1, col: 6 },
      points: 1,
      category: 'one-pair',
      wildCounts: false,
    },
  ];
  for (const row of rows)
    it(row.label, () => {
      const scored = scorePlay(board, threeOfDiamonds, row.at);
      assert.ok(scored.ok, scored.ok ? '' : scored.error.message);
      const { run } = scored.value;
      assert.equal(scored.value.points, row.points);
      assert.ok(run !== null, 'the play scores');
      assert.equal(run.category, row.category);
      assert.equal(run.direction, 'across');
      const usesWildSpace = run.squares.some((s) => s.row === wildSpace.row && s.col === wildSpace.col);
      assert.equal(usesWildSpace, row.wildCounts);
      if (!row.wildCounts)
        assert.ok(
          scored.value.notes.some((n) => /counts only beside the card you play/u.test(n)),
          scored.value.notes.join(' | '),
        );
      // The game model's own scorer, which the round is played with, agrees.
      const made = madeBy(step.at, threeOfDiamonds, row.at.row * step.at.cols + row.at.col);
      assert.equal(made === null ? null : SCORING[made.category], row.category);
    });
});

test('no text of the Poker’s Wild! round says a wild space counts for every line through it; the wild-space step says "only beside"', () => {
  const { steps, end } = POKERS_WILD_TUTORIAL;
  const sentences = [...steps.flatMap((s) => [s.text, s.wrong]), end].flatMap((t) => t.split(/(?<=[.!?:;])\s+/u));
  for (const sentence of sentences.filter((x) => /wild space/iu.test(x)))
    assert.doesNotMatch(sentence, /\b(every|each|all|any)\s+lines?\b|\blines?\s+through\b/iu, sentence);
  const step = steps.find((s) => s.rule === 'pw-wild-space')!;
  assert.match(step.text, /only for a card laid right beside it/u);
  // The ruling the step puts into words.
  const ruling = RULINGS.find((r) => r.id === 'pw-wild-space-adjacent')!;
  assert.match(ruling.answer, /counts only when it is directly beside, above or below the card you just played/u);
});
