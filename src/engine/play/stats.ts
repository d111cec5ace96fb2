/**
 * Confidence intervals for the Balance Lab: how sure a simulation's figures
 * are, and whether a rule change moved one by more than its uncertainty.
 * Every interval is at 95%. Pure arithmetic, no DOM.
 *
 * - A share (seat win rate): Wilson's score interval, which stays inside
 *   0–1 and behaves at 0 and n (Wilson 1927; Newcombe 1998, method 3).
 * - A difference of two shares: Newcombe's hybrid score interval built from
 *   the two Wilson intervals (Newcombe 1998, method 10).
 * - A mean: mean ± t·s/√n.
 * - Any other figure (a game's own `summarize` output, whatever it
 *   measures): batch means. The games are split by index into contiguous
 *   batches, the figure is computed on each batch, and the spread of the
 *   batch values gives a t interval around the whole run's value.
 */
import { quantile } from './simulate.ts';

/** The 97.5th percentile of the standard normal distribution. */
export const Z95 = 1.959963984540054;

/** A figure with its 95% interval. */
export interface Interval {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

/** Two-sided 95% t critical values for 1 to 30 degrees of freedom (any statistics table, e.g. NIST/SEMATECH e-Handbook 1.3.6.7.2). */
const T95 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086,
  2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
] as const;

/** The two-sided 95% t critical value for `df` degrees of freedom (table to 30, then the Cornish–Fisher expansion). */
export function t95(df: number): number {
  if (!(df >= 1)) return Number.POSITIVE_INFINITY;
  const whole = Math.floor(df);
  if (whole <= T95.length) return T95[whole - 1] ?? Number.POSITIVE_INFINITY;
  const z = Z95;
  const z3 = z ** 3;
  const z5 = z ** 5;
  return z + (z3 + z) / (4 * whole) + (5 * z5 + 16 * z3 + 3 * z) / (96 * whole ** 2);
}

/** Wilson's 95% score interval for `k` successes in `n` trials. With n = 0 the share is unknown: 0, from 0 to 1. */
export function wilson(k: number, n: number): Interval {
  if (n <= 0) return { value: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The 95% interval of p2 − p1 for k1/n1 against k2/n2 (Newcombe's method 10). */
export function shareDifference(k1: number, n1: number, k2: number, n2: number): Interval {
  const a = wilson(k1, n1);
  const b = wilson(k2, n2);
  const d = b.value - a.value;
  return {
    value: d,
    low: d - Math.sqrt((b.value - b.low) ** 2 + (a.high - a.value) ** 2),
    high: d + Math.sqrt((b.high - b.value) ** 2 + (a.value - a.low) ** 2),
  };
}

/** Count, mean and sample variance of a sample, summarised so that two sides can be compared. */
export interface Moments {
  readonly n: number;
  readonly mean: number;
  /** The sample variance (n − 1 in the denominator); 0 for fewer than two values. */
  readonly variance: number;
}

export function moments(values: readonly number[]): Moments {
  const n = values.length;
  if (n === 0) return { n: 0, mean: 0, variance: 0 };
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  let ss = 0;
  for (const v of values) ss += (v - mean) ** 2;
  return { n, mean, variance: n < 2 ? 0 : ss / (n - 1) };
}

/** Moments of a counted sample (`[value, count]` pairs), without expanding it. */
export function countedMoments(pairs: Iterable<readonly [number, number]>): Moments {
  let n = 0;
  let sum = 0;
  const list = [...pairs];
  for (const [v, c] of list) {
    n += c;
    sum += v * c;
  }
  if (n === 0) return { n: 0, mean: 0, variance: 0 };
  const mean = sum / n;
  let ss = 0;
  for (const [v, c] of list) ss += c * (v - mean) ** 2;
  return { n, mean, variance: n < 2 ? 0 : ss / (n - 1) };
}

/** The mean with its 95% t interval. One value: the interval is unbounded. */
export function meanInterval(m: Moments): Interval {
  if (m.n < 2) return { value: m.mean, low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY };
  const half = t95(m.n - 1) * Math.sqrt(m.variance / m.n);
  return { value: m.mean, low: m.mean - half, high: m.mean + half };
}

/**
 * Welch's spread of mean2 − mean1 (unequal variances): its squared standard
 * error and the Welch–Satterthwaite degrees of freedom (NaN when the error is
 * 0). Null with fewer than two values on a side. The interval below and the
 * Balance Lab's p-values (multiple.ts) both read it.
 */
export function welch(a: Moments, b: Moments): { readonly se2: number; readonly df: number } | null {
  if (a.n < 2 || b.n < 2) return null;
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  const se2 = va + vb;
  return { se2, df: se2 === 0 ? Number.NaN : se2 ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1)) };
}

/** The 95% interval of mean2 − mean1 (Welch: unequal variances, Welch–Satterthwaite degrees of freedom). */
export function meanDifference(a: Moments, b: Moments): Interval {
  const d = b.mean - a.mean;
  const w = welch(a, b);
  if (w === null) return { value: d, low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY };
  if (w.se2 === 0) return { value: d, low: d, high: d };
  const half = t95(w.df) * Math.sqrt(w.se2);
  return { value: d, low: d - half, high: d + half };
}

/**
 * Batch means: `value` is the figure over the whole run, `batches` the same
 * figure on each contiguous batch of games. The interval is value ± t·s/√B
 * over the B batch values (B − 1 degrees of freedom).
 */
export interface BatchEstimate extends Interval {
  readonly batches: Moments;
}

export function batchInterval(value: number, batches: readonly number[]): BatchEstimate {
  const m = moments(batches);
  const half = m.n < 2 ? Number.POSITIVE_INFINITY : t95(m.n - 1) * Math.sqrt(m.variance / m.n);
  return { value, low: value - half, high: value + half, batches: m };
}

/** The 95% interval of the difference of two batch estimates (variant − base), Welch over the batch values. */
export function batchDifference(base: BatchEstimate, variant: BatchEstimate): Interval {
  const d = variant.value - base.value;
  const diff = meanDifference(base.batches, variant.batches);
  const half = (diff.high - diff.low) / 2;
  return Number.isFinite(half) ? { value: d, low: d - half, high: d + half } : { value: d, low: -Infinity, high: Infinity };
}

/** Flag a difference only when its 95% interval excludes zero. */
export const excludesZero = (i: Interval): boolean => i.low > 0 || i.high < 0;

/** The value at quantile q of a counted sample (`[value, count]` pairs, ascending), nearest rank as `quantile`. */
export function countedQuantile(pairs: readonly (readonly [number, number])[], q: number): number {
  let n = 0;
  for (const [, c] of pairs) n += c;
  if (n === 0) return 0;
  const rank = Math.min(n, Math.max(1, Math.ceil(q * n)));
  let seen = 0;
  for (const [v, c] of pairs) {
    seen += c;
    if (seen >= rank) return v;
  }
  return pairs.at(-1)?.[0] ?? 0;
}

/** The slow oracle for countedQuantile: expand and use `quantile`. */
export const expandedQuantile = (pairs: readonly (readonly [number, number])[], q: number): number =>
  quantile(
    pairs.flatMap(([v, c]) => Array.from({ length: c }, () => v)),
    q,
  );

/** A histogram bin: values from..to inclusive (whole numbers). */
export interface Bin {
  readonly from: number;
  readonly to: number;
}

/**
 * Bins covering the whole numbers from `min` to `max`: one value per bin
 * while that gives at most `maxBins` bins, else equal widths (the last bin
 * may be narrower), so that there are at most `maxBins`.
 */
export function lengthBins(min: number, max: number, maxBins = 30): Bin[] {
  if (max < min) return [];
  const width = Math.max(1, Math.ceil((max - min + 1) / maxBins));
  const bins: Bin[] = [];
  for (let from = min; from <= max; from += width) bins.push({ from, to: Math.min(max, from + width - 1) });
  return bins;
}

/** How many values fall in each bin (bins as from lengthBins: ascending, contiguous, equal widths). */
export function binCounts(bins: readonly Bin[], values: readonly number[]): number[] {
  const counts = bins.map(() => 0);
  const first = bins[0];
  if (first === undefined) return counts;
  const width = first.to - first.from + 1;
  for (const v of values) {
    const i = Math.floor((v - first.from) / width);
    if (i >= 0 && i < counts.length) counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}
