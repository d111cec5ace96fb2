/**
 * The quiz: questions drawn from a seed. The same game and seed always give
 * the same question (mulberry32), so a question can be shared by link.
 *
 * A game's quiz asks what fits the game (`quizFormat`). Where hands meet in a
 * showdown it asks "Which hand wins?" of two hands; in Poker's Wild!, where
 * each play scores on its own and hands never meet, it asks "What does this
 * play score?" of a card laid on a board (quiz-pokers-wild.ts).
 *
 * Questions lean toward the points players argue about (QUIZ_MIX): wild
 * jokers, Nina's Five's missing full house, Nuclear's dead jokers, short
 * Bluff 'N' Peg hands, Peekaboo's hot garbage, ties, and Poker's Wild!'s wild
 * spaces, jokers, lines and gaps. The answer is never typed by hand: it is the
 * judge's verdict (`judgeRequest`) or the board scorer's (`scorePlay`), and
 * their reasons explain it.
 */
import { byGame } from './by-game.ts';
import { GAME_QUIZ } from './games/quizzes.ts';
import type { PlayAnswer, PlayDeal } from './games/pokers-wild/quiz.ts';
import type { Card } from './hands/cards.ts';
import type { GameId } from './ids.ts';
import { judgeRequest, type Judgement } from './hands/judge.ts';
import { fail, ok, type EngineError, type Result } from './result.ts';
import { mulberry32 } from './rng.ts';
import { cardsText, handText, type DisputeKind, type HandQuiz, type QuizHand, type QuizMix, type Rng } from './quiz-deals.ts';

export { DISPUTE_KINDS, handText, type DisputeKind, type QuizHand } from './quiz-deals.ts';

/** The three answers, as the buttons say them: Hand A wins, Hand B wins, or a tie. */
export const QUIZ_ANSWERS = ['a', 'b', 'tie'] as const;
export type QuizAnswer = (typeof QUIZ_ANSWERS)[number];

export const QUIZ_ERROR_CODES = ['bad-seed', 'no-question'] as const;
export type QuizError = EngineError<(typeof QUIZ_ERROR_CODES)[number]>;

export const QUIZ_LABELS = ['Hand A', 'Hand B'] as const;

/** Seeds are whole numbers 1..MAX_QUIZ_SEED (the same range as the dice explainer's rolls). */
export const MAX_QUIZ_SEED = 999_999_999;

/** Each game's quiz, from its content (games/<id>/quiz.ts). */
type GameQuiz = (typeof GAME_QUIZ)[GameId];

/** The games whose quiz asks which of two hands wins. */
export type HandQuizGame = { [G in GameId]: (typeof GAME_QUIZ)[G] extends HandQuiz<G> ? G : never }[GameId];
/** The games whose quiz asks what a play scores. */
export type ScoreQuizGame = Exclude<GameId, HandQuizGame>;

/** The questions a quiz can ask: which of two hands wins, or what a play on the board scores. */
export const QUIZ_FORMATS = ['which-hand', 'what-scores'] as const satisfies readonly GameQuiz['format'][];
export type QuizFormat = (typeof QUIZ_FORMATS)[number];

/** The question that fits a game: two hands only where hands meet; Poker's Wild! scores each play on its own. */
export function quizFormat(game: GameId): QuizFormat {
  return GAME_QUIZ[game].format;
}

/** Whether a game's quiz asks which of two hands wins (its entry in GAME_QUIZ says so, as HandQuizGame reads it). */
function isHandQuizGame(game: GameId): game is HandQuizGame {
  return GAME_QUIZ[game].format === 'which-hand';
}

/** The quiz's question, as its heading and the links to it say it. */
export function quizTitle(game: GameId): string {
  switch (quizFormat(game)) {
    case 'which-hand':
      return 'Which hand wins?';
    case 'what-scores':
      return 'What does this play score?';
  }
}

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
export type QuizKind<G extends GameId> = (typeof GAME_QUIZ)[G]['mix'][number][0];

/** How often each kind of question comes up, per game (the weights add up to 1), from each game's quiz. */
export const QUIZ_MIX = byGame<{ readonly [G in GameId]: QuizMix<QuizKind<G>> }>((id) => GAME_QUIZ[id].mix);

/** The ruleset a game's quiz is judged by (Bluff 'N' Peg: the printed game, without the deuces-wild variation). */
export function quizRuleset(game: GameId): GameQuiz['ruleset'] {
  return GAME_QUIZ[game].ruleset;
}

/** A "Which hand wins?" question. */
export interface HandQuestion {
  readonly format: 'which-hand';
  readonly game: HandQuizGame;
  readonly seed: number;
  readonly kind: DisputeKind;
  /** Hand A's and Hand B's cards (or dice) in the judge's notation. */
  readonly hands: readonly [string, string];
  /** The community cards ('' when the game has none). */
  readonly board: string;
  /** The same hands as values, to draw them. */
  readonly shown: readonly [QuizHand, QuizHand];
  /** The community cards as values. */
  readonly boardCards: readonly Card[];
  /** The judge's verdict, with its reasons. */
  readonly judgement: Judgement;
  readonly answer: QuizAnswer;
}

/** A Poker's Wild! "What does this play score?" question. */
export interface PlayQuestion extends PlayDeal {
  readonly format: 'what-scores';
  readonly game: ScoreQuizGame;
  readonly seed: number;
}

export type QuizQuestion = HandQuestion | PlayQuestion;

/** The right answer to a verdict over Hand A and Hand B: a tie when both lead, whatever the tie then means. */
export function answerOf(judgement: Judgement): QuizAnswer {
  if (judgement.leaders.length > 1) return 'tie';
  return judgement.leaders[0] === 1 ? 'b' : 'a';
}

/** Whether `answer` is right for a two-hand question. */
export const isRight = (question: HandQuestion, answer: QuizAnswer): boolean => question.answer === answer;

/** Whether `answer` is right for a Poker's Wild! question: the line and the points both. */
export const isPlayRight = (question: PlayQuestion, answer: PlayAnswer): boolean =>
  question.answer.line === answer.line && question.answer.points === answer.points;

/** The kind a number in [0, 1) picks from a game's mix (`last` if rounding leaves it past the end). */
function pickKind<K>(mix: readonly (readonly [K, number])[], r: number, last: K): K {
  let sum = 0;
  for (const [kind, weight] of mix) {
    sum += weight;
    if (r < sum) return kind;
  }
  return mix[mix.length - 1]?.[0] ?? last;
}

const ATTEMPTS = 200;

/**
 * The question for a game and a seed. The seed picks the kind (by QUIZ_MIX's
 * weights) and the deal. A deal that does not show its kind (a tie that the
 * suits' shuffle did not make, a board with no play of the kind wanted) is
 * dealt again, up to ATTEMPTS times, from the same sequence.
 */
export function makeQuestion(game: GameId, seed: number): Result<QuizQuestion, QuizError> {
  if (!Number.isSafeInteger(seed) || seed < 1 || seed > MAX_QUIZ_SEED) {
    return fail('bad-seed', `A question's seed is a whole number from 1 to ${MAX_QUIZ_SEED.toLocaleString('en-US')}.`);
  }
  const rng = mulberry32(seed);
  return isHandQuizGame(game) ? handQuestion(game, GAME_QUIZ[game], seed, rng) : playQuestion(game, GAME_QUIZ[game], seed, rng);
}

function playQuestion(
  game: ScoreQuizGame,
  quiz: (typeof GAME_QUIZ)[ScoreQuizGame],
  seed: number,
  rng: Rng,
): Result<PlayQuestion, QuizError> {
  const kind = pickKind(quiz.mix, rng(), 'plain');
  const deal = quiz.deal(kind, rng, ATTEMPTS);
  if (deal === null) return fail('no-question', `No question could be dealt from seed ${seed}.`);
  return ok({ format: 'what-scores', game, seed, ...deal });
}

function handQuestion(game: HandQuizGame, quiz: HandQuiz<HandQuizGame>, seed: number, rng: Rng): Result<HandQuestion, QuizError> {
  const kind = pickKind(quiz.mix, rng(), 'plain');
  const id = quiz.ruleset;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const deal = quiz.deal(kind, rng);
    if (deal === null) continue;
    const hands = [handText(deal.shown[0]), handText(deal.shown[1])] as const;
    const board = cardsText(deal.board);
    const judged = judgeRequest({
      game: id,
      hands: [...hands],
      board: board === '' ? undefined : board,
      labels: [...QUIZ_LABELS],
    });
    if (!judged.ok) continue;
    const answer = answerOf(judged.value);
    if (kind === 'tie' && answer !== 'tie') continue;
    return ok({
      format: 'which-hand',
      game,
      seed,
      kind,
      hands,
      board,
      shown: deal.shown,
      boardCards: deal.board,
      judgement: judged.value,
      answer,
    });
  }
  return fail('no-question', `No question could be dealt from seed ${seed}.`);
}
