/**
 * Nina's Five as its play page plays it: the game's rules, words and computer players, and its guided round.
 * Imported by the island (Play.tsx) and the play page's registry (../index.ts); it imports nothing of the
 * other games, so the page's bundle holds one game's engine.
 */
import { MODEL } from '../../../engine/games/ninas-five/model.ts';
import { NINAS_FIVE_TUTORIAL } from '../../../engine/games/ninas-five/tutorial.ts';
import { playPartsOf } from '../../play/move-words.ts';

/**
 * TRANSITIONAL, until Nina's Five's split lands: its parts from the one-object model (playPartsOf: `partsOf(MODEL)`,
 * `levels(MODEL.bots.sensible)`, and the old move words while the model has no `moveLabel`). Then, as Peekaboo's:
 * `{ rules: PARTS.rules, words: PARTS.words, bots: levels(SENSIBLE) }` from games/ninas-five/index.ts and bots.ts.
 */
export const GAME = playPartsOf(MODEL);
export const SCRIPT = NINAS_FIVE_TUTORIAL;
