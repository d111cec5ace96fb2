/*
 * The rules say who narrates a passed launch, not who wins it; Showdown's
 * ruling (nh-launch-winners) makes those voters the winners. Wherever the
 * engine says so in words, it says it is a ruling (issue 10: guesses stated
 * as facts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decideWinners } from '../../src/engine/games/nuclear-holdem/mechanics.ts';
import { RULINGS } from '../../src/engine/games/nuclear-holdem/rulings.ts';

const ROWS = [
  {
    label: 'a passed launch at a table of four',
    roles: ['king', 'king', 'jack', 'queen'],
    ballots: ['for', 'for', 'for', 'against'],
    winners: [0, 1, 2],
  },
  {
    label: 'a passed launch with a joker voting for it',
    roles: ['king', 'jack', 'joker', 'king', 'queen'],
    ballots: ['for', 'for', 'for', 'for', 'against'],
    winners: [0, 1, 3],
  },
] as const;

for (const row of ROWS) {
  test(`${row.label}: the launch voters win, and the summary calls it Showdown's ruling`, () => {
    const result = decideWinners(row.roles, { kind: 'launch', ballots: row.ballots });
    assert.ok(result.ok);
    assert.deepEqual(result.value.winners, row.winners);
    assert.match(result.value.summary, /ruling/i);
    assert.match(result.value.summary, /narrate/i);
  });
}

test('the launch-winners ruling exists and states the other reading', () => {
  const ruling = RULINGS.find((r) => r.id === 'nh-launch-winners');
  assert.ok(ruling?.otherReading);
  assert.match(ruling.seedSays, /narrate the nuclear attack/);
});
