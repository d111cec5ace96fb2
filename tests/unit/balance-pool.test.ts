/**
 * The Balance Lab's worker pool and its jobs, with fake workers that run the
 * real job function: the result depends only on the experiment, never on the
 * number of workers or the order they finish in; Cancel and failures end the
 * run with a reason; bad jobs get error replies.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runPool, workerCount, type WorkerLike } from '../../src/components/lab/balance/pool.ts';
import type { SimJob, SimReply } from '../../src/components/lab/balance/protocol.ts';
import { batchTallies, jobsFor, PARTS, startExperiment } from '../../src/components/lab/balance/run-experiment.ts';
import { runJob } from '../../src/components/lab/balance/run-job.ts';
import { BATCHES, batchRange, parseExperiment } from '../../src/engine/play/experiment.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { simulate } from '../../src/engine/play/simulate.ts';
import { playable } from '../../src/engine/play/playable.ts';

/** A worker that answers each job after `delay(job)` ms, running the real job function. */
function fakeWorker(delay: (job: SimJob) => number, made: WorkerLike[] = []): () => WorkerLike {
  return () => {
    const w: WorkerLike & { terminated: boolean } = {
      onmessage: null,
      onerror: null,
      terminated: false,
      postMessage(job) {
        setTimeout(() => {
          if (w.terminated) return;
          // A copy, as postMessage would deliver it.
          const reply = runJob({ ...job }, (done) =>
            w.onmessage?.({ data: { type: 'progress', job: job.job, done } } as MessageEvent<SimReply>),
          );
          w.onmessage?.({ data: reply } as MessageEvent<SimReply>);
        }, delay(job));
      },
      terminate() {
        w.terminated = true;
      },
    };
    made.push(w);
    return w;
  };
}

const experiment = (input: Parameters<typeof parseExperiment>[0]) => {
  const e = parseExperiment(input);
  assert.ok(e.ok);
  return e.value;
};

test('worker count: one per core, at least 1, at most 8, no more than the jobs', async (t) => {
  const rows: [string, unknown, number, number][] = [
    ['2 cores', 2, 40, 2],
    ['missing', undefined, 40, 1],
    ['zero', 0, 40, 1],
    ['NaN', Number.NaN, 40, 1],
    ['64 cores', 64, 40, 8],
    ['more cores than jobs', 8, 3, 3],
  ];
  for (const [name, cores, jobs, want] of rows) await t.test(name, () => assert.equal(workerCount(cores, jobs), want));
});

test('the figures depend only on the experiment: any number of workers, any finishing order', async (t) => {
  const e = experiment({ game: 'peekaboo', options: [['rounds', '4']], games: 60, seed: 3, bots: ['random', 'sensible'] });
  const game = playable('peekaboo');
  const oneRun = (options: Record<string, unknown>) =>
    simulate(game, options as never, 3, ['random', 'sensible'], 60).summary(game, 3, options, ['random', 'sensible']);
  const rows: [string, number, (job: SimJob) => number][] = [
    ['1 worker', 1, () => 0],
    ['2 workers', 2, () => 0],
    ['3 workers, later jobs first', 3, (job) => 40 - job.job],
    ['8 workers, random order', 8, () => Math.floor(Math.random() * 5)],
  ];
  for (const [name, cores, delay] of rows)
    await t.test(name, async () => {
      const outcome = await startExperiment(e, cores, fakeWorker(delay), () => undefined).done;
      assert.ok(outcome.ok);
      const r = outcome.results;
      assert.equal(r.changed, true);
      // The printed rules' side equals one plain simulate of the printed rules; yours equals one of rounds=4.
      const base = oneRun(defaultOptions(game.rules.options));
      const variant = oneRun({ ...defaultOptions(game.rules.options), rounds: 4 });
      assert.deepEqual(
        r.wins.base,
        base.seats.map((s) => s.wins),
      );
      assert.deepEqual(
        r.wins.variant,
        variant.seats.map((s) => s.wins),
      );
      for (const row of r.stats) {
        assert.equal(Number(row.base.value.toFixed(4)), base.stats[row.key], row.key);
        assert.equal(Number(row.variant!.value.toFixed(4)), variant.stats[row.key], row.key);
      }
    });
});

test('the jobs cover every game once, in order, PARTS jobs to a batch', async (t) => {
  const rows: [string, number][] = [
    ['the default 10,000', 10_000],
    ['fewer games than jobs in a batch (100: 5 a batch)', 100],
    ['batches of unequal size (1,003)', 1_003],
    ['a prime (9,973)', 9_973],
  ];
  for (const [name, games] of rows)
    await t.test(name, () => {
      const jobs = jobsFor(experiment({ game: 'peekaboo', games }));
      assert.equal(jobs.length, BATCHES * PARTS);
      let next = 0;
      for (const job of jobs) {
        assert.equal(job.from, next, 'each job starts where the one before ended');
        next += job.count;
      }
      assert.equal(next, games, 'and the last ends at the last game');
      for (let b = 0; b < BATCHES; b++) {
        const parts = jobs.slice(b * PARTS, (b + 1) * PARTS);
        const batch = batchRange(games, b);
        assert.equal(parts[0]?.from, batch.from, `batch ${b} starts with its first part`);
        assert.equal(
          parts.reduce((n, j) => n + j.count, 0),
          batch.count,
          `batch ${b}'s parts hold its games`,
        );
      }
    });
});

test("a batch put together from its jobs equals the batch played in one go (the batch means' input)", async () => {
  const e = experiment({ game: 'bluff-n-peg', games: 130, seed: 9, bots: ['sensible', 'random'] });
  const outcome = await runPool(
    jobsFor(e),
    3,
    fakeWorker((job) => 40 - (job.job % 40)),
    () => undefined,
  ).done;
  assert.ok(outcome.ok);
  const batches = batchTallies(outcome.tallies);
  assert.equal(batches.length, BATCHES);
  const game = playable('bluff-n-peg');
  batches.forEach((batch, b) => {
    const { from, count } = batchRange(130, b);
    const whole = simulate(game, e.options, 9, ['sensible', 'random'], count, undefined, from).toData();
    assert.deepEqual(batch, whole, `batch ${b}`);
  });
});

test('progress reaches every game of both sides', async () => {
  const e = experiment({ game: 'pokers-wild', options: [['jokers', '0']], games: 200, seed: 1 });
  const seen: { base: number; variant?: number }[] = [];
  const outcome = await startExperiment(
    e,
    2,
    fakeWorker(() => 0),
    (p) => seen.push(p),
  ).done;
  assert.ok(outcome.ok);
  assert.deepEqual(seen.at(-1), { base: 200, variant: 200, total: 200 });
  assert.ok(
    seen.some((p) => p.base > 0 && p.base < 200),
    'progress came in steps',
  );
});

test('cancel terminates every worker and ends the run as cancelled', async () => {
  const made: WorkerLike[] = [];
  const e = experiment({ game: 'ninas-five', games: 400 });
  const run = runPool(
    jobsFor(e),
    2,
    fakeWorker(() => 30, made),
    () => undefined,
  );
  setTimeout(() => run.cancel(), 5);
  const outcome = await run.done;
  assert.deepEqual(outcome, { ok: false, reason: 'cancelled', message: 'The simulation was cancelled.' });
  assert.equal(made.length, 2);
  assert.ok(made.every((w) => (w as WorkerLike & { terminated: boolean }).terminated));
});

test('failures end the run with a message: an error reply, a crashed worker, a worker that cannot start', async (t) => {
  const jobs = jobsFor(experiment({ game: 'ninas-five', games: 40 }));
  await t.test('error reply', async () => {
    const outcome = await runPool(
      [{ ...jobs[0]!, game: 'chess' }],
      1,
      fakeWorker(() => 0),
      () => undefined,
    ).done;
    assert.deepEqual(outcome, { ok: false, reason: 'failed', message: 'The worker was sent an unknown game.' });
  });
  await t.test('crash', async () => {
    const crashing = (): WorkerLike => {
      const w: WorkerLike = {
        onmessage: null,
        onerror: null,
        postMessage: () => setTimeout(() => w.onerror?.({ message: 'boom', preventDefault: () => undefined } as ErrorEvent), 0),
        terminate: () => undefined,
      };
      return w;
    };
    const outcome = await runPool(jobs, 2, crashing, () => undefined).done;
    assert.deepEqual(outcome, { ok: false, reason: 'failed', message: 'A simulation worker failed: boom.' });
  });
  await t.test('no start', async () => {
    const outcome = await runPool(
      jobs,
      2,
      () => {
        throw new Error('no workers here');
      },
      () => undefined,
    ).done;
    assert.ok(!outcome.ok);
    assert.match(outcome.message, /could not start: no workers here/u);
  });
});

test('a job is checked again in the worker: bad ones get error replies, never a throw', async (t) => {
  const good = jobsFor(experiment({ game: 'bluff-n-peg', games: 20 }))[0]!;
  const rows: [string, { readonly [field: string]: unknown }, RegExp][] = [
    ['unknown game', { game: 'chess' }, /unknown game/u],
    ['options of the wrong type', { options: { players: 'four' } }, /wrong type/u],
    ['options out of range', { options: { players: 99 } }, /players must be/u],
    ['options not an object', { options: [1, 2] }, /must be an object/u],
    ['unknown bots', { bots: ['genius'] }, /bot levels/u],
    ['the expert, too slow for a worker batch', { bots: ['skilled', 'expert'] }, /bot levels/u],
    ['bots not a list', { bots: 'sensible' }, /bot levels/u],
    ['a huge range', { count: 1e9 }, /seed or game range/u],
    ['a negative seed', { seed: -1 }, /seed or game range/u],
  ];
  for (const [name, change, message] of rows)
    await t.test(name, () => {
      const reply = runJob({ ...good, ...change, job: 7 }, () => undefined);
      assert.ok(reply.type === 'error');
      assert.equal(reply.job, 7);
      assert.match(reply.message, message);
    });
});

test('a worker plays each Lab level, the skilled one too, as simulate does', async (t) => {
  for (const bots of [['random'], ['sensible'], ['skilled'], ['skilled', 'sensible']] as const)
    await t.test(bots.join(','), () => {
      const jobs = jobsFor(experiment({ game: 'pokers-wild', games: 200, bots: [...bots] }));
      const job = { ...jobs.find((j) => j.count > 0)!, job: 3 };
      const reply = runJob(job, () => undefined);
      if (reply.type !== 'done') assert.fail(reply.type === 'error' ? reply.message : reply.type);
      const game = playable('pokers-wild');
      const direct = simulate(game, defaultOptions(game.rules.options), job.seed, [...bots], job.count, () => undefined, job.from);
      assert.deepEqual(reply.tally, direct.toData());
      assert.ok(direct.games > 0, 'the job played games');
    });
});
