/** TEMPORARY while the game models are written in parallel: a model that refuses to start. Removed when all five land. */
import type { GameId } from '../games.ts';
import type { AnyModel } from './types.ts';

export function notPlayable(id: GameId): AnyModel {
  const no = (): never => {
    throw new Error(`${id} is not playable yet`);
  };
  return {
    id,
    options: [],
    lengthUnit: 'moves',
    maxMoves: () => 0,
    seatNames: () => [],
    newGame: no,
    toAct: no,
    legalMoves: no,
    play: no,
    view: no,
    outcome: no,
    audit: no,
    describe: no,
    bots: { random: no, sensible: no },
    summarize: no,
  };
}
