/**
 * The table companion page's islands, by id: each game's CompanionIsland.astro (components/games/<id>/), which
 * puts its companion (that game's board in the shared shell, components/companion/) on the page with its client
 * directive, found in its folder (folders.ts). Apart from GAME_UI, like the quiz's islands (quiz-islands.ts), so
 * the table pages carry no board's stylesheet but their own game's.
 */
import type { CompanionIslandProps } from '../companion/types.ts';
import { byFolder } from './folders.ts';

export const COMPANION_ISLANDS = byFolder(
  import.meta.glob<(props: CompanionIslandProps) => unknown>('./*/CompanionIsland.astro', { eager: true, import: 'default' }),
  'CompanionIsland.astro',
);
