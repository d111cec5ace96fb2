/** Every game's guided first round, by game id, read from each game's content (games/<id>/tutorial.ts). */
import { GAME_CONTENT } from '../games/content.ts';
import { byGame, type GameId } from '../ids.ts';
import type { TutorialScript } from './types.ts';

export const TUTORIALS = byGame<{ readonly [G in GameId]: TutorialScript & { readonly game: G } }>((id) => GAME_CONTENT[id].tutorial);
