/**
 * A guided first round (issue 13, item 2) as data: a fixed deal (a game
 * model's options and seed), the learner's seat, and steps. Each step teaches
 * one rule, names where the rules page explains it, plays the computer seats'
 * scripted moves up to the learner's turn, and says which move the learner
 * makes and why another move is not the one here. The runner (`runner.ts`)
 * plays it through the game model, so every scripted move is checked by the
 * model's own `play`.
 */
import type { GameId } from '../ids.ts';
import type { SeatMove } from '../play/types.ts';

export interface TutorialStep {
  /** A stable id for the rule this step teaches ("nf-joker"), unique in its script. */
  readonly rule: string;
  /** One or two sentences in Showdown's words. */
  readonly text: string;
  /** Where the rules page explains it: a heading or block id, or `ruling-<id>`, without the `#`. */
  readonly link: string;
  /** The computer seats' moves played before the learner acts, in order. */
  readonly before: readonly SeatMove<unknown>[];
  /** The learner's move the script plays (and the one a walk-through shows). */
  readonly move: unknown;
  /** Other learner moves that continue the script just as well: a list, or 'any' legal move. */
  readonly also?: readonly unknown[] | 'any';
  /** Why a legal move other than `move` (and `also`) is not the move here. */
  readonly wrong: string;
}

export interface TutorialScript {
  readonly game: GameId;
  /** The model's options (missing ones take their defaults). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: number;
  /** How the seed was found (the search that chose this deal). */
  readonly found: string;
  /** The learner's seat. */
  readonly learner: number;
  readonly steps: readonly TutorialStep[];
  /** The computer seats' moves after the last step, to the end of the round. */
  readonly after: readonly SeatMove<unknown>[];
  /** The closing words; they end with "You know enough to play." */
  readonly end: string;
}
