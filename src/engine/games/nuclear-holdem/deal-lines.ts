/** What `simulate --log` tells of Nuclear Hold'em besides the moves (play/log-deals.ts): the year and the big board, the homes and role cards, each round's hole cards, the board, and a seat's new hole cards after a discard, a swap or a persuasion. */
import { card, cards, same, type DealLines } from '../../play/deal-words.ts';
import type { Card } from '../../hands/cards.ts';
import { ROLE_INFO } from './mechanics.ts';
import { roleOf, type NhState } from './state.ts';
import { US_STATES } from './us-states.ts';

function nuclear(before: NhState | null, after: NhState, seats: readonly string[]): string[] {
  const lines: string[] = [];
  if (before === null) lines.push(`The year is ${after.o.year}: the big board holds ${after.states.length} states.`);
  const all = <T>(xs: readonly (T | null)[]): xs is readonly T[] => xs.every((x) => x !== null);
  if (all(after.homes) && (before === null || !all(before.homes))) {
    const homes = after.homes.map(
      (postal, seat) => `${seats[seat] ?? '?'} ${US_STATES.find((st) => st.postal === postal)?.name ?? postal}`,
    );
    lines.push(`The homes written down: ${homes.join(', ')}.`);
  }
  const role = (c: Card): string => `${card(c)} (${ROLE_INFO[roleOf(c)].nickname})`;
  if (all(after.roleCards) && (before === null || !all(before.roleCards)))
    lines.push(`The role cards: ${after.roleCards.map((c, seat) => `${seats[seat] ?? '?'} ${role(c)}`).join(', ')}.`);
  else if (before !== null)
    seats.forEach((name, seat) => {
      const now = after.roleCards[seat] ?? null;
      const was = before.roleCards[seat] ?? null;
      if (now !== null && was !== null && now !== was) lines.push(`${name}'s role card is now ${role(now)}.`);
    });
  if (after.round > 0 && after.phase !== 'over') {
    if (before === null || after.round !== before.round)
      lines.push(`Round ${after.round}, hole cards: ${seats.map((name, seat) => `${name} ${cards(after.hands[seat] ?? [])}`).join(', ')}.`);
    else
      seats.forEach((name, seat) => {
        const now = after.hands[seat] ?? [];
        if (!same(now, before.hands[seat])) lines.push(`${name} now holds ${cards(now)}.`);
      });
    if (after.board.length > 0 && (before === null || before.round !== after.round || !same(after.board, before.board)))
      lines.push(`The board: ${cards(after.board)}.`);
  }
  return lines;
}

export const DEAL_LINES: DealLines = (before, after, seats) => nuclear(before as NhState | null, after as NhState, seats);
