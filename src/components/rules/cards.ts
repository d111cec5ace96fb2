/**
 * Helpers for drawing cards and dice on the rules pages (build time only).
 * Hands may be given as engine values (HeldCard[], Die[]) or in the site's
 * notation ("Ah Kd X=Qh", "6 6 6 3 2").
 */
import { faceText, isJoker, parseToken, type Card, type HeldCard } from '../../engine/hands/cards.ts';
import { isDie, type Die } from '../../engine/hands/dice.ts';

export interface CardFace {
  /** "A", "10", "Q", or "" for a free joker. */
  readonly rank: string;
  /** "♥" etc., or "" for a free joker. */
  readonly suit: string;
  readonly red: boolean;
  readonly joker: boolean;
  /** For screen readers: "ace of hearts", "joker", "joker played as the queen of hearts". */
  readonly name: string;
}

function naturalFace(card: Card): { rank: string; suit: string; red: boolean; name: string } {
  const { rank, suit, red, name } = faceText(card);
  return { rank, suit, red, name };
}

export function faceOf(held: HeldCard): CardFace {
  if (isJoker(held.card)) {
    if (held.declared === undefined) return { rank: '', suit: '', red: false, joker: true, name: 'joker' };
    const f = naturalFace(held.declared);
    return { ...f, joker: true, name: `joker played as the ${f.name}` };
  }
  return { ...naturalFace(held.card), joker: false };
}

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
