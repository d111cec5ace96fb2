/**
 * A Balance Lab worker: plays one batch of games at a time and posts its
 * tally as plain data. Everything it is sent is checked again (the game id,
 * the options against their specs, the bots), so a bad message gets an
 * error reply, never a crash. Cancelling terminates the worker.
 */
import { runJob } from './run-job.ts';
import type { SimReply } from './protocol.ts';
import { isRecord } from '../../../engine/input.ts';

addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (!isRecord(data) || data.type !== 'run') return;
  const { job } = data;
  if (typeof job !== 'number') return;
  const post = (reply: SimReply): void => postMessage(reply);
  post(runJob({ ...data, job }, (done) => post({ type: 'progress', job, done })));
});
