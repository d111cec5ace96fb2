/**
 * Game length: for each bin the share of games that lasted that long (a
 * share, so sides with different game counts compare), the printed rules as
 * filled bars and your rules as hollow bars beside them.
 */
import { scaleLinear } from 'd3-scale';
import { max, maxIndex } from 'd3-array';
import { SIDE_LABELS, type HistogramData } from '../chart-data.ts';
import { binLabel, binShare, finite, gamesText, num, pct, tickLabels } from './format.ts';
import { ChartFigure, r1, SideLegend, spaceTicks, WIDTH, type Side } from './parts.tsx';

export interface HistogramProps {
  readonly id: string;
  readonly data: HistogramData;
}

const LEFT = 46;
const RIGHT = 12;
const TOP = 26;
const PLOT = 170;
const BOTTOM = 46;

interface Bin {
  readonly from: number;
  readonly to: number;
  readonly base: number;
  readonly variant: number | undefined;
}

/** The bins made safe to draw: finite, from <= to, in order. */
function safeBins(data: HistogramData): Bin[] {
  return data.bins.map((b) => {
    const from = finite(b.from);
    const to = Math.max(from, finite(b.to, from));
    return { from, to, base: Math.max(0, finite(b.base)), variant: b.variant === undefined ? undefined : Math.max(0, finite(b.variant)) };
  });
}

function mostOften(bins: readonly Bin[], side: Side, games: number, unit: string): string | undefined {
  const counts = bins.map((b) => (side === 'base' ? b.base : (b.variant ?? 0)));
  const i = maxIndex(counts);
  const bin = bins[i];
  if (bin === undefined || (counts[i] ?? 0) === 0) return undefined;
  return `${binLabel(bin.from, bin.to, unit)} with the ${SIDE_LABELS[side].toLowerCase()} (${pct(binShare(counts[i] ?? 0, games))})`;
}

/** The chart's one-sentence summary, read by screen readers as the image's name. */
export function histogramSummary(data: HistogramData): string {
  const bins = safeBins(data);
  const first = bins[0];
  const last = bins[bins.length - 1];
  if (first === undefined || last === undefined) return `${data.title}: no games to show.`;
  const variant = bins.some((b) => b.variant !== undefined);
  const peaks = [
    mostOften(bins, 'base', data.games.base, data.unit),
    variant ? mostOften(bins, 'variant', data.games.variant ?? 0, data.unit) : undefined,
  ].filter((p) => p !== undefined);
  const range = `from ${num(first.from)} to ${num(last.to)} ${data.unit}`;
  return peaks.length === 0 ? `${data.title}, ${range}: no games to show.` : `${data.title}, ${range}: most often ${peaks.join(' and ')}.`;
}

export function Histogram({ id, data }: HistogramProps) {
  const bins = safeBins(data);
  const variant = bins.some((b) => b.variant !== undefined);
  const baseGames = data.games.base;
  const variantGames = data.games.variant ?? 0;
  const height = TOP + PLOT + BOTTOM;
  const bottom = TOP + PLOT;
  const lo = bins[0]?.from ?? 0;
  const hi = (bins[bins.length - 1]?.to ?? 0) + 1;
  // A value v takes [v, v + 1) on the axis, so a bin from..to is drawn over [from, to + 1).
  const x = scaleLinear()
    .domain([lo, Math.max(hi, lo + 1)])
    .range([LEFT, WIDTH - RIGHT]);
  const top = max(bins.flatMap((b) => [binShare(b.base, baseGames), b.variant === undefined ? 0 : binShare(b.variant, variantGames)])) ?? 0;
  const y = scaleLinear()
    .domain([0, Math.max(0.01, top)])
    .range([bottom, TOP])
    .nice(4);
  const xValues = x.ticks(6).filter((t) => Number.isInteger(t) && t < hi);
  const xLabels = tickLabels(xValues);
  const xTicks = spaceTicks(xValues.map((t, i) => ({ x: x(t + 0.5), label: xLabels[i] ?? '' })));
  const yTicks = y.ticks(4).map((t) => ({ y: y(t), label: `${Number((t * 100).toFixed(1))}%` }));

  const table = (
    <table>
      <caption id={`${id}-table`}>{data.title}: games of each length, and their share of the games played</caption>
      <thead>
        <tr>
          <th scope="col">Length ({data.unit})</th>
          <th scope="col">{SIDE_LABELS.base}</th>
          {variant && <th scope="col">{SIDE_LABELS.variant}</th>}
        </tr>
      </thead>
      <tbody>
        {bins.map((b, i) => (
          <tr key={i}>
            <th scope="row">{b.from === b.to ? num(b.from) : `${num(b.from)}–${num(b.to)}`}</th>
            <td>
              {gamesText(b.base)} ({pct(binShare(b.base, baseGames))})
            </td>
            {variant && <td>{b.variant === undefined ? '—' : `${gamesText(b.variant)} (${pct(binShare(b.variant, variantGames))})`}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <ChartFigure
      id={id}
      title={data.title}
      games={data.games}
      summary={histogramSummary(data)}
      width={WIDTH}
      height={height}
      table={table}
      legend={<SideLegend variant={variant} shape="bar" />}
    >
      <g class="bc-axis">
        {yTicks.map((t) => (
          <g key={t.label}>
            <line class="bc-grid" x1={LEFT} x2={WIDTH - RIGHT} y1={r1(t.y)} y2={r1(t.y)} />
            <text class="bc-tick" x={LEFT - 6} y={r1(t.y)} text-anchor="end" dominant-baseline="central">
              {t.label}
            </text>
          </g>
        ))}
        <text class="bc-axistitle" x="2" y="12">
          Share of games
        </text>
      </g>
      {bins.map((b, i) => {
        const x0 = x(b.from);
        const w = Math.max(1, x(b.to + 1) - x0);
        const gap = Math.min(2, w * 0.15);
        const inner = w - gap;
        const each = variant ? inner / 2 : inner;
        const bar = (side: Side, count: number, games: number, at: number) => {
          const yv = y(binShare(count, games));
          return (
            <rect
              class={`bc-bar bc-${side}`}
              x={r1(at)}
              y={r1(yv)}
              width={r1(Math.max(2, each - (side === 'variant' ? 1 : 0)))}
              height={r1(bottom - yv)}
            />
          );
        };
        return (
          <g key={i} class="bc-bin">
            {bar('base', b.base, baseGames, x0 + gap / 2)}
            {b.variant !== undefined && bar('variant', b.variant, variantGames, x0 + gap / 2 + each + 0.5)}
          </g>
        );
      })}
      <g class="bc-axis">
        <line class="bc-axisline" x1={LEFT} x2={WIDTH - RIGHT} y1={bottom} y2={bottom} />
        {xTicks.map((t) => (
          <g key={t.label}>
            <line class="bc-tickline" x1={r1(t.x)} x2={r1(t.x)} y1={bottom} y2={bottom + 4} />
            <text class="bc-tick" x={r1(t.x)} y={bottom + 19} text-anchor="middle">
              {t.label}
            </text>
          </g>
        ))}
        <text class="bc-axistitle" x={r1((LEFT + WIDTH - RIGHT) / 2)} y={bottom + 37} text-anchor="middle">
          Game length ({data.unit})
        </text>
      </g>
    </ChartFigure>
  );
}
