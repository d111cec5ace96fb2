/**
 * Runs a tutorial script over its game, by game id: the runner's API for
 * tests and tools, reaching every game through GAME_PARTS and TUTORIALS. The
 * work is done in run.ts, which takes one game's rules and words and one
 * script (the play page's island uses that directly, so it bundles only its
 * own game).
 */
import { quote } from '../hands/cards.ts';
import { isGameId } from '../ids.ts';
import { fail, type Result } from '../result.ts';
import { GAME_PARTS } from '../games/index.ts';
import { TUTORIALS } from './scripts.ts';
import { startScript, stepOf, tryScriptMove, type TryResult, type TutorialProgress, type TutorialStepView } from './run.ts';

export { TUTORIAL_ERROR_CODES, continues, type TryResult, type TutorialProgress, type TutorialStepView } from './run.ts';

/** Start the guided round of `id`: the deal, and the computer moves before the learner's first turn. */
export function startTutorial(id: string): Result<TutorialProgress> {
  if (!isGameId(id)) return fail('bad-tutorial', `There is no tutorial for ${quote(id)}.`);
  return startScript(GAME_PARTS[id], TUTORIALS[id]);
}

/** The step the learner is on, what their seat sees and may do. */
export const tutorialStep = (progress: TutorialProgress): TutorialStepView => stepOf(GAME_PARTS[progress.script.game], progress);

/**
 * Try the learner's move. The script's move plays it, then the computer seats'
 * moves to the learner's next turn, and explains what happened. Any other
 * move (illegal, or legal but not the lesson's) leaves the progress as it was
 * and says why.
 */
export const tryMove = (progress: TutorialProgress, move: unknown): TryResult =>
  tryScriptMove(GAME_PARTS[progress.script.game], progress, move);
