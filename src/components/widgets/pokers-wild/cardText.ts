/** Small card labels for the scorer: "7♥" on the face, "7 of hearts" read aloud. */
import { JOKER_MARK, faceText, isJoker, rankOf, type Card } from '../../../engine/hands/cards.ts';

/** The joker's mark on a square, explained in the board's legend. */
export const JOKER_FACE = JOKER_MARK;

/** What a square shows: "7♥", "10♣", or ★ for a joker (a word would not fit a square and broke as "Joke/r"). */
export function cardFace(card: Card): string {
  return faceText(card).short;
}

export function cardSpoken(card: Card): string {
  const face = faceText(card);
  if (isJoker(card)) return face.name;
  // Number cards by their digits ("7 of hearts"), picture cards and aces by name.
  return `${rankOf(card) <= 8 ? face.rank : face.rankName} of ${face.suitName}`;
}

export const isRed = (card: Card): boolean => faceText(card).red;

/** ", Q♣" for jacks, queens, kings and aces, so a button's name contains the letter it shows. */
export const faceHint = (card: Card): string => (!isJoker(card) && rankOf(card) >= 9 ? `, ${cardFace(card)}` : '');
