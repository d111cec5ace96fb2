/**
 * Renders the Balance Lab's charts to HTML under plain Node, for the unit
 * tests and the browser harness (tests/e2e/balance-charts.spec.ts); the
 * bundling is render-tsx.ts.
 */
import { importTsx } from './render-tsx.ts';
import type { HistogramData, ScoreChartData, ShareChartData } from '../../src/components/lab/balance/chart-data.ts';

export type Chart =
  | { readonly kind: 'share'; readonly data: ShareChartData }
  | { readonly kind: 'histogram'; readonly data: HistogramData }
  | { readonly kind: 'score'; readonly data: ScoreChartData };

export type RenderChart = (id: string, chart: Chart) => string;

export async function loadCharts(): Promise<RenderChart> {
  const mod = await importTsx<{ render: RenderChart }>([
    "import { h } from 'preact';",
    "import { renderToString } from 'preact-render-to-string';",
    "import { ShareChart, Histogram, ScoreChart } from './src/components/lab/balance/charts/index.ts';",
    'const C = { share: ShareChart, histogram: Histogram, score: ScoreChart };',
    'export const render = (id, chart) => renderToString(h(C[chart.kind], { id, data: chart.data }));',
  ]);
  return mod.render;
}
