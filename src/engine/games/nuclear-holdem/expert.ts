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
  // Rollouts run to the end: no running score to guess from, and the moves are cheap. Flat: each candidate is played
  // in the same 40 deals, and another move replaces its own player's only when it leads by two standard errors of the
  // deal-by-deal differences. A result is mostly who draws the jokers, so the tree (300 deals, its own player's move
  // weighted by a bias of 4) left good moves for noise: 29.4% against its own player's 30.8% over the same 1,000
  // games (docs/decisions/2026-11-28-bluff-n-peg-flat-search.md, docs/decisions/2026-11-27-expert-strength.md).
  budget: { ...DEFAULT_BUDGET, iterations: 40, flat: true, margin: 2 },
  own: null,
};
