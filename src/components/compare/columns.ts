/**
 * The Compare page's columns (kept apart from data.ts, which counts odds,
 * so the game picker island can import them without the counting code):
 * every ruleset at its real deal, plus standard poker at seven cards, the
 * fair reference for the games that deal seven (Nina's Five, Nuclear
 * Hold'em), whose odds come from 133,784,560 hands, not 2,598,960.
 */
import { RULESET_IDS, type RulesetId } from '../../engine/hands/rulesets.ts';

export const REFERENCE: RulesetId = 'standard';
export const REFERENCE_SEVEN = 'standard-7';
export type ColumnId = RulesetId | typeof REFERENCE_SEVEN;
export const COLUMN_IDS: readonly ColumnId[] = RULESET_IDS.flatMap((id): ColumnId[] => (id === REFERENCE ? [id, REFERENCE_SEVEN] : [id]));
