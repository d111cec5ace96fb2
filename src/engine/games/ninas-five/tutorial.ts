/**
 * Nina's Five's guided first round. The learner is South (seat 2), partner of
 * North; East–West are the computer. The deal is seed 16 with the printed
 * rules, found by playing seeds 1, 2, 3… with the sensible bot in every seat
 * and keeping the first whose first trick has South lay a joker, South make
 * North–South's peekaboo swap, and a team's hand of three of a kind plus a
 * pair judged as three of a kind. Cards are the engine's codes
 * (rank * 4 + suit, see `Card` in cards.ts); each move's comment gives it in
 * notation.
 *
 * The deal: North 2c 4h 9s 9c Tc Jh, East 2d 5h 8h 8c Kd Ah, South 2h 3d Qs Kc
 * Ad X, West 6d 8d Ts Js Qh X; peekaboo cards Ks (North–South), 3s
 * (East–West); flop 7h 7d, river 9h.
 */
import type { TutorialScript } from '../../tutorial/types.ts';

export const NINAS_FIVE_TUTORIAL: TutorialScript & { readonly game: 'ninas-five' } = {
  game: 'ninas-five',
  options: {},
  seed: 16,
  found:
    'seeds 1 to 16 played by the sensible bot in every seat; 16 is the first whose first trick has South lay a joker, South swap the peekaboo card, and three of a kind plus a pair judged as three of a kind',
  learner: 2,
  steps: [
    {
      rule: 'nf-first-cards',
      text: 'Each player lays one card face up, then one more after the river, and your team’s hand is the best five of your four cards and the three community cards. Lay the A♦ and keep the joker until you know what it should be.',
      link: 'playing-a-trick',
      before: [{ seat: 1, move: { kind: 'lay', card: 25 } }], // East lays 8h
      move: { kind: 'lay', card: 50 }, // Ad
      wrong:
        'In this round South lays the A♦ first and keeps the joker: a joker is named for good when it is laid, so it is worth more once the river is known.',
    },
    {
      rule: 'nf-peekaboo-swap',
      text: 'Your team’s face-down peekaboo card may replace one first card of the other team; both teams choose in secret. East–West show two eights, so swap out East’s 8♥.',
      link: 'the-peekaboo-card',
      before: [
        { seat: 3, move: { kind: 'lay', card: 26 } }, // West lays 8d
        { seat: 0, move: { kind: 'lay', card: 28 } }, // North lays 9s
        { seat: 1, move: { kind: 'peekaboo', replace: 'pass' } }, // East chooses in secret (keeps it)
      ],
      move: { kind: 'peekaboo', replace: 1 }, // East's 8h
      wrong:
        'Passing leaves East–West their pair of eights. Replacing East’s 8♥, the first eight laid, breaks the pair: this round swaps that one.',
    },
    {
      rule: 'nf-joker-named',
      text: 'A joker is wild, and you name it as you lay it; the name then stands. With North’s 9♠ and the 9♥ on the river, name it a nine for three nines.',
      link: 'ruling-nf-joker-naming',
      before: [{ seat: 1, move: { kind: 'lay', card: 27 } }], // East lays 8c
      move: { kind: 'lay', card: 52, as: 30 }, // X named 9d
      also: [{ kind: 'lay', card: 52, as: 31 }], // X named 9c
      wrong:
        'Named the 9♦ or the 9♣, the joker makes three nines with North’s 9♠ and the 9♥ on the river, the best this hand can make; another card or name makes less.',
    },
    {
      rule: 'nf-no-full-house',
      text: 'Three nines and the pair of sevens on the board would be a full house in poker, but Nina’s Five has none: your hand is three nines, kickers A and 7, and it beat three eights. Trick 2 starts with you, so lay any card.',
      link: 'ruling-nf-no-full-house',
      before: [
        { seat: 3, move: { kind: 'lay', card: 53, as: 24 } }, // West lays the other joker, named 8s
        { seat: 0, move: { kind: 'lay', card: 3 } }, // North lays 2c; the trick is scored
      ],
      move: { kind: 'lay', card: 1 }, // 2h
      also: 'any', // any of South's cards starts trick 2
      wrong: 'Any card from your hand starts trick 2.',
    },
  ],
  after: [],
  end: 'North–South lead 1–0, and the first team to six tricks wins. You know enough to play.',
};
