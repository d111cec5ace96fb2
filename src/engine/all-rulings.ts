/**
 * Every ruling for a game page: its rulesets' hand rulings, then the rulings
 * of its mechanics (dice rolls, the board, votes, pegging, dealing).
 *
 * Nothing is dropped: two rulings with the same id both come back, so the
 * uniqueness test (tests/engine/rulings.test.ts) sees them.
 */
import type { GameId } from './ids.ts';
import { MECHANIC_RULINGS } from './mechanic-rulings.ts';
import type { Ruling } from './hands/ruling.ts';
import { rulesetsForGame } from './hands/rulesets.ts';
import { handRulings, type HAND_RULINGS } from './hands/rulings.ts';

/** Every ruling object, with its literal id and game (HAND_RULINGS and MECHANIC_RULINGS are `as const`). */
type AnyRuling = (typeof HAND_RULINGS)[keyof typeof HAND_RULINGS][number] | (typeof MECHANIC_RULINGS)[GameId][number];
/** The id of a ruling of game `G` (any game by default): a mistyped id is a type error. */
export type RulingId<G extends GameId = GameId> = Extract<AnyRuling, { readonly game: G }>['id'];

export function rulingsForGame(game: GameId): Ruling[] {
  return [...rulesetsForGame(game).flatMap((r) => handRulings(r.id)), ...MECHANIC_RULINGS[game]];
}
