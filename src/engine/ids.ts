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
import { isOneOf } from './input.ts';

export const GAME_IDS = ['ninas-five', 'peekaboo', 'nuclear-holdem', 'pokers-wild', 'bluff-n-peg'] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(value: unknown): value is GameId {
  return isOneOf(GAME_IDS, value);
}
