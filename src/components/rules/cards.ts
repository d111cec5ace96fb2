/**
 * Helpers for the rules pages' rows of cards and dice (build time only); the
 * drawing itself is the SVG kit's (components/svg).
 * Hands may be given as engine values (HeldCard[], Die[]) or in the site's
 * notation ("Ah Kd X=Qh", "6 6 6 3 2").
 */
import { parseToken, type HeldCard } from '../../engine/hands/cards.ts';
import { isDie, type Die } from '../../engine/hands/dice.ts';

/** Parse notation for display. Throws on bad input so a typo fails the build. */
export function parseHandNotation(text: string): HeldCard[] {
  let jokers = 0;
  return text
    .split(/[\s,]+/u)
    .filter((t) => t !== '')
    .map((token) => {
      const parsed = parseToken(token);
      if (!parsed.ok) throw new Error(`Bad card "${token}" in "${text}": ${parsed.error.message}`);
      const { joker, declared, card } = parsed.value;
      if (joker) {
        const jokerCard = 52 + jokers++;
        return declared === undefined ? { card: jokerCard } : { card: jokerCard, declared };
      }
      if (card === undefined) throw new Error(`Bad card "${token}" in "${text}"`);
      return { card };
    });
}

export function parseDiceNotation(text: string): Die[] {
  return [...text.replace(/[\s,]+/gu, '')].map((ch) => {
    const n = Number(ch);
    if (!isDie(n)) throw new Error(`Bad die "${ch}" in "${text}"`);
    return n;
  });
}

export function toHeld(cards: readonly HeldCard[] | string): readonly HeldCard[] {
  return typeof cards === 'string' ? parseHandNotation(cards) : cards;
}

export function toDice(dice: readonly Die[] | string): readonly Die[] {
  return typeof dice === 'string' ? parseDiceNotation(dice) : dice;
}
