/** What `simulate --log` tells of Poker's Wild! besides the moves (play/log-deals.ts): the wild spaces, the starter cards and the hands, then each card drawn. */
import { card, cards, gained, type DealLines } from '../../play/deal-words.ts';
import { listAnd } from '../../words.ts';
import type { PwState } from './state.ts';
import { squareWords } from './words.ts';

function pokersWild(before: PwState | null, after: PwState, seats: readonly string[]): string[] {
  if (before === null) {
    const starters = after.starters.map((cell) => `${card(after.cells[cell] ?? 0)} at ${squareWords(cell, after.cols)}`);
    const wild = after.wild.map((cell) => squareWords(cell, after.cols));
    return [
      ...(wild.length === 0 ? [] : [`Wild space${wild.length === 1 ? '' : 's'}: ${listAnd(wild)}.`]),
      `Starter cards: ${listAnd(starters)}.`,
      ...seats.map((name, seat) => `${name} is dealt ${cards(after.hands[seat] ?? [])}.`),
    ];
  }
  return seats.flatMap((name, seat) => {
    const drawn = gained(before.hands[seat] ?? [], after.hands[seat] ?? []);
    return drawn.length === 0 ? [] : [`${name} draws ${cards(drawn)}.`];
  });
}

export const DEAL_LINES: DealLines = (before, after, seats) => pokersWild(before as PwState | null, after as PwState, seats);
