/**
 * Peekaboo's guided first round. The learner is Player 1 (seat 0) at a table
 * of four with the printed rules; Players 2 to 4 are the computer. The deal
 * is seed 51, found by playing seeds 1, 2, 3… with the sensible bot in every
 * seat and keeping the first whose first round has Player 1 keep some lookers
 * and roll the rest, raise, and win a showdown with their peekers against an
 * opponent whose lookers showed more of a kind than Player 1's.
 *
 * Player 1's peekers are 6 6; their lookers roll 5 2 2, then 6 5 1, then
 * (the 6 kept) 6 5 4: three sixes.
 */
import type { TutorialScript } from '../../tutorial/types.ts';

export const PEEKABOO_TUTORIAL: TutorialScript & { readonly game: 'peekaboo' } = {
  game: 'peekaboo',
  options: {},
  seed: 51,
  found:
    'seeds 1 to 51 played by the sensible bot in every seat; 51 is the first whose first round has Player 1 keep part of the lookers, raise, and win the showdown with peekers against an opponent whose lookers showed more',
  learner: 0,
  steps: [
    {
      rule: 'pk-ante',
      text: 'Player 3 goes first this round, so Player 3 names the ante: 1 chip. Each player pays it to play the round or sits the round out; 1 chip is cheap, so pay it and join.',
      link: 'playing-a-round',
      before: [
        { seat: 2, move: { kind: 'ante', chips: 1 } },
        { seat: 3, move: { kind: 'join' } },
      ],
      move: { kind: 'join' },
      wrong: 'Sitting out costs nothing but can win nothing; for a 1-chip ante, this round joins.',
    },
    {
      rule: 'pk-peekers',
      text: 'Your two peekers, under your cup, are 6 6, and only you know them; the other players see just your three lookers, 5 2 2. Keeping the 2s settles for two pair, so roll all three lookers again and hunt for more sixes.',
      link: 'ruling-pk-peekers-fixed',
      before: [
        { seat: 1, move: { kind: 'join' } }, // the peekers are rolled
        { seat: 2, move: { kind: 'keep', dice: [] } },
        { seat: 2, move: { kind: 'keep', dice: [2] } },
        { seat: 3, move: { kind: 'keep', dice: [3] } },
        { seat: 3, move: { kind: 'keep', dice: [3] } },
      ],
      move: { kind: 'keep', dice: [] },
      wrong:
        'With 6 6 under your cup, each looker that comes up 6 adds to your sixes, while the 5 and the 2s add little: this round keeps nothing and rolls all three again.',
    },
    {
      rule: 'pk-hold',
      text: 'Your lookers show 6 5 1: keep the 6, which makes three sixes with your peekers, and roll the other two. A looker you keep stays kept for the rest of your turn.',
      link: 'ruling-pk-kept-dice-stay',
      before: [],
      move: { kind: 'keep', dice: [6] },
      wrong: 'The 6 is the one looker that matches your peekers; keep just the 6 and roll the 5 and the 1 for another six.',
    },
    {
      rule: 'pk-bet',
      text: 'In the betting each player checks, raises or folds, and answers a later raise by calling or folding. Player 4 raised, but your three sixes are strong and half hidden, so raise again.',
      link: 'ruling-pk-raise-again',
      before: [
        { seat: 1, move: { kind: 'keep', dice: [] } },
        { seat: 1, move: { kind: 'keep', dice: [2] } },
        { seat: 2, move: { kind: 'check' } },
        { seat: 3, move: { kind: 'raise' } },
      ],
      move: { kind: 'raise' },
      wrong: 'Folding gives up three sixes, and calling leaves chips on the table: nobody can see your peekers, so this round raises.',
    },
    {
      rule: 'pk-showdown',
      text: 'At the showdown the cups come up: Player 4’s lookers 4 3 3 beat your 6 5 4 in the open, but your peekers made three sixes and took the 20-chip pot. Round 2 starts with Player 4’s ante, so join or sit out as you like.',
      link: 'scoring-and-winning',
      before: [
        { seat: 1, move: { kind: 'call' } },
        { seat: 2, move: { kind: 'call' } },
        { seat: 3, move: { kind: 'call' } }, // showdown
        { seat: 3, move: { kind: 'ante', chips: 1 } }, // round 2
      ],
      move: { kind: 'join' },
      also: 'any', // join or sit out
      wrong: 'Join or sit out: either starts your next round.',
    },
  ],
  after: [],
  end: 'The first player passes to the left each round, and the most chips after ten rounds wins. You know enough to play.',
};
