/**
 * From the workers' batch tallies to every figure the Balance Lab shows:
 * each with its 95% interval, the printed rules' value beside the
 * designer's, and a flag only where the interval of the difference excludes
 * zero. Pure: the page, the exports and the tests all read this.
 */
import { baseOf, changesRules, partsFor, type Experiment } from '../../../engine/play/experiment.ts';
import { Tally, type TallyData } from '../../../engine/play/simulate.ts';
import {
  batchDifference,
  batchInterval,
  binCounts,
  countedMoments,
  countedQuantile,
  excludesZero,
  lengthBins,
  meanDifference,
  meanInterval,
  moments,
  shareDifference,
  wilson,
  type Interval,
} from '../../../engine/play/stats.ts';
import type { StatFormat } from '../../../engine/play/types.ts';
import type { GameCounts, HistogramData, ScoreChartData, ShareChartData, Spread } from './chart-data.ts';
import { ALPHA, holm, shareP, welchP } from './multiple.ts';

/** One side's run: its experiment and its tallies, one per batch in batch order. */
export interface SideRun {
  readonly experiment: Experiment;
  readonly batches: readonly TallyData[];
}

/**
 * A figure on both sides. `diff` is variant − base with its interval;
 * `flagged` when that excludes zero. `p` is the difference's two-sided
 * p-value (multiple.ts), and `holds` says whether a flag still stands after
 * allowing for every comparison of the run (Holm): flagged, and rejected by
 * Holm's method over all the run's p-values.
 */
export interface FigureRow {
  readonly key: string;
  readonly label: string;
  readonly format: StatFormat;
  readonly base: Interval;
  readonly variant?: Interval;
  readonly diff?: Interval;
  readonly p?: number;
  readonly flagged: boolean;
  readonly holds?: boolean;
}

/** The run's comparisons as a whole: how many figures were compared, how many flagged, how many of those hold after allowing for them all. */
export interface Comparisons {
  readonly compared: number;
  readonly flagged: number;
  readonly holding: number;
  /** The flags expected by chance alone if nothing really changed: ALPHA × compared. */
  readonly expectedByChance: number;
}

export interface BalanceResults {
  readonly experiment: Experiment;
  readonly base: Experiment;
  /** Whether the designer changed a rule (else only the printed rules ran). */
  readonly changed: boolean;
  readonly games: GameCounts;
  readonly lengthUnit: string;
  readonly seats: readonly FigureRow[];
  /** Length and ties. */
  readonly game: readonly FigureRow[];
  readonly stats: readonly FigureRow[];
  /** Only when the designer changed a rule (else nothing was compared). */
  readonly comparisons?: Comparisons;
  readonly shareChart: ShareChartData;
  readonly histogram: HistogramData;
  readonly scoreChart: ScoreChartData;
  /** Each seat's wins, per side, as counts (for the tables and the CLI check). */
  readonly wins: { readonly base: readonly number[]; readonly variant?: readonly number[] };
}

function compare(
  key: string,
  label: string,
  format: StatFormat,
  base: Interval,
  variant?: { readonly value: Interval; readonly diff: Interval; readonly p: number },
): FigureRow {
  return variant === undefined
    ? { key, label, format, base, flagged: false }
    : { key, label, format, base, variant: variant.value, diff: variant.diff, p: variant.p, flagged: excludesZero(variant.diff) };
}

/** Every compared row with `holds` set by Holm's method over all of them (rows without a difference pass through), and the run's counts. */
export function allowForComparisons(
  groups: readonly (readonly FigureRow[])[],
  alpha = ALPHA,
): { readonly groups: FigureRow[][]; readonly comparisons: Comparisons } {
  const compared = groups.flat().filter((row) => row.diff !== undefined);
  const rejected = holm(
    compared.map((row) => row.p ?? 1),
    alpha,
  );
  const holds = new Map(compared.map((row, i) => [row, row.flagged && rejected[i] === true]));
  const out = groups.map((rows) => rows.map((row) => (holds.has(row) ? { ...row, holds: holds.get(row) === true } : row)));
  return {
    groups: out,
    comparisons: {
      compared: compared.length,
      flagged: compared.filter((row) => row.flagged).length,
      holding: [...holds.values()].filter(Boolean).length,
      expectedByChance: alpha * compared.length,
    },
  };
}

function spread(pairs: readonly (readonly [number, number])[]): Spread {
  return {
    p10: countedQuantile(pairs, 0.1),
    p25: countedQuantile(pairs, 0.25),
    p50: countedQuantile(pairs, 0.5),
    p75: countedQuantile(pairs, 0.75),
    p90: countedQuantile(pairs, 0.9),
    mean: countedMoments(pairs).mean,
  };
}

export function balanceResults(base: SideRun, variant?: SideRun): BalanceResults {
  const experiment = variant?.experiment ?? base.experiment;
  const { rules, words, stats } = partsFor(experiment.game);
  const names = words.seatNames(experiment.options);
  const seats = names.length;
  const b = Tally.merged(seats, base.batches);
  const v = variant === undefined ? undefined : Tally.merged(seats, variant.batches);
  const nb = b.games;
  const nv = v?.games;
  const games: GameCounts = nv === undefined ? { base: nb } : { base: nb, variant: nv };

  const seatRows = names.map((name, i) =>
    compare(
      `seat-${i + 1}`,
      name,
      'share',
      wilson(b.wins[i] ?? 0, nb),
      v === undefined || nv === undefined
        ? undefined
        : {
            value: wilson(v.wins[i] ?? 0, nv),
            diff: shareDifference(b.wins[i] ?? 0, nb, v.wins[i] ?? 0, nv),
            p: shareP(b.wins[i] ?? 0, nb, v.wins[i] ?? 0, nv),
          },
    ),
  );
  const totalWins = (t: Tally): number => t.wins.reduce((a, w) => a + w, 0);
  const fair = nb === 0 ? 1 / seats : totalWins(b) / (nb * seats);

  const lb = moments(b.lengths);
  const lv = v === undefined ? undefined : moments(v.lengths);
  const gameRows = [
    compare(
      'length',
      `Game length, in ${rules.lengthUnit} (mean)`,
      'mean',
      meanInterval(lb),
      lv === undefined ? undefined : { value: meanInterval(lv), diff: meanDifference(lb, lv), p: welchP(lb, lv) },
    ),
    compare(
      'ties',
      'Games that ended level',
      'share',
      wilson(b.ties, nb),
      v === undefined || nv === undefined
        ? undefined
        : { value: wilson(v.ties, nv), diff: shareDifference(b.ties, nb, v.ties, nv), p: shareP(b.ties, nb, v.ties, nv) },
    ),
  ];

  const summarizeBatches = (run: SideRun): Readonly<Record<string, number>>[] =>
    run.batches.map((t) => stats.summarize(t.totals, t.lengths.length));
  const sb = stats.summarize(b.totals, nb);
  const sv = v === undefined || nv === undefined ? undefined : stats.summarize(v.totals, nv);
  const bb = summarizeBatches(base);
  const vb = variant === undefined ? [] : summarizeBatches(variant);
  // The game's own "<unit> per game" is the length row above: shown once, there (GameStats.lengthKey).
  const keys = [...new Set([...Object.keys(sb), ...Object.keys(sv ?? {})])].filter((key) => key !== stats.lengthKey);
  const statRows = keys.map((key) => {
    const { label, format } = stats.labelOf(key) ?? { label: key, format: 'count' };
    const be = batchInterval(
      sb[key] ?? 0,
      bb.map((s) => s[key] ?? 0),
    );
    const ve =
      sv === undefined
        ? undefined
        : batchInterval(
            sv[key] ?? 0,
            vb.map((s) => s[key] ?? 0),
          );
    return compare(
      key,
      label,
      format,
      be,
      ve === undefined ? undefined : { value: ve, diff: batchDifference(be, ve), p: welchP(be.batches, ve.batches, ve.value - be.value) },
    );
  });

  const allowed = allowForComparisons([seatRows, gameRows, statRows]);
  const [seatsOut = [], gameOut = [], statsOut = []] = allowed.groups;

  const allLengths = [...b.lengths, ...(v?.lengths ?? [])];
  const min = allLengths.reduce((a, x) => Math.min(a, x), Number.POSITIVE_INFINITY);
  const max = allLengths.reduce((a, x) => Math.max(a, x), Number.NEGATIVE_INFINITY);
  const bins = Number.isFinite(min) ? lengthBins(min, max) : [];
  const hb = binCounts(bins, b.lengths);
  const hv = v === undefined ? undefined : binCounts(bins, v.lengths);
  const toPairs = (counts: ReadonlyMap<number, number> | undefined): [number, number][] =>
    [...(counts ?? new Map<number, number>())].sort((x, y) => x[0] - y[0]);

  return {
    experiment,
    base: base.experiment,
    changed: variant !== undefined,
    games,
    lengthUnit: rules.lengthUnit,
    seats: seatsOut,
    game: gameOut,
    stats: statsOut,
    ...(variant === undefined ? {} : { comparisons: allowed.comparisons }),
    wins: v === undefined ? { base: b.wins } : { base: b.wins, variant: v.wins },
    shareChart: {
      title: 'Wins by seat',
      fair,
      games,
      rows: seatsOut.map((r) => ({ label: r.label, base: r.base, ...(r.variant ? { variant: r.variant } : {}), flagged: r.flagged })),
    },
    histogram: {
      title: 'Game length',
      unit: rules.lengthUnit,
      games,
      bins: bins.map((bin, i) => ({ ...bin, base: hb[i] ?? 0, ...(hv ? { variant: hv[i] ?? 0 } : {}) })),
    },
    scoreChart: {
      title: 'Final scores',
      unit: stats.scoreUnit,
      games,
      rows: names.map((label, i) => ({
        label,
        base: spread(toPairs(b.scores[i])),
        ...(v ? { variant: spread(toPairs(v.scores[i])) } : {}),
      })),
    },
  };
}

/** The sides to run for an experiment: the printed rules, and the designer's rules when they change something. */
export function sidesOf(e: Experiment): { readonly base: Experiment; readonly variant?: Experiment } {
  return changesRules(e) ? { base: baseOf(e), variant: e } : { base: e };
}
