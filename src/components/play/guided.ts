/**
 * The guided round's one use of the tutorial runner (engine/tutorial/run.ts), for the island and the
 * static walk-through alike: start the script, and try a learner's move. The runner decides everything
 * (which move continues the lesson, the computer moves after it, what to say), from the game's rules and
 * words.
 *
 * The runner's progress holds the state and the moves as plain data of no particular type. The round
 * keeps the same position typed by the game's own rules: every move the runner made is played again
 * through the checked `play` (play.ts), so the board gets the game's own view and moves with no cast,
 * and a move the game refuses shows as an error instead of a wrong table.
 */
import { optionsFromJson, type OptionSpec } from '../../engine/play/options.ts';
import { play } from '../../engine/play/play.ts';
import type { SeatMove } from '../../engine/play/types.ts';
import { fail, ok, type Result } from '../../engine/result.ts';
import { startScript, tryScriptMove, type TutorialProgress } from '../../engine/tutorial/run.ts';
import type { TutorialScript, TutorialStep } from '../../engine/tutorial/types.ts';
import type { PlayGame } from './model.ts';

/** Where the learner is: the runner's progress, and its state as the game's own type. */
export interface Round<S> {
  readonly progress: TutorialProgress;
  readonly state: S;
}

/** The step the learner is on (null once the round is over), counted from 1, and the closing words once it is over. */
export interface RoundStep {
  readonly step: TutorialStep | null;
  readonly number: number;
  readonly of: number;
  readonly end: string | null;
}

/** The moves `moves` played from `state` through the checked `play`, or the first refusal. */
function replay<Specs extends readonly OptionSpec[], S, M, V>(
  game: PlayGame<Specs, S, M, V>,
  state: S,
  moves: readonly SeatMove<unknown>[],
): Result<S> {
  let at = state;
  for (const [i, move] of moves.entries()) {
    const next = play(game.rules, at, move);
    if (!next.ok) return fail('bad-script', `The ${game.rules.id} guided round's move ${i + 1} is refused: ${next.error.message}`);
    at = next.value;
  }
  return ok(at);
}

/** The round at its start: the deal, and the computer moves before the learner's first turn. */
export function startRound<Specs extends readonly OptionSpec[], S, M, V>(
  game: PlayGame<Specs, S, M, V>,
  script: TutorialScript,
): Result<Round<S>> {
  const started = startScript(game, script);
  if (!started.ok) return started;
  const options = optionsFromJson(game.rules.options, script.options);
  if (!options.ok) return options;
  const state = replay(game, game.rules.newGame(options.value, script.seed), started.value.moves);
  return state.ok ? ok({ progress: started.value, state: state.value }) : state;
}

/** The step the learner is on, read from the script. */
export function roundStep<S>(round: Round<S>): RoundStep {
  const { script, step } = round.progress;
  const at = script.steps[step] ?? null;
  return { step: at, number: Math.min(step + 1, script.steps.length), of: script.steps.length, end: at === null ? script.end : null };
}

/**
 * The learner's move tried: the script's move plays it and the computer moves after it, and says what
 * happened; any other move leaves the round as it was and says why (`ok` false).
 */
export function tryRound<Specs extends readonly OptionSpec[], S, M, V>(
  game: PlayGame<Specs, S, M, V>,
  round: Round<S>,
  move: M,
): { readonly ok: boolean; readonly explanation: string; readonly next: Round<S> } {
  const tried = tryScriptMove(game, round.progress, move);
  if (!tried.ok) return { ok: false, explanation: tried.explanation, next: round };
  const state = replay(game, round.state, tried.next.moves.slice(round.progress.moves.length));
  if (!state.ok) return { ok: false, explanation: state.error.message, next: round };
  return { ok: true, explanation: tried.explanation, next: { progress: tried.next, state: state.value } };
}
