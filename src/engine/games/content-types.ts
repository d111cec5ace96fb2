/**
 * The shapes of a game's content (games/<id>/content.ts, gathered in games/content.ts), in a file that imports
 * nothing of any one game, so a game's content can name its types without importing the registry that imports
 * it (tests/engine/play/layers.test.ts: no import circle). The exact checks, such as a quick-reference line
 * naming one of its own game's rulings, are made where the registry is read (quick-refs.ts).
 */
import type { Ruling } from '../hands/ruling.ts';
import type { GameRulesetId } from '../hands/rulesets.ts';
import type { HAND_RULINGS } from '../hands/rulings.ts';
import type { GameId } from '../ids.ts';
import type { DealLines } from '../play/deal-words.ts';
import type { HandQuiz, ScoreQuiz } from '../quiz-deals.ts';
import type { TutorialScript } from '../tutorial/types.ts';
import type { Box } from './in-the-box.ts';

/** A plain reminder, or the brief of one of the game's rulings (`R`: the ids it may name). */
export type QuickRefLine<R extends string = string> = string | { readonly ruling: R };

/** One game's printable quick-reference card (quick-refs.ts says what each part is for). */
export interface QuickRef<R extends string = string> {
  /** Heading for the steps, e.g. "A trick". */
  readonly stepsTitle: string;
  readonly steps: readonly QuickRefLine<R>[];
  readonly numbers: readonly (readonly [label: string, value: QuickRefLine<R>])[];
  /** One or two reminders that don't fit the steps. */
  readonly notes: readonly QuickRefLine<R>[];
}

/** The ids of game `G`'s rulings: its rulesets' hand rulings (hands/rulings.ts) and its own mechanic rulings `M`. */
export type GameRulingId<G extends GameId, M extends readonly Ruling[]> =
  Extract<(typeof HAND_RULINGS)[keyof typeof HAND_RULINGS][number], { readonly game: G }>['id'] | M[number]['id'];

/** One game's content. */
export interface GameContent<G extends GameId> {
  /** The game's own ruleset (its ladder, and the hand-ranker's first choice). */
  readonly main: GameRulesetId<G>;
  /** The rulings on the game's mechanics (its hand rulings are in hands/rulings.ts), `as const` so their ids are typed. */
  readonly rulings: readonly (Ruling & { readonly game: G })[];
  readonly quickRef: QuickRef;
  readonly tutorial: TutorialScript & { readonly game: G };
  /** What `simulate --log` prints of the cards and dice dealt, drawn or rolled out of sight (play/log-deals.ts). */
  readonly dealLines: DealLines;
  /** What you need on the table, for the rules page's picture (components/drawings/InTheBox.astro). */
  readonly inTheBox: Box;
  /**
   * Its quiz (games/<id>/quiz.ts): what it asks, how often each kind of question comes up, its ruleset and its
   * deal; quiz.ts reads it for the build, the CLI and the tests. A quiz page's island imports its own game's quiz
   * file, never this registry, so it bundles one game (tests/unit/play-islands.test.ts).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a score quiz's kinds and deal are its game's own; quiz.ts reads them through the registry's literal type
  readonly quiz: HandQuiz<G> | ScoreQuiz<G, any, any>;
}
