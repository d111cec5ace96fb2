/**
 * Whether a game's options fit together: each can be valid on its own (the
 * address reader checks that, balance-url.ts) while the set is not, e.g.
 * Peekaboo's peekers and lookers must make five dice. The rules are the
 * game models' own `checkOptions` (the same functions parseExperiment runs
 * when Run is pressed), fetched from the chosen game's option file alone
 * (a dynamic import per game, 1–10 KB gzipped with what it needs), and only
 * once the options leave the printed rules, which always fit. So this
 * module adds a few hundred bytes to the page's first script, and a link
 * for one game never fetches the other games' rules.
 */
import type { GameId } from '../../../engine/ids.ts';
import type { BpOptions } from '../../../engine/games/bluff-n-peg/options.ts';
import type { Options } from '../../../engine/play/experiment-limits.ts';
import type { NfOptions } from '../../../engine/games/ninas-five/options.ts';
import type { NhOptions } from '../../../engine/games/nuclear-holdem/options.ts';
import type { PeekabooOptions } from '../../../engine/games/peekaboo/options.ts';
import type { PwOptions } from '../../../engine/games/pokers-wild/options.ts';
import type { EngineError } from '../../../engine/result.ts';

async function check(game: GameId, options: Options): Promise<EngineError | null> {
  switch (game) {
    case 'ninas-five':
      return (await import('../../../engine/games/ninas-five/options.ts')).checkNfOptions(options as NfOptions);
    case 'peekaboo':
      return (await import('../../../engine/games/peekaboo/options.ts')).checkPeekabooOptions(options as PeekabooOptions);
    case 'nuclear-holdem':
      return (await import('../../../engine/games/nuclear-holdem/options.ts')).checkNhOptions(options as NhOptions);
    case 'pokers-wild':
      return (await import('../../../engine/games/pokers-wild/options.ts')).checkPwOptions(options as PwOptions);
    case 'bluff-n-peg':
      return (await import('../../../engine/games/bluff-n-peg/options.ts')).checkBpOptions(options as BpOptions);
  }
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
