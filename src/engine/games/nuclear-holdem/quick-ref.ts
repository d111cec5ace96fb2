/** Nuclear Hold'em's quick-reference card: the short reminders beside its ladder (quick-refs.ts says how a line names a ruling). */
import type { GameRulingId, QuickRef } from '../content-types.ts';
import type { RULINGS } from './rulings.ts';

export const QUICK_REF: QuickRef<GameRulingId<'nuclear-holdem', typeof RULINGS>> = {
  stepsTitle: 'A round',
  steps: [
    'Deal 2 cards each (after the first round).',
    { ruling: 'nh-discard-dealt-cards' },
    'Flop: burn 1, deal 3 face up. Turn: burn 1, deal 1. River: burn 1, deal 1.',
    'Best 5 from your 2 + the 5 community cards. Reveal or fold (left of dealer first if nobody volunteers).',
    'Each winner, clockwise from the dealer: Nuke, Intel, Background check, Persuade or Propose a vote.',
    'Talk, pass the button left, reshuffle.',
  ],
  numbers: [
    ['Players', '4 to 6'],
    ['Roles', 'King = hawk (launch), Queen = dove (disarm), Jack = moderate, Joker = Communist'],
    ['Disarm vote', 'fails on 2 or more votes against'],
    ['Launch vote', 'needs 2 more for than against'],
    ['Nuke', { ruling: 'nh-nuke-count' }],
    ['Year', { ruling: 'nh-hawaii-1959' }],
  ],
  notes: [
    'No wild cards; a community joker is dead. Dealt a joker: it becomes your role card, secretly.',
    'Game ends on a passed vote or when the last state falls (Communists win).',
    { ruling: 'nh-launch-winners' },
  ],
};
