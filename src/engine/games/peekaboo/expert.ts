/**
 * Peekaboo's expert: the one search (search/ismcts.ts) with this game's sampler, its sensible player as the rollout
 * policy, its exact rolling decisions (rolling.ts) and its bets planned over deals (betting.ts). Built from this game's own files, so a play page's worker bundles one game;
 * the bot registry (bots/index.ts) seats it with the other games' experts.
 */
import type { GameExpert } from '../../bots/expert.ts';
import { DEFAULT_BUDGET } from '../../search/ismcts.ts';
import { SENSIBLE } from './bots.ts';
import { PARTS } from './index.ts';
import { BET_DEALS, expertBet } from './betting.ts';
import { bestRoll } from './rolling.ts';
import { SEARCH } from './sampler.ts';
import type { PeekabooMove, PeekabooState } from './state.ts';
import type { PeekabooView } from './view.ts';

export const EXPERT: GameExpert<PeekabooState, PeekabooMove, PeekabooView> = {
  parts: { ...SEARCH, rules: PARTS.rules, words: PARTS.words, rollout: SENSIBLE },
  budget: { ...DEFAULT_BUDGET, iterations: 1000, rolloutDepth: 30 },
  // Exact holds, then bets planned over as many deals as the budget has iterations, up to the plan's own count.
  own: (view, legal, rng, budget) => bestRoll(view, legal) ?? expertBet(view, legal, rng, Math.min(BET_DEALS, budget.iterations)),
};
