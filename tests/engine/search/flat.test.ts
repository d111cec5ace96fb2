/**
 * The search's flat mode (search/ismcts.ts, `SearchBudget.flat`): every root move played in the same deals.
 * A one-move game with a hidden number x, 0 to 99: move 0 and move 1 win when x < 50, move 2 when x < 52, move 3
 * never. In the same deals, moves 0 and 1 score exactly alike and move 2 never scores less; a search that deals each
 * move its own deals would tell 0 from 1 by noise, and 2 from 0 seldom.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rngAt, type Rng } from '../../../src/engine/play/random.ts';
import type { Outcome } from '../../../src/engine/play/types.ts';
import { expertBot, type ExpertParts } from '../../../src/engine/bots/expert.ts';
import { DEFAULT_BUDGET, ismcts, type SearchGame } from '../../../src/engine/search/ismcts.ts';

interface Pick {
  readonly a: number | null;
  readonly x: number;
}
const LIMITS = [50, 50, 52, 0];
const pickOutcome = (s: Pick): Outcome | null =>
  s.a === null ? null : { winners: [s.x < (LIMITS[s.a] ?? 0) ? 0 : 1], tie: false, scores: [0, 0], length: 1, stats: {}, summary: '' };

const pickGame = (policyMove: number): SearchGame<Pick, number, null> => ({
  rules: {
    toAct: (s) => (s.a === null ? 0 : null),
    legalMoves: (s) => (s.a === null ? [0, 1, 2, 3] : []),
    apply: (s, { move }) => ({ ...s, a: move }),
    view: () => null,
    outcome: pickOutcome,
  },
  sample: (_v, rng: Rng) => ({ a: null, x: rng.int(100) }),
  rollout: () => ({ move: policyMove, reason: '' }),
  seats: () => 2,
});

const FLAT = { ...DEFAULT_BUDGET, iterations: 400, flat: true };

const ROWS: readonly { name: string; policy: number; legal: readonly number[]; move: number }[] = [
  { name: 'the move that wins in a few more of the same deals', policy: 0, legal: [0, 1, 2, 3], move: 2 },
  { name: 'the policy keeps a tie (moves 0 and 1 win in the same deals)', policy: 1, legal: [0, 1, 3], move: 1 },
  { name: 'the policy keeps a tie, whichever it is', policy: 0, legal: [0, 1, 3], move: 0 },
];

for (const row of ROWS)
  test(`flat search: ${row.name}`, () => {
    const result = ismcts(pickGame(row.policy), null, row.legal, rngAt(11), FLAT);
    assert.equal(result.move, row.move, JSON.stringify(result.stats));
    for (const s of result.stats) assert.equal(s.visits, FLAT.iterations, `move ${s.move} played in every deal`);
    const value = (m: number): number => result.stats.find((s) => s.move === m)?.value ?? -1;
    assert.equal(value(0), value(1), 'moves 0 and 1 win in exactly the same deals');
    assert.ok(value(0) > 0.35 && value(0) < 0.65, `about half: ${value(0)}`);
    assert.equal(value(3), 0);
    if (row.legal.includes(2)) assert.ok(value(2) > value(0), 'move 2 wins every deal move 0 wins, and more');
  });

test('flat search searches the policy move when the candidates leave it out, and only the candidates otherwise', () => {
  const game = { ...pickGame(2), candidates: () => [3] };
  const result = ismcts(game, null, [0, 1, 2, 3], rngAt(5), { ...FLAT, iterations: 50 });
  assert.deepEqual(
    result.stats.map((s) => s.move),
    [3, 2],
  );
  assert.equal(result.move, 2);
});

const MARGIN_ROWS: readonly { margin: number; move: number; why: string }[] = [
  { margin: 0, move: 2, why: 'any lead' },
  { margin: 2, move: 2, why: 'move 2 leads by about three standard errors in 400 deals' },
  { margin: 5, move: 0, why: 'a lead of three standard errors is not five: the policy’s move stays' },
];
for (const row of MARGIN_ROWS)
  test(`flat search with a margin of ${row.margin} standard errors: ${row.why}`, () => {
    const result = ismcts(pickGame(0), null, [0, 1, 2, 3], rngAt(11), { ...FLAT, margin: row.margin });
    assert.equal(result.move, row.move, JSON.stringify(result.stats));
  });

/** The pick game as an expert's parts: its rules as the search's, every move labelled by its number. */
function pickExpert(policy: number): ExpertParts<Pick, number, null> {
  const game = pickGame(policy);
  return {
    ...game,
    rules: { ...game.rules, options: [], seats: () => 2, newGame: () => ({ a: null, x: 0 }) } as unknown as ExpertParts<
      Pick,
      number,
      null
    >['rules'],
    names: () => ['A', 'B'],
    words: { moveLabel: (_v: null, m: number) => `move ${m}` },
  };
}

const REASON_ROWS: readonly { margin: number; reason: RegExp }[] = [
  {
    margin: 0,
    reason: /^Over 400 deals that fit what I have seen, “move 2” left me a \d+% chance .*; the next best, “move [01]”, \d+% in 400\.$/u,
  },
  {
    margin: 5,
    reason:
      /^Over 400 deals that fit what I have seen, “move 0” left me .*; “move 2” scored \d+% in 400, a lead too small to be sure of in so few deals\.$/u,
  },
];
for (const row of REASON_ROWS)
  test(`the expert's reason at a margin of ${row.margin}: ${row.margin === 0 ? 'the next best scored less' : 'a better-scoring move it did not take'}`, () => {
    const choice = expertBot(pickExpert(0), { ...FLAT, margin: row.margin })(null, [0, 1, 2, 3], rngAt(11));
    assert.match(choice.reason, row.reason);
  });
