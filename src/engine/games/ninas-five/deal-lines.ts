/** What `simulate --log` tells of Nina's Five besides the moves (play/log-deals.ts): each shuffle's hands, and each trick's face-down peekaboo cards (and the first flop, which no move deals). */
import { card, cards, type DealLines } from '../../play/deal-words.ts';
import { TEAM_NAMES, type NfState } from './state.ts';

function ninasFive(before: NfState | null, after: NfState, seats: readonly string[]): string[] {
  if (after.step === 'over') return [];
  const lines: string[] = [];
  const newTrick = before === null || after.trick !== before.trick;
  if (newTrick && after.shuffleTrick === 1)
    seats.forEach((name, seat) => lines.push(`${name} is dealt ${cards(after.hands[seat] ?? [])}.`));
  // Later tricks' flops are in the move that deals them.
  if (before === null) lines.push(`${seats[after.dealer] ?? '?'} deals trick ${after.trick}, flop ${cards(after.community)}.`);
  const [a, b] = after.peekaboo;
  if (newTrick && a !== null && b !== null)
    lines.push(`Peekaboo cards, face down: ${TEAM_NAMES[0]} ${card(a)}, ${TEAM_NAMES[1]} ${card(b)}.`);
  return lines;
}

export const DEAL_LINES: DealLines = (before, after, seats) => ninasFive(before as NfState | null, after as NfState, seats);
