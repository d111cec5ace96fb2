/** The words every game's deal lines share (games/<id>/deal-lines.ts; what they are for is in play/log-deals.ts). */
import { faceText, isJoker, type Card } from '../hands/cards.ts';

/** A card in a list of cards: "Q♥", "10♣", "joker". */
export const card = (c: Card): string => (isJoker(c) ? 'joker' : faceText(c).short);
export const cards = (cs: readonly Card[]): string => cs.map(card).join(' ');
/** The cards in `now` that were not in `before`, in `now`'s order. */
export const gained = (before: readonly Card[], now: readonly Card[]): Card[] => now.filter((c) => !before.includes(c));
export const same = (a: readonly number[] | undefined, b: readonly number[] | undefined): boolean =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A game's lines to print after a move (`before` the state it was played in)
 * or, with `before` null, at the start of the game (`after` the new game).
 * States are the game's own (the model's `newGame` and `play`).
 */
export type DealLines = (before: unknown, after: unknown, seats: readonly string[]) => string[];
