/**
 * What the three charts share: the figure around them (caption, legend,
 * drawing, table), the legend's swatches, and the sizes every layout is built
 * on. The drawing is one SVG in a fixed-width viewBox that scales to its
 * container; its text sizes are chosen so that a 320 px wide chart (a phone)
 * still prints every label at 11 CSS px or more.
 */
import type { ComponentChildren } from 'preact';
import { SIDE_LABELS, type GameCounts } from '../chart-data.ts';
import { clip, restsOn } from './format.ts';
import '../../../../styles/scroll-cue.css';
import './charts.css';

/** The viewBox width every chart is laid out in (user units). */
export const WIDTH = 360;
/** The text size in the drawing (user units; `charts.css` uses the same). */
export const FONT = 13;
/** A generous width of one character at FONT, to leave room for labels. */
export const CHAR = FONT * 0.6;

/** A coordinate rounded to 0.1 unit, so the SVG stays short (and never prints NaN). */
export function r1(x: number): number {
  return Number.isFinite(x) ? Math.round(x * 10) / 10 : 0;
}

export type Side = keyof typeof SIDE_LABELS;

interface FigureProps {
  readonly id: string;
  readonly title: string;
  readonly games: GameCounts;
  readonly summary: string;
  readonly width: number;
  readonly height: number;
  readonly legend: ComponentChildren;
  readonly table: ComponentChildren;
  readonly children: ComponentChildren;
}

/** A chart's figure: caption, legend, the drawing (an image with a one-sentence summary), and its table (whose caption has the id `${id}-table`). */
export function ChartFigure({ id, title, games, summary, width, height, legend, table, children }: FigureProps) {
  return (
    <figure class="bc-chart" id={id}>
      <figcaption class="bc-caption">
        <span class="bc-title">{title}</span> <span class="bc-games">{restsOn(games)}</span>
      </figcaption>
      <ul class="bc-legend">{legend}</ul>
      <svg
        class="bc-svg"
        viewBox={`0 0 ${r1(width)} ${r1(height)}`}
        role="img"
        aria-labelledby={`${id}-summary`}
        preserveAspectRatio="xMidYMin meet"
      >
        <title id={`${id}-summary`}>{summary}</title>
        {children}
      </svg>
      <details class="bc-details">
        <summary>Table of this chart</summary>
        {/* The table scrolls sideways in its own box on a phone; the box takes focus so a keyboard can scroll it. */}
        <div class="bc-scroll" data-scroll-cue role="region" aria-labelledby={`${id}-table`} tabIndex={0}>
          {table}
        </div>
      </details>
    </figure>
  );
}

/** The two sides' marks: the printed rules filled, your rules hollow (so they differ without colour). */
export function SideSwatch({ side, shape }: { side: Side; shape: 'dot' | 'bar' | 'box' }) {
  const cls = `bc-mark bc-${side}`;
  return (
    <svg class="bc-swatch" viewBox="0 0 24 16" width="24" height="16" aria-hidden="true">
      {shape === 'dot' && (
        <>
          <line class={`bc-whisker bc-${side}`} x1="2" x2="22" y1="8" y2="8" />
          {side === 'base' ? <circle class={cls} cx="12" cy="8" r="4.5" /> : <rect class={cls} x="8" y="4" width="8" height="8" />}
        </>
      )}
      {shape === 'bar' && <rect class={`bc-bar bc-${side}`} x="5" y="2" width="14" height="12" />}
      {shape === 'box' && <rect class={`bc-box bc-${side}`} x="3" y="3" width="18" height="10" />}
    </svg>
  );
}

/** The legend's entries for the sides present. */
export function SideLegend({ variant, shape }: { variant: boolean; shape: 'dot' | 'bar' | 'box' }) {
  const sides: readonly Side[] = variant ? ['base', 'variant'] : ['base'];
  return (
    <>
      {sides.map((side) => (
        <li key={side}>
          <SideSwatch side={side} shape={shape} /> {SIDE_LABELS[side]}
          {side === 'base' ? ' (filled)' : ' (hollow)'}
        </li>
      ))}
    </>
  );
}

/** A horizontal value axis along the bottom of a plot: line, ticks, gridlines and a title. */
export function XAxis(props: {
  readonly ticks: readonly { readonly x: number; readonly label: string }[];
  readonly x0: number;
  readonly x1: number;
  readonly top: number;
  readonly y: number;
  readonly title: string;
}) {
  const { ticks, x0, x1, top, y, title } = props;
  return (
    <g class="bc-axis">
      {ticks.map((t) => (
        <g key={`${t.label}@${t.x}`}>
          <line class="bc-grid" x1={r1(t.x)} x2={r1(t.x)} y1={r1(top)} y2={r1(y)} />
          <line class="bc-tickline" x1={r1(t.x)} x2={r1(t.x)} y1={r1(y)} y2={r1(y + 4)} />
          <text class="bc-tick" x={r1(t.x)} y={r1(y + 17)} text-anchor="middle">
            {t.label}
          </text>
        </g>
      ))}
      <line class="bc-axisline" x1={r1(x0)} x2={r1(x1)} y1={r1(y)} y2={r1(y)} />
      <text class="bc-axistitle" x={r1((x0 + x1) / 2)} y={r1(y + 35)} text-anchor="middle">
        {title}
      </text>
    </g>
  );
}

/**
 * Keep an axis's tick labels apart: drop ticks (keeping the first and every
 * k-th) until neighbours are at least their own width apart.
 */
export function spaceTicks<T extends { readonly x: number; readonly label: string }>(ticks: readonly T[]): T[] {
  for (let k = 1; k <= ticks.length; k++) {
    const kept = ticks.filter((_, i) => i % k === 0);
    const fits = kept.every((t, i) => {
      const next = kept[i + 1];
      return next === undefined || next.x - t.x >= ((t.label.length + next.label.length) / 2) * CHAR + 6;
    });
    if (fits) return kept;
  }
  return ticks.slice(0, 1);
}

/** The longest seat label drawn in full; longer ones are cut with an ellipsis (the table has them whole). */
export const LABEL_CHARS = 14;

/** Rows of seats, one band each: where the label column ends and where each side's line sits. */
export interface SeatRows {
  readonly labelWidth: number;
  readonly rowHeight: number;
  /** The y of the band's base line and variant line, for row i. */
  readonly y: (i: number, side: Side) => number;
  readonly bottom: number;
}

export function seatRows(labels: readonly string[], variant: boolean, top: number): SeatRows {
  const longest = Math.max(9, ...labels.map((l) => Math.min(LABEL_CHARS, l.length)));
  const rowHeight = variant ? 42 : 26;
  return {
    labelWidth: longest * CHAR + 10,
    rowHeight,
    y: (i, side) => top + i * rowHeight + (variant ? (side === 'base' ? 12 : 29) : 13),
    bottom: top + labels.length * rowHeight,
  };
}

/** The label column: each seat's name, and "differs" under it when its difference is larger than its uncertainty. */
export function SeatLabels(props: { readonly labels: readonly string[]; readonly flagged: readonly boolean[]; readonly rows: SeatRows }) {
  const { labels, flagged, rows } = props;
  const x = rows.labelWidth - 8;
  return (
    <g class="bc-seats">
      {labels.map((label, i) => (
        <g key={i}>
          <text class="bc-label" x={r1(x)} y={r1(rows.y(i, 'base'))} text-anchor="end" dominant-baseline="central">
            {clip(label, LABEL_CHARS)}
          </text>
          {flagged[i] === true && (
            <text class="bc-flag" x={r1(x)} y={r1(rows.y(i, 'variant'))} text-anchor="end" dominant-baseline="central">
              ▲ differs
            </text>
          )}
        </g>
      ))}
    </g>
  );
}
