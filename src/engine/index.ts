/**
 * The public API of Showdown's rules engine. Pure TypeScript, no DOM, no
 * runtime dependencies; Node 24 runs these files directly.
 */
export * from './hands/cards.ts';
export * from './words.ts';
export { ERROR_FIELDS, type EngineError, type ErrorField, type ErrorPlace } from './result.ts';
export * from './hands/categories.ts';
export * from './games.ts';
export * from './ids.ts';
export * from './hands/key.ts';
export * from './hands/rulesets.ts';
export type { Ruling, RulingExample } from './hands/ruling.ts';
export { HAND_RULINGS } from './hands/rulings.ts';
export * from './hands/dice.ts';
export { deckModel, wildGroupCards, type DeckModel, type DeckRules } from './hands/deck.ts';
export type { HandRules } from './hands/makers.ts';
export {
  evaluateHand,
  handKey,
  madeCount,
  patternRanks,
  type BestCard,
  type CardRules,
  type Evaluation,
  type WildUse,
} from './hands/evaluate.ts';
export * from './hands/describe.ts';
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
} from './hands/verdict.ts';
export * from './hands/judge.ts';
export { choose, exactCardOdds, exactDiceOdds, ODDS_ERROR_CODES, type ChooseError, type OddsTable, type Progress } from './odds/odds.ts';
export { exampleHand, type ExampleHand } from './hands/examples.ts';
export { rulingsForGame, type RulingId } from './all-rulings.ts';
export type { QuickRef, QuickRefLine } from './quick-refs.ts';
export { MECHANIC_RULINGS } from './mechanic-rulings.ts';
export * as peekaboo from './games/peekaboo/solver.ts';
export * as pokersWildBoard from './games/pokers-wild/board.ts';
export * as nuclear from './games/nuclear-holdem/mechanics.ts';
export * as bluffNPeg from './games/bluff-n-peg/pegging.ts';
export * as ninasFive from './games/ninas-five/tricks.ts';
export { US_STATES } from './games/nuclear-holdem/us-states.ts';
