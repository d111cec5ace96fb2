/**
 * The play page's games, by id, found in their folders (components/games/folders.ts): each game's walk-through
 * (its play-walk.ts: its game.ts with its board, bound by `gameUi`, so a board that does not fit its game's state,
 * move and view is a type error in that file) and its island (its PlayIsland.astro, which puts Play.tsx on the
 * page with its client directive; `npm run check` checks its props). Only the play page imports this module, and
 * the walk-through runs at build time only: a page's island still bundles one game
 * (tests/unit/play-islands.test.ts).
 */
import { byGame } from '../../engine/by-game.ts';
import type { GameId } from '../../engine/ids.ts';
import type { PlayIslandProps } from '../play/PlayShell.tsx';
import type { GameUi } from '../play/walk-board.ts';
import { byFolder } from './folders.ts';

/** What the play page takes of a game: its walk-through and its island. */
export interface PlayUi extends GameUi {
  /** The game's island (PlayIsland.astro), which the page renders with its props. */
  readonly Island: (props: PlayIslandProps) => unknown;
}

const WALKS = byFolder(import.meta.glob<GameUi>('./*/play-walk.ts', { eager: true, import: 'WALK' }), 'play-walk.ts');
// The islands after the boards, so the play page's stylesheets keep their order (the boards' before the shell's).
const ISLANDS = byFolder(
  import.meta.glob<(props: PlayIslandProps) => unknown>('./*/PlayIsland.astro', { eager: true, import: 'default' }),
  'PlayIsland.astro',
);

export const GAME_UI = byGame<{ readonly [G in GameId]: PlayUi }>((id) => ({ ...WALKS[id], Island: ISLANDS[id] }));
