/**
 * TRANSITIONAL (architecture issue; deleted when the last game's words.ts lands): move labels for a game
 * still in one object (`games/<id>/model.ts`) with no `moveLabel` of its own.
 *
 * The shell words a move only through its game's `words.moveLabel(view, move, names)`, and never plays a
 * move to find its words. A one-object model without a `moveLabel` gets one from `partsOf` that says
 * nothing (''), so `playPartsOf` gives it the words the move list had before: each legal move played, the
 * log's sentence for it cut to its first clause (the rest may tell what the move leads to, a roll or a
 * draw, which the player must not learn before choosing), and moves whose clause reads the same told
 * apart by their own fields. To find the state behind a view, its `view` remembers which state and seat
 * each view it returns was made from. When a game's split lands, its island takes `PARTS` and `SENSIBLE`
 * instead and none of this runs for it.
 */
import { faceText } from '../../engine/hands/cards.ts';
import { capitalize } from '../../engine/words.ts';
import { levels } from '../../engine/bots/levels.ts';
import { partsOf } from '../../engine/play/from-parts.ts';
import { sameMove } from '../../engine/play/moves.ts';
import type { OptionSpec } from '../../engine/play/options.ts';
import type { GameModel } from '../../engine/play/types.ts';
import type { PlayGame } from './model.ts';

const CARD_FIELDS = new Set(['card', 'as', 'take', 'give', 'replace']);

const cardName = (c: unknown): string => (typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < 54 ? faceText(c).short : String(c));

/** A move's own fields in words ("card 7♣, as 8♣"), for telling apart moves that read the same. */
export function moveFields(move: unknown, seatNames: readonly string[]): string {
  if (typeof move !== 'object' || move === null) return String(move);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(move as Record<string, unknown>)) {
    if (key === 'kind') continue;
    if (key === 'cards' && Array.isArray(value)) parts.push(value.length === 0 ? 'no cards' : `cards ${value.map(cardName).join(' ')}`);
    else if (key === 'dice' && Array.isArray(value)) parts.push(value.length === 0 ? 'no dice' : `dice ${value.join(' ')}`);
    else if (CARD_FIELDS.has(key) && typeof value === 'number') parts.push(`${key} ${cardName(value)}`);
    else if (key === 'target' && typeof value === 'number') parts.push(`${key} ${seatNames[value] ?? String(value)}`);
    else if (key === 'row' || key === 'col')
      parts.push(`${key === 'row' ? 'row' : 'column'} ${typeof value === 'number' ? value + 1 : String(value)}`);
    else
      parts.push(
        `${key} ${typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value)}`,
      );
  }
  return parts.join(', ');
}

/** The first clause of a sentence: up to the first ':', ';' or sentence end. */
export function firstClause(text: string): string {
  const m = /^(.*?)(?:[:;]|\.(?:\s|$))/su.exec(text);
  return (m?.[1] ?? text).trim();
}

/** Each legal move of `seat` in `state` in words, in the order of `legal`: the model's `moveLabel` where it has one, else the log's first clause. */
export function moveLabels<Specs extends readonly OptionSpec[], S, M, V>(
  model: GameModel<Specs, S, M, V>,
  state: S,
  seat: number,
  legal: readonly M[],
  seatNames: readonly string[],
): string[] {
  const name = seatNames[seat] ?? '';
  const { moveLabel } = model;
  if (moveLabel !== undefined) {
    // The game words its moves from the seat's view alone: nothing is played to find the words.
    const view = model.view(state, seat);
    return legal.map((move) => moveLabel(view, move, seatNames));
  }
  const words = legal.map((move) => {
    const after = model.play(state, { seat, move });
    const said = after.ok ? model.describe(state, { seat, move }, after.value) : moveFields(move, seatNames);
    const clause = firstClause(said);
    const bare = name !== '' && clause.startsWith(`${name} `) ? clause.slice(name.length + 1) : clause;
    return capitalize(bare);
  });
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return words.map((w, i) => ((counts.get(w) ?? 0) > 1 ? `${w} (${moveFields(legal[i], seatNames)})` : w));
}

/** Where a view came from, and (once asked) the words of every legal move there. */
interface Made<S> {
  readonly state: S;
  readonly seat: number;
  labels: readonly string[] | null;
}

/**
 * TRANSITIONAL: a one-object model as the shell's game: `partsOf(model)`, its players `levels(model.bots.sensible)`,
 * and, when the model has no `moveLabel`, words for its moves found as the move list found them before the split.
 */
export function playPartsOf<Specs extends readonly OptionSpec[], S extends object, M, V>(
  model: GameModel<Specs, S, M, V>,
): PlayGame<Specs, S, M, V> {
  const { rules, words } = partsOf(model);
  const bots = levels(model.bots.sensible);
  if (model.moveLabel !== undefined) return { rules, words, bots };
  // The labels need the legal moves the shell has just asked for: kept per state and seat, so they are listed once.
  const listed = new WeakMap<S, Map<number, readonly M[]>>();
  const legalMoves = (state: S, seat: number): readonly M[] => {
    const bySeat = listed.get(state) ?? new Map<number, readonly M[]>();
    listed.set(state, bySeat);
    const kept = bySeat.get(seat);
    if (kept !== undefined) return kept;
    const moves = rules.legalMoves(state, seat);
    bySeat.set(seat, moves);
    return moves;
  };
  const made = new WeakMap<object, Made<S>>();
  const view = (state: S, seat: number): V => {
    const seen = rules.view(state, seat);
    if (typeof seen === 'object' && seen !== null) made.set(seen, { state, seat, labels: null });
    return seen;
  };
  const moveLabel = (seen: V, move: M, seatNames: readonly string[]): string => {
    const from = typeof seen === 'object' && seen !== null ? made.get(seen) : undefined;
    if (from === undefined) return moveFields(move, seatNames);
    const legal = legalMoves(from.state, from.seat);
    from.labels ??= moveLabels(model, from.state, from.seat, legal, seatNames);
    const i = legal.findIndex((m) => m === move || sameMove(m, move));
    return from.labels[i] ?? moveFields(move, seatNames);
  };
  return { rules: { ...rules, legalMoves, view }, words: { ...words, moveLabel }, bots };
}
