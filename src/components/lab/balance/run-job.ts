/**
 * What a worker does with one job, as a plain function (tested in Node):
 * validate the job, simulate its games and return the reply.
 */
import { isGameId } from '../../../engine/ids.ts';
import { optionsFromJson } from '../../../engine/play/options.ts';
import { playable } from '../../../engine/play/playable.ts';
import { simulate } from '../../../engine/play/simulate.ts';
import { TABLE_LEVELS, type BotLevel } from '../../../engine/play/types.ts';
import { MAX_GAMES } from '../../../engine/play/experiment.ts';
import { PROGRESS_EVERY, type SimJob, type SimReply } from './protocol.ts';

const whole = (n: unknown, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;

export function runJob(job: SimJob, progress: (done: number) => void): SimReply {
  const error = (message: string): SimReply => ({ type: 'error', job: job.job, message });
  if (!isGameId(job.game)) return error('The worker was sent an unknown game.');
  const game = playable(job.game);
  const options = optionsFromJson(game.rules.options, job.options);
  if (!options.ok) return error(options.error.message);
  const cross = game.rules.checkOptions?.(options.value);
  if (cross) return error(cross.message);
  const bots: unknown = job.bots;
  if (
    !Array.isArray(bots) ||
    bots.length === 0 ||
    !bots.every((b: unknown) => typeof b === 'string' && (TABLE_LEVELS as readonly string[]).includes(b))
  )
    return error('The worker was sent unknown bot levels.');
  if (!whole(job.seed, 2 ** 32) || !whole(job.from, MAX_GAMES) || !whole(job.count, MAX_GAMES))
    return error('The worker was sent a bad seed or game range.');
  try {
    const tally = simulate(game, options.value, job.seed, job.bots as BotLevel[], job.count, progress, job.from, PROGRESS_EVERY);
    return { type: 'done', job: job.job, tally: tally.toData() };
  } catch (e) {
    return error(`The simulation stopped: ${e instanceof Error ? e.message : String(e)}`);
  }
}
