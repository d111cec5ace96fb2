/**
 * The Balance Lab's charts (issue 15): wins by seat, game length, final
 * scores. Each draws the plain data of `../chart-data.ts` as an SVG figure
 * with a legend and a data table behind it, and renders the same at build time
 * (no JavaScript) as in the island. The island imports this module
 * dynamically, when a simulation first runs, so d3 is loaded only then.
 */
export { ShareChart, shareSummary, type ShareChartProps } from './ShareChart.tsx';
export { Histogram, histogramSummary, type HistogramProps } from './Histogram.tsx';
export { ScoreChart, scoreSummary, type ScoreChartProps } from './ScoreChart.tsx';
