/**
 * Every mechanic ruling by game, gathered from the modules that implement
 * each mechanic (hand-ranking rulings live in rulings.ts).
 */
import { RULINGS as BLUFF_N_PEG } from './bluff-n-peg.ts';
import type { GameId } from './games.ts';
import { RULINGS as NINAS_FIVE } from './ninas-five.ts';
import { RULINGS as NUCLEAR } from './nuclear.ts';
import { RULINGS as PEEKABOO } from './peekaboo.ts';
import { RULINGS as POKERS_WILD } from './pokers-wild-board.ts';
import type { Ruling } from './ruling.ts';

export const MECHANIC_RULINGS = {
  'ninas-five': NINAS_FIVE,
  peekaboo: PEEKABOO,
  'nuclear-holdem': NUCLEAR,
  'pokers-wild': POKERS_WILD,
  'bluff-n-peg': BLUFF_N_PEG,
} as const satisfies { readonly [G in GameId]: readonly Ruling[] };
