/**
 * Poker's Wild!'s table companion: scorecards marked from the table's reports, the winner by the highest total, and
 * the line scorer on disputed lines. Points are the printed table (one pair 1 … five of a kind 10).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMPANION, circlesLeft, scoreLine } from '../../../src/engine/games/pokers-wild/companion.ts';
import { run } from './run.ts';

const three = { players: ['Ann', 'Bob', 'Cy'] };
const mark = (player: number, hand: string) => ({ type: 'mark', player, hand });
const EVERY_HAND = [
  'one-pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
  'five-of-a-kind',
];

interface Row {
  readonly name: string;
  readonly setup?: unknown;
  readonly actions: readonly unknown[];
  readonly state?: Record<string, unknown>;
  readonly winners?: readonly number[];
  readonly refused?: string;
}

const ROWS: readonly Row[] = [
  {
    name: 'marks add each hand’s printed points to the player’s total',
    actions: [mark(0, 'flush'), mark(1, 'one-pair'), mark(0, 'one-pair')],
    state: { scores: [6, 1, 0], ended: false },
  },
  {
    name: 'a full card with one circle a hand: every hand marked once is 55 points, and the game ends with its winner',
    setup: { ...three, options: { circles: 1 } },
    actions: [...EVERY_HAND.map((h) => mark(1, h)), mark(0, 'two-pair'), { type: 'end' }],
    state: { scores: [2, 55, 0], ended: true },
    winners: [1],
  },
  {
    name: 'a mark on a full row is refused (circles per hand set to 2)',
    setup: { ...three, options: { circles: 2 } },
    actions: [mark(2, 'straight'), mark(2, 'straight'), mark(2, 'straight')],
    refused: 'row-full',
  },
  {
    name: 'with rows that never fill (our ruling pw-scorecard), the same hand scores again and again',
    actions: [mark(2, 'straight'), mark(2, 'straight'), mark(2, 'straight')],
    state: { scores: [0, 0, 12] },
  },
  {
    name: 'a tie on the highest total: both win (ruling pw-final-tie)',
    actions: [mark(0, 'flush'), mark(1, 'flush'), { type: 'end' }],
    winners: [0, 1],
  },
  {
    name: 'the table’s own points table is used',
    setup: { ...three, options: { points: [2, 2, 3, 4, 5, 6, 7, 8, 9, 10] } },
    actions: [mark(0, 'one-pair')],
    state: { scores: [2, 0, 0] },
  },
  { name: 'a hand that does not score is refused', actions: [mark(0, 'high-card')], refused: 'bad-action' },
  { name: 'a player not at the table is refused', actions: [mark(3, 'flush')], refused: 'bad-action' },
  { name: 'a mark after the game ended is refused', actions: [{ type: 'end' }, mark(0, 'flush')], refused: 'game-over' },
];

for (const row of ROWS) {
  test(row.name, () => {
    const result = run(COMPANION, row.setup ?? three, row.actions);
    if (row.refused !== undefined) {
      assert.equal(result.refused?.code, row.refused, result.refused?.message);
      assert.equal(result.refused.step, row.actions.length - 1);
      return;
    }
    assert.equal(result.refused, null, result.refused?.message);
    const state = result.state as Record<string, unknown>;
    for (const [key, value] of Object.entries(row.state ?? {})) assert.deepEqual(state[key], value, key);
    if (row.winners !== undefined) assert.deepEqual(COMPANION.over(result.state as never)?.winners, row.winners);
  });
}

test('circles left: none on a full card with one circle a hand, null where rows never fill', () => {
  const full = run(
    COMPANION,
    { ...three, options: { circles: 1 } },
    EVERY_HAND.map((h) => mark(1, h)),
  );
  assert.deepEqual(
    circlesLeft(full.state as never)[1],
    EVERY_HAND.map(() => 0),
  );
  assert.deepEqual(
    circlesLeft(full.state as never)[0],
    EVERY_HAND.map(() => 1),
  );
  const open = run(COMPANION, three, [mark(0, 'flush')]);
  assert.deepEqual(
    circlesLeft(open.state as never)[0],
    EVERY_HAND.map(() => null),
  );
});

/** Lines worked by hand: what the played card (at `played`, 0-based) makes with its neighbours, and the points. */
const LINES: readonly { name: string; line: string; played: number; points: number; hand: string | null; run?: [number, number] }[] = [
  { name: 'a pair with the card beside it', line: '9s 9h', played: 1, points: 1, hand: 'one-pair', run: [0, 1] },
  { name: 'three nines; the gap cuts off the fourth', line: '9s 9h 9d _ 9c', played: 1, points: 3, hand: 'three-of-a-kind', run: [0, 2] },
  {
    name: 'a wild space beside the card and a joker make four nines',
    line: '* 9h 9d X 3c 4c',
    played: 1,
    points: 7,
    hand: 'four-of-a-kind',
    run: [0, 4],
  },
  { name: 'a pair the played card is not in scores nothing', line: '5c 9s 9h', played: 0, points: 0, hand: null },
  { name: 'a straight through the played card', line: '5c 6d 7h 8s 9c', played: 2, points: 4, hand: 'straight', run: [0, 4] },
  {
    name: 'a wild space two squares away is not wild (equal runs: the one nearest the start)',
    line: '* 3c 9h 9d',
    played: 2,
    points: 1,
    hand: 'one-pair',
    run: [1, 3],
  },
];

for (const row of LINES) {
  test(`line scorer: ${row.name}`, () => {
    const scored = scoreLine({ line: row.line, played: row.played });
    assert.ok(scored.ok, scored.ok ? '' : scored.error.message);
    assert.equal(scored.value.points, row.points);
    assert.equal(scored.value.hand, row.hand);
    if (row.run !== undefined) assert.deepEqual([scored.value.run?.from, scored.value.run?.to], row.run);
  });
}

const BAD_LINES: readonly { name: string; input: unknown }[] = [
  { name: 'not an object', input: 'Qs Qh' },
  { name: 'a card that is not one', input: { line: 'Qs ZZ', played: 0 } },
  { name: 'the same card twice', input: { line: 'Qs Qs', played: 0 } },
  { name: 'three jokers', input: { line: 'X X X 2c', played: 3 } },
  { name: 'a played square off the line', input: { line: 'Qs Qh', played: 2 } },
  { name: 'the played square a wild space', input: { line: 'Qs *', played: 1 } },
  { name: 'a line break in the text', input: { line: 'Qs\nQh', played: 0 } },
  { name: 'one square only', input: { line: 'Qs', played: 0 } },
  { name: 'a card with no card beside it', input: { line: 'Qs _ Qh', played: 0 } },
];

for (const row of BAD_LINES) {
  test(`line scorer refuses ${row.name}, as a value`, () => {
    const scored = scoreLine(row.input);
    assert.equal(scored.ok ? 'read' : scored.error.code, 'bad-line');
  });
}
