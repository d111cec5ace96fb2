/** Peekaboo's quick-reference card: the short reminders beside its ladder (quick-refs.ts says how a line names a ruling). */
import type { GameRulingId, QuickRef } from '../content-types.ts';
import type { RULINGS } from './rulings.ts';

export const QUICK_REF: QuickRef<GameRulingId<'peekaboo', typeof RULINGS>> = {
  stepsTitle: 'A round',
  steps: [
    'First player sets the ante; everyone who plays matches it.',
    'Everyone rolls 2 peekers under their cup. Keep them hidden; no rerolls this round.',
    'From the first player, going left: roll your 3 lookers up to 3 times, setting dice aside between rolls; keeping all 3 ends your turn.',
    { ruling: 'pk-kept-dice-stay' },
    'First player checks, raises or folds; then each player in turn meets, raises or folds (one chance each).',
    { ruling: 'pk-raise-again' },
    { ruling: 'pk-cover' },
    'Players still in lift their cups: best five dice take the pot.',
    'First player passes to the left.',
  ],
  numbers: [
    ['Players', '2 to 6'],
    ['Dice', '5 each: 2 peekers (hidden), 3 lookers (open)'],
    ['Looker rolls', 'up to 3 per turn'],
    ['Ties', 'higher numbers win, then the next highest die; a perfect tie splits the pot'],
    ['Game ends', 'after the agreed number of rounds: most chips wins'],
  ],
  notes: ['Out of chips: you are out, unless you buy back in.'],
};
