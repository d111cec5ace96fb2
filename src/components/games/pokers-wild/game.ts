/**
 * Poker's Wild! as its play page plays it: the game's rules, words and computer players, and its guided round.
 * Imported by the island (Play.tsx) and the play page's registry (../index.ts); it imports nothing of the
 * other games, so the page's bundle holds one game's engine.
 */
import { levels } from '../../../engine/bots/levels.ts';
import { SENSIBLE } from '../../../engine/games/pokers-wild/bots.ts';
import { PARTS } from '../../../engine/games/pokers-wild/index.ts';
import { POKERS_WILD_TUTORIAL } from '../../../engine/games/pokers-wild/tutorial.ts';

/** Its parts by layer (games/pokers-wild/index.ts) and its players (bots.ts). */
export const GAME = { rules: PARTS.rules, words: PARTS.words, bots: levels(SENSIBLE) };
export const SCRIPT = POKERS_WILD_TUTORIAL;
