/**
 * The public API of Showdown's rules engine. Pure TypeScript, no DOM, no
 * runtime dependencies; Node 24 runs these files directly.
 */
export * from './cards.ts';
export * from './words.ts';
export { ERROR_FIELDS, type EngineError, type ErrorField, type ErrorPlace } from './result.ts';
export * from './categories.ts';
export * from './games.ts';
export * from './key.ts';
export * from './rulesets.ts';
export type { Ruling, RulingExample } from './ruling.ts';
export { HAND_RULINGS } from './rulings.ts';
export * from './dice.ts';
export { deckModel, wildGroupCards, type DeckModel, type DeckRules } from './deck.ts';
export type { HandRules } from './makers.ts';
export {
  evaluateHand,
  handKey,
  madeCount,
  patternRanks,
  type BestCard,
  type CardRules,
  type Evaluation,
  type WildUse,
} from './evaluate.ts';
export * from './describe.ts';
export {
  judge,
  OUTCOMES,
  pointsOf,
  pointsText,
  tieWording,
  type Contender,
  type Outcome,
  type TieWording,
  type Verdict,
  type VerdictRules,
} from './verdict.ts';
export * from './judge.ts';
export { choose, exactCardOdds, exactDiceOdds, ODDS_ERROR_CODES, type ChooseError, type OddsTable, type Progress } from './odds.ts';
export { exampleHand, type ExampleHand } from './examples.ts';
export { rulingsForGame, type RulingId } from './all-rulings.ts';
export type { QuickRef, QuickRefLine } from './quick-refs.ts';
export { MECHANIC_RULINGS } from './mechanic-rulings.ts';
export * as peekaboo from './peekaboo.ts';
export * as pokersWildBoard from './pokers-wild-board.ts';
export * as nuclear from './nuclear.ts';
export * as bluffNPeg from './bluff-n-peg.ts';
export * as ninasFive from './ninas-five.ts';
export { US_STATES } from './us-states.ts';
