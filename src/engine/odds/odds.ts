/**
 * Exact odds: every n-card subset of a ruleset's deck, counted by category.
 * No sampling. Counts are exact integers (well inside 2^53).
 *
 * The deck splits into natural cards, W interchangeable wild cards and D
 * dead cards. A subset with w wilds and d dead cards is counted as
 * C(W, w) * C(D, d) times each k-subset of the naturals (k = n - w - d).
 *
 * `exactCardOdds` counts those k-subsets by rank multiset with suit-pattern
 * weights (odds-classes.ts, odds-fast.ts): about 50,000 multisets and
 * 140,000 flush classes for seven cards instead of 134 million hands, each
 * judged by its category's features. Where two suits could both reach a
 * flush (three or more wilds among seven cards, four among six, five or more
 * wilds; at most C(52, 4) = 270,725 natural subsets) it visits the subsets
 * instead, judged from the same strength tables. Neither builds the rank DAG
 * and its per-ruleset tables, which only the enumerator reads.
 *
 * `enumerateCardOdds`, the oracle the tests hold it to, enumerates every
 * k-subset with one loop level per card: each level adds its card to the
 * rank DAG state and the suit masks of the level above (tables.ts), so the
 * innermost loop does two table reads and, rarely, a flush lookup.
 */
import { rankOf, suitOf } from '../hands/cards.ts';
import { fail, type EngineError, type Result } from '../result.ts';
import type { Category } from '../hands/categories.ts';
import { DIE_FACES, evaluateDice, type Die } from '../hands/dice.ts';
import type { CardRules } from '../hands/evaluate.ts';
import { deckModel } from '../hands/deck.ts';
import { describeValue, isWhole } from '../input.ts';
import { KEY_SHIFT, keyStrength } from '../hands/key.ts';
import { rulesetTables } from '../hands/tables.ts';
import { classesApply, classStrengths, flushClasses, multisets } from './odds-classes.ts';
import { availability, countClasses, countSubsets } from './odds-fast.ts';

export interface OddsTable {
  /** Cards per hand (or dice). */
  readonly cards: number;
  readonly total: number;
  /** Count per category, best first, in the ruleset's ladder order. */
  readonly counts: ReadonlyArray<{ readonly category: Category; readonly count: number }>;
}

export type Progress = (done: number, total: number) => void;

export const ODDS_ERROR_CODES = ['bad-count'] as const;
export type ChooseError = EngineError<(typeof ODDS_ERROR_CODES)[number]>;

/**
 * C(n, k), the number of k-element subsets of n things, for whole numbers
 * 0 ≤ n ≤ 2^53 - 1 (any k: 0 when k is negative or above n). Exact while
 * the answer is below 2^53; Infinity once it overflows a double.
 */
export function choose(n: unknown, k: unknown): Result<number, ChooseError> {
  if (!isWhole(n, 0, Number.MAX_SAFE_INTEGER) || !isWhole(k, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)) {
    return fail(
      'bad-count',
      `C(n, k) needs whole numbers, n from 0 to ${Number.MAX_SAFE_INTEGER}; got n = ${describeValue(n)}, k = ${describeValue(k)}.`,
    );
  }
  return { ok: true, value: binomial(n, k) };
}

/**
 * C(n, k) for whole numbers. Uses the smaller of k and n - k, and stops once
 * the product overflows to Infinity: the partial products grow at least
 * like 2^i, so the loop runs at most about 1,100 times whatever n and k are.
 */
function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= m && r !== Infinity; i++) r = (r * (n - m + i)) / i;
  return Math.round(r);
}

interface Step {
  /** Wild, dead and natural cards in the hand. */
  readonly w: number;
  readonly d: number;
  readonly k: number;
  /** Ways to draw the w wild and d dead cards. */
  readonly weight: number;
  /** Natural k-subsets to visit when enumerated. */
  readonly work: number;
}

function plan(rules: CardRules, cards: number): { steps: Step[]; naturals: readonly number[]; W: number } {
  if (!Number.isInteger(cards) || cards < 1 || cards > 7) throw new RangeError('cards must be 1 to 7');
  const model = deckModel(rules.deck);
  const naturals = model.naturals;
  const W = model.wild.size;
  const D = model.dead.size;
  const steps: Step[] = [];
  for (let w = 0; w <= Math.min(W, cards); w++) {
    for (let d = 0; d <= Math.min(D, cards - w); d++) {
      const k = cards - w - d;
      if (k > naturals.length) continue;
      steps.push({ w, d, k, weight: binomial(W, w) * binomial(D, d), work: binomial(naturals.length, k) });
    }
  }
  return { steps, naturals, W };
}

/**
 * Count every `cards`-card hand of the ruleset's deck by category, by rank
 * multiset (see the top of this file). `onProgress` hears only the end: the
 * count takes milliseconds.
 */
export function exactCardOdds(rules: CardRules, cards: number, onProgress?: Progress): OddsTable {
  const { steps, naturals } = plan(rules, cards);
  const byStrength = new Float64Array(rules.categories.length + 2);
  const deck = availability(naturals);
  for (const step of steps) {
    const strengths = classStrengths(rules, step.w, step.k);
    if (classesApply(step.w, step.k)) {
      countClasses(multisets(step.k), flushClasses(step.w, step.k), strengths, deck, step.weight, byStrength);
    } else {
      countSubsets(naturals, step.k, strengths, step.weight, byStrength);
    }
  }
  const total = steps.reduce((a, p) => a + p.work, 0);
  onProgress?.(total, total);
  return toTable(rules.categories, cards, byStrength);
}

/** The oracle: count every `cards`-card hand by visiting each natural subset (seconds to minutes for seven cards). */
export function enumerateCardOdds(rules: CardRules, cards: number, onProgress?: Progress): OddsTable {
  const { steps, naturals, W } = plan(rules, cards);
  const byStrength = new Float64Array(rules.categories.length + 2);
  const totalWork = steps.reduce((a, p) => a + p.work, 0);
  let doneWork = 0;
  // Tables sized to this deal: every wild count it can meet, hands of `cards` cards.
  const tables = rulesetTables(rules, Math.min(W, cards), cards);
  for (const step of steps) {
    const hist = new Float64Array(byStrength.length);
    enumerate(naturals, step.k, step.w, tables, hist, (done) => onProgress?.(doneWork + done, totalWork));
    doneWork += step.work;
    for (let s = 0; s < hist.length; s++) byStrength[s] = (byStrength[s] ?? 0) + (hist[s] ?? 0) * step.weight;
  }
  onProgress?.(totalWork, totalWork);
  return toTable(rules.categories, cards, byStrength);
}

function toTable(ladder: readonly Category[], cards: number, byStrength: Float64Array): OddsTable {
  const counts = ladder.map((category, i) => ({ category, count: byStrength[ladder.length - i] ?? 0 }));
  const total = counts.reduce((a, c) => a + c.count, 0);
  return { cards, total, counts };
}

/**
 * Histogram of key strengths over every k-subset of `naturals` plus `w` wilds.
 * Written as explicit loops over a small stack, because this is the hot path.
 */
function enumerate(
  naturals: readonly number[],
  k: number,
  w: number,
  tables: ReturnType<typeof rulesetTables>,
  hist: Float64Array,
  progress: (done: number) => void,
): void {
  const n = naturals.length;
  const { next, states } = tables.dag;
  const rankValue = tables.rankValue;
  const flushValue = tables.flushValue;
  const vBase = w * states;
  const fBase = w << 13;
  const R = Int32Array.from(naturals, rankOf);
  const S = Int32Array.from(naturals, suitOf);
  // Suit counts packed four bits per suit; adding ADD sets bit 3 of a nibble
  // exactly when that suit holds at least 5 - w cards (a possible flush).
  const SUIT_ONE = Int32Array.from(naturals, (c) => 1 << (suitOf(c) * 4));
  const need = 5 - w;
  const ADD = need <= 0 ? 0x8888 : (8 - need) * 0x1111;
  const canFlush = k + w >= 5;
  if (k === 0) {
    // Every card wild: with five or more, the empty suit mask can be a flush too.
    const v = Math.max(rankValue[vBase] ?? 0, w >= 5 ? (flushValue[fBase] ?? 0) : 0);
    hist[keyStrength(v)] = (hist[keyStrength(v)] ?? 0) + 1;
    return;
  }
  const idx = new Int32Array(k + 1);
  const state = new Int32Array(k + 1);
  const suits = new Int32Array(k + 1);
  const masks = new Int32Array((k + 1) * 4);
  const last = k - 1;
  // Depth-first over positions 0..k-2; position k-1 is the tight inner loop.
  let depth = 0;
  idx[0] = -1;
  let done = 0;
  const topWork = (i: number): number => binomial(n - 1 - i, k - 1);
  while (depth >= 0) {
    if (depth === last) {
      const st = state[depth] ?? 0;
      const sc = suits[depth] ?? 0;
      const mb = depth * 4;
      for (let c = (idx[depth] ?? -1) + 1; c < n; c++) {
        const r = R[c] ?? 0;
        const s = next[st * 13 + r] ?? 0;
        let v = rankValue[vBase + s] ?? 0;
        if (canFlush) {
          const sc2 = sc + (SUIT_ONE[c] ?? 0);
          if (((sc2 + ADD) & 0x8888) !== 0) {
            const cs = S[c] ?? 0;
            for (let su = 0; su < 4; su++) {
              if (((sc2 >> (su * 4)) & 15) + w < 5) continue;
              let m = masks[mb + su] ?? 0;
              if (su === cs) m |= 1 << r;
              const f = flushValue[fBase + m] ?? 0;
              if (f > v) v = f;
            }
          }
        }
        const strength = v >>> KEY_SHIFT;
        hist[strength] = (hist[strength] ?? 0) + 1;
      }
      depth--;
      continue;
    }
    const c = (idx[depth] ?? -1) + 1;
    if (c > n - (k - depth)) {
      depth--;
      continue;
    }
    idx[depth] = c;
    if (depth === 0) {
      if (c > 0) done += topWork(c - 1);
      if ((c & 3) === 0) progress(done);
    }
    const r = R[c] ?? 0;
    const su = S[c] ?? 0;
    state[depth + 1] = next[(state[depth] ?? 0) * 13 + r] ?? 0;
    suits[depth + 1] = (suits[depth] ?? 0) + (SUIT_ONE[c] ?? 0);
    const mb = depth * 4;
    const nb = mb + 4;
    for (let q = 0; q < 4; q++) masks[nb + q] = masks[mb + q] ?? 0;
    masks[nb + su] = (masks[nb + su] ?? 0) | (1 << r);
    depth++;
    idx[depth] = c;
  }
}

/** Every five-dice outcome (6^5 = 7,776 ordered rolls), by category. */
export function exactDiceOdds(ladder: readonly Category[]): OddsTable {
  const byStrength = new Float64Array(ladder.length + 2);
  const roll: Die[] = [1, 1, 1, 1, 1];
  const faces = DIE_FACES;
  for (const a of faces)
    for (const b of faces)
      for (const c of faces)
        for (const d of faces)
          for (const e of faces) {
            roll[0] = a;
            roll[1] = b;
            roll[2] = c;
            roll[3] = d;
            roll[4] = e;
            const strength = keyStrength(evaluateDice(roll).key);
            byStrength[strength] = (byStrength[strength] ?? 0) + 1;
          }
  return toTable(ladder, 5, byStrength);
}
