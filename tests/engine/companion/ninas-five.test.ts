/**
 * Nina's Five's table companion: tricks per team to 6, three tricks per shuffle, the deal passing left, and the trick
 * judge on disputed tricks (hands worked by hand).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMPANION, judgeTrickText } from '../../../src/engine/games/ninas-five/companion.ts';
import { run } from './run.ts';

const table = { players: ['Ann', 'Bob', 'Cy', 'Di'] };
const trick = (team: 0 | 1 | null) => ({ type: 'trick', team });
const times = (k: number, action: unknown): unknown[] => Array.from({ length: k }, () => action);

interface Row {
  readonly name: string;
  readonly setup?: unknown;
  readonly actions: readonly unknown[];
  readonly state?: Record<string, unknown>;
  readonly winners?: readonly number[];
  readonly refused?: string;
}

const ROWS: readonly Row[] = [
  { name: 'a trick counts for the team that took it', actions: [trick(1)], state: { score: [0, 1], tricks: 1, winner: null } },
  { name: 'equal hands: nobody takes the trick', actions: [trick(null)], state: { score: [0, 0], tricks: 1 } },
  { name: 'the third trick of a shuffle brings the next shuffle', actions: times(3, trick(0)), state: { sinceShuffle: 0, tricks: 3 } },
  { name: 'the second trick of a shuffle leaves one hand in it', actions: times(2, trick(0)), state: { sinceShuffle: 2 } },
  { name: 'the deal passes left after every trick', actions: [{ type: 'dealer', player: 2 }, trick(0), trick(1)], state: { dealer: 0 } },
  {
    name: 'a team’s sixth trick wins the game: its two partners win',
    actions: [...times(5, trick(0)), ...times(5, trick(1)), trick(0)],
    state: { score: [6, 5], winner: 0 },
    winners: [0, 2],
  },
  {
    name: 'the table’s own target (3 tricks)',
    setup: { ...table, options: { tricksToWin: 3 } },
    actions: times(3, trick(1)),
    state: { winner: 1 },
    winners: [1, 3],
  },
  { name: 'a trick after the game is won is refused', actions: [...times(6, trick(0)), trick(1)], refused: 'game-over' },
  { name: 'a trick for a team that does not exist is refused', actions: [trick(2 as 0)], refused: 'bad-action' },
  { name: 'the first dealer cannot be changed after a trick', actions: [trick(0), { type: 'dealer', player: 1 }], refused: 'not-now' },
];

for (const row of ROWS) {
  test(row.name, () => {
    const result = run(COMPANION, row.setup ?? table, row.actions);
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

const TRICKS: readonly { name: string; teams: [string, string]; community: string; team: 0 | 1 | null; code?: string }[] = [
  { name: 'aces and nines beat queens and nines', teams: ['As Ah Kd 2c', 'Qs Qh Jd 3c'], community: '9s 9h 4d', team: 0 },
  { name: 'the same high cards in other suits: nobody takes it', teams: ['As Kd 8c 2c', 'Ah Kc 8d 2h'], community: '9s 7h 4d', team: null },
  {
    name: 'no full house in this game: three of a kind and a pair is three of a kind, beaten by a flush',
    teams: ['Ks Kh Kd 2c', '3h 8h Jh 6c'],
    community: '2h 5h 9c',
    team: 1,
  },
  {
    name: 'a card on both sides is refused',
    teams: ['As Ah Kd 2c', 'As Qh Jd 3c'],
    community: '9s 9h 4d',
    team: null,
    code: 'duplicate-card',
  },
];

for (const row of TRICKS) {
  test(`trick judge: ${row.name}`, () => {
    const judged = judgeTrickText({ teams: row.teams, community: row.community });
    if (row.code !== undefined) {
      assert.equal(judged.ok ? '' : judged.error.code, row.code);
      return;
    }
    assert.ok(judged.ok, judged.ok ? '' : judged.error.message);
    assert.equal(judged.value.team, row.team);
    assert.ok(judged.value.judgement.reasons.length > 0, 'the judge gives its reasons');
  });
}

/** The judge's messages name a team by its players' names exactly as written (a name is never re-cased). */
const NAMED: readonly { name: string; teams: [string, string]; community: string; message: string }[] = [
  { name: 'an empty team', teams: ['', 'Qs Qh Jd 3c'], community: '9s 9h 4d', message: 'Ann and Cy is empty: enter 1 to 4 cards.' },
  {
    name: 'a team with five cards',
    teams: ['As Ah Kd 2c', 'Qs Qh Jd 3c 5c'],
    community: '9s 9h 4d',
    message: 'Bob and DI has 5 cards; it takes 1 to 4 cards.',
  },
];

for (const row of NAMED) {
  test(`trick judge, names as written: ${row.name}`, () => {
    const judged = judgeTrickText({ teams: row.teams, community: row.community, labels: ['Ann and Cy', 'Bob and DI'] });
    assert.equal(judged.ok ? '' : judged.error.message, row.message);
  });
}
