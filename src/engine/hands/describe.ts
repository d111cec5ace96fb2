/**
 * Words for hands: what a player reads aloud. Cards and dice share the key
 * layout, so the same sentences serve both; only the rank names differ.
 */
import { RANK_NAMES, RANK_PLURALS, type Rank } from './cards.ts';
import { CATEGORY_PHRASES, type Category } from './categories.ts';

export const HAND_KINDS = ['cards', 'dice'] as const;
export type HandKind = (typeof HAND_KINDS)[number];

const DIE_NAMES = ['one', 'two', 'three', 'four', 'five', 'six'] as const;
const DIE_PLURALS = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const;

export function rankName(rank: Rank, kind: HandKind): string {
  return (kind === 'dice' ? DIE_NAMES[rank] : RANK_NAMES[rank]) ?? '?';
}
export function rankPlural(rank: Rank, kind: HandKind): string {
  return (kind === 'dice' ? DIE_PLURALS[rank] : RANK_PLURALS[rank]) ?? '?';
}
/**
 * A word with "a" or "an", by how it sounds: "an ace", "an eight", "a king",
 * "a six", and "a one" (said "won", so "a", although it starts with a vowel).
 */
export function withArticle(word: string): string {
  const vowelSound = /^[aeiou]/iu.test(word) && !/^(?:one|once|uni|use|eu)/iu.test(word);
  return vowelSound ? `an ${word}` : `a ${word}`;
}
const short = (rank: Rank, kind: HandKind): string => (kind === 'dice' ? String(rank + 1) : ('23456789TJQKA'[rank] ?? '?'));

/** One card or one die, as a position or a count is named: "card", "die". */
export function pieceName(kind: HandKind): string {
  switch (kind) {
    case 'cards':
      return 'card';
    case 'dice':
      return 'die';
  }
}

/** What each tie-break position is called, for "the second pair decides" ("the highest die" for dice). */
export function positionNames(category: Category, kind: HandKind): readonly string[] {
  const piece = pieceName(kind);
  switch (category) {
    case 'five-of-a-kind':
      return ['the rank of the five'];
    case 'royal-flush':
      return [];
    case 'straight-flush':
    case 'straight':
      return [`the top ${piece}`];
    case 'four-of-a-kind':
      return ['the four of a kind', 'the kicker'];
    case 'full-house':
      return ['the three of a kind', 'the pair'];
    case 'three-of-a-kind':
      return ['the three of a kind', 'the first kicker', 'the second kicker'];
    case 'two-pair':
      return ['the top pair', 'the second pair', 'the kicker'];
    case 'one-pair':
      return ['the pair', 'the first kicker', 'the second kicker', 'the third kicker'];
    case 'flush':
    case 'high-card':
    case 'hot-garbage':
      return [`the highest ${piece}`, `the second ${piece}`, `the third ${piece}`, `the fourth ${piece}`, `the fifth ${piece}`];
  }
}

/** Whether a position holds a group of equal ranks (named in the plural) or a single card. */
export function positionIsGroup(category: Category, index: number): boolean {
  switch (category) {
    case 'five-of-a-kind':
    case 'four-of-a-kind':
    case 'three-of-a-kind':
    case 'one-pair':
      return index === 0;
    case 'full-house':
      return index <= 1;
    case 'two-pair':
      return index <= 1;
    case 'royal-flush':
    case 'straight-flush':
    case 'flush':
    case 'straight':
    case 'high-card':
    case 'hot-garbage':
      return false;
  }
}

/** How one position's value reads: "nines", "a king", "ten-high". */
export function positionValue(category: Category, index: number, rank: Rank | undefined, kind: HandKind): string {
  if (rank === undefined) return 'nothing';
  if (category === 'straight' || category === 'straight-flush') return `${rankName(rank, kind)}-high`;
  if (positionIsGroup(category, index)) return rankPlural(rank, kind);
  return withArticle(rankName(rank, kind));
}

/** A full description, e.g. "two pair, kings and nines, with a seven". */
export function describeHand(category: Category, tie: readonly Rank[], kind: HandKind): string {
  const [a, b] = tie;
  const phrase = CATEGORY_PHRASES[category];
  const rest = (from: number): string => {
    const ks = tie.slice(from).map((r) => short(r, kind));
    if (ks.length === 0) return '';
    return ks.length === 1 ? `, ${ks[0] ?? ''} kicker` : `, kickers ${ks.join('-')}`;
  };
  switch (category) {
    case 'five-of-a-kind':
      return a === undefined ? phrase : `five ${rankPlural(a, kind)}`;
    case 'royal-flush':
      return phrase;
    case 'straight-flush':
    case 'straight':
      return a === undefined ? phrase : `${phrase}, ${rankName(a, kind)}-high`;
    case 'four-of-a-kind':
      return a === undefined ? phrase : `four ${rankPlural(a, kind)}${rest(1)}`;
    case 'full-house':
      return a === undefined || b === undefined ? phrase : `a full house, ${rankPlural(a, kind)} full of ${rankPlural(b, kind)}`;
    case 'three-of-a-kind':
      return a === undefined ? phrase : `three ${rankPlural(a, kind)}${rest(1)}`;
    case 'two-pair':
      return a === undefined || b === undefined ? phrase : `two pair, ${rankPlural(a, kind)} and ${rankPlural(b, kind)}${rest(2)}`;
    case 'one-pair':
      return a === undefined ? phrase : `a pair of ${rankPlural(a, kind)}${rest(1)}`;
    case 'flush':
      return `a flush, ${tie.map((r) => short(r, kind)).join('-')}`;
    case 'high-card':
    case 'hot-garbage':
      return tie.length === 0 ? `no ${kind}` : `${phrase}: ${tie.map((r) => short(r, kind)).join('-')}`;
  }
}

/** How many of a key's tie-break ranks make the hand itself; the rest are kickers. */
function madeRanks(category: Category, tie: readonly Rank[]): number {
  switch (category) {
    case 'four-of-a-kind':
    case 'three-of-a-kind':
    case 'one-pair':
      return 1;
    case 'two-pair':
      return 2;
    case 'five-of-a-kind':
    case 'royal-flush':
    case 'straight-flush':
    case 'full-house':
    case 'flush':
    case 'straight':
    case 'high-card':
    case 'hot-garbage':
      return tie.length;
  }
}

/**
 * A hand as it scores where only its category counts (a Poker's Wild! line):
 * `describeHand` without the kickers, e.g. "two pair, kings and nines".
 */
export function describeWithoutKickers(category: Category, tie: readonly Rank[], kind: HandKind): string {
  return describeHand(category, tie.slice(0, madeRanks(category, tie)), kind);
}

/** The shared opening of a close contest, e.g. "two pair, kings up" when the top pair is shared. */
export function describeShared(category: Category, tie: readonly Rank[], shared: number, kind: HandKind): string {
  const [a] = tie;
  if (shared === 0 || a === undefined) return CATEGORY_PHRASES[category];
  if (category === 'two-pair' && shared === 1) return `two pair, ${rankPlural(a, kind)} up`;
  if (category === 'flush' || category === 'high-card' || category === 'hot-garbage') {
    return `${CATEGORY_PHRASES[category]} starting ${tie
      .slice(0, shared)
      .map((r) => short(r, kind))
      .join('-')}`;
  }
  return describeHand(category, tie.slice(0, shared), kind);
}
