/**
 * The printable quick-reference cards' facts (/games/<id>/quick-reference/):
 * the order of play in a few words, and the numbers players look up. The
 * ladders are the game's rulesets (GAMES in games.ts); only these short
 * reminders live here.
 *
 * A statement on a point that a ruling settles is never typed here: it is
 * `{ ruling: '<id>' }` (a typed id of one of the game's rulings), and the card
 * shows that ruling's `brief`, with a link to the ruling on the game page. So
 * the card and the page cannot disagree (tests/content/quickref.test.ts checks
 * that no plain line touches a ruled point).
 */
import type { RulingId } from './all-rulings.ts';
import type { GameId } from './ids.ts';

/** A plain reminder, or the brief of one of the game's rulings. */
export type QuickRefLine<G extends GameId = GameId> = string | { readonly ruling: RulingId<G> };

export interface QuickRef<G extends GameId = GameId> {
  /** Heading for the steps, e.g. "A trick". */
  readonly stepsTitle: string;
  readonly steps: readonly QuickRefLine<G>[];
  readonly numbers: readonly (readonly [label: string, value: QuickRefLine<G>])[];
  /** One or two reminders that don't fit the steps. */
  readonly notes: readonly QuickRefLine<G>[];
}

export const QUICK_REFS: { readonly [G in GameId]: QuickRef<G> } = {
  'ninas-five': {
    stepsTitle: 'A trick',
    steps: [
      'Flop: dealer turns 2 community cards face up.',
      "From the dealer's left, clockwise: each player lays 1 card face up.",
      "Peekaboo (optional): each team may swap its face-down peekaboo card for one of the other team's laid cards.",
      'River: dealer turns a 3rd community card face up.',
      "From the dealer's left, clockwise: each player lays a 2nd card.",
      'Each team makes its best 5 of 7 (3 community + its 4 laid cards). Better hand takes the trick; equal hands: nobody does.',
      'Deal passes left.',
      { ruling: 'nf-six-cards-three-tricks' },
    ],
    numbers: [
      ['Players', '4, in 2 teams; partners sit opposite'],
      ['Deck', '52 cards + 2 jokers (wild)'],
      ['Peekaboo cards', '1 per team every trick, face down, unseen'],
      ['Community cards', '2 (flop) + 1 (river)'],
      ['To win', '6 tricks'],
    ],
    notes: [
      'A joker you lay: name it at once. A community joker: each team names it at the end of the trick.',
      'No full house. No hints about your cards.',
    ],
  },
  peekaboo: {
    stepsTitle: 'A round',
    steps: [
      'First player sets the ante; everyone who plays matches it.',
      'Everyone rolls 2 peekers under their cup. Keep them hidden; no rerolls this round.',
      'From the first player, going left: roll your 3 lookers up to 3 times, setting dice aside between rolls; keeping all 3 ends your turn.',
      { ruling: 'pk-kept-dice-stay' },
      'First player checks, raises or folds; then each player in turn meets, raises or folds (one chance each).',
      { ruling: 'pk-raise-again' },
      { ruling: 'pk-cover' },
      'Players still in lift their cups: best five dice take the pot.',
      'First player passes to the left.',
    ],
    numbers: [
      ['Players', '2 to 6'],
      ['Dice', '5 each: 2 peekers (hidden), 3 lookers (open)'],
      ['Looker rolls', 'up to 3 per turn'],
      ['Ties', 'higher numbers win, then the next highest die; a perfect tie splits the pot'],
      ['Game ends', 'after the agreed number of rounds: most chips wins'],
    ],
    notes: ['Out of chips: you are out, unless you buy back in.'],
  },
  'nuclear-holdem': {
    stepsTitle: 'A round',
    steps: [
      'Deal 2 cards each (after the first round).',
      { ruling: 'nh-discard-dealt-cards' },
      'Flop: burn 1, deal 3 face up. Turn: burn 1, deal 1. River: burn 1, deal 1.',
      'Best 5 from your 2 + the 5 community cards. Reveal or fold (left of dealer first if nobody volunteers).',
      'Each winner, clockwise from the dealer: Nuke, Intel, Background check, Persuade or Propose a vote.',
      'Talk, pass the button left, reshuffle.',
    ],
    numbers: [
      ['Players', '4 to 6'],
      ['Roles', 'King = hawk (launch), Queen = dove (disarm), Jack = moderate, Joker = Communist'],
      ['Disarm vote', 'fails on 2 or more votes against'],
      ['Launch vote', 'needs 2 more for than against'],
      ['Nuke', { ruling: 'nh-nuke-count' }],
      ['Year', { ruling: 'nh-hawaii-1959' }],
    ],
    notes: [
      'No wild cards; a community joker is dead. Dealt a joker: it becomes your role card, secretly.',
      'Game ends on a passed vote or when the last state falls (Communists win).',
      { ruling: 'nh-launch-winners' },
    ],
  },
  'pokers-wild': {
    stepsTitle: 'A turn',
    steps: [
      'Lay 1 card face up on an empty space touching a card on the board, side to side or end to end (not diagonally).',
      'Cards never move: a card laid is a card played.',
      'If your card is part of a hand of up to 5 cards in a straight line through it (in any order), mark that hand on your scorecard.',
      'Draw 1 card. When the deck is gone, play on until every card is played.',
    ],
    numbers: [
      ['Scoring line', { ruling: 'pw-one-direction' }],
      ['Deal', '5 cards each; 2 cards face up on the starter spaces'],
      ['Wild cards', { ruling: 'pw-wild-cards' }],
      ['Wild spaces', '2; no card is ever laid on one'],
      ['End', 'all cards played: highest total wins'],
    ],
    notes: [{ ruling: 'pw-short-lines' }],
  },
  'bluff-n-peg': {
    stepsTitle: 'A hand',
    steps: [
      "Deal 5 each. From the dealer's left, discard up to 3 and get replacements.",
      "From the dealer's left: fold, or lay cards face up until yours is the best hand showing.",
      'On your 3rd face-up card you may call "double or fold": others accept or fold; if anyone accepts, the bluffing peg moves up one hole.',
      'Best hand laid without folding wins. Score, pass the deal left, bluffing peg back to 1X.',
    ],
    numbers: [
      ['Bluffing zone', { ruling: 'bp-multipliers' }],
      ['Winner scores', 'the points below the bluffing peg'],
      ['Each loser loses', '1 point per card laid × the number above the peg'],
      ['Double or fold', 'at most 3 per hand, once per player'],
      ['Last chance', { ruling: 'bp-last-chance' }],
      ['Winner hole', { ruling: 'bp-track-length' }],
    ],
    notes: [{ ruling: 'bp-fold-penalty' }, 'Out the back: finish the hand; most points wins (tied leaders play one more hand).'],
  },
};
