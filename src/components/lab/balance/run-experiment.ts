/**
 * Start an experiment on the worker pool: both sides (the printed rules and,
 * when a rule changed, the designer's), each split into the same BATCHES
 * batches of game indexes. Jobs run base first, then variant; the tallies
 * come back in job order, so the figures depend only on the experiment.
 */
import { BATCHES, batchRange, type Experiment } from '../../../engine/play/experiment.ts';
import { runPool, type PoolRun, type WorkerLike } from './pool.ts';
import type { SimJob } from './protocol.ts';
import { balanceResults, sidesOf, type BalanceResults } from './results.ts';

export interface Progress {
  readonly base: number;
  readonly variant?: number;
  readonly total: number;
}

export type RunOutcome =
  | { readonly ok: true; readonly results: BalanceResults }
  | { readonly ok: false; readonly reason: 'cancelled' | 'failed'; readonly message: string };

export function jobsFor(e: Experiment): Omit<SimJob, 'job'>[] {
  return Array.from({ length: BATCHES }, (_, b) => {
    const { from, count } = batchRange(e.games, b);
    return { type: 'run' as const, game: e.game, options: e.options, bots: e.bots, seed: e.seed, from, count };
  });
}

export function startExperiment(
  e: Experiment,
  cores: unknown,
  makeWorker: () => WorkerLike,
  onProgress: (p: Progress) => void,
): { readonly done: Promise<RunOutcome>; readonly cancel: () => void } {
  const sides = sidesOf(e);
  const baseJobs = jobsFor(sides.base);
  const variantJobs = sides.variant === undefined ? [] : jobsFor(sides.variant);
  const run: PoolRun = runPool([...baseJobs, ...variantJobs], typeof cores === 'number' ? cores : 1, makeWorker, (done) => {
    const sum = (from: number, to: number): number => done.slice(from, to).reduce((a, b) => a + b, 0);
    const base = sum(0, baseJobs.length);
    onProgress(
      sides.variant === undefined ? { base, total: e.games } : { base, variant: sum(baseJobs.length, done.length), total: e.games },
    );
  });
  const done = run.done.then((outcome): RunOutcome => {
    if (!outcome.ok) return outcome;
    const base = { experiment: sides.base, batches: outcome.tallies.slice(0, baseJobs.length) };
    const variant =
      sides.variant === undefined ? undefined : { experiment: sides.variant, batches: outcome.tallies.slice(baseJobs.length) };
    return { ok: true, results: balanceResults(base, variant) };
  });
  return { done, cancel: () => run.cancel() };
}
