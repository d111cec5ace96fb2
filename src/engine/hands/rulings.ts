/**
 * Hand-ranking rulings, kept beside the rulesets that use them (rulesets.ts
 * attaches each list). Mechanic rulings (dice rerolls, the board, votes,
 * pegging) live beside their mechanics.
 */
import type { Ruling } from './ruling.ts';
import type { RulesetId } from './rulesets.ts';

const ACE_LOW_ANSWER =
  'Yes. A-2-3-4-5 is a straight (and, in one suit, a straight flush). It is the lowest straight: the ace counts as a one, so it loses to 2-3-4-5-6.';

export const HAND_RULINGS = {
  'ninas-five': [
    {
      id: 'nf-no-full-house',
      game: 'ninas-five',
      question: 'There is no full house. What is three of a kind plus a pair worth?',
      seedSays: '"There is no full house in this game."',
      answer:
        'It is three of a kind, and the pair plays as its two kickers. K-K-K-9-9 beats K-K-K-9-8 because the kickers are compared in order.',
      why: 'With the full-house rung removed, a hand takes the highest rung it still meets, and three of a kind ranks above two pair. Three of a kind is compared on the triple, then on the kickers, as the ranking table says.',
      example: { ruleset: 'ninas-five', hands: ['Kh Kd 9s 9c', 'Ks 8d 2c 3h'], board: 'Kc 4d 7s' },
    },
    {
      id: 'nf-ace-low',
      game: 'ninas-five',
      question: 'Does an ace play low, as in A-2-3-4-5?',
      seedSays: 'The ranking table says only "Five cards in a sequence".',
      answer: ACE_LOW_ANSWER,
      why: 'That is how a straight works in ordinary poker, which the rest of the table follows.',
    },
    {
      id: 'nf-joker-copies',
      game: 'ninas-five',
      question: 'May a joker stand for a card that is already in the hand, for example a second ace of hearts in a heart flush?',
      seedSays: '"Jokers are wild and can be used to represent any card." Five of a kind is listed as "made possible with jokers".',
      answer:
        'Only to make five of a kind. Otherwise a joker is a card the hand lacks, and in a flush it is the highest missing card of that suit: A♥, a joker, J♥, 8♥ and 4♥ make an A-K-J-8-4 flush, which loses to A-K-Q-J-9.',
      why: 'Five of a kind, the top hand, exists only if a joker may copy, so copying must be allowed there. Beyond that, "any card" reads most naturally as any card of the deck, and that is how wild cards are usually played: hand evaluators and card rooms treat a flush as five different cards, so a double-ace flush is a rare house rule.',
      otherReading:
        'A table that reads "any card" literally lets a joker copy any card, making that hand an A-A-J-8-4 flush that wins; the Variant Lab can count that house rule.',
      example: { ruleset: 'ninas-five', hands: ['Ah X Jh 8h', 'As Ks Qs Js'], board: '4h 9s 2d' },
    },
    {
      id: 'nf-community-joker',
      game: 'ninas-five',
      question: 'A joker lands in the community cards. Who decides what it is, and when?',
      seedSays:
        '"When a joker is played as a community card, each team decides what the joker represents at the end of the trick. When a joker is played by a player, the player must immediately choose the suit and rank."',
      answer:
        "A community joker stays free until the trick is scored, and each team reads it however helps that team most, so the two teams may use it as different cards. A joker a player plays is fixed at once: write it as X=Qh, and from then on it is that card (a card already in play only to make five of a kind). Give the judge a bare X in a team's cards and it names the best card for it, as the player would.",
      why: 'This is what the rules say; the judge simply always picks the best value for a free joker, separately for each team.',
      example: { ruleset: 'ninas-five', hands: ['X=Qh Qs 7d 2c', 'Ah Kd 9c 3s'], board: 'X Qd 5h' },
    },
    {
      id: 'nf-tie',
      game: 'ninas-five',
      question: 'Both teams have the same hand, differing only in suits. Who takes the trick?',
      seedSays: '"If teams have equal poker hands no team wins the trick."',
      answer: 'Nobody. Suits never break a tie, so the trick goes to neither team.',
      why: 'The rules rank hands by their ranks alone, and they say an equal hand wins nothing.',
    },
  ],
  'nuclear-holdem': [
    {
      id: 'nh-one-pair',
      game: 'nuclear-holdem',
      question: 'The list of winning hands skips one pair. Does a pair count?',
      seedSays:
        'The list goes from "two pair" straight to "Nothing / High Card", yet hands are "determined as per normal poker/hold\'em rules".',
      answer:
        "Yes. One pair ranks between two pair and high card, as in normal hold'em. Pairs compare on the pair, then on the three kickers.",
      why: "The rules name normal hold'em as the standard, and dropping pairs would make a pair of aces lose to nothing at all, which no player expects.",
      example: { ruleset: 'nuclear-holdem', hands: ['Ah Ad', 'Kc Qs'], board: '2c 7d 9h Js 4s' },
    },
    {
      id: 'nh-ace-low',
      game: 'nuclear-holdem',
      question: 'Aces "always count high", but straights may use an ace low. Which is it?',
      seedSays:
        'The list opens with "aces always counting high", yet a straight flush has "aces counting low" and a straight has "aces counting high or low".',
      answer:
        'An ace is high everywhere except that it may also start a straight or straight flush, A-2-3-4-5. That wheel is the lowest straight: the ace counts as a one.',
      why: "The specific lines on straights override the general opening; this is also how normal hold'em works.",
      example: { ruleset: 'nuclear-holdem', hands: ['Ah 2d', '6c 9s'], board: '3c 4d 5h Kc Qd' },
    },
    {
      id: 'nh-dead-jokers',
      game: 'nuclear-holdem',
      question: 'A joker turns up in the community cards (or in a hand). Can anyone use it?',
      seedSays:
        '"If a joker is revealed as a community card it cannot be used as one of the five cards in a valid hand" and "no cards are wild".',
      answer: 'No. A joker is dead wherever it is: every hand is formed from the other cards, using as many as are left, up to five.',
      why: 'Jokers are role cards in this game, not playing cards, and the rules say no card is wild.',
      example: { ruleset: 'nuclear-holdem', hands: ['Ah Kh', 'Qc Qd'], board: 'X 2h 7h 9h Jc' },
    },
    {
      id: 'nh-board-plays',
      game: 'nuclear-holdem',
      question: 'If the best five are all on the board, who wins?',
      seedSays:
        '"You may use 2, 1 or 0 of the cards in your hand" and "Hands that are identical, or identical other than suit ... tie allowing two or more winners."',
      answer: "Everyone whose best hand is the board ties, and all of them are winners, each safe from the others' actions.",
      why: 'Using zero hole cards is allowed, and identical hands tie.',
      example: { ruleset: 'nuclear-holdem', hands: ['2c 3d', '4h 2s'], board: 'Ts Js Qs Ks As' },
    },
  ],
  'pokers-wild': [
    {
      id: 'pw-wild-cards',
      game: 'pokers-wild',
      question: 'Which two cards are the wild cards?',
      seedSays: '"54 playing cards" and "There are 2 wild cards in the deck."',
      answer:
        'The two jokers. Each stands for any card, chosen afresh every time a line is scored; it repeats a card already in the line only to make five of a kind.',
      why: 'Fifty-four cards is a standard deck plus its two jokers, and the rules let a wild card "represent a different card on subsequent plays".',
      brief: 'the 2 jokers (our reading of "2 wild cards" in a 54-card deck), each any card, chosen afresh for every line',
    },
    {
      id: 'pw-short-lines',
      game: 'pokers-wild',
      question: 'How do lines shorter than five cards score?',
      seedSays: '"using up to any 5 consecutive cards" and "One Pair = 1 point".',
      answer:
        'A line of 2 to 4 cards can score pairs, two pair, three or four of a kind. Straights, flushes and the hands built on them need all five cards.',
      why: 'A straight or flush is by definition five cards, and the rules allow lines of fewer.',
      brief:
        'Straights, flushes and full houses need all 5 cards in the line; 2 to 4 cards can score pairs, two pair, three or four of a kind.',
      example: { ruleset: 'pokers-wild', hands: ['9s 9d 9h', '4c 5c 6c 7c'] },
    },
    {
      id: 'pw-ace-low',
      game: 'pokers-wild',
      question: 'Is A-2-3-4-5 a straight?',
      seedSays: 'The rules are silent.',
      answer: ACE_LOW_ANSWER,
      why: 'It is the usual poker rule, and the other games on this site that speak to it agree.',
    },
  ],
  'bluff-n-peg': [
    {
      id: 'bp-short-hands',
      game: 'bluff-n-peg',
      question: 'Players have laid different numbers of cards. How do hands of one to four cards compare?',
      seedSays: 'Players lay cards "until they have the best poker hand showing face up."',
      answer:
        'Only the cards face up count, compared by the usual ladder. Straights and flushes need five cards. When everything else is equal, a hand with an extra kicker beats one without: K-K-3 beats K-K.',
      why: 'A player lays a card to get ahead, so laying a further card must be able to win a tie, and a missing card has no value.',
      example: { ruleset: 'bluff-n-peg', hands: ['Ks Kd', 'Kh Kc 3d'] },
    },
    {
      id: 'bp-tie-breaks',
      game: 'bluff-n-peg',
      question: 'The ranking sheet breaks some ties only on the highest card or pair. What decides after that?',
      seedSays: 'For two pair, "the hand with the highest pair wins"; for a flush, "the flush with the highest card wins".',
      answer:
        'Keep going in order: two pair compares the top pair, the second pair, then the fifth card; flushes and high cards compare card by card; three of a kind and four of a kind compare the set, then the kickers.',
      why: 'The sheet does this explicitly for no-pair hands ("look to the next highest card"), and it is the standard poker order.',
      example: { ruleset: 'bluff-n-peg', hands: ['Js Jd 4c 4h 9s', 'Jh Jc 4s 4d 8c'] },
    },
    {
      id: 'bp-ace-low',
      game: 'bluff-n-peg',
      question: 'Where does A-2-3-4-5 rank?',
      seedSays: '"If an Ace is used as a 1 in a straight or a straight flush, it is considered the lowest card in the tie breaker."',
      answer: 'It is a straight, and the lowest one: a five-high straight.',
      why: 'The sheet says so directly.',
      example: { ruleset: 'bluff-n-peg', hands: ['As 2d 3c 4h 5s', '2h 3d 4c 5d 6h'] },
    },
  ],
  'bluff-n-peg-deuces': [
    {
      id: 'bpd-five-of-a-kind',
      game: 'bluff-n-peg',
      question: 'With deuces wild, what is the best hand, and can a deuce copy a card already showing?',
      seedSays: '"try making all 2\'s wild. The game is played the same except 5 of a kind is now the best hand possible."',
      answer:
        'Five of a kind tops the ladder, above a royal flush, and a deuce may copy a card already showing to make it: three kings and two deuces are five kings. Anywhere else a deuce is a card not yet showing, so in a flush it is the highest one missing: A♥, a deuce, J♥, 8♥ and 4♥ make an A-K-J-8-4 flush.',
      why: 'The variation names five of a kind as the best hand, and it cannot exist unless a deuce copies a card. It says nothing more, so the rest follows usual deuces-wild practice, where no flush holds the same card twice.',
      otherReading:
        'A table that lets a wild card be any card at all lets a deuce copy one already showing, which would make that hand A-A-J-8-4; the Variant Lab can count that house rule.',
      example: { ruleset: 'bluff-n-peg-deuces', hands: ['Ks Kc Kh 2c 2s', 'Ad Kd Qd Jd Td'] },
    },
    {
      id: 'bpd-natural-ties',
      game: 'bluff-n-peg',
      question: 'Does a natural hand beat the same hand made with deuces?',
      seedSays: 'The variation is silent.',
      answer: 'No. A hand made with deuces ranks exactly like the natural hand it copies, so they tie, and each winner scores in full.',
      why: 'Nothing in the rules ranks wild cards below natural ones, and ties pay every winner.',
      example: { ruleset: 'bluff-n-peg-deuces', hands: ['Qs Qd Qh 7c', 'Qc 2d 2h 7s'] },
    },
  ],
  peekaboo: [
    {
      id: 'pk-tie-breaks',
      game: 'peekaboo',
      question: 'Two players have the same kind of combination. How is the tie broken?',
      seedSays:
        '"the higher number wins" and "If more than one player has the exact same roll, the tie is broken by the next highest die."',
      answer:
        'Compare the dice that make the combination first, biggest group first (the three of a full house, then its pair; the higher pair of two pair, then the lower), then the leftover dice from high to low. Straights compare their top die, so 2-3-4-5-6 beats 1-2-3-4-5.',
      why: "This reads the rules' two sentences in order: first the combination's own number, then the next highest die.",
      example: { ruleset: 'peekaboo', hands: ['6 6 6 3 2', '6 6 6 3 4'] },
    },
    {
      id: 'pk-straights',
      game: 'peekaboo',
      question: 'Which dice make a straight?',
      seedSays: 'The ranking shows one straight, 1-2-3-4-5.',
      answer:
        'Exactly two: 1-2-3-4-5 and 2-3-4-5-6. Five different faces that are not one of these (so they include both a 1 and a 6) are hot garbage.',
      why: 'A straight is five faces in sequence, and a die has only six faces; nothing says a straight wraps from 6 back to 1.',
      example: { ruleset: 'peekaboo', hands: ['2 3 4 5 6', '6 4 3 2 1'] },
    },
    {
      id: 'pk-perfect-tie',
      game: 'peekaboo',
      question: 'Two players show exactly the same faces. What happens?',
      seedSays: '"If there is a perfect tie, the pot is split."',
      answer: 'They split the pot. Colours of the dice and who rolled first do not matter.',
      why: 'The rules say so.',
      example: { ruleset: 'peekaboo', hands: ['5 5 3 3 1', '3 5 1 5 3'] },
    },
  ],
} as const satisfies { readonly [Id in RulesetId]?: readonly Ruling[] };

/** A ruleset's hand rulings (none for standard poker). */
export function handRulings(id: RulesetId): readonly Ruling[] {
  const byRuleset: { readonly [Id in RulesetId]?: readonly Ruling[] } = HAND_RULINGS;
  return byRuleset[id] ?? [];
}
