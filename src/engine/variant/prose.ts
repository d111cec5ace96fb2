/**
 * The Variant Lab's sentences, generated from the counts: why a category
 * turns up more often than one ranked below it, and why a category on the
 * ladder never happens.
 */
import { CATEGORY_LABELS, CATEGORY_PHRASES, type Category } from '../hands/categories.ts';
import type { OddsTable } from '../odds/odds.ts';
import type { WildGroup } from '../hands/rulesets.ts';
import type { Inversion, InversionReason, OddsContext } from './inversions.ts';
import { capitalize, formatCount as fmt, listAnd as listWords } from '../words.ts';

const WILD_ONE: { readonly [G in WildGroup]: string } = { jokers: 'a joker', deuces: 'a deuce', 'one-eyed-jacks': 'a one-eyed jack' };
const WILD_PLURAL: { readonly [G in WildGroup]: string } = { jokers: 'jokers', deuces: 'deuces', 'one-eyed-jacks': 'one-eyed jacks' };
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'] as const;

/** "three of a kind", "a flush" -> "flush": bare names read better in a comparison. */
const bare = (c: Category): string => CATEGORY_PHRASES[c].replace(/^an? /u, '');

/** "With jokers wild and the best five of seven cards, " and the like. */
export function contextPhrase(ctx: OddsContext): string {
  if (ctx.kind === 'dice') return 'With five dice';
  const parts: string[] = [];
  if (ctx.wild.length > 0) parts.push(`${listWords(ctx.wild.map((g) => WILD_PLURAL[g]))} wild`);
  if (ctx.cards > 5) parts.push(`the best five of ${NUMBER_WORDS[ctx.cards] ?? ctx.cards} cards`);
  return parts.length === 0 ? 'On this ladder' : `With ${parts.join(' and ')}`;
}

function reasonText(reason: InversionReason, ctx: OddsContext): string {
  const w = ctx.wild.length === 1 ? WILD_ONE[ctx.wild[0] ?? 'jokers'] : 'a wild card';
  switch (reason) {
    case 'wild-trips':
      return `${w} turns any pair into three of a kind, so a hand holding a wild card is never just two pair`;
    case 'wild-quads':
      return `${w} turns any three of a kind into four of a kind`;
    case 'wild-five':
      return `${w} added to any four of a kind (or two added to any three of a kind) makes five of a kind, in any of the 13 ranks`;
    case 'wild-full-house':
      return `${w} turns any two pair into a full house`;
    case 'wild-pair':
      return `${w} pairs any card it is dealt with, so a hand holding one is never just high card`;
    case 'many-cards-pair':
      return `with ${NUMBER_WORDS[ctx.cards] ?? ctx.cards} cards to choose from most hands hold a pair somewhere: high card needs ${NUMBER_WORDS[ctx.cards] ?? ctx.cards} different ranks with no straight or flush among them`;
    case 'dice-straights':
      return 'five dice make only two straights (1 to 5 and 2 to 6), while a full house can be any number three times with any other number twice';
    case 'dice-garbage':
      return 'hot garbage needs five different numbers that are not a straight, and five dice from six faces nearly always repeat a number';
    case 'order':
      return 'this ladder ranks it higher, although these rules make it the easier hand to get';
  }
}

/**
 * One sentence per group of inversions sharing a reason, generated from the
 * counts, e.g. "With jokers wild, three of a kind (232,968) turns up more
 * often than two pair (123,552), because a joker turns any pair into three of
 * a kind, …".
 */
export function inversionSentences(inversions: readonly Inversion[], ctx: OddsContext): string[] {
  const sentences: string[] = [];
  const groups = new Map<string, Inversion[]>();
  for (const inv of inversions) {
    // Group by reason and, for reasons about the lower hand (pairs over high card), by the lower hand; otherwise by the higher.
    const lowerCentred = inv.reason === 'many-cards-pair' || inv.reason === 'dice-garbage';
    const key = `${inv.reason}|${lowerCentred ? `lo:${inv.lower}` : `hi:${inv.higher}`}`;
    const list = groups.get(key) ?? [];
    list.push(inv);
    groups.set(key, list);
  }
  const lead = contextPhrase(ctx);
  for (const [key, list] of groups) {
    const first = list[0];
    if (first === undefined) continue;
    const why = reasonText(first.reason, ctx);
    if (key.includes('|lo:') && list.length > 1) {
      const highs = listWords(list.map((i) => `${bare(i.higher)} (${fmt(i.higherCount)})`));
      sentences.push(
        `${lead}, ${highs} each turn up more often than ${bare(first.lower)} (${fmt(first.lowerCount)}), though they rank above it, because ${why}.`,
      );
    } else {
      const lows = listWords(list.map((i) => `${bare(i.lower)} (${fmt(i.lowerCount)})`));
      sentences.push(
        `${lead}, ${bare(first.higher)} (${fmt(first.higherCount)}) turns up more often than ${lows}, though it ranks above ${list.length > 1 ? 'them' : 'it'}, because ${why}.`,
      );
    }
  }
  return sentences.map(capitalize);
}

/** Which categories a concrete hand of `category` always also makes (so ranking them above it hides it). */
const ALSO_MAKES: { readonly [C in Category]?: readonly Category[] } = {
  'royal-flush': ['straight-flush', 'flush', 'straight'],
  'straight-flush': ['flush', 'straight'],
  'five-of-a-kind': ['four-of-a-kind', 'three-of-a-kind', 'one-pair'],
  'four-of-a-kind': ['three-of-a-kind', 'one-pair'],
  'full-house': ['three-of-a-kind', 'two-pair', 'one-pair'],
  'three-of-a-kind': ['one-pair'],
  'two-pair': ['one-pair'],
};

/** Sentences for categories on the ladder that no hand ever counts as (count 0), saying why. */
export function unreachableNotes(table: OddsTable, ctx: OddsContext): string[] {
  const notes: string[] = [];
  const order = table.counts.map((c) => c.category);
  for (const [i, row] of table.counts.entries()) {
    if (row.count > 0 || ctx.kind === 'dice') continue;
    const label = CATEGORY_LABELS[row.category];
    if (row.category === 'five-of-a-kind' && ctx.wild.length === 0) {
      notes.push('Five of a kind never happens: it needs a wild card, and no card is wild.');
      continue;
    }
    if (row.category === 'five-of-a-kind' && ctx.wildCopy === 'never') {
      notes.push(
        'Five of a kind never happens: a wild card would have to copy a card already in the hand, and wild cards never copy here.',
      );
      continue;
    }
    const above = order.slice(0, i);
    const hider = (ALSO_MAKES[row.category] ?? []).find((c) => above.includes(c));
    if (hider !== undefined) {
      notes.push(`${label} never happens: every such hand is also ${CATEGORY_PHRASES[hider]}, which ranks above it here.`);
    } else notes.push(`${label} never happens under these rules.`);
  }
  return notes;
}
