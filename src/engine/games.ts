/**
 * The five games the site documents, as a const tuple so the runtime list
 * and the `GameId` type come from one place. Ruleset ids (see rulesets.ts)
 * are a superset: they add `standard` and the `bluff-n-peg-deuces` variation.
 */
export const GAME_IDS = ['ninas-five', 'peekaboo', 'nuclear-holdem', 'pokers-wild', 'bluff-n-peg'] as const;
export type GameId = (typeof GAME_IDS)[number];
