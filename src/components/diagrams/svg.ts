/** Small geometry helpers for the build-time diagrams. */
import { RANKS, SUIT_SYMBOLS, rankOf, suitOf } from '../../engine/cards.ts';
import { parseHandNotation } from '../rules/cards.ts';

/** Pip centres for a die face on a unit square (0..1). */
export const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
  6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
};

export interface CardLabel {
  readonly text: string;
  readonly red: boolean;
}

/** "Qh" -> { text: "Q♥", red: true }; "X" -> { text: "★", red: false }. */
export function cardLabel(notation: string): CardLabel {
  const [held] = parseHandNotation(notation);
  if (!held) throw new Error(`Bad card ${notation}`);
  if (held.card >= 52) return { text: '★', red: false };
  const r = RANKS[rankOf(held.card)] ?? '?';
  const s = suitOf(held.card);
  return { text: `${r === 'T' ? '10' : r}${SUIT_SYMBOLS[s] ?? ''}`, red: s === 1 || s === 2 };
}
