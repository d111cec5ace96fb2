/**
 * A table with one entry per game, each made by `make` from the game's id: how a table derived from a registry
 * (GAME_CONTENT, GAME_PARTS) is built without a line per game. `T` is the mapped type the caller states; `make`
 * is checked only against the union of its entries (TypeScript cannot tie `T[G]` to the `G` it is given, even with
 * `make` generic), so it should read the entry from a registry typed per game (CONTENT_OF), by the same id.
 *
 * Kept out of ids.ts so that the engine's entry point (index.ts), whose every function hostile-input.test.ts
 * fuzzes, does not export it: it takes no outside input.
 */
import { GAME_IDS, type GameId } from './ids.ts';

export function byGame<T extends { readonly [G in GameId]: unknown }>(make: (id: GameId) => T[GameId]): T {
  // Object.fromEntries types its result as a string-keyed record; every id in GAME_IDS has its entry, made for it.
  return Object.fromEntries(GAME_IDS.map((id) => [id, make(id)])) as T;
}
