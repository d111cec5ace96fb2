/** Nina's Five's quick-reference card: the short reminders beside its ladder (quick-refs.ts says how a line names a ruling). */
import type { GameRulingId, QuickRef } from '../content-types.ts';
import type { RULINGS } from './rulings.ts';

export const QUICK_REF: QuickRef<GameRulingId<'ninas-five', typeof RULINGS>> = {
  stepsTitle: 'A trick',
  steps: [
    'Flop: dealer turns 2 community cards face up.',
    "From the dealer's left, clockwise: each player lays 1 card face up.",
    "Peekaboo (optional): each team may swap its face-down peekaboo card for one of the other team's laid cards.",
    'River: dealer turns a 3rd community card face up.',
    "From the dealer's left, clockwise: each player lays a 2nd card.",
    'Each team makes its best 5 of 7 (3 community + its 4 laid cards). Better hand takes the trick; equal hands: nobody does.',
    'Deal passes left.',
    { ruling: 'nf-six-cards-three-tricks' },
  ],
  numbers: [
    ['Players', '4, in 2 teams; partners sit opposite'],
    ['Deck', '52 cards + 2 jokers (wild)'],
    ['Peekaboo cards', '1 per team every trick, face down, unseen'],
    ['Community cards', '2 (flop) + 1 (river)'],
    ['To win', '6 tricks'],
  ],
  notes: [
    'A joker you lay: name it at once. A community joker: each team names it at the end of the trick.',
    'No full house. No hints about your cards.',
  ],
};
