/**
 * Nuclear Hold'em as its play page plays it: the game's rules, words and computer players, and its guided round.
 * Imported by the island (Play.tsx) and the play page's registry (../index.ts); it imports nothing of the
 * other games, so the page's bundle holds one game's engine.
 */
import { levels } from '../../../engine/bots/levels.ts';
import { SENSIBLE } from '../../../engine/games/nuclear-holdem/bots.ts';
import { PARTS } from '../../../engine/games/nuclear-holdem/index.ts';
import { NUCLEAR_HOLDEM_TUTORIAL } from '../../../engine/games/nuclear-holdem/tutorial.ts';

/** Its parts by layer (games/nuclear-holdem/index.ts) and its players (bots.ts). */
export const GAME = { rules: PARTS.rules, words: PARTS.words, bots: levels(SENSIBLE) };

/**
 * Its expert, thinking in a Web Worker of its own (expert.worker.ts, a chunk of its own): the table starts one the
 * first time it needs the expert, so a page whose player never meets it never loads it.
 */
export const expertWorker = (): Worker => new Worker(new URL('./expert.worker.ts', import.meta.url), { type: 'module' });
export const SCRIPT = NUCLEAR_HOLDEM_TUTORIAL;
