/**
 * A Balance Lab worker: plays one batch of games at a time and posts its
 * tally as plain data. Everything it is sent is checked again (the game id,
 * the options against their specs, the bots), so a bad message gets an
 * error reply, never a crash. Cancelling terminates the worker.
 */
import { runJob } from './run-job.ts';
import type { SimJob, SimReply } from './protocol.ts';

addEventListener('message', (event: MessageEvent<SimJob | null>) => {
  const job = event.data;
  if (job?.type !== 'run') return;
  const post = (reply: SimReply): void => postMessage(reply);
  post(runJob(job, (done) => post({ type: 'progress', job: job.job, done })));
});
