/**
 * TRANSITIONAL (architecture issue): the move words the practice table gave before every game had a
 * `moveLabel` of its own: each legal move played, the log's sentence for it cut to its first clause (the rest
 * may tell what the move leads to, a roll or a draw, which the player must not learn before choosing), and
 * moves whose clause reads the same told apart by their own fields. The shell no longer uses it: it words a
 * move only through its game's `words.moveLabel(view, move, names)` (model.ts) and never plays a move to find
 * its words. The engine's words tests (tests/engine/play/*-words.test.ts, the harness) still read it as the
 * oracle the new labels were checked against; it goes when they stop.
 */
import { faceText } from '../../engine/hands/cards.ts';
import { capitalize } from '../../engine/words.ts';
import type { OptionSpec } from '../../engine/play/options.ts';
import type { GameModel } from '../../engine/play/types.ts';

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
