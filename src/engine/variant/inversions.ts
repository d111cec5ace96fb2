/**
 * Inversions in a Variant Lab (or built-in) table: a category ranked above
 * another yet more common, with the reason it happens; and the ladder sorted
 * by rarity. The sentences that explain them are in variant-prose.ts.
 */
import type { Category } from '../hands/categories.ts';
import type { OddsTable } from '../odds/odds.ts';
import { RULESETS, type RulesetId, type WildCopyRule, type WildGroup } from '../hands/rulesets.ts';
import { liveWildGroups, type Variant } from './variant.ts';

export interface OddsContext {
  readonly kind: 'cards' | 'dice';
  /** Cards (or dice) the best five comes from. */
  readonly cards: number;
  /** Wild groups with cards in the deck. */
  readonly wild: readonly WildGroup[];
  /** When a wild may copy a card already in the hand. */
  readonly wildCopy?: WildCopyRule;
}

export function variantContext(v: Variant): OddsContext {
  return { kind: 'cards', cards: v.cards, wild: liveWildGroups(v), wildCopy: v.wildCopy };
}

export function rulesetContext(id: RulesetId, cards?: number): OddsContext {
  const r = RULESETS[id];
  if (r.kind === 'dice') return { kind: 'dice', cards: 5, wild: [] };
  return {
    kind: 'cards',
    cards: cards ?? r.shape.dealt,
    wild: r.deck.wild.filter((g) => g !== 'jokers' || r.deck.jokers > 0),
    wildCopy: r.wildCopy,
  };
}

export type InversionReason =
  | 'wild-trips'
  | 'wild-quads'
  | 'wild-five'
  | 'wild-full-house'
  | 'wild-pair'
  | 'many-cards-pair'
  | 'dice-straights'
  | 'dice-garbage'
  | 'order';

export interface Inversion {
  /** The category ranked higher… */
  readonly higher: Category;
  readonly higherCount: number;
  /** …than this one, yet more common. */
  readonly lower: Category;
  readonly lowerCount: number;
  readonly reason: InversionReason;
}

const PAIRISH = new Set<Category>(['one-pair', 'two-pair', 'three-of-a-kind']);

function reasonFor(higher: Category, lower: Category, ctx: OddsContext): InversionReason {
  if (ctx.kind === 'dice') {
    if (higher === 'full-house' && lower === 'straight') return 'dice-straights';
    if (lower === 'hot-garbage') return 'dice-garbage';
    return 'order';
  }
  const wild = ctx.wild.length > 0;
  if (ctx.cards > 5 && lower === 'high-card' && PAIRISH.has(higher)) return 'many-cards-pair';
  if (wild) {
    if (higher === 'five-of-a-kind') return 'wild-five';
    if (higher === 'four-of-a-kind' && ['full-house', 'flush', 'straight', 'three-of-a-kind', 'two-pair'].includes(lower))
      return 'wild-quads';
    if (higher === 'three-of-a-kind' && lower === 'two-pair') return 'wild-trips';
    if (higher === 'full-house' && ['flush', 'straight', 'two-pair'].includes(lower)) return 'wild-full-house';
    if (higher === 'one-pair' && lower === 'high-card') return 'wild-pair';
  }
  return 'order';
}

/** Every pair where a higher-ranked category is strictly more common than one ranked below it. */
export function findInversions(table: OddsTable, ctx: OddsContext): Inversion[] {
  const out: Inversion[] = [];
  const rows = table.counts;
  for (let i = 0; i < rows.length; i++) {
    const hi = rows[i];
    if (hi === undefined) continue;
    for (let j = i + 1; j < rows.length; j++) {
      const lo = rows[j];
      if (lo === undefined || !(hi.count > lo.count)) continue;
      out.push({
        higher: hi.category,
        higherCount: hi.count,
        lower: lo.category,
        lowerCount: lo.count,
        reason: reasonFor(hi.category, lo.category, ctx),
      });
    }
  }
  return out;
}

/**
 * The ladder sorted by rarity: rarest first, the catch-all last, ties kept in
 * their current order. Reordering can move hands between categories (a wild
 * card plays as whatever ranks highest), so count again after applying it.
 */
export function suggestedOrder(table: OddsTable): Category[] {
  const rows = table.counts.map((c, i) => ({ ...c, i }));
  const last = rows[rows.length - 1];
  const rest = rows.slice(0, -1).sort((a, b) => a.count - b.count || a.i - b.i);
  return [...rest, ...(last ? [last] : [])].map((r) => r.category);
}
