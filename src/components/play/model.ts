/**
 * The one model type the shell handles: a game model with its option specs
 * erased (the shell reads them as data) and its state, move and view types
 * kept, so a board and its model stay matched. Each island casts its game's
 * MODEL to it once (a model's functions take its own options type, which is
 * narrower than the erased one; the shell only passes options that were
 * parsed and checked against the same specs).
 */
import { defaultOptions, optionsFromJson, type OptionSpec, type OptionValues } from '../../engine/play/options.ts';
import type { GameModel } from '../../engine/play/types.ts';

export type PlayModel<S, M, V> = GameModel<readonly OptionSpec[], S, M, V>;

/** Options as the shell holds them: each spec's name to a value checked against that spec. */
export type OptionMap = Readonly<Record<string, OptionSpec['default']>>;

/** The shell's view of a game's MODEL, its state, move and view types kept. */
export type PlayModelOf<T> = T extends {
  readonly view: (state: infer S, seat: number) => infer V;
  readonly legalMoves: (state: never, seat: number) => readonly (infer M)[];
}
  ? PlayModel<S, M, V>
  : never;

/** Every option's value: `options` (from a link, a form or a script) over the printed rules; the printed rules when they do not parse. */
export function fullOptions(specs: readonly OptionSpec[], options: Readonly<Record<string, unknown>>): OptionValues<readonly OptionSpec[]> {
  const parsed = optionsFromJson(specs, options);
  return parsed.ok ? parsed.value : defaultOptions(specs);
}
