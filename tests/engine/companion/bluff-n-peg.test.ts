/**
 * Bluff 'N' Peg's table companion: hands reported as a table reports them, scored by the practice table's scorer.
 * Each row is a scenario: the actions, then the fields of the state it must reach, or the code of the first refusal.
 * Expected pegs are worked by hand from the printed board (zone 1X/2X/4X/8X paying 5/10/20/40, three last-chance holes).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMPANION } from '../../../src/engine/games/bluff-n-peg/companion.ts';
import { run } from './run.ts';

const four = { players: ['Ann', 'Bob', 'Cy', 'Di'] };
const hand = (winners: number[], cards: number[], steps: unknown[] = []) => ({ type: 'hand', winners, cards, steps });
/** Everyone wins a hand with no card laid: each peg moves 5, off the start, so later losses are not clamped. */
const allFive = hand([0, 1, 2, 3], [0, 0, 0, 0]);

interface Row {
  readonly name: string;
  readonly setup?: unknown;
  readonly actions: readonly unknown[];
  readonly state?: Record<string, unknown>;
  readonly refused?: string;
  /** Where the refusal belongs on the page's form (result.ts's field and index); checked when given. */
  readonly place?: { readonly field: string; readonly index?: number };
}

const ROWS: readonly Row[] = [
  {
    name: 'a plain hand: the winner scores 5 at 1X, each loser pays a point a card and falls from the start into the first last-chance hole',
    actions: [hand([0], [2, 3, 1, 0])],
    state: { pegs: [5, -1, -1, 0], lastChanceEntries: [0, 1, 1, 0], dealer: 1, hands: 1, multiplier: 1, winners: null },
  },
  {
    name: 'a player in the last-chance holes goes one hole back a losing hand, and out the back ends the game: the furthest peg wins',
    actions: [hand([0], [1, 1, 1, 1]), hand([0], [0, 1, 0, 0]), hand([0], [0, 1, 0, 0]), hand([0], [0, 1, 0, 0])],
    state: { pegs: [20, -4, -1, -1], outTheBack: [1], end: 'out-the-back', winners: [0] },
  },
  {
    name: 'a hand after the game ended is refused',
    actions: [hand([0], [1, 1, 1, 1]), hand([0], [0, 1, 0, 0]), hand([0], [0, 1, 0, 0]), hand([0], [0, 1, 0, 0]), hand([0], [0, 0, 0, 0])],
    refused: 'game-over',
  },
  {
    name: 'a double accepted by all, then a fold: the fold pays at the new 2X, the losers too, and the winner takes 10',
    actions: [
      allFive,
      hand(
        [0],
        [3, 2, 2, 1],
        [
          { type: 'double', player: 0, folds: [] },
          { type: 'fold', player: 3 },
        ],
      ),
    ],
    state: { pegs: [15, 1, 1, 3], multiplier: 2, zoneHole: 1 },
  },
  {
    name: 'a fold answering a double pays at the multiplier before the double advances (1X), the others at 2X',
    actions: [allFive, hand([0], [3, 2, 2, 1], [{ type: 'double', player: 0, folds: [3] }])],
    state: { pegs: [15, 1, 1, 4], multiplier: 2 },
  },
  {
    name: 'a double everyone folds does not advance the bluffing peg: the declarer wins 5 at 1X',
    actions: [allFive, hand([0], [3, 2, 2, 1], [{ type: 'double', player: 0, folds: [1, 2, 3] }])],
    state: { pegs: [10, 3, 3, 4], multiplier: 1, zoneHole: 0 },
  },
  {
    name: 'a fold before any double pays at 1X even when a later double is accepted',
    actions: [
      allFive,
      hand(
        [0],
        [3, 2, 2, 1],
        [
          { type: 'fold', player: 3 },
          { type: 'double', player: 0, folds: [] },
        ],
      ),
    ],
    state: { pegs: [15, 1, 1, 4], multiplier: 2 },
  },
  {
    name: 'a double declared with fewer than three cards laid is refused, placed on the declarer’s row',
    actions: [allFive, hand([0], [2, 2, 2, 1], [{ type: 'double', player: 0, folds: [] }])],
    refused: 'bad-action',
    place: { field: 'player', index: 0 },
  },
  {
    name: 'a double from the last-chance holes is refused with the scorer’s code',
    actions: [hand([0], [1, 3, 0, 0]), hand([0], [1, 3, 0, 0], [{ type: 'double', player: 1, folds: [] }])],
    refused: 'double-last-chance',
    place: { field: 'step', index: 0 },
  },
  {
    name: 'more doubles than the table allows are refused with the scorer’s code',
    setup: { ...four, options: { doubles: 1 } },
    actions: [
      allFive,
      hand(
        [0],
        [3, 3, 0, 0],
        [
          { type: 'double', player: 0, folds: [] },
          { type: 'double', player: 1, folds: [] },
        ],
      ),
    ],
    refused: 'double-limit',
    place: { field: 'step', index: 1 },
  },
  {
    name: 'a folded player named as a winner is refused',
    actions: [hand([3], [1, 1, 1, 1], [{ type: 'fold', player: 3 }])],
    refused: 'player-folded',
    place: { field: 'winners' },
  },
  {
    name: 'a double answered by its own declarer is refused, placed on that step',
    actions: [
      allFive,
      hand(
        [0],
        [3, 2, 2, 1],
        [
          { type: 'fold', player: 3 },
          { type: 'double', player: 0, folds: [0] },
        ],
      ),
    ],
    refused: 'bad-action',
    place: { field: 'step', index: 1 },
  },
  {
    name: 'a second double by the same player is refused by the scorer, placed on that step',
    actions: [
      allFive,
      hand(
        [0],
        [3, 2, 2, 1],
        [
          { type: 'double', player: 0, folds: [] },
          { type: 'double', player: 0, folds: [] },
        ],
      ),
    ],
    refused: 'double-timing',
    place: { field: 'step', index: 1 },
  },
  {
    name: 'nobody named as the winner is refused, placed on the winners',
    actions: [hand([], [1, 1, 1, 1])],
    refused: 'bad-action',
    place: { field: 'winners' },
  },
  {
    name: 'two leaders reach the winner hole together: a play-off between them, dealt by the next of them to the left',
    setup: { ...four, options: { track: 10 } },
    actions: [hand([0, 1], [0, 0, 0, 0]), hand([0, 1], [0, 0, 0, 0])],
    state: { pegs: [10, 10, 0, 0], end: 'winner-hole', playOff: true, playing: [0, 1], dealer: 0, winners: null },
  },
  {
    name: 'the play-off hand decides the game and moves no peg',
    setup: { ...four, options: { track: 10 } },
    actions: [hand([0, 1], [0, 0, 0, 0]), hand([0, 1], [0, 0, 0, 0]), hand([1], [2, 3, 0, 0])],
    state: { pegs: [10, 10, 0, 0], winners: [1], hands: 3 },
  },
  {
    name: 'a player outside the play-off cannot win it',
    setup: { ...four, options: { track: 10 } },
    actions: [hand([0, 1], [0, 0, 0, 0]), hand([0, 1], [0, 0, 0, 0]), hand([2], [0, 0, 0, 0])],
    refused: 'bad-action',
  },
  {
    name: 'the first dealer is set, and the deal passes left from them',
    actions: [{ type: 'dealer', player: 3 }, allFive],
    state: { dealer: 0 },
  },
  {
    name: 'the first dealer cannot be changed after a hand',
    actions: [allFive, { type: 'dealer', player: 2 }],
    refused: 'not-now',
  },
  {
    name: 'a winner who laid more than five cards is refused',
    actions: [hand([0], [6, 0, 0, 0])],
    refused: 'bad-action',
    place: { field: 'player', index: 0 },
  },
];

for (const row of ROWS) {
  test(row.name, () => {
    const result = run(COMPANION, row.setup ?? four, row.actions);
    if (row.refused !== undefined) {
      assert.equal(result.refused?.code, row.refused, result.refused?.message);
      assert.equal(result.refused.step, row.actions.length - 1, 'the last action is the one refused');
      if (row.place !== undefined) assert.deepEqual(result.refused.place, row.place, result.refused.message);
      return;
    }
    assert.equal(result.refused, null, result.refused?.message);
    const state = result.state as Record<string, unknown>;
    for (const [key, value] of Object.entries(row.state ?? {})) assert.deepEqual(state[key], value, key);
  });
}

test('over() names the winner and why once the game ends, and describe() speaks each step', () => {
  const result = run(COMPANION, four, [hand([0], [1, 1, 1, 1]), hand([0], [0, 1, 0, 0]), hand([0], [0, 1, 0, 0]), hand([0], [0, 1, 0, 0])]);
  const over = COMPANION.over(result.state as never);
  assert.ok(over !== null);
  assert.deepEqual(over.winners, [0]);
  assert.match(over.reason, /^Bob went out the back.*Ann had the furthest peg/u);
  assert.match(result.said[0] ?? '', /^Ann won the hand at 1X \(5 points\)\. Bob, Cy and Di fell into the last-chance holes\.$/u);
});
