/**
 * Building blocks for a game's stats.ts: a figure's words and format, typed
 * once, and `labelsFrom`, which turns a game's table (and, for keys made per
 * hand category, a function) into its `labelOf`.
 */
import { CATEGORY_LABELS, type Category } from '../hands/categories.ts';
import type { StatLabel } from './types.ts';

export const share = (label: string, detail?: string): StatLabel =>
  detail === undefined ? { label, format: 'share' } : { label, format: 'share', detail };
export const mean = (label: string, detail?: string): StatLabel =>
  detail === undefined ? { label, format: 'mean' } : { label, format: 'mean', detail };

export const isCategory = (c: string): c is Category => Object.hasOwn(CATEGORY_LABELS, c);

/** `labelOf` from a table of fixed keys and, optionally, the words for keys made of a prefix and a hand category (`potShare:flush`). */
export function labelsFrom(
  table: Readonly<Record<string, StatLabel>>,
  byCategory?: (prefix: string, category: Category) => StatLabel | undefined,
): (key: string) => StatLabel | undefined {
  return (key) => {
    if (Object.hasOwn(table, key)) return table[key];
    if (byCategory === undefined) return undefined;
    const [prefix, category] = key.split(/[:.]/u, 2);
    return prefix !== undefined && category !== undefined && isCategory(category) ? byCategory(prefix, category) : undefined;
  };
}

/** A total per game, or per anything else counted (0 when nothing was counted). */
export const per = (totals: Readonly<Record<string, number>>, key: string, over: number): number =>
  over > 0 ? (totals[key] ?? 0) / over : 0;
