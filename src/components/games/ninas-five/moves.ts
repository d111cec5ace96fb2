/**
 * Nina's Five board helpers with no DOM: where each seat sits around the
 * drawn table, the words on the board's buttons, and which of the legal moves
 * each control stands for. Kept apart from Board.tsx so the unit tests can
 * check them under plain Node.
 */
import { faceText, isJoker, rankOf, suitOf, SUIT_NAMES, type Card } from '../../../engine/hands/cards.ts';
import type { NfMove } from '../../../engine/games/ninas-five/state.ts';

/** Places around the drawn table, the player's own seat at the bottom, then clockwise. */
export const PLACES = ['bottom', 'left', 'top', 'right'] as const;
export type Place = (typeof PLACES)[number];

/** Where `seat` sits when the table is drawn from `me`'s chair. */
export const placeOf = (seat: number, me: number): Place => PLACES[(seat - me + 4) % 4] ?? 'top';

/** "7♣", or "joker". */
export const cardShort = (c: Card): string => (isJoker(c) ? 'joker' : faceText(c).short);

/** The plain lay move for a natural card in hand, if it is legal. */
export const layMove = (legal: readonly NfMove[], card: Card): NfMove | undefined =>
  legal.find((m) => m.kind === 'lay' && m.card === card && m.as === undefined);

/** Every name the joker `card` may be laid as now, in the engine's card order. */
export const jokerNamesOf = (legal: readonly NfMove[], card: Card): Card[] =>
  legal.flatMap((m) => (m.kind === 'lay' && m.card === card && m.as !== undefined ? [m.as] : []));

/**
 * Where the joker's naming list starts when no hint names a card (issue 24, item 11): the highest rank it may
 * be named, in the list's own suit order (spades first), so the button never opens on a 2. Null for no names.
 */
export function highestName(names: readonly Card[]): Card | null {
  let best: Card | null = null;
  for (const c of names)
    if (best === null || rankOf(c) > rankOf(best) || (rankOf(c) === rankOf(best) && suitOf(c) < suitOf(best))) best = c;
  return best;
}

/** The peekaboo move that replaces `seat`'s first card, or passes. */
export const peekabooMove = (legal: readonly NfMove[], replace: number | 'pass'): NfMove | undefined =>
  legal.find((m) => m.kind === 'peekaboo' && m.replace === replace);

/** The joker names grouped by suit, for the naming list's option groups. */
export function namesBySuit(names: readonly Card[]): { readonly suit: string; readonly cards: readonly Card[] }[] {
  return SUIT_NAMES.map((suit, s) => ({ suit, cards: names.filter((c) => suitOf(c) === s) })).filter((g) => g.cards.length > 0);
}
