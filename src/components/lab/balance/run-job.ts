/**
 * What a worker does with one job, as a plain function (tested in Node):
 * validate the job, simulate its games and return the reply.
 */
import { GAME_IDS } from '../../../engine/ids.ts';
import { isOneOf } from '../../../engine/input.ts';
import { optionsFromJson } from '../../../engine/play/options.ts';
import { playable } from '../../../engine/play/playable.ts';
import { simulate } from '../../../engine/play/simulate.ts';
import { LAB_LEVELS } from '../../../engine/play/types.ts';
import { MAX_GAMES } from '../../../engine/play/experiment.ts';
import { PROGRESS_EVERY, type SimReply } from './protocol.ts';

const whole = (n: unknown, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;

/**
 * A job as the worker receives it: its number, which every reply carries,
 * and the other SimJob fields as whatever was posted (checked here).
 */
export interface ReceivedJob {
  readonly job: number;
  readonly [field: string]: unknown;
}

export function runJob(job: ReceivedJob, progress: (done: number) => void): SimReply {
  const error = (message: string): SimReply => ({ type: 'error', job: job.job, message });
  const { game: id, options: json, bots, seed, from, count } = job;
  if (!isOneOf(GAME_IDS, id)) return error('The worker was sent an unknown game.');
  const game = playable(id);
  const options = optionsFromJson(game.rules.options, json);
  if (!options.ok) return error(options.error.message);
  const cross = game.rules.checkOptions?.(options.value);
  if (cross) return error(cross.message);
  const listed: readonly unknown[] = Array.isArray(bots) ? bots : [];
  const levels = listed.filter((b) => isOneOf(LAB_LEVELS, b));
  if (listed.length === 0 || levels.length !== listed.length) return error('The worker was sent unknown bot levels.');
  if (!whole(seed, 2 ** 32) || !whole(from, MAX_GAMES) || !whole(count, MAX_GAMES))
    return error('The worker was sent a bad seed or game range.');
  try {
    const tally = simulate(game, options.value, seed, levels, count, progress, from, PROGRESS_EVERY);
    return { type: 'done', job: job.job, tally: tally.toData() };
  } catch (e) {
    return error(`The simulation stopped: ${e instanceof Error ? e.message : String(e)}`);
  }
}
