/**
 * What the Variant Lab says beside its own controls (pure, unit tested):
 * warnings about a variant that the engine's validation leaves alone, and
 * how the results table reads a change against the starting ruleset.
 */
import type { Category } from '../../engine/hands/categories.ts';
import type { OddsTable } from '../../engine/odds/odds.ts';
import { wildCardCount, type Variant } from '../../engine/variant/variant.ts';

/**
 * With wild cards that may copy a held card, a hand can make five of a kind.
 * If the ladder leaves it off, such hands quietly count as the next category
 * they make: say so, so the designer can turn it on.
 */
export function fiveOfAKindWarning(v: Variant): string | null {
  if (wildCardCount(v) === 0 || v.wildCopy === 'never') return null;
  const five = v.ladder.find((item) => item.category === 'five-of-a-kind');
  if (five === undefined || five.on) return null;
  return 'With wild cards in the deck a hand can make five of a kind, but five of a kind is not on your ladder, so those hands are counted as the next hand they make (four of a kind, usually).';
}

/**
 * A category's change from the starting ruleset, in percentage points of
 * each table's own total: the two tables may count different decks (52, 53
 * or 54 cards), so raw counts don't compare.
 */
export function changeInPoints(count: number, total: number, base: OddsTable | undefined, category: Category): string {
  if (base === undefined) return '';
  const b = base.counts.find((x) => x.category === category);
  if (b === undefined) return 'new';
  // Exact test first (no rounding): count / total === b.count / base.total.
  if (count * base.total === b.count * total) return 'same';
  const d = (count / total - b.count / base.total) * 100;
  const size = Math.abs(d);
  const digits = size >= 1 ? 2 : size >= 0.01 ? 4 : 6;
  const shown = size.toFixed(digits);
  return Number(shown) === 0 ? (d > 0 ? '+<0.000001' : '−<0.000001') : `${d > 0 ? '+' : '−'}${shown}`;
}
