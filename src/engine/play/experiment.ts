/**
 * A Balance Lab experiment as a validated value: a game, its options, the
 * bot levels (cycled over the seats, as `simulate --bots`), how many games
 * and the seed. Its *base* is the printed rules under the same conditions:
 * every option at its default except the number of players, with the same
 * bots, seed and number of games, so comparing the two isolates the change.
 *
 * Input comes from a form or a URL, so it is checked here and errors are
 * values with codes and messages.
 */
import { GAME_PARTS, type AnyParts } from '../games/index.ts';
import { quote } from '../hands/cards.ts';
import { GAME_IDS, isGameId, type GameId } from '../ids.ts';
import { fail, ok, type EngineError, type Result } from '../result.ts';
import { BATCHES, changedPairs, DEFAULT_GAMES, DEFAULT_SEED, MAX_GAMES, MIN_GAMES, type Options } from './experiment-limits.ts';
import { defaultOptions, parseOptions, type OptionSpec } from './options.ts';

export { BATCHES, DEFAULT_GAMES, DEFAULT_SEED, MAX_GAMES, MIN_GAMES, type Options };
import { MAX_SEED } from './random.ts';
import { BOT_LEVELS, type BotLevel } from './types.ts';

export const EXPERIMENT_ERROR_CODES = ['unknown-game', 'bad-options', 'bad-bots', 'bad-games', 'bad-seed'] as const;
export type ExperimentErrorCode = (typeof EXPERIMENT_ERROR_CODES)[number];

export interface Experiment {
  readonly game: GameId;
  readonly options: Options;
  /** Cycled over the seats. */
  readonly bots: readonly BotLevel[];
  readonly games: number;
  readonly seed: number;
}

/** An experiment as it arrives: options as `name=value` text pairs. */
export interface ExperimentInput {
  readonly game: string;
  readonly options?: readonly (readonly [string, string])[];
  readonly bots?: readonly string[];
  readonly games?: number;
  readonly seed?: number;
}

/** A game's rules, words and figures (no bots: parsing an experiment needs none). */
export const partsFor = (game: GameId): AnyParts => GAME_PARTS[game];

const isWhole = (n: unknown, min: number, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

export function parseExperiment(input: ExperimentInput): Result<Experiment, EngineError<ExperimentErrorCode>> {
  if (!isGameId(input.game)) return fail('unknown-game', `Unknown game ${quote(input.game)}: use one of ${GAME_IDS.join(', ')}.`);
  const { rules } = partsFor(input.game);
  const parsed = parseOptions(rules.options, input.options ?? []);
  if (!parsed.ok) return fail('bad-options', parsed.error.message);
  const cross = rules.checkOptions?.(parsed.value);
  if (cross) return fail('bad-options', cross.message);
  const seats = rules.seats(parsed.value);
  const bots = input.bots ?? ['sensible'];
  if (bots.length === 0 || bots.length > seats)
    return fail('bad-bots', `Give from 1 to ${seats} bot levels (one per seat, cycled), not ${bots.length}.`);
  const unknown = bots.find((b) => !(BOT_LEVELS as readonly string[]).includes(b));
  if (unknown !== undefined) return fail('bad-bots', `Unknown bot level ${quote(unknown)}: use ${BOT_LEVELS.join(' or ')}.`);
  const games = input.games ?? DEFAULT_GAMES;
  if (!isWhole(games, MIN_GAMES, MAX_GAMES))
    return fail('bad-games', `The number of games must be a whole number from ${MIN_GAMES} to ${MAX_GAMES.toLocaleString('en-US')}.`);
  const seed = input.seed ?? DEFAULT_SEED;
  if (!isWhole(seed, 0, MAX_SEED)) return fail('bad-seed', `The seed must be a whole number from 0 to ${MAX_SEED}.`);
  return ok({ game: input.game, options: parsed.value, bots: bots as BotLevel[], games, seed });
}

/** The printed rules under the same conditions: the same players, bots, games and seed; every other option at its default. */
export function baseOf(e: Experiment): Experiment {
  const options: Record<string, OptionSpec['default']> = { ...(defaultOptions(partsFor(e.game).rules.options) as Options) };
  if ('players' in options && 'players' in e.options) options.players = e.options.players;
  return { ...e, options };
}

/** The options that differ from the printed rules (players included), as `name=value` text pairs in spec order. */
export const changedOptions = (game: GameId, options: Options): [string, string][] => changedPairs(partsFor(game).rules.options, options);

/** Whether the experiment changes a rule (anything but the players): if not, it is its own base. */
export const changesRules = (e: Experiment): boolean => changedOptions(e.game, e.options).some(([name]) => name !== 'players');

/** The `simulate` command that gives the same figures (for the page's "same as the CLI" note and the tests). */
export function cliArgs(e: Experiment): string[] {
  return [
    'simulate',
    '--game',
    e.game,
    '--games',
    String(e.games),
    '--seed',
    String(e.seed),
    '--bots',
    e.bots.join(','),
    ...changedOptions(e.game, e.options).flatMap(([n, v]) => ['--option', `${n}=${v}`]),
    '--json',
  ];
}

/** Game indexes `from`..`from + count − 1` of batch `b` of `BATCHES` (contiguous; the first batches take one more when games do not divide). */
export function batchRange(games: number, b: number, batches = BATCHES): { readonly from: number; readonly count: number } {
  const size = Math.floor(games / batches);
  const extra = games % batches;
  const from = b * size + Math.min(b, extra);
  return { from, count: size + (b < extra ? 1 : 0) };
}
