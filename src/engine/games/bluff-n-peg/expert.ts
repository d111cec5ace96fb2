/**
 * Bluff 'N' Peg's expert: the one search (search/ismcts.ts) with this game's sampler, its sensible player as the
 * rollout policy for the others and a tighter one for its own later moves (own-play.ts), its deals weighed by what
 * the others' discards and moves say (model.ts). Built from this game's own files, so a play page's worker bundles
 * one game; the bot registry (bots/index.ts) seats it with the other games' experts.
 *
 * The search is flat (every move played in the same deals to the end of the hand, no tree) and scores the hand's end
 * by the pegs' chance of winning the game, learned by self-play (win-chance.ts):
 * docs/decisions/2026-11-28-bluff-n-peg-flat-search.md measured both against the tree and the softmax of the pegs.
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
import { winChances } from './win-chance.ts';

/**
 * The moves worth searching: every lay, fold, double and answer. Not the discards: played out in the deals, the
 * best-looking discard won 9 points fewer games than the sensible player's keep (the deals favour draws they happen
 * to fill), so the own play's keep stands, and a move with one candidate is not searched.
 */
const candidates = (_v: BpView, legal: readonly BpMove[]): readonly BpMove[] => (legal[0]?.kind === 'discard' ? [] : legal);

export const EXPERT: GameExpert<BpState, BpMove, BpView> = {
  parts: {
    ...SEARCH,
    rules: PARTS.rules,
    words: PARTS.words,
    rollout: SENSIBLE,
    ownRollout: OWN_PLAY,
    weigh: weighDeals,
    candidates,
    estimate: (s) => winChances(s.pegs, s.o.track),
  },
  // 128 deals a move, drawn from 512 weighed by the others' discards and moves this hand, every move played in each.
  budget: { ...DEFAULT_BUDGET, iterations: 128, pool: 512, rolloutDepth: 40, flat: true },
  own: null,
};
