/** Nuclear Hold'em's quiz (quiz.ts asks it): which of two hole-card pairs wins on a board, leaning on dead jokers. */
import { RULESETS } from '../../hands/rulesets.ts';
import { dealCards, type HandQuiz } from '../../quiz-deals.ts';

export const QUIZ = {
  format: 'which-hand',
  mix: [
    ['dead-joker', 0.5],
    ['tie', 0.2],
    ['plain', 0.3],
  ],
  ruleset: 'nuclear-holdem',
  deal: (kind, rng) => dealCards({ hand: 2, board: 5 }, RULESETS['nuclear-holdem'], kind, rng),
} as const satisfies HandQuiz<'nuclear-holdem'>;
