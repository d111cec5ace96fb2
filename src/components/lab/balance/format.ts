/**
 * How the Balance Lab writes its figures: shares as percentages, means with
 * two decimals, intervals as "from – to", differences in words. Also the
 * results as plain tables for the page, CSV and Markdown.
 */
import { changedOptions, cliArgs } from '../../../engine/play/experiment.ts';
import type { StatFormat } from '../../../engine/play/types.ts';
import type { Interval } from '../../../engine/play/stats.ts';
import { formatCount } from '../../../engine/words.ts';
import type { PlainTable } from '../../compare/export.ts';
import { SIDE_LABELS } from './chart-data.ts';
import type { BalanceResults, Comparisons, FigureRow } from './results.ts';

const finite = (x: number): boolean => Number.isFinite(x);

/** A value in its format, with a real minus sign; a negative that rounds to zero reads as zero. */
export function fmtValue(x: number, format: StatFormat): string {
  if (!finite(x)) return '—';
  const digits = ((): string => {
    switch (format) {
      case 'share':
        return `${(x * 100).toFixed(1)}%`;
      case 'mean':
        return x.toFixed(2);
      case 'count':
        return String(Math.round(x * 10_000) / 10_000);
    }
  })();
  return /^-[0.]*%?$/u.test(digits) ? digits.slice(1) : digits.replace(/^-/u, '−');
}

/** A share's interval read within 0–100%: a batch-means interval can reach past either end, where no share can be. */
const inRange = (i: Interval, format: StatFormat): Interval =>
  format === 'share' ? { ...i, low: Math.max(0, i.low), high: Math.min(1, i.high) } : i;

/** A difference: percentage points for shares, signed. */
export function fmtDiff(x: number, format: StatFormat): string {
  if (!finite(x)) return '—';
  const sign = x > 0 ? '+' : x < 0 ? '−' : '±';
  const abs = Math.abs(x);
  return format === 'share' ? `${sign}${(abs * 100).toFixed(1)} points` : `${sign}${fmtValue(abs, format)}`;
}

export const fmtInterval = (i: Interval, format: StatFormat): string =>
  finite(i.low) && finite(i.high)
    ? `${fmtValue(inRange(i, format).low, format)} to ${fmtValue(inRange(i, format).high, format)}`
    : 'not enough games';

export const fmtDiffInterval = (i: Interval, format: StatFormat): string =>
  finite(i.low) && finite(i.high) ? `${fmtDiff(i.low, format)} to ${fmtDiff(i.high, format)}` : 'not enough games';

const allowing = (compared: number): string => `allowing for ${formatCount(compared)} comparison${compared === 1 ? '' : 's'}`;

/** The words for a row's difference: flagged ones say which way, with the interval; the rest say it is within the noise. */
export function differenceText(row: FigureRow): string {
  if (row.diff === undefined) return '';
  const interval = `${fmtDiff(row.diff.value, row.format)}, 95% interval ${fmtDiffInterval(row.diff, row.format)}`;
  if (!row.flagged) return `No clear difference (${interval})`;
  return `${row.diff.value > 0 ? 'Higher' : 'Lower'} than the printed rules (${interval})`;
}

/**
 * Whether a flag still holds after allowing for the run's `compared`
 * comparisons (results.ts), in words; '' for a row that is not flagged.
 */
export function verdictText(row: FigureRow, compared: number): string {
  if (!row.flagged || row.holds === undefined) return '';
  return row.holds ? `Holds after ${allowing(compared)}.` : `May be chance: does not hold after ${allowing(compared)}.`;
}

/** The difference and, for a flag, whether it holds, as one cell (CSV, Markdown). */
const differenceCell = (row: FigureRow, compared: number): string =>
  [differenceText(row), verdictText(row, compared)].filter((t) => t !== '').join(' ');

const figures = (n: number): string => `${formatCount(n)} figure${n === 1 ? '' : 's'}`;
const flags = (n: number): string => `${formatCount(n)} flag${n === 1 ? '' : 's'}`;

/**
 * The run's comparisons in plain words, for beside the tables and the
 * Markdown export: how many figures were compared and flagged, how many
 * flags chance alone gives at this level, and how many flags still hold
 * after allowing for all the comparisons.
 */
export function comparisonsText(c: Comparisons): string {
  const expected = String(Number(c.expectedByChance.toFixed(1)));
  const first = `This run compares ${figures(c.compared)} between the printed rules and yours, and flags ${c.flagged === 0 ? 'none' : formatCount(c.flagged)} of them.`;
  const chance = `At this 95% level, about 1 in 20 figures that did not really change is flagged by chance alone; with no real change, that would be about ${expected} of these ${formatCount(c.compared)}.`;
  const all = `after ${allowing(c.compared)} (Holm–Bonferroni method)`;
  const held =
    c.flagged === 0
      ? ''
      : c.holding === c.flagged
        ? c.flagged === 1
          ? ` The flag still holds ${all}.`
          : ` All ${flags(c.flagged)} still hold ${all}.`
        : c.holding === 0
          ? c.flagged === 1
            ? ` The flag does not hold ${all}: it may be chance.`
            : ` None of the ${flags(c.flagged)} holds ${all}: they may all be chance.`
          : ` Of the ${flags(c.flagged)}, ${formatCount(c.holding)} still ${c.holding === 1 ? 'holds' : 'hold'} ${all}; ${c.flagged - c.holding === 1 ? 'the other one' : `the other ${formatCount(c.flagged - c.holding)}`} may be chance.`;
  return `${first} ${chance}${held}`;
}

export const HEADER = ['Figure', SIDE_LABELS.base, '95% interval', SIDE_LABELS.variant, '95% interval', 'Difference'] as const;

/** Every figure as one plain table (the page's tables, CSV and Markdown all come from it). */
export function figureTable(r: BalanceResults, rows: readonly FigureRow[]): PlainTable {
  const header = r.changed ? [...HEADER] : HEADER.slice(0, 3);
  return {
    header,
    rows: rows.map((row) => {
      const cells = [row.label, fmtValue(row.base.value, row.format), fmtInterval(row.base, row.format)];
      if (!r.changed) return cells;
      return [
        ...cells,
        row.variant ? fmtValue(row.variant.value, row.format) : '—',
        row.variant ? fmtInterval(row.variant, row.format) : '—',
        differenceCell(row, r.comparisons?.compared ?? 0),
      ];
    }),
  };
}

/** All figures in one table, sections named in the first column. */
export function allFigures(r: BalanceResults): PlainTable {
  const seats = figureTable(r, r.seats);
  const game = figureTable(r, r.game);
  const stats = figureTable(r, r.stats);
  return {
    header: seats.header,
    rows: [...seats.rows.map(([label, ...rest]) => [`Wins: ${label ?? ''}`, ...rest]), ...game.rows, ...stats.rows],
  };
}

/** What was run, in one line ("10,000 games each, seed 1, bots sensible; changed: points=…"). */
/** The run in one line, led by the game's name (the page's catalog has it; the engine's play chunks carry only ids). */
export function describeRun(r: BalanceResults, gameName: string): string {
  const changed = changedOptions(r.experiment.game, r.experiment.options);
  const change = changed.length === 0 ? 'the printed rules' : `changed: ${changed.map(([n, v]) => `${n}=${v}`).join(', ')}`;
  return `${gameName}, ${formatCount(r.experiment.games)} games${r.changed ? ' each side' : ''}, seed ${r.experiment.seed}, bots ${r.experiment.bots.join(',')}; ${change}`;
}

export const cliCommand = (r: BalanceResults): string => `npm run simulate -- ${cliArgs(r.experiment).slice(1).join(' ')}`;
