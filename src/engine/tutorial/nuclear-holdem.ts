/**
 * Nuclear Annihilation Hold'em's guided first round. The learner is Player 1
 * (seat 0), the dealer, at a table of five with the printed rules (1962, so
 * all 50 states); Players 2 to 5 are the computer. The deal is seed 88, found
 * by playing seeds 1, 2, 3… with the sensible bot in every seat and listing
 * those whose first round has Player 1, not a Communist, throw away one card
 * (crossing off a state) and vote; 88 is the first where Player 1 is a Dove
 * and the vote is close (3 for, 2 against).
 *
 * Player 1's role card is the Q♥ (a Dove); their hole cards are Q♦ 4♣, and
 * the 4♣ is swapped for the 6♦. The board comes Q♠ 4♥ J♣ 10♣ 8♣; Players 2
 * and 3 show straights.
 */
import type { TutorialScript } from './types.ts';

export const NUCLEAR_HOLDEM_TUTORIAL: TutorialScript = {
  game: 'nuclear-holdem',
  options: {},
  seed: 88,
  found:
    'seeds 1 to 88 played by the sensible bot in every seat; 88 is the first whose first round has Player 1, a Dove, discard once and vote on a disarmament that fails 3 to 2',
  learner: 0,
  steps: [
    {
      rule: 'nh-home',
      text: 'First everyone writes down a home state in secret: it matters to a Moderate, and a background check can expose it. Any state will do; this round picks Louisiana.',
      link: 'setup',
      before: [],
      move: { kind: 'home', state: 'LA' },
      also: 'any',
      wrong: 'Choose any of the 50 states as your home.',
    },
    {
      rule: 'nh-discard',
      text: 'From the dealer’s left, each player may throw away a hole card face down and draw another, up to twice. Keep your Q♦ and throw away the 4♣.',
      link: 'playing-a-round',
      before: [
        { seat: 1, move: { kind: 'home', state: 'OH' } },
        { seat: 2, move: { kind: 'home', state: 'CO' } },
        { seat: 3, move: { kind: 'home', state: 'ND' } },
        { seat: 4, move: { kind: 'home', state: 'PA' } },
        { seat: 1, move: { kind: 'discard', card: 10 } },
        { seat: 1, move: { kind: 'cross', state: 'ID' } },
        { seat: 1, move: { kind: 'discard', card: 26 } },
        { seat: 1, move: { kind: 'cross', state: 'MO' } },
        { seat: 2, move: { kind: 'discard', card: 4 } },
        { seat: 2, move: { kind: 'cross', state: 'NH' } },
        { seat: 2, move: { kind: 'keep' } },
        { seat: 3, move: { kind: 'discard', card: 21 } },
        { seat: 3, move: { kind: 'cross', state: 'MS' } },
        { seat: 3, move: { kind: 'keep' } },
        { seat: 4, move: { kind: 'discard', card: 2 } },
        { seat: 4, move: { kind: 'cross', state: 'OR' } },
        { seat: 4, move: { kind: 'keep' } },
      ],
      move: { kind: 'discard', card: 11 }, // 4c
      wrong: 'The Q♦ is your best card and the 4♣ your weakest, so this round throws away the 4♣.',
    },
    {
      rule: 'nh-discard-costs-a-state',
      text: 'Every card thrown away costs America a state: pick one still on the big board and cross it off. This round crosses off Colorado, not knowing it is Player 3’s home.',
      link: 'try-it-the-big-board',
      before: [],
      move: { kind: 'cross', state: 'CO' },
      also: 'any',
      wrong: 'Cross off a state still on the big board.',
    },
    {
      rule: 'nh-role',
      text: 'Your secret role card is the Q♥, so you are a Dove: you win if the missiles are disarmed. Another discard would cost another state, so keep the Q♦ 6♦.',
      link: 'the-roles',
      before: [],
      move: { kind: 'keep' },
      wrong: 'A second discard costs a second state, which a Dove does not want: keep your cards.',
    },
    {
      rule: 'nh-showdown',
      text: 'At the showdown each player reveals or folds, and only a revealed hand can win. Two straights are showing and your pair of queens cannot beat them, so fold and keep your cards secret.',
      link: 'i-dont-want-anyone-to-see-my-cards-do-i-have-to-show',
      before: [
        { seat: 1, move: { kind: 'reveal' } },
        { seat: 2, move: { kind: 'reveal' } },
        { seat: 3, move: { kind: 'fold' } },
        { seat: 4, move: { kind: 'fold' } },
      ],
      move: { kind: 'fold' },
      wrong: 'Revealing cannot win here, since a pair of queens loses to both straights, and it shows everyone your cards: fold.',
    },
    {
      rule: 'nh-vote',
      text: 'Player 2 won the round and called a vote to disarm, and everyone votes in secret. You are a Dove, so vote for it.',
      link: 'ruling-nh-secret-ballots',
      before: [
        { seat: 1, move: { kind: 'propose', vote: 'disarm' } },
        { seat: 2, move: { kind: 'ballot', ballot: 'against' } },
        { seat: 3, move: { kind: 'ballot', ballot: 'against' } },
        { seat: 4, move: { kind: 'ballot', ballot: 'for' } },
      ],
      move: { kind: 'ballot', ballot: 'for' },
      wrong: 'A Dove wins by disarmament, so a Dove votes for it.',
    },
  ],
  after: [{ seat: 1, move: { kind: 'ballot', ballot: 'for' } }],
  end: 'The vote failed 3 to 2, because two votes against block a disarmament; next Player 3, the other winner, takes an action. You know enough to play.',
};
