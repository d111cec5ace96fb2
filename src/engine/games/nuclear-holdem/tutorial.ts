/**
 * Nuclear Annihilation Hold'em's guided first round. The learner is Player 1
 * (seat 0), the dealer, at a table of five with the printed rules (1962, so
 * all 50 states); Players 2 to 5 are the computer. The deal is seed 88, kept
 * from the round's first version (found by playing seeds 1, 2, 3… with the
 * sensible bot in every seat). Its table has two Communists, Players 2 and 5,
 * and the computer seats' discards, reveals and folds are the sensible bot's.
 *
 * Every move the round teaches follows the rules' own strategy section ("A
 * little strategy"; tests/engine/tutorial/nuclear-holdem.test.ts checks each
 * one against it): Player 1's role card is the Q♥ (a Dove), so they keep
 * their Q♦ 4♣ rather than spend states on a better hand; the board comes
 * 10♥ Q♠ 4♥ 5♦ 3♣, their two pair wins the round, and before any talk of
 * disarming they run a background check on Player 2, who threw away both
 * cards, and learn that Player 2 is a Communist.
 */
import type { TutorialScript } from '../../tutorial/types.ts';

export const NUCLEAR_HOLDEM_TUTORIAL: TutorialScript & { readonly game: 'nuclear-holdem' } = {
  game: 'nuclear-holdem',
  options: {},
  seed: 88,
  found:
    'seeds 1 to 88 played by the sensible bot in every seat, for the first version of this round (88 was the first whose first round had Player 1, a Dove, discard once and vote); replayed with Player 1 keeping their cards, as the strategy advises a Dove, their two pair wins the round',
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
      text: 'Your role card is the Q♥: you are a Dove, who wins by a disarmament, but only if no Communist is at the table. Each player may throw away one or both dealt cards for new ones, at a state each, and every lost state helps the Hawks turn the Moderates and brings the Communists’ empty board closer: keep your Q♦ 4♣.',
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
      move: { kind: 'keep' },
      wrong: 'Every card you throw away costs a state, and a Dove needs the states to last: keep both cards, however weak the 4♣.',
    },
    {
      rule: 'nh-showdown',
      text: 'At the showdown each player reveals or folds, and only a revealed hand can win. Your queens and fours (two pair) beat every hand shown, so reveal them to win the round and an action.',
      link: 'ruling-nh-everyone-folds',
      before: [
        { seat: 1, move: { kind: 'reveal' } },
        { seat: 2, move: { kind: 'reveal' } },
        { seat: 3, move: { kind: 'reveal' } },
        { seat: 4, move: { kind: 'fold' } },
      ],
      move: { kind: 'reveal' },
      wrong: 'Your two pair beats every hand shown, and a folded hand cannot win: reveal it.',
    },
    {
      rule: 'nh-check',
      text: 'The winner takes one action, and a Dove should make sure nobody is a Communist before anyone talks of disarming. Player 2 threw away both cards, two states gone, which suits a Communist or a Hawk: run a background check on Player 2.',
      link: 'a-little-strategy',
      before: [],
      move: { kind: 'check', target: 1 },
      wrong:
        'A disarmament that passes with a Communist at the table hands them the game, so a Dove first finds out who is one, starting with Player 2, who cost two states.',
    },
  ],
  after: [],
  end: 'The check shows you, and only you, that Player 2 is a Communist: a disarmament now would hand them the game, so vote against one, and if you win again, Persuade can hand Player 2 a new role card. You know enough to play.',
};
