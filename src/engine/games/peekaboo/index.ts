/** Peekaboo by layer: its rules, its words and its figures (its computer players are in the bot registry). */
import type { GameParts } from '../../play/types.ts';
import type { PEEKABOO_OPTIONS } from './options.ts';
import { RULES } from './rules.ts';
import type { PeekabooMove, PeekabooState } from './state.ts';
import { STATS } from './stats.ts';
import type { PeekabooView } from './view.ts';
import { WORDS } from './words.ts';

export const PARTS: GameParts<typeof PEEKABOO_OPTIONS, PeekabooState, PeekabooMove, PeekabooView> = {
  rules: RULES,
  words: WORDS,
  stats: STATS,
};
