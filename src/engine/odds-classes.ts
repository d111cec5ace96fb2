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
 * Each class's key comes from the site's own evaluator applied to one
 * representative hand of the class, so the fast count cannot drift from the
 * judge: the multiset's value from makers.ts's bestRankKey (what tables.ts
 * stores for every multiset), then fast.ts's withFlushes, the function that
 * ends every fast.ts evaluation, over the representative's cards and
 * tables.ts's flush values: for (M, m) the ranks m in spades and M's other
 * cards spread over hearts, diamonds and clubs; for (M, plain) M's cards
 * dealt round the four suits. The key is the same for every hand of the
 * class: the evaluator reads the multiset, and the rank mask of a suit only
 * when that suit reaches `need`. (The multisets are listed here rather than
 * read from the rank DAG and its per-ruleset tables: those hold every size
 * and wild count and take longer to build than this whole count.)
 *
 * The classes depend on the ranking rules, w and k only, not on which cards
 * the deck holds (a one-eyed-jack deck lacks J♠ J♥, a deuces-wild deck every
 * natural 2): how many hands each class holds is the counting's business.
 *
 * Trade-off: the classes could be keyed straight from the tables (the
 * multiset's rank value, the mask's flush value, the larger of the two),
 * which is a little faster, but that would repeat fast.ts's rule for
 * combining them here; a representative hand costs one array fill per class
 * (about 200,000 classes for seven cards, a few milliseconds) and keeps a
 * single evaluator. Classes are cached per rules object and (w, k).
 */
import { bestRankKey, type HandRules } from './makers.ts';
import { suitCounts, withFlushes } from './fast.ts';
import { flushValues } from './tables.ts';

const RANKS = 13;

export interface HandClasses {
  /** Free wilds and natural cards in each hand. */
  readonly wilds: number;
  readonly naturals: number;
  /** Cards one suit needs for a flush-type hand: 5 - wilds. */
  readonly need: number;
  /** How many rank multisets of `naturals` cards (at most four of a rank). */
  readonly multisets: number;
  /** counts[i * 13 + r]: cards of rank r in multiset i. */
  readonly counts: Uint8Array;
  /** Key of each multiset's plain class (no suit reaches `need`). */
  readonly plainKey: Int32Array;
  /** The flush classes of multiset i are flushMask/flushKey[flushStart[i] .. flushStart[i + 1]). */
  readonly flushStart: Int32Array;
  readonly flushMask: Int32Array;
  readonly flushKey: Int32Array;
}

/** Whether hands of `naturals` natural cards and `wilds` wilds split into the classes above (at most one suit can reach 5 - wilds). */
export function classesApply(wilds: number, naturals: number): boolean {
  return 2 * (5 - wilds) > naturals;
}

/** Every multiset of `size` ranks with at most four of each, as 13 counts apiece. */
function multisetsOf(size: number): Uint8Array {
  // ways[r][left]: multisets of `left` cards over ranks r..12, to size the array first.
  const ways = Array.from({ length: RANKS + 1 }, () => new Array<number>(size + 1).fill(0));
  (ways[RANKS] as number[])[0] = 1;
  for (let r = RANKS - 1; r >= 0; r--) {
    for (let left = 0; left <= size; left++) {
      let sum = 0;
      for (let c = 0; c <= Math.min(4, left); c++) sum += ways[r + 1]?.[left - c] ?? 0;
      (ways[r] as number[])[left] = sum;
    }
  }
  const out = new Uint8Array((ways[0]?.[size] ?? 0) * RANKS);
  const counts = new Uint8Array(RANKS);
  let at = 0;
  const place = (r: number, left: number): void => {
    if (r === RANKS) {
      if (left === 0) {
        out.set(counts, at);
        at += RANKS;
      }
      return;
    }
    for (let c = Math.min(4, left); c >= 0; c--) {
      counts[r] = c;
      place(r + 1, left - c);
    }
    counts[r] = 0;
  };
  place(0, size);
  return out;
}

const MAX_CACHED = 32;
const EMPTY = new Int32Array(0);
const cache = new Map<string, HandClasses>();

/**
 * The classes of hands of `naturals` natural cards plus `wilds` wilds
 * (1 to 7 cards in all). Throws when classesApply(wilds, naturals) is false:
 * the caller enumerates those hands instead.
 */
export function handClasses(rules: HandRules, wilds: number, naturals: number): HandClasses {
  if (!classesApply(wilds, naturals) || naturals + wilds > 7 || naturals < 0) {
    throw new RangeError(`no hand classes for ${String(naturals)} naturals and ${String(wilds)} wilds`);
  }
  const id = JSON.stringify([rules.categories, rules.aceLow, rules.wildCopy, wilds, naturals]);
  const hit = cache.get(id);
  if (hit !== undefined) return hit;
  const need = 5 - wilds;
  const flushValue = flushValues(rules, wilds, naturals + wilds);
  const counts = multisetsOf(naturals);
  const multisets = counts.length / RANKS;
  // The picks of at least `need` of d distinct ranks, as bit patterns over their positions, for each d.
  const picks: Int32Array[] = [];
  for (let d = 0; d <= naturals; d++) {
    const list: number[] = [];
    for (let pick = 0; pick < 1 << d; pick++) if (bitCount(pick) >= need) list.push(pick);
    picks.push(Int32Array.from(list));
  }
  // At most this many flush classes (before dropping the masks that leave out a rank held four times).
  let room = 0;
  for (let i = 0; i < multisets; i++) {
    let d = 0;
    for (let r = 0; r < RANKS; r++) if ((counts[i * RANKS + r] ?? 0) > 0) d++;
    room += picks[d]?.length ?? 0;
  }
  const plainKey = new Int32Array(multisets);
  const flushStart = new Int32Array(multisets + 1);
  const masks = new Int32Array(room);
  const keys = new Int32Array(room);
  let used = 0;
  const hand = new Int32Array(naturals);
  const distinct = new Int32Array(RANKS);
  const row = new Array<number>(RANKS).fill(0);
  for (let i = 0; i < multisets; i++) {
    const base = i * RANKS;
    // Plain: the cards dealt round the suits, so no suit gets more than ceil(k / 4).
    let n = 0;
    let d = 0;
    let full = 0;
    for (let r = 0; r < RANKS; r++) {
      const c = counts[base + r] ?? 0;
      row[r] = c;
      if (c === 0) continue;
      distinct[d++] = r;
      if (c === 4) full |= 1 << r;
      for (let j = 0; j < c; j++, n++) hand[n] = r * 4 + (n % 4);
    }
    const rankKey = bestRankKey(row, wilds, rules);
    plainKey[i] = withFlushes(rankKey, hand, wilds, suitCounts(hand), flushValue);
    flushStart[i] = used;
    // Flush classes: each pick of at least `need` distinct ranks that holds every rank of four
    // (a rank held four times is in every suit).
    const list = picks[d] ?? EMPTY;
    for (let p = 0; p < list.length; p++) {
      const pick = list[p] ?? 0;
      let m = 0;
      for (let j = 0; j < d; j++) if ((pick >> j) & 1) m |= 1 << (distinct[j] ?? 0);
      if ((m & full) !== full) continue;
      n = 0;
      for (let j = 0; j < d; j++) {
        const r = distinct[j] ?? 0;
        const inMask = (m >> r) & 1;
        if (inMask === 1) hand[n++] = r * 4; // spades
        for (let q = 0, c = counts[base + r] ?? 0; q < c - inMask; q++) hand[n++] = r * 4 + 1 + q; // hearts, diamonds, clubs
      }
      masks[used] = m;
      keys[used] = withFlushes(rankKey, hand, wilds, suitCounts(hand), flushValue);
      used++;
    }
  }
  flushStart[multisets] = used;
  const classes: HandClasses = {
    wilds,
    naturals,
    need,
    multisets,
    counts,
    plainKey,
    flushStart,
    flushMask: masks.slice(0, used),
    flushKey: keys.slice(0, used),
  };
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(id, classes);
  return classes;
}

function bitCount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}
