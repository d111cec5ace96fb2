/** Card and die faces for the pictures, from the engine's own faces (no second copy of ranks or suits). */
import { faceText } from '../../engine/hands/cards.ts';
import { parseHandNotation } from '../rules/cards.ts';

export interface PictureFace {
  readonly rank: string;
  readonly suit: string;
  readonly tone: 'red' | 'black' | 'joker';
}

/** "Qh" -> { rank: "Q", suit: "♥", tone: "red" }; "X" -> the joker's mark, tone "joker". Throws at build time on a typo. */
export function pictureFace(notation: string): PictureFace {
  const [held] = parseHandNotation(notation);
  if (!held) throw new Error(`Bad card in a picture: ${notation}`);
  const face = faceText(held.card);
  const tone = face.rankName === 'joker' ? 'joker' : face.red ? 'red' : 'black';
  return { rank: face.rank, suit: face.suit, tone };
}
