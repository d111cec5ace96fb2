/**
 * Nuclear's table companion: the scenario year's board, crossing off, the button, and secret ballots counted
 * against the printed thresholds (a disarmament fails on 2 against; a launch needs 2 more for than against).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACTION_REFERENCE, COMPANION, ballotAction } from '../../../src/engine/games/nuclear-holdem/companion.ts';
import { run } from './run.ts';

const five = { players: ['Ann', 'Bob', 'Cy', 'Di', 'Ed'] };
const vote = (kind: string, votesFor: number, against: number) => ({ type: 'vote', kind, for: votesFor, against });

interface Row {
  readonly name: string;
  readonly setup?: unknown;
  readonly actions: readonly unknown[];
  readonly state?: Record<string, unknown>;
  readonly refused?: string;
  readonly boardSize?: number;
  readonly has?: readonly string[];
  readonly lacks?: readonly string[];
}

const ROWS: readonly Row[] = [
  {
    name: '1958: Alaska and Hawaii are not yet states',
    setup: { ...five, options: { year: 1958 } },
    actions: [],
    boardSize: 48,
    lacks: ['AK', 'HI'],
  },
  { name: '1959, Hawaii kept (the default)', setup: { ...five, options: { year: 1959 } }, actions: [], boardSize: 50, has: ['AK', 'HI'] },
  {
    name: '1959, Hawaii crossed off by the year’s namer',
    setup: { ...five, options: { year: 1959, hawaii: false } },
    actions: [],
    boardSize: 49,
    has: ['AK'],
    lacks: ['HI'],
  },
  { name: '1962 (the default year): all 50', actions: [], boardSize: 50, has: ['AK', 'HI'] },
  { name: 'crossing a state off', actions: [{ type: 'cross', state: 'OH' }], state: { crossed: ['OH'], ending: null } },
  {
    name: 'crossing a state off twice is refused',
    actions: [
      { type: 'cross', state: 'OH' },
      { type: 'cross', state: 'OH' },
    ],
    refused: 'already-crossed',
  },
  {
    name: 'crossing off Alaska in 1950 is refused',
    setup: { ...five, options: { year: 1950 } },
    actions: [{ type: 'cross', state: 'AK' }],
    refused: 'not-on-board',
  },
  {
    name: 'the button passes left each round',
    actions: [{ type: 'dealer', player: 4 }, { type: 'next-round' }, { type: 'next-round' }],
    state: { round: 3, dealer: 1 },
  },
  {
    name: 'the first dealer cannot be changed once play has started',
    actions: [
      { type: 'cross', state: 'OH' },
      { type: 'dealer', player: 2 },
    ],
    refused: 'not-now',
  },
  {
    name: 'launch at 5 players: 3 for, 2 against is one short (margin 1 of 2)',
    actions: [vote('launch', 3, 2)],
    state: { ending: null, votes: [{ round: 1, kind: 'launch', for: 3, against: 2, passed: false }] },
  },
  {
    name: 'launch at 4 players: 3 for, 1 against is exactly the margin and passes',
    setup: { players: ['A', 'B', 'C', 'D'] },
    actions: [vote('launch', 3, 1)],
    state: { ending: 'launch' },
  },
  { name: 'disarm: 1 against passes', actions: [vote('disarm', 4, 1)], state: { ending: 'disarm' } },
  { name: 'disarm: 2 against block it', actions: [vote('disarm', 3, 2)], state: { ending: null } },
  {
    name: 'the table’s own disarm block (3) lets 2 against through',
    setup: { ...five, options: { disarmBlock: 3 } },
    actions: [vote('disarm', 3, 2)],
    state: { ending: 'disarm' },
  },
  { name: 'a ballot count that is not one per player is refused', actions: [vote('disarm', 3, 1)], refused: 'bad-ballots' },
  { name: 'an action after a passed vote is refused', actions: [vote('disarm', 5, 0), { type: 'next-round' }], refused: 'game-over' },
];

for (const row of ROWS) {
  test(row.name, () => {
    const result = run(COMPANION, row.setup ?? five, row.actions);
    if (row.refused !== undefined) {
      assert.equal(result.refused?.code, row.refused, result.refused?.message);
      assert.equal(result.refused.step, row.actions.length - 1);
      return;
    }
    assert.equal(result.refused, null, result.refused?.message);
    const state = result.state as { board: string[] } & Record<string, unknown>;
    for (const [key, value] of Object.entries(row.state ?? {})) assert.deepEqual(state[key], value, key);
    if (row.boardSize !== undefined) assert.equal(state.board.length, row.boardSize);
    for (const p of row.has ?? []) assert.ok(state.board.includes(p), `${p} on the board`);
    for (const p of row.lacks ?? []) assert.ok(!state.board.includes(p), `${p} off the board`);
  });
}

test('crossing off the last state ends the game at once (board empty)', () => {
  const setup = { ...five, options: { year: 1950 } };
  const parsed = COMPANION.parseSetup(setup);
  assert.ok(parsed.ok);
  const start = COMPANION.start(parsed.value);
  const result = run(
    COMPANION,
    setup,
    start.board.map((state) => ({ type: 'cross', state })),
  );
  assert.equal(result.refused, null);
  assert.equal((result.state as { ending: string }).ending, 'board-empty');
  assert.match(COMPANION.over(result.state as never)?.reason ?? '', /Communists/u);
});

test('a secret ballot becomes totals only: nothing in the stored action says who voted how', () => {
  const state = run(COMPANION, five, []).state as never;
  const action = ballotAction(state, 'launch', ['for', '', 'for', 'against', 'for']);
  assert.deepEqual(action, { ok: true, value: { type: 'vote', kind: 'launch', for: 3, against: 2 } });
  const short = ballotAction(state, 'launch', ['for', 'for', 'for', 'for']);
  assert.equal(short.ok ? '' : short.error.code, 'bad-ballots');
  const spoiled = ballotAction(state, 'launch', ['for', 'yes', 'for', 'for', 'for']);
  assert.equal(spoiled.ok ? '' : spoiled.error.code, 'bad-ballots');
});

test('the action reference lists the five actions with their rulings, from the engine', () => {
  assert.deepEqual(
    ACTION_REFERENCE.map((a) => a.id),
    ['nuke', 'intel', 'background-check', 'persuade', 'propose-vote'],
  );
  for (const a of ACTION_REFERENCE) for (const r of a.rulings) assert.ok(r.answer.length > 0, `${r.id} has its answer`);
});
