/**
 * Every hand category any Showdown ruleset uses, best first as in standard
 * poker. A ruleset picks a subset and may reorder it (dice put full house
 * above straight), so the order here is only the default.
 */
export const CATEGORIES = [
  'five-of-a-kind',
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'one-pair',
  'high-card',
  'hot-garbage',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: { readonly [C in Category]: string } = {
  'five-of-a-kind': 'Five of a kind',
  'royal-flush': 'Royal flush',
  'straight-flush': 'Straight flush',
  'four-of-a-kind': 'Four of a kind',
  'full-house': 'Full house',
  flush: 'Flush',
  straight: 'Straight',
  'three-of-a-kind': 'Three of a kind',
  'two-pair': 'Two pair',
  'one-pair': 'One pair',
  'high-card': 'High card',
  'hot-garbage': 'Hot garbage',
};

/** "a flush", "two pair", "hot garbage": for sentences read aloud. */
export const CATEGORY_PHRASES: { readonly [C in Category]: string } = {
  'five-of-a-kind': 'five of a kind',
  'royal-flush': 'a royal flush',
  'straight-flush': 'a straight flush',
  'four-of-a-kind': 'four of a kind',
  'full-house': 'a full house',
  flush: 'a flush',
  straight: 'a straight',
  'three-of-a-kind': 'three of a kind',
  'two-pair': 'two pair',
  'one-pair': 'one pair',
  'high-card': 'high card',
  'hot-garbage': 'hot garbage',
};

/** Categories that need five suited cards: only the flush evaluator makes them. */
export const FLUSH_CATEGORIES: ReadonlySet<Category> = new Set<Category>(['royal-flush', 'straight-flush', 'flush']);

/** The catch-all at the bottom of a ladder; every ladder must end with one. */
export const CATCH_ALL: ReadonlySet<Category> = new Set<Category>(['high-card', 'hot-garbage']);

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
