/**
 * The table companion (issue 26): one phone in the middle of a real table keeps a game's score and board. Each
 * game's companion is a small reducer over plain JSON, like the games themselves (play/types.ts), but its actions
 * are what people at a real table report ("player 3 won the hand", "Ohio is crossed off"), not a computer seat's
 * moves, and it scores them with the same mechanics the practice table plays by (pegging.ts, the scorecards,
 * the vote counts, the trick judge): no rule is written twice.
 *
 * A saved table (record.ts) stores the setup and the actions, never the state: the state is replayed from them,
 * so undo and redo are a cursor over the actions, and an imported file is checked by the same replay.
 */
import type { EngineError, Result } from '../result.ts';
import type { GameId } from '../ids.ts';

/** The codes every companion's errors may carry; a game adds its own codes after these. */
export const COMPANION_ERROR_CODES = ['bad-setup', 'bad-action', 'not-now', 'game-over', 'bad-record', 'unknown-game'] as const;
export type CompanionErrorCode = (typeof COMPANION_ERROR_CODES)[number];
export type CompanionError = EngineError;

/**
 * One game's companion. `Setup`, `State` and `Action` are plain JSON (structured-clone safe, JSON round-trip
 * exact). Outside values (a form, a file, a link) go through `parseSetup` and `parseAction`, which never throw;
 * `apply` is trusted and takes only actions `parseAction` accepted for that state.
 */
export interface CompanionRules<Setup, State, Action> {
  readonly id: GameId;
  /** The setup a new table starts from when the form is left as it is (4 players named Player 1..4, say). */
  readonly defaultSetup: Setup;
  /** Checks a setup from outside: player names (1 to 24 characters each, taken as written: padded names are refused, never trimmed; companion/setup.ts), counts, options. */
  parseSetup(input: unknown): Result<Setup>;
  /** The table before anything has happened. */
  start(setup: Setup): State;
  /** Checks an outside action against this state: is it well formed, and legal now? */
  parseAction(state: State, input: unknown): Result<Action>;
  /** What the action does (trusted). */
  apply(state: State, action: Action): State;
  /** One sentence saying what the action did, in our words, for the history list and the undo button's label. */
  describe(before: State, action: Action): string;
  /** The end of the game: who won, and why, in a sentence; null while it goes on. */
  over(state: State): { readonly winners: readonly number[]; readonly reason: string } | null;
}

/** Any game's companion, for code that handles every game alike (the record, the store, the page shell). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's types are checked in its own module
export type AnyCompanion = CompanionRules<any, any, any>;

export type { GameId };
