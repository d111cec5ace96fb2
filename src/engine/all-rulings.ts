/**
 * Every ruling for a game page: its rulesets' hand rulings, then the rulings
 * of its mechanics (dice rolls, the board, votes, pegging, dealing).
 *
 * Nothing is dropped: two rulings with the same id both come back, so the
 * uniqueness test (tests/engine/rulings.test.ts) sees them.
 */
import type { GameId } from './games.ts';
import { MECHANIC_RULINGS } from './mechanic-rulings.ts';
import type { Ruling } from './ruling.ts';
import { rulesetsForGame } from './rulesets.ts';

export function rulingsForGame(game: GameId): Ruling[] {
  return [...rulesetsForGame(game).flatMap((r) => r.rulings), ...MECHANIC_RULINGS[game]];
}
