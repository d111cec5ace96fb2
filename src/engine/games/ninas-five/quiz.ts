/** Nina's Five's quiz (quiz.ts asks it): which of two teams' hands wins, leaning on wild jokers and the missing full house. */
import { RULESETS } from '../../hands/rulesets.ts';
import { dealCards, type HandQuiz } from '../../quiz-deals.ts';

export const QUIZ = {
  format: 'which-hand',
  mix: [
    ['wild', 0.35],
    ['no-full-house', 0.3],
    ['tie', 0.15],
    ['plain', 0.2],
  ],
  ruleset: 'ninas-five',
  deal: (kind, rng) => dealCards({ hand: 4, board: 3 }, RULESETS['ninas-five'], kind, rng),
} as const satisfies HandQuiz<'ninas-five'>;
