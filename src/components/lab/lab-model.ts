/**
 * The Variant Lab's model beside its components (pure): the form's labels,
 * the state of a count, and the results as a plain table for export.
 */
import { CATEGORY_LABELS } from '../../engine/hands/categories.ts';
import type { OddsTable } from '../../engine/odds/odds.ts';
import type { WildCopyRule, WildGroup } from '../../engine/hands/rulesets.ts';
import type { HandSize, Variant } from '../../engine/variant/variant.ts';
import { fmtPercent, type PlainTable } from '../compare/export.ts';

export type Status = 'idle' | 'counting' | 'done' | 'error';

/** A count under way or done: the variant counted, and the tables as they arrive. */
export interface Result {
  readonly variant: Variant;
  readonly table?: OddsTable;
  readonly base?: OddsTable;
  readonly variantMs?: number;
  readonly totalMs?: number;
}
/** A count whose variant table is in. */
export type CountedResult = Result & { readonly table: OddsTable };

export const WILD_LABELS: { readonly [G in WildGroup]: string } = {
  jokers: 'Jokers are wild',
  deuces: 'Deuces (2s) are wild',
  'one-eyed-jacks': 'One-eyed jacks (J♠ J♥) are wild',
};
export const COPY_LABELS: { readonly [R in WildCopyRule]: string } = {
  'five-of-a-kind-only': 'Only to make five of a kind (usual)',
  any: 'Always (A-A-J-8-4 can be a flush)',
  never: 'Never (no five of a kind)',
};
export const SIZE_LABELS: { readonly [S in HandSize]: string } = { 5: 'Five cards', 6: 'Best five of six', 7: 'Best five of seven' };
/**
 * How long the Lab waits after a change before it counts, so a burst of changes is counted once.
 * Key repeat on a select or number field comes every ~33 ms, and clicks by hand come further apart
 * than any useful delay, so 100 ms coalesces the bursts that happen while leaving room, within the
 * 250 ms goal from change to table, for the count (7-40 ms here) and the paint.
 */
export const RECOUNT_DELAY_MS = 100;
/** A count still running after this long says "Counting…"; a quicker one goes straight to its result, so a screen reader hears one message per change. */
export const SAY_COUNTING_AFTER_MS = 400;

/** Milliseconds as the status line says them: "84 ms", "1.25 s". */
export const duration = (ms: number): string => (ms < 1000 ? `${String(Math.max(1, Math.round(ms)))} ms` : `${(ms / 1000).toFixed(2)} s`);

/** The variant's table (with the starting ruleset's counts when there) for CSV and Markdown. */
export function variantPlain(table: OddsTable, base: OddsTable | undefined): PlainTable {
  return {
    header: ['Place', 'Hand', 'Count', 'Probability', ...(base ? ['Starting ruleset count'] : [])],
    rows: table.counts.map((c, i) => {
      const b = base?.counts.find((x) => x.category === c.category);
      return [
        String(i + 1),
        CATEGORY_LABELS[c.category],
        String(c.count),
        fmtPercent(c.count, table.total),
        ...(base ? [b ? String(b.count) : ''] : []),
      ];
    }),
  };
}
