/**
 * Bluff 'N' Peg's expert: the one search (search/ismcts.ts) with this game's sampler and its sensible player as the
 * rollout policy. Built from this game's own files, so a play page's worker bundles one game;
 * the bot registry (bots/index.ts) seats it with the other games' experts.
 */
import type { GameExpert } from '../../bots/expert.ts';
import { SENSIBLE } from './bots.ts';
import { PARTS } from './index.ts';
import { weighDeals } from './model.ts';
import { SEARCH } from './sampler.ts';
import type { BpMove, BpState } from './state.ts';
import type { BpView } from './view.ts';

export const EXPERT: GameExpert<BpState, BpMove, BpView> = {
  parts: { ...SEARCH, rules: PARTS.rules, words: PARTS.words, rollout: SENSIBLE, weigh: weighDeals },
  own: null,
};
