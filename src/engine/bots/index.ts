/**
 * The computer players of every game, by id and level, apart from the games: a game's rules never import a bot.
 * `random` is the one generic player (random.ts); each game brings its own `sensible` player (games/<id>/bots.ts).
 * The mapped type makes a game without players a type error.
 */
import type { GameId } from '../ids.ts';
import type { MoveOf, ViewOf } from '../games/index.ts';
import { SENSIBLE as BLUFF_N_PEG } from '../games/bluff-n-peg/bots.ts';
import { SENSIBLE as NINAS_FIVE } from '../games/ninas-five/bots.ts';
import { SENSIBLE as NUCLEAR } from '../games/nuclear-holdem/bots.ts';
import { SENSIBLE as PEEKABOO } from '../games/peekaboo/bots.ts';
import { SENSIBLE as POKERS_WILD } from '../games/pokers-wild/bots.ts';
import { levels, type GameBots } from './levels.ts';

export { levels, type GameBots } from './levels.ts';

export const BOTS: { readonly [G in GameId]: GameBots<ViewOf<G>, MoveOf<G>> } = {
  'ninas-five': levels(NINAS_FIVE),
  peekaboo: levels(PEEKABOO),
  'nuclear-holdem': levels(NUCLEAR),
  'pokers-wild': levels(POKERS_WILD),
  'bluff-n-peg': levels(BLUFF_N_PEG),
};
