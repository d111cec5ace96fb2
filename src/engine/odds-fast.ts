/**
 * Exact odds by rank multiset with suit-pattern weights (the counting; the
 * classes and their keys are odds-classes.ts).
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
import type { HandClasses } from './odds-classes.ts';
import { KEY_SHIFT } from './key.ts';
import { rankOf, suitOf } from './cards.ts';

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
 * Add to `hist` (by key strength) the number of hands of each class, times
 * `weight` (the ways to draw the step's wild and dead cards).
 */
export function countClasses(classes: HandClasses, deck: Availability, weight: number, hist: Float64Array): void {
  const { multisets, counts, plainKey, flushStart, flushMask, flushKey } = classes;
  const perRank = deck.perRank;
  const groups = deck.suits;
  const ranks = new Int32Array(RANKS);
  const held = new Int32Array(RANKS);
  for (let i = 0; i < multisets; i++) {
    const base = i * RANKS;
    let total = 1;
    let d = 0;
    for (let r = 0; r < RANKS; r++) {
      const c = counts[base + r] ?? 0;
      if (c === 0) continue;
      total *= CHOOSE[(perRank[r] ?? 0) * 8 + c] ?? 0;
      ranks[d] = r;
      held[d] = c;
      d++;
    }
    if (total === 0) continue;
    let flushed = 0;
    for (let f = flushStart[i] ?? 0, end = flushStart[i + 1] ?? 0; f < end; f++) {
      const m = flushMask[f] ?? 0;
      let ways = 0;
      for (const g of groups) {
        if ((m & ~g.ranks) !== 0) continue;
        let w = g.times;
        for (let j = 0; j < d && w !== 0; j++) {
          const r = ranks[j] ?? 0;
          const c = held[j] ?? 0;
          const a = perRank[r] ?? 0;
          if ((m >> r) & 1) w *= CHOOSE[(a - 1) * 8 + c - 1] ?? 0;
          else w *= CHOOSE[(a - ((g.ranks >> r) & 1)) * 8 + c] ?? 0;
        }
        ways += w;
      }
      if (ways === 0) continue;
      const strength = (flushKey[f] ?? 0) >>> KEY_SHIFT;
      hist[strength] = (hist[strength] ?? 0) + ways * weight;
      flushed += ways;
    }
    const plain = total - flushed;
    if (plain < 0) throw new Error('odds-fast: more flush hands than hands for one rank multiset');
    if (plain > 0) {
      const strength = (plainKey[i] ?? 0) >>> KEY_SHIFT;
      hist[strength] = (hist[strength] ?? 0) + plain * weight;
    }
  }
}
