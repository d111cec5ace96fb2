/**
 * Bluff 'N' Peg as its play page plays it: the game's rules, words and computer players, and its guided round.
 * Imported by the island (Play.tsx) and the play page's registry (../index.ts); it imports nothing of the
 * other games, so the page's bundle holds one game's engine.
 */
import { levels } from '../../../engine/bots/levels.ts';
import { SENSIBLE } from '../../../engine/games/bluff-n-peg/bots.ts';
import { PARTS } from '../../../engine/games/bluff-n-peg/index.ts';
import { BLUFF_N_PEG_TUTORIAL } from '../../../engine/games/bluff-n-peg/tutorial.ts';

/** Its parts by layer (games/bluff-n-peg/index.ts) and its players (bots.ts). */
export const GAME = { rules: PARTS.rules, words: PARTS.words, bots: levels(SENSIBLE) };
export const SCRIPT = BLUFF_N_PEG_TUTORIAL;
