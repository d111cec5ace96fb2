/**
 * What the Balance Lab's form needs to know about each game, as plain data
 * passed from the page (catalog-build.ts makes it at build time): its name,
 * its option specs and its seat names for each number of players. So the
 * island's first script carries no game model; the models arrive with the
 * first simulation (lazy.ts).
 */
import type { GameId } from '../../../engine/ids.ts';
import type { Options } from '../../../engine/play/experiment-limits.ts';
import type { OptionSpec } from '../../../engine/play/options.ts';

export interface GameEntry {
  readonly name: string;
  readonly options: readonly OptionSpec[];
  /** Seat names by number of players (the key "" when the game has no players option). */
  readonly seats: Readonly<Record<string, readonly string[]>>;
}

export type Catalog = { readonly [G in GameId]: GameEntry };

/** The catalog's games, in the site's order (the catalog is built from GAME_IDS; games.ts stays out of the island's script). */
export const gameIdsOf = (catalog: Catalog): GameId[] => Object.keys(catalog) as GameId[];

export function defaultsOf(entry: GameEntry): Options {
  return Object.fromEntries(entry.options.map((s) => [s.name, s.default]));
}

/** The seat names for these options (by their players, if the game has that option). */
export function seatNamesOf(entry: GameEntry, options: Options): readonly string[] {
  const players = options.players;
  return entry.seats[typeof players === 'number' ? String(players) : ''] ?? entry.seats[''] ?? [];
}
