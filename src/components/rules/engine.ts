/**
 * The rules pages' one door into the engine: ladder examples and rulings.
 * Everything comes from src/engine/index.ts; nothing here is typed by hand.
 */
import {
  exampleHand,
  GAMES,
  isGameId,
  type Category,
  type ExampleHand,
  type GameId,
  type Ruling,
  type RulesetId,
} from '../../engine/index.ts';

export type LadderExample = ExampleHand;

/** The engine's example hand for a rung of a ruleset's ladder. Fails the build if it has none. */
export function ladderExample(rulesetId: RulesetId, category: Category): LadderExample {
  const example = exampleHand(rulesetId, category);
  if (example === null) throw new Error(`The engine has no example hand for ${category} under ${rulesetId}`);
  return example;
}

/** Every ruling for a game page (hand rulings and mechanic rulings), in the engine's order. */
export function gameRulings(game: GameId): readonly Ruling[] {
  return GAMES[game].rulings;
}

/**
 * The game a rules component belongs to: the one it is given, else the game
 * of the page being built (`/games/<id>/…`, whose [id].astro hands the MDX
 * page its components), so an MDX page writes `<Ladder />` or `<Rulings />`
 * without ids. Fails the build anywhere else.
 */
export function gameOf(given: GameId | undefined, params: Readonly<Record<string, string | undefined>>, component: string): GameId {
  if (given !== undefined) return given;
  const id = params['id'];
  if (id !== undefined && isGameId(id)) return id;
  throw new Error(`${component}: no game given, and this page (${id ?? 'no id'}) is not a game page`);
}

/** A ruling of the game by id. Fails the build, naming the id and the game's rulings, when the game has no such ruling. */
export function rulingOf(game: GameId, id: string, component: string): Ruling {
  const rulings = gameRulings(game);
  const ruling = rulings.find((r) => r.id === id);
  if (ruling === undefined) {
    throw new Error(`${component}: "${id}" is not a ruling of ${game}; its rulings are ${rulings.map((r) => r.id).join(', ')}`);
  }
  return ruling;
}
