/**
 * Bluff 'N' Peg's turn arithmetic that both the game (rules.ts) and the table companion (companion.ts) use: who deals
 * next, and the peg a play-off hand scores from. Apart from pegging.ts because the rules page's scorer bundles
 * pegging.ts and needs neither (every byte of that page counts against its 40 KB budget: tests/e2e/budget.spec.ts).
 */
import { outTheBack, type BoardRules } from './pegging.ts';

/** A peg clamped into the positions scoreHandOn accepts: a play-off hand after out the back or the winner hole scores from these. */
export const playablePeg = (board: BoardRules, peg: number): number => Math.min(board.winnerHole - 1, Math.max(outTheBack(board) + 1, peg));

/** Who deals next: the deal passes left from `dealer` to the next of `seats` (those playing the coming hand) at a table of `players`. */
export function nextDealerAmong(dealer: number, players: number, seats: readonly number[]): number {
  for (let k = 1; k <= players; k++) {
    const seat = (dealer + k) % players;
    if (seats.includes(seat)) return seat;
  }
  return dealer;
}
