/**
 * Wins by seat: for each seat a dot at its share of the games won, with its
 * 95% interval as a whisker; the printed rules (filled dot) above your rules
 * (hollow square); the fair share as a dashed line. A seat whose difference
 * is larger than its uncertainty says so in words ("▲ differs") beside it.
 */
import { scaleLinear } from 'd3-scale';
import { max } from 'd3-array';
import { SIDE_LABELS, type Estimate, type ShareChartData } from '../chart-data.ts';
import { pct, pctEstimate, safeEstimate, share } from './format.ts';
import { ChartFigure, r1, SeatLabels, seatRows, SideLegend, spaceTicks, WIDTH, XAxis, type Side } from './parts.tsx';

export interface ShareChartProps {
  readonly id: string;
  readonly data: ShareChartData;
}

const TOP = 26;
const RIGHT = 20;
const BOTTOM = 44;

/** A share's tick label: "25%", "12.5%". */
function tickPct(t: number): string {
  return `${Number((t * 100).toFixed(1))}%`;
}

/** A fair share worth drawing: a share above 0 (NaN, 0 and anything outside 0–1 are left out). */
function hasFair(fair: number): boolean {
  return Number.isFinite(fair) && fair > 0 && fair <= 1;
}

/** The chart's one-sentence summary, read by screen readers as the image's name. */
export function shareSummary(data: ShareChartData): string {
  const variant = data.rows.some((r) => r.variant !== undefined);
  const sides = variant ? `, ${SIDE_LABELS.base.toLowerCase()} against ${SIDE_LABELS.variant.toLowerCase()}` : '';
  if (data.rows.length === 0) return `${data.title}: no seats to show.`;
  const rows = data.rows.map((r) => {
    const base = pct(r.base.value);
    if (r.variant === undefined) return `${r.label} ${base}`;
    return `${r.label} ${base} against ${pct(r.variant.value)}${r.flagged ? ', a difference larger than its uncertainty' : ''}`;
  });
  const fair = hasFair(data.fair) ? ` (fair share ${pct(data.fair)})` : '';
  return `${data.title}${sides}${fair}: ${rows.join('; ')}.`;
}

function Mark({ e, side, y, x }: { e: Estimate; side: Side; y: number; x: (v: number) => number }) {
  const s = safeEstimate(e);
  const [lo, hi, v] = [r1(x(s.low)), r1(x(s.high)), r1(x(s.value))];
  return (
    <g class={`bc-row bc-${side}`}>
      <line class={`bc-whisker bc-${side}`} x1={lo} x2={hi} y1={r1(y)} y2={r1(y)} />
      <line class={`bc-whisker bc-${side}`} x1={lo} x2={lo} y1={r1(y - 4)} y2={r1(y + 4)} />
      <line class={`bc-whisker bc-${side}`} x1={hi} x2={hi} y1={r1(y - 4)} y2={r1(y + 4)} />
      {side === 'base' ? (
        <circle class="bc-mark bc-base" cx={v} cy={r1(y)} r="4.5" />
      ) : (
        <rect class="bc-mark bc-variant" x={r1(v - 4)} y={r1(y - 4)} width="8" height="8" />
      )}
    </g>
  );
}

export function ShareChart({ id, data }: ShareChartProps) {
  const variant = data.rows.some((r) => r.variant !== undefined);
  const fair = share(data.fair);
  const drawFair = hasFair(data.fair);
  const rows = seatRows(
    data.rows.map((r) => r.label),
    variant,
    TOP,
  );
  const height = rows.bottom + BOTTOM;
  const highest =
    max([drawFair ? fair : 0, ...data.rows.flatMap((r) => [safeEstimate(r.base).high, r.variant ? safeEstimate(r.variant).high : 0])]) ?? 0;
  const x = scaleLinear()
    .domain([0, Math.max(0.05, Math.min(1, highest * 1.08))])
    .range([rows.labelWidth, WIDTH - RIGHT])
    .nice(5)
    .clamp(true);
  if ((x.domain()[1] ?? 1) > 1) x.domain([0, 1]);
  const ticks = spaceTicks(x.ticks(5).map((t) => ({ x: x(t), label: tickPct(t) })));
  const fairX = x(fair);
  // The fair line's label, kept inside the drawing.
  const fairLabel = `fair share ${pct(fair)}`;
  const half = (fairLabel.length * 13 * 0.55) / 2;
  const fairLabelX = Math.min(WIDTH - 2 - half, Math.max(half + 2, fairX));

  const table = (
    <table>
      <caption id={`${id}-table`}>
        {data.title}
        {drawFair ? ` (fair share ${pct(fair)})` : ''}: share of games won, with its 95% interval
      </caption>
      <thead>
        <tr>
          <th scope="col">Seat</th>
          <th scope="col">{SIDE_LABELS.base}</th>
          {variant && <th scope="col">{SIDE_LABELS.variant}</th>}
          {variant && <th scope="col">Difference</th>}
        </tr>
      </thead>
      <tbody>
        {data.rows.map((r, i) => (
          <tr key={i}>
            <th scope="row">{r.label}</th>
            <td>{pctEstimate(r.base)}</td>
            {variant && <td>{r.variant ? pctEstimate(r.variant) : '—'}</td>}
            {variant && <td>{r.flagged ? 'Larger than its uncertainty' : 'Within its uncertainty'}</td>}
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
      summary={shareSummary(data)}
      width={WIDTH}
      height={height}
      table={table}
      legend={
        <>
          <SideLegend variant={variant} shape="dot" />
          {drawFair && (
            <li>
              <svg class="bc-swatch" viewBox="0 0 24 16" width="24" height="16" aria-hidden="true">
                <line class="bc-fair" x1="12" x2="12" y1="0" y2="16" />
              </svg>{' '}
              Fair share ({pct(fair)})
            </li>
          )}
          <li>Whiskers: 95% interval</li>
        </>
      }
    >
      <XAxis ticks={ticks} x0={rows.labelWidth} x1={WIDTH - RIGHT} top={TOP - 6} y={rows.bottom + 4} title="Share of games won" />
      {drawFair && (
        <>
          <line class="bc-fair" x1={r1(fairX)} x2={r1(fairX)} y1={TOP - 8} y2={r1(rows.bottom + 4)} />
          <text class="bc-fairlabel" x={r1(fairLabelX)} y={TOP - 12} text-anchor="middle">
            {fairLabel}
          </text>
        </>
      )}
      <SeatLabels labels={data.rows.map((r) => r.label)} flagged={data.rows.map((r) => r.flagged && r.variant !== undefined)} rows={rows} />
      {data.rows.map((r, i) => (
        <g key={i} class={r.flagged && r.variant !== undefined ? 'bc-seat bc-flagged' : 'bc-seat'}>
          <Mark e={r.base} side="base" y={rows.y(i, 'base')} x={x} />
          {r.variant && <Mark e={r.variant} side="variant" y={rows.y(i, 'variant')} x={x} />}
        </g>
      ))}
    </ChartFigure>
  );
}
