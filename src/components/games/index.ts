/**
 * The play page's games, by id: each game (its folder's game.ts) with its board, bound together for the
 * page's static walk-through (walk-board.ts), so a board that does not fit its game's state, move and view is
 * a type error. The mapped type makes a missing game a type error. Each game's island is in the page's own
 * list (ISLANDS in pages/games/[id]/play.astro, also mapped over GameId, checked by `astro check`): a client
 * directive needs its component imported by name in an .astro file, and tsc reads no .astro import, so the
 * islands are listed there, one `PlayIsland.astro` per game folder. The walk-through runs at build time only;
 * a page's island still bundles one game.
 */
import type { GameId } from '../../engine/ids.ts';
import { gameUi, type GameUi } from '../play/walk-board.ts';
import BluffNPegBoard from './bluff-n-peg/Board.tsx';
import * as BLUFF_N_PEG from './bluff-n-peg/game.ts';
import NinasFiveBoard from './ninas-five/Board.tsx';
import * as NINAS_FIVE from './ninas-five/game.ts';
import NuclearHoldemBoard from './nuclear-holdem/Board.tsx';
import * as NUCLEAR_HOLDEM from './nuclear-holdem/game.ts';
import PeekabooBoard from './peekaboo/Board.tsx';
import * as PEEKABOO from './peekaboo/game.ts';
import PokersWildBoard from './pokers-wild/Board.tsx';
import * as POKERS_WILD from './pokers-wild/game.ts';

export const GAME_UI: { readonly [G in GameId]: GameUi } = {
  'ninas-five': gameUi(NINAS_FIVE.GAME, NINAS_FIVE.SCRIPT, NinasFiveBoard),
  peekaboo: gameUi(PEEKABOO.GAME, PEEKABOO.SCRIPT, PeekabooBoard),
  'nuclear-holdem': gameUi(NUCLEAR_HOLDEM.GAME, NUCLEAR_HOLDEM.SCRIPT, NuclearHoldemBoard),
  'pokers-wild': gameUi(POKERS_WILD.GAME, POKERS_WILD.SCRIPT, PokersWildBoard),
  'bluff-n-peg': gameUi(BLUFF_N_PEG.GAME, BLUFF_N_PEG.SCRIPT, BluffNPegBoard),
};
