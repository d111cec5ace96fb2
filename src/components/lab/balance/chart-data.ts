/**
 * The Balance Lab's charts draw only this plain data. The results code
 * (stats from the engine's tallies) makes it; `charts/` draws it, as SVG
 * with a data table behind each chart. Keeping the contract here lets
 * either side change without the other, and lets the build draw the same
 * charts with no JavaScript.
 *
 * Every figure comes as the base rules' value and, when the designer changed
 * something, the variant's. Shares are fractions (0–1), never percentages.
 */

/** A figure with its 95% confidence interval. */
export interface Estimate {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

/** Base against variant. `flagged`: the 95% interval of the difference excludes zero. */
export interface Compared {
  readonly base: Estimate;
  readonly variant?: Estimate;
  readonly flagged: boolean;
}

/** How many games each side rests on (the charts say so in their captions). */
export interface GameCounts {
  readonly base: number;
  readonly variant?: number;
}

/** Wins by seat (or team): one row per seat, with the fair share 1/seats drawn as a line. */
export interface ShareChartData {
  readonly title: string;
  readonly rows: readonly ({ readonly label: string } & Compared)[];
  readonly fair: number;
  readonly games: GameCounts;
}

/** A histogram of games (game length, in the game's own unit). Bins are in order and do not overlap. */
export interface HistogramData {
  readonly title: string;
  /** The unit of the x axis, plural ("tricks", "rounds", "turns", "hands"). */
  readonly unit: string;
  /** Games with from <= x <= to. Single-value bins have from === to. */
  readonly bins: readonly { readonly from: number; readonly to: number; readonly base: number; readonly variant?: number }[];
  readonly games: GameCounts;
}

/** A distribution summarised for a box plot: 10th, 25th, 50th, 75th and 90th percentiles, and the mean. */
export interface Spread {
  readonly p10: number;
  readonly p25: number;
  readonly p50: number;
  readonly p75: number;
  readonly p90: number;
  readonly mean: number;
}

/** Final scores by seat, in the game's own unit ("points", "chips", "pegs", "tricks"). */
export interface ScoreChartData {
  readonly title: string;
  readonly unit: string;
  readonly rows: readonly { readonly label: string; readonly base: Spread; readonly variant?: Spread }[];
  readonly games: GameCounts;
}

/** The two sides' names, as the legend and tables print them. */
export const SIDE_LABELS = { base: 'Printed rules', variant: 'Your rules' } as const;
