/**
 * The rules pages' one door into the engine: ladder examples and rulings.
 * Everything comes from src/engine/index.ts; nothing here is typed by hand.
 */
import { exampleHand, rulingsForGame, type Category, type ExampleHand, type GameId, type Ruling, type RulesetId } from '../../engine/index.ts';

export type LadderExample = ExampleHand;

/** The engine's example hand for a rung of a ruleset's ladder. Fails the build if it has none. */
export function ladderExample(rulesetId: RulesetId, category: Category): LadderExample {
  const example = exampleHand(rulesetId, category);
  if (example === null) throw new Error(`The engine has no example hand for ${category} under ${rulesetId}`);
  return example;
}

/** Every ruling for a game page (hand rulings and mechanic rulings), in the engine's order. */
export function gameRulings(game: GameId): readonly Ruling[] {
  return rulingsForGame(game);
}
