/** Small geometry helpers for the build-time diagrams. */
import { RANKS, SUIT_SYMBOLS, rankOf, suitOf } from '../../engine/cards.ts';
import { parseHandNotation } from '../rules/cards.ts';

/** Pip centres for a die face on a unit square (0..1). */
export { PIPS } from '../pips.ts';

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
