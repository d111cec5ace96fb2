/**
 * Direct evaluation: the best hand of a ruleset from rank counts plus free
 * wild cards. This is the "obviously structured" path: for each category in
 * the ladder, best first, it asks whether the category can be made and, if so,
 * returns its best tie-break. The first category that can be made wins,
 * because any hand of a higher category beats any hand of a lower one.
 *
 * tables.ts precomputes these answers for every rank multiset so the hot
 * path is a few array reads; oracle.ts checks both against brute force.
 *
 * A hand's classification, here and in the oracle: a concrete hand belongs
 * to the highest category on the ladder whose pattern it contains, so with
 * no full house on the ladder K-K-K-9-9 is three of a kind with kickers 9-9.
 */
import type { Rank } from './cards.ts';
import { FLUSH_CATEGORIES, type Category } from './categories.ts';
import { makeKey } from './key.ts';
import type { WildCopyRule } from './rulesets.ts';

/** What the makers need from a ruleset. A Variant Lab ruleset supplies the same. */
export interface HandRules {
  /** Best first; ends with a catch-all ('high-card'). */
  readonly categories: readonly Category[];
  readonly aceLow: boolean;
  /** When a wild may stand for a card already in the hand. */
  readonly wildCopy: WildCopyRule;
}

/**
 * Whether, while making `category`, a wild may stand for a card already in
 * the hand. Under `five-of-a-kind-only` only five of a kind may copy: every
 * other hand is made of different cards, so a wild in a flush takes the best
 * rank that suit lacks, and a wild kicker the best rank not already four deep.
 */
export function wildMayCopy(rule: WildCopyRule, category: Category): boolean {
  switch (rule) {
    case 'any':
      return true;
    case 'never':
      return false;
    case 'five-of-a-kind-only':
      return category === 'five-of-a-kind';
  }
}

const ACE = 12;
const RANK_COUNT = 13;
/** A-high down to 6-high; the wheel (5-high, top rank 3) is handled by aceLow. */
const STRAIGHT_TOPS = [12, 11, 10, 9, 8, 7, 6, 5, 4] as const;
const WHEEL_TOP = 3;

/** Ranks of a straight topped by `top`, high to low; the wheel ends with the ace. */
export function straightRanks(top: Rank): Rank[] {
  return top === WHEEL_TOP ? [3, 2, 1, 0, ACE] : [top, top - 1, top - 2, top - 3, top - 4];
}

function straightTops(rules: HandRules): readonly Rank[] {
  return rules.aceLow ? [...STRAIGHT_TOPS, WHEEL_TOP] : STRAIGHT_TOPS;
}

/** Wilds still needed to complete the straight topped by `top` from `counts`. */
function straightGaps(counts: ArrayLike<number>, top: Rank): number {
  let gaps = 0;
  for (const r of straightRanks(top)) if ((counts[r] ?? 0) === 0) gaps++;
  return gaps;
}

/**
 * The best `m` kicker ranks from the naturals left in `rest` and `wilds`
 * leftover wild cards. A wild kicker is an ace when copying is allowed;
 * otherwise the highest rank of which fewer than four are in the hand.
 */
function kickers(rest: number[], wilds: number, m: number, inHand: number[], copy: boolean): Rank[] {
  const pool: Rank[] = [];
  for (let r = ACE; r >= 0; r--) for (let i = 0; i < (rest[r] ?? 0); i++) pool.push(r);
  const assigned = inHand.slice();
  for (let i = 0; i < wilds; i++) {
    let r = ACE;
    if (!copy) while (r >= 0 && (assigned[r] ?? 0) >= 4) r--;
    if (r < 0) break;
    assigned[r] = (assigned[r] ?? 0) + 1;
    pool.push(r);
  }
  pool.sort((a, b) => b - a);
  return pool.slice(0, m);
}

/** Can `count` natural cards of one rank grow to `target` with `wilds`, under the copy rule? */
function need(count: number, target: number): number {
  return count >= target ? 0 : target - count;
}
function allowed(count: number, needed: number, copy: boolean): boolean {
  return copy || needed === 0 || count + needed <= 4;
}

/**
 * Best tie-break for one rank-only category, or null if it cannot be made.
 * `counts` are natural rank counts (may exceed 4 when a declared joker copies).
 */
function makeRankCategory(category: Category, counts: number[], wilds: number, rules: HandRules): Rank[] | null {
  const copy = wildMayCopy(rules.wildCopy, category);
  const total = counts.reduce((a, b) => a + b, 0) + wilds;
  const size = Math.min(5, total);
  switch (category) {
    case 'five-of-a-kind': {
      if (size < 5) return null;
      for (let r = ACE; r >= 0; r--) {
        const n = need(counts[r] ?? 0, 5);
        if (n <= wilds && allowed(counts[r] ?? 0, n, copy)) return [r];
      }
      return null;
    }
    case 'four-of-a-kind':
      return makeGroups([4], counts, wilds, size, copy);
    case 'full-house':
      return size < 5 ? null : makeGroups([3, 2], counts, wilds, size, copy);
    case 'three-of-a-kind':
      return makeGroups([3], counts, wilds, size, copy);
    case 'two-pair':
      return makeGroups([2, 2], counts, wilds, size, copy);
    case 'one-pair':
      return makeGroups([2], counts, wilds, size, copy);
    case 'straight': {
      if (size < 5) return null;
      for (const top of straightTops(rules)) if (straightGaps(counts, top) <= wilds) return [top];
      return null;
    }
    case 'high-card':
    case 'hot-garbage':
      return kickers(counts.slice(), wilds, size, counts, copy);
    case 'royal-flush':
    case 'straight-flush':
    case 'flush':
      return null;
  }
}

/**
 * Groups of given sizes (e.g. [3, 2] for a full house), each of a different
 * rank, best ranks first, then the best kickers to fill the hand.
 */
function makeGroups(sizes: readonly number[], counts: number[], wilds: number, size: number, copy: boolean): Rank[] | null {
  const cardsInGroups = sizes.reduce((a, b) => a + b, 0);
  if (size < cardsInGroups) return null;
  const chosen: Rank[] = [];
  const search = (g: number, wildsLeft: number): Rank[] | null => {
    if (g === sizes.length) {
      const rest = counts.slice();
      const inHand = counts.slice();
      sizes.forEach((s, i) => {
        const r = chosen[i] ?? 0;
        const fromNaturals = Math.min(rest[r] ?? 0, s);
        rest[r] = (rest[r] ?? 0) - fromNaturals;
        inHand[r] = (inHand[r] ?? 0) + (s - fromNaturals);
      });
      return [...chosen, ...kickers(rest, wildsLeft, size - cardsInGroups, inHand, copy)];
    }
    const s = sizes[g] ?? 0;
    for (let r = ACE; r >= 0; r--) {
      if (chosen.includes(r)) continue;
      const c = counts[r] ?? 0;
      const n = need(c, s);
      if (n > wildsLeft || !allowed(c, n, copy)) continue;
      chosen.push(r);
      const found = search(g + 1, wildsLeft - n);
      chosen.pop();
      // The first feasible rank at this level is the best: a higher group
      // rank beats anything the later groups or kickers can add.
      if (found !== null) return found;
    }
    return null;
  };
  return search(0, wilds);
}

/**
 * Best flush-type hand (royal flush, straight flush, flush) for the cards of
 * one suit: `suitCounts[r]` natural cards of rank r in that suit (normally 0
 * or 1; 2 when a declared joker copies), plus `wilds`.
 */
function makeFlushCategory(category: FlushCategory, suitCounts: number[], wilds: number, rules: HandRules): Rank[] | null {
  const naturals = suitCounts.reduce((a, b) => a + b, 0);
  if (naturals + wilds < 5) return null;
  switch (category) {
    case 'royal-flush':
      return straightGaps(suitCounts, ACE) <= wilds ? [] : null;
    case 'straight-flush':
      for (const top of straightTops(rules)) if (straightGaps(suitCounts, top) <= wilds) return [top];
      return null;
    case 'flush': {
      // In one suit, a wild that may not copy takes the best rank absent from that suit.
      const copy = wildMayCopy(rules.wildCopy, category);
      const pool: Rank[] = [];
      for (let r = ACE; r >= 0; r--) for (let i = 0; i < (suitCounts[r] ?? 0); i++) pool.push(r);
      const present = suitCounts.map((c) => (c > 0 ? 1 : 0));
      for (let i = 0; i < wilds; i++) {
        let r = ACE;
        if (!copy) while (r >= 0 && (present[r] ?? 0) > 0) r--;
        if (r < 0) break;
        present[r] = 1;
        pool.push(r);
      }
      pool.sort((a, b) => b - a);
      return pool.slice(0, 5);
    }
  }
}

type FlushCategory = 'royal-flush' | 'straight-flush' | 'flush';
/** The flush set from categories.ts, as a type guard so each maker gets only its own categories. */
const isFlushCategory = (c: Category): c is FlushCategory => FLUSH_CATEGORIES.has(c);

/** Best rank-only hand (everything but flushes) as a key; 0 if there are no cards. */
export function bestRankKey(counts: number[], wilds: number, rules: HandRules): number {
  const ladder = rules.categories;
  for (let i = 0; i < ladder.length; i++) {
    const category = ladder[i];
    if (category === undefined || isFlushCategory(category)) continue;
    const ranks = makeRankCategory(category, counts, wilds, rules);
    if (ranks !== null && (ranks.length > 0 || category !== 'high-card')) return makeKey(ladder.length - i, ranks);
  }
  return 0;
}

/** Best flush-type hand in one suit as a key; 0 if none can be made. */
export function bestFlushKey(suitCounts: number[], wilds: number, rules: HandRules): number {
  const ladder = rules.categories;
  for (let i = 0; i < ladder.length; i++) {
    const category = ladder[i];
    if (category === undefined || !isFlushCategory(category)) continue;
    const ranks = makeFlushCategory(category, suitCounts, wilds, rules);
    if (ranks !== null) return makeKey(ladder.length - i, ranks);
  }
  return 0;
}

/** Rank counts of natural cards given as ranks. */
export function rankCounts(ranks: readonly Rank[]): number[] {
  const counts = new Array<number>(RANK_COUNT).fill(0);
  for (const r of ranks) counts[r] = (counts[r] ?? 0) + 1;
  return counts;
}

/** The most cards a hand is judged from, natural and wild (seven: Nuclear's two plus the board's five). */
export const MAX_CARDS = 7;
const MASKS = 1 << RANK_COUNT;

/**
 * `flushValue[wilds * 8192 + mask]`, the best flush-type hand of one suit's
 * rank mask plus `wilds` wilds, for every mask and wild count that make at
 * least five and at most `maxCards` cards (0 elsewhere). Read by the fast
 * evaluator (fast.ts) and the rank DAG's tables (tables.ts). It lives here,
 * not in tables.ts, so that the fast evaluator, which every page that judges
 * a hand loads, bundles none of the DAG's builders, which only the exact odds
 * and Bluff 'N' Peg's game state use (0.4 KB gzip on each such page).
 */
export function flushValues(rules: HandRules, maxWilds: number, maxCards: number = MAX_CARDS): Int32Array {
  const flushValue = new Int32Array(MASKS * (maxWilds + 1));
  const suitCounts = new Array<number>(RANK_COUNT).fill(0);
  for (let mask = 0; mask < MASKS; mask++) {
    let bits = 0;
    for (let r = 0; r < RANK_COUNT; r++) {
      const bit = (mask >> r) & 1;
      suitCounts[r] = bit;
      bits += bit;
    }
    if (bits > maxCards) continue;
    for (let w = 0; w <= maxWilds && bits + w <= maxCards; w++) {
      if (bits + w >= 5) flushValue[w * MASKS + mask] = bestFlushKey(suitCounts, w, rules);
    }
  }
  return flushValue;
}
