/**
 * Bluff 'N' Peg's expert: the one search (search/ismcts.ts) with this game's sampler, its sensible player as the
 * rollout policy for the others and a tighter one for its own later moves (own-play.ts), its deals weighed by what
 * the others' discards and moves say (model.ts). Built from this game's own files, so a play page's worker bundles
 * one game; the bot registry (bots/index.ts) seats it with the other games' experts.
 */
import type { GameExpert } from '../../bots/expert.ts';
import { DEFAULT_BUDGET } from '../../search/ismcts.ts';
import { SENSIBLE } from './bots.ts';
import { PARTS } from './index.ts';
import { weighDeals } from './model.ts';
import { OWN_PLAY } from './own-play.ts';
import { SEARCH } from './sampler.ts';
import type { BpMove, BpState } from './state.ts';
import type { BpView } from './view.ts';

export const EXPERT: GameExpert<BpState, BpMove, BpView> = {
  parts: { ...SEARCH, rules: PARTS.rules, words: PARTS.words, rollout: SENSIBLE, ownRollout: OWN_PLAY, weigh: weighDeals },
  // 1,500 deals, weighed by the others' discards and moves this hand (docs/decisions/2026-11-27-expert-betting.md).
  budget: { ...DEFAULT_BUDGET, iterations: 1500, rolloutDepth: 40 },
  own: null,
};
