/**
 * The Balance Lab's limits and the option-diff helper, without the game
 * models: the page's first script needs these, and the models load only
 * when a simulation runs (experiment.ts has the rest).
 */
import { formatOptionValue, type OptionSpec } from './options.ts';

export const DEFAULT_GAMES = 10_000;
/** The most games the browser runs in one experiment. */
export const MAX_GAMES = 1_000_000;
export const MIN_GAMES = 20;
export const DEFAULT_SEED = 1;
/** The batches every run is split into, by game index, for batch-means intervals (and the workers' chunks). */
export const BATCHES = 20;

export type Options = Readonly<Record<string, OptionSpec['default']>>;

/** The options that differ from their specs' defaults, as `name=value` text pairs in spec order. */
export function changedPairs(specs: readonly OptionSpec[], options: Options): [string, string][] {
  return specs
    .filter((s) => formatOptionValue(options[s.name] ?? s.default) !== formatOptionValue(s.default))
    .map((s) => [s.name, formatOptionValue(options[s.name] ?? s.default)]);
}
