/**
 * A game as the play shell handles it: its rules (with a trusted `apply`), its words (each move's label from
 * the seat's view) and its computer players, generic in the game's option specs, state, move and view types.
 * A game's island hands them to the shell as they are, so its board, its options and its moves stay matched
 * with no cast: options are `OptionValues<Specs>` from the parsers in options.ts, never widened.
 *
 * The shell asks for a position's legal moves through `ShellGame.legal`, which computes them once per state:
 * the table, its move list, the board, the hint, the computer players and the next move all share the one list.
 */
import { defaultOptions, optionsFromJson, type OptionSpec, type OptionValues } from '../../engine/play/options.ts';
import type { GameModel, GameRules, GameWords } from '../../engine/play/types.ts';
import type { GameBots } from '../../engine/bots/levels.ts';

/**
 * TRANSITIONAL (goes with the one-object models): the old shell's model type, still named by
 * tests/engine/play/peekaboo-words.test.ts (the engine tests' migration removes it). The shell itself never takes one.
 */
export type PlayModel<S, M, V> = GameModel<readonly OptionSpec[], S, M, V>;

/** What a game's island passes to the shell: the game's rules, words and computer players. */
export interface PlayGame<Specs extends readonly OptionSpec[], S, M, V> {
  readonly rules: GameRules<Specs, S, M, V>;
  readonly words: GameWords<Specs, S, M, V>;
  readonly bots: GameBots<V, M>;
}

/** A game as the shell plays it: its parts, and each state's legal moves, computed once. */
export interface ShellGame<Specs extends readonly OptionSpec[], S extends object, M, V> extends PlayGame<Specs, S, M, V> {
  /** The legal moves of the seat to act in `state` (none once the game is over), computed once per state. */
  readonly legal: (state: S) => readonly M[];
}

/** The shell's game for `parts`. States are plain data that the shell never changes, so a state's moves are kept with it. */
export function shellGame<Specs extends readonly OptionSpec[], S extends object, M, V>(
  parts: PlayGame<Specs, S, M, V>,
): ShellGame<Specs, S, M, V> {
  const { rules } = parts;
  const known = new WeakMap<S, readonly M[]>();
  const legal = (state: S): readonly M[] => {
    const kept = known.get(state);
    if (kept !== undefined) return kept;
    const seat = rules.toAct(state);
    const moves = seat === null ? [] : rules.legalMoves(state, seat);
    known.set(state, moves);
    return moves;
  };
  return { rules, words: parts.words, bots: parts.bots, legal };
}

/** The legal moves `seat` has in `state`: the seat to act's, or none. */
export function legalFor<Specs extends readonly OptionSpec[], S extends object, M, V>(
  game: ShellGame<Specs, S, M, V>,
  state: S,
  seat: number,
): readonly M[] {
  return game.rules.toAct(state) === seat ? game.legal(state) : [];
}

/** Each legal move in words (the game's `moveLabel`, from the seat's view alone), in the order of `legal`. */
export function moveLabels<Specs extends readonly OptionSpec[], S, M, V>(
  words: GameWords<Specs, S, M, V>,
  view: V,
  legal: readonly M[],
  seatNames: readonly string[],
): string[] {
  return legal.map((move) => words.moveLabel(view, move, seatNames));
}

/** Every option's value: `json` (a tutorial script's options) over the printed rules; the printed rules when it does not parse. */
export function fullOptions<Specs extends readonly OptionSpec[]>(specs: Specs, json: unknown): OptionValues<Specs> {
  const parsed = optionsFromJson(specs, json);
  return parsed.ok ? parsed.value : defaultOptions(specs);
}
