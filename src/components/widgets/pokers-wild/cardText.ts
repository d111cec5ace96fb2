/** The joker's mark on a square, explained in the board's legend. */
export const JOKER_FACE = '★';

/** Small card labels for the scorer: "7♥" on the face, "7 of hearts" read aloud. */
import { RANKS, RANK_NAMES, SUIT_NAMES, SUIT_SYMBOLS, isJoker, rankOf, suitOf, type Card } from '../../../engine/cards.ts';

/** What a square shows: "7♥", "10♣", or ★ for a joker (a word would not fit a square and broke as "Joke/r"). */
export function cardFace(card: Card): string {
  if (isJoker(card)) return JOKER_FACE;
  const rank = RANKS[rankOf(card)] ?? '?';
  return `${rank === 'T' ? '10' : rank}${SUIT_SYMBOLS[suitOf(card)] ?? ''}`;
}

export function cardSpoken(card: Card): string {
  if (isJoker(card)) return 'joker';
  const r = rankOf(card);
  const rank = r <= 8 ? String(r + 2) : (RANK_NAMES[r] ?? '?');
  return `${rank} of ${SUIT_NAMES[suitOf(card)] ?? '?'}`;
}

export const isRed = (card: Card): boolean => !isJoker(card) && (suitOf(card) === 1 || suitOf(card) === 2);

/** ", Q♣" for jacks, queens, kings and aces, so a button's name contains the letter it shows. */
export const faceHint = (card: Card): string => (!isJoker(card) && rankOf(card) >= 9 ? `, ${cardFace(card)}` : '');
