/**
 * Nina's Five's expert: the one search (search/ismcts.ts) with this game's sampler and its sensible player as the
 * rollout policy. Built from this game's own files, so a play page's worker bundles one game;
 * the bot registry (bots/index.ts) seats it with the other games' experts.
 */
import type { GameExpert } from '../../bots/expert.ts';
import { DEFAULT_BUDGET } from '../../search/ismcts.ts';
import { layCandidates, SENSIBLE } from './bots.ts';
import { PARTS } from './index.ts';
import { SEARCH } from './sampler.ts';
import type { NfMove, NfState } from './state.ts';
import type { NfView } from './view.ts';

export const EXPERT: GameExpert<NfState, NfMove, NfView> = {
  parts: { ...SEARCH, rules: PARTS.rules, words: PARTS.words, rollout: SENSIBLE, candidates: layCandidates },
  budget: { ...DEFAULT_BUDGET, iterations: 900, rolloutDepth: 20 },
  own: null,
};
