/**
 * The one checked path into a game: a move that came from outside (a link, a
 * record, a person at the practice table) is found among the legal moves of
 * the seat to act, or refused with a code from MOVE_ERROR_CODES; only then is
 * it applied. Everything inside the engine that already holds a legal move
 * (bots, simulation, search, the replay of indices) calls `rules.apply`
 * directly, and each game's `apply` trusts its move.
 */
import { fail, ok, type EngineError, type Result } from '../result.ts';
import { findLegal } from './moves.ts';
import type { GameRules } from './types.ts';
import type { OptionSpec } from './options.ts';

/** Why a move was refused: the game is over, it is another seat's turn (or no such seat), or it is not a legal move now. */
export const MOVE_ERROR_CODES = ['game-over', 'not-your-turn', 'illegal-move'] as const;
export type MoveErrorCode = (typeof MOVE_ERROR_CODES)[number];
export type MoveError = EngineError<MoveErrorCode>;

/**
 * The state after `untrusted` (any JS value, expected `{ seat, move }`), or why it was refused: the state is
 * never changed by a refused move. Accepts exactly the legal moves (tests/engine/play/boundary.test.ts, every game).
 */
export function play<Specs extends readonly OptionSpec[], S, M, V>(
  rules: GameRules<Specs, S, M, V>,
  state: S,
  untrusted: unknown,
): Result<S, MoveError> {
  const toAct = rules.toAct(state);
  if (toAct === null) return fail('game-over', 'The game is over.');
  const seat = typeof untrusted === 'object' && untrusted !== null ? (untrusted as { seat?: unknown }).seat : undefined;
  if (seat !== toAct)
    return fail('not-your-turn', `It is seat ${toAct + 1}'s turn${typeof seat === 'number' ? `, not seat ${seat + 1}'s` : ''}.`);
  const move = findLegal(rules.legalMoves(state, toAct), (untrusted as { move?: unknown }).move);
  if (move === undefined) return fail('illegal-move', 'That is not one of the legal moves now.');
  return ok(rules.apply(state, { seat: toAct, move }));
}
