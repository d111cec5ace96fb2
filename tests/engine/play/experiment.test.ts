/** The Balance Lab's experiment: validation (errors as values), the base it is compared with, batches and the CLI form. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WINNER_HOLE } from '../../../src/engine/games/bluff-n-peg/pegging.ts';
import {
  baseOf,
  BATCHES,
  batchRange,
  changedOptions,
  changesRules,
  cliArgs,
  parseExperiment,
  type ExperimentInput,
} from '../../../src/engine/play/experiment.ts';

test('experiments are checked; bad ones are errors with codes', async (t) => {
  const rows: [string, ExperimentInput, string | Record<string, unknown>][] = [
    ['the defaults', { game: 'peekaboo' }, { games: 10_000, seed: 1, bots: ['sensible'] }],
    ['an option', { game: 'peekaboo', options: [['rounds', '6']] }, { options: { rounds: 6 } }],
    ['an unknown game', { game: 'chess' }, 'unknown-game'],
    ['markup as a game', { game: '<b>x</b>' }, 'unknown-game'],
    ['players out of range', { game: 'peekaboo', options: [['players', '99']] }, 'bad-options'],
    ['an unknown option', { game: 'peekaboo', options: [['colour', 'red']] }, 'bad-options'],
    ['10^9 games', { game: 'peekaboo', games: 1e9 }, 'bad-games'],
    ['a fraction of a game', { game: 'peekaboo', games: 100.5 }, 'bad-games'],
    ['too few games for the batches', { game: 'peekaboo', games: 19 }, 'bad-games'],
    ['1,000,000 games: the most', { game: 'peekaboo', games: 1_000_000 }, { games: 1_000_000 }],
    ['a negative seed', { game: 'peekaboo', seed: -1 }, 'bad-seed'],
    ['an unknown bot', { game: 'peekaboo', bots: ['genius'] }, 'bad-bots'],
    ['more bots than seats', { game: 'peekaboo', bots: ['random', 'random', 'random', 'random', 'random'] }, 'bad-bots'],
    ['no bots', { game: 'peekaboo', bots: [] }, 'bad-bots'],
  ];
  for (const [name, input, want] of rows)
    await t.test(name, () => {
      const got = parseExperiment(input);
      if (typeof want === 'string') {
        assert.ok(!got.ok);
        assert.equal(got.error.code, want);
        assert.ok(got.error.message.length > 10);
      } else {
        assert.ok(got.ok, got.ok ? '' : got.error.message);
        for (const [k, v] of Object.entries(want))
          assert.deepEqual(
            k === 'options' ? { rounds: (got.value.options as Record<string, unknown>).rounds } : got.value[k as 'games'],
            v,
          );
      }
    });
});

test('the base: printed rules with the same players, bots, games and seed', async (t) => {
  const rows: [string, ExperimentInput, Record<string, unknown>, boolean][] = [
    [
      'players stay as set',
      {
        game: 'peekaboo',
        options: [
          ['players', '6'],
          ['rounds', '4'],
        ],
        seed: 9,
        games: 500,
      },
      { players: 6, rounds: 10 },
      true,
    ],
    [
      'only players changed: no rule change',
      { game: 'bluff-n-peg', options: [['players', '3']] },
      { players: 3, track: WINNER_HOLE },
      false,
    ],
    ['a game without players', { game: 'ninas-five', options: [['tricksToWin', '5']] }, { tricksToWin: 6 }, true],
  ];
  for (const [name, input, want, changes] of rows)
    await t.test(name, () => {
      const e = parseExperiment(input);
      assert.ok(e.ok);
      const base = baseOf(e.value);
      for (const [k, v] of Object.entries(want)) assert.equal(base.options[k], v, k);
      assert.equal(base.seed, e.value.seed);
      assert.equal(base.games, e.value.games);
      assert.deepEqual(base.bots, e.value.bots);
      assert.equal(changesRules(e.value), changes);
    });
});

test('batches: contiguous, covering every game once, sizes differing by at most one', async (t) => {
  for (const games of [20, 21, 39, 1000, 10_007])
    await t.test(`${games} games`, () => {
      let next = 0;
      const sizes: number[] = [];
      for (let b = 0; b < BATCHES; b++) {
        const { from, count } = batchRange(games, b);
        assert.equal(from, next);
        next += count;
        sizes.push(count);
      }
      assert.equal(next, games);
      assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1);
    });
});

test('the CLI form of an experiment names every changed option', () => {
  const e = parseExperiment({
    game: 'pokers-wild',
    options: [['points', '2,2,3,4,5,6,7,8,9,10']],
    bots: ['random', 'sensible'],
    games: 300,
    seed: 4,
  });
  assert.ok(e.ok);
  assert.deepEqual(changedOptions('pokers-wild', e.value.options), [['points', '2,2,3,4,5,6,7,8,9,10']]);
  assert.deepEqual(cliArgs(e.value), [
    'simulate',
    '--game',
    'pokers-wild',
    '--games',
    '300',
    '--seed',
    '4',
    '--bots',
    'random,sensible',
    '--option',
    'points=2,2,3,4,5,6,7,8,9,10',
    '--json',
  ]);
});
