/**
 * The tutorial runner's core, given one game's rules, words and script: what
 * the play page's island imports, so it bundles only its own game (runner.ts,
 * which reaches every game through the registries, is built on it).
 * Pure: progress is plain data, and every move, scripted or the learner's,
 * goes through the one checked `play` (a script is data, so its moves are
 * checked like anyone's). A wrong move never advances the script; it gets an
 * explanation instead.
 */
import { fail, ok, type Result } from '../result.ts';
import { findLegal } from '../play/moves.ts';
import { optionsFromJson } from '../play/options.ts';
import { play } from '../play/play.ts';
import type { AnyPlayable } from '../play/playable.ts';
import type { SeatMove } from '../play/types.ts';
import type { TutorialScript, TutorialStep } from './types.ts';

export const TUTORIAL_ERROR_CODES = ['bad-tutorial', 'bad-script'] as const;

/** What a guided round needs of its game: the rules it is played by and the words of its log. */
export type TutorialGame = Pick<AnyPlayable, 'rules' | 'words'>;

/** Where a learner is in a script: the step to do next, the game state, and the moves so far (a record). */
export interface TutorialProgress {
  readonly script: TutorialScript;
  /** The step the learner is on; `steps.length` once the script is done. */
  readonly step: number;
  readonly state: unknown;
  readonly moves: readonly SeatMove<unknown>[];
  /** What happened so far, one sentence a move (the game's `describe`). */
  readonly log: readonly string[];
}

export interface TutorialStepView {
  readonly script: TutorialScript;
  /** The step to do, or null once the script is done. */
  readonly step: TutorialStep | null;
  /** 1-based, and the number of steps. */
  readonly number: number;
  readonly of: number;
  /** What the learner's seat sees now. */
  readonly view: unknown;
  /** The learner's legal moves now (empty once done). */
  readonly legal: readonly unknown[];
  /** The closing words once done, else null. */
  readonly end: string | null;
}

export interface TryResult {
  /** Whether the move was the script's move (the script went on). */
  readonly ok: boolean;
  /** What happened and why, or why this is not the move here. */
  readonly explanation: string;
  /** The progress after the move (the same progress when `ok` is false). */
  readonly next: TutorialProgress;
}

/** Play scripted moves; a refused one is a script bug, reported with its place. */
function playAll({ rules, words }: TutorialGame, p: TutorialProgress, moves: readonly SeatMove<unknown>[]): Result<TutorialProgress> {
  let state = p.state;
  const log = [...p.log];
  const done = [...p.moves];
  for (const move of moves) {
    const next = play(rules, state, move);
    if (!next.ok) return fail('bad-script', `The ${rules.id} tutorial's move ${done.length + 1} is refused: ${next.error.message}`);
    log.push(words.describe(state, move, next.value));
    done.push(move);
    state = next.value;
  }
  return ok({ ...p, state, moves: done, log });
}

/** The script's computer moves up to the learner's turn at step `step` (or to the round's end). */
const computerMovesFor = (script: TutorialScript, step: number): readonly SeatMove<unknown>[] => script.steps[step]?.before ?? script.after;

/** Whether a legal learner move continues the script at this step. */
export const continues = (step: TutorialStep, move: unknown): boolean =>
  step.also === 'any' || findLegal([step.move, ...(step.also ?? [])], move) !== undefined;

/** Start a guided round: the deal, and the computer moves before the learner's first turn. The script must be the game's. */
export function startScript(game: TutorialGame, script: TutorialScript): Result<TutorialProgress> {
  const { rules } = game;
  if (script.game !== rules.id) return fail('bad-tutorial', `The ${script.game} tutorial cannot run on the ${rules.id} rules.`);
  const options = optionsFromJson(rules.options, script.options);
  if (!options.ok) return options;
  const start: TutorialProgress = { script, step: 0, state: rules.newGame(options.value, script.seed), moves: [], log: [] };
  return playAll(game, start, computerMovesFor(script, 0));
}

/** The step the learner is on, what their seat sees and may do. */
export function stepOf({ rules }: TutorialGame, progress: TutorialProgress): TutorialStepView {
  const script = progress.script;
  const step = script.steps[progress.step] ?? null;
  return {
    script,
    step,
    number: Math.min(progress.step + 1, script.steps.length),
    of: script.steps.length,
    view: rules.view(progress.state, script.learner),
    legal: step === null ? [] : rules.legalMoves(progress.state, script.learner),
    end: step === null ? script.end : null,
  };
}

/**
 * Try the learner's move. The script's move plays it, then the computer seats'
 * moves to the learner's next turn, and explains what happened. Any other
 * move (illegal, or legal but not the lesson's) leaves the progress as it was
 * and says why.
 */
export function tryScriptMove(game: TutorialGame, progress: TutorialProgress, move: unknown): TryResult {
  const { rules } = game;
  const script = progress.script;
  const step = script.steps[progress.step];
  if (step === undefined) return { ok: false, explanation: `The guided round is over. ${script.end}`, next: progress };
  const found: unknown = findLegal(rules.legalMoves(progress.state, script.learner), move);
  if (found === undefined) {
    const refused = play(rules, progress.state, { seat: script.learner, move });
    const why = refused.ok ? 'That move is not one the rules allow here.' : refused.error.message;
    return { ok: false, explanation: `${why} ${step.wrong}`, next: progress };
  }
  if (!continues(step, found)) return { ok: false, explanation: step.wrong, next: progress };
  const mine = playAll(game, progress, [{ seat: script.learner, move: found }]);
  if (!mine.ok) return { ok: false, explanation: mine.error.message, next: progress };
  const rest = playAll(game, { ...mine.value, step: progress.step + 1 }, computerMovesFor(script, progress.step + 1));
  if (!rest.ok) return { ok: false, explanation: rest.error.message, next: progress };
  const said = rest.value.log.slice(progress.log.length).join(' ');
  return { ok: true, explanation: said, next: rest.value };
}
