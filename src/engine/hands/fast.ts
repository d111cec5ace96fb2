/**
 * The hot path for one hand at a time (random hands, the bots, the widgets).
 *
 * Each card adds 5^rank to a base-5 rank code and one to its suit's nibble
 * of a packed suit count: seven independent additions, no dependent reads.
 * A perfect hash ("hash and displace") maps each of the 76,155 rank codes
 * of up to seven cards to its own slot of 2^17, and the slot holds the
 * hand's value, one array per number of wild cards, unless the suit count
 * says a flush is possible, which costs one more read.
 *
 * Trade-off: a plain open-addressing table needs no construction step but
 * keeps the codes beside the values (2 MB) and sometimes probes twice; the
 * perfect hash trusts its input (distinct natural cards, checked by the
 * caller) and so reads only a 32 KB displacement table and a 512 KB value
 * table, which stay in cache.
 *
 * Slot values are filled on first use. Filling all 76,155 x 5 of them up
 * front (the rank DAG's tables) took a quarter of a second, paid by every
 * Balance Lab worker and every page's first verdict, while a whole game or a
 * widget reads a few thousand; a value is now worked out by the same
 * makers.ts call the first time its slot is read, so the answers cannot
 * differ (tests/engine/fast-lazy.test.ts checks every slot against the DAG's
 * tables). The hash itself is built from the rank codes alone, in ~20 ms.
 *
 * The odds enumerator walks the rank DAG instead, one card per loop level,
 * with every value computed up front (tables.ts).
 */
import { bestRankKey, flushValues, MAX_CARDS, type HandRules } from './makers.ts';
import { rankDag } from './tables.ts';

const SLOT_BITS = 17;
const SLOTS = 1 << SLOT_BITS;
const BUCKET_BITS = 14;
const BUCKETS = 1 << BUCKET_BITS;
const H1 = 0x9e3779b1 | 0;
const H2 = 0x85ebca6b | 0;

/** 5^rank for each natural card, and one in the card's suit nibble. */
const RANK_CODE = Int32Array.from({ length: 52 }, (_, c) => 5 ** (c >> 2));
const SUIT_ONE = Int32Array.from({ length: 52 }, (_, c) => 1 << ((c & 3) * 4));
/** Adding FLUSH_ADD[w] sets bit 3 of a suit's nibble exactly when it holds 5 - w or more cards. */
const FLUSH_ADD = Int32Array.from({ length: 8 }, (_, w) => (w >= 5 ? 0x8888 : (8 - (5 - w)) * 0x1111));

/** A slot value not yet worked out (every key is 0 or more). */
const UNSET = -1;

const bucketOf = (code: number): number => Math.imul(code, H2) >>> (32 - BUCKET_BITS);
const slotOf = (code: number, seed: number): number => Math.imul(code ^ seed, H1) >>> (32 - SLOT_BITS);

interface PerfectHash {
  readonly seeds: Int32Array;
  /** The rank code in each slot (-1 for an empty slot). */
  readonly codeOfSlot: Int32Array;
}
let perfect: PerfectHash | undefined;

/**
 * Every rank code of up to MAX_CARDS cards with at most four of a rank, in
 * no particular order (the hash does not depend on the order).
 */
export function rankCodes(): Int32Array {
  const codes: number[] = [];
  const walk = (rank: number, left: number, code: number): void => {
    if (rank === 13) {
      codes.push(code);
      return;
    }
    const place = 5 ** rank;
    for (let k = 0; k <= 4 && k <= left; k++) walk(rank + 1, left - k, code + k * place);
  };
  walk(0, MAX_CARDS, 0);
  return Int32Array.from(codes);
}

function perfectHash(): PerfectHash {
  if (perfect !== undefined) return perfect;
  const codes = rankCodes();
  const buckets: number[][] = Array.from({ length: BUCKETS }, () => []);
  for (const code of codes) buckets[bucketOf(code)]?.push(code);
  const order = buckets.map((_, i) => i).sort((a, b) => (buckets[b]?.length ?? 0) - (buckets[a]?.length ?? 0));
  const seeds = new Int32Array(BUCKETS);
  const codeOfSlot = new Int32Array(SLOTS).fill(-1);
  for (const b of order) {
    const members = buckets[b] ?? [];
    if (members.length === 0) break;
    // The first seed that sends every member to its own empty slot. Members claim their slots one by one,
    // so a clash with a filled slot or with an earlier member fails the seed, and the claims are undone.
    for (let seed = 1; ; seed++) {
      let k = 0;
      for (; k < members.length; k++) {
        const slot = slotOf(members[k] as number, seed);
        if (codeOfSlot[slot] !== -1) break;
        codeOfSlot[slot] = members[k] as number;
      }
      if (k === members.length) {
        seeds[b] = seed;
        break;
      }
      for (let u = 0; u < k; u++) codeOfSlot[slotOf(members[u] as number, seed)] = -1;
    }
  }
  perfect = { seeds, codeOfSlot };
  return perfect;
}

/**
 * The perfect hash as first written (over the rank DAG's states, each seed's
 * slots mapped, then checked with every and indexOf), kept as the oracle for
 * the tests: the claim-and-undo search above must choose the same seed for
 * every bucket and put the same rank code in every slot.
 */
export function perfectHashOracle(): { readonly seeds: Int32Array; readonly codeOfSlot: Int32Array } {
  const dag = rankDag();
  const buckets: number[][] = Array.from({ length: BUCKETS }, () => []);
  const codes = new Array<number>(dag.states);
  for (let s = 0; s < dag.states; s++) {
    let code = 0;
    for (let r = 0; r < 13; r++) code += (dag.counts[s * 13 + r] ?? 0) * 5 ** r;
    codes[s] = code;
    buckets[bucketOf(code)]?.push(s);
  }
  const order = buckets.map((_, i) => i).sort((a, b) => (buckets[b]?.length ?? 0) - (buckets[a]?.length ?? 0));
  const seeds = new Int32Array(BUCKETS);
  const codeOfSlot = new Int32Array(SLOTS).fill(-1);
  for (const b of order) {
    const members = buckets[b] ?? [];
    if (members.length === 0) break;
    for (let seed = 1; ; seed++) {
      const slots = members.map((s) => slotOf(codes[s] ?? 0, seed));
      if (slots.every((slot, i) => codeOfSlot[slot] === -1 && slots.indexOf(slot) === i)) {
        slots.forEach((slot, i) => (codeOfSlot[slot] = codes[members[i] ?? 0] ?? -1));
        seeds[b] = seed;
        break;
      }
    }
  }
  return { seeds, codeOfSlot };
}

/** The perfect hash the evaluators use (for the tests). */
export const perfectHashTables = (): { readonly seeds: Int32Array; readonly codeOfSlot: Int32Array } => perfectHash();

/** Each natural card's suit count, packed four bits per suit, for withFlushes. */
export function suitCounts(cards: ArrayLike<number>): number {
  let suits = 0;
  for (let i = 0; i < cards.length; i++) suits += SUIT_ONE[cards[i] as number] as number;
  return suits;
}

/**
 * The key of distinct natural cards plus `wilds` wilds, given the key of
 * their rank multiset (`rankKey`) and their packed suit counts: the larger of
 * it and the flush value of each suit holding 5 - wilds cards or more. The
 * evaluator and Bluff 'N' Peg's five-card tables end here; the exact odds
 * judge classes by category instead (odds-classes.ts).
 */
export function withFlushes(rankKey: number, cards: ArrayLike<number>, wilds: number, suits: number, flushValue: Int32Array): number {
  const n = cards.length;
  let key = rankKey;
  if (n + wilds < 5) return key;
  for (let s = 0; s < 4; s++) {
    if (((suits >> (s * 4)) & 15) + wilds < 5) continue;
    let mask = 0;
    for (let i = 0; i < n; i++) {
      const c = cards[i] as number;
      if ((c & 3) === s) mask |= 1 << (c >> 2);
    }
    const f = flushValue[(wilds << 13) + mask] as number;
    if (f > key) key = f;
  }
  return key;
}

export interface FastEvaluator {
  /**
   * Rank key of distinct natural cards (0..51, at most 7 with the wilds)
   * plus `wilds` free wild cards (at most the tables' maxWilds).
   * Preconditions are the caller's: evaluate.ts checks them for user input.
   */
  key(cards: ArrayLike<number>, wilds: number): number;
}

const evaluators = new WeakMap<HandRules, Map<number, FastEvaluator>>();

export function fastEvaluator(rules: HandRules, maxWilds: number): FastEvaluator {
  let byWilds = evaluators.get(rules);
  if (byWilds === undefined) {
    byWilds = new Map();
    evaluators.set(rules, byWilds);
  }
  const cached = byWilds.get(maxWilds);
  if (cached !== undefined) return cached;
  const { seeds, codeOfSlot } = perfectHash();
  // slotValue[w * SLOTS + slot]: the value of that slot's rank multiset plus w wilds, or UNSET until first read.
  const slotValue = new Int32Array(SLOTS * (maxWilds + 1)).fill(UNSET);
  const counts = new Array<number>(13).fill(0);
  const fill = (w: number, slot: number): number => {
    let code = codeOfSlot[slot] as number;
    let size = 0;
    for (let r = 0; r < 13; r++) {
      const n = code % 5;
      counts[r] = n;
      size += n;
      code = (code - n) / 5;
    }
    const value = size + w <= MAX_CARDS ? bestRankKey(counts, w, rules) : 0;
    slotValue[w * SLOTS + slot] = value;
    return value;
  };
  const flushValue = flushValues(rules, maxWilds);
  const evaluator: FastEvaluator = {
    key(cards, wilds) {
      const n = cards.length;
      let code = 0;
      let suits = 0;
      for (let i = 0; i < n; i++) {
        const c = cards[i] as number;
        code += RANK_CODE[c] as number;
        suits += SUIT_ONE[c] as number;
      }
      const seed = seeds[Math.imul(code, H2) >>> (32 - BUCKET_BITS)] as number;
      const slot = Math.imul(code ^ seed, H1) >>> (32 - SLOT_BITS);
      let key = slotValue[wilds * SLOTS + slot] as number;
      if (key === UNSET) key = fill(wilds, slot);
      if (n + wilds >= 5 && ((suits + (FLUSH_ADD[wilds] as number)) & 0x8888) !== 0)
        return withFlushes(key, cards, wilds, suits, flushValue);
      return key;
    },
  };
  byWilds.set(maxWilds, evaluator);
  return evaluator;
}
