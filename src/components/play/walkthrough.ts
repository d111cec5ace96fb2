/**
 * The guided round as a static walk-through, for the page's server render
 * (readers without JavaScript, and search): for each step, the position the
 * learner faces, the move the script makes there in words, and what happened.
 */
import { findLegal } from '../../engine/play/moves.ts';
import type { OptionSpec } from '../../engine/play/options.ts';
import type { TutorialScript } from '../../engine/tutorial/types.ts';
import type { HandKind } from '../../engine/hands/describe.ts';
import { GAMES } from '../../engine/games.ts';
import { type GameId } from '../../engine/ids.ts';
import { RULESETS } from '../../engine/hands/rulesets.ts';
import { roundStep, startRound, tryRound } from './guided.ts';
import { fullOptions, legalFor, moveLabels, shellGame, type PlayGame } from './model.ts';

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

export interface WalkStep<M, V> {
  readonly number: number;
  readonly text: string;
  readonly link: string;
  /** What the learner's seat sees before the move. */
  readonly view: V;
  readonly legal: readonly M[];
  /** The script's move, in the move list's words. */
  readonly move: string;
  /** What the move and the computer moves after it did. */
  readonly happened: string;
}

export interface Walkthrough<M, V> {
  readonly seat: number;
  readonly seatNames: readonly string[];
  readonly steps: readonly WalkStep<M, V>[];
  readonly end: string;
}

/** Throws on a script the game refuses: a build error, which the tutorial tests catch first. */
export function walkthrough<Specs extends readonly OptionSpec[], S, M, V>(
  parts: PlayGame<Specs, S, M, V>,
  script: TutorialScript,
): Walkthrough<M, V> {
  const game = shellGame(parts);
  const started = startRound(game, script);
  if (!started.ok) throw new Error(started.error.message);
  const seatNames = game.words.seatNames(fullOptions(game.rules.options, script.options));
  const steps: WalkStep<M, V>[] = [];
  let round = started.value;
  for (const [i, step] of script.steps.entries()) {
    const view = game.rules.view(round.state, script.learner);
    const legal = roundStep(round).step === null ? [] : legalFor(game, round.state, script.learner);
    const labels = moveLabels(game.words, view, legal, seatNames);
    const found = findLegal(legal, step.move);
    if (found === undefined) throw new Error(`${script.game} step ${i + 1}: the script's move is not one of the learner's legal moves.`);
    const result = tryRound(game, round, found);
    if (!result.ok) throw new Error(`${script.game} step ${i + 1}: ${result.explanation}`);
    steps.push({
      number: i + 1,
      text: step.text,
      link: step.link,
      view,
      legal,
      move: labels[legal.indexOf(found)] ?? '',
      happened: result.explanation,
    });
    round = result.next;
  }
  return { seat: script.learner, seatNames, steps, end: script.end };
}
