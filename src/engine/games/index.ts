/**
 * Every game's parts, by id: its rules, its words and its figures (games/<id>/index.ts). The mapped type makes a
 * missing game a type error, and each entry's rules carry its own id. Engine-wide code (simulation, records, the
 * CLI, the Balance Lab, the site's build) reads games from here; a page's island imports only its own game's
 * files, so its bundle holds one game.
 */
import type { GameId } from '../ids.ts';
import type { OptionSpec } from '../play/options.ts';
import type { GameParts } from '../play/types.ts';
import { PARTS as BLUFF_N_PEG } from './bluff-n-peg/index.ts';
import { PARTS as NINAS_FIVE } from './ninas-five/index.ts';
import { PARTS as NUCLEAR } from './nuclear-holdem/index.ts';
import { PARTS as PEEKABOO } from './peekaboo/index.ts';
import { PARTS as POKERS_WILD } from './pokers-wild/index.ts';

export const GAME_PARTS = {
  'ninas-five': NINAS_FIVE,
  peekaboo: PEEKABOO,
  'nuclear-holdem': NUCLEAR,
  'pokers-wild': POKERS_WILD,
  'bluff-n-peg': BLUFF_N_PEG,
} as const satisfies { readonly [G in GameId]: AnyParts };

/** Any game's parts, with its types erased: what generic code (simulation, records, the CLI) handles. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- erased only where the code is generic over every game; each game's own code keeps its types
export type AnyParts = GameParts<readonly OptionSpec[], any, any, any>;

export type PartsOf<G extends GameId> = (typeof GAME_PARTS)[G];
export type StateOf<G extends GameId> = ReturnType<PartsOf<G>['rules']['newGame']>;
export type ViewOf<G extends GameId> = ReturnType<PartsOf<G>['rules']['view']>;
export type MoveOf<G extends GameId> = ReturnType<PartsOf<G>['rules']['legalMoves']>[number];
