/** Bluff 'N' Peg's quiz (quiz.ts asks it): which of two laid hands wins, leaning on short hands; judged by the printed game, without the deuces-wild variation. */
import { RULESETS } from '../../hands/rulesets.ts';
import { dealCards, type HandQuiz } from '../../quiz-deals.ts';

export const QUIZ = {
  format: 'which-hand',
  mix: [
    ['short-hand', 0.5],
    ['tie', 0.2],
    ['plain', 0.3],
  ],
  ruleset: 'bluff-n-peg',
  deal: (kind, rng) => dealCards({ hand: 5, board: 0 }, RULESETS['bluff-n-peg'], kind, rng),
} as const satisfies HandQuiz<'bluff-n-peg'>;
