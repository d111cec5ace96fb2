/**
 * Tables as CSV and Markdown, for the copy buttons, download links and the
 * no-JavaScript <details> blocks. A table is a header row plus body rows of
 * plain strings.
 */
import { formatCount } from '../../engine/words.ts';

export interface PlainTable {
  readonly header: readonly string[];
  readonly rows: ReadonlyArray<readonly string[]>;
}

function csvCell(cell: string): string {
  return /[",\n\r]/u.test(cell) ? `"${cell.replace(/"/gu, '""')}"` : cell;
}

export function toCsv(table: PlainTable): string {
  return [table.header, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function mdCell(cell: string): string {
  return cell.replace(/\|/gu, '\\|').replace(/\r?\n/gu, ' ');
}

/** A GitHub-flavoured Markdown table; columns after the first are right-aligned when every cell is a number. */
export function toMarkdown(table: PlainTable): string {
  const numeric = table.header.map((_, i) => i > 0 && table.rows.every((r) => /^[-+]?[\d,.]+%?$|^$|^—$/u.test(r[i] ?? '')));
  const line = (cells: readonly string[]): string => `| ${cells.map(mdCell).join(' | ')} |`;
  const rule = `| ${table.header.map((_, i) => (numeric[i] ? '---:' : '---')).join(' | ')} |`;
  return [line(table.header), rule, ...table.rows.map(line)].join('\n') + '\n';
}

/** A data: URL for a download link (works without JavaScript and needs no server file). */
export function dataUrl(text: string, type: 'text/csv' | 'text/markdown'): string {
  return `data:${type};charset=utf-8,${encodeURIComponent(text)}`;
}

export const fmtCount = formatCount;

/** A probability as a percentage with enough digits to show rare hands. */
export function fmtPercent(count: number, total: number): string {
  if (total <= 0) return '—';
  const p = (count / total) * 100;
  if (p === 0) return '0%';
  const digits = p >= 1 ? 2 : p >= 0.01 ? 4 : 6;
  return `${p.toFixed(digits)}%`;
}

/** "1 in 47.3", or "never". */
export function fmtOneIn(count: number, total: number): string {
  if (count === 0) return 'never';
  const r = total / count;
  return `1 in ${r.toLocaleString('en-US', { maximumFractionDigits: r < 100 ? 1 : 0 })}`;
}
