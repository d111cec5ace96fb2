/** Bluff 'N' Peg by layer: its rules, its words and its figures (its sensible player is bots.ts, for the bot registry). */
import type { GameParts } from '../../play/types.ts';
import type { BP_OPTIONS } from './options.ts';
import { RULES } from './rules.ts';
import type { BpMove, BpState } from './state.ts';
import { STATS } from './stats.ts';
import type { BpView } from './view.ts';
import { WORDS } from './words.ts';

export const PARTS: GameParts<typeof BP_OPTIONS, BpState, BpMove, BpView> = { rules: RULES, words: WORDS, stats: STATS };
