/**
 * Hand evaluation: the best hand a set of cards makes under a ruleset.
 *
 * `handKey` is the fast path (table reads, see tables.ts). `evaluateHand`
 * adds what a player wants to see: the category, the best five in order of
 * significance, and what each wild card stood for.
 */
import { isJoker, makeCard, rankOf, suitOf, type Card, type HeldCard, type Rank } from './cards.ts';
import { FLUSH_CATEGORIES, type Category } from './categories.ts';
import { deckModel, type DeckModel, type DeckRules } from './deck.ts';
import { keyCategory, keyRanks, makeKey } from './key.ts';
import { bestFlushKey, bestRankKey, MAX_CARDS, rankCounts, straightRanks, type HandRules } from './makers.ts';
import { fastEvaluator } from './fast.ts';

/** Everything evaluation needs from a ruleset; `CardRuleset` and Variant Lab rulesets both satisfy it. */
export interface CardRules extends HandRules {
  readonly deck: DeckRules;
}

/** The key of a hand with no live cards: the catch-all with nothing in it. */
export const EMPTY_HAND_KEY = makeKey(1, []);

/** Tables cover up to this many free wilds (two jokers plus two wild spaces on the Poker's Wild! board). */
export const TABLE_WILDS = 4;

const models = new WeakMap<DeckRules, DeckModel>();
export function deckFor(rules: CardRules): DeckModel {
  let model = models.get(rules.deck);
  if (model === undefined) {
    model = deckModel(rules.deck);
    models.set(rules.deck, model);
  }
  return model;
}

/** How the cards of a hand play: fixed cards, free wilds, and dead cards (by input index). */
export interface HandParts {
  /** Cards that play as a fixed card: naturals and declared jokers (as declared). */
  readonly fixed: readonly Card[];
  /** Input index of each fixed card. */
  readonly fixedSource: readonly number[];
  /** Input indexes of free wild cards. */
  readonly wildSource: readonly number[];
  readonly dead: readonly number[];
}

export function splitHand(rules: CardRules, cards: readonly HeldCard[]): HandParts {
  const model = deckFor(rules);
  const fixed: Card[] = [];
  const fixedSource: number[] = [];
  const wildSource: number[] = [];
  const dead: number[] = [];
  cards.forEach((held, i) => {
    if (model.dead.has(held.card)) dead.push(i);
    else if (model.wild.has(held.card)) {
      if (held.declared !== undefined) {
        fixed.push(held.declared);
        fixedSource.push(i);
      } else wildSource.push(i);
    } else {
      fixed.push(held.card);
      fixedSource.push(i);
    }
  });
  return { fixed, fixedSource, wildSource, dead };
}

/** Best key for fixed natural cards plus free wilds. */
export function partsKey(rules: CardRules, fixed: readonly Card[], wilds: number): number {
  const n = fixed.length;
  // No live cards at all (say, a lone dead joker): the lowest possible hand.
  if (n + wilds === 0) return EMPTY_HAND_KEY;
  // The tables cover distinct natural cards, up to 7 with the wilds; a
  // declared joker copying a card, or more wilds, goes the direct way.
  let fits = n + wilds <= MAX_CARDS && wilds <= TABLE_WILDS;
  let seenLo = 0;
  let seenHi = 0;
  for (let i = 0; i < n && fits; i++) {
    const c = fixed[i] ?? 0;
    if (isJoker(c)) fits = false;
    else if (c < 26) {
      if (seenLo & (1 << c)) fits = false;
      seenLo |= 1 << c;
    } else {
      if (seenHi & (1 << (c - 26))) fits = false;
      seenHi |= 1 << (c - 26);
    }
  }
  if (!fits) return directKey(rules, fixed, wilds);
  return fastEvaluator(rules, TABLE_WILDS).key(fixed, wilds);
}

/** The same answer straight from makers.ts, for hands the tables don't cover (copies, many wilds). */
export function directKey(rules: HandRules, fixed: readonly Card[], wilds: number): number {
  let key = bestRankKey(rankCounts(fixed.map(rankOf)), wilds, rules);
  for (let s = 0; s < 4; s++) {
    const suitCounts = rankCounts(fixed.filter((c) => suitOf(c) === s).map(rankOf));
    const f = bestFlushKey(suitCounts, wilds, rules);
    if (f > key) key = f;
  }
  return key;
}

/** The rank key of a hand: a plain number, higher wins, equal ties (see key.ts). */
export function handKey(rules: CardRules, cards: readonly HeldCard[], extraWilds = 0): number {
  const parts = splitHand(rules, cards);
  return partsKey(rules, parts.fixed, parts.wildSource.length + extraWilds);
}

export interface BestCard {
  /** The card it plays as (for a wild, what it stood for). */
  readonly card: Card;
  /** Index in the input cards; -1 for an extra wild (a Poker's Wild! wild space). */
  readonly source: number;
  readonly wild: boolean;
  /** 'made' cards form the category; 'kicker' cards only break ties. */
  readonly role: 'made' | 'kicker';
}

export interface WildUse {
  readonly source: number;
  readonly as: Card;
}

export interface Evaluation {
  readonly category: Category;
  readonly key: number;
  /** Up to five cards, in order of significance. */
  readonly best: readonly BestCard[];
  /**
   * What each free wild in the best five stood for. Unless the copy rule is
   * `any`, it never names a card already in the hand (or another wild's
   * card) except in five of a kind.
   */
  readonly wilds: readonly WildUse[];
  /** Input indexes of dead cards (they never play). */
  readonly dead: readonly number[];
}

/** How many of the best five make the category; the rest are kickers. */
export function madeCount(category: Category, size: number): number {
  switch (category) {
    case 'one-pair':
      return 2;
    case 'two-pair':
    case 'four-of-a-kind':
      return 4;
    case 'three-of-a-kind':
      return 3;
    case 'high-card':
    case 'hot-garbage':
      return Math.min(1, size);
    case 'five-of-a-kind':
    case 'royal-flush':
    case 'straight-flush':
    case 'full-house':
    case 'flush':
    case 'straight':
      return size;
  }
}

/** The ranks of the best hand in order of significance, expanded from a key's tie-break. */
export function patternRanks(category: Category, tie: readonly Rank[]): Rank[] {
  const [a = 0, b = 0] = tie;
  switch (category) {
    case 'five-of-a-kind':
      return [a, a, a, a, a];
    case 'royal-flush':
      return straightRanks(12);
    case 'straight-flush':
    case 'straight':
      return straightRanks(a);
    case 'four-of-a-kind':
      return [a, a, a, a, ...tie.slice(1)];
    case 'full-house':
      return [a, a, a, b, b];
    case 'three-of-a-kind':
      return [a, a, a, ...tie.slice(1)];
    case 'two-pair':
      return [a, a, b, b, ...tie.slice(2)];
    case 'one-pair':
      return [a, a, ...tie.slice(1)];
    case 'flush':
    case 'high-card':
    case 'hot-garbage':
      return [...tie];
  }
}

/** Evaluate a hand and explain it. Cards must be legal for the ruleset (parse them first). */
export function evaluateHand(rules: CardRules, cards: readonly HeldCard[], extraWilds = 0): Evaluation {
  const parts = splitHand(rules, cards);
  const wildCount = parts.wildSource.length + extraWilds;
  // The direct makers, not the tables: a page judging a few hands should not
  // pay ~0.4 s to build tables. Tests hold both paths to the same oracle.
  const key = parts.fixed.length + wildCount === 0 ? EMPTY_HAND_KEY : directKey(rules, parts.fixed, wildCount);
  const category = keyCategory(key, rules.categories);
  const pattern = patternRanks(category, keyRanks(key));
  const flushy = FLUSH_CATEGORIES.has(category);
  const wildSources = [...parts.wildSource, ...Array<number>(extraWilds).fill(-1)];
  const tryAssign = (suit: number | null): BestCard[] | null => {
    const usedFixed = new Set<number>();
    let wildsLeft = wildSources.slice();
    const out: BestCard[] = [];
    const made = madeCount(category, pattern.length);
    for (const [i, rank] of pattern.entries()) {
      const role = i < made ? 'made' : 'kicker';
      const j = parts.fixed.findIndex((c, k) => !usedFixed.has(k) && rankOf(c) === rank && (suit === null || suitOf(c) === suit));
      if (j >= 0) {
        usedFixed.add(j);
        out.push({ card: parts.fixed[j] ?? 0, source: parts.fixedSource[j] ?? -1, wild: false, role });
        continue;
      }
      const source = wildsLeft[0];
      if (source === undefined) return null;
      wildsLeft = wildsLeft.slice(1);
      out.push({ card: makeCard(rank, suit ?? freshSuit(rank, parts.fixed, out)), source, wild: true, role });
    }
    return out;
  };
  let best: BestCard[] | null = null;
  if (flushy) {
    for (let s = 0; s < 4 && best === null; s++) best = tryAssign(s);
  } else best = tryAssign(null);
  const resolved = best ?? [];
  return {
    category,
    key,
    best: resolved,
    wilds: resolved.filter((b) => b.wild).map((b) => ({ source: b.source, as: b.card })),
    dead: parts.dead,
  };
}

/** A suit for a wild copying `rank` that avoids duplicating a card already in the hand when it can. */
function freshSuit(rank: Rank, fixed: readonly Card[], chosen: readonly BestCard[]): number {
  const taken = new Set<number>([...fixed, ...chosen.map((b) => b.card)].filter((c) => rankOf(c) === rank && !isJoker(c)).map(suitOf));
  for (let s = 0; s < 4; s++) if (!taken.has(s)) return s;
  return 0;
}
