/**
 * Every game's table companion, by id (issue 26). The mapped type makes a missing game a type error, and each
 * companion carries its own id. The store, the record (record.ts: `readRecord(input, companionOf)`) and the page
 * shell read companions from here; a game's companion page may import its own game's file alone.
 */
import type { GameId } from '../ids.ts';
import type { AnyCompanion } from './types.ts';
import { COMPANION as BLUFF_N_PEG } from '../games/bluff-n-peg/companion.ts';
import { COMPANION as NINAS_FIVE } from '../games/ninas-five/companion.ts';
import { COMPANION as NUCLEAR } from '../games/nuclear-holdem/companion.ts';
import { PEEKABOO_COMPANION as PEEKABOO } from '../games/peekaboo/companion.ts';
import { COMPANION as POKERS_WILD } from '../games/pokers-wild/companion.ts';

export const COMPANIONS = {
  'ninas-five': NINAS_FIVE,
  peekaboo: PEEKABOO,
  'nuclear-holdem': NUCLEAR,
  'pokers-wild': POKERS_WILD,
  'bluff-n-peg': BLUFF_N_PEG,
} as const satisfies { readonly [G in GameId]: AnyCompanion };

/** A game's companion, for code that handles every game alike (`readRecord`'s second argument). */
export const companionOf = (id: GameId): AnyCompanion => COMPANIONS[id];
