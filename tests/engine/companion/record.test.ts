/**
 * A saved table read back from outside (a file, a link, a damaged database): hostile records refused with a code,
 * one row each, and a property: any legal run of actions, saved as JSON and read back, replays to the same state.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { COMPANIONS, companionOf } from '../../../src/engine/companion/index.ts';
import { RECORD_FORMAT, readRecord } from '../../../src/engine/companion/record.ts';
import { GAME_IDS } from '../../../src/engine/ids.ts';
import type { AnyCompanion } from '../../../src/engine/companion/types.ts';

const base = {
  format: RECORD_FORMAT,
  id: 'table-1',
  game: 'ninas-five',
  name: 'Friday at Sam’s',
  created: 1_700_000_000_000,
  updated: 1_700_000_000_000,
  rev: 3,
  setup: { players: ['Ann', 'Bob', 'Cy', 'Di'] },
  actions: [{ type: 'trick', team: 0 }],
  cursor: 1,
};

const ROWS: readonly { name: string; record: unknown; code: string | null }[] = [
  { name: 'a good record reads', record: base, code: null },
  {
    name: 'markup in a player’s name is kept as text',
    record: { ...base, setup: { players: ['<b>Ann</b>', '<img src=x onerror=f()>', 'Cy', 'Di'] } },
    code: null,
  },
  {
    name: 'a name longer than 24 characters is refused',
    record: { ...base, setup: { players: ['A'.repeat(25), 'Bob', 'Cy', 'Di'] } },
    code: 'bad-setup',
  },
  {
    name: 'a name with a line break is refused',
    record: { ...base, setup: { players: ['Ann\nBob', 'Bob', 'Cy', 'Di'] } },
    code: 'bad-setup',
  },
  {
    name: 'a name padded with spaces is refused, not trimmed',
    record: { ...base, setup: { players: [' Ann', 'Bob', 'Cy', 'Di'] } },
    code: 'bad-setup',
  },
  {
    name: 'a huge option (1e308) is refused',
    record: { ...base, setup: { ...base.setup, options: { tricksToWin: 1e308 } } },
    code: 'bad-setup',
  },
  {
    name: 'NaN (as JSON reads null) as an option is refused',
    record: { ...base, setup: { ...base.setup, options: JSON.parse(JSON.stringify({ tricksToWin: Number.NaN })) as unknown } },
    code: 'bad-setup',
  },
  { name: '-0 as a cursor reads as 0', record: { ...base, cursor: -0 }, code: null },
  { name: 'a 2^60 change count is refused', record: { ...base, rev: 2 ** 60 }, code: 'bad-record' },
  { name: 'a date of 1e308 is refused', record: { ...base, updated: 1e308 }, code: 'bad-record' },
  {
    name: 'a 2^60 chip count in an action is refused',
    record: { ...base, game: 'pokers-wild', setup: { players: ['A', 'B'] }, actions: [{ type: 'mark', player: 2 ** 60, hand: 'flush' }] },
    code: 'bad-record',
  },
  { name: 'an unknown game is refused', record: { ...base, game: 'go-fish' }, code: 'unknown-game' },
  { name: 'another format is refused', record: { ...base, format: 2 }, code: 'bad-record' },
  { name: 'a list instead of a record is refused', record: [base], code: 'bad-record' },
  { name: 'an action that does not replay is refused', record: { ...base, actions: [{ type: 'trick', team: 7 }] }, code: 'bad-record' },
  { name: 'a cursor past the actions is refused', record: { ...base, cursor: 2 }, code: 'bad-record' },
  { name: 'a negative cursor is refused', record: { ...base, cursor: -1 }, code: 'bad-record' },
  {
    name: '10,000 actions are refused before any replay',
    record: { ...base, actions: Array.from({ length: 10_000 }, () => ({ type: 'trick', team: null })), cursor: 0 },
    code: 'bad-record',
  },
];

for (const row of ROWS) {
  test(`readRecord: ${row.name}`, () => {
    const read = readRecord(row.record, companionOf);
    assert.equal(read.ok ? null : read.error.code, row.code, read.ok ? '' : read.error.message);
  });
}

test('markup in a name comes back as the same string, never changed', () => {
  const players = ['<b>Ann</b>', '<img src=x onerror=f()>', 'Cy', 'Di'];
  const read = readRecord({ ...base, setup: { players } }, companionOf);
  assert.ok(read.ok);
  assert.deepEqual((read.value.state as { players: string[] }).players, players);
});

test('each companion carries its own id', () => {
  for (const id of GAME_IDS) assert.equal(COMPANIONS[id].id, id);
});

/** Random legal runs, one generator per game: raw actions, some of which the game refuses (those are dropped). */
const ACTIONS = {
  'bluff-n-peg': fc.oneof(
    fc.record({ type: fc.constant('dealer'), player: fc.integer({ min: 0, max: 3 }) }),
    fc.record({
      type: fc.constant('hand'),
      winners: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 2 }),
      cards: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }),
      steps: fc.array(
        fc.oneof(
          fc.record({ type: fc.constant('fold'), player: fc.integer({ min: 0, max: 3 }) }),
          fc.record({
            type: fc.constant('double'),
            player: fc.integer({ min: 0, max: 3 }),
            folds: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
          }),
        ),
        { maxLength: 2 },
      ),
    }),
  ),
  'pokers-wild': fc.oneof(
    {
      weight: 20,
      arbitrary: fc.record({
        type: fc.constant('mark'),
        player: fc.integer({ min: 0, max: 3 }),
        hand: fc.constantFrom('one-pair', 'flush', 'five-of-a-kind'),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ type: 'end' }) },
  ),
  'nuclear-holdem': fc.oneof(
    fc.record({ type: fc.constant('cross'), state: fc.constantFrom('OH', 'TX', 'AK', 'HI', 'CA', 'NY') }),
    fc.constant({ type: 'next-round' }),
    fc.record({ type: fc.constant('dealer'), player: fc.integer({ min: 0, max: 4 }) }),
    fc.record({
      type: fc.constant('vote'),
      kind: fc.constantFrom('disarm', 'launch'),
      for: fc.integer({ min: 0, max: 5 }),
      against: fc.integer({ min: 0, max: 5 }),
    }),
  ),
  'ninas-five': fc.oneof(
    fc.record({ type: fc.constant('trick'), team: fc.constantFrom(0, 1, null) }),
    fc.record({ type: fc.constant('dealer'), player: fc.integer({ min: 0, max: 3 }) }),
  ),
} as const;
const SETUPS = {
  'bluff-n-peg': { players: ['A', 'B', 'C', 'D'], options: { track: 20 } },
  'pokers-wild': { players: ['A', 'B', 'C', 'D'], options: { circles: 3 } },
  'nuclear-holdem': { players: ['A', 'B', 'C', 'D', 'E'], options: { year: 1959, hawaii: false } },
  'ninas-five': { players: ['A', 'B', 'C', 'D'] },
} as const;

for (const game of Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]) {
  test(`${game}: a legal run saved as JSON and read back replays to the same state, at every cursor`, () => {
    const companion: AnyCompanion = COMPANIONS[game];
    fc.assert(
      fc.property(fc.array(ACTIONS[game] as fc.Arbitrary<unknown>, { maxLength: 40 }), fc.nat(), (raw, at) => {
        const setup = companion.parseSetup(SETUPS[game]);
        assert.ok(setup.ok);
        let state: unknown = companion.start(setup.value);
        const kept: unknown[] = [];
        const states: unknown[] = [state];
        for (const r of raw) {
          const action = companion.parseAction(state, r);
          if (!action.ok) continue;
          state = companion.apply(state, action.value);
          kept.push(r);
          states.push(state);
        }
        const cursor = at % (kept.length + 1);
        const record = { ...base, game, setup: SETUPS[game], actions: kept, cursor };
        const read = readRecord(JSON.parse(JSON.stringify(record)), companionOf);
        assert.ok(read.ok, read.ok ? '' : read.error.message);
        assert.deepEqual(read.value.state, states[cursor]);
        assert.deepEqual(JSON.parse(JSON.stringify(read.value.state)), read.value.state, 'the state is plain JSON');
      }),
      { numRuns: 150 },
    );
  });
}
