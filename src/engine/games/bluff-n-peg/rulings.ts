/**
 * Bluff 'N' Peg's mechanic rulings: how we read the rules where they are
 * silent or ambiguous (the bluffing zone's holes, the track's length, when a
 * double may be called, how a tied lead is settled). Each says what the rules
 * print, our answer and why, and the other reading. The engine follows them
 * (pegging.ts scores a hand, rules.ts plays one), and the game page and the
 * quick reference print them.
 */
import type { Ruling } from '../../hands/ruling.ts';
import { BLUFF_ZONE, CRIBBAGE_TRACK, WINNER_HOLE } from './pegging.ts';

export const RULINGS = [
  {
    id: 'bp-multipliers',
    game: 'bluff-n-peg',
    question: 'The rules name the 1X and 2X holes. What are the multipliers in the third and fourth holes?',
    seedSays:
      'The peg starts "in the 1X hole", the second hole is "2X", the winner scores "5, 10, 20 or 40", and an accepted double means "the points are doubled".',
    answer: `Showdown uses ${BLUFF_ZONE.map((h) => `${h.multiplier}X`).join(', ')}: each hole doubles the losers' multiplier, just as it doubles the winner's points.`,
    why: 'Only 1X and 2X are printed in the rules. An accepted double "doubles the points", and the winner\'s row doubles at every hole, so doubling the multiplier too keeps what losers pay in step with what the winner takes. If your board prints other numbers, use those.',
    otherReading:
      '"The points are doubled" may mean the winner\'s prize only, with the losers\' multiplier going up by one each time (1X, 2X, 3X, 4X). The rules do not rule that out.',
    brief: '1X / 2X / 4X / 8X above (the rules print only 1X and 2X; 4X and 8X are our ruling); 5 / 10 / 20 / 40 points below',
  },
  {
    id: 'bp-track-length',
    game: 'bluff-n-peg',
    question: 'How many points does it take to reach the winner hole?',
    seedSays:
      'The object is "to be the first player to peg into the winner hole at the end of the columns", the first of the two ways to win; the rules never say how far away it is.',
    answer: `${WINNER_HOLE} points from the start hole: ${WINNER_HOLE - 1} holes up your column, then the winner hole, the length of a short cribbage board. Behind the start are three last-chance holes, then the out-the-back hole.`,
    why: `Neither the rules nor any description of the board we could find gives its length, so we measured it. The rules name the winner hole first, so the track should let games end there, and not only out the back. A single losing hand takes a peg from the start hole into the last-chance holes, and a few more take it out the back, while climbing the column takes many winning hands; on a long track nearly every game ends out the back. We played computer games on tracks of many lengths, up to a full cribbage board, and chose the length at which four players who look after their pegs end about as many games in the winner hole as out the back. The figures, and what they rest on, are in "A typical game, in numbers".`,
    otherReading: `A full ${CRIBBAGE_TRACK}-point cribbage board, which we used at first. Then most games end with a peg out the back even at a careful table, and nearly all at a table that ignores its pegs, so the winner hole seldom decides a game. A table that rarely folds to save its pegs may prefer a shorter track than ours.`,
    brief: `${WINNER_HOLE} points from the start to the winner hole (the rules give no length; our ruling)`,
  },
  {
    id: 'bp-double-timing',
    game: 'bluff-n-peg',
    question: 'When exactly can I declare "double or fold"?',
    seedSays: '"When and only when a player plays their third card face up, they may declare double or fold."',
    answer:
      'Only straight after laying your third card, before anything else happens; you may then go on laying cards. It is allowed at most three times a hand, once per player, and never by a player who started the hand in the last-chance holes.',
    why: 'This combines the rules\' own limits; "when and only when" ties the declaration to the moment the third card is laid.',
  },
  {
    id: 'bp-double-accepted',
    game: 'bluff-n-peg',
    question: 'What if only some players accept a double, or nobody does?',
    seedSays: '"If the declaration is accepted by any of the players, the peg in the bluffing zone is advanced."',
    answer:
      'One acceptance is enough to move the bluffing peg up a hole, once. If every other player folds instead, the peg stays and the declarer, the only one left, wins the hand at the current value.',
    why: 'The rules advance the peg when "any" player accepts; with nobody left to play, the hand is over.',
  },
  {
    id: 'bp-fold-penalty',
    game: 'bluff-n-peg',
    question: 'What does folding cost?',
    seedSays:
      'A folding player uses "the number directly above the peg ... at the time they folded" and, folding to a double, the number "before it is advanced".',
    answer:
      'One point per card you have laid face up, times the multiplier above the bluffing peg when you fold. Folding to a double uses the multiplier before the peg moves; folding before laying a card costs nothing.',
    why: 'The rules say so; the penalty is counted per card played, so no cards means no penalty.',
    brief:
      'Folding costs 1 point per card laid × the multiplier when you fold (before the peg moves, if you fold to a double). No cards laid, no cost.',
  },
  {
    id: 'bp-last-chance',
    game: 'bluff-n-peg',
    question: 'How do the last-chance holes work?',
    seedSays:
      '"When a player moves backward and lands in the first last chance hole, they stop there for that hand. While in the last chance area, a player may only move backward 1 hole per hand."',
    answer:
      'A loss that would carry you past the start stops you in the first last-chance hole. Once there, any loss moves you back exactly one hole, however big it is; from the third, that is out the back. A win moves you forward by the full amount.',
    why: 'This reads the two sentences together: the first hole catches a falling peg, and after that each losing hand costs one hole.',
    brief:
      '3 holes behind the start. A falling peg stops at the first; after that each losing hand costs exactly 1 hole; a win moves you up in full.',
  },
  {
    id: 'bp-game-end-ties',
    game: 'bluff-n-peg',
    question: 'How does the game end, and what if it ends in a tie?',
    seedSays:
      '"If a player lands in the out the back holes, the hand is played to completion and the player with the most points is the winner. If there is not a clear winner ... play 1 additional hand."',
    answer:
      'Reaching the winner hole wins. A peg going out the back ends the game after that hand, and the furthest peg wins. If two or more share the lead (or reach the winner hole in the same hand), they play one more hand to decide.',
    why: 'The rules give the play-off for the out-the-back ending; reaching the winner hole together is the same kind of tie, so it is settled the same way.',
  },
  {
    id: 'bp-tied-hands-pay-full',
    game: 'bluff-n-peg',
    question: 'Two players tie for the best hand. Do they split the points?',
    seedSays: '"those players will each win the same number of points as they would if they were the only winner."',
    answer:
      'No split: each tied winner scores the full amount under the bluffing peg, and every other player who did not fold pays as usual.',
    why: 'The rules say so.',
  },
  {
    id: 'bp-deck',
    game: 'bluff-n-peg',
    question: 'What deck is used, and is it shuffled between hands?',
    seedSays: 'The box holds a "Bluff \'N\' Peg card deck"; the rules never say what is in it.',
    answer:
      'A standard 52-card deck with no jokers, gathered and shuffled before every deal. Thrown-away cards are not shuffled back in; one deck is always enough, since six players holding 5 and replacing 3 each use 48 cards.',
    why: 'The hand-ranking sheet is plain poker with no jokers, and five of a kind appears only in the deuces-wild variation, so nothing points to extra cards.',
    otherReading:
      "The game's own deck may hold something else (jokers, say); if yours does, the ranking sheet does not say how to use them.",
    brief: 'A standard 52-card deck, no jokers, shuffled before every deal.',
  },
  {
    id: 'bp-opening-draw',
    game: 'bluff-n-peg',
    question: 'Two players draw the same highest card for the first deal. Who deals?',
    seedSays: '"All players draw a card and the player with the highest card is the starting dealer."',
    answer:
      'Only the players tied for the highest rank draw again, from the rest of the same deck, until one is highest. Aces are high and 2s low (even when 2s are wild), and suits never count.',
    why: 'Drawing again is the usual way to settle a cut; ranking suits would add a rule the game never uses anywhere else.',
    otherReading: 'Some tables break the tie by suit (spades, hearts, diamonds, clubs, highest first) instead of drawing again.',
  },
  {
    id: 'bp-laying-ends',
    game: 'bluff-n-peg',
    question: 'When does the laying stop? May the player who is ahead pass, or lay more?',
    seedSays:
      '"each player in turn must either fold their hand or play one card after another until they have the best poker hand showing"',
    answer:
      'On your turn you lay cards one at a time until your cards showing beat every other hand still in, or you fold; you may fold between cards, but you may not pass while behind, nor lay more once ahead. When play comes round to a player who is already ahead, the laying is over and the hand is scored at once, as it is when nobody else is left to play. If everyone else folds, the last player in wins, even with no card showing.',
    why: 'A player who is ahead has nothing more to do under the rule "until they have the best poker hand showing", so the round coming back to them means nobody could beat them: that is the end of the hand. Stopping once ahead is what keeps laying a bluff: you show as little as you need.',
    otherReading:
      'The leader also gets a turn and may lay more cards of their own choice (for instance to reach a third card and call double or fold), and the hand ends only after a full round with no new card.',
    brief: 'Lay one card at a time until you are ahead, or fold. The hand ends when play comes back to the player who is ahead.',
  },
  {
    id: 'bp-strictly-beat',
    game: 'bluff-n-peg',
    question: 'Does matching the best hand showing count, or must my cards beat it?',
    seedSays: 'Players lay cards "until they have the best poker hand showing".',
    answer:
      'You must beat it outright. Cards showing that only tie the best hand are not "the best hand" yet, so you lay another card or fold.',
    why: 'With two equal hands showing, neither is the best, and the next card you lay (or the next kicker) is what breaks the tie.',
    otherReading: 'Tying is enough to stop laying, and the tied hands share the lead, each winning in full if it holds to the end.',
  },
  {
    id: 'bp-five-laid-behind',
    game: 'bluff-n-peg',
    question: 'I have laid all five cards and I am still not ahead. What now?',
    seedSays: 'The rules are silent: a player lays cards "until they have the best poker hand showing".',
    answer:
      'Your turn ends and you stay in the hand with your five cards showing, but you take no more turns (you still answer a double or fold). At the end you pay for five cards as a loser, unless your hand ties the best one, in which case you are one of the winners. You may fold instead of laying your fifth card.',
    why: 'You cannot lay more and nothing in the rules forces a fold. Staying in is the only way the rules\' own case of "identical winning hands" can arise, since a player who is ahead never needs to tie.',
    otherReading: 'A player who cannot get ahead must fold at once, paying for five cards at the current multiplier.',
  },
  {
    id: 'bp-third-card',
    game: 'bluff-n-peg',
    question: 'My turn takes me from two cards to four. Can I still call double or fold?',
    seedSays:
      '"When and only when a player plays their third card face up, they may declare double or fold. (They do not necessarily have to be finished laying cards on their turn when they declare double or fold.)"',
    answer:
      'Yes, but only as the third card lands. Cards go down one at a time, so a turn from two cards to four passes through the third: call then, before laying the fourth, or not at all. You may also call when the third card puts you ahead and ends your turn.',
    why: 'The bracket in the rules says the call can come in the middle of a turn, which only makes sense if cards are laid singly and the third card is a moment of its own.',
    otherReading: 'Cards laid in one turn go down together, and a player whose third card is among them may call after the whole lay.',
  },
  {
    id: 'bp-double-answers',
    game: 'bluff-n-peg',
    question: 'Who answers a double or fold, in what order, and can the caller keep laying meanwhile?',
    seedSays: '"The other players in turn may accept the declaration or they may fold their hand."',
    answer:
      "Every other player still in the hand answers, in order from the caller's left, each hearing the answers before theirs; a player with five cards showing answers too. Nobody lays a card until all have answered. Then the bluffing peg moves up if anyone accepted, and the caller carries on with their turn: laying on while still behind, or passing play to the left once ahead.",
    why: '"In turn" is the table\'s usual order, and settling the stakes before more cards go down means everyone answers the same offer.',
    otherReading: 'Each player answers when their own next turn comes round, and the caller goes straight on laying cards.',
  },
  {
    id: 'bp-last-chance-no-cards',
    game: 'bluff-n-peg',
    question: 'I am in the last-chance holes and fold (or lose) with no card laid. Do I move back a hole?',
    seedSays: '"While in the last chance area, a player may only move backward 1 hole per hand."',
    answer:
      'No. A hand that costs you no points (no card laid, so nothing to pay) does not move your peg. The one-hole step applies only when you would have lost points.',
    why: 'The rule limits how far a loss moves you back; it does not add a loss where the scoring gives none, and the penalty is counted per card laid.',
    otherReading: 'Any hand you fold or lose in the last-chance area costs a hole, cards or not.',
    brief: 'In the last-chance holes, a hand that costs no points (no card laid) leaves your peg where it is.',
  },
  {
    id: 'bp-play-off',
    game: 'bluff-n-peg',
    question: 'How is the extra hand for a tied lead played?',
    seedSays: '"the players who are tied for first must play 1 additional hand to break the tie."',
    answer:
      'Only the tied players are dealt in, and the deal passes to the next of them on the left. The hand is played as usual, but it only decides the game: whoever wins it wins, and no peg moves. If that hand is tied too, the players tied in it play again.',
    why: 'The extra hand is there to break the tie, so it is decided by who wins it, not by a new count of points that could tie again or bring in players who were behind.',
    otherReading: 'The extra hand is scored on the board like any other, and the game goes to whoever leads after it.',
  },
  {
    id: 'bp-hand-limit',
    game: 'bluff-n-peg',
    question: 'Can a game go on for ever? How do computer games end?',
    seedSays: 'The rules are silent.',
    answer:
      'A table plays on. Our computer games stop after 200 hands (a designer may change this), and the furthest peg then wins; players level there share the win. With the printed rules and sensible players this almost never happens.',
    why: 'Simulations need a bound; 200 hands is far beyond a real game, so the cap changes nothing a table would notice.',
  },
] as const satisfies readonly Ruling[];
