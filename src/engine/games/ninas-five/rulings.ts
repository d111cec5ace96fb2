/**
 * Nina's Five's mechanic rulings: how Showdown reads the points of play the
 * printed rules leave open (the deal, the peekaboo swap, naming jokers, ties
 * and the trick limit). Hand-ranking rulings are in hands/rulings.ts. The deck
 * figures in nf-six-cards-three-tricks are worked out by `deckUse`.
 */
import type { Ruling } from '../../hands/ruling.ts';
import { AS_PLAYED, AS_WRITTEN, DECK_SIZE, deckUse, type DealPlan, type DeckUse } from './tricks.ts';

function builtInDeckUse(plan: DealPlan): DeckUse {
  const use = deckUse(plan);
  if (!use.ok) throw new Error(use.error.message); // an invariant of the two built-in plans, not user input
  return use.value;
}
const WRITTEN = builtInDeckUse(AS_WRITTEN);
const PLAYED = builtInDeckUse(AS_PLAYED);

export const RULINGS = [
  {
    id: 'nf-six-cards-three-tricks',
    game: 'ninas-five',
    question: 'The rules deal six cards each for every hand and reshuffle after three. Does the deck last?',
    seedSays: '"If fewer then 3 hands have been played with the deck then deal 6 cards to each player and 1 peekaboo card to each team."',
    answer: `Not as written: each trick would take ${WRITTEN.needed / AS_WRITTEN.tricksPerShuffle} cards (24 dealt, 2 peekaboo, 3 community), so three tricks need ${WRITTEN.needed} of ${DECK_SIZE} and the deck runs out during trick ${WRITTEN.runsOutOnTrick ?? 0}. Showdown deals six cards each once per shuffle; they last three tricks at two cards a player per trick, and each trick deals only its two peekaboo cards and three community cards: ${PLAYED.needed} cards a shuffle, ${DECK_SIZE - PLAYED.needed} to spare.`,
    why: "A player lays exactly two cards a trick, so six cards are exactly three tricks' worth, which matches the rule to reshuffle after three hands.",
    otherReading:
      'Word for word, every player gets six fresh cards before every trick. A table that plays it that way has to reshuffle whenever the deck runs out, which is during the second trick, so the rule to reshuffle after three tricks never comes into play.',
    brief:
      'After a shuffle, deal 6 cards each; they last 3 tricks (2 a trick). Before tricks 2 and 3, deal only the 2 new peekaboo cards. After 3 tricks, reshuffle all 54 and deal 6 each again.',
  },
  {
    id: 'nf-teams',
    game: 'ninas-five',
    question: "Which cards make a team's hand?",
    seedSays: '"each team has 7 cards (3 community cards and 4 player cards) to form hands."',
    answer: "Both partners' face-up cards (two each) plus the three community cards; the team plays the best five of those seven.",
    why: 'The rules say so; partners sit across from each other.',
  },
  {
    id: 'nf-peekaboo-swap',
    game: 'ninas-five',
    question: 'How does the peekaboo swap work?',
    seedSays: '"each team may optionally replace one of their opponent\'s cards with their peekaboo card."',
    answer:
      'After the first four plays, each team may once put its face-down peekaboo card in place of one opposing face-up card; the replaced card leaves the trick. Nobody sees the peekaboo card until the trick is scored, and an unused one is discarded.',
    why: 'The card "is face down, so this is a risk": the swap is a gamble on an unseen card, which is also how the odds tool counts it.',
  },
  {
    id: 'nf-peekaboo-joker',
    game: 'ninas-five',
    question: 'The peekaboo card I swapped in turns out to be a joker. Who decides what it is?',
    seedSays: 'The rules cover jokers played by a player and jokers in the community cards only.',
    answer:
      'The team it now belongs to reads it as any card, at scoring time, like a community joker. That is the risk of the swap: it may hand your opponents a wild card.',
    why: 'Nobody played it by choice, so no one declared it when it was played; treating it like the other unseen joker (the community one) is the closest rule.',
  },
  {
    id: 'nf-odds-as-showing',
    game: 'ninas-five',
    question: 'What does the peekaboo odds tool assume about the cards still to come?',
    seedSays: 'The rules are silent.',
    answer:
      'It judges the trick on the cards showing, with every unseen card equally likely as the peekaboo card; optionally it also deals every possible river. It does not guess which cards players will lay later.',
    why: 'Which card a player lays next is a choice, not chance, so it cannot be counted exactly.',
  },
  {
    id: 'nf-peekaboo-order',
    game: 'ninas-five',
    question: 'Which team swaps its peekaboo card first, and may the second team wait to see what the first one did?',
    seedSays:
      '"After all four cards have been played each team may optionally replace one of their opponent\'s cards with their peekaboo card."',
    answer:
      "Both teams choose at the same moment, in secret. The team on the dealer's left settles its choice first and the dealer's team second, but neither hears the other's choice until both are made; then both swaps go down together. So the second team cannot react to the first.",
    why: 'The rules give both teams the same moment, once all four cards are down, and no order. Choosing blind keeps that moment even: a team that could wait and see would always have the last word.',
    otherReading:
      'Swap in turn, out loud: the team on the dealer\'s left says "peekaboo" (or passes) first, and the dealer\'s team decides knowing that. Our simulator can play it that way (peekabooReveal=in-turn) to compare.',
    brief: 'Peekaboo: both teams choose in secret, then both swaps are shown together; the second team cannot react.',
  },
  {
    id: 'nf-peekaboo-who',
    game: 'ninas-five',
    question: "Which partner makes the team's peekaboo choice?",
    seedSays: 'The rules say only that "each team may optionally replace" a card.',
    answer:
      "The partner who laid the team's first card of the trick decides for both: the player on the dealer's left for that team, and the dealer's partner for the dealer's team. The other partner stays silent.",
    why: 'Partners may not talk about their cards, so they cannot confer; one of them has to speak for the team, and the first of the two to play is the simplest fixed choice.',
    otherReading: 'Either partner may call "peekaboo", and the first to speak decides for the team.',
  },
  {
    id: 'nf-first-dealer',
    game: 'ninas-five',
    question: 'Who deals first, who lays first, and who deals next?',
    seedSays: '"Choose one player to be the dealer." Later: "The dealer passes the deck to the player to their left."',
    answer:
      "Any player may deal first; our simulator and practice table always start with North, so East lays the first card. After every trick, tied ones included, the deal moves one seat to the left, and the player on the new dealer's left lays first in both rounds.",
    why: 'The rules leave the first dealer to the table and fix everything after it. A fixed first dealer lets a simulation show whether laying first is an advantage.',
    otherReading: 'Cut or draw for the first deal; nothing else changes.',
  },
  {
    id: 'nf-tied-trick',
    game: 'ninas-five',
    question: 'After a tied trick, does the deal still pass, and does that trick count as one of the three a deal lasts?',
    seedSays: '"If teams have equal poker hands no team wins the trick."',
    answer:
      'Yes to both. Nobody scores, but the trick was played: its cards are used up, it counts toward the three tricks before the reshuffle, and the deal passes to the left as after any other trick.',
    why: 'Each player has laid two of their six cards, so the deal has one trick fewer left whatever the result; replaying the trick would need cards nobody holds.',
    otherReading:
      'Replay a tied trick with the same dealer. That needs two more cards each, so the deal would run short before its third trick.',
  },
  {
    id: 'nf-reshuffle',
    game: 'ninas-five',
    question: 'What goes back into the deck at a reshuffle?',
    seedSays: '"If 3 hads have been played with the deck re-shuffle the 52 cards + 2 jokers."',
    answer:
      'Every card: the cards laid in the three tricks, the community cards, the cards that peekaboo swaps replaced, and the unused peekaboo cards, still unseen. If a table deals more than six cards each, any cards left in hands go back too. Then everyone gets a fresh six.',
    why: 'The rules reshuffle "the 52 cards + 2 jokers", which is the whole deck. An unused peekaboo card is never shown, so it goes back face down.',
    otherReading: 'Turn the unused peekaboo cards face up before the reshuffle, so everyone learns what they were.',
  },
  {
    id: 'nf-joker-naming',
    game: 'ninas-five',
    question: 'What may I name a joker I lay?',
    seedSays: '"When a joker is played by a player, the player must immediately choose the suit and rank for the joker."',
    answer:
      "Any card that is not already in your team's face-up cards, in the community cards or in your own hand; a card that is showing only when copying it makes five of a kind at once, because four of its rank are already in your team's cards and the community. The name then holds for the whole trick.",
    why: 'This is the copy rule of our ruling on jokers copying cards, applied at the moment you name it: a joker is a card the hand lacks, except for five of a kind. A card in your own hand would be a copy too as soon as you laid it.',
    otherReading:
      'Tables that let a joker copy any card let you name any card at all, even one that is showing; tables that never allow a copy rule out five of a kind too.',
  },
  {
    id: 'nf-joker-named-twice',
    game: 'ninas-five',
    question:
      "I named my joker the A♥, and then the real A♥ turned up in our cards (the river, my partner's card or a peekaboo card). What is my joker now?",
    seedSays: 'The rules are silent.',
    answer:
      'Still the A♥. Your team then holds that card twice and both count, as two aces or as two cards of a heart flush, so the hand is judged exactly as if the two cards were different aces of hearts.',
    why: 'A name said aloud cannot be taken back, and nobody could know the real card was coming. Changing the joker afterwards would give a second chance that the rule to name it "immediately" takes away.',
    otherReading: 'The late card cancels the name, and the joker goes back to being free, taking its best value when the trick is scored.',
  },
  {
    id: 'nf-trick-limit',
    game: 'ninas-five',
    question: 'Tied tricks score for nobody. Can a game go on for ever?',
    seedSays: 'The rules are silent.',
    answer:
      'In principle, yes. Our simulator and practice table stop a game after 50 tricks: the team with more tricks wins, and equal teams draw. In practice it never comes to that, since only about one trick in a hundred is tied.',
    why: 'A program needs a bound it can promise; 50 tricks is several times a long game, so it never changes a real result.',
    otherReading: 'Play on until a team reaches six tricks, however long it takes.',
  },
] as const satisfies readonly Ruling[];
