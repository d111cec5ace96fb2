/**
 * The practice table's rules of play, apart from the screen: which move a
 * computer seat makes, what the expert is asked (for an Expert seat's move and
 * for the hint), and undo. A computer seat's move at move n of a game dealt
 * from `seed` draws from `mixSeed(seed, n, 1)` (the hint from stream 2), so the
 * same position always gets the same computer move and the same hint, however
 * it was reached (played, undone, or opened from a link) and however long the
 * expert took.
 */
import { mixSeed, rngAt } from '../../engine/play/random.ts';
import type { OptionSpec } from '../../engine/play/options.ts';
import type { BotChoice, PlayLevel, TableLevel } from '../../engine/play/types.ts';
import type { ShellGame } from './model.ts';
import { currentState, extendChosen, type Position } from './record-code.ts';

/** The random streams of a position: a computer seat's move, and the hint. */
export const MOVE_STREAM = 1;
export const HINT_STREAM = 2;

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
  return game.bots[level](game.rules.view(state, seat), game.legal(state), rngAt(mixSeed(seed, p.moves.length, MOVE_STREAM)));
}

/**
 * Play computer moves until `seat` is to act, the game ends, or an Expert seat is to act (its move comes from the
 * page's worker), at most `limit` moves. `levels` is one level per seat, or one for every seat.
 */
export function playBotsUntil<Specs extends readonly OptionSpec[], S, M, V>(
  game: ShellGame<Specs, S, M, V>,
  p: Position<S, M>,
  seed: number,
  levels: PlayLevel | readonly PlayLevel[],
  seat: number,
  limit = Infinity,
): Position<S, M> {
  let pos = p;
  for (let n = 0; n < limit; n++) {
    const toAct = game.rules.toAct(currentState(pos));
    if (toAct === null || toAct === seat) break;
    const level = typeof levels === 'string' ? levels : (levels[toAct] ?? 'sensible');
    if (level === 'expert') break;
    const choice = botChoice(game, pos, seed, level);
    const next = choice === null ? null : extendChosen(game, pos, choice.move);
    if (next === null) break;
    pos = next;
  }
  return pos;
}

/** What the expert is asked in a position: the seat to act, its view, its legal moves, and the rng state to draw from. */
export interface Question<M, V> {
  readonly seat: number;
  readonly view: V;
  readonly legal: readonly M[];
  readonly rng: number;
}

/**
 * The question for the seat to act in `p` (null when the game is over): with `MOVE_STREAM`, a computer seat's move;
 * with `HINT_STREAM`, the hint for the player. The answer depends on nothing else, so it is the same in a worker,
 * in Node and after any wait.
 */
export function question<Specs extends readonly OptionSpec[], S, M, V>(
  game: ShellGame<Specs, S, M, V>,
  p: Position<S, M>,
  seed: number,
  stream: typeof MOVE_STREAM | typeof HINT_STREAM,
): Question<M, V> | null {
  const state = currentState(p);
  const seat = game.rules.toAct(state);
  if (seat === null) return null;
  return { seat, view: game.rules.view(state, seat), legal: game.legal(state), rng: mixSeed(seed, p.moves.length, stream) };
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
