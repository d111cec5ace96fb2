/** Nuclear Annihilation Hold'em by layer: its rules, its words and its figures (its computer player is in bots.ts). */
import type { GameParts } from '../../play/types.ts';
import type { NH_OPTIONS } from './options.ts';
import { RULES } from './rules.ts';
import type { NhMove, NhState } from './state.ts';
import { STATS } from './stats.ts';
import type { NhView } from './view.ts';
import { WORDS } from './words.ts';

export const PARTS: GameParts<typeof NH_OPTIONS, NhState, NhMove, NhView> = { rules: RULES, words: WORDS, stats: STATS };
