/**
 * The Balance Lab names options that are each valid but do not fit
 * together, before Run: the note for each game's combination rules, and the
 * same verdict as parseExperiment (what Run checks) on every row.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { combinationNote, combinationProblem } from '../../src/components/lab/balance/combos.ts';
import { GAME_IDS, type GameId } from '../../src/engine/ids.ts';
import { parseExperiment } from '../../src/engine/play/experiment.ts';
import { parseOptions } from '../../src/engine/play/options.ts';
import { GAME_PARTS } from '../../src/engine/games/index.ts';

const rows: [string, GameId, [string, string][], RegExp | null][] = [
  ['the printed rules fit: Nina’s Five', 'ninas-five', [], null],
  ['the printed rules fit: Peekaboo', 'peekaboo', [], null],
  ["the printed rules fit: Nuclear Hold'em", 'nuclear-holdem', [], null],
  ["the printed rules fit: Poker's Wild!", 'pokers-wild', [], null],
  ["the printed rules fit: Bluff 'N' Peg", 'bluff-n-peg', [], null],
  ['peekers + lookers = 6, not 5', 'peekaboo', [['peekers', '3']], /^Peekers and lookers must make five dice, but 3 \+ 3 = 6\.$/u],
  [
    'peekers + lookers = 5 again',
    'peekaboo',
    [
      ['peekers', '3'],
      ['lookers', '2'],
    ],
    null,
  ],
  // 4 players × 9 cards + 4 tricks × (2 peekaboo + 3 community) = 56 cards from 52 + 2 jokers.
  [
    'Nina’s Five: a shuffle needs more cards than the deck',
    'ninas-five',
    [
      ['cardsDealt', '9'],
      ['handsPerShuffle', '4'],
    ],
    /needs? 56 cards but the deck has 54/u,
  ],
  ['Nina’s Five: too few cards for the tricks per shuffle', 'ninas-five', [['cardsDealt', '4']], /cardsDealt of at least 6, not 4/u],
  ['Nina’s Five: a trick limit too short to win', 'ninas-five', [['trickLimit', '10']], /at least 11 for 6 tricks to win/u],
  [
    "Nuclear Hold'em: a launch margin no table can reach",
    'nuclear-holdem',
    [
      ['players', '4'],
      ['launchMargin', '5'],
    ],
    /launch margin of 5 can never be reached by 4 players/u,
  ],
  [
    "Poker's Wild!: a board too small for its players",
    'pokers-wild',
    [
      ['players', '6'],
      ['rows', '3'],
      ['cols', '4'],
      ['wildSpaces', '4'],
    ],
    /too small|cannot hold/u,
  ],
  ["Bluff 'N' Peg: prizes and multipliers of different lengths", 'bluff-n-peg', [['points', '5']], /one winner's prize per multiplier/u],
];

test('options that do not fit together are named, the same ones Run refuses', async (t) => {
  for (const [name, game, pairs, expected] of rows)
    await t.test(name, async () => {
      const options = parseOptions(GAME_PARTS[game].rules.options, pairs);
      assert.ok(options.ok, `each option is valid on its own: ${options.ok ? '' : options.error.message}`);
      const problem = await combinationProblem(game, options.value);
      if (expected === null) assert.equal(problem, null);
      else assert.match(problem ?? '', expected);
      // Run (parseExperiment) refuses exactly these, with the same words.
      const run = parseExperiment({ game, options: pairs });
      assert.equal(run.ok ? null : run.error.message, problem);
    });
});

// combos.ts fetches a game's check by its folder name, which the type checker cannot follow: every game's options file
// must export its rules' own check as `checkOptions`.
test("each game's options file exports its rules' cross-option check as checkOptions", async (t) => {
  for (const game of GAME_IDS)
    await t.test(game, async () => {
      const file = (await import(`../../src/engine/games/${game}/options.ts`)) as { checkOptions?: unknown };
      assert.equal(typeof file.checkOptions, 'function');
      assert.equal(file.checkOptions, GAME_PARTS[game].rules.checkOptions);
    });
});

test('the note says what is wrong and what to do', () => {
  assert.equal(
    combinationNote('Peekers and lookers must make five dice, but 3 + 3 = 6.'),
    'These rules do not fit together: Peekers and lookers must make five dice, but 3 + 3 = 6. Change one of them, then run.',
  );
});
