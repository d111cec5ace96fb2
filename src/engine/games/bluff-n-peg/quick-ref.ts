/** Bluff 'N' Peg's quick-reference card: the short reminders beside its ladder (quick-refs.ts says how a line names a ruling). */
import type { GameRulingId, QuickRef } from '../content-types.ts';
import type { RULINGS } from './rulings.ts';

export const QUICK_REF: QuickRef<GameRulingId<'bluff-n-peg', typeof RULINGS>> = {
  stepsTitle: 'A hand',
  steps: [
    "Deal 5 each. From the dealer's left, discard up to 3 and get replacements.",
    "From the dealer's left: fold, or lay cards face up until yours is the best hand showing.",
    'On your 3rd face-up card you may call "double or fold": others accept or fold; if anyone accepts, the bluffing peg moves up one hole.',
    'Best hand laid without folding wins. Score, pass the deal left, bluffing peg back to 1X.',
  ],
  numbers: [
    ['Bluffing zone', { ruling: 'bp-multipliers' }],
    ['Winner scores', 'the points below the bluffing peg'],
    ['Each loser loses', '1 point per card laid × the number above the peg'],
    ['Double or fold', 'at most 3 per hand, once per player'],
    ['Last chance', { ruling: 'bp-last-chance' }],
    ['Winner hole', { ruling: 'bp-track-length' }],
  ],
  notes: [{ ruling: 'bp-fold-penalty' }, 'Out the back: finish the hand; most points wins (tied leaders play one more hand).'],
};
