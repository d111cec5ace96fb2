/**
 * Final scores by seat: a box from the 25th to the 75th percentile with a
 * line at the median, whiskers from the 10th to the 90th, and a diamond at
 * the mean; the printed rules (filled box) above your rules (hollow, dashed).
 */
import { scaleLinear } from 'd3-scale';
import { extent } from 'd3-array';
import { SIDE_LABELS, type ScoreChartData, type Spread } from '../chart-data.ts';
import { finite, num, tickLabels } from './format.ts';
import { ChartFigure, r1, SeatLabels, seatRows, SideLegend, spaceTicks, WIDTH, XAxis, type Side } from './parts.tsx';

export interface ScoreChartProps {
  readonly id: string;
  readonly data: ScoreChartData;
}

const TOP = 12;
const RIGHT = 20;
const BOTTOM = 44;
/**
 * The mean's diamond, centred on 0,0. Drawn by hand, not with d3-shape's
 * symbol(symbolDiamond): the package's one-file build does not tree-shake, so
 * that one symbol would add 2.7 KB gzipped (rolldown) for a 24-character path.
 */
const DIAMOND = 'M0 -6L4.5 0L0 6L-4.5 0Z';
const KEYS = ['p10', 'p25', 'p50', 'p75', 'p90'] as const;

/** A spread made safe to draw: finite, and its percentiles in order. */
export function safeSpread(s: Spread): Spread {
  const [p10 = 0, p25 = 0, p50 = 0, p75 = 0, p90 = 0] = KEYS.map((k) => finite(s[k])).sort((a, b) => a - b);
  return { p10, p25, p50, p75, p90, mean: finite(s.mean, p50) };
}

/** The chart's one-sentence summary, read by screen readers as the image's name. */
export function scoreSummary(data: ScoreChartData): string {
  if (data.rows.length === 0) return `${data.title}: no seats to show.`;
  const one = (s: Spread) => {
    const v = safeSpread(s);
    return `${num(v.p50)} (middle half ${num(v.p25)} to ${num(v.p75)})`;
  };
  const rows = data.rows.map((r) =>
    r.variant === undefined
      ? `${r.label} ${one(r.base)}`
      : `${r.label} ${one(r.base)} with the ${SIDE_LABELS.base.toLowerCase()}, ${one(r.variant)} with ${SIDE_LABELS.variant.toLowerCase()}`,
  );
  return `${data.title} in ${data.unit}, median by seat: ${rows.join('; ')}.`;
}

function Box({ s, side, y, x }: { s: Spread; side: Side; y: number; x: (v: number) => number }) {
  const v = safeSpread(s);
  const [a, b, m, c, d, mean] = [v.p10, v.p25, v.p50, v.p75, v.p90, v.mean].map((n) => r1(x(n)));
  const h = 7;
  return (
    <g class={`bc-row bc-${side}`}>
      <line class={`bc-whisker bc-${side}`} x1={a} x2={b} y1={r1(y)} y2={r1(y)} />
      <line class={`bc-whisker bc-${side}`} x1={c} x2={d} y1={r1(y)} y2={r1(y)} />
      <line class={`bc-whisker bc-${side}`} x1={a} x2={a} y1={r1(y - 4)} y2={r1(y + 4)} />
      <line class={`bc-whisker bc-${side}`} x1={d} x2={d} y1={r1(y - 4)} y2={r1(y + 4)} />
      <rect class={`bc-box bc-${side}`} x={b} y={r1(y - h)} width={r1(Math.max(0, (c ?? 0) - (b ?? 0)))} height={2 * h} />
      <line class="bc-median" x1={m} x2={m} y1={r1(y - h)} y2={r1(y + h)} />
      <path class="bc-mean" d={DIAMOND} transform={`translate(${mean} ${r1(y)})`} />
    </g>
  );
}

export function ScoreChart({ id, data }: ScoreChartProps) {
  const variant = data.rows.some((r) => r.variant !== undefined);
  const rows = seatRows(
    data.rows.map((r) => r.label),
    variant,
    TOP,
  );
  const height = rows.bottom + BOTTOM;
  const spreads = data.rows.flatMap((r) => (r.variant ? [r.base, r.variant] : [r.base])).map(safeSpread);
  const [lo = 0, hi = 1] = extent(spreads.flatMap((s) => [s.p10, s.p90, s.mean]));
  const pad = lo === hi ? Math.max(1, Math.abs(lo) * 0.1) : 0;
  const x = scaleLinear()
    .domain([lo - pad, hi + pad])
    .range([rows.labelWidth + 6, WIDTH - RIGHT])
    .nice(5);
  const values = x.ticks(5);
  const labels = tickLabels(values);
  const ticks = spaceTicks(values.map((t, i) => ({ x: x(t), label: labels[i] ?? '' })));
  const [d0 = 0, d1 = 0] = x.domain();
  const zero = d0 < 0 && d1 > 0 ? x(0) : undefined;

  const table = (
    <table>
      <caption id={`${id}-table`}>
        {data.title} ({data.unit}): percentiles and mean of each seat's final score
      </caption>
      <thead>
        <tr>
          <th scope="col">Seat</th>
          <th scope="col">Rules</th>
          <th scope="col">10th</th>
          <th scope="col">25th</th>
          <th scope="col">Median</th>
          <th scope="col">75th</th>
          <th scope="col">90th</th>
          <th scope="col">Mean</th>
        </tr>
      </thead>
      {data.rows.map((r, i) => {
        const sides: readonly [Side, Spread][] = r.variant
          ? [
              ['base', r.base],
              ['variant', r.variant],
            ]
          : [['base', r.base]];
        return (
          <tbody key={i}>
            {sides.map(([side, s], j) => {
              const v = safeSpread(s);
              return (
                <tr key={side}>
                  {j === 0 && (
                    <th scope="rowgroup" rowSpan={sides.length}>
                      {r.label}
                    </th>
                  )}
                  <th scope="row">{SIDE_LABELS[side]}</th>
                  <td>{num(v.p10)}</td>
                  <td>{num(v.p25)}</td>
                  <td>{num(v.p50)}</td>
                  <td>{num(v.p75)}</td>
                  <td>{num(v.p90)}</td>
                  <td>{num(v.mean)}</td>
                </tr>
              );
            })}
          </tbody>
        );
      })}
    </table>
  );

  return (
    <ChartFigure
      id={id}
      title={data.title}
      games={data.games}
      summary={scoreSummary(data)}
      width={WIDTH}
      height={height}
      table={table}
      legend={
        <>
          <SideLegend variant={variant} shape="box" />
          <li>Box: middle half of games, line at the median</li>
          <li>Whiskers: 10th to 90th percentile</li>
          <li>
            <svg class="bc-swatch" viewBox="0 0 24 16" width="24" height="16" aria-hidden="true">
              <path class="bc-mean" d={DIAMOND} transform="translate(12 8)" />
            </svg>{' '}
            Mean
          </li>
        </>
      }
    >
      <XAxis
        ticks={ticks}
        x0={rows.labelWidth + 6}
        x1={WIDTH - RIGHT}
        top={TOP - 6}
        y={rows.bottom + 4}
        title={`Final score (${data.unit})`}
      />
      {zero !== undefined && <line class="bc-zero" x1={r1(zero)} x2={r1(zero)} y1={TOP - 6} y2={r1(rows.bottom + 4)} />}
      <SeatLabels labels={data.rows.map((r) => r.label)} flagged={data.rows.map(() => false)} rows={rows} />
      {data.rows.map((r, i) => (
        <g key={i} class="bc-seat">
          <Box s={r.base} side="base" y={rows.y(i, 'base')} x={x} />
          {r.variant && <Box s={r.variant} side="variant" y={rows.y(i, 'variant')} x={x} />}
        </g>
      ))}
    </ChartFigure>
  );
}
