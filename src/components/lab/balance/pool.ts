/**
 * A small pool of simulation workers: one per core (at least 1, at most
 * MAX_WORKERS). Jobs are handed out in order, one at a time to each free
 * worker; each job's tally is stored at the job's own index, so the result
 * depends only on the jobs, never on how many workers ran them or in what
 * order they finished. Cancel terminates every worker at once.
 *
 * The worker factory is passed in, so the pool is tested in Node with fake
 * workers (tests/unit/balance-pool.test.ts).
 */
import type { TallyData } from '../../../engine/play/simulate.ts';
import type { SimJob, SimReply } from './protocol.ts';

export const MAX_WORKERS = 8;

/** What the pool needs of a Worker. */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<SimReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: SimJob): void;
  terminate(): void;
}

export type PoolOutcome =
  | { readonly ok: true; readonly tallies: readonly TallyData[] }
  | { readonly ok: false; readonly reason: 'cancelled' | 'failed'; readonly message: string };

export interface PoolRun {
  readonly done: Promise<PoolOutcome>;
  cancel(): void;
}

/** Workers for `cores` (navigator.hardwareConcurrency, which may be missing or odd): 1 to MAX_WORKERS. */
export function workerCount(cores: unknown, jobs: number): number {
  const n = typeof cores === 'number' && Number.isFinite(cores) ? Math.floor(cores) : 1;
  return Math.max(1, Math.min(MAX_WORKERS, n, jobs));
}

/** Run `jobs` (each without its `job` number, which the pool sets to its index). `onProgress` gets the games done in each job. */
export function runPool(
  jobs: readonly Omit<SimJob, 'job'>[],
  size: number,
  makeWorker: () => WorkerLike,
  onProgress: (done: readonly number[]) => void,
): PoolRun {
  const tallies: (TallyData | undefined)[] = jobs.map(() => undefined);
  const progress = jobs.map(() => 0);
  const workers: WorkerLike[] = [];
  let next = 0;
  let finished = 0;
  let settled = false;
  let resolve: (outcome: PoolOutcome) => void = () => undefined;
  const done = new Promise<PoolOutcome>((r) => (resolve = r));

  const stop = (outcome: PoolOutcome): void => {
    if (settled) return;
    settled = true;
    for (const w of workers) w.terminate();
    resolve(outcome);
  };
  const report = (): void => onProgress([...progress]);

  const feed = (worker: WorkerLike): void => {
    if (next >= jobs.length) return;
    const index = next++;
    const job = jobs[index];
    if (job !== undefined) worker.postMessage({ ...job, job: index });
  };

  const start = (): void => {
    if (jobs.length === 0) {
      stop({ ok: true, tallies: [] });
      return;
    }
    for (let i = 0; i < workerCount(size, jobs.length); i++) {
      let worker: WorkerLike;
      try {
        worker = makeWorker();
      } catch (e) {
        stop({
          ok: false,
          reason: 'failed',
          message: `The simulation workers could not start: ${e instanceof Error ? e.message : String(e)}`,
        });
        return;
      }
      workers.push(worker);
      worker.onerror = (event) => {
        event.preventDefault();
        stop({ ok: false, reason: 'failed', message: `A simulation worker failed${event.message ? `: ${event.message}` : ''}.` });
      };
      worker.onmessage = (event) => {
        if (settled) return;
        const reply = event.data;
        switch (reply.type) {
          case 'progress':
            progress[reply.job] = reply.done;
            report();
            return;
          case 'error':
            stop({ ok: false, reason: 'failed', message: reply.message });
            return;
          case 'done':
            tallies[reply.job] = reply.tally;
            progress[reply.job] = jobs[reply.job]?.count ?? 0;
            report();
            finished++;
            if (finished === jobs.length) stop({ ok: true, tallies: tallies as TallyData[] });
            else feed(worker);
            return;
        }
      };
    }
    for (const w of workers) feed(w);
  };
  start();
  return { done, cancel: () => stop({ ok: false, reason: 'cancelled', message: 'The simulation was cancelled.' }) };
}
