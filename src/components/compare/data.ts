/**
 * The Compare page's data, from the engine at build time: every ruleset's
 * ladder and exact odds at its real deal, the differences between ladders,
 * and the inversions. The odds are computed once per build (module cache)
 * and shared by every page that asks.
 */
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../engine/hands/categories.ts';
import { exactCardOdds, exactDiceOdds, type OddsTable } from '../../engine/odds/odds.ts';
import { RULESETS, type RulesetId } from '../../engine/hands/rulesets.ts';
import { findInversions, rulesetContext, type Inversion } from '../../engine/variant/inversions.ts';
import { inversionSentences, unreachableNotes } from '../../engine/variant/prose.ts';
import { COLUMN_IDS, REFERENCE, REFERENCE_SEVEN, type ColumnId } from './columns.ts';
import { fmtPercent, type PlainTable } from './export.ts';
import { dealLabel } from '../../engine/words.ts';

export { COLUMN_IDS, REFERENCE, REFERENCE_SEVEN, type ColumnId };

export interface GameOdds {
  readonly id: ColumnId;
  /** The ruleset counted (standard for the seven-card reference). */
  readonly ruleset: RulesetId;
  readonly name: string;
  /** The reference column this one is measured against, or null for a reference itself. */
  readonly reference: ColumnId | null;
  /** What the odds count: "5 cards", "best five of 7 cards", "5 dice". */
  readonly deal: string;
  readonly table: OddsTable;
  readonly inversions: readonly Inversion[];
  readonly sentences: readonly string[];
  readonly notes: readonly string[];
}

let cache: GameOdds[] | undefined;

export function dealOf(id: RulesetId): string {
  const r = RULESETS[id];
  if (r.kind === 'dice') return '5 dice';
  return dealLabel(r.shape.dealt);
}

/** Every ruleset's exact table at its real deal (five cards, the best five of seven, five dice). Computed once. */
export function allGameOdds(): GameOdds[] {
  if (cache !== undefined) return cache;
  const standard = RULESETS[REFERENCE];
  const sevenCards = standard.kind === 'cards' ? exactCardOdds(standard, 7) : null;
  cache = COLUMN_IDS.flatMap((column): GameOdds[] => {
    if (column === REFERENCE_SEVEN) {
      if (sevenCards === null) return [];
      const ctx = rulesetContext(REFERENCE, 7);
      const inversions = findInversions(sevenCards, ctx);
      return [
        {
          id: column,
          ruleset: REFERENCE,
          name: `${standard.name}, 7 cards`,
          reference: null,
          deal: dealLabel(7),
          table: sevenCards,
          inversions,
          sentences: inversionSentences(inversions, ctx),
          notes: unreachableNotes(sevenCards, ctx),
        },
      ];
    }
    const r = RULESETS[column];
    const table = r.kind === 'dice' ? exactDiceOdds(r.categories) : exactCardOdds(r, r.shape.dealt);
    const ctx = rulesetContext(column);
    const inversions = findInversions(table, ctx);
    const reference = column === REFERENCE ? null : r.kind === 'cards' && r.shape.dealt === 7 ? REFERENCE_SEVEN : REFERENCE;
    return [
      {
        id: column,
        ruleset: column,
        name: r.name,
        reference,
        deal: dealOf(column),
        table,
        inversions,
        sentences: inversionSentences(inversions, ctx),
        notes: unreachableNotes(table, ctx),
      },
    ];
  });
  return cache;
}

export type Mark = 'same' | 'missing' | 'added' | 'moved';

export interface CellMark {
  readonly mark: Mark;
  /** For 'moved': the categories whose order relative to this one differs from the reference. */
  readonly against: readonly Category[];
}

/**
 * How a ladder differs from the reference ladder, per category of either:
 * missing (the reference has it, this ladder doesn't), added (the other way),
 * moved (both have it, but its order against some category both have differs).
 */
export function ladderMarks(ladder: readonly Category[], reference: readonly Category[]): Map<Category, CellMark> {
  const out = new Map<Category, CellMark>();
  const shared = ladder.filter((c) => reference.includes(c));
  for (const c of new Set([...reference, ...ladder])) {
    if (!ladder.includes(c)) out.set(c, { mark: 'missing', against: [] });
    else if (!reference.includes(c)) out.set(c, { mark: 'added', against: [] });
    else {
      const against = shared.filter(
        (d) => d !== c && Math.sign(ladder.indexOf(c) - ladder.indexOf(d)) !== Math.sign(reference.indexOf(c) - reference.indexOf(d)),
      );
      out.set(c, { mark: against.length > 0 ? 'moved' : 'same', against });
    }
  }
  return out;
}

/** The rows of the aligned table: every category any ladder uses, in the standard order. */
export function alignedCategories(ladders: ReadonlyArray<readonly Category[]>): Category[] {
  return CATEGORIES.filter((c) => ladders.some((l) => l.includes(c)));
}

/** The side-by-side table as plain cells, for CSV and Markdown. */
export function comparePlainTable(games: readonly GameOdds[]): PlainTable {
  const rows = alignedCategories(games.map((g) => g.table.counts.map((c) => c.category)));
  const header = ['Hand', ...games.flatMap((g) => [`${g.name} place`, `${g.name} count`, `${g.name} probability`])];
  const body = rows.map((category) => [
    CATEGORY_LABELS[category],
    ...games.flatMap((g) => {
      const i = g.table.counts.findIndex((c) => c.category === category);
      const row = g.table.counts[i];
      return row === undefined ? ['', '', ''] : [String(i + 1), String(row.count), fmtPercent(row.count, g.table.total)];
    }),
  ]);
  body.push(['All hands', ...games.flatMap((g) => ['', String(g.table.total), '100%'])]);
  return { header, rows: body };
}
