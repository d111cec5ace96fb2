/**
 * How hard each game's expert thinks: deals searched per move, and how far a rollout runs before `estimate` scores
 * it. Apart from the registry (index.ts, which imports every game) so a play page's worker can read its own game's
 * budget and still bundle one game. The mapped types make a game without a budget a type error.
 */
import type { GameId } from '../ids.ts';
import { DEFAULT_BUDGET, type SearchBudget } from '../search/ismcts.ts';

/**
 * The expert's budgets in `simulate` and `npm run bench:bots`: tuned so a move takes under about 100 ms of CPU at
 * the median in Node on the development machine (the figures are in docs/decisions/2026-11-27-expert-search.md).
 * Nuclear's rollouts run to the end: it has no running score to guess from, and its moves are cheap. Nuclear leans
 * harder on its own player's move (bias 4): a result is mostly the luck of who draws the jokers, so 300 deals tell
 * moves apart only when they differ a lot, and its own player alone wins more often than the search with the usual
 * bias (docs/decisions/2026-11-27-expert-strength.md). Bluff 'N' Peg searches 1,500 deals, weighed by the others'
 * moves (docs/decisions/2026-11-27-expert-betting.md).
 */
export const EXPERT_BUDGETS: { readonly [G in GameId]: SearchBudget } = {
  'ninas-five': { ...DEFAULT_BUDGET, iterations: 900, rolloutDepth: 20 },
  peekaboo: { ...DEFAULT_BUDGET, iterations: 1000, rolloutDepth: 30 },
  'nuclear-holdem': { ...DEFAULT_BUDGET, iterations: 300, bias: 4 },
  'pokers-wild': { ...DEFAULT_BUDGET, iterations: 500, rolloutDepth: 16 },
  'bluff-n-peg': { ...DEFAULT_BUDGET, iterations: 1500, rolloutDepth: 40 },
};

/**
 * The expert's budgets at the practice table, where it thinks in the page's Web Worker while the player waits: the
 * goal is a median of at most 200 ms and a 95th percentile of at most 1 s a move in Chromium on the development
 * machine (`npm run bench:browser`, bench/browser/expert-timing.spec.ts; the figures are in
 * docs/decisions/2026-11-27-expert-at-the-table.md). The same as EXPERT_BUDGETS unless that measurement missed.
 */
export const TABLE_BUDGETS: { readonly [G in GameId]: SearchBudget } = { ...EXPERT_BUDGETS };
