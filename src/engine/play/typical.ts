/**
 * "A typical game": the figures a game page prints, computed by the engine
 * at build time from a fixed seed, so a rebuild prints the same numbers and
 * a reader can reproduce them with `npm run simulate`. The sample is small
 * enough to keep the whole build fast; the page states its size.
 *
 * Each figure is played twice: with the strongest computer players the build
 * can afford in every seat (`typicalLevel`: skilled where a thousand skilled
 * games add at most about 20 s of CPU to the build, else sensible; the figure
 * itself, with its 95% interval) and with random ones (beside it, so a reader can see whether the
 * players' choices made it). What each figure rests on is worked out from the
 * two (`heldBasis`): the words follow the figures, up to the most the game's
 * `headlines` let a figure claim. The
 * intervals are the Balance Lab's: Wilson's for a seat's win share, batch
 * means over the run's batches of games for the game's own figures (stats.ts).
 */
import { typicalLevel } from '../bots/index.ts';
import type { GameId } from '../ids.ts';
import { batchRange } from './experiment.ts';
import { BATCHES } from './experiment-limits.ts';
import { playable, type AnyPlayable } from './playable.ts';
import { defaultOptions, type OptionValues } from './options.ts';
import { batchDifference, batchInterval, shareDifference, wilson, type BatchEstimate, type Interval } from './stats.ts';
import { simulate, Tally, type Summary } from './simulate.ts';
import { STAT_BASES, type BotLevel, type Headlines, type StatBasis, type StatFormat, type StatLabel } from './types.ts';

/** A figure's words as the game page prints them, where there is room for its detail: "Swaps that paid off (the trick would have gone worse without)". */
export const figureLabel = (l: StatLabel): string => (l.detail === undefined ? l.label : `${l.label} (${l.detail})`);

/** Games per page, and the seed; the page and the closing note quote both. */
export const TYPICAL_GAMES = 1000;
export const TYPICAL_SEED = 2026;

/** One line of the page's table. */
export interface TypicalFigure {
  /** `seat-<n>` (1-based) for a seat's win share, else the key of the game's `summarize`. */
  readonly key: string;
  readonly label: string;
  readonly format: StatFormat;
  /** What the figure rests on, as its figures hold it (`heldBasis`), printed beside it. */
  readonly basis: StatBasis;
  /** The most the game's `headlines` let it claim. */
  readonly claimed: StatBasis;
  readonly note?: string;
  /** With the page's players (`TypicalGame.level`) in every seat: the page's figure and its 95% interval. */
  readonly players: Interval;
  /** The same figure with random players in every seat, and its 95% interval. */
  readonly random: Interval;
  /** Random − the page's players, with its 95% interval: what the basis claims are held to. */
  readonly difference: Interval;
}

export interface TypicalGame {
  /** The level of the page's players: skilled where the build can afford it, else sensible. */
  readonly level: 'skilled' | 'sensible';
  /** Their run, as `simulate --json` prints it. */
  readonly summary: Summary;
  /** The random players' run. */
  readonly randomSummary: Summary;
  readonly seatNames: readonly string[];
  /** The commands that reproduce the two runs. */
  readonly command: string;
  readonly randomCommand: string;
  /** What the seats' win shares rest on: one statement for the seat rows together, the weakest any seat's figures hold. */
  readonly seatBasis: Headlines['seats'];
  /** A row per seat, then the game's headline figures. */
  readonly seats: readonly TypicalFigure[];
  readonly headlines: readonly TypicalFigure[];
}

/** One level's run, in the Balance Lab's batches (game i is dealt from the same seed either way, so the totals are one run's). */
interface Run {
  readonly summary: Summary;
  readonly wins: readonly number[];
  readonly games: number;
  readonly stat: (key: string) => BatchEstimate | undefined;
}

function run(game: AnyPlayable, options: OptionValues<AnyPlayable['rules']['options']>, level: BotLevel): Run {
  const seats = game.rules.seats(options);
  const batches = Array.from({ length: BATCHES }, (_, b) => {
    const { from, count } = batchRange(TYPICAL_GAMES, b);
    return simulate(game, options, TYPICAL_SEED, [level], count, undefined, from);
  });
  const tally = batches.reduce((all, t) => all.merge(t), new Tally(seats));
  const summary = tally.summary(game, TYPICAL_SEED, options, [level]);
  const perBatch = batches.map((t) => game.stats.summarize(t.totals, t.games));
  return {
    summary,
    wins: tally.wins,
    games: tally.games,
    stat: (key) => {
      const value = summary.stats[key];
      return value === undefined
        ? undefined
        : batchInterval(
            value,
            perBatch.map((s) => s[key] ?? 0),
          );
    },
  };
}

/**
 * How far from zero the 95% interval of (random − the page's players) may stay for a claim to hold (types.ts
 * `StatBasis`): `rules` 2 points of a share or 5% of a mean; `mostly-rules` a quarter of the figure, or 10 points of a
 * share where that is more. A count is held as a mean.
 */
export function basisTolerance(basis: Exclude<StatBasis, 'players'>, format: StatFormat, value: number): number {
  const quarter = 0.25 * Math.abs(value);
  switch (basis) {
    case 'rules':
      return format === 'share' ? 0.02 : 0.05 * Math.abs(value);
    case 'mostly-rules':
      return format === 'share' ? Math.max(0.1, quarter) : quarter;
  }
}

/**
 * The strongest claim, up to `claimed`, that a figure's two runs hold: the figure with the page's players, and the
 * difference random − those players with its 95% interval. A figure said to rest on the players' play is never
 * checked (random choices can land near skilled ones); one that random players leave far from the page's players
 * rests on the players' play, however the game claimed it.
 */
export function heldBasis(claimed: StatBasis, format: StatFormat, players: Interval, difference: Interval): StatBasis {
  for (const basis of STAT_BASES.slice(STAT_BASES.indexOf(claimed))) {
    if (basis === 'players') return basis;
    const tol = basisTolerance(basis, format, players.value);
    if (difference.low <= tol && difference.high >= -tol) return basis;
  }
  return 'players';
}

/** The weaker of two claims. */
const weaker = (a: StatBasis, b: StatBasis): StatBasis => (STAT_BASES.indexOf(a) >= STAT_BASES.indexOf(b) ? a : b);

const cache = new Map<GameId, TypicalGame>();

export function typicalGame(id: GameId): TypicalGame {
  const hit = cache.get(id);
  if (hit) return hit;
  const game = playable(id);
  const options = defaultOptions(game.rules.options);
  const level = typicalLevel(id);
  const players = run(game, options, level);
  const random = run(game, options, 'random');
  const seatNames = game.words.seatNames(options);
  const headlines = game.stats.headlines;
  const seatClaim = headlines?.seats ?? { basis: 'players' };
  const seats = seatNames.map((name, i): TypicalFigure => {
    const [ks, kr] = [players.wins[i] ?? 0, random.wins[i] ?? 0];
    const [p, difference] = [wilson(ks, players.games), shareDifference(ks, players.games, kr, random.games)];
    return {
      key: `seat-${i + 1}`,
      label: `Games won by ${name}`,
      format: 'share',
      basis: heldBasis(seatClaim.basis, 'share', p, difference),
      claimed: seatClaim.basis,
      players: p,
      random: wilson(kr, random.games),
      difference,
    };
  });
  const seatBasis = { ...seatClaim, basis: seats.reduce((b, f) => weaker(b, f.basis), seatClaim.basis) };
  const figures = (headlines?.figures ?? []).flatMap((spec): TypicalFigure[] => {
    const s = players.stat(spec.key);
    const r = random.stat(spec.key);
    const words = game.stats.labelOf(spec.key);
    if (s === undefined || r === undefined || words === undefined) return [];
    const p: Interval = { value: s.value, low: s.low, high: s.high };
    const difference = batchDifference(s, r);
    return [
      {
        ...spec,
        label: figureLabel(words),
        format: words.format,
        basis: heldBasis(spec.basis, words.format, p, difference),
        claimed: spec.basis,
        players: p,
        random: { value: r.value, low: r.low, high: r.high },
        difference,
      },
    ];
  });
  const base = `npm run -s simulate -- --game ${id} --games ${TYPICAL_GAMES} --seed ${TYPICAL_SEED}`;
  const command = `${base} --bots ${level}`;
  const typical: TypicalGame = {
    level,
    summary: players.summary,
    randomSummary: random.summary,
    seatNames,
    seatBasis,
    command,
    randomCommand: `${base} --bots random`,
    seats,
    headlines: figures,
  };
  cache.set(id, typical);
  return typical;
}

/** Decimal places for a figure: whole percentages from 10% up, one place below; means with two places below 10, one from 10 up. */
function places(format: StatFormat, value: number): number {
  switch (format) {
    case 'share':
      return value < 0.1 ? 1 : 0;
    case 'mean':
      return value < 10 ? 2 : 1;
    case 'count':
      return 0;
  }
}

/** A figure as the page prints it. */
export function formatStat(format: StatFormat, value: number): string {
  switch (format) {
    case 'share':
      return `${(value * 100).toFixed(places(format, value))}%`;
    case 'mean':
      return value.toFixed(places(format, value));
    case 'count':
      return value.toLocaleString('en-US');
  }
}

/**
 * A 95% interval as the page prints it, to the figure's own places: "33–39%".
 * A batch-means interval can reach past 0 or 100%, where no share can be, so
 * a share's is cut there (as the Balance Lab does).
 */
export function formatInterval(format: StatFormat, i: Interval): string {
  if (!Number.isFinite(i.low) || !Number.isFinite(i.high)) return 'not enough games';
  const p = places(format, i.value);
  switch (format) {
    case 'share': {
      const pct = (x: number): string => (Math.min(1, Math.max(0, x)) * 100).toFixed(p);
      return `${pct(i.low)}–${pct(i.high)}%`;
    }
    case 'mean':
      return `${i.low.toFixed(p)}–${i.high.toFixed(p)}`;
    case 'count':
      return `${i.low.toLocaleString('en-US', { maximumFractionDigits: 0 })}–${i.high.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
  }
}

/** What a figure rests on, as the page writes it beside the figure (the closing note says what each means). */
export function basisText(basis: StatBasis): string {
  switch (basis) {
    case 'rules':
      return 'Rests on the rules';
    case 'mostly-rules':
      return 'Rests mostly on the rules';
    case 'players':
      return "Rests on the computer players' play";
  }
}

/** "lasted 9.4 tricks on average: half ended within 10, …", or "lasted 10 rounds" when every game was as long. */
export function lengthSentence(t: TypicalGame): string {
  const l = t.summary.length;
  if (l.mean === l.max) return `lasted ${l.max} ${l.unit}, every one of them`;
  return `lasted ${l.mean.toFixed(1)} ${l.unit} on average: half ended within ${l.p50}, nine in ten within ${l.p90}, and the longest took ${l.max}`;
}
