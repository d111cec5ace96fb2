/** The Balance Lab's statistics against textbook values, and each fast path against a slow oracle. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  batchDifference,
  batchInterval,
  binCounts,
  countedMoments,
  countedQuantile,
  excludesZero,
  expandedQuantile,
  lengthBins,
  meanDifference,
  meanInterval,
  moments,
  shareDifference,
  t95,
  wilson,
} from '../../../src/engine/play/stats.ts';

const near = (actual: number, expected: number, places = 4): void =>
  assert.ok(Math.abs(actual - expected) < 0.5 * 10 ** -places, `${actual} is not ${expected} to ${places} places`);

test('Wilson 95% intervals match the published values', async (t) => {
  // Wilson score intervals at z = 1.96: 0/10, 5/10 and 10/10 are in any table of them (e.g. Brown, Cai & DasGupta 2001;
  // R's prop.test(correct = FALSE) gives the same); 81/263 is Newcombe (1998, Stat Med 17:857), method 3: 0.2553 to 0.3662.
  const rows: [string, number, number, number, number][] = [
    ['0 of 10', 0, 10, 0, 0.2775],
    ['5 of 10', 5, 10, 0.2366, 0.7634],
    ['10 of 10', 10, 10, 0.7225, 1],
    ['81 of 263', 81, 263, 0.2553, 0.3662],
    ['15 of 148 (Newcombe 1998)', 15, 148, 0.0624, 0.1605],
  ];
  for (const [name, k, n, low, high] of rows)
    await t.test(name, () => {
      const i = wilson(k, n);
      near(i.value, k / n, 9);
      near(i.low, low);
      near(i.high, high);
    });
  await t.test('no games: unknown, 0 to 1', () => assert.deepEqual(wilson(0, 0), { value: 0, low: 0, high: 1 }));
});

test("Newcombe's interval for a difference of shares matches his worked examples", async (t) => {
  // Newcombe (1998, Stat Med 17:873), method 10 (hybrid score), examples (a), (b) and (e) of his Table II.
  const rows: [string, [number, number, number, number], number, number][] = [
    ['56/70 − 48/80', [48, 80, 56, 70], 0.0524, 0.3339],
    ['9/10 − 3/10', [3, 10, 9, 10], 0.1705, 0.809],
    ['10/10 − 0/20', [0, 20, 10, 10], 0.6791, 1.0],
  ];
  for (const [name, [k1, n1, k2, n2], low, high] of rows)
    await t.test(name, () => {
      const d = shareDifference(k1, n1, k2, n2);
      near(d.value, k2 / n2 - k1 / n1, 9);
      near(d.low, low);
      near(d.high, high);
    });
});

test('t critical values: the table, then the expansion, against published values', async (t) => {
  const rows: [number, number][] = [
    [1, 12.706],
    [19, 2.093],
    [30, 2.042],
    [40, 2.021],
    [60, 2.0],
    [120, 1.98],
    [100_000, 1.96],
  ];
  for (const [df, value] of rows) await t.test(`df ${df}`, () => near(t95(df), value, 3));
});

test('a mean and its interval, by hand', async (t) => {
  // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sample variance 32/7, half-width t(7)=2.365 · sqrt(32/7/8).
  const m = moments([2, 4, 4, 4, 5, 5, 7, 9]);
  await t.test('moments', () => {
    near(m.mean, 5, 9);
    near(m.variance, 32 / 7, 9);
  });
  await t.test('interval', () => {
    const i = meanInterval(m);
    near(i.high - 5, 2.365 * Math.sqrt(32 / 7 / 8), 9);
  });
  await t.test('counted moments equal the expanded ones', () =>
    assert.deepEqual(
      countedMoments([
        [2, 1],
        [4, 3],
        [5, 2],
        [7, 1],
        [9, 1],
      ]),
      m,
    ),
  );
  await t.test('one value: no interval', () => assert.equal(meanInterval(moments([3])).high, Number.POSITIVE_INFINITY));
});

test('difference of means (Welch) flags only when the interval excludes zero', async (t) => {
  const a = moments([10, 11, 12, 13, 14, 10, 11, 12, 13, 14]);
  const rows: [string, number[], boolean][] = [
    ['far above', [30, 31, 32, 33, 34, 30, 31, 32, 33, 34], true],
    ['the same values', [10, 11, 12, 13, 14, 10, 11, 12, 13, 14], false],
    ['slightly above, within the noise', [10.5, 11.5, 12.5, 13.5, 14.5, 10, 11, 12, 13, 14], false],
    ['far below', [1, 2, 1, 2, 1, 2, 1, 2, 1, 2], true],
  ];
  for (const [name, values, flagged] of rows)
    await t.test(name, () => assert.equal(excludesZero(meanDifference(a, moments(values))), flagged));
});

test('batch means: the interval is t over the batch values, around the whole run value', async (t) => {
  const batches = [0.2, 0.3, 0.25, 0.35, 0.3];
  const e = batchInterval(0.28, batches);
  await t.test('half-width', () => near(e.high - 0.28, t95(4) * Math.sqrt(moments(batches).variance / 5), 9));
  await t.test('a clear shift is flagged', () =>
    assert.equal(
      excludesZero(
        batchDifference(
          e,
          batchInterval(
            0.6,
            batches.map((b) => b + 0.32),
          ),
        ),
      ),
      true,
    ),
  );
  await t.test('no shift is not', () =>
    assert.equal(
      excludesZero(
        batchDifference(
          e,
          batchInterval(
            0.29,
            batches.map((b) => b + 0.01),
          ),
        ),
      ),
      false,
    ),
  );
  await t.test('identical constant batches: a zero-width interval, no flag at zero', () =>
    assert.equal(excludesZero(batchDifference(batchInterval(1, [1, 1, 1]), batchInterval(1, [1, 1, 1]))), false),
  );
});

test('percentiles of counted values equal nearest rank on the expanded list (oracle)', async (t) => {
  const samples: [string, [number, number][]][] = [
    ['one value', [[7, 1]]],
    [
      'spread',
      [
        [1, 3],
        [2, 1],
        [5, 4],
        [9, 2],
      ],
    ],
    [
      'heavy tail',
      [
        [0, 90],
        [100, 10],
      ],
    ],
    ['empty', []],
  ];
  for (const [name, pairs] of samples)
    await t.test(name, () => {
      for (const q of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]) assert.equal(countedQuantile(pairs, q), expandedQuantile(pairs, q), `q ${q}`);
    });
});

test('length bins: one per value while that fits, at most 30, covering the range', async (t) => {
  const rows: [string, number, number, number, number][] = [
    ['52 to 52: one bin', 52, 52, 1, 1],
    ['1 to 30: one per value', 1, 30, 30, 1],
    ['1 to 31: pairs', 1, 31, 16, 2],
    ['0 to 200: width 7', 0, 200, 29, 7],
  ];
  for (const [name, min, max, count, width] of rows)
    await t.test(name, () => {
      const bins = lengthBins(min, max);
      assert.equal(bins.length, count);
      assert.ok(bins.length <= 30);
      assert.equal(bins[0]!.from, min);
      assert.equal(bins.at(-1)!.to, max);
      assert.equal(bins[0]!.to - bins[0]!.from + 1, width);
    });
  await t.test('counts: every value in exactly one bin (oracle: filter each bin)', () => {
    const values = [0, 3, 3, 7, 8, 13, 20, 200, 199, 6];
    const bins = lengthBins(0, 200);
    assert.deepEqual(
      binCounts(bins, values),
      bins.map((b) => values.filter((v) => v >= b.from && v <= b.to).length),
    );
  });
});
