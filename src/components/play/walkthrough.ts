/**
 * The guided round as a static walk-through, for the page's server render
 * (readers without JavaScript, and search): for each step, the position the
 * learner faces, the move the script makes there in words, and what happened.
 */
import { partsOf } from '../../engine/play/from-parts.ts'; // TRANSITIONAL: until the shell takes the game's parts
import { fullOptions } from './model.ts';
import { startScript, stepOf, tryScriptMove } from '../../engine/tutorial/run.ts';
import type { TutorialScript } from '../../engine/tutorial/types.ts';
import type { AnyModel } from '../../engine/play/types.ts';
import { findLegal } from '../../engine/play/moves.ts';
import { moveLabels } from './move-words.ts';
import type { HandKind } from '../../engine/hands/describe.ts';
import { GAMES } from '../../engine/games.ts';
import { type GameId } from '../../engine/ids.ts';
import { RULESETS } from '../../engine/hands/rulesets.ts';

/** The play page's first paragraph, in the words of the game's pieces: cards are dealt, dice rolled. */
export function playIntro(game: GameId): string {
  return `${firstRound(RULESETS[GAMES[game].main].kind)}: each step teaches one rule as it comes up, and you make the move. Then play a whole game against the computer at the practice table.`;
}

function firstRound(pieces: HandKind): string {
  switch (pieces) {
    case 'cards':
      return 'A first round with the cards dealt for you';
    case 'dice':
      return 'A first round with the dice already rolled for you';
  }
}

export interface WalkStep {
  readonly number: number;
  readonly text: string;
  readonly link: string;
  /** What the learner's seat sees before the move. */
  readonly view: unknown;
  readonly legal: readonly unknown[];
  /** The script's move, in the move list's words. */
  readonly move: string;
  /** What the move and the computer moves after it did. */
  readonly happened: string;
}

export interface Walkthrough {
  readonly seat: number;
  readonly seatNames: readonly string[];
  readonly steps: readonly WalkStep[];
  readonly end: string;
}

/** Throws on a script the model refuses: a build error, which the tutorial tests catch first. */
export function walkthrough(model: AnyModel, script: TutorialScript): Walkthrough {
  const started = startScript(partsOf(model), script);
  if (!started.ok) throw new Error(started.error.message);
  const seatNames = model.seatNames(fullOptions(model.options, script.options));
  const steps: WalkStep[] = [];
  let progress = started.value;
  for (const [i, step] of script.steps.entries()) {
    const at = stepOf(partsOf(model), progress);
    const labels = moveLabels(model, progress.state, script.learner, at.legal, seatNames);
    const found: unknown = findLegal(at.legal, step.move);
    const result = tryScriptMove(partsOf(model), progress, step.move);
    if (!result.ok) throw new Error(`${script.game} step ${i + 1}: ${result.explanation}`);
    steps.push({
      number: i + 1,
      text: step.text,
      link: step.link,
      view: at.view,
      legal: at.legal,
      move: labels[at.legal.indexOf(found)] ?? '',
      happened: result.explanation,
    });
    progress = result.next;
  }
  return { seat: script.learner, seatNames, steps, end: script.end };
}
