/**
 * The Balance Lab allows for its many comparisons: p-values for each
 * difference, Holm's step-down method over the run, and the words the page
 * and the exports use. Expected numbers are worked by hand or from an
 * independent formula (closed forms of the t distribution, Python's
 * math.erfc), never copied from the code's output.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resultsCsv, resultsMarkdown } from '../../src/components/lab/balance/export.ts';
import { comparisonsText, verdictText } from '../../src/components/lab/balance/format.ts';
import { holm, normalTail, shareP, tTwoSided, welchP } from '../../src/components/lab/balance/multiple.ts';
import {
  allowForComparisons,
  balanceResults,
  sidesOf,
  type Comparisons,
  type FigureRow,
} from '../../src/components/lab/balance/results.ts';
import { GAME_IDS } from '../../src/engine/ids.ts';
import { BATCHES, batchRange, parseExperiment, type Experiment } from '../../src/engine/play/experiment.ts';
import { simulate } from '../../src/engine/play/simulate.ts';
import type { Moments } from '../../src/engine/play/stats.ts';
import { playable } from '../../src/engine/play/playable.ts';

const close = (actual: number, expected: number, tolerance: number, what: string): void =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} is not within ${tolerance} of ${expected}`);

test('normal upper tail Q(z), against Python math.erfc(z/√2)/2', async (t) => {
  const rows: [string, number, number][] = [
    ['z = 0: half', 0, 0.5],
    ['z = 1', 1, 0.15865525393145707],
    ['z = 1.959964: the 95% two-sided point', 1.959963984540054, 0.025],
    ['z = 3', 3, 0.0013498980316300957],
    ['z = 6: tiny tails keep their relative accuracy', 6, 9.865876450377012e-10],
    ['z = −1: the lower side', -1, 1 - 0.15865525393145707],
  ];
  for (const [name, z, q] of rows) await t.test(name, () => close(normalTail(z), q, Math.max(1e-8, q * 2e-7), name));
});

test("two-sided t p-values, against the t distribution's closed forms and the 95% table", async (t) => {
  const rows: [string, number, number, number][] = [
    // df = 1 is Cauchy: P(|T| ≥ t) = 1 − (2/π)·atan(t).
    ['df 1, t = 1 (Cauchy)', 1, 1, 0.5],
    ['df 1, t = 12.706 (the 95% table value)', 12.706, 1, 1 - (2 / Math.PI) * Math.atan(12.706)],
    // df = 2: P(|T| ≥ t) = 1 − t/√(2 + t²).
    ['df 2, t = 3/√2', 3 / Math.SQRT2, 2, 1 - 3 / Math.SQRT2 / Math.sqrt(2 + 4.5)],
    // Table values (NIST/SEMATECH 1.3.6.7.2) are rounded to 3 decimals, so p is 0.05 to about 1e-4.
    ['df 20, t = 2.086 (table)', 2.086, 20, 0.05],
    ['df 30, t = 2.042 (table)', 2.042, 30, 0.05],
    ['df 10⁶: the normal, 2·Q(1.96)', 1.959963984540054, 1e6, 0.05],
    ['t = 0: nothing to see', 0, 12, 1],
  ];
  for (const [name, tv, df, p] of rows) await t.test(name, () => close(tTwoSided(tv, df), p, name.includes('table') ? 2e-4 : 1e-6, name));
});

test('difference of two shares: the pooled score z test, worked by hand', async (t) => {
  const rows: [string, [number, number, number, number], number][] = [
    // p̄ = 0.5, se = √(0.25 · 0.02) = 0.0707107, z = 0.2 / se = 2√2; 2·Q(2√2) from math.erfc.
    ['40/100 against 60/100', [40, 100, 60, 100], 0.004677734981047265],
    // p̄ = 14/40 = 0.35, se = √(0.35 · 0.65 · 0.1) = 0.150831, z = 0.2 / se = 1.325987.
    ['5/20 against 9/20', [5, 20, 9, 20], 0.1848439742275342],
    ['the same share on both sides', [30, 100, 60, 200], 1],
    ['no successes on either side: no evidence, p = 1', [0, 50, 0, 50], 1],
    ['every game on both sides', [10, 10, 20, 20], 1],
    ['no games on one side', [0, 0, 5, 10], 1],
  ];
  for (const [name, [k1, n1, k2, n2], p] of rows) await t.test(name, () => close(shareP(k1, n1, k2, n2), p, 1e-8, name));
});

test("difference of two means: Welch's t with its degrees of freedom", async (t) => {
  const m = (n: number, mean: number, variance: number): Moments => ({ n, mean, variance });
  const rows: [string, Moments, Moments, number | undefined, number, number][] = [
    // {−1, 1} against {2, 4}: each variance 2, se² = 1 + 1, t = 3/√2, Welch df = 4 / (1 + 1) = 2, closed form as above.
    ['two values a side: df 2', m(2, 0, 2), m(2, 3, 2), undefined, 1 - 3 / Math.SQRT2 / Math.sqrt(6.5), 1e-9],
    // n = 10,000 a side, variance 1, means 0.03 apart: t = 0.03/√0.0002 = 2.1213, Welch df = 19,998. Reference: Simpson's rule
    // over the t density in Python (200,000 steps); the normal's 2·Q(2.1213) = 0.0338949 is close but not equal.
    ['large samples: near the normal', m(10_000, 5, 1), m(10_000, 5.03, 1), undefined, 0.03390711992080664, 1e-9],
    // batchDifference centres on the whole-run values, not the batch means: d given apart from the moments.
    ['a difference given apart (batch means)', m(2, 0, 2), m(2, 100, 2), 3, 1 - 3 / Math.SQRT2 / Math.sqrt(6.5), 1e-9],
    ['one value on a side: nothing can be said', m(1, 0, 0), m(50, 3, 1), undefined, 1, 0],
    ['no spread and no difference', m(20, 4, 0), m(20, 4, 0), undefined, 1, 0],
    ['no spread but a difference: certain', m(20, 4, 0), m(20, 5, 0), undefined, 0, 0],
  ];
  for (const [name, a, b, d, p, tol] of rows) await t.test(name, () => close(welchP(a, b, d), p, tol, name));
});

test("Holm's step-down method, by hand", async (t) => {
  const rows: [string, number[], boolean[]][] = [
    // Sorted: 0.005 ≤ 0.05/4, 0.01 ≤ 0.05/3, 0.03 > 0.05/2: stop.
    ['stops at the first that fails', [0.01, 0.04, 0.03, 0.005], [true, false, false, true]],
    // 0.011 ≤ 0.05/3, 0.02 ≤ 0.05/2, 0.3 > 0.05: Holm keeps 0.02, which Bonferroni (0.05/3 each) would drop.
    ['more than Bonferroni', [0.3, 0.02, 0.011], [false, true, true]],
    // 0.04 > 0.05/2 stops it, so 0.041 falls too, though it is below 0.05/1.
    ['step-down: nothing after a failure', [0.001, 0.04, 0.041], [true, false, false]],
    ['one comparison: the plain 5% level', [0.049], [true]],
    ['exactly at the bound', [0.025, 0.05], [true, true]],
    ['a p-value that is not a number counts as 1', [Number.NaN, 0.001], [false, true]],
    ['nothing to compare', [], []],
  ];
  for (const [name, ps, rejected] of rows) await t.test(name, () => assert.deepEqual(holm(ps), rejected));
});

const row = (key: string, flagged: boolean, p: number): FigureRow => ({
  key,
  label: key,
  format: 'share',
  base: { value: 0.5, low: 0.45, high: 0.55 },
  variant: { value: 0.5, low: 0.45, high: 0.55 },
  diff: flagged ? { value: 0.1, low: 0.02, high: 0.18 } : { value: 0.01, low: -0.05, high: 0.07 },
  p,
  flagged,
});

test('allowing for all comparisons: a flag holds only when it is flagged and Holm keeps it', () => {
  const unchanged: FigureRow = { key: 'base-only', label: 'x', format: 'mean', base: { value: 1, low: 0, high: 2 }, flagged: false };
  // Four compared rows: p sorted 0.0001 ≤ 0.05/4 and 0.004 ≤ 0.05/3 are kept; 0.03 > 0.05/2 stops.
  const { groups, comparisons } = allowForComparisons([
    [row('strong', true, 0.0001), row('weak', true, 0.03)],
    [row('odd', false, 0.004), unchanged],
    [row('noise', false, 0.6)],
  ]);
  const holds = Object.fromEntries(groups.flat().map((r) => [r.key, r.holds]));
  // 'odd' is kept by Holm but its interval includes zero: not flagged, so nothing holds.
  assert.deepEqual(holds, { strong: true, weak: false, odd: false, 'base-only': undefined, noise: false });
  assert.deepEqual(comparisons, { compared: 4, flagged: 2, holding: 1, expectedByChance: 0.2 });
});

test('the comparisons in words', async (t) => {
  const c = (compared: number, flagged: number, holding: number): Comparisons => ({
    compared,
    flagged,
    holding,
    expectedByChance: compared / 20,
  });
  const chance = (n: number, e: string): string =>
    `At this 95% level, about 1 in 20 figures that did not really change is flagged by chance alone; with no real change, that would be about ${e} of these ${n}.`;
  const all = (n: number): string => `after allowing for ${n} comparisons (Holm–Bonferroni method)`;
  const rows: [string, Comparisons, string][] = [
    [
      'some hold, some may be chance',
      c(31, 4, 2),
      `This run compares 31 figures between the printed rules and yours, and flags 4 of them. ${chance(31, '1.6')} Of the 4 flags, 2 still hold ${all(31)}; the other 2 may be chance.`,
    ],
    [
      'none flagged',
      c(20, 0, 0),
      `This run compares 20 figures between the printed rules and yours, and flags none of them. ${chance(20, '1')}`,
    ],
    [
      'one flag that holds',
      c(26, 1, 1),
      `This run compares 26 figures between the printed rules and yours, and flags 1 of them. ${chance(26, '1.3')} The flag still holds ${all(26)}.`,
    ],
    [
      'one flag that may be chance',
      c(26, 1, 0),
      `This run compares 26 figures between the printed rules and yours, and flags 1 of them. ${chance(26, '1.3')} The flag does not hold ${all(26)}: it may be chance.`,
    ],
    [
      'all hold',
      c(32, 3, 3),
      `This run compares 32 figures between the printed rules and yours, and flags 3 of them. ${chance(32, '1.6')} All 3 flags still hold ${all(32)}.`,
    ],
    [
      'none holds',
      c(22, 2, 0),
      `This run compares 22 figures between the printed rules and yours, and flags 2 of them. ${chance(22, '1.1')} None of the 2 flags holds ${all(22)}: they may all be chance.`,
    ],
    [
      'all but one hold',
      c(32, 26, 25),
      `This run compares 32 figures between the printed rules and yours, and flags 26 of them. ${chance(32, '1.6')} Of the 26 flags, 25 still hold ${all(32)}; the other one may be chance.`,
    ],
    [
      'one of several holds',
      c(22, 3, 1),
      `This run compares 22 figures between the printed rules and yours, and flags 3 of them. ${chance(22, '1.1')} Of the 3 flags, 1 still holds ${all(22)}; the other 2 may be chance.`,
    ],
  ];
  for (const [name, comparisons, text] of rows) await t.test(name, () => assert.equal(comparisonsText(comparisons), text));
});

test('a flagged row says in words whether it holds after allowing for the comparisons', async (t) => {
  const rows: [string, FigureRow, string][] = [
    ['holds', { ...row('a', true, 0.0001), holds: true }, 'Holds after allowing for 31 comparisons.'],
    ['may be chance', { ...row('a', true, 0.03), holds: false }, 'May be chance: does not hold after allowing for 31 comparisons.'],
    ['not flagged: nothing to say', { ...row('a', false, 0.6), holds: false }, ''],
    ['printed rules only: nothing to say', { ...row('a', true, 0.0001) }, ''],
  ];
  for (const [name, r, text] of rows) await t.test(name, () => assert.equal(verdictText(r, 31), text));
  await t.test('one comparison', () =>
    assert.equal(verdictText({ ...row('a', true, 0.01), holds: true }, 1), 'Holds after allowing for 1 comparison.'),
  );
});

function run(e: Experiment) {
  const batches = Array.from({ length: BATCHES }, (_, b) => {
    const { from, count } = batchRange(e.games, b);
    return simulate(playable(e.game), e.options, e.seed, e.bots, count, undefined, from).toData();
  });
  return { experiment: e, batches };
}

function experiment(input: Parameters<typeof parseExperiment>[0]): Experiment {
  const e = parseExperiment(input);
  assert.ok(e.ok);
  return e.value;
}

/*
 * The same printed rules on both sides, played from different seeds (100
 * against 101, 102 against 103, 104 against 105), so that the two sides are
 * independent samples of the same game: every difference is chance. Each
 * per-figure flag then has a 5% chance, so about 5% of the figures are
 * flagged (exactly 5% in expectation for exact intervals; Newcombe's is a
 * little conservative, and the figures of one run move together, e.g. Nuclear's
 * launch rate and the Hawks' wins, so the count is lumpy). Holm keeps the
 * chance of any flag holding in a run at or below 5%, so over these 15 runs
 * we expect at most 0.75 holding flags: (almost) none. (On the page both
 * sides share one seed, so the same rules on both sides would give identical
 * games and no difference at all; that is why this test uses two seeds.)
 * Fixed seeds: the counts are deterministic; the bounds leave room for the
 * lumpiness, and fail if the flags were the 1-in-20 rule at all the figures
 * at once (Bonferroni-like, near 0%) or far looser than 5%. Holding flags are
 * held to at most 3: with 0.75 expected, 2 comes up about one time in six
 * (Poisson), which is what the games' rule changes of 27 Nov 2026 drew (a
 * Peekaboo seat at p = 0.0014 and a Nuclear share at p = 0.0013, each just
 * under Holm's first step of 0.05/30); 4 or more has a chance under 1%, and
 * with no correction every flag would hold (14 of them on these seeds).
 */
test('the same rules on both sides: about 5% flagged by chance per figure, almost none after allowing for the comparisons', () => {
  let compared = 0;
  let flagged = 0;
  let holding = 0;
  for (const game of GAME_IDS)
    for (const seed of [100, 102, 104]) {
      const r = balanceResults(run(experiment({ game, games: 200, seed })), run(experiment({ game, games: 200, seed: seed + 1 })));
      const c = r.comparisons;
      assert.ok(c !== undefined);
      // 17 for Nina's Five since its "Tricks per game" is no longer a second copy of the game length (GameStats.lengthKey).
      assert.ok(c.compared >= 17, `${game}: ${c.compared} figures compared`);
      compared += c.compared;
      flagged += c.flagged;
      holding += c.holding;
    }
  const rate = flagged / compared;
  assert.ok(rate >= 0.02 && rate <= 0.09, `${flagged} of ${compared} flagged (${(rate * 100).toFixed(1)}%), expected about 5%`);
  assert.ok(holding <= 3, `${holding} flags held after allowing for the comparisons`);
});

test('a real, large change holds after allowing for the comparisons, on the page and in both exports', () => {
  const sides = sidesOf(experiment({ game: 'pokers-wild', options: [['points', '10,20,30,40,50,60,70,80,90,100']], games: 100 }));
  const r = balanceResults(run(sides.base), sides.variant ? run(sides.variant) : undefined);
  const score = r.stats.find((s) => s.key === 'meanScore');
  assert.ok(score?.flagged && score.holds === true);
  assert.ok((score.p ?? 1) < 1e-6);
  const c = r.comparisons;
  assert.ok(c !== undefined);
  assert.equal(c.compared, r.seats.length + r.game.length + r.stats.length);
  const text = `\\(\\+[^"]*\\) Holds after allowing for ${c.compared} comparisons\\.`;
  assert.match(resultsCsv(r), new RegExp(text, 'u'));
  const md = resultsMarkdown(r, 'https://example.org/lab/game/', "Poker's Wild!");
  assert.match(md, new RegExp(`This run compares ${c.compared} figures`, 'u'));
  assert.match(md, new RegExp(text, 'u'));
});

test('the printed rules alone: nothing compared, no comparisons sentence', () => {
  const r = balanceResults(run(experiment({ game: 'peekaboo', games: 40 })));
  assert.equal(r.comparisons, undefined);
  assert.doesNotMatch(resultsMarkdown(r, 'https://example.org/', 'Peekaboo'), /This run compares/u);
});
