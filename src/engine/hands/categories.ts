/**
 * Every hand category any Showdown ruleset uses, best first as in standard
 * poker. A ruleset picks a subset and may reorder it (dice put full house
 * above straight), so the order here is only the default.
 */
import { isOneOf } from '../input.ts';

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

/**
 * What each category is, in one sentence for a ladder's "What it is" column,
 * for card hands and for dice (which have no suits and no catch-all high card).
 * A category a kind of hand never makes has no entry.
 */
export const CATEGORY_DESCRIPTIONS: { readonly [K in 'cards' | 'dice']: { readonly [C in Category]?: string } } = {
  cards: {
    'five-of-a-kind': 'Five cards of one rank. It takes a wild card.',
    'royal-flush': 'Ace, king, queen, jack and 10, all one suit.',
    'straight-flush': 'Five cards in sequence, all one suit.',
    'four-of-a-kind': 'Four cards of one rank.',
    'full-house': 'Three cards of one rank and two of another.',
    flush: 'Five cards of one suit, not in sequence.',
    straight: 'Five cards in sequence, suits mixed.',
    'three-of-a-kind': 'Three cards of one rank.',
    'two-pair': 'Two cards of one rank and two of another.',
    'one-pair': 'Two cards of one rank.',
    'high-card': 'None of the above. The highest card counts, then the next.',
  },
  dice: {
    'five-of-a-kind': 'All five dice show the same number.',
    'four-of-a-kind': 'Four dice show the same number.',
    'full-house': 'Three of one number and two of another.',
    straight: 'Five numbers in a row: 1 to 5, or 2 to 6.',
    'three-of-a-kind': 'Three dice show the same number.',
    'two-pair': 'Two of one number and two of another.',
    'one-pair': 'Two dice show the same number.',
    'hot-garbage': 'Nothing at all: the lowest result.',
  },
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

export function isCategory(value: unknown): value is Category {
  return isOneOf(CATEGORIES, value);
}
