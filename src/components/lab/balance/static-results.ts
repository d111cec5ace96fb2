/**
 * The printed rules' figures for every game, computed at build time for the
 * no-JavaScript section of /lab/game/: the same batches and the same
 * results code as the island, run in Node.
 */
import { GAME_IDS, type GameId } from '../../../engine/ids.ts';
import { BATCHES, batchRange, parseExperiment } from '../../../engine/play/experiment.ts';
import { playable } from '../../../engine/play/playable.ts';
import { simulate } from '../../../engine/play/simulate.ts';
import { balanceResults, type BalanceResults } from './results.ts';

export const STATIC_GAMES = 1000;
export const STATIC_SEED = 1;

export function printedRulesResults(game: GameId, games = STATIC_GAMES, seed = STATIC_SEED): BalanceResults {
  const parsed = parseExperiment({ game, games, seed });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const e = parsed.value;
  const played = playable(e.game);
  const batches = Array.from({ length: BATCHES }, (_, b) => {
    const { from, count } = batchRange(e.games, b);
    return simulate(played, e.options, e.seed, e.bots, count, undefined, from).toData();
  });
  return balanceResults({ experiment: e, batches });
}

export const allPrintedRules = (): { readonly game: GameId; readonly results: BalanceResults }[] =>
  GAME_IDS.map((game) => ({ game, results: printedRulesResults(game) }));
