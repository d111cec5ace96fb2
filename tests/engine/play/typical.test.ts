/*
 * "A typical game, in numbers" as the engine computes it for each game page:
 * every claim the page makes about a figure holds in the figures it prints.
 *
 * - Each figure's basis (types.ts, STAT_BASES): a figure said to rest on the
 *   rules, or mostly on them, must barely move when random players replace
 *   sensible ones. Seats included: with the old Nuclear bot, which checked and
 *   persuaded the lowest seat it could, Player 1 won 23% with sensible players
 *   and 36% with random ones, and the seats' `rules` claim fails.
 * - The sentences the pages print beside their tables (pokers-wild.mdx,
 *   nuclear-holdem.mdx), each a row here, checked with the page's own samples
 *   or, where a sentence reports an experiment, with that experiment.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GAME_IDS } from '../../../src/engine/ids.ts';
import { SENSIBLE as sensibleBot } from '../../../src/engine/games/nuclear-holdem/bots.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { simulate } from '../../../src/engine/play/simulate.ts';
import { shareDifference, wilson } from '../../../src/engine/play/stats.ts';
import { TYPICAL_GAMES, TYPICAL_SEED, typicalGame, type TypicalFigure } from '../../../src/engine/play/typical.ts';
import type { NhMove } from '../../../src/engine/games/nuclear-holdem/state.ts';
import type { NhView } from '../../../src/engine/games/nuclear-holdem/view.ts';
import type { Bot, StatBasis, StatFormat } from '../../../src/engine/play/types.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';

/** How far from zero the interval of (random − sensible) may stay, per basis: percentage points for a share, a fraction of the figure for a mean. */
const TOLERANCE: { readonly [B in Exclude<StatBasis, 'players'>]: { readonly share: number; readonly mean: number } } = {
  rules: { share: 0.02, mean: 0.05 },
  'mostly-rules': { share: 0.1, mean: 0.25 },
};
const tolerance = (basis: Exclude<StatBasis, 'players'>, format: StatFormat, value: number): number =>
  format === 'share' ? TOLERANCE[basis].share : TOLERANCE[basis].mean * Math.abs(value);

const figures = (id: (typeof GAME_IDS)[number]): readonly TypicalFigure[] => [...typicalGame(id).seats, ...typicalGame(id).headlines];

test('every figure said to rest on the rules, or mostly on them, barely moves with random players', async (t) => {
  for (const id of GAME_IDS)
    for (const f of figures(id)) {
      const { basis } = f;
      if (basis === 'players') continue;
      await t.test(`${id}: ${f.label} (${basis})`, () => {
        const tol = tolerance(basis, f.format, f.players.value);
        const d = f.difference;
        assert.ok(
          d.low <= tol && d.high >= -tol,
          `${typicalGame(id).level} ${f.players.value.toFixed(4)}, random ${f.random.value.toFixed(4)}: the difference's interval ${d.low.toFixed(4)} to ${d.high.toFixed(4)} stays more than ${tol.toFixed(4)} from zero`,
        );
      });
    }
});

test('each figure has its 95% interval around it, and a seat’s is Wilson’s for its wins', async (t) => {
  for (const id of GAME_IDS)
    await t.test(id, () => {
      const typical = typicalGame(id);
      for (const f of figures(id))
        for (const i of [f.players, f.random]) assert.ok(i.low <= i.value && i.value <= i.high, `${f.label}: ${JSON.stringify(i)}`);
      typical.seats.forEach((f, seat) => {
        assert.deepEqual(f.players, wilson(typical.summary.seats[seat]!.wins, TYPICAL_GAMES));
        assert.deepEqual(f.random, wilson(typical.randomSummary.seats[seat]!.wins, TYPICAL_GAMES));
      });
    });
});

/** Wins of each seat in the Poker's Wild! page's two runs. */
const pwWins = (level: 'summary' | 'randomSummary'): number[] => typicalGame('pokers-wild')[level].seats.map((s) => s.wins);
const LEVELS = ['summary', 'randomSummary'] as const;
const N = TYPICAL_GAMES;

/** Nuclear's sensible player, except that it never throws a card away unless it is a Communist. */
const keepUnlessCommunist: Bot<NhView, NhMove> = (v, legal, rng) => {
  const keep = legal.find((m) => m.kind === 'keep');
  return v.role !== 'joker' && keep !== undefined ? { move: keep, reason: 'Not a Communist: keeps.' } : sensibleBot(v, legal, rng);
};
const NUCLEAR = playable('nuclear-holdem');
const KEEPING: AnyPlayable = { ...NUCLEAR, bots: { ...NUCLEAR.bots, sensible: keepUnlessCommunist } };
const NH_DEFAULTS = defaultOptions(NUCLEAR.rules.options);
const nuclearRun = (game: AnyPlayable, options = NH_DEFAULTS) =>
  simulate(game, options, TYPICAL_SEED, ['sensible'], TYPICAL_GAMES).summary(game, TYPICAL_SEED, options, ['sensible']);
const nhStat = (level: 'summary' | 'randomSummary', key: string): number => typicalGame('nuclear-holdem')[level].stats[key] ?? Number.NaN;

const SENTENCES: readonly { readonly page: string; readonly says: string; readonly check: () => void }[] = [
  {
    page: 'pokers-wild',
    says: 'the later the seat, the more often it wins: Player 4 wins more than Player 1, with sensible and with random players',
    check: () => {
      for (const level of LEVELS) {
        const w = pwWins(level);
        const d = shareDifference(w[0]!, N, w.at(-1)!, N);
        assert.ok(d.low > 0, `${level}: Player 4 − Player 1 is ${d.low.toFixed(3)} to ${d.high.toFixed(3)}`);
        // And no seat wins clearly less than the seat before it.
        for (let i = 1; i < w.length; i++)
          assert.ok(shareDifference(w[i - 1]!, N, w[i]!, N).high > 0, `${level}: seat ${i + 1} below seat ${i}`);
      }
    },
  },
  {
    page: 'pokers-wild',
    says: "the 95% intervals of Player 1's and Player 4's win shares do not overlap",
    check: () => {
      for (const level of LEVELS) {
        const w = pwWins(level);
        assert.ok(wilson(w[0]!, N).high < wilson(w.at(-1)!, N).low, level);
      }
    },
  },
  {
    page: 'nuclear-holdem',
    says: 'almost every game ends with a Communist at the table (90% or more), with the page’s players and with random players',
    check: () => {
      for (const level of LEVELS)
        assert.ok(nhStat(level, 'communistAtEndShare') >= 0.9, `${level}: ${nhStat(level, 'communistAtEndShare')}`);
    },
  },
  {
    page: 'nuclear-holdem',
    says: 'most games end with the last state falling before any vote passes',
    check: () => {
      for (const level of LEVELS) assert.ok(nhStat(level, 'boardEmptyRate') > 0.5, `${level}: ${nhStat(level, 'boardEmptyRate')}`);
    },
  },
  {
    page: 'nuclear-holdem',
    says: 'with nobody but a Communist throwing cards away, states fall more slowly and the Communists still win nearly as often (85% or more)',
    check: () => {
      const kept = nuclearRun(KEEPING);
      const played = typicalGame('nuclear-holdem').summary;
      assert.ok((kept.stats.discardsPerGame ?? 0) < (played.stats.discardsPerGame ?? 0), 'fewer discards');
      assert.ok(kept.length.mean > played.length.mean, `games last longer: ${kept.length.mean} rounds against ${played.length.mean}`);
      assert.ok((kept.stats.communistsWinShare ?? 0) >= 0.85, `the Communists won ${kept.stats.communistsWinShare}`);
    },
  },
  {
    page: 'nuclear-holdem',
    says: 'a joker reaches a player in almost every game, and a pack with fewer jokers lowers that share too',
    check: () => {
      for (const level of LEVELS) assert.ok(nhStat(level, 'jokerReachedShare') >= 0.9, `${level}: ${nhStat(level, 'jokerReachedShare')}`);
      const two = nhStat('summary', 'jokerReachedShare');
      const one = nuclearRun(NUCLEAR, { ...NH_DEFAULTS, jokers: 1 }).stats.jokerReachedShare ?? 1;
      const none = nuclearRun(NUCLEAR, { ...NH_DEFAULTS, jokers: 0 }).stats.jokerReachedShare ?? 1;
      assert.ok(one < two - 0.05 && none === 0, `two jokers ${two}, one ${one}, none ${none}`);
    },
  },
  {
    page: 'nuclear-holdem',
    says: 'a pack with fewer jokers lowers the share of games that end with a Communist at the table',
    check: () => {
      const two = nhStat('summary', 'communistAtEndShare');
      const one = nuclearRun(NUCLEAR, { ...NH_DEFAULTS, jokers: 1 }).stats.communistAtEndShare ?? 1;
      const none = nuclearRun(NUCLEAR, { ...NH_DEFAULTS, jokers: 0 }).stats.communistAtEndShare ?? 1;
      assert.ok(one < two - 0.05 && none === 0, `two jokers ${two}, one ${one}, none ${none}`);
    },
  },
];

test('the sentences the game pages print beside their figures hold', async (t) => {
  for (const row of SENTENCES) await t.test(`${row.page}: ${row.says}`, row.check);
});
