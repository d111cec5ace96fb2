/**
 * Nuclear Hold'em's expert: the one search (search/ismcts.ts) with this game's sampler, its sensible player as the
 * others' rollout policy and its own plan (own-play.ts) for the searcher's later moves, over the moves worth telling apart. Built from this game's own files, so a play page's worker bundles one game;
 * the bot registry (bots/index.ts) seats it with the other games' experts.
 */
import type { GameExpert } from '../../bots/expert.ts';
import { DEFAULT_BUDGET } from '../../search/ismcts.ts';
import { SENSIBLE } from './bots.ts';
import { PARTS } from './index.ts';
import { candidates, OWN_PLAY } from './own-play.ts';
import { SEARCH } from './sampler.ts';
import type { NhMove, NhState } from './state.ts';
import type { NhView } from './view.ts';

export const EXPERT: GameExpert<NhState, NhMove, NhView> = {
  parts: { ...SEARCH, rules: PARTS.rules, words: PARTS.words, rollout: SENSIBLE, ownRollout: OWN_PLAY, candidates },
  // Rollouts run to the end: no running score to guess from, and the moves are cheap. Its own player's move weighs
  // more (bias 4): a result is mostly who draws the jokers, so 300 deals tell moves apart only when they differ a
  // lot (docs/decisions/2026-11-27-expert-strength.md).
  budget: { ...DEFAULT_BUDGET, iterations: 300, bias: 4 },
  own: null,
};
