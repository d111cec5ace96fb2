/**
 * Exact odds by rank multiset with suit-pattern weights (the counting; the
 * classes and the strength tables are odds-classes.ts).
 *
 * For a rank multiset M (c_r cards of rank r) the deck's natural cards give
 * T(M) = prod_r C(a_r, c_r) hands, a_r being how many suits of rank r the
 * deck holds as natural cards. Of these, the hands whose suit s holds exactly
 * the ranks m number
 *
 *   prod_{r in m} C(a_r - 1, c_r - 1) * prod_{r in M, r not in m} C(a_r - [s has r], c_r)
 *
 * (zero when suit s lacks a rank of m): one card of each rank of m is the
 * s card, the rest come from the other suits. Since at most one suit reaches
 * `need` (see odds-classes.ts), these sets are disjoint across suits and
 * masks, and the plain class holds T(M) minus all of them. Suits with the same
 * ranks available (all four in a plain deck; two pairs with one-eyed jacks
 * wild) are counted once and multiplied.
 */
import { MAX_DISTINCT, rankFeature, SHAPE_WEIGHT, type ClassStrengths, type FlushClasses, type Multisets } from './odds-classes.ts';
import { rankOf, suitOf } from '../hands/cards.ts';

const RANKS = 13;

/** C(n, k) for 0 <= n <= 4, any k (0 outside 0..n): CHOOSE[n * 8 + k]. */
const CHOOSE = new Float64Array(5 * 8);
for (let n = 0; n <= 4; n++) {
  let c = 1;
  for (let k = 0; k <= n; k++) {
    CHOOSE[n * 8 + k] = c;
    c = (c * (n - k)) / (k + 1);
  }
}

/** Which natural cards a deck holds, by rank and suit. */
export interface Availability {
  /** Natural cards of each rank (0..4). */
  readonly perRank: Int32Array;
  /** Distinct suit patterns: the 13-bit mask of ranks a suit holds, and how many suits share it. */
  readonly suits: ReadonlyArray<{ readonly ranks: number; readonly times: number }>;
}

export function availability(naturals: readonly number[]): Availability {
  const perRank = new Int32Array(RANKS);
  const bySuit = [0, 0, 0, 0];
  for (const c of naturals) {
    const r = rankOf(c);
    const s = suitOf(c);
    perRank[r] = (perRank[r] ?? 0) + 1;
    bySuit[s] = (bySuit[s] ?? 0) | (1 << r);
  }
  const suits: Array<{ ranks: number; times: number }> = [];
  for (const ranks of bySuit) {
    const same = suits.find((g) => g.ranks === ranks);
    if (same) same.times++;
    else suits.push({ ranks, times: 1 });
  }
  return { perRank, suits };
}

/**
 * Add to `hist` (by key strength) the number of hands of each class of
 * `naturals`-card multisets, times `weight` (the ways to draw the step's wild
 * and dead cards).
 */
export function countClasses(
  sets: Multisets,
  flushes: FlushClasses,
  strengths: ClassStrengths,
  deck: Availability,
  weight: number,
  hist: Float64Array,
): void {
  const { count, distinct, ranks, held, shape, rankMask } = sets;
  const { start, mask: flushMask } = flushes;
  const { rank: rankStrength, flush: flushStrength, gaps } = strengths;
  const perRank = deck.perRank;
  const groupRanks = Int32Array.from(deck.suits, (g) => g.ranks);
  const groupTimes = Int32Array.from(deck.suits, (g) => g.times);
  const groups = groupRanks.length;
  const local = new Float64Array(hist.length);
  for (let i = 0; i < count; i++) {
    const base = i * MAX_DISTINCT;
    const d = distinct[i] ?? 0;
    let total = 1;
    for (let j = 0; j < d; j++) total *= CHOOSE[(perRank[ranks[base + j] ?? 0] ?? 0) * 8 + (held[base + j] ?? 0)] ?? 0;
    if (total === 0) continue;
    const plainS = rankStrength[rankFeature(shape[i] ?? 0, gaps[rankMask[i] ?? 0] ?? 0)] ?? 0;
    let flushed = 0;
    for (let f = start[i] ?? 0, end = start[i + 1] ?? 0; f < end; f++) {
      const m = flushMask[f] ?? 0;
      let ways = 0;
      for (let g = 0; g < groups; g++) {
        const suitRanks = groupRanks[g] ?? 0;
        if ((m & ~suitRanks) !== 0) continue;
        let w = groupTimes[g] ?? 0;
        for (let j = 0; j < d && w !== 0; j++) {
          const r = ranks[base + j] ?? 0;
          const c = held[base + j] ?? 0;
          const a = perRank[r] ?? 0;
          if ((m >> r) & 1) w *= CHOOSE[(a - 1) * 8 + c - 1] ?? 0;
          else w *= CHOOSE[(a - ((suitRanks >> r) & 1)) * 8 + c] ?? 0;
        }
        ways += w;
      }
      if (ways === 0) continue;
      const flushS = flushStrength[m] ?? 0;
      const s = flushS > plainS ? flushS : plainS;
      local[s] = (local[s] ?? 0) + ways;
      flushed += ways;
    }
    const plain = total - flushed;
    if (plain < 0) throw new Error('odds-fast: more flush hands than hands for one rank multiset');
    local[plainS] = (local[plainS] ?? 0) + plain;
  }
  for (let s = 0; s < local.length; s++) hist[s] = (hist[s] ?? 0) + (local[s] ?? 0) * weight;
}

/**
 * The steps the classes leave out (two suits could both flush: at most four
 * natural cards, see classesApply): visit each `k`-subset of the deck's
 * natural cards, judged from the same strength tables (every suit holding
 * 5 - wilds cards or more may flush), and add its count times `weight`.
 */
export function countSubsets(naturals: readonly number[], k: number, strengths: ClassStrengths, weight: number, hist: Float64Array): void {
  const n = naturals.length;
  const R = Int32Array.from(naturals, rankOf);
  const S = Int32Array.from(naturals, suitOf);
  const { rank: rankStrength, flush: flushStrength, gaps } = strengths;
  const counts = new Int32Array(RANKS);
  const suitMask = new Int32Array(4);
  const local = new Float64Array(hist.length);
  // flushStrength is 0 for a suit too short to flush, so every suit can be read.
  const visit = (from: number, left: number, shape: number, mask: number): void => {
    if (left === 0) {
      let s = rankStrength[rankFeature(shape, gaps[mask] ?? 0)] ?? 0;
      for (let q = 0; q < 4; q++) s = Math.max(s, flushStrength[suitMask[q] ?? 0] ?? 0);
      local[s] = (local[s] ?? 0) + 1;
      return;
    }
    for (let c = from; c <= n - left; c++) {
      const r = R[c] ?? 0;
      const su = S[c] ?? 0;
      const was = counts[r] ?? 0;
      const before = suitMask[su] ?? 0;
      counts[r] = was + 1;
      suitMask[su] = before | (1 << r);
      visit(c + 1, left - 1, shape + (SHAPE_WEIGHT[(was + 1) as 1 | 2 | 3 | 4] - SHAPE_WEIGHT[was as 0 | 1 | 2 | 3]), mask | (1 << r));
      counts[r] = was;
      suitMask[su] = before;
    }
  };
  visit(0, k, 0, 0);
  for (let s = 0; s < local.length; s++) hist[s] = (hist[s] ?? 0) + (local[s] ?? 0) * weight;
}
