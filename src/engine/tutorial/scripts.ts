/** Every game's guided first round, by game id. The mapped type makes a missing game a type error. */
import type { GameId } from '../ids.ts';
import { BLUFF_N_PEG_TUTORIAL } from '../games/bluff-n-peg/tutorial.ts';
import { NINAS_FIVE_TUTORIAL } from '../games/ninas-five/tutorial.ts';
import { NUCLEAR_HOLDEM_TUTORIAL } from '../games/nuclear-holdem/tutorial.ts';
import { PEEKABOO_TUTORIAL } from '../games/peekaboo/tutorial.ts';
import { POKERS_WILD_TUTORIAL } from '../games/pokers-wild/tutorial.ts';
import type { TutorialScript } from './types.ts';

export const TUTORIALS: { readonly [G in GameId]: TutorialScript & { readonly game: G } } = {
  'ninas-five': NINAS_FIVE_TUTORIAL as TutorialScript & { readonly game: 'ninas-five' },
  peekaboo: PEEKABOO_TUTORIAL as TutorialScript & { readonly game: 'peekaboo' },
  'nuclear-holdem': NUCLEAR_HOLDEM_TUTORIAL as TutorialScript & { readonly game: 'nuclear-holdem' },
  'pokers-wild': POKERS_WILD_TUTORIAL as TutorialScript & { readonly game: 'pokers-wild' },
  'bluff-n-peg': BLUFF_N_PEG_TUTORIAL as TutorialScript & { readonly game: 'bluff-n-peg' },
};
