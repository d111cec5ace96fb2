/**
 * A game's moves in a link. Each move is written as its index among the legal
 * moves of the seat to act at that point (`legalMoves(state, toAct(state))`),
 * in base 36, and the indices are joined by dots: "0.3.a.1". Short, and it
 * can only ever name a legal move: each index picks from the legal moves at
 * its point, and a link that goes wrong keeps the moves before the first bad one.
 *
 * How long a record gets (measured over every option's bounds, `maxMoves`, and
 * the most legal moves seen at one point): at most 146,000 moves for Bluff 'N'
 * Peg (six players, five doubles, 2,000 hands; one character a move, since it
 * never has more than 36 legal moves), 7,257 for Nuclear Hold'em, 7,200 for
 * Peekaboo, 2,000 for Nina's Five and 52 for Poker's Wild!. With its dots that
 * is up to 292,000 characters, far more than a server reads in an address
 * (serve.mjs answers 414 past 8,192; Apache and nginx stop near 8 KB), so a
 * long record does not go in the query: play-url.ts moves it after the "#",
 * which the browser keeps and never sends. Nothing here caps the moves below
 * what a game can reach: the text is capped at MAX_RECORD_CHARS, and the
 * replay stops at the game's end.
 */
import type { OptionSpec, OptionValues } from '../../engine/play/options.ts';
import type { GameRules, SeatMove } from '../../engine/play/types.ts';
import { sameMove } from '../../engine/play/moves.ts';
import { play } from '../../engine/play/play.ts';
import { formatCount } from '../../engine/words.ts';
import type { ShellGame } from './model.ts';

/**
 * The longest record text read: just under Firefox's 1 MiB limit on an address (Chromium's is
 * 2 MiB). Every game's longest record (292,000 characters, above) fits with room to spare.
 */
export const MAX_RECORD_CHARS = 1_000_000;
const TOKEN = /^[0-9a-z]{1,3}$/u;

export const encodeIndices = (indices: readonly number[]): string => indices.map((i) => i.toString(36)).join('.');

/** The indices in `text`, up to the first piece that is not one; `error` says what was wrong there (null when all was read). */
export function decodeIndices(text: string): { readonly indices: number[]; readonly error: string | null } {
  const indices: number[] = [];
  if (text === '') return { indices, error: null };
  if (text.length > MAX_RECORD_CHARS)
    return {
      indices,
      error: `The record in the link is longer than ${formatCount(MAX_RECORD_CHARS)} characters, more than any game can reach, so no move was read.`,
    };
  const parts = text.split('.');
  for (const [i, part] of parts.entries()) {
    if (!TOKEN.test(part)) return { indices, error: `Move ${i + 1} in the link is not a move number; the game stops before it.` };
    indices.push(Number.parseInt(part, 36));
  }
  return { indices, error: null };
}

/** A position: every state from the deal on (`states[i]` before move i), the moves, and each move's index. */
export interface Position<S, M> {
  readonly states: readonly S[];
  readonly moves: readonly SeatMove<M>[];
  readonly indices: readonly number[];
}

/** The state before move `i` (`p.moves.length`: the state now). A position always holds its deal, so a missing state is a bug. */
export function stateAt<S, M>(p: Position<S, M>, i: number): S {
  const state = p.states[i];
  if (state === undefined) throw new Error(`A position of ${p.moves.length} moves has no state ${i}.`);
  return state;
}

export const currentState = <S, M>(p: Position<S, M>): S => stateAt(p, p.states.length - 1);

/** The deal: the options (already parsed against the game's specs) checked together by the game's `checkOptions`. */
export function deal<Specs extends readonly OptionSpec[], S, M, V>(
  rules: GameRules<Specs, S, M, V>,
  options: OptionValues<Specs>,
  seed: number,
): { ok: true; position: Position<S, M> } | { ok: false; error: string } {
  const bad = rules.checkOptions?.(options);
  if (bad) return { ok: false, error: bad.message };
  return { ok: true, position: { states: [rules.newGame(options, seed)], moves: [], indices: [] } };
}

/** The position after `move` by `seat`, which is `legal[index]` for the seat to act. */
function grow<S, M>(p: Position<S, M>, seat: number, move: M, index: number, next: S): Position<S, M> {
  return { states: [...p.states, next], moves: [...p.moves, { seat, move }], indices: [...p.indices, index] };
}

/** Where `move` is in `legal`: the same object (a move taken from the list), else an equal move, else -1. */
function indexIn(legal: readonly unknown[], move: unknown): number {
  const same = legal.findIndex((m) => m === move);
  return same >= 0 ? same : legal.findIndex((m) => sameMove(m, move));
}

/**
 * The position after a move from outside the table's own code (the board, the move list): checked by the
 * framework's one `play` (engine/play/play.ts), so a move by the wrong seat, a move after the end or a move
 * that is not legal gives null and leaves the position as it was. The record keeps the legal move it was
 * found as, and its index. `play` reads the shell's kept list (shellGame), so nothing is listed twice.
 */
export function extend<Specs extends readonly OptionSpec[], S, M, V>(
  game: ShellGame<Specs, S, M, V>,
  p: Position<S, M>,
  untrusted: { readonly seat: number; readonly move: unknown },
): Position<S, M> | null {
  const state = currentState(p);
  const next = play(game.rules, state, untrusted);
  if (!next.ok) return null;
  const legal = game.legal(state);
  const index = indexIn(legal, untrusted.move);
  const found = legal[index];
  return found === undefined ? null : grow(p, untrusted.seat, found, index, next.value);
}

/**
 * The position after a move the table's own code took from the legal list of the seat to act (a computer
 * player's choice): applied with the trusted `rules.apply`. Null when the game is over, or when the move is
 * not in the list after all (a computer player's bug), rather than a state no rule made.
 */
export function extendChosen<Specs extends readonly OptionSpec[], S, M, V>(
  game: ShellGame<Specs, S, M, V>,
  p: Position<S, M>,
  move: M,
): Position<S, M> | null {
  const state = currentState(p);
  const seat = game.rules.toAct(state);
  if (seat === null) return null;
  const legal = game.legal(state);
  const index = indexIn(legal, move);
  const found = legal[index];
  return found === undefined ? null : grow(p, seat, found, index, game.rules.apply(state, { seat, move: found }));
}

/**
 * Replay indices from a position; stops before the first index that names no legal move, saying why.
 * Each index picks from the legal moves of the seat to act, so the move it names is applied as it is, with the
 * trusted `rules.apply` (as engine/play/play.ts says of the replay of indices): the link names a place in
 * the list, never a move of its own.
 * Linear in the moves (the lists are built in place, not copied at each move), so a record of
 * 100,000 moves replays in about as many steps.
 */
export function replayIndices<Specs extends readonly OptionSpec[], S, M, V>(
  game: ShellGame<Specs, S, M, V>,
  start: Position<S, M>,
  indices: readonly number[],
): { readonly position: Position<S, M>; readonly error: string | null } {
  const states = [...start.states];
  const moves = [...start.moves];
  const done = [...start.indices];
  const at = (): Position<S, M> => ({ states, moves, indices: done });
  let state = currentState(start);
  for (const index of indices) {
    const seat = game.rules.toAct(state);
    const n = moves.length + 1;
    if (seat === null) return { position: at(), error: `The link has moves after the end of the game; it stops after move ${n - 1}.` };
    const move = game.rules.legalMoves(state, seat)[index];
    if (move === undefined) return { position: at(), error: `Move ${n} in the link is not legal there; the game stops before it.` };
    state = game.rules.apply(state, { seat, move });
    states.push(state);
    moves.push({ seat, move });
    done.push(index);
  }
  return { position: at(), error: null };
}
