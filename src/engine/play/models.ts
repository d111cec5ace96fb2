/**
 * Every game's model, by id. The mapped type makes a missing game a type
 * error, and each entry's `id` must be its key.
 */
import type { GameId } from '../ids.ts';
import { MODEL as BLUFF_N_PEG } from '../games/bluff-n-peg/model.ts';
import { MODEL as NINAS_FIVE } from '../games/ninas-five/model.ts';
import { MODEL as NUCLEAR } from '../games/nuclear-holdem/model.ts';
import { MODEL as PEEKABOO } from '../games/peekaboo/model.ts';
import { MODEL as POKERS_WILD } from '../games/pokers-wild/model.ts';
import type { AnyModel } from './types.ts';

export const MODELS: { readonly [G in GameId]: AnyModel & { readonly id: G } } = {
  'ninas-five': NINAS_FIVE as AnyModel & { readonly id: 'ninas-five' },
  peekaboo: PEEKABOO as AnyModel & { readonly id: 'peekaboo' },
  'nuclear-holdem': NUCLEAR as AnyModel & { readonly id: 'nuclear-holdem' },
  'pokers-wild': POKERS_WILD as AnyModel & { readonly id: 'pokers-wild' },
  'bluff-n-peg': BLUFF_N_PEG as AnyModel & { readonly id: 'bluff-n-peg' },
};
