/**
 * Bluff 'N' Peg's guided first hand. The learner is Player 1 (seat 0) of four
 * with the printed rules; Players 2 to 4 are the computer, and Player 2
 * deals. The deal is seed 1, found by playing seeds 1, 2, 3… with the
 * sensible bot in every seat and keeping the first whose first hand has
 * Player 1 discard, lay at least two cards, and answer a call of double or
 * fold.
 *
 * Player 1 is dealt J♦ 6♣ 8♥ 5♠ 6♠, throws away the J♦ 8♥ 5♠ and draws
 * 8♦ 9♦ 4♦.
 */
import type { TutorialScript } from '../../tutorial/types.ts';

export const BLUFF_N_PEG_TUTORIAL: TutorialScript & { readonly game: 'bluff-n-peg' } = {
  game: 'bluff-n-peg',
  options: {},
  seed: 1,
  found:
    'seed 1 played by the sensible bot in every seat is the first whose first hand has Player 1 discard, lay two cards and answer a double or fold',
  learner: 0,
  steps: [
    {
      rule: 'bp-discard',
      text: 'Everyone holds five cards and may throw away up to three for new ones, aiming for a good poker hand. Keep your pair of sixes and throw away the J♦, 8♥ and 5♠.',
      link: 'playing-a-hand',
      before: [
        { seat: 2, move: { kind: 'discard', cards: [13] } },
        { seat: 3, move: { kind: 'discard', cards: [0, 6, 17] } },
      ],
      move: { kind: 'discard', cards: [12, 25, 38] }, // 5s 8h Jd
      wrong: 'The two sixes are your hand, and the other three cards add nothing to them: this round throws away the J♦, 8♥ and 5♠.',
    },
    {
      rule: 'bp-lay-or-fold',
      text: 'On your turn you fold, or lay cards face up one at a time until you show the best hand on the table, and then stop. Player 3 shows a 4, so the 6♣ alone puts you ahead.',
      link: 'ruling-bp-laying-ends',
      before: [
        { seat: 1, move: { kind: 'discard', cards: [2, 22, 27] } },
        { seat: 2, move: { kind: 'lay', card: 9 } }, // 4h
        { seat: 3, move: { kind: 'fold' } },
      ],
      move: { kind: 'lay', card: 19 }, // 6c
      wrong:
        'The more cards you show, the more you lose if you are beaten, and folding gives up a pair: lay just the 6♣, which beats the 4.',
    },
    {
      rule: 'bp-strictly-beat',
      text: 'Player 3 now shows K-4, ahead of your 6, so you lay again until you show the best hand; drawing level would not do, as you must beat it. Lay the 6♠: a pair of sixes beats any high card.',
      link: 'ruling-bp-strictly-beat',
      before: [
        { seat: 1, move: { kind: 'lay', card: 28 } }, // 9s
        { seat: 2, move: { kind: 'lay', card: 46 } }, // Kd
      ],
      move: { kind: 'lay', card: 16 }, // 6s
      wrong: 'Only the 6♠ gets you ahead of K-4 with one card: it makes a pair of sixes.',
    },
    {
      rule: 'bp-double-or-fold',
      text: 'Player 3 laid a third card and called double or fold: accept and play on at double stakes, or fold now. Player 2’s queens already beat your sixes and Player 3 has two cards to come, so fold and lose just 2 points.',
      link: 'ruling-bp-double-answers',
      before: [
        { seat: 1, move: { kind: 'lay', card: 41 } }, // Qh
        { seat: 1, move: { kind: 'lay', card: 43 } }, // Qc
        { seat: 1, move: { kind: 'no-double' } },
        { seat: 2, move: { kind: 'lay', card: 48 } }, // As
        { seat: 2, move: { kind: 'double' } },
      ],
      move: { kind: 'fold' },
      wrong:
        'Accepting doubles what your pair of sixes can lose, while Player 2 already shows queens and Player 3 has two cards to come: fold.',
    },
  ],
  after: [
    { seat: 1, move: { kind: 'accept' } },
    { seat: 2, move: { kind: 'lay', card: 49 } }, // Ah
    { seat: 1, move: { kind: 'fold' } },
  ],
  end: 'Player 3 won the hand with a pair of aces and moved up the board; the first to the winner hole wins the game. You know enough to play.',
};
