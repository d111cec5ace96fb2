/** What `simulate --log` tells of Peekaboo besides the moves (play/log-deals.ts): the chips and the roll for the first player, and each round's peekers once they are rolled. */
import { same, type DealLines } from '../../play/deal-words.ts';
import type { PeekabooState } from './state.ts';

function peekaboo(before: PeekabooState | null, after: PeekabooState, seats: readonly string[]): string[] {
  const lines: string[] = [];
  if (before === null) {
    const chips = after.chips[0] ?? 0;
    lines.push(`Each player has ${chips} chip${chips === 1 ? '' : 's'}.`);
    const rolls = after.openingRolls.map(
      (row, k) =>
        `${k === 0 ? 'Rolling for the first player' : 'rolling again'}: ${row.flatMap((die, seat) => (die === 0 ? [] : [`${seats[seat] ?? '?'} ${die}`])).join(', ')}`,
    );
    lines.push(`${rolls.join('; ')}. ${seats[after.first] ?? '?'} goes first.`);
  }
  const rolled = after.peekers.some((p) => p.length > 0) && !after.peekers.every((p, seat) => same(p, before?.peekers[seat]));
  if (rolled) {
    const cups = seats.flatMap((name, seat) => {
      const dice = after.peekers[seat] ?? [];
      return dice.length === 0 ? [] : [`${name} ${dice.join(' ')}`];
    });
    lines.push(`Under the cups, the peekers: ${cups.join(', ')}.`);
  }
  return lines;
}

export const DEAL_LINES: DealLines = (before, after, seats) => peekaboo(before as PeekabooState | null, after as PeekabooState, seats);
