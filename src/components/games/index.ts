/**
 * The play page's games, by id: each game (its folder's game.ts) with its board, bound together for the
 * page's static walk-through (walk-board.ts), so a board that does not fit its game's state, move and view is
 * a type error, and its island (its folder's PlayIsland.astro, which puts Play.tsx on the page with its client
 * directive; tsc types an .astro import through astro/client, `npm run check` checks its props). The mapped type
 * makes a missing game a type error. Only the play page imports this list, and the walk-through runs at build
 * time only: a page's island still bundles one game (tests/unit/play-islands.test.ts).
 */
import type { GameId } from '../../engine/ids.ts';
import type { PlayIslandProps } from '../play/PlayShell.tsx';
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
// The islands after the boards, so the play page's stylesheets keep their order (the boards' before the shell's).
import BluffNPegIsland from './bluff-n-peg/PlayIsland.astro';
import NinasFiveIsland from './ninas-five/PlayIsland.astro';
import NuclearHoldemIsland from './nuclear-holdem/PlayIsland.astro';
import PeekabooIsland from './peekaboo/PlayIsland.astro';
import PokersWildIsland from './pokers-wild/PlayIsland.astro';

/** What the play page takes of a game: its walk-through and its island. */
export interface PlayUi extends GameUi {
  /** The game's island (PlayIsland.astro), which the page renders with its props. */
  readonly Island: (props: PlayIslandProps) => unknown;
}

export const GAME_UI: { readonly [G in GameId]: PlayUi } = {
  'ninas-five': { ...gameUi(NINAS_FIVE.GAME, NINAS_FIVE.SCRIPT, NinasFiveBoard), Island: NinasFiveIsland },
  peekaboo: { ...gameUi(PEEKABOO.GAME, PEEKABOO.SCRIPT, PeekabooBoard), Island: PeekabooIsland },
  'nuclear-holdem': { ...gameUi(NUCLEAR_HOLDEM.GAME, NUCLEAR_HOLDEM.SCRIPT, NuclearHoldemBoard), Island: NuclearHoldemIsland },
  'pokers-wild': { ...gameUi(POKERS_WILD.GAME, POKERS_WILD.SCRIPT, PokersWildBoard), Island: PokersWildIsland },
  'bluff-n-peg': { ...gameUi(BLUFF_N_PEG.GAME, BLUFF_N_PEG.SCRIPT, BluffNPegBoard), Island: BluffNPegIsland },
};
