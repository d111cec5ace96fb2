/** Nina's Five by layer: its rules, its words and its figures (its computer players are in bots.ts). */
import type { GameParts } from '../../play/types.ts';
import type { NF_OPTIONS } from './options.ts';
import { RULES } from './rules.ts';
import { type NfMove, type NfState } from './state.ts';
import { STATS } from './stats.ts';
import type { NfView } from './view.ts';
import { WORDS } from './words.ts';

export const PARTS: GameParts<typeof NF_OPTIONS, NfState, NfMove, NfView> = { rules: RULES, words: WORDS, stats: STATS };
