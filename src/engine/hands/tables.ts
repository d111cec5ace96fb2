/**
 * Precomputed tables for the fast evaluator, kept apart from evaluation.
 *
 * The rank DAG: every multiset of up to 7 ranks with at most 4 of each
 * (76,155 of them, counting the empty hand) is a state; `next[state * 13 + rank]` adds one card of
 * that rank (-1 when that would make five of a rank or eight cards). The DAG
 * is the same for every ruleset, so it is built once.
 *
 * Per ruleset, `rankValue[wilds * states + state]` is the best rank-only hand
 * (every category but flushes) for that multiset plus `wilds` free wild cards,
 * and `flushValue[wilds * 8192 + mask]` the best flush-type hand for one
 * suit's 13-bit rank mask plus wilds, both under the ruleset's copy rule
 * (`wildCopy`: in a flush, a wild that may not copy fills the best rank the
 * mask lacks). Tables are cached per rules object, so a ruleset with another
 * copy rule gets its own.
 *
 * Trade-off: a perfect hash over the 7-card rank multiset (as in
 * PokerHandEvaluator) would need fewer bytes, and an additive rank hash fewer
 * dependent reads, but the DAG lets the odds enumerator add one card per loop
 * level and reuse the state of the cards above it, and it is small (4 MB) and
 * quick to build (~0.1 s), which matters when the Variant Lab builds a new
 * ruleset's tables in a browser worker. Values come from makers.ts, which
 * oracle.ts checks by brute force; the flush table (`flushValues`) is built
 * there too, since the fast evaluator reads it without the DAG.
 */
import { bestRankKey, flushValues, MAX_CARDS, type HandRules } from './makers.ts';

const RANKS = 13;

export interface RankDag {
  readonly states: number;
  /** next[state * 13 + rank] -> state, or -1. State 0 is the empty hand. */
  readonly next: Int32Array;
  /** Cards in each state's multiset. */
  readonly size: Uint8Array;
  /** counts[state * 13 + rank]. */
  readonly counts: Uint8Array;
}

const dags = new Map<number, RankDag>();

/** The DAG of every multiset of up to `maxSize` ranks (7 by default; smaller for short deals). */
export function rankDag(maxSize: number = MAX_CARDS): RankDag {
  const hit = dags.get(maxSize);
  if (hit !== undefined) return hit;
  const ids = new Map<number, number>([[0, 0]]);
  const codes: number[] = [0];
  const sizes: number[] = [0];
  // Breadth first, so a state's children always get larger ids.
  for (let s = 0; s < codes.length; s++) {
    const size = sizes[s] ?? 0;
    if (size === maxSize) continue;
    const code = codes[s] ?? 0;
    for (let r = 0; r < RANKS; r++) {
      const place = 5 ** r;
      if (Math.floor(code / place) % 5 === 4) continue;
      const child = code + place;
      if (!ids.has(child)) {
        ids.set(child, codes.length);
        codes.push(child);
        sizes.push(size + 1);
      }
    }
  }
  const states = codes.length;
  const next = new Int32Array(states * RANKS).fill(-1);
  const counts = new Uint8Array(states * RANKS);
  for (let s = 0; s < states; s++) {
    const code = codes[s] ?? 0;
    for (let r = 0; r < RANKS; r++) {
      const place = 5 ** r;
      const count = Math.floor(code / place) % 5;
      counts[s * RANKS + r] = count;
      if ((sizes[s] ?? 0) < maxSize && count < 4) next[s * RANKS + r] = ids.get(code + place) ?? -1;
    }
  }
  const dag = { states, next, size: Uint8Array.from(sizes), counts };
  dags.set(maxSize, dag);
  return dag;
}

export interface RulesetTables {
  readonly dag: RankDag;
  /** Most free wild cards the tables cover. */
  readonly maxWilds: number;
  readonly rankValue: Int32Array;
  readonly flushValue: Int32Array;
}

const cache = new WeakMap<HandRules, Map<string, RulesetTables>>();

/**
 * Tables for a ruleset, covering hands of up to `maxCards` cards (natural and
 * wild) with up to `maxWilds` wilds. Cached per rules object and shape. A
 * five-card count asks for maxCards 5 and builds a tenth of the states.
 */
export function rulesetTables(rules: HandRules, maxWilds: number, maxCards: number = MAX_CARDS): RulesetTables {
  let byShape = cache.get(rules);
  if (byShape === undefined) {
    byShape = new Map();
    cache.set(rules, byShape);
  }
  const shape = `${maxWilds}/${maxCards}`;
  const hit = byShape.get(shape);
  if (hit !== undefined) return hit;
  const d = rankDag(maxCards);
  const rankValue = new Int32Array(d.states * (maxWilds + 1));
  const counts = new Array<number>(RANKS).fill(0);
  for (let s = 0; s < d.states; s++) {
    for (let r = 0; r < RANKS; r++) counts[r] = d.counts[s * RANKS + r] ?? 0;
    const size = d.size[s] ?? 0;
    for (let w = 0; w <= maxWilds && size + w <= maxCards; w++) {
      rankValue[w * d.states + s] = bestRankKey(counts, w, rules);
    }
  }
  const flushValue = flushValues(rules, maxWilds, maxCards);
  const tables = { dag: d, maxWilds, rankValue, flushValue };
  byShape.set(shape, tables);
  return tables;
}
