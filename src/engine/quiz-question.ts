/**
 * One game's quiz question from a seed, given that game's quiz (games/<id>/quiz.ts's QUIZ). The same quiz and
 * seed always give the same question (mulberry32), so a question can be shared by link.
 *
 * Apart from quiz.ts, which reads every game's quiz from the registry (GAME_CONTENT) for the build, the CLI and the
 * tests: a quiz page's island imports this file and its own game's QUIZ, so it bundles one game's quiz (a card
 * game's page loads none of Poker's Wild!'s board engine; tests/unit/play-islands.test.ts).
 *
 * The answer is never typed by hand: it is the judge's verdict (`judgeRequest`) or the board scorer's, and their
 * reasons explain it.
 */
import type { PlayAnswer, PlayDeal } from './games/pokers-wild/quiz.ts';
import type { Card } from './hands/cards.ts';
import { judgeRequest, type Judgement } from './hands/judge.ts';
import type { GameId } from './ids.ts';
import { fail, ok, type EngineError, type Result } from './result.ts';
import { mulberry32 } from './rng.ts';
import { cardsText, handText, type DisputeKind, type HandQuiz, type QuizHand, type Rng, type ScoreQuiz } from './quiz-deals.ts';

/** The three answers, as the buttons say them: Hand A wins, Hand B wins, or a tie. */
export const QUIZ_ANSWERS = ['a', 'b', 'tie'] as const;
export type QuizAnswer = (typeof QUIZ_ANSWERS)[number];

export const QUIZ_ERROR_CODES = ['bad-seed', 'no-question'] as const;
export type QuizError = EngineError<(typeof QUIZ_ERROR_CODES)[number]>;

const QUIZ_LABELS = ['Hand A', 'Hand B'] as const;

/** Seeds are whole numbers 1..MAX_QUIZ_SEED (the same range as the dice explainer's rolls). */
export const MAX_QUIZ_SEED = 999_999_999;

/** The questions a quiz can ask: which of two hands wins, or what a play on the board scores. */
export const QUIZ_FORMATS = ['which-hand', 'what-scores'] as const satisfies readonly (
  HandQuiz<GameId> | ScoreQuiz<GameId, string, unknown>
)['format'][];
export type QuizFormat = (typeof QUIZ_FORMATS)[number];

/** The quiz's question, as its heading and the links to it say it. */
export function formatTitle(format: QuizFormat): string {
  switch (format) {
    case 'which-hand':
      return 'Which hand wins?';
    case 'what-scores':
      return 'What does this play score?';
  }
}

/** A "Which hand wins?" question about game `G`. */
export interface HandQuestion<G extends GameId = GameId> {
  readonly format: 'which-hand';
  readonly game: G;
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
export interface PlayQuestion<G extends GameId = GameId> extends PlayDeal {
  readonly format: 'what-scores';
  readonly game: G;
  readonly seed: number;
}

/** The right answer to a verdict over Hand A and Hand B: a tie when both lead, whatever the tie then means. */
function answerOf(judgement: Judgement): QuizAnswer {
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

/** The seed's random numbers, or an error for a seed outside 1..MAX_QUIZ_SEED. */
function seeded(seed: number): Result<Rng, QuizError> {
  if (!Number.isSafeInteger(seed) || seed < 1 || seed > MAX_QUIZ_SEED) {
    return fail('bad-seed', `A question's seed is a whole number from 1 to ${MAX_QUIZ_SEED.toLocaleString('en-US')}.`);
  }
  return ok(mulberry32(seed));
}

const noQuestion = (seed: number): Result<never, QuizError> => fail('no-question', `No question could be dealt from seed ${seed}.`);

/**
 * A "What does this play score?" question for a game and a seed. The seed picks the kind (by the quiz's mix
 * weights) and the deal; the quiz's deal tries up to ATTEMPTS boards for one that shows the kind.
 */
export function playQuestion<G extends GameId, K extends string>(
  game: G,
  quiz: ScoreQuiz<G, K | 'plain', PlayDeal>,
  seed: number,
): Result<PlayQuestion<G>, QuizError> {
  const rng = seeded(seed);
  if (!rng.ok) return rng;
  const kind = pickKind(quiz.mix, rng.value(), 'plain');
  const deal = quiz.deal(kind, rng.value, ATTEMPTS);
  if (deal === null) return noQuestion(seed);
  return ok({ format: 'what-scores', game, seed, ...deal });
}

/**
 * A "Which hand wins?" question for a game and a seed. The seed picks the kind (by the quiz's mix weights) and
 * the deal. A deal that does not show its kind (a tie that the suits' shuffle did not make) is dealt again, up to
 * ATTEMPTS times, from the same sequence.
 */
export function handQuestion<G extends GameId>(game: G, quiz: HandQuiz<G>, seed: number): Result<HandQuestion<G>, QuizError> {
  const rng = seeded(seed);
  if (!rng.ok) return rng;
  const kind = pickKind(quiz.mix, rng.value(), 'plain');
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const deal = quiz.deal(kind, rng.value);
    if (deal === null) continue;
    const hands = [handText(deal.shown[0]), handText(deal.shown[1])] as const;
    const board = cardsText(deal.board);
    const judged = judgeRequest({
      game: quiz.ruleset,
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
  return noQuestion(seed);
}
