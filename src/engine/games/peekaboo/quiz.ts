/** Peekaboo's quiz (quiz.ts asks it): which of two five-dice hands wins, leaning on hot garbage. */
import { dealDice, type HandQuiz } from '../../quiz-deals.ts';

export const QUIZ = {
  format: 'which-hand',
  mix: [
    ['hot-garbage', 0.5],
    ['tie', 0.2],
    ['plain', 0.3],
  ],
  ruleset: 'peekaboo',
  deal: dealDice,
} as const satisfies HandQuiz<'peekaboo'>;
