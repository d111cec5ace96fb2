/**
 * A game's moves in a link. Each move is written as its index among the legal
 * moves of the seat to act at that point (`legalMoves(state, toAct(state))`),
 * in base 36, and the indices are joined by dots: "0.3.a.1". Short, and it
 * can only ever name a legal move: replaying it through the model checks every
 * move, and a link that goes wrong keeps the moves before the first bad one.
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
import { optionsFromJson } from '../../engine/play/options.ts';
import type { SeatMove } from '../../engine/play/types.ts';
import type { OptionMap, PlayModel } from './model.ts';
import { sameMove } from '../../engine/play/moves.ts';
import { formatCount } from '../../engine/words.ts';

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

export const currentState = <S, M>(p: Position<S, M>): S => p.states[p.states.length - 1] as S;

/** The deal: options checked by the model (`optionsFromJson`, then `checkOptions`). */
export function deal<S, M, V>(
  model: PlayModel<S, M, V>,
  options: OptionMap,
  seed: number,
): { ok: true; position: Position<S, M> } | { ok: false; error: string } {
  const parsed = optionsFromJson(model.options, options);
  if (!parsed.ok) return { ok: false, error: parsed.error.message };
  const bad = model.checkOptions?.(parsed.value);
  if (bad) return { ok: false, error: bad.message };
  return { ok: true, position: { states: [model.newGame(parsed.value, seed)], moves: [], indices: [] } };
}

/** The position after one more move (which must be one of `legalMoves` for the seat to act), or null if it is not legal. */
export function extend<S, M, V>(model: PlayModel<S, M, V>, p: Position<S, M>, move: M): Position<S, M> | null {
  const state = currentState(p);
  const seat = model.toAct(state);
  if (seat === null) return null;
  const index = model.legalMoves(state, seat).findIndex((m) => sameMove(m, move));
  if (index < 0) return null;
  const next = model.play(state, { seat, move });
  if (!next.ok) return null;
  return { states: [...p.states, next.value], moves: [...p.moves, { seat, move }], indices: [...p.indices, index] };
}

/**
 * Replay indices from a position; stops before the first index that names no legal move, saying why.
 * Linear in the moves (the lists are built in place, not copied at each move), so a record of
 * 100,000 moves replays in about as many steps.
 */
export function replayIndices<S, M, V>(
  model: PlayModel<S, M, V>,
  start: Position<S, M>,
  indices: readonly number[],
): { readonly position: Position<S, M>; readonly error: string | null } {
  const states = [...start.states];
  const moves = [...start.moves];
  const done = [...start.indices];
  const at = (): Position<S, M> => ({ states, moves, indices: done });
  for (const index of indices) {
    const state = states[states.length - 1] as S;
    const seat = model.toAct(state);
    const n = moves.length + 1;
    if (seat === null) return { position: at(), error: `The link has moves after the end of the game; it stops after move ${n - 1}.` };
    const move = model.legalMoves(state, seat)[index];
    const next = move === undefined ? null : model.play(state, { seat, move });
    if (move === undefined || next === null || !next.ok)
      return { position: at(), error: `Move ${n} in the link is not legal there; the game stops before it.` };
    states.push(next.value);
    moves.push({ seat, move });
    done.push(index);
  }
  return { position: at(), error: null };
}
