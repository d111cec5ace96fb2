/**
 * Start an experiment on the worker pool: both sides (the printed rules and,
 * when a rule changed, the designer's), each split into the same BATCHES
 * batches of game indexes. Jobs run base first, then variant; the tallies
 * come back in job order, so the figures depend only on the experiment.
 */
import { BATCHES, batchRange, type Experiment } from '../../../engine/play/experiment.ts';
import { Tally, type TallyData } from '../../../engine/play/simulate.ts';
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

/**
 * Each batch is played as PARTS jobs and put back together in order before
 * the results see it. A batch's tally is the same either way (counts, and
 * its games' lengths in game order), but smaller jobs keep every core busy
 * to the end: with one job per batch, 20 jobs on 2 workers, the last job
 * often ran alone for a twentieth of the run.
 */
export const PARTS = 4;

/** The jobs of one side: batch 0's parts, then batch 1's, and so on. */
export function jobsFor(e: Experiment): Omit<SimJob, 'job'>[] {
  return Array.from({ length: BATCHES * PARTS }, (_, j) => {
    const batch = batchRange(e.games, Math.floor(j / PARTS));
    const part = j % PARTS;
    const start = Math.floor((batch.count * part) / PARTS);
    const end = Math.floor((batch.count * (part + 1)) / PARTS);
    return {
      type: 'run' as const,
      game: e.game,
      options: e.options,
      bots: e.bots,
      seed: e.seed,
      from: batch.from + start,
      count: end - start,
    };
  });
}

/** One side's batch tallies from its jobs' tallies (PARTS jobs per batch, in order). */
export function batchTallies(jobTallies: readonly TallyData[]): TallyData[] {
  return Array.from({ length: jobTallies.length / PARTS }, (_, b) => {
    const parts = jobTallies.slice(b * PARTS, (b + 1) * PARTS);
    return Tally.merged(parts[0]?.wins.length ?? 0, parts).toData();
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
    const base = { experiment: sides.base, batches: batchTallies(outcome.tallies.slice(0, baseJobs.length)) };
    const variant =
      sides.variant === undefined
        ? undefined
        : { experiment: sides.variant, batches: batchTallies(outcome.tallies.slice(baseJobs.length)) };
    return { ok: true, results: balanceResults(base, variant) };
  });
  return { done, cancel: () => run.cancel() };
}
