/** Poker's Wild!'s quick-reference card: the short reminders beside its ladder (quick-refs.ts says how a line names a ruling). */
import type { GameRulingId, QuickRef } from '../content-types.ts';
import type { RULINGS } from './rulings.ts';

export const QUICK_REF: QuickRef<GameRulingId<'pokers-wild', typeof RULINGS>> = {
  stepsTitle: 'A turn',
  steps: [
    'Lay 1 card face up on an empty space touching a card on the board, side to side or end to end (not diagonally).',
    'Cards never move: a card laid is a card played.',
    'If your card is part of a hand of up to 5 cards in a straight line through it (in any order), mark that hand on your scorecard.',
    'Draw 1 card. When the deck is gone, play on until every card is played.',
  ],
  numbers: [
    ['Scoring line', { ruling: 'pw-one-direction' }],
    ['Deal', '5 cards each; 2 cards face up on the starter spaces'],
    ['Wild cards', { ruling: 'pw-wild-cards' }],
    ['Wild spaces', '2; no card is ever laid on one'],
    ['End', 'all cards played: highest total wins'],
  ],
  notes: [{ ruling: 'pw-short-lines' }],
};
