/**
 * Renders the Balance Lab's charts to HTML under plain Node, for the unit
 * tests and the browser harness (tests/e2e/balance-charts.spec.ts). Node runs
 * .ts but not JSX, so esbuild (Astro's own bundler, through Vite) bundles the
 * charts with Preact, d3 and preact-render-to-string into one module, imported
 * from a data: URL.
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { HistogramData, ScoreChartData, ShareChartData } from '../../src/components/lab/balance/chart-data.ts';

export type Chart =
  | { readonly kind: 'share'; readonly data: ShareChartData }
  | { readonly kind: 'histogram'; readonly data: HistogramData }
  | { readonly kind: 'score'; readonly data: ScoreChartData };

export type RenderChart = (id: string, chart: Chart) => string;

const ROOT = resolve(import.meta.dirname, '../..');

export async function loadCharts(): Promise<RenderChart> {
  const out = await build({
    stdin: {
      contents: [
        "import { h } from 'preact';",
        "import { renderToString } from 'preact-render-to-string';",
        "import { ShareChart, Histogram, ScoreChart } from './src/components/lab/balance/charts/index.ts';",
        'const C = { share: ShareChart, histogram: Histogram, score: ScoreChart };',
        'export const render = (id, chart) => renderToString(h(C[chart.kind], { id, data: chart.data }));',
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]?.text ?? '';
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { render: RenderChart };
  return mod.render;
}
