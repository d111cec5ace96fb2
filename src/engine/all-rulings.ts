/**
 * Every ruling for a game page: its rulesets' hand rulings, then the rulings
 * of its mechanics (dice rolls, the board, votes, pegging, dealing).
 */
import type { GameId } from './games.ts';
import { MECHANIC_RULINGS } from './mechanic-rulings.ts';
import type { Ruling } from './ruling.ts';
import { rulesetsForGame } from './rulesets.ts';

export function rulingsForGame(game: GameId): Ruling[] {
  const seen = new Set<string>();
  const out: Ruling[] = [];
  for (const ruling of [...rulesetsForGame(game).flatMap((r) => r.rulings), ...MECHANIC_RULINGS[game]]) {
    if (seen.has(ruling.id)) continue;
    seen.add(ruling.id);
    out.push(ruling);
  }
  return out;
}
