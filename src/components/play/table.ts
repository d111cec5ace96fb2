/**
 * The practice table's rules of play, apart from the screen: which move a
 * computer seat makes, the hint, and undo. A computer seat's move at move n
 * of a game dealt from `seed` draws from `mixSeed(seed, n, 1)` (the hint from
 * stream 2), so the same position always gets the same computer move and the
 * same hint, however it was reached (played, undone, or opened from a link).
 */
import { mixSeed, rngAt } from '../../engine/play/random.ts';
import type { BotChoice, BotLevel } from '../../engine/play/types.ts';
import type { PlayModel } from './model.ts';
import { currentState, extend, type Position } from './record-code.ts';

/** The computer's move for the seat to act, or null when the game is over. */
export function botChoice<S, M, V>(model: PlayModel<S, M, V>, p: Position<S, M>, seed: number, level: BotLevel): BotChoice<M> | null {
  const state = currentState(p);
  const seat = model.toAct(state);
  if (seat === null) return null;
  return model.bots[level](model.view(state, seat), model.legalMoves(state, seat), rngAt(mixSeed(seed, p.moves.length, 1)));
}

/** Play computer moves until `seat` is to act or the game ends (at most `limit` moves). */
export function playBotsUntil<S, M, V>(
  model: PlayModel<S, M, V>,
  p: Position<S, M>,
  seed: number,
  level: BotLevel,
  seat: number,
  limit = Infinity,
): Position<S, M> {
  let pos = p;
  for (let n = 0; n < limit; n++) {
    const toAct = model.toAct(currentState(pos));
    if (toAct === null || toAct === seat) break;
    const choice = botChoice(model, pos, seed, level);
    const next = choice === null ? null : extend(model, pos, choice.move);
    if (next === null) break;
    pos = next;
  }
  return pos;
}

/** The sensible computer player's move for `seat` now, and its reason (null when it is not their turn). */
export function hintFor<S, M, V>(model: PlayModel<S, M, V>, p: Position<S, M>, seed: number, seat: number): BotChoice<M> | null {
  const state = currentState(p);
  if (model.toAct(state) !== seat) return null;
  return model.bots.sensible(model.view(state, seat), model.legalMoves(state, seat), rngAt(mixSeed(seed, p.moves.length, 2)));
}

/** How many moves to keep to take back `seat`'s last move and every move after it (null when they have made none). */
export function undoLength(moves: readonly { readonly seat: number }[], seat: number): number | null {
  for (let i = moves.length - 1; i >= 0; i--) if (moves[i]?.seat === seat) return i;
  return null;
}

/** The position cut to its first `length` moves. */
export function truncate<S, M>(p: Position<S, M>, length: number): Position<S, M> {
  return { states: p.states.slice(0, length + 1), moves: p.moves.slice(0, length), indices: p.indices.slice(0, length) };
}
