/** Small geometry helpers for the build-time diagrams. */
import { faceText } from '../../engine/hands/cards.ts';
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
  const face = faceText(held.card);
  return { text: face.short, red: face.red };
}
