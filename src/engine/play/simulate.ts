/**
 * Playing whole games with bots, and summing many of them. Game `i` of a run
 * seeded `s` is dealt from `mixSeed(s, i)` and its bots draw from
 * `mixSeed(s, i, 1)`, so one game can be replayed alone and a run is the
 * same on every machine and in the browser.
 */
import type { OptionValues } from './options.ts';
import { mixSeed, rngAt } from './random.ts';
import type { AnyPlayable } from './playable.ts';
import type { GameRecord } from './record.ts';
import type { Bot, BotLevel, Outcome, SeatMove } from './types.ts';

export interface PlayedGame {
  readonly record: GameRecord;
  readonly outcome: Outcome;
  /** Each move's bot reason, in move order. */
  readonly reasons: readonly string[];
}

/** Which level plays each seat: a list is cycled over the seats ("sensible,random" alternates). */
export function botsForSeats(levels: readonly BotLevel[], seats: number): BotLevel[] {
  return Array.from({ length: seats }, (_, i) => levels[i % levels.length] ?? 'sensible');
}

type AnyBot = Bot<unknown, unknown>;
type AnyOptions = OptionValues<AnyPlayable['rules']['options']>;

/** Each seat's bot for these levels (cycled over the seats). */
const seatBots = (game: AnyPlayable, options: AnyOptions, levels: readonly BotLevel[]): AnyBot[] =>
  botsForSeats(levels, game.rules.seats(options)).map((l) => game.bots[l]);

/**
 * The game loop: bots move until the rules name no seat to act. A bot picks
 * from the legal moves, so its move goes straight to the trusted `apply`.
 * With `keep`, each move and its reason are recorded; a simulation passes
 * null, since it keeps only the outcome. Throws only on a game or bot bug.
 */
function playOut(
  { rules }: AnyPlayable,
  options: AnyOptions,
  seed: number,
  bots: readonly AnyBot[],
  botSeed: number,
  keep: { readonly moves: SeatMove<unknown>[]; readonly reasons: string[] } | null,
): Outcome {
  const rng = rngAt(botSeed);
  let state: unknown = rules.newGame(options, seed);
  const limit = rules.maxMoves(options);
  let played = 0;
  for (let seat = rules.toAct(state); seat !== null; seat = rules.toAct(state)) {
    if (played >= limit) throw new Error(`${rules.id}: no end after ${limit} moves (seed ${seed})`);
    const bot = bots[seat];
    if (bot === undefined) throw new Error(`${rules.id}: seat ${seat} has no bot`);
    const legal = rules.legalMoves(state, seat);
    const choice = bot(rules.view(state, seat), legal, rng);
    // A bot must choose one of the moves it was given (the same object): apply trusts its move.
    if (!legal.includes(choice.move))
      throw new Error(`${rules.id}: a bot chose a move it was not given (seed ${seed}, move ${played + 1})`);
    const move: SeatMove<unknown> = { seat, move: choice.move };
    state = rules.apply(state, move);
    played++;
    if (keep !== null) {
      keep.moves.push(move);
      keep.reasons.push(choice.reason);
    }
  }
  const outcome = rules.outcome(state);
  if (outcome === null) throw new Error(`${rules.id}: no seat to act but no outcome (seed ${seed})`);
  return outcome;
}

/** Play one game to the end with bots. Throws only on a model bug (a bot's move refused, or no end within maxMoves). */
export function playGame(
  game: AnyPlayable,
  options: AnyOptions,
  seed: number,
  levels: readonly BotLevel[],
  botSeed = mixSeed(seed, 0, 1),
): PlayedGame {
  const keep = { moves: [] as SeatMove<unknown>[], reasons: [] as string[] };
  const outcome = playOut(game, options, seed, seatBots(game, options, levels), botSeed, keep);
  return { record: { game: game.rules.id, options, seed, moves: keep.moves }, outcome, reasons: keep.reasons };
}

export interface Summary {
  readonly game: string;
  readonly games: number;
  readonly seed: number;
  readonly options: Readonly<Record<string, unknown>>;
  readonly bots: readonly BotLevel[];
  readonly seats: readonly { readonly wins: number; readonly winShare: number }[];
  readonly length: { readonly unit: string; readonly mean: number; readonly p50: number; readonly p90: number; readonly max: number };
  readonly ties: number;
  readonly stats: Readonly<Record<string, number>>;
}

/** Rounded for printing: JSON stays short and the same on every machine. */
const round = (x: number, places = 4): number => Number(x.toFixed(places));

/** The value at quantile q of a sorted list (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/**
 * A Tally as plain, structured-clone-safe data: what a worker posts for its
 * chunk of games. `scores[seat]` is that seat's final scores as
 * `[score, games]` pairs, ascending by score.
 */
export interface TallyData {
  readonly wins: readonly number[];
  readonly ties: number;
  readonly lengths: readonly number[];
  readonly totals: Readonly<Record<string, number>>;
  readonly scores: readonly (readonly (readonly [number, number])[])[];
}

/** Accumulates outcomes; `summary()` gives the `simulate --json` figures. Chunks from workers can be merged. */
export class Tally {
  readonly wins: number[];
  readonly lengths: number[] = [];
  readonly totals: Record<string, number> = {};
  /** Each seat's final scores, counted: score -> games. */
  readonly scores: Map<number, number>[];
  ties = 0;
  constructor(seats: number) {
    this.wins = Array.from({ length: seats }, () => 0);
    this.scores = Array.from({ length: seats }, () => new Map<number, number>());
  }
  add(outcome: Outcome): void {
    for (const w of outcome.winners) this.wins[w] = (this.wins[w] ?? 0) + 1;
    if (outcome.tie) this.ties++;
    this.lengths.push(outcome.length);
    // for...in, not Object.entries: no pair arrays per game, and the same key order.
    for (const k in outcome.stats) this.totals[k] = (this.totals[k] ?? 0) + (outcome.stats[k] ?? 0);
    outcome.scores.forEach((score, seat) => {
      const counts = this.scores[seat];
      if (counts !== undefined) counts.set(score, (counts.get(score) ?? 0) + 1);
    });
  }
  /** Add another tally's games to this one (a later chunk: its lengths follow this one's). */
  merge(other: Tally | TallyData): this {
    other.wins.forEach((w, i) => (this.wins[i] = (this.wins[i] ?? 0) + w));
    this.ties += other.ties;
    for (const length of other.lengths) this.lengths.push(length);
    for (const [k, v] of Object.entries(other.totals)) this.totals[k] = (this.totals[k] ?? 0) + v;
    other.scores.forEach((pairs, seat) => {
      const counts = this.scores[seat] ?? new Map<number, number>();
      this.scores[seat] = counts;
      for (const [score, n] of pairs) counts.set(score, (counts.get(score) ?? 0) + n);
    });
    return this;
  }
  /** Plain data for postMessage (see TallyData). */
  toData(): TallyData {
    return {
      wins: [...this.wins],
      ties: this.ties,
      lengths: [...this.lengths],
      totals: { ...this.totals },
      scores: this.scores.map((counts) => [...counts].sort((a, b) => a[0] - b[0])),
    };
  }
  /** A tally from plain data (a worker's chunk). */
  static fromData(data: TallyData): Tally {
    return new Tally(data.wins.length).merge(data);
  }
  /** One tally of `seats` seats from chunks of games, in order (later chunks' lengths follow earlier ones'). */
  static merged(seats: number, chunks: readonly TallyData[]): Tally {
    return chunks.reduce((t, chunk) => t.merge(chunk), new Tally(seats));
  }
  get games(): number {
    return this.lengths.length;
  }
  summary(game: AnyPlayable, seed: number, options: Readonly<Record<string, unknown>>, bots: readonly BotLevel[]): Summary {
    const games = this.lengths.length;
    const sorted = [...this.lengths].sort((a, b) => a - b);
    const mean = games === 0 ? 0 : sorted.reduce((a, b) => a + b, 0) / games;
    const stats = Object.fromEntries(Object.entries(game.stats.summarize(this.totals, games)).map(([k, v]) => [k, round(v)]));
    return {
      game: game.rules.id,
      games,
      seed,
      options,
      bots,
      seats: this.wins.map((wins) => ({ wins, winShare: round(games === 0 ? 0 : wins / games) })),
      length: {
        unit: game.rules.lengthUnit,
        mean: round(mean, 2),
        p50: quantile(sorted, 0.5),
        p90: quantile(sorted, 0.9),
        max: sorted.at(-1) ?? 0,
      },
      ties: this.ties,
      stats,
    };
  }
}

/** Play `games` games (from index `from`) and tally them. `progress` is called every `every` games with the games done. */
export function simulate(
  game: AnyPlayable,
  options: AnyOptions,
  seed: number,
  levels: readonly BotLevel[],
  games: number,
  progress?: (done: number) => void,
  from = 0,
  every = 500,
): Tally {
  const tally = new Tally(game.rules.seats(options));
  const bots = seatBots(game, options, levels);
  for (let i = from; i < from + games; i++) {
    tally.add(playOut(game, options, mixSeed(seed, i), bots, mixSeed(seed, i, 1), null));
    if (progress && (i - from + 1) % every === 0) progress(i - from + 1);
  }
  return tally;
}
