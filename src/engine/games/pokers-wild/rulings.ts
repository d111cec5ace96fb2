/**
 * Poker's Wild!'s mechanic rulings: the board, the runs, the wilds, the
 * scorecard, the turns and the end of the game, where the rules sheet is
 * silent or reads two ways. Hand-ranking rulings are in hands/rulings.ts.
 * board.ts and rules.ts implement them; mechanic-rulings.ts gathers them.
 */
import type { Ruling } from '../../hands/ruling.ts';

export const RULINGS = [
  {
    id: 'pw-board-shape',
    game: 'pokers-wild',
    question: 'What does the board look like?',
    seedSays: 'The rules mention a "Game board" with "starter card" spaces and "2 \'wild\' spaces" but give no size.',
    answer:
      'Showdown uses 7 rows by 8 columns: 54 cards and 2 wild spaces fill all 56 squares. The starter spaces are in the middle row (row 4, columns 3 and 6), and the wild spaces at row 2, column 4 and row 6, column 5, mirroring each other through the centre.',
    why: 'The rules say play goes on until every space is filled, so the board must have exactly as many spaces as cards plus wild spaces. If you own the printed board, the tools accept any size and layout.',
  },
  {
    id: 'pw-one-direction',
    game: 'pokers-wild',
    question: 'My card makes a hand across and another down. Do both score?',
    seedSays: '"created either vertically or horizontally (one way only)".',
    answer: 'No. Only one line scores: the single best run of 2 to 5 cards through your card, across or down.',
    why: 'After a play the player marks "one of the appropriate circles" on the scorecard: one hand a turn. We read "one way only" the same way.',
    otherReading:
      '"One way only" may just say that a hand lies in one straight line, across or down, never turning a corner. Read that way, a card that makes a hand across and another hand down could score both, marking two circles.',
    brief: 'one line only: the better of your row and your column',
  },
  {
    id: 'pw-must-contribute',
    game: 'pokers-wild',
    question: 'My card sits beside a pair it does not match. Does the pair score?',
    seedSays: '"the card you play must CONTRIBUTE TO the poker hand you create."',
    answer:
      'No. Your card must be one of the cards that make the hand, not a kicker. Wilds are then chosen to score as much as possible with your card in the hand, which may be less than the hand the run could make without it.',
    why: "This is the rules' own condition. Kickers do not make a pair or three of a kind, so a card that is only a kicker has not contributed.",
  },
  {
    id: 'pw-runs-unbroken',
    game: 'pokers-wild',
    question: 'Can a scoring line skip over an empty space?',
    seedSays: '"using up to any 5 consecutive cards".',
    answer: 'No. The cards must be consecutive, so a run stops at an empty space or the edge of the board.',
    why: 'Consecutive means side by side with no gap.',
  },
  {
    id: 'pw-wild-space-adjacent',
    game: 'pokers-wild',
    question: 'A wild space is in my row but two squares away from my card. Does it count?',
    seedSays: "\"When a card is played adjacent to a 'wild' space, that 'wild' space can be used to represent any card.\"",
    answer:
      'No. A wild space counts only when it is directly beside, above or below the card you just played; further away it behaves like a gap and ends the run.',
    why: 'The rules make a wild space usable by playing next to it. Since no card ever sits on it, a line through a wild space is not consecutive cards otherwise.',
  },
  {
    id: 'pw-legal-play',
    game: 'pokers-wild',
    question: 'Can I play a card next to a wild space only?',
    seedSays: '"Each card played must be adjacent to a card on the game board, either vertically or horizontally."',
    answer:
      'No. A card must touch a card (a starter card counts) on one of its four sides. A wild space is not a card, and diagonals do not count.',
    why: 'The rules require a card as the neighbour and rule out diagonals.',
  },
  {
    id: 'pw-turn-order',
    game: 'pokers-wild',
    question: 'Which way does play go after the first player?',
    seedSays: '"The player to the left of the dealer begins" and "Play continues in this manner for each subsequent player."',
    answer:
      "To the left, the way it started: the player on the dealer's left lays first, then the next player on their left, and so on round the table.",
    why: 'The first turn already moves left from the dealer, and passing left is how turns go in most card games.',
    brief: "the dealer's left starts; play passes left",
  },
  {
    id: 'pw-scorecard',
    game: 'pokers-wild',
    question: 'How many circles does a scorecard have for each hand? Can a row fill up?',
    seedSays: '"he/she marks one of the appropriate circles on their scorecard". The rules never say how many circles there are.',
    answer:
      'A row never fills: every play that scores marks one more circle for its hand, however often you have scored that hand before. Your total is, for each hand, its circles marked times its points.',
    why: 'The rules never say what happens to a hand whose circles are all marked, and the winner is simply the highest total. A limit would be a rule the text does not contain.',
    otherReading:
      'The printed card may have a fixed number of circles per hand, so a row can fill up, and once it has, that hand scores nothing more for you. Our simulator plays that reading with its circles-per-hand option.',
    brief: 'no limit: each scoring play marks one more circle',
  },
  {
    id: 'pw-best-hand',
    game: 'pokers-wild',
    question: 'May I mark a lower hand than the one my card makes, or choose not to score?',
    seedSays: '"he/she marks one of the appropriate circles on their scorecard, according to the poker hand made on the game board."',
    answer:
      'No to both. Scoring is not a choice: you mark the best poker hand your card takes part in, across or down, and score its points. A card that makes no hand scores nothing that turn.',
    why: 'The circle is chosen "according to the poker hand made", and the hand a line makes is its best one. With rows that never fill, a lower hand or no mark could never help you anyway.',
    otherReading:
      'Where a scorecard row can fill up, a table might let a player mark a lower hand the line also holds (three nines hold a pair of nines) once the better row is full. We do not: with the circles-per-hand option, a hand whose row is full scores nothing.',
    brief: 'you always mark the best hand your card makes',
  },
  {
    id: 'pw-game-end',
    game: 'pokers-wild',
    question: 'The draw deck is gone and my hand is empty. What now, and when does the game end?',
    seedSays:
      '"When the draw deck is gone, play continues until all cards have been played and all the spaces on the game board are filled."',
    answer:
      'You sit out: a player with no cards is skipped, and the others keep taking turns until every card is on the board. On our board the last card fills the last space. On a board with fewer spaces than cards, the game ends when no card can be laid, and cards still in hand score nothing.',
    why: 'Players run out at different times once the deck is gone, and the rules end the game only when every card has been played, so those with cards left play on.',
    brief: 'an empty hand sits out; the game ends when every card is laid',
  },
  {
    id: 'pw-final-tie',
    game: 'pokers-wild',
    question: 'Two players finish on the same highest total. Who wins?',
    seedSays: '"The player with the highest point total is the winner."',
    answer: 'They share the win: every player on the highest total is a winner. There is no tie-break.',
    why: 'The rules give one test, the highest total. Any tie-break, such as the best single hand, would be a rule of our own.',
    otherReading: 'Break the tie: for example in favour of the player who scored the best single hand, or with another game.',
    brief: 'a tie on the highest total: all of them win',
  },
] as const satisfies readonly Ruling[];
