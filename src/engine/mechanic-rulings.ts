/**
 * Every mechanic ruling by game, read from each game's content (games/<id>/rulings.ts, gathered in
 * games/content.ts); hand-ranking rulings live in hands/rulings.ts.
 */
import { GAME_CONTENT, type ContentOf } from './games/content.ts';
import { byGame } from './by-game.ts';
import type { GameId } from './ids.ts';

export const MECHANIC_RULINGS = byGame<{ readonly [G in GameId]: ContentOf<G>['rulings'] }>((id) => GAME_CONTENT[id].rulings);
