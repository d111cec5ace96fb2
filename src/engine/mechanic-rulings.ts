/**
 * Every mechanic ruling by game, gathered from the modules that implement
 * each mechanic (hand-ranking rulings live in rulings.ts).
 */
import { RULINGS as BLUFF_N_PEG } from './games/bluff-n-peg/rulings.ts';
import type { GameId } from './ids.ts';
import { RULINGS as NINAS_FIVE } from './games/ninas-five/rulings.ts';
import { RULINGS as NUCLEAR } from './games/nuclear-holdem/rulings.ts';
import { RULINGS as PEEKABOO } from './games/peekaboo/rulings.ts';
import { RULINGS as POKERS_WILD } from './games/pokers-wild/rulings.ts';
import type { Ruling } from './hands/ruling.ts';

export const MECHANIC_RULINGS = {
  'ninas-five': NINAS_FIVE,
  peekaboo: PEEKABOO,
  'nuclear-holdem': NUCLEAR,
  'pokers-wild': POKERS_WILD,
  'bluff-n-peg': BLUFF_N_PEG,
} as const satisfies { readonly [G in GameId]: readonly Ruling[] };
