/** The Balance Lab's results: figures from batch tallies, differences in words, and the CSV/Markdown exports. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resultsCsv, resultsMarkdown } from '../../src/components/lab/balance/export.ts';
import { differenceText, fmtInterval, fmtValue } from '../../src/components/lab/balance/format.ts';
import { balanceResults, sidesOf, type FigureRow } from '../../src/components/lab/balance/results.ts';
import { BATCHES, batchRange, parseExperiment, type Experiment } from '../../src/engine/play/experiment.ts';
import { simulate } from '../../src/engine/play/simulate.ts';
import type { GameId } from '../../src/engine/ids.ts';
import { playable } from '../../src/engine/play/playable.ts';

function run(e: Experiment) {
  const batches = Array.from({ length: BATCHES }, (_, b) => {
    const { from, count } = batchRange(e.games, b);
    return simulate(playable(e.game), e.options, e.seed, e.bots, count, undefined, from).toData();
  });
  return { experiment: e, batches };
}

function results(input: Parameters<typeof parseExperiment>[0]) {
  const e = parseExperiment(input);
  assert.ok(e.ok);
  const sides = sidesOf(e.value);
  return balanceResults(run(sides.base), sides.variant ? run(sides.variant) : undefined);
}

test('differences read in words, flagged only when the interval excludes zero', async (t) => {
  const row = (value: number, low: number, high: number): FigureRow => ({
    key: 'k',
    label: 'K',
    format: 'share',
    base: { value: 0.5, low: 0.4, high: 0.6 },
    variant: { value: 0.5 + value, low: 0.4 + value, high: 0.6 + value },
    diff: { value, low, high },
    flagged: low > 0 || high < 0,
  });
  const rows: [string, FigureRow, string][] = [
    ['higher', row(0.1, 0.05, 0.15), 'Higher than the printed rules (+10.0 points, 95% interval +5.0 points to +15.0 points)'],
    ['lower', row(-0.1, -0.15, -0.05), 'Lower than the printed rules (−10.0 points, 95% interval −15.0 points to −5.0 points)'],
    ['within the noise', row(0.01, -0.02, 0.04), 'No clear difference (+1.0 points, 95% interval −2.0 points to +4.0 points)'],
  ];
  for (const [name, r, text] of rows) await t.test(name, () => assert.equal(differenceText(r), text));
  const values: [string, string, string][] = [
    ['a share', fmtValue(0.12345, 'share'), '12.3%'],
    ['a mean', fmtValue(2.5, 'mean'), '2.50'],
    ['no value', fmtValue(Number.NaN, 'mean'), '—'],
    ['a negative mean, with a minus sign', fmtValue(-2.5, 'mean'), '−2.50'],
    ['a negative count', fmtValue(-3, 'count'), '−3'],
    ['a tiny negative share reads as zero', fmtValue(-0.0004, 'share'), '0.0%'],
    ['a tiny negative mean reads as zero', fmtValue(-0.001, 'mean'), '0.00'],
    ['a share interval below zero is cut at 0%', fmtInterval({ value: 0.001, low: -0.002, high: 0.004 }, 'share'), '0.0% to 0.4%'],
    ['a share interval above one is cut at 100%', fmtInterval({ value: 0.999, low: 0.995, high: 1.003 }, 'share'), '99.5% to 100.0%'],
    ['a mean interval is not cut', fmtInterval({ value: 0.1, low: -0.3, high: 0.5 }, 'mean'), '−0.30 to 0.50'],
  ];
  for (const [name, got, want] of values) await t.test(name, () => assert.equal(got, want));
});

test("a big change is flagged: Poker's Wild! points ten times over raise the score per player", () => {
  const r = results({ game: 'pokers-wild', options: [['points', '10,20,30,40,50,60,70,80,90,100']], games: 100 });
  const score = r.stats.find((row) => row.key === 'meanScore')!;
  assert.equal(score.flagged, true);
  assert.ok(score.diff!.low > 0);
  assert.match(differenceText(score), /^Higher than the printed rules/u);
  // The length of the game (52 turns, always) does not change, and is not flagged.
  assert.equal(r.game.find((row) => row.key === 'length')!.flagged, false);
});

test('the printed rules alone: no variant column, shares with intervals, a histogram covering every game', () => {
  const r = results({ game: 'pokers-wild', games: 100 });
  assert.equal(r.changed, false);
  assert.equal(r.seats.length, 4);
  for (const s of r.seats) {
    assert.equal(s.variant, undefined);
    assert.ok(s.base.low <= s.base.value && s.base.value <= s.base.high);
  }
  assert.equal(
    r.histogram.bins.reduce((a, b) => a + b.base, 0),
    100,
  );
  assert.ok(r.histogram.bins.length <= 30);
  assert.equal(r.scoreChart.rows.length, 4);
  const csv = resultsCsv(r);
  assert.match(csv, /^Figure,Printed rules,95% interval\r\n/u);
  assert.match(csv, /Wins: Player 1,/u);
});

test("the Markdown export is titled with the game's name and carries the experiment link and the CLI command", () => {
  const r = results({ game: 'peekaboo', options: [['rounds', '5']], games: 40, seed: 9 });
  const md = resultsMarkdown(r, 'https://example.org/lab/game/?bl-game=peekaboo&bl-rounds=5&bl-run=1', 'Peekaboo');
  assert.match(md, /^# Balance Lab: Peekaboo, 40 games each side, seed 9, bots sensible; changed: rounds=5\n/u);
  assert.match(md, /Experiment: <https:\/\/example\.org\/lab\/game\/\?bl-game=peekaboo&bl-rounds=5&bl-run=1>/u);
  assert.match(md, /`npm run simulate -- --game peekaboo --games 40 --seed 9 --bots sensible --option rounds=5 --json`/u);
  assert.match(md, /\| Figure \| Printed rules \| 95% interval \| Your rules \| 95% interval \| Difference \|/u);
});

test('the game length is one figure, shown once: the length row, with the interval from the games themselves', async (t) => {
  // Each game's own "<unit> per game" figure is the same number as the length row; before, the Balance Lab showed both,
  // with different intervals (batch means against the games' own spread).
  const rows: [GameId, string | undefined][] = [
    ['peekaboo', 'roundsPerGame'],
    ['ninas-five', 'meanTricks'],
    ['nuclear-holdem', undefined],
    ['pokers-wild', 'turnsPerGame'],
    ['bluff-n-peg', 'meanHands'],
  ];
  for (const [game, duplicate] of rows)
    await t.test(`${game}: ${duplicate ?? 'no per-game length figure'} is not in the game's own figures`, () => {
      const r = results({ game, games: 40 });
      const length = r.game.find((row) => row.key === 'length')!;
      assert.match(length.label, new RegExp(`^Game length, in ${r.lengthUnit} \\(mean\\)$`, 'u'));
      assert.deepEqual(
        r.stats
          .filter((row) => row.key === duplicate || new RegExp(`^${r.lengthUnit} per game$`, 'iu').test(row.label))
          .map((row) => row.label),
        [],
      );
    });
});
