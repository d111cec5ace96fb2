/**
 * Whether a game's options fit together: each can be valid on its own (the
 * address reader checks that, balance-url.ts) while the set is not, e.g.
 * Peekaboo's peekers and lookers must make five dice. The rules are the
 * game models' own `checkOptions` (the same functions parseExperiment runs
 * when Run is pressed), imported from the games' option files rather than
 * the models, so this module stays small. The island imports it on demand,
 * only once the options differ from the printed rules (which always fit),
 * so the page's first script does not grow.
 */
import type { GameId } from '../../../engine/games.ts';
import { checkBpOptions, type BpOptions } from '../../../engine/play/bluff-n-peg-options.ts';
import type { Options } from '../../../engine/play/experiment-limits.ts';
import { checkNfOptions, type NfOptions } from '../../../engine/play/ninas-five-options.ts';
import { checkNhOptions, type NhOptions } from '../../../engine/play/nuclear-holdem-options.ts';
import { checkPeekabooOptions, type PeekabooOptions } from '../../../engine/play/peekaboo-options.ts';
import { checkPwOptions, type PwOptions } from '../../../engine/play/pokers-wild-options.ts';
import type { EngineError } from '../../../engine/result.ts';

/**
 * The engine's message when `options` (every option of `game`, each already
 * valid for its spec, as the address reader and the form give them) do not
 * fit together; null when they do.
 */
export function combinationProblem(game: GameId, options: Options): string | null {
  const error = ((): EngineError | null => {
    switch (game) {
      case 'ninas-five':
        return checkNfOptions(options as NfOptions);
      case 'peekaboo':
        return checkPeekabooOptions(options as PeekabooOptions);
      case 'nuclear-holdem':
        return checkNhOptions(options as NhOptions);
      case 'pokers-wild':
        return checkPwOptions(options as PwOptions);
      case 'bluff-n-peg':
        return checkBpOptions(options as BpOptions);
    }
  })();
  return error === null ? null : error.message;
}

/** The note beside the form (and Run's refusal): what is wrong, and what to do. */
export const combinationNote = (problem: string): string => `These rules do not fit together: ${problem} Change one of them, then run.`;
