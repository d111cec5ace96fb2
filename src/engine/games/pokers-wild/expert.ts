/**
 * Poker's Wild!'s expert: the one search (search/ismcts.ts) with this game's sampler and its sensible player as the
 * rollout policy. Built from this game's own files, so a play page's worker bundles one game;
 * the bot registry (bots/index.ts) seats it with the other games' experts.
 */
import type { GameExpert } from '../../bots/expert.ts';
import { DEFAULT_BUDGET } from '../../search/ismcts.ts';
import { SENSIBLE } from './bots.ts';
import { PARTS } from './index.ts';
import { SEARCH } from './sampler.ts';
import type { PwMove, PwState } from './state.ts';
import type { PwView } from './view.ts';

export const EXPERT: GameExpert<PwState, PwMove, PwView> = {
  parts: { ...SEARCH, rules: PARTS.rules, words: PARTS.words, rollout: SENSIBLE },
  budget: { ...DEFAULT_BUDGET, iterations: 500, rolloutDepth: 16 },
  own: null,
};
