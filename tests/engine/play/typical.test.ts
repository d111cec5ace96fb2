/*
 * "A typical game, in numbers" as the engine computes it for each game page:
 * every claim the page makes about a figure holds in the figures it prints.
 *
 * - Each figure's basis (types.ts, STAT_BASES) is worked out from its figures
 *   (typical.ts `heldBasis`), up to the most the game lets it claim: rows of
 *   made-up figures pin the rule, and every printed claim is held here to the
 *   page's own samples with this file's own tolerances: a figure said to rest
 *   on the rules, or mostly on them, must barely move when random players
 *   replace the page's ones. Seats included: with the old Nuclear bot, which
 *   checked and persuaded the lowest seat it could, Player 1 won 23% with
 *   sensible players and 36% with random ones, and the seats' `rules` claim
 *   fails.
 * - The sentences the pages print beside their tables (pokers-wild.mdx,
 *   nuclear-holdem.mdx), each a row here, checked with the page's own samples
 *   or, where a sentence reports an experiment, with that experiment.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GAME_IDS } from '../../../src/engine/ids.ts';
import { BOTS, typicalLevel } from '../../../src/engine/bots/index.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { simulate } from '../../../src/engine/play/simulate.ts';
import { shareDifference, wilson, type Interval } from '../../../src/engine/play/stats.ts';
import { heldBasis, TYPICAL_GAMES, TYPICAL_SEED, typicalGame, type TypicalFigure } from '../../../src/engine/play/typical.ts';
import type { NhMove } from '../../../src/engine/games/nuclear-holdem/state.ts';
import type { NhView } from '../../../src/engine/games/nuclear-holdem/view.ts';
import type { Bot, StatBasis, StatFormat } from '../../../src/engine/play/types.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';

/**
 * How far from zero the interval of (random − the page's players) may stay, per basis (types.ts): percentage points
 * for a share, a fraction of the figure for a share or a mean; the larger of the two where both are given.
 */
const TOLERANCE: {
  readonly [B in Exclude<StatBasis, 'players'>]: {
    readonly share: number;
    readonly ofFigure: { readonly share: number; readonly mean: number };
  };
} = {
  rules: { share: 0.02, ofFigure: { share: 0, mean: 0.05 } },
  'mostly-rules': { share: 0.1, ofFigure: { share: 0.25, mean: 0.25 } },
};
const tolerance = (basis: Exclude<StatBasis, 'players'>, format: StatFormat, value: number): number =>
  format === 'share'
    ? Math.max(TOLERANCE[basis].share, TOLERANCE[basis].ofFigure.share * Math.abs(value))
    : TOLERANCE[basis].ofFigure.mean * Math.abs(value);

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

/** A share's two runs from wins in 1,000 games: the page's players' interval, and random − theirs. */
const shareRuns = (players: number, random: number): { players: Interval; difference: Interval } => ({
  players: wilson(players, 1000),
  difference: shareDifference(players, 1000, random, 1000),
});
/** A mean's two runs: the page's players' figure (±0.2) and the difference with its interval. */
const meanRuns = (players: number, low: number, high: number): { players: Interval; difference: Interval } => ({
  players: { value: players, low: players - 0.2, high: players + 0.2 },
  difference: { value: (low + high) / 2, low, high },
});

test('what a figure rests on follows its figures, up to what the game lets it claim', async (t) => {
  const rows: readonly {
    readonly name: string;
    readonly claimed: StatBasis;
    readonly format: StatFormat;
    readonly runs: { players: Interval; difference: Interval };
    readonly held: StatBasis;
  }[] = [
    {
      name: "Nuclear Communists' share, skilled 99.7% and random 86.5% (13 points, an eighth of the figure): mostly the rules",
      claimed: 'rules',
      format: 'share',
      runs: shareRuns(997, 865),
      held: 'mostly-rules',
    },
    {
      name: "Nuclear Communists' share, skilled and random close (87.0% and 86.5%): the rules decide",
      claimed: 'rules',
      format: 'share',
      runs: shareRuns(870, 865),
      held: 'rules',
    },
    {
      name: "Nuclear Communists' share, sensible 93.5% and random 86.5% (7 points): mostly the rules",
      claimed: 'rules',
      format: 'share',
      runs: shareRuns(935, 865),
      held: 'mostly-rules',
    },
    {
      name: 'a share skill makes, 60% against random 20%: the players',
      claimed: 'rules',
      format: 'share',
      runs: shareRuns(600, 200),
      held: 'players',
    },
    {
      name: "a seat's share 20 points below random's (20% against 40%): the players, not the rules",
      claimed: 'rules',
      format: 'share',
      runs: shareRuns(200, 400),
      held: 'players',
    },
    {
      name: 'a small share 8 points from random (2% against 10%): not the rules, but 10 points is the least room "mostly" gets',
      claimed: 'rules',
      format: 'share',
      runs: shareRuns(20, 100),
      held: 'mostly-rules',
    },
    {
      name: 'claimed to rest on the players, equal with random players: still the players, never promoted',
      claimed: 'players',
      format: 'share',
      runs: shareRuns(500, 500),
      held: 'players',
    },
    {
      name: 'claimed mostly the rules, equal with random players: still mostly, never promoted',
      claimed: 'mostly-rules',
      format: 'share',
      runs: shareRuns(500, 500),
      held: 'mostly-rules',
    },
    {
      name: 'a mean of 10 that random players move 0.1 to 0.5 (within 5%): the rules',
      claimed: 'rules',
      format: 'mean',
      runs: meanRuns(10, 0.1, 0.5),
      held: 'rules',
    },
    {
      name: 'a mean of 10 that random players move 2 to 3 (within a quarter): mostly the rules',
      claimed: 'rules',
      format: 'mean',
      runs: meanRuns(10, 2, 3),
      held: 'mostly-rules',
    },
    {
      name: 'a mean of 10 that random players move 3 to 4 (more than a quarter): the players',
      claimed: 'rules',
      format: 'mean',
      runs: meanRuns(10, 3, 4),
      held: 'players',
    },
  ];
  for (const row of rows)
    await t.test(row.name, () => assert.equal(heldBasis(row.claimed, row.format, row.runs.players, row.runs.difference), row.held));
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

/** The Nuclear page's players (its typical level), except that a seat never throws a card away unless it is a Communist. */
const NH_LEVEL = typicalLevel('nuclear-holdem');
const NH_PLAYER = BOTS['nuclear-holdem'][NH_LEVEL];
const keepUnlessCommunist: Bot<NhView, NhMove> = (v, legal, rng) => {
  const keep = legal.find((m) => m.kind === 'keep');
  return v.role !== 'joker' && keep !== undefined ? { move: keep, reason: 'Not a Communist: keeps.' } : NH_PLAYER(v, legal, rng);
};
const NUCLEAR = playable('nuclear-holdem');
const KEEPING: AnyPlayable = { ...NUCLEAR, bots: { ...NUCLEAR.bots, [NH_LEVEL]: keepUnlessCommunist } };
const NH_DEFAULTS = defaultOptions(NUCLEAR.rules.options);
/** A run of the page's players (its level, its games and seed) with other players or rules. */
const nuclearRun = (game: AnyPlayable, options = NH_DEFAULTS) =>
  simulate(game, options, TYPICAL_SEED, [NH_LEVEL], TYPICAL_GAMES).summary(game, TYPICAL_SEED, options, [NH_LEVEL]);
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
    says: 'the page plays skilled players, who play to become Communists, and with them the Communists win almost every game (97% or more)',
    check: () => {
      assert.equal(NH_LEVEL, 'skilled');
      assert.ok(nhStat('summary', 'communistsWinShare') >= 0.97, `${nhStat('summary', 'communistsWinShare')}`);
    },
  },
  {
    page: 'nuclear-holdem',
    says: "the Communists' wins rest mostly on the rules: random players still leave them most of those wins (75% or more), and the players' skill adds the rest",
    check: () => {
      const f = typicalGame('nuclear-holdem').headlines.find((h) => h.key === 'communistsWinShare');
      assert.ok(f, 'the page prints the Communists’ share');
      assert.equal(f.basis, 'mostly-rules', 'and says it rests mostly on the rules');
      assert.ok(f.random.value >= 0.75, `random players: ${f.random.value}`);
      assert.ok(
        f.difference.high < 0,
        `skill adds to it: random − skilled ${f.difference.low.toFixed(3)} to ${f.difference.high.toFixed(3)}`,
      );
    },
  },
  {
    page: 'nuclear-holdem',
    says: 'no seat has an edge with the page’s players (the seat artifact is gone): every two seats’ 95% intervals overlap, and the seats’ shares rest on the rules',
    check: () => {
      const t = typicalGame('nuclear-holdem');
      const lows = t.seats.map((f) => f.players.low);
      const highs = t.seats.map((f) => f.players.high);
      assert.ok(
        Math.max(...lows) < Math.min(...highs),
        t.seats.map((f) => `${f.label} ${f.players.low.toFixed(3)}–${f.players.high.toFixed(3)}`).join(', '),
      );
      assert.equal(t.seatBasis.basis, 'rules');
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
    says: 'with nobody but a Communist throwing cards away, states fall more slowly and the Communists still win nearly as often (within 5 points)',
    check: () => {
      const kept = nuclearRun(KEEPING);
      const played = typicalGame('nuclear-holdem').summary;
      assert.ok((kept.stats.discardsPerGame ?? 0) < (played.stats.discardsPerGame ?? 0), 'fewer discards');
      assert.ok(kept.length.mean > played.length.mean, `games last longer: ${kept.length.mean} rounds against ${played.length.mean}`);
      const [k, p] = [kept.stats.communistsWinShare ?? 0, played.stats.communistsWinShare ?? 1];
      assert.ok(k >= p - 0.05, `the Communists won ${k} against the page's ${p}`);
    },
  },
  {
    page: 'nuclear-holdem',
    says: 'a joker reaches a player in almost every game (90% or more), with the page’s players and with random players',
    check: () => {
      for (const level of LEVELS) assert.ok(nhStat(level, 'jokerReachedShare') >= 0.9, `${level}: ${nhStat(level, 'jokerReachedShare')}`);
    },
  },
  {
    page: 'nuclear-holdem',
    says: 'with one joker instead of two, the page’s players still get hold of it in almost every game (90% or more), but the Communists win fewer games',
    check: () => {
      const one = nuclearRun(NUCLEAR, { ...NH_DEFAULTS, jokers: 1 });
      const reached = one.stats.jokerReachedShare ?? 0;
      assert.ok(reached >= 0.9, `a joker reached a player in ${reached}`);
      const twoWins = Math.round(nhStat('summary', 'communistsWinShare') * TYPICAL_GAMES);
      const oneWins = Math.round((one.stats.communistsWinShare ?? 1) * TYPICAL_GAMES);
      const d = shareDifference(twoWins, TYPICAL_GAMES, oneWins, TYPICAL_GAMES);
      assert.ok(
        d.high < 0,
        `the Communists won ${oneWins} games with one joker, ${twoWins} with two: ${d.low.toFixed(3)} to ${d.high.toFixed(3)}`,
      );
    },
  },
  {
    page: 'nuclear-holdem',
    says: 'with no joker in the pack there are no Communists at all',
    check: () => {
      const none = nuclearRun(NUCLEAR, { ...NH_DEFAULTS, jokers: 0 });
      assert.equal(none.stats.jokerReachedShare, 0);
      assert.equal(none.stats.communistAtEndShare, 0);
      assert.equal(none.stats.communistsWinShare, 0);
    },
  },
];

test('the sentences the game pages print beside their figures hold', async (t) => {
  for (const row of SENTENCES) await t.test(`${row.page}: ${row.says}`, row.check);
});
