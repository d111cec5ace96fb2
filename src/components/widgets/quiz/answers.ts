/**
 * A quiz question's answer and reasons in words: the island's verdict, and the quiz page's answer without
 * JavaScript. Plain functions with no stylesheet, so the page can import them without putting any game's
 * board styles on itself.
 */
import type { HandQuestion, PlayQuestion, QuizAnswer } from '../../../engine/quiz-question.ts';

/** The right answer to a two-hand question as a sentence. */
export function answerSentence(answer: QuizAnswer): string {
  switch (answer) {
    case 'a':
      return 'Hand A wins.';
    case 'b':
      return 'Hand B wins.';
    case 'tie':
      return 'Hand A and Hand B tie.';
  }
}

/** The right answer to any question as a sentence. */
export function questionAnswer(q: HandQuestion | PlayQuestion): string {
  switch (q.format) {
    case 'which-hand':
      return answerSentence(q.answer);
    case 'what-scores':
      return q.answerText;
  }
}

/** The reasons that explain the answer. */
export function questionReasons(q: HandQuestion | PlayQuestion): readonly string[] {
  switch (q.format) {
    case 'which-hand':
      return q.judgement.reasons;
    case 'what-scores':
      return q.reasons;
  }
}
