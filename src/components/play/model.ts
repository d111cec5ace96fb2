/**
 * A game as the play shell handles it: its rules (with a trusted `apply`), its words (each move's label from
 * the seat's view) and its computer players, generic in the game's option specs, state, move and view types.
 * A game's island hands them to the shell as they are, so its board, its options and its moves stay matched
 * with no cast: options are `OptionValues<Specs>` from the parsers in options.ts, never widened.
 *
 * The shell asks for a position's legal moves through `ShellGame` (shellGame), which lists them once per
 * position: the table, its move list, the board, the hint, the computer players and the checked move share it.
 */
import { defaultOptions, optionsFromJson, type OptionSpec, type OptionValues } from '../../engine/play/options.ts';
import type { GameRules, GameWords } from '../../engine/play/types.ts';
import type { TableBots } from '../../engine/bots/levels.ts';

/** What a game's island passes to the shell: the game's rules, words and computer players. */
export interface PlayGame<Specs extends readonly OptionSpec[], S, M, V> {
  readonly rules: GameRules<Specs, S, M, V>;
  readonly words: GameWords<Specs, S, M, V>;
  readonly bots: TableBots<V, M>;
}

/** A game as the shell plays it: its parts, its rules' legal moves kept for the last positions asked about. */
export interface ShellGame<Specs extends readonly OptionSpec[], S, M, V> extends PlayGame<Specs, S, M, V> {
  /** The legal moves of the seat to act in `state` (none once the game is over): `rules.legalMoves`, kept. */
  readonly legal: (state: S) => readonly M[];
}

/** How many positions' legal moves the shell keeps: the table's, the guided round's, and a few just played. */
export const KEPT_POSITIONS = 8;

/**
 * The shell's game for `parts`: the same rules, but `legalMoves` keeps its answer for the last
 * KEPT_POSITIONS (state, seat) pairs, so the board, the move list, the hint, the computer players and the
 * checked `play` of the move made all read one list per position. States are plain data that nothing
 * changes (`apply` makes a new one), so a state object stands for its position. Only a few are kept, so a
 * long record replayed from a link does not keep every position's list in memory.
 */
export function shellGame<Specs extends readonly OptionSpec[], S, M, V>(parts: PlayGame<Specs, S, M, V>): ShellGame<Specs, S, M, V> {
  const { rules } = parts;
  const kept: { readonly state: S; readonly seat: number; readonly moves: readonly M[] }[] = [];
  const legalMoves = (state: S, seat: number): readonly M[] => {
    const known = kept.find((k) => k.state === state && k.seat === seat);
    if (known !== undefined) return known.moves;
    const moves = rules.legalMoves(state, seat);
    kept.unshift({ state, seat, moves });
    if (kept.length > KEPT_POSITIONS) kept.pop();
    return moves;
  };
  const legal = (state: S): readonly M[] => {
    const seat = rules.toAct(state);
    return seat === null ? [] : legalMoves(state, seat);
  };
  return { rules: { ...rules, legalMoves }, words: parts.words, bots: parts.bots, legal };
}

/** The legal moves `seat` has in `state`: the seat to act's, or none. */
export function legalFor<Specs extends readonly OptionSpec[], S, M, V>(
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
