/**
 * The quiz by game id, for the build, the CLI and the tests: each function reads the game's quiz from the
 * registry (GAME_CONTENT's quiz, games/content.ts) and hands it to quiz-question.ts, which deals the question. A quiz
 * page's island imports quiz-question.ts and its own game's QUIZ, never this file: reaching the registry would
 * bundle every game's quiz (Poker's Wild!'s board engine with it) on every quiz page.
 *
 * A game's quiz asks what fits the game (`quizFormat`). Where hands meet in a showdown it asks "Which hand
 * wins?" of two hands; in Poker's Wild!, where each play scores on its own and hands never meet, it asks "What
 * does this play score?" of a card laid on a board (games/pokers-wild/quiz.ts).
 *
 * Questions lean toward the points players argue about (QUIZ_MIX): wild jokers, Nina's Five's missing full
 * house, Nuclear's dead jokers, short Bluff 'N' Peg hands, Peekaboo's hot garbage, ties, and Poker's Wild!'s wild
 * spaces, jokers, lines and gaps.
 */
import { byGame } from './by-game.ts';
import { GAME_CONTENT } from './games/content.ts';
import type { GameId } from './ids.ts';
import type { HandQuiz, QuizMix } from './quiz-deals.ts';
import {
  formatTitle,
  handQuestion,
  playQuestion,
  type HandQuestion,
  type PlayQuestion,
  type QuizError,
  type QuizFormat,
} from './quiz-question.ts';
import type { Result } from './result.ts';

/** Each game's quiz, from its content (games/<id>/quiz.ts). */
type GameQuiz = (typeof GAME_CONTENT)[GameId]['quiz'];

/** The games whose quiz asks which of two hands wins. */
export type HandQuizGame = { [G in GameId]: (typeof GAME_CONTENT)[G]['quiz'] extends HandQuiz<G> ? G : never }[GameId];
/** The games whose quiz asks what a play scores. */
type ScoreQuizGame = Exclude<GameId, HandQuizGame>;

export type QuizQuestion = HandQuestion<HandQuizGame> | PlayQuestion<ScoreQuizGame>;

/** The question that fits a game: two hands only where hands meet; Poker's Wild! scores each play on its own. */
export function quizFormat(game: GameId): QuizFormat {
  return GAME_CONTENT[game].quiz.format;
}

/** Whether a game's quiz asks which of two hands wins (its entry in GAME_CONTENT says so, as HandQuizGame reads it). */
function isHandQuizGame(game: GameId): game is HandQuizGame {
  return GAME_CONTENT[game].quiz.format === 'which-hand';
}

/** The quiz's question, as its heading and the links to it say it. */
export const quizTitle = (game: GameId): string => formatTitle(quizFormat(game));

/** What the quiz asks, in one sentence for the links to it. */
export function quizBlurb(game: GameId): string {
  switch (quizFormat(game)) {
    case 'which-hand':
      return 'Two hands from the engine; say which wins, and see why.';
    case 'what-scores':
      return 'A card laid on a board from the engine; say which line scores and how many points, and see why.';
  }
}

/** The kinds of question a game's quiz deals. */
type QuizKind<G extends GameId> = (typeof GAME_CONTENT)[G]['quiz']['mix'][number][0];

/** How often each kind of question comes up, per game (the weights add up to 1), from each game's quiz. */
export const QUIZ_MIX = byGame<{ readonly [G in GameId]: QuizMix<QuizKind<G>> }>((id) => GAME_CONTENT[id].quiz.mix);

/** The ruleset a game's quiz is judged by (Bluff 'N' Peg: the printed game, without the deuces-wild variation). */
export function quizRuleset(game: GameId): GameQuiz['ruleset'] {
  return GAME_CONTENT[game].quiz.ruleset;
}

/** The question for a game and a seed (quiz-question.ts deals it from the game's quiz). */
export function makeQuestion(game: GameId, seed: number): Result<QuizQuestion, QuizError> {
  return isHandQuizGame(game) ? handQuestion(game, GAME_CONTENT[game].quiz, seed) : playQuestion(game, GAME_CONTENT[game].quiz, seed);
}
