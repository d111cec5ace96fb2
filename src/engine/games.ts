/**
 * The five games the site documents, as a const tuple so the runtime list
 * and the `GameId` type come from one place. Ruleset ids (see rulesets.ts)
 * are a superset: they add `standard` and the `bluff-n-peg-deuces` variation.
 */
import { rulingsForGame } from './all-rulings.ts';
import { QUICK_REFS, type QuickRef } from './quick-refs.ts';
import type { Ruling } from './hands/ruling.ts';
import { RULESETS, rulesetIdsOf, type GameRulesetId, type Ruleset } from './hands/rulesets.ts';

import { byGame } from './by-game.ts';
import { CONTENT_OF } from './games/content.ts';
import { GAME_IDS, type GameId } from './ids.ts';

/**
 * Everything the site knows about one game, each fact read from where it is
 * typed once: its rulesets (each ruleset's `game` in rulesets.ts says which
 * page it belongs to; their hand shapes, labels, ladders and example hands
 * come with them), its rulings (hand rulings from its rulesets, then its
 * mechanics' rulings) and its quick-reference facts (quick-refs.ts).
 *
 * Adding a ruleset variant to a game is one entry in rulesets.ts: it then
 * appears here, in the hand-ranker, on the quick-reference card, in Compare
 * and in the CLI usage. Its prose goes in the game's MDX page.
 */
export interface GameEntry<G extends GameId = GameId> {
  readonly id: G;
  /** The game's name: its main ruleset's name. */
  readonly name: string;
  /** The game's own ruleset (its ladder and the hand-ranker's first choice). */
  readonly main: GameRulesetId<G>;
  /** Every ruleset of the game, the main one first, then its variations (RULESET_IDS order). */
  readonly rulesets: readonly GameRulesetId<G>[];
  /** Every ruling on the game page, hand rulings first, in page order. */
  readonly rulings: readonly Ruling[];
  readonly quickRef: QuickRef<G>;
}

function entry<G extends GameId>(id: G, main: GameRulesetId<G>): GameEntry<G> {
  const rulesets = rulesetIdsOf(id);
  const ruleset: Ruleset = RULESETS[main];
  return {
    id,
    name: ruleset.name,
    main,
    rulesets: [main, ...rulesets.filter((r) => r !== main)],
    rulings: rulingsForGame(id),
    quickRef: QUICK_REFS[id],
  };
}

/** One typed entry per game, its main ruleset from the game's content. */
type GameEntries = { readonly [G in GameId]: GameEntry<G> };
// entry(id, main) is GameEntry<G> for the one id given, but TypeScript types it for the union of ids, so this one
// cast states the correlation that `entry`'s signature guarantees (it cannot be written as a checked mapped type).
export const GAMES = byGame<GameEntries>((id) => entry(id, CONTENT_OF[id].main) as GameEntries[GameId]);

/** The entry of any one game (a union, so `entry.rulesets` stays tied to `entry.id`). */
export type AnyGameEntry = (typeof GAMES)[GameId];
/** Every game's entry, in GAME_IDS order. */
export const GAME_ENTRIES: readonly AnyGameEntry[] = GAME_IDS.map((id) => GAMES[id]);
