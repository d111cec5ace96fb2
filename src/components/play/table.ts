/**
 * The practice table's rules of play, apart from the screen: which move a
 * computer seat makes, the hint, and undo. A computer seat's move at move n
 * of a game dealt from `seed` draws from `mixSeed(seed, n, 1)` (the hint from
 * stream 2), so the same position always gets the same computer move and the
 * same hint, however it was reached (played, undone, or opened from a link).
 */
import { mixSeed, rngAt } from '../../engine/play/random.ts';
import type { OptionSpec } from '../../engine/play/options.ts';
import type { BotChoice, TableLevel } from '../../engine/play/types.ts';
import type { ShellGame } from './model.ts';
import { currentState, extendChosen, type Position } from './record-code.ts';

/** The computer's move for the seat to act, or null when the game is over. */
export function botChoice<Specs extends readonly OptionSpec[], S, M, V>(
  game: ShellGame<Specs, S, M, V>,
  p: Position<S, M>,
  seed: number,
  level: TableLevel,
): BotChoice<M> | null {
  const state = currentState(p);
  const seat = game.rules.toAct(state);
  if (seat === null) return null;
  return game.bots[level](game.rules.view(state, seat), game.legal(state), rngAt(mixSeed(seed, p.moves.length, 1)));
}

/** Play computer moves until `seat` is to act or the game ends (at most `limit` moves). */
export function playBotsUntil<Specs extends readonly OptionSpec[], S, M, V>(
  game: ShellGame<Specs, S, M, V>,
  p: Position<S, M>,
  seed: number,
  level: TableLevel,
  seat: number,
  limit = Infinity,
): Position<S, M> {
  let pos = p;
  for (let n = 0; n < limit; n++) {
    const toAct = game.rules.toAct(currentState(pos));
    if (toAct === null || toAct === seat) break;
    const choice = botChoice(game, pos, seed, level);
    const next = choice === null ? null : extendChosen(game, pos, choice.move);
    if (next === null) break;
    pos = next;
  }
  return pos;
}

/** The sensible computer player's move for `seat` now, and its reason (null when it is not their turn). */
export function hintFor<Specs extends readonly OptionSpec[], S, M, V>(
  game: ShellGame<Specs, S, M, V>,
  p: Position<S, M>,
  seed: number,
  seat: number,
): BotChoice<M> | null {
  const state = currentState(p);
  if (game.rules.toAct(state) !== seat) return null;
  return game.bots.sensible(game.rules.view(state, seat), game.legal(state), rngAt(mixSeed(seed, p.moves.length, 2)));
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
