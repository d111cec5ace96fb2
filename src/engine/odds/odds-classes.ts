/**
 * Hand classes for exact odds by rank multiset (table generation; the
 * counting is odds-fast.ts).
 *
 * A hand of k natural cards plus w free wilds is worth what its rank
 * multiset M makes, unless some suit holds at least need = 5 - w of its
 * cards, when that suit's rank mask may make a flush-type hand. When
 * 2 * need > k, at most one suit can hold that many, so every hand falls in
 * exactly one class:
 *
 * - (M, plain): no suit reaches `need`;
 * - (M, m): the one suit that reaches `need` holds exactly the ranks m
 *   (a subset of M's distinct ranks with |m| >= need).
 *
 * An odds table needs only each class's category (its key's strength), and
 * the category depends on much less than the multiset itself:
 *
 * - (M, plain) is M's best rank-only category, which makers.ts decides from
 *   the sorted rank counts (groups of a kind are made from any ranks, so
 *   which ranks hold them does not matter; five of a kind needs the largest
 *   count, plus the copy rule), the hand's size (their sum) and the fewest
 *   wilds any straight still needs ("gaps", from the set of ranks held);
 *   kickers and the ranks of the groups change only the tie-break;
 * - a suit's flush-type category depends on its number of cards, the wilds
 *   a royal flush and the best straight flush still need, and a flush only
 *   on having five cards with the wilds;
 * - (M, m) is the better of the two.
 *
 * So each class is judged by the site's own evaluator, makers.ts's
 * bestRankKey and bestFlushKey (what tables.ts stores for the fast
 * evaluator, and oracle.ts checks by brute force), called once per distinct
 * *feature* (sorted counts and straight gaps for a multiset; cards, royal and
 * straight gaps for a suit) on a representative that has it: a few hundred
 * calls per ranking, instead of one per multiset and flush class (about
 * 270,000 for seven cards). tests/engine/odds-fast.test.ts checks the
 * features against the evaluator on every multiset and mask of several
 * rulesets, and the counts against the enumerator.
 *
 * What is generated, and how long it lives:
 *
 * - the multisets of each size and their features (`multisets`), and each
 *   multiset's flush masks for each `need` (`flushClasses`), depend on no
 *   ruleset: built once per process, the first time a count needs them;
 * - each ranking's categories per feature (`classStrengths`): rebuilt for a
 *   new ranking, cached per ranking.
 *
 * Trade-off: the constant tables (49,205 seven-card multisets and about
 * 200,000 flush masks) could be shipped as data, but generating them takes a
 * few milliseconds, less than reading and decoding the 1 MB they would make,
 * and keeps them out of the Lab's download. Judging one multiset per feature
 * instead of building the fast evaluator's tables (76,155 rank multisets of
 * up to seven cards, times each wild count) is what makes the first count
 * cheap; those tables serve the enumerator only.
 */
import { bestFlushKey, bestRankKey, type HandRules } from '../hands/makers.ts';
import { keyStrength } from '../hands/key.ts';

const RANKS = 13;
const MASKS = 1 << RANKS;
const ACE = 12;
/** At most this many distinct ranks in a multiset of up to seven cards. */
export const MAX_DISTINCT = 7;
/** Straight gaps run 0 (a straight made) to 5 (no rank of any straight held). */
const GAPS = 6;
/**
 * A multiset's shape: how many ranks it holds once, twice, three and four
 * times, as n1 + 8 n2 + 32 n3 + 96 n4 (n1 <= 7, n2 <= 3, n3 <= 2, n4 <= 1 in
 * seven cards), so shapes fit in 0..191.
 */
const SHAPE_WEIGHT = [0, 1, 8, 32, 96] as const;
const SHAPES = 192;
/** A rank feature is shape * GAPS + gaps; a flush feature cards * GAPS * GAPS + royal gaps * GAPS + gaps. */
export const RANK_FEATURES = SHAPES * GAPS;
const FLUSH_FEATURES = (RANKS + 1) * GAPS * GAPS;

export interface Multisets {
  /** Cards in each multiset. */
  readonly size: number;
  readonly count: number;
  /** counts[i * 13 + r]: cards of rank r in multiset i. */
  readonly counts: Uint8Array;
  /** distinct[i]: how many ranks multiset i holds; they are ranks[i * 7 + j] (low to high), held[i * 7 + j] times each. */
  readonly distinct: Uint8Array;
  readonly ranks: Uint8Array;
  readonly held: Uint8Array;
  /** The ranks held, as a 13-bit mask. */
  readonly rankMask: Uint16Array;
  /** The ranks held four times (in every suit). */
  readonly fullMask: Uint16Array;
  /** The shape (see SHAPE_WEIGHT). */
  readonly shape: Uint8Array;
}

export interface FlushClasses {
  readonly naturals: number;
  readonly need: number;
  /** The flush classes of multiset i are mask[start[i] .. start[i + 1]). */
  readonly start: Int32Array;
  readonly mask: Uint16Array;
}

/** A ranking's category (key strength) for every feature: the strength tables the counting reads. */
export interface ClassStrengths {
  readonly wilds: number;
  /** rank[feature]: strength of a multiset with that rank feature plus the wilds (0 where no multiset has it). */
  readonly rank: Uint8Array;
  /** flush[mask]: strength of the best flush-type hand of one suit's rank mask plus the wilds, or 0 when it has too few cards. */
  readonly flush: Uint8Array;
  /** gaps[rankMask]: wilds the best straight still needs, under this ranking's ace rule. */
  readonly gaps: Uint8Array;
}

/** Whether hands of `naturals` natural cards and `wilds` wilds split into the classes above (at most one suit can reach 5 - wilds). */
export function classesApply(wilds: number, naturals: number): boolean {
  return 2 * (5 - wilds) > naturals;
}

/** The rank mask of the straight topped by `top` (3 is the wheel, ace low). */
const straightMask = (top: number): number => (top === 3 ? 0b1_0000_0000_1111 : 0b11111 << (top - 4));
const ROYAL = straightMask(ACE);

let popTable: Uint8Array | undefined;

/** pop[mask]: how many ranks a 13-bit mask holds. */
function popCounts(): Uint8Array {
  if (popTable !== undefined) return popTable;
  const pop = new Uint8Array(MASKS);
  for (let mask = 1; mask < MASKS; mask++) pop[mask] = (pop[mask >> 1] ?? 0) + (mask & 1);
  popTable = pop;
  return pop;
}

const gapTables: (Uint8Array | undefined)[] = [undefined, undefined];

/** gaps[mask]: the fewest ranks any straight lacks, from A-high down to 6-high, and the wheel when ace-low. */
export function straightGaps(aceLow: boolean): Uint8Array {
  const hit = gapTables[aceLow ? 1 : 0];
  if (hit !== undefined) return hit;
  const pop = popCounts();
  const gaps = new Uint8Array(MASKS).fill(5);
  for (let top = ACE; top >= (aceLow ? 3 : 4); top--) {
    const straight = straightMask(top);
    for (let mask = 0; mask < MASKS; mask++) {
      const lacks = 5 - (pop[mask & straight] ?? 0);
      if (lacks < (gaps[mask] ?? 5)) gaps[mask] = lacks;
    }
  }
  gapTables[aceLow ? 1 : 0] = gaps;
  return gaps;
}

const multisetCache = new Map<number, Multisets>();

/** Every multiset of `size` ranks with at most four of each (size 0 to 7), with its features. Built once per size. */
export function multisets(size: number): Multisets {
  const hit = multisetCache.get(size);
  if (hit !== undefined) return hit;
  if (!Number.isInteger(size) || size < 0 || size > MAX_DISTINCT) throw new RangeError(`no multisets of ${String(size)} cards`);
  // ways[r * (size + 1) + left]: multisets of `left` cards over ranks r..12, to size the arrays first.
  const ways = new Float64Array((RANKS + 1) * (size + 1));
  ways[RANKS * (size + 1)] = 1;
  for (let r = RANKS - 1; r >= 0; r--) {
    for (let left = 0; left <= size; left++) {
      let sum = 0;
      for (let c = 0; c <= Math.min(4, left); c++) sum += ways[(r + 1) * (size + 1) + left - c] ?? 0;
      ways[r * (size + 1) + left] = sum;
    }
  }
  const count = ways[size] ?? 0;
  const counts = new Uint8Array(count * RANKS);
  const distinct = new Uint8Array(count);
  const ranks = new Uint8Array(count * MAX_DISTINCT);
  const held = new Uint8Array(count * MAX_DISTINCT);
  const rankMask = new Uint16Array(count);
  const fullMask = new Uint16Array(count);
  const shape = new Uint8Array(count);
  const row = new Uint8Array(RANKS);
  // The distinct ranks placed so far and their counts, low rank first.
  const stackRank = new Uint8Array(MAX_DISTINCT);
  const stackHeld = new Uint8Array(MAX_DISTINCT);
  let at = 0;
  // Depth first over ranks, most cards of the lowest rank first; features are carried down, and a
  // branch stops as soon as its cards are placed or the ranks left cannot hold them.
  const place = (r: number, left: number, d: number, mask: number, full: number, sh: number): void => {
    if (left === 0) {
      counts.set(row, at * RANKS);
      const base = at * MAX_DISTINCT;
      for (let j = 0; j < d; j++) {
        ranks[base + j] = stackRank[j] ?? 0;
        held[base + j] = stackHeld[j] ?? 0;
      }
      distinct[at] = d;
      rankMask[at] = mask;
      fullMask[at] = full;
      shape[at] = sh;
      at++;
      return;
    }
    if (left > 4 * (RANKS - r)) return;
    for (let c = Math.min(4, left); c > 0; c--) {
      row[r] = c;
      stackRank[d] = r;
      stackHeld[d] = c;
      place(r + 1, left - c, d + 1, mask | (1 << r), c === 4 ? full | (1 << r) : full, sh + SHAPE_WEIGHT[c as 1 | 2 | 3 | 4]);
    }
    row[r] = 0;
    place(r + 1, left, d, mask, full, sh);
  };
  place(0, size, 0, 0, 0, 0);
  const sets: Multisets = { size, count, counts, distinct, ranks, held, rankMask, fullMask, shape };
  multisetCache.set(size, sets);
  return sets;
}

const flushCache = new Map<number, FlushClasses>();

/**
 * Each multiset's flush classes for hands of `naturals` natural cards and
 * `wilds` wilds: every set m of at least 5 - wilds of its distinct ranks that
 * holds each rank it has four of (a rank held four times is in every suit).
 * Depends on no ruleset; built once per (naturals, wilds).
 */
export function flushClasses(wilds: number, naturals: number): FlushClasses {
  const id = wilds * 8 + naturals;
  const hit = flushCache.get(id);
  if (hit !== undefined) return hit;
  const sets = multisets(naturals);
  const need = 5 - wilds;
  const pop = popCounts();
  // Room for every pick of at least `need` of a multiset's d ranks (before leaving out those that miss a rank held four times).
  const picks = new Int32Array(MAX_DISTINCT + 1);
  for (let d = 0; d <= MAX_DISTINCT; d++) {
    for (let pick = 0; pick < 1 << d; pick++) if ((pop[pick] ?? 0) >= need) picks[d] = (picks[d] ?? 0) + 1;
  }
  let room = 0;
  for (let i = 0; i < sets.count; i++) room += picks[sets.distinct[i] ?? 0] ?? 0;
  const start = new Int32Array(sets.count + 1);
  const masks = new Uint16Array(room);
  let used = 0;
  for (let i = 0; i < sets.count; i++) {
    start[i] = used;
    if ((sets.distinct[i] ?? 0) < need) continue;
    const full = sets.fullMask[i] ?? 0;
    const free = (sets.rankMask[i] ?? 0) & ~full;
    // Every m = full | sub for sub a subset of the other ranks, largest first.
    for (let sub = free; ; sub = (sub - 1) & free) {
      const m = sub | full;
      if ((pop[m] ?? 0) >= need) masks[used++] = m;
      if (sub === 0) break;
    }
  }
  start[sets.count] = used;
  const classes: FlushClasses = { naturals, need, start, mask: masks.subarray(0, used) };
  flushCache.set(id, classes);
  return classes;
}

const MAX_CACHED = 32;
const strengthCache = new Map<string, ClassStrengths>();

/**
 * A ranking's strength tables for hands of `wilds` free wilds and
 * `naturals` natural cards: the rank features of every multiset of
 * `naturals` cards and every suit mask, each judged once by makers.ts on a
 * representative. Cached per ranking (categories, ace rule, copy rule).
 */
export function classStrengths(rules: HandRules, wilds: number, naturals: number): ClassStrengths {
  const id = JSON.stringify([rules.categories, rules.aceLow, rules.wildCopy, wilds, naturals]);
  const hit = strengthCache.get(id);
  if (hit !== undefined) return hit;
  const gaps = straightGaps(rules.aceLow);
  const rank = new Uint8Array(RANK_FEATURES);
  const judged = new Uint8Array(RANK_FEATURES);
  const row = new Array<number>(RANKS).fill(0);
  const sets = multisets(naturals);
  for (let i = 0; i < sets.count; i++) {
    const f = (sets.shape[i] ?? 0) * GAPS + (gaps[sets.rankMask[i] ?? 0] ?? 0);
    if (judged[f] === 1) continue;
    for (let r = 0; r < RANKS; r++) row[r] = sets.counts[i * RANKS + r] ?? 0;
    rank[f] = keyStrength(bestRankKey(row, wilds, rules));
    judged[f] = 1;
  }
  const flush = new Uint8Array(MASKS);
  const byFeature = new Int16Array(FLUSH_FEATURES).fill(-1);
  const pop = popCounts();
  for (let mask = 0; mask < MASKS; mask++) {
    const cards = pop[mask] ?? 0;
    if (cards > naturals || cards + wilds < 5) continue;
    const f = (cards * GAPS + 5 - (pop[mask & ROYAL] ?? 0)) * GAPS + (gaps[mask] ?? 0);
    let s = byFeature[f] ?? -1;
    if (s < 0) {
      for (let r = 0; r < RANKS; r++) row[r] = (mask >> r) & 1;
      s = keyStrength(bestFlushKey(row, wilds, rules));
      byFeature[f] = s;
    }
    flush[mask] = s;
  }
  const strengths: ClassStrengths = { wilds, rank, flush, gaps };
  if (strengthCache.size >= MAX_CACHED) strengthCache.clear();
  strengthCache.set(id, strengths);
  return strengths;
}

/** The strength of multiset i of `sets` plus the tables' wilds, no suit reaching a flush. */
export function plainStrength(sets: Multisets, i: number, strengths: ClassStrengths): number {
  return strengths.rank[(sets.shape[i] ?? 0) * GAPS + (strengths.gaps[sets.rankMask[i] ?? 0] ?? 0)] ?? 0;
}

/** The rank feature of a multiset given its shape and rank mask (for the enumerated steps in odds-fast.ts). */
export const rankFeature = (shape: number, gaps: number): number => shape * GAPS + gaps;
export { SHAPE_WEIGHT };
