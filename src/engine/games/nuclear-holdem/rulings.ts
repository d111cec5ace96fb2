/**
 * Nuclear Annihilation Hold'em's mechanic rulings: how Showdown reads the
 * rules where they are silent or ambiguous (votes, jokers, discards, the
 * winners' actions, the end). The rules (rules.ts) name each ruling where
 * they carry it out; the game page and the quick reference read them from
 * here, through mechanic-rulings.ts.
 */
import type { Ruling } from '../../hands/ruling.ts';

export const RULINGS = [
  {
    id: 'nh-every-player-votes',
    game: 'nuclear-holdem',
    question: 'Who votes, and can I abstain or hand in a blank card?',
    seedSays: '"Each player then secretly writes their votes ... on a note card."',
    answer:
      'Every player votes, the proposer included. A card says for or against, and a card left blank counts as a vote against, so nobody can sit a vote out. The other reading, a blank card as no vote at all that counts on neither side, is not used here.',
    why: 'Every player gets a card to write on, and both thresholds weigh the "no" votes against the "yes" votes, so each card has to land on one side. A vote changes the game only with a yes; a card that says nothing has not said yes, so it counts as a no and the game goes on. Read the other way, staying silent would make a disarmament or a launch easier to pass than an honest "no" would.',
  },
  {
    id: 'nh-vote-thresholds',
    game: 'nuclear-holdem',
    question: 'How many votes pass a disarmament or a launch?',
    seedSays: '"two or more no votes will prevent disarmament and a vote to launch requires two more in favor than opposed."',
    answer:
      'Disarm passes with at most one vote against: 3 of 4, 4 of 5 or 5 of 6 in favour. Launch needs for minus against to be at least two: 3 of 4, 4 of 5 or 4 of 6.',
    why: "These are the rules' two thresholds worked out for every table size, given that everyone votes.",
  },
  {
    id: 'nh-jack-wins-by-vote',
    game: 'nuclear-holdem',
    question: "Does a jack's home state decide whether the jack wins?",
    seedSays:
      '"the queens and jacks who voted for disarmament win", and "the kings and jacks who voted to launch narrate the nuclear attack".',
    answer:
      'No: a jack wins with the side they voted for when it passes. The home state explains why a jack votes one way, but the ballot is what counts.',
    why: 'Both endings name the jacks by their vote, not by their state. (For why a launch counts as a win, see the next ruling.)',
  },
  {
    id: 'nh-launch-winners',
    game: 'nuclear-holdem',
    question: 'A launch vote passes. Who wins?',
    seedSays: '"If the launch vote passes, then the kings and jacks who voted to launch narrate the nuclear attack and its aftermath."',
    answer: 'The kings and jacks who voted to launch win; everyone else, jokers included, loses. The vote calculator counts it this way.',
    why: 'The rules say who tells the story of a launch but not who wins it. The disarm ending names its voters as winners who then narrate, kings are the role that wants to launch, and the game ends there, so the players who got what they wanted are the natural winners.',
    otherReading:
      "Take the text at its word: a launch has narrators but no winners. The world ends, and that is nobody's victory; the game simply stops.",
    brief: 'A passed launch: the kings and jacks who voted for it win (the rules only say they narrate the attack; our ruling).',
  },
  {
    id: 'nh-jokers-and-votes',
    game: 'nuclear-holdem',
    question: 'A disarmament passes while a Communist is at the table, but the joker voted against it. Who wins?',
    seedSays: '"If the vote passes and one or more players reveal themselves to be jokers then ... the jokers win."',
    answer: 'Every joker wins, however they voted, and nobody else does. A passed launch is never a win for the jokers.',
    why: 'The disarm rule turns on whether jokers are present, not on their ballots, and jokers are not among the launch winners.',
  },
  {
    id: 'nh-hawaii-1959',
    game: 'nuclear-holdem',
    question: 'The scenario is set in 1959. Are Alaska and Hawaii on the board?',
    seedSays:
      '"If the date is before 1959 cross off Alaska and Hawaii. If the date is 1959, the person who specified year can choose to cross off Hawaii or not."',
    answer:
      'Alaska stays (it joined in January 1959). Hawaii stays unless the player who named the year crosses it off. Before 1959 both are off the board; from 1960 both are on.',
    why: 'Hawaii joined in August 1959, so in 1959 it depends on the month, which the rules leave to the player who set the year.',
    brief:
      '1947 to 1991. Before 1959 cross off Alaska and Hawaii; in 1959 Alaska stays and the player who named the year decides about Hawaii. A player from a state not yet admitted may show their card and write a new one.',
  },
  {
    id: 'nh-nuke-count',
    game: 'nuclear-holdem',
    question: 'How many states does a Nuke cross off?',
    seedSays: '"Name an additional state for each player that will be scratched off the list."',
    answer: 'One per player at the table, the nuking player included: four states at a table of four, six at a table of six.',
    why: '"Each player" means everyone seated; the nuker is a player too.',
    brief: '1 extra state per player at the table, the nuker included',
  },
  {
    id: 'nh-tied-winners-act',
    game: 'nuclear-holdem',
    question: 'Several players tie for the best hand. Who acts first?',
    seedSays: '"Each winner gets an opportunity to perform an action in clockwise order from the dealer."',
    answer: 'Every tied winner acts once, going clockwise and starting with the dealer if the dealer is among them.',
    why: 'The rules make every tied hand a winner and give the order from the dealer.',
  },
  {
    id: 'nh-discard-dealt-cards',
    game: 'nuclear-holdem',
    question: 'I threw away a hole card and drew its replacement. May I throw the replacement away as well?',
    seedSays: '"may discard one or both cards, one at a time, from their hand, face down to replace them from the deck."',
    answer:
      'No. You may throw away either or both of the two cards you were dealt this round, one at a time, drawing a replacement and crossing off a state for each, and a card drawn as a replacement stays in your hand for the round (except the other joker reaching a Communist, which must go while a discard is left).',
    why: '"One or both cards" counts the two cards of the deal, and "replace them" makes the drawn card their replacement, not a new card on offer. Throwing away a card and then its replacement gets rid of one dealt card twice and never touches the other, which is neither one nor both. "One at a time" still matters: you see the first replacement before you decide about your other card. An old role card that took the place of a joker you were dealt counts as a dealt card.',
    otherReading:
      'Read "one or both" as a limit of two discards a round, whatever the cards: a player may throw away a card and then the card drawn for it, fishing twice for one good card at the cost of two states.',
    brief:
      "From the dealer's left: discard either or both of the 2 cards you were dealt, one at a time, drawing a replacement and crossing off a state for each. A replacement is kept.",
  },
  {
    id: 'nh-joker-swap-card',
    game: 'nuclear-holdem',
    question: 'I am dealt a joker and swap it for my role card. What happens to my old role card?',
    seedSays: '"If you receive a joker then you must replace your current role card with it, as secretly as possible."',
    answer:
      "It takes the joker's place in your hand: from then on it is one of your two hole cards, and you play it, discard it or show it like any other. You always hold two hole cards.",
    why: 'A swap leaves the old card where the new one was. Keeping it in the hand also keeps the swap secret: nobody sees a card leave your hand, which is what "as secretly as possible" asks for.',
    otherReading:
      'Throw the old role card away face down and play the round with one hole card, or draw a replacement for it. Either way the discard pile or a short hand would give the swap away.',
    brief: 'Dealt a joker: it becomes your role card, and your old role card becomes a hole card in its place.',
  },
  {
    id: 'nh-second-joker',
    game: 'nuclear-holdem',
    question: 'I am already a Communist and the other joker reaches my hand. Must I discard it, and when do I sit the round out?',
    seedSays:
      '"If you are already a joker then you must discard the second joker card ... If you are already a joker and are dealt the other joker as your second card for this round then you must keep it, fold this round."',
    answer:
      'While you still have a discard left this round, your next discard must be that joker, and you cross off a state for it as usual. If it reaches you when you have no discard left (as the replacement for your second discard, or at a table that allows fewer discards), you keep it and fold at the showdown without showing.',
    why: 'The two sentences only fit together if the second one covers the case where the first cannot be obeyed: a player who has used both discards cannot discard again. We read "your second card for this round" as the second card you draw in the discards.',
    otherReading:
      'Read "second card" as the second card of the deal: a Communist dealt the other joker second sits out, one dealt it first discards it. That makes the order of the deal decide, for no reason the rules give.',
  },
  {
    id: 'nh-joker-any-time',
    game: 'nuclear-holdem',
    question: 'A joker reaches my hand by Intel, by Persuade or in a fresh hand after Persuade. Does the joker rule still apply?',
    seedSays: '"Any time you are dealt a joker into your hand you must keep it and replace it as your role card."',
    answer:
      'Yes, at once. If you are not a Communist, the joker becomes your role card and your old role card takes its place in your hand. If you already are one, you throw the joker away face down, draw a replacement and cross off a state. A joker passed by Persuade to a Communist is thrown away and also costs a state.',
    why: '"Any time" covers every way a card reaches a hand. Outside the discards there is no later turn in which to throw the joker away, so it goes at once, and the state is crossed off as for any discard ("narrate a state as usual").',
    otherReading:
      'Only the deal and the discards count as being dealt a card; a joker taken by Intel or Persuade is an ordinary dead card.',
  },
  {
    id: 'nh-who-goes-first',
    game: 'nuclear-holdem',
    question: 'The dealer is "the first player", but discards start on the dealer\'s left. Who goes first in each part of a round?',
    seedSays:
      '"Chose a dealer. This is the first player for the first round." and "Each player, taking turns clockwise, starting with the player left of the dealer, may discard."',
    answer:
      "The dealer goes first where the rules name the dealer: the introductions, and acting first among the round's winners. The discards and the reveal-or-fold at the showdown start with the player on the dealer's left, and the dealer goes last in both.",
    why: 'Each part of the round has its own order in the rules, and these are the orders they give; "first player" only names who deals and so where every order is counted from.',
    otherReading: "The dealer discards first and the player on the left second, with the dealer's left taken as a slip.",
  },
  {
    id: 'nh-everyone-folds',
    game: 'nuclear-holdem',
    question: 'At the showdown every player folds. Who wins the round?',
    seedSays: '"\u201cFolding\u201d concedes that you have not won, rather than revealing your cards."',
    answer:
      "Nobody. Only a revealed hand can win, so with no hand revealed there is no winner and no action; the round ends and the button moves on. Each player decides in turn, from the dealer's left, knowing the hands shown before them.",
    why: "A player who folds has conceded, so the best hand among those still hidden cannot win. The rules make the player on the dealer's left choose first when nobody wants to, which gives every player a turn to reveal or fold.",
    otherReading: 'The last player to decide must reveal, so that every round has a winner and an action.',
  },
  {
    id: 'nh-persuade-board',
    game: 'nuclear-holdem',
    question: 'A winner who persuades picks up the community cards. What about the winners who act after them?',
    seedSays:
      '"Pick up the community cards and your hand. Secretly chose one of these cards and give it to the other player. discard all other cards."',
    answer:
      "The round's winners were settled when the hands were compared, so later winners keep their win and their action. The board is gone, though: a later winner who persuades chooses the card to give from their own hand only.",
    why: 'Actions come after the showdown, so taking the board away cannot change who won. The rules do say the board is thrown away, so it is not there for anyone else.',
    otherReading: 'The persuader takes only the one card they give, and the rest of the board stays for the winners who follow.',
  },
  {
    id: 'nh-last-state',
    game: 'nuclear-holdem',
    question:
      'When does losing the last state end the game: at once, or at the end of the round? And what if a Nuke has more states to cross off than remain?',
    seedSays: '"If no decision can be made before the last state is lost, then the Communists have won."',
    answer:
      'At once: the moment the last state is crossed off, by a discard, a Nuke or a joker, the game ends and nobody else discards, acts or votes. A Nuke or discard with more states to cross off than remain simply takes the rest.',
    why: 'The rules tie the defeat to the last state being lost, not to the end of a round, and a vote after that would be a decision made too late.',
    otherReading: 'Finish the round, so that winners still to act may call a vote.',
  },
  {
    id: 'nh-round-limit',
    game: 'nuclear-holdem',
    question: 'What if the game never ends: nobody discards, nobody nukes and no vote passes?',
    seedSays: 'The rules are silent.',
    answer:
      'At the practice table and in the simulator, a game ends after 30 rounds (a designer can change the limit) as if the last state had fallen: the Communists win if there are any, and otherwise everyone loses.',
    why: 'A stalled war is the slow loss of the board the Communists play for, and a fixed limit lets every simulated game end. At a real table the players would tire long before round 30.',
    otherReading: 'Play on with no limit, or end the game with nobody winning.',
  },
  {
    id: 'nh-secret-ballots',
    game: 'nuclear-holdem',
    question: 'After a vote, who learns how each player voted?',
    seedSays: '"Each player then secretly writes their votes ... You collect all the cards and count the vote."',
    answer:
      'Everyone learns the count, and nobody, not even the proposer, learns who wrote which card while the game goes on. When a vote passes, the cards are shown, since the winners are the players who voted for it.',
    why: 'The cards are written secretly and carry no names; the proposer only counts them. A passed vote has to be opened to name its winners.',
    otherReading: 'The proposer, who collects the cards, may recognise who wrote which and learns every vote.',
  },
  {
    id: 'nh-year-first',
    game: 'nuclear-holdem',
    question: 'At the practice table, when is the scenario year set?',
    seedSays: '"First person to specify a year between 1947 and 1991 has set the date for the scenario."',
    answer:
      'The year is a table option (1962 unless changed), set before anyone writes down a home state, so every home is a state on the board. Players who wrote down Alaska or Hawaii in an early year would be allowed to write a new home anyway.',
    why: 'A computer player has no introduction in which to name a year, and fixing it first gives the same board as a table where every player from a state not yet admitted takes the chance to choose again.',
    otherReading: 'Let a player name the year during the introductions, after the home states are written.',
  },
] as const satisfies readonly Ruling[];
