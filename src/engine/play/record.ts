/**
 * A game record: the options, the seed and the moves. It is all a game is,
 * so it is what gets shared, stored and replayed. Replaying runs every move
 * through the one checked `play` (play.ts), so a record with an illegal move
 * is rejected with the move's index, never trusted.
 */
import { quote } from '../hands/cards.ts';
import { GAME_IDS, isGameId, type GameId } from '../ids.ts';
import { fail, ok, type Result } from '../result.ts';
import { optionsFromJson } from './options.ts';
import { play } from './play.ts';
import type { AnyRules } from './playable.ts';
import { MAX_SEED } from './random.ts';
import type { SeatMove } from './types.ts';

export interface GameRecord<M = unknown> {
  readonly game: GameId;
  /** Every option, defaults included, so a record never depends on today's defaults. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: number;
  readonly moves: readonly SeatMove<M>[];
}

export const RECORD_ERROR_CODES = ['bad-record', 'bad-move'] as const;

export function isSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SEED;
}

/** Parse a record's shape (JSON already parsed); its moves are checked by `replay`. */
export function parseRecord(json: unknown): Result<GameRecord> {
  if (typeof json !== 'object' || json === null) return fail('bad-record', 'A game record must be a JSON object.');
  const r = json as Record<string, unknown>;
  if (typeof r.game !== 'string' || !isGameId(r.game))
    return fail('bad-record', `The record's game must be one of ${GAME_IDS.join(', ')}, but got ${quote(String(r.game))}.`);
  if (!isSeed(r.seed)) return fail('bad-record', `The record's seed must be a whole number from 0 to ${MAX_SEED}.`);
  if (!Array.isArray(r.moves)) return fail('bad-record', "The record's moves must be a list.");
  const moves: SeatMove<unknown>[] = [];
  for (const [i, m] of (r.moves as unknown[]).entries()) {
    if (typeof m !== 'object' || m === null || !Number.isInteger((m as { seat?: unknown }).seat) || !('move' in m))
      return fail('bad-record', `Move ${i + 1} must be an object with a seat number and a move.`);
    moves.push(m as SeatMove<unknown>);
  }
  const options = r.options === undefined ? {} : r.options;
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return fail('bad-record', "The record's options must be an object.");
  return ok({ game: r.game, options: options as Record<string, unknown>, seed: r.seed, moves });
}

/**
 * Replay a record by its game's rules: the state after every move, or the
 * first error (with the move's 1-based number in the message and its
 * 0-based `index`).
 */
export function replay(rules: AnyRules, record: GameRecord): Result<unknown> {
  if (record.game !== rules.id) return fail('bad-record', `This record is for ${record.game}, not ${rules.id}.`);
  const options = optionsFromJson(rules.options, record.options);
  if (!options.ok) return options;
  const bad = rules.checkOptions?.(options.value);
  if (bad) return { ok: false, error: bad };
  let state: unknown = rules.newGame(options.value, record.seed);
  for (const [index, move] of record.moves.entries()) {
    const next = play(rules, state, move);
    if (!next.ok) return fail('bad-move', `Move ${index + 1} is not legal: ${next.error.message}`, { field: 'event', index });
    state = next.value;
  }
  return ok(state);
}
