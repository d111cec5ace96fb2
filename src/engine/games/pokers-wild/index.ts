/** Poker's Wild!, by layer: its rules, its words and its figures (its sensible bot is bots.ts, for the bot registry). */
import type { GameParts } from '../../play/types.ts';
import type { PW_OPTIONS } from './options.ts';
import { RULES } from './rules.ts';
import type { PwMove, PwState } from './state.ts';
import { STATS } from './stats.ts';
import type { PwView } from './view.ts';
import { WORDS } from './words.ts';

export const PARTS: GameParts<typeof PW_OPTIONS, PwState, PwMove, PwView> = { rules: RULES, words: WORDS, stats: STATS };
