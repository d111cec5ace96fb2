/** The Balance Lab's results as CSV and Markdown (with the experiment's link), from the same plain tables as the page. */
import { dataUrl, toCsv, toMarkdown, type PlainTable } from '../../compare/export.ts';
import { SIDE_LABELS } from './chart-data.ts';
import { allFigures, cliCommand, comparisonsText, describeRun } from './format.ts';
import type { BalanceResults } from './results.ts';

function lengthTable(r: BalanceResults): PlainTable {
  return {
    header: [`Length (${r.histogram.unit})`, SIDE_LABELS.base, ...(r.changed ? [SIDE_LABELS.variant] : [])],
    rows: r.histogram.bins.map((b) => [
      b.from === b.to ? String(b.from) : `${b.from}-${b.to}`,
      String(b.base),
      ...(r.changed ? [String(b.variant ?? 0)] : []),
    ]),
  };
}

function scoreTable(r: BalanceResults): PlainTable {
  const cells = (s: { p10: number; p25: number; p50: number; p75: number; p90: number; mean: number }): string[] => [
    String(s.p10),
    String(s.p25),
    String(s.p50),
    String(s.p75),
    String(s.p90),
    s.mean.toFixed(2),
  ];
  return {
    header: ['Seat', 'Side', 'p10', 'p25', 'p50', 'p75', 'p90', 'Mean'],
    rows: r.scoreChart.rows.flatMap((row) => [
      [row.label, SIDE_LABELS.base, ...cells(row.base)],
      ...(row.variant ? [[row.label, SIDE_LABELS.variant, ...cells(row.variant)]] : []),
    ]),
  };
}

export function resultsCsv(r: BalanceResults): string {
  return [toCsv(allFigures(r)), toCsv(lengthTable(r)), toCsv(scoreTable(r))].join('\r\n');
}

export function resultsMarkdown(r: BalanceResults, link: string, gameName: string): string {
  return [
    `# Balance Lab: ${describeRun(r, gameName)}`,
    '',
    `Experiment: <${link}>`,
    '',
    `Same figures from the command line: \`${cliCommand(r)}\``,
    '',
    '## Figures (95% intervals)',
    '',
    ...(r.comparisons ? [comparisonsText(r.comparisons), ''] : []),
    toMarkdown(allFigures(r)),
    `## Game length (${r.histogram.unit})`,
    '',
    toMarkdown(lengthTable(r)),
    `## Final scores (${r.scoreChart.unit})`,
    '',
    toMarkdown(scoreTable(r)),
  ].join('\n');
}

export { dataUrl };
