/**
 * The five games the site documents, as a const tuple so the runtime list
 * and the `GameId` type come from one place. This file imports nothing, so
 * any module may name a game without pulling in what the games are made of
 * (a game's facts for the site are in catalog/games.ts; its rules in
 * games/<id>/). Ruleset ids (hands/rulesets.ts) are a superset: they add
 * `standard` and the `bluff-n-peg-deuces` variation.
 *
 * Adding a game starts here: every registry keyed by `GameId` (hands/rulesets.ts,
 * games/index.ts, bots/index.ts, components/games/index.ts) then fails to
 * compile until it has the new game.
 */
export const GAME_IDS = ['ninas-five', 'peekaboo', 'nuclear-holdem', 'pokers-wild', 'bluff-n-peg'] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as readonly string[]).includes(value);
}

/**
 * A table with one entry per game, each made by `make` from the game's id: how a table derived from a registry
 * (GAME_CONTENT, GAME_PARTS) is built without a line per game. `T` is the mapped type the caller states; `make`
 * is only checked against the union of its entries (TypeScript does not tie `T[G]` to the `G` it is given), so
 * it should read the entry from a registry that is checked per game, by the same id.
 */
export function byGame<T extends { readonly [G in GameId]: unknown }>(make: (id: GameId) => T[GameId]): T {
  return Object.fromEntries(GAME_IDS.map((id) => [id, make(id)])) as T;
}
