/**
 * The glossary: every game term a newcomer may not know, in our own words.
 * /glossary/ renders one entry per term with the id as its anchor, and the
 * <Term id="..."> component on the rules pages links to `glossary/#<id>`
 * (it fails the build if the id is not listed here).
 */
import type { GameId } from '../engine/ids.ts';

export interface GlossaryTerm {
  /** Anchor id on /glossary/, kebab-case. */
  readonly id: string;
  readonly term: string;
  readonly definition: string;
  /** The games that use the term (empty for plain poker words used everywhere). */
  readonly games: readonly GameId[];
}

export const GLOSSARY = [
  {
    id: 'all-in',
    term: 'All in',
    definition:
      'Having put every chip you have left into the pot. In Peekaboo a player who is all in bets no more but keeps their dice to the showdown, and can win from each other player only as much as they put in themselves.',
    games: ['peekaboo'],
  },
  {
    id: 'ante',
    term: 'Ante',
    definition:
      'The stake each player puts into the pot before a round starts. In Peekaboo the first player sets it, and anyone who will not match it sits the round out.',
    games: ['peekaboo'],
  },
  {
    id: 'background-check',
    term: 'Background check',
    definition:
      "One of the winners' actions in Nuclear Annihilation Hold'em: secretly look at the role card and home state of a player who did not win the round.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'big-board',
    term: 'Big board',
    definition:
      "In Nuclear Annihilation Hold'em, the war-room display of the states still fighting. At the table it is a printed list of the 50 states; a state that drops off the big board is crossed off.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'bluffing-peg',
    term: 'Bluffing peg',
    definition:
      "The large peg in Bluff 'N' Peg's bluffing zone. It starts every hand in the 1X hole and moves one hole along each time a double or fold is accepted.",
    games: ['bluff-n-peg'],
  },
  {
    id: 'bluffing-zone',
    term: 'Bluffing zone',
    definition:
      "The row of four holes on the Bluff 'N' Peg board that sets what a hand is worth. Above each hole is a multiplier for the losers' penalty (the rules name 1X and 2X; Showdown's ruling makes the next two 4X and 8X); below it are the points the winner takes (5, 10, 20, 40).",
    games: ['bluff-n-peg'],
  },
  {
    id: 'burn-card',
    term: 'Burn card',
    definition:
      'A card the dealer deals face down into the discards, unseen, just before dealing community cards. It keeps anyone from knowing the next card by accident.',
    games: ['nuclear-holdem'],
  },
  {
    id: 'button',
    term: 'Button',
    definition:
      "A marker showing who is dealing this round. It moves one seat to the left at the end of each round. In Nuclear Annihilation Hold'em any kind of button will do, from a dealer button to a clothing button.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'check',
    term: 'Check',
    definition: 'To stay in without adding to the bet. In Peekaboo the first player may open the showdown with a check.',
    games: ['peekaboo'],
  },
  {
    id: 'communists',
    term: 'Communists',
    definition:
      "In Nuclear Annihilation Hold'em, the players whose role card is a joker: secret agents who want America to disarm, or to see every state fall without a launch.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'community-cards',
    term: 'Community cards',
    definition:
      "Cards dealt face up in the middle of the table that every player (or, in Nina's Five, both teams) may use as part of a hand.",
    games: ['ninas-five', 'nuclear-holdem'],
  },
  {
    id: 'double-or-fold',
    term: 'Double or fold',
    definition:
      "In Bluff 'N' Peg, a challenge a player may call out as they lay their third card. Every other player must accept it or fold; if anyone accepts, the bluffing peg moves up one hole and the hand is worth twice as much.",
    games: ['bluff-n-peg'],
  },
  {
    id: 'doves',
    term: 'Doves',
    definition: "In Nuclear Annihilation Hold'em, the players whose role card is a queen. They want to disarm.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'draw-deck',
    term: 'Draw deck',
    definition: "In Poker's Wild!, the face-down pile left after the deal. After each turn you draw one card from it, until it runs out.",
    games: ['pokers-wild'],
  },
  {
    id: 'five-of-a-kind',
    term: 'Five of a kind',
    definition: 'Five cards (or dice) of the same rank. With cards it needs a wild card, and where it exists it is the best hand of all.',
    games: ['ninas-five', 'peekaboo', 'pokers-wild', 'bluff-n-peg'],
  },
  {
    id: 'flop',
    term: 'Flop',
    definition:
      "The first community cards of a round. In Nina's Five the flop is two cards; in Nuclear Annihilation Hold'em it is three, dealt after a burn card.",
    games: ['ninas-five', 'nuclear-holdem'],
  },
  {
    id: 'fold',
    term: 'Fold',
    definition:
      "To give up your hand for the rest of the round. In Peekaboo you lose what you have already bet; in Bluff 'N' Peg you hand in your cards and still lose points for the cards you laid; in Nuclear Annihilation Hold'em folding means you do not show your cards.",
    games: ['peekaboo', 'nuclear-holdem', 'bluff-n-peg'],
  },
  {
    id: 'hawks',
    term: 'Hawks',
    definition: "In Nuclear Annihilation Hold'em, the players whose role card is a king. They want to launch.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'hole-cards',
    term: 'Hole cards',
    definition: "The two cards dealt face down to each player in a hold'em round, which only that player sees.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'home-state',
    term: 'Home state',
    definition:
      "In Nuclear Annihilation Hold'em, the state each player secretly writes on their index card. A moderate changes sides when their home state is crossed off.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'hot-garbage',
    term: 'Hot garbage',
    definition: 'In Peekaboo, a roll that makes no combination at all: the lowest result on the ladder.',
    games: ['peekaboo'],
  },
  {
    id: 'intel',
    term: 'Intel',
    definition:
      "One of the winners' actions in Nuclear Annihilation Hold'em: search the deck and swap one card from your hand for one you find there.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'kicker',
    term: 'Kicker',
    definition:
      'A card that is in a hand but not part of its pair, set or other combination. When two hands tie on the combination, the higher kicker wins.',
    games: ['ninas-five', 'nuclear-holdem', 'bluff-n-peg'],
  },
  {
    id: 'last-chance',
    term: 'Last chance',
    definition:
      "The three holes at the back of each Bluff 'N' Peg column. A peg moving backwards stops at the first of them, and from then on loses at most one hole per hand.",
    games: ['bluff-n-peg'],
  },
  {
    id: 'lookers',
    term: 'Lookers',
    definition: 'In Peekaboo, the three dice each player rolls in the open, up to three times, for everyone to see.',
    games: ['peekaboo'],
  },
  {
    id: 'moderates',
    term: 'Moderates',
    definition:
      "In Nuclear Annihilation Hold'em, the players whose role card is a jack. They want to disarm while their home state survives, and to launch once it is gone.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'nuke',
    term: 'Nuke',
    definition:
      "One of the winners' actions in Nuclear Annihilation Hold'em: name more states to cross off the big board, one for each player.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'out-the-back',
    term: 'Out the back',
    definition:
      "The holes behind the last-chance area of a Bluff 'N' Peg column. When any peg lands there, the current hand is the last one.",
    games: ['bluff-n-peg'],
  },
  {
    id: 'peekaboo-card',
    term: 'Peekaboo card',
    definition:
      "In Nina's Five, the one face-down card each team gets every trick. Nobody looks at it. A team may swap it, unseen, for one of the other team's played cards, hoping to spoil their hand.",
    games: ['ninas-five'],
  },
  {
    id: 'peekers',
    term: 'Peekers',
    definition:
      'In Peekaboo, the two dice each player rolls under a cup at the start of a round. Only their owner may peek at them, and they are not rolled again until the next round.',
    games: ['peekaboo'],
  },
  {
    id: 'persuade',
    term: 'Persuade',
    definition:
      "One of the winners' actions in Nuclear Annihilation Hold'em: secretly give a losing player one card, which can change their role.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'pot',
    term: 'Pot',
    definition:
      'The chips bet in a round. The winner of the showdown takes it; when a player is all in, it is cut into a main pot and one or more side pots.',
    games: ['peekaboo'],
  },
  {
    id: 'raise',
    term: 'Raise',
    definition: 'To increase the bet. Everyone still in must then match the new bet, raise again, or fold.',
    games: ['peekaboo'],
  },
  {
    id: 'river',
    term: 'River',
    definition:
      "The last community card of a round. In Nina's Five it is the third community card; in Nuclear Annihilation Hold'em it is the fifth.",
    games: ['ninas-five', 'nuclear-holdem'],
  },
  {
    id: 'role-card',
    term: 'Role card',
    definition:
      "In Nuclear Annihilation Hold'em, the face card or joker you keep hidden: king (hawk), queen (dove), jack (moderate) or joker (communist). It can change during the game.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'scorecard',
    term: 'Scorecard',
    definition:
      "In Poker's Wild!, each player's sheet of circles, one group per poker hand. You mark a circle whenever you score that hand.",
    games: ['pokers-wild'],
  },
  {
    id: 'showdown',
    term: 'Showdown',
    definition: 'The moment the hands still in play are shown and compared to find the winner.',
    games: ['peekaboo', 'nuclear-holdem'],
  },
  {
    id: 'side-pot',
    term: 'Side pot',
    definition:
      'The chips bet beyond what a player who is all in could match, which that player cannot win. It goes to the best hand among the players who put chips into it, while the main pot goes to the best hand of all.',
    games: ['peekaboo'],
  },
  {
    id: 'starter-space',
    term: 'Starter space',
    definition:
      "One of the two spaces on the Poker's Wild! board where a card is dealt face up before play begins, so that there is something to play next to.",
    games: ['pokers-wild'],
  },
  {
    id: 'table-talk',
    term: 'Table talk',
    definition:
      "What players may say about their hands during play. Nina's Five forbids hints about your cards; Nuclear Annihilation Hold'em encourages in-character talk.",
    games: ['ninas-five', 'nuclear-holdem'],
  },
  {
    id: 'trick',
    term: 'Trick',
    definition: "In Nina's Five, one round of play, won by the team with the better poker hand. Six tricks win the game.",
    games: ['ninas-five'],
  },
  {
    id: 'turn-card',
    term: 'Turn',
    definition:
      "In Nuclear Annihilation Hold'em, the fourth community card, dealt after the flop and a second burn card. (Not to be confused with a player's turn.)",
    games: ['nuclear-holdem'],
  },
  {
    id: 'vote',
    term: 'Vote',
    definition:
      "In Nuclear Annihilation Hold'em, a secret ballot one winner may call, to disarm or to launch. Disarming fails on two or more votes against; launching needs two more votes for than against.",
    games: ['nuclear-holdem'],
  },
  {
    id: 'wild-card',
    term: 'Wild card',
    definition:
      "A card that may stand for any card you like. The jokers are wild in Nina's Five and (by our reading of its two wild cards) in Poker's Wild!, and the 2s are wild in Bluff 'N' Peg's variation. In Nuclear Annihilation Hold'em nothing is wild.",
    games: ['ninas-five', 'pokers-wild', 'bluff-n-peg'],
  },
  {
    id: 'wild-space',
    term: 'Wild space',
    definition:
      "One of the two marked spaces on the Poker's Wild! board. No card is ever placed there; when you play next to it, it counts as any card you need.",
    games: ['pokers-wild'],
  },
  {
    id: 'winner-hole',
    term: 'Winner hole',
    definition: "The hole at the far end of each Bluff 'N' Peg column. The first peg to reach it wins the game.",
    games: ['bluff-n-peg'],
  },
] as const satisfies readonly GlossaryTerm[];

export type GlossaryId = (typeof GLOSSARY)[number]['id'];

const BY_ID: ReadonlyMap<string, GlossaryTerm> = new Map(GLOSSARY.map((t) => [t.id, t]));

export function glossaryTerm(id: string): GlossaryTerm | undefined {
  return BY_ID.get(id);
}

/** The letters of the glossary's A–Z index. */
// prettier-ignore
export const AZ_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'] as const;

export type AzEntry = { letter: string; first: string } | { letter: string; first: undefined };

/**
 * The A–Z index of a list of terms: one entry per letter A to Z, with the id
 * of the first term (in `localeCompare` order, the glossary page's order)
 * whose name starts with that letter, or undefined when none does. Names are
 * folded to their base letter first ("Éclair" files under E).
 */
export function azIndex(terms: readonly Pick<GlossaryTerm, 'id' | 'term'>[]): AzEntry[] {
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term));
  const letterOf = (term: string) =>
    term
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .charAt(0)
      .toUpperCase();
  return AZ_LETTERS.map((letter) => ({ letter, first: sorted.find((t) => letterOf(t.term) === letter)?.id }));
}
