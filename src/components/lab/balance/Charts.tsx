/**
 * The charts, loaded only once a simulation runs (the island starts the fetch with Run): `charts/index.ts` (the
 * charts and d3) is imported dynamically, so the page's first load carries
 * none of it. Until it arrives, or if it is missing or fails, the plain
 * tables stand in.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { HistogramData, ScoreChartData, ShareChartData } from './chart-data.ts';
import { DistributionTables } from './ResultTables.tsx';
import type { BalanceResults } from './results.ts';

export interface ChartsModule {
  readonly ShareChart: ComponentType<{ id: string; data: ShareChartData }>;
  readonly Histogram: ComponentType<{ id: string; data: HistogramData }>;
  readonly ScoreChart: ComponentType<{ id: string; data: ScoreChartData }>;
}

let loaded: Promise<ChartsModule | null> | undefined;
/** Fetch the charts once; the island calls this when a run starts, so they are ready when its results show. */
export function loadCharts(): Promise<ChartsModule | null> {
  loaded ??= import('./charts/index.ts').catch(() => null);
  return loaded;
}

export function Charts({ r }: { r: BalanceResults }) {
  const [charts, setCharts] = useState<ChartsModule | null>(null);
  useEffect(() => {
    void loadCharts().then(setCharts);
  }, []);
  if (charts === null)
    return (
      <>
        <h3 id="bl-length">Game length</h3>
        <DistributionTables r={r} />
      </>
    );
  const { ShareChart, Histogram, ScoreChart } = charts;
  return (
    <div class="bl-charts">
      <ShareChart id="bl-share-chart" data={r.shareChart} />
      <Histogram id="bl-length-chart" data={r.histogram} />
      <ScoreChart id="bl-score-chart" data={r.scoreChart} />
    </div>
  );
}
