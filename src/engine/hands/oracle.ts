/**
 * The slow, obviously correct oracle. It tries every card for every free
 * wild, every five-card subset of the result, classifies each concrete hand
 * by the first category on the ladder whose pattern it contains, drops it if
 * a wild copies a card and the copy rule forbids that category, and keeps
 * the best. Tests hold the fast path (tables.ts, makers.ts) to it.
 */
import { NATURAL_CARDS, rankOf, suitOf, type Card, type HeldCard, type Rank } from './cards.ts';
import type { Category } from './categories.ts';
import { type CardRules, splitHand } from './evaluate.ts';
import { keyCategory, makeKey } from './key.ts';
import type { HandRules } from './makers.ts';
import type { WildCopyRule } from './rulesets.ts';

const desc = (a: number, b: number): number => b - a;

/** Classify concrete natural cards (1 to 5, copies allowed) under a ladder. Returns the key. */
export function classifyConcrete(rules: HandRules, cards: readonly Card[]): number {
  const ranks = cards.map(rankOf).sort(desc);
  const counts = new Map<Rank, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const five = cards.length === 5;
  const flush = five && cards.every((c) => suitOf(c) === suitOf(cards[0] ?? 0));
  const distinct = [...counts.keys()].sort(desc);
  let straightTop: Rank | null = null;
  if (five && distinct.length === 5) {
    if ((distinct[0] ?? 0) - (distinct[4] ?? 0) === 4) straightTop = distinct[0] ?? null;
    else if (rules.aceLow && distinct.join(',') === '12,3,2,1,0') straightTop = 3;
  }
  /** Ranks with at least n cards, best first. */
  const withAtLeast = (n: number): Rank[] => distinct.filter((r) => (counts.get(r) ?? 0) >= n);
  /** The hand's ranks minus the given group cards, high to low. */
  const without = (group: readonly Rank[]): Rank[] => {
    const rest = ranks.slice();
    for (const g of group) rest.splice(rest.indexOf(g), 1);
    return rest;
  };
  const ladder = rules.categories;
  for (let i = 0; i < ladder.length; i++) {
    const strength = ladder.length - i;
    const tie = tieBreak(ladder[i] ?? 'high-card');
    if (tie !== null) return makeKey(strength, tie);
  }
  return 0;

  function tieBreak(category: Category): Rank[] | null {
    switch (category) {
      case 'five-of-a-kind': {
        const [r] = withAtLeast(5);
        return r === undefined ? null : [r];
      }
      case 'royal-flush':
        return flush && straightTop === 12 ? [] : null;
      case 'straight-flush':
        return flush && straightTop !== null ? [straightTop] : null;
      case 'four-of-a-kind': {
        const [r] = withAtLeast(4);
        return r === undefined ? null : [r, ...without([r, r, r, r])];
      }
      case 'full-house': {
        const [t] = withAtLeast(3);
        if (t === undefined) return null;
        const [p] = withAtLeast(2).filter((r) => r !== t);
        return p === undefined ? null : [t, p];
      }
      case 'flush':
        return flush ? ranks : null;
      case 'straight':
        return straightTop === null ? null : [straightTop];
      case 'three-of-a-kind': {
        const [t] = withAtLeast(3);
        return t === undefined ? null : [t, ...without([t, t, t])];
      }
      case 'two-pair': {
        const [p, q] = withAtLeast(2);
        return p === undefined || q === undefined ? null : [p, q, ...without([p, p, q, q])];
      }
      case 'one-pair': {
        const [p] = withAtLeast(2);
        return p === undefined ? null : [p, ...without([p, p])];
      }
      case 'high-card':
      case 'hot-garbage':
        return ranks;
    }
  }
}

/** Every k-subset of items. */
function* subsets<T>(items: readonly T[], k: number, start = 0, chosen: T[] = []): Generator<T[]> {
  if (chosen.length === k) {
    yield chosen.slice();
    return;
  }
  for (let i = start; i <= items.length - (k - chosen.length); i++) {
    chosen.push(items[i] as T);
    yield* subsets(items, k, i + 1, chosen);
    chosen.pop();
  }
}

/**
 * Whether a concrete hand whose wilds copy a card may count as `category`.
 * Written straight from the rule's definition (rulesets.ts), with no
 * knowledge of how the makers apply it.
 */
function copyCounts(rule: WildCopyRule, category: Category): boolean {
  switch (rule) {
    case 'any':
      return true;
    case 'never':
      return false;
    case 'five-of-a-kind-only':
      return category === 'five-of-a-kind';
  }
}

/**
 * Best key of fixed cards plus `wilds` free wilds, by trying everything:
 * every card (copies included) for every wild, every five-card subset of
 * the result. A choice in which some wild is a card already in the hand (a
 * fixed card, or another wild's card) "copies"; a subset of a copying choice
 * counts only if the copy rule allows its category. (Whether the copying
 * wild is inside the subset does not matter: a wild outside it could have
 * been any card the hand lacks, a choice that is tried too.) Fixed cards that
 * repeat (a declared joker) are the player's choice, not a wild's, and
 * always count.
 */
export function oracleKey(rules: HandRules, fixed: readonly Card[], wilds: number): number {
  let best = classifyConcrete(rules, []);
  const hand = fixed.slice();
  const fixedSet = new Set(fixed);
  const fill = (w: number, from: Card): void => {
    if (w === 0) {
      const chosen = hand.slice(fixed.length);
      const copies = chosen.some((c, i) => fixedSet.has(c) || chosen.indexOf(c) !== i);
      const k = Math.min(5, hand.length);
      for (const five of subsets(hand, k)) {
        const key = classifyConcrete(rules, five);
        if (key <= best) continue;
        if (copies && !copyCounts(rules.wildCopy, keyCategory(key, rules.categories))) continue;
        best = key;
      }
      return;
    }
    // Wilds are interchangeable, so try them in non-decreasing card order.
    for (let c = from; c < NATURAL_CARDS; c++) {
      hand.push(c);
      fill(w - 1, c);
      hand.pop();
    }
  };
  fill(wilds, 0);
  return best;
}

/** The oracle's verdict for a hand, in the same terms as evaluateHand's key and category. */
export function bestByOracle(rules: CardRules, cards: readonly HeldCard[], extraWilds = 0): { key: number; category: Category } {
  const parts = splitHand(rules, cards);
  const key = oracleKey(rules, parts.fixed, parts.wildSource.length + extraWilds);
  return { key, category: keyCategory(key, rules.categories) };
}
