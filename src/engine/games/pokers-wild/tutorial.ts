/**
 * Poker's Wild!'s guided first three rounds (one card each per round). The
 * learner is Player 1 (seat 0) of four with the printed rules and board;
 * Players 2 to 4 are the computer. The deal is seed 3, found by playing seeds
 * 1, 2, 3… with the sensible bot in every seat and keeping the first where
 * each of Player 1's first three cards scores, one of them through a wild
 * space or a joker and one without.
 *
 * Player 1's hand starts 5♦ 2♥ K♠ 3♦ 6♦; the starter cards are the 9♦ and
 * the 5♣. Moves give `row` and `col` from 0; the words count from 1.
 */
import type { TutorialScript } from '../../tutorial/types.ts';

export const POKERS_WILD_TUTORIAL: TutorialScript & { readonly game: 'pokers-wild' } = {
  game: 'pokers-wild',
  options: {},
  seed: 3,
  found:
    'seeds 1 to 3 played by the sensible bot in every seat; 3 is the first where each of Player 1’s first three cards scores, one of them through a wild space or a joker',
  learner: 0,
  steps: [
    {
      rule: 'pw-lay-and-score',
      text: 'On your turn you lay one card on an empty square beside a card already on the board, and score the best hand it makes in one unbroken line across or down. Lay the 5♦ just above the 5♣ for a pair down column 6: 1 point.',
      link: 'ruling-pw-best-hand',
      before: [],
      move: { card: 14, row: 2, col: 5 }, // 5d at row 3, column 6
      wrong: 'This round lays the 5♦ at row 3, column 6, above the 5♣: a pair down column 6, which scores 1 point.',
    },
    {
      rule: 'pw-wild-space',
      text: 'A wild space counts as any card, but only for a card laid right beside it. Lay the 3♦ at row 2, column 3, next to the wild space: with it and the 3♠ you make three of a kind across row 2, worth 3 points.',
      link: 'wild-spaces',
      before: [
        { seat: 1, move: { card: 13, row: 1, col: 5 } }, // 5h
        { seat: 2, move: { card: 4, row: 1, col: 4 } }, // 3s
        { seat: 3, move: { card: 28, row: 2, col: 2 } }, // 9s
      ],
      move: { card: 6, row: 1, col: 2 }, // 3d at row 2, column 3
      wrong: 'This round lays the 3♦ at row 2, column 3, where the wild space between it and the 3♠ makes three of a kind for 3 points.',
    },
    {
      rule: 'pw-joker',
      text: 'A joker is wild too, whoever laid it: Player 2’s joker now sits beside the 6♠. Lay your 6♦ at row 1, column 4 for three sixes across row 1, another 3 points.',
      link: 'wild-cards',
      before: [
        { seat: 1, move: { card: 52, row: 0, col: 5 } }, // a joker
        { seat: 2, move: { card: 11, row: 4, col: 5 } }, // 4c
        { seat: 3, move: { card: 16, row: 0, col: 4 } }, // 6s
      ],
      move: { card: 18, row: 0, col: 3 }, // 6d at row 1, column 4
      wrong: 'This round lays the 6♦ at row 1, column 4: with the 6♠ and the joker it makes three sixes for 3 points.',
    },
  ],
  after: [
    { seat: 1, move: { card: 5, row: 0, col: 2 } }, // 3h
    { seat: 2, move: { card: 9, row: 5, col: 5 } }, // 4h
    { seat: 3, move: { card: 21, row: 0, col: 1 } }, // 7h
  ],
  end: 'Every scoring play marks a circle on your scorecard, and play goes on until every card is on the board; the highest total wins. You know enough to play.',
};
