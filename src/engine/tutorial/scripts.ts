/** Every game's guided first round, by game id, read from each game's content (games/<id>/tutorial.ts). */
import { byGame } from '../by-game.ts';
import { CONTENT_OF } from '../games/content.ts';
import type { GameId } from '../ids.ts';
import type { TutorialScript } from './types.ts';

export const TUTORIALS = byGame<{ readonly [G in GameId]: TutorialScript & { readonly game: G } }>((id) => CONTENT_OF[id].tutorial);
