/**
 * Words and numbers for the Balance Lab's charts: how a share, an interval, a
 * score and a game count are printed (in the tables, the captions and the
 * SVG's summary), and the guards that keep a bad figure (NaN, Infinity, a
 * share outside 0–1, an interval the wrong way round) out of the drawing.
 */
import { formatCount } from '../../../../engine/words.ts';
import { SIDE_LABELS, type Estimate, type GameCounts } from '../chart-data.ts';

/** A finite number, or `fallback` for NaN and ±Infinity. */
export function finite(x: number, fallback = 0): number {
  return Number.isFinite(x) ? x : fallback;
}

/** A share clamped to 0–1 (NaN becomes 0). */
export function share(x: number): number {
  return Math.min(1, Math.max(0, finite(x)));
}

/** An estimate of a share made safe to draw: every figure in 0–1, and low <= value <= high (a reversed interval is turned round). */
export function safeEstimate(e: Estimate): Estimate {
  const value = share(e.value);
  const [a, b] = [share(e.low), share(e.high)];
  return { value, low: Math.min(value, a, b), high: Math.max(value, a, b) };
}

/** A share as a percentage with one decimal: 0.248 -> "24.8%". */
export function pct(x: number): string {
  return `${(share(x) * 100).toFixed(1)}%`;
}

/** A share with its interval: "24.8% (22.1–27.6%)". */
export function pctEstimate(e: Estimate): string {
  const s = safeEstimate(e);
  return `${pct(s.value)} (${(s.low * 100).toFixed(1)}–${pct(s.high)})`;
}

const FULL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A score or length in full, with a real minus sign: -1234.56 -> "−1,234.6". */
export function num(x: number): string {
  return FULL.format(finite(x)).replace('-', '−');
}

/** A short axis label: full below 10,000, compact above (12,000 -> "12K"). */
export function tick(x: number): string {
  const v = finite(x);
  return (Math.abs(v) < 10_000 ? FULL.format(v) : COMPACT.format(v)).replace('-', '−');
}

/**
 * An axis's labels: `tick` for each value, with more decimals while two
 * distinct values would print the same (1,000,000,000 and 1,020,000,000 are
 * "1B" and "1.02B", never "1B" twice).
 */
export function tickLabels(values: readonly number[]): string[] {
  for (let digits = 1; digits <= 6; digits++) {
    const format = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: digits });
    const labels = values.map((v) => (Math.abs(finite(v)) < 10_000 ? tick(v) : format.format(finite(v)).replace('-', '−')));
    if (new Set(labels).size === new Set(values).size) return labels;
  }
  return values.map(num);
}

/** "1 game", "10,000 games". */
export function gamesText(n: number): string {
  const count = Math.max(0, Math.round(finite(n)));
  return `${formatCount(count)} ${count === 1 ? 'game' : 'games'}`;
}

/** What a chart rests on, for its caption: "10,000 games each", or each side's count when they differ. */
export function restsOn(games: GameCounts): string {
  if (games.variant === undefined) return gamesText(games.base);
  if (Math.round(finite(games.variant)) === Math.round(finite(games.base))) return `${gamesText(games.base)} each`;
  return `${gamesText(games.base)} with the ${SIDE_LABELS.base.toLowerCase()}, ${gamesText(games.variant)} with ${SIDE_LABELS.variant.toLowerCase()}`;
}

/** Games in a bin as a share of the side's games (0 when the side has none). */
export function binShare(count: number, games: number): number {
  const total = finite(games);
  return total > 0 ? share(finite(count) / total) : 0;
}

/** A label cut to `max` characters with an ellipsis (the table and the summary keep the whole label). */
export function clip(label: string, max: number): string {
  return label.length <= max ? label : `${label.slice(0, Math.max(1, max - 1))}…`;
}

/** A bin's name: "12 rounds" or "12–14 rounds". */
export function binLabel(from: number, to: number, unit: string): string {
  const a = finite(from);
  const b = finite(to, a);
  return a === b ? `${num(a)} ${unit}` : `${num(a)}–${num(b)} ${unit}`;
}
