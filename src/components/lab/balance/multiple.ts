/**
 * Many comparisons at once. A run compares some thirty figures between the
 * printed rules and the designer's, and flags each one whose 95% interval of
 * the difference excludes zero. At that level about 1 in 20 figures that did
 * not really change is flagged by chance alone, so a run of 30 expects about
 * 1.5 such flags. To say which flags survive that, each comparison also gets
 * a two-sided p-value, and Holm's step-down method (Holm 1979) picks the
 * flags that still hold when the chance of any false flag in the whole run
 * is kept to 5%. Holm is valid whatever the dependence between the figures
 * (the seat shares of one run are not independent), and never flags less
 * than plain Bonferroni.
 *
 * The p-values test the same differences the intervals show:
 * - a share (Newcombe's interval): the pooled score z test for two
 *   proportions, z = (p2 − p1) / √(p̄(1 − p̄)(1/n1 + 1/n2)), normal tail.
 *   It is the score test, the same family as the Wilson intervals Newcombe's
 *   interval is built from; the two agree closely but are not exact
 *   inverses, so a flag "holds" only when its interval excludes zero too.
 * - a mean or a batch-means figure (Welch's interval): Welch's t with the
 *   Welch–Satterthwaite degrees of freedom, from the t distribution itself
 *   (the regularized incomplete beta function), not a normal approximation,
 *   because batch means have only about 38 degrees of freedom.
 * Pure arithmetic, no DOM.
 */
import { welch, type Moments } from '../../../engine/play/stats.ts';

/** The level of every interval and of the whole run's allowance. */
export const ALPHA = 0.05;

/**
 * The upper tail of the standard normal, Q(z) = P(Z > z) = erfc(z/√2)/2.
 * erfc by the Chebyshev fit in Numerical Recipes (erfcc: fractional error
 * under 1.2e-7 everywhere), so tiny tails keep their relative accuracy.
 */
export function normalTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients: about 15 digits). */
function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ] as const;
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - lnGamma(1 - x);
  const y = x - 1;
  let sum = c[0];
  for (let i = 1; i < c.length; i++) sum += (c[i] ?? 0) / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The continued fraction of the incomplete beta function (modified Lentz; Numerical Recipes' betacf). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b), 0 ≤ x ≤ 1. */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(|T| ≥ |t|) for Student's t with `df` degrees of freedom: I_{df/(df+t²)}(df/2, 1/2). */
export function tTwoSided(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  if (!(df > 0)) return 1;
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** Two-sided p-value of p2 − p1 for k1/n1 against k2/n2: the pooled score z (see the file comment). */
export function shareP(k1: number, n1: number, k2: number, n2: number): number {
  if (n1 <= 0 || n2 <= 0) return 1;
  const pooled = (k1 + k2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  const d = k2 / n2 - k1 / n1;
  if (se === 0) return d === 0 ? 1 : 0;
  return Math.min(1, 2 * normalTail(Math.abs(d / se)));
}

/**
 * Two-sided p-value of a difference `d` whose spread is Welch's over two
 * samples' moments: t = d / √(s1²/n1 + s2²/n2), Welch–Satterthwaite df, as
 * stats.ts's meanDifference and batchDifference build their intervals.
 * Fewer than two values on a side: nothing can be said (1).
 */
export function welchP(a: Moments, b: Moments, d = b.mean - a.mean): number {
  const w = welch(a, b);
  if (w === null) return 1;
  if (w.se2 === 0) return d === 0 ? 1 : 0;
  return tTwoSided(d / Math.sqrt(w.se2), w.df);
}

/**
 * Holm's step-down method: sort the p-values, and reject the i-th smallest
 * (i from 0) while it is at most alpha / (m − i); stop at the first that is
 * not. Returns, in the input's order, which are rejected. A p-value that is
 * not a number counts as 1.
 */
export function holm(ps: readonly number[], alpha = ALPHA): boolean[] {
  const m = ps.length;
  const order = ps.map((p, i) => ({ p: Number.isNaN(p) ? 1 : p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
  const rejected = ps.map(() => false);
  for (const [rank, { p, i }] of order.entries()) {
    if (p > alpha / (m - rank)) break;
    rejected[i] = true;
  }
  return rejected;
}
