/**
 * The Compare page's data, from the engine at build time: every ruleset's
 * ladder and exact odds at its real deal, the differences between ladders,
 * and the inversions. The odds are computed once per build (module cache)
 * and shared by every page that asks.
 */
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../engine/categories.ts';
import { exactCardOdds, exactDiceOdds, type OddsTable } from '../../engine/odds.ts';
import { RULESETS, RULESET_IDS, type RulesetId } from '../../engine/rulesets.ts';
import { findInversions, inversionSentences, rulesetContext, unreachableNotes, type Inversion } from '../../engine/variant.ts';
import { fmtPercent, type PlainTable } from './export.ts';

export const REFERENCE: RulesetId = 'standard';

export interface GameOdds {
  readonly id: RulesetId;
  readonly name: string;
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
  return r.shape.dealt === 5 ? '5 cards' : `best five of ${r.shape.dealt} cards`;
}

/** Every ruleset's exact table at its real deal (five cards, the best five of seven, five dice). Computed once. */
export function allGameOdds(): GameOdds[] {
  if (cache !== undefined) return cache;
  cache = RULESET_IDS.map((id) => {
    const r = RULESETS[id];
    const table = r.kind === 'dice' ? exactDiceOdds(r.categories) : exactCardOdds(r, r.shape.dealt);
    const ctx = rulesetContext(id);
    const inversions = findInversions(table, ctx);
    return { id, name: r.name, deal: dealOf(id), table, inversions, sentences: inversionSentences(inversions, ctx), notes: unreachableNotes(table, ctx) };
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
