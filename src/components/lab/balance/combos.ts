/**
 * Whether a game's options fit together: each can be valid on its own (the
 * address reader checks that, balance-url.ts) while the set is not, e.g.
 * Peekaboo's peekers and lookers must make five dice. The rules are the
 * game models' own `checkOptions` (the same functions parseExperiment runs
 * when Run is pressed), fetched from the chosen game's option file alone
 * (engine/games/<id>/options.ts's `checkOptions`, found by the game's folder)
 * (a dynamic import per game, 1–10 KB gzipped with what it needs), and only
 * once the options leave the printed rules, which always fit. So this
 * module adds a few hundred bytes to the page's first script, and a link
 * for one game never fetches the other games' rules.
 */
import type { GameId } from '../../../engine/ids.ts';
import type { Options } from '../../../engine/play/experiment-limits.ts';
import type { EngineError } from '../../../engine/result.ts';

/** What every game's options file (engine/games/<id>/options.ts) exports for this: its cross-option check. */
interface OptionsFile {
  readonly checkOptions: (options: never) => EngineError | null;
}

async function check(game: GameId, options: Options): Promise<EngineError | null> {
  // One chunk per game's options file (Vite splits a dynamic import on a variable folder); the address
  // reader has already checked each option against the game's specs, which checkOptions's type assumes.
  const file = (await import(`../../../engine/games/${game}/options.ts`)) as OptionsFile;
  return (file.checkOptions as (options: Options) => EngineError | null)(options);
}

/**
 * The engine's message when `options` (every option of `game`, each already
 * valid for its spec, as the address reader and the form give them) do not
 * fit together; null when they do. Rejects only when the check cannot be
 * fetched.
 */
export async function combinationProblem(game: GameId, options: Options): Promise<string | null> {
  const error = await check(game, options);
  return error === null ? null : error.message;
}

/** The note beside the form (and Run's refusal): what is wrong, and what to do. */
export const combinationNote = (problem: string): string => `These rules do not fit together: ${problem} Change one of them, then run.`;
