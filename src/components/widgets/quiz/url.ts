/**
 * The quiz's URL state, through the typed parsers:
 *
 *   /games/ninas-five/quiz/?qz-seed=4242
 *
 *   qz-seed   the question (1..999999999): the engine deals it from this seed
 *             (src/engine/quiz-question.ts); the game is the page's own (/games/<id>/quiz/)
 *
 * A bad value falls back to the default question with a plain-text note; the
 * default seed is left out of the address.
 */
import { MAX_QUIZ_SEED } from '../../../engine/quiz-question.ts';
import { intParam, specCodec, type StateOf } from '../../../lib/url-state.ts';

export const DEFAULT_QUIZ_SEED = 1;

export const quizSpec = {
  'qz-seed': intParam(DEFAULT_QUIZ_SEED, 1, MAX_QUIZ_SEED),
};
export type QuizUrlState = StateOf<typeof quizSpec>;

export const DEFAULT_QUIZ_STATE: QuizUrlState = { 'qz-seed': DEFAULT_QUIZ_SEED };

export const QUIZ_CODEC = specCodec(quizSpec);
