/** Tallies as plain data, merged from chunks: any split of the games gives the same tally and the same summary as one run. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { simulate, Tally } from '../../../src/engine/play/simulate.ts';
import type { GameId } from '../../../src/engine/ids.ts';
import { playable } from '../../../src/engine/play/playable.ts';

const GAMES = 60;

/** Each row: a game and the chunk sizes (summing to GAMES) the games are split into. */
const rows: [string, GameId, number[]][] = [
  ['one chunk', 'peekaboo', [60]],
  ['two halves', 'ninas-five', [30, 30]],
  ['uneven chunks', 'nuclear-holdem', [1, 17, 2, 40]],
  ['twenty batches of three', 'pokers-wild', Array.from({ length: 20 }, () => 3)],
  ['single games', 'bluff-n-peg', Array.from({ length: 60 }, () => 1)],
];

test('merging chunks in any split equals one simulate over the same games', async (t) => {
  for (const [name, game, split] of rows)
    await t.test(`${game}: ${name}`, () => {
      assert.equal(
        split.reduce((a, b) => a + b, 0),
        GAMES,
      );
      const parts = playable(game);
      const options = defaultOptions(parts.rules.options);
      const whole = simulate(parts, options, 5, ['sensible', 'random'], GAMES);
      const seats = parts.rules.seats(options);
      const merged = new Tally(seats);
      let from = 0;
      for (const size of split) {
        // Through plain data and JSON, as a worker's message would travel.
        const chunk = JSON.parse(
          JSON.stringify(simulate(parts, options, 5, ['sensible', 'random'], size, undefined, from).toData()),
        ) as ReturnType<Tally['toData']>;
        merged.merge(chunk);
        from += size;
      }
      assert.deepEqual(merged.toData(), whole.toData());
      assert.deepEqual(merged.summary(parts, 5, options, ['sensible', 'random']), whole.summary(parts, 5, options, ['sensible', 'random']));
    });
});

test('a tally keeps each seat’s final scores, counted', () => {
  const parts = playable('pokers-wild');
  const options = defaultOptions(parts.rules.options);
  const tally = simulate(parts, options, 1, ['sensible'], 25);
  const data = tally.toData();
  assert.equal(data.scores.length, 4);
  for (const pairs of data.scores) {
    assert.equal(
      pairs.reduce((a, [, n]) => a + n, 0),
      25,
    );
    assert.deepEqual(
      pairs.map(([s]) => s),
      [...pairs.map(([s]) => s)].sort((a, b) => a - b),
    );
  }
  assert.deepEqual(Tally.fromData(data).toData(), data);
});
