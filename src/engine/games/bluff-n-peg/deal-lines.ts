/** What `simulate --log` tells of Bluff 'N' Peg besides the moves (play/log-deals.ts): the draw for the first deal, each hand's cards and dealer, and the cards thrown away and drawn. */
import { card, cards, gained, type DealLines } from '../../play/deal-words.ts';
import type { BpState } from './state.ts';

function bluffNPeg(before: BpState | null, after: BpState, seats: readonly string[]): string[] {
  const lines: string[] = [];
  if (before === null) {
    const draws = after.draw.map(
      (row, k) =>
        `${k === 0 ? 'The draw for the first deal' : 'drawing again'}: ${row.flatMap((c, seat) => (c < 0 ? [] : [`${seats[seat] ?? '?'} ${card(c)}`])).join(', ')}`,
    );
    lines.push(`${draws.join('; ')}.`);
  }
  if (after.phase === 'over') return lines;
  const newHand = before === null || after.stats.hands !== before.stats.hands;
  if (newHand) {
    // stats.hands counts the hands dealt, this one included.
    lines.push(`Hand ${after.stats.hands}${after.playOff ? ', a play-off' : ''}: ${seats[after.dealer] ?? '?'} deals.`);
    for (const seat of after.seats) lines.push(`${seats[seat] ?? '?'} is dealt ${cards(after.held[seat] ?? [])}.`);
    return lines;
  }
  // The replacements come when the last player has discarded, for everyone at once.
  for (const seat of after.seats) {
    const drawn = gained(before.held[seat] ?? [], after.held[seat] ?? []);
    if (drawn.length > 0) lines.push(`${seats[seat] ?? '?'} throws away ${cards(after.thrown[seat] ?? [])} and draws ${cards(drawn)}.`);
  }
  return lines;
}

export const DEAL_LINES: DealLines = (before, after, seats) => bluffNPeg(before as BpState | null, after as BpState, seats);
