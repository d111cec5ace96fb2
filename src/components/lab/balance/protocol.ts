/**
 * Messages between the Balance Lab and its simulation workers. A job is one
 * batch of games of one side (the printed rules or the designer's): the game,
 * its options as plain JSON, the bots, the seed and the game indexes. The
 * worker answers with progress now and then and, at the end, the batch's
 * tally as plain data (TallyData), or an error.
 */
import type { TallyData } from '../../../engine/play/simulate.ts';

export interface SimJob {
  readonly type: 'run';
  readonly job: number;
  readonly game: string;
  readonly options: unknown;
  readonly bots: readonly string[];
  readonly seed: number;
  readonly from: number;
  readonly count: number;
}

export type SimReply =
  | { readonly type: 'progress'; readonly job: number; readonly done: number }
  | { readonly type: 'done'; readonly job: number; readonly tally: TallyData }
  | { readonly type: 'error'; readonly job: number; readonly message: string };

/** How often a worker reports, in games. */
export const PROGRESS_EVERY = 50;
