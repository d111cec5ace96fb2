/**
 * Peekaboo's mechanic rulings: how this site reads the points the printed
 * rules leave open, each with the rules' words, our answer, the reason and
 * the other reading. The odds (solver.ts) and the game (rules.ts) do exactly
 * what these say; the game page and the quick reference print them.
 */
import type { Ruling } from '../../hands/ruling.ts';

export const RULINGS = [
  {
    id: 'pk-peekers-fixed',
    game: 'peekaboo',
    question: 'Can I roll my peekers again during my turn?',
    seedSays: '"Peekers cannot be rolled again until the next round."',
    answer: 'No. The two peekers are rolled once at the start of the round and stay as they are; only the three lookers are rerolled.',
    why: 'The rules say so directly, and the odds on this site assume it.',
  },
  {
    id: 'pk-kept-dice-stay',
    game: 'peekaboo',
    question: 'If I keep a looker after my first roll, may I pick it up and roll it on my third roll?',
    seedSays:
      '"He may keep as many as he wants before rolling the rest", "If he doesn\'t like any of them, he may roll them all again", and "Continue this ... until all of the dice have been kept."',
    answer:
      'No, by our ruling: a looker you set aside stays set aside for the rest of your turn, and each later roll can only add to what you keep. Agree on it before you start, because the rules can also be read the other way.',
    why: 'The words allow both readings, so this is a choice, not a proof. We choose it because it makes keeping mean something: the lookers are in the open so that the others can read your hand, and a die you have kept is then a promise they can bet on. Under the other reading a kept die counts only until your next roll.',
    otherReading:
      'Every roll is a fresh choice: "roll them all again" lets you pick up all three lookers, kept ones included, on any roll, as in Yahtzee. The dice explainer can count the odds either way.',
    brief: 'A looker you keep stays kept for the rest of your turn (our ruling; some tables let you pick kept dice up again).',
  },
  {
    id: 'pk-stop-early',
    game: 'peekaboo',
    question: 'May I stop before using all three rolls?',
    seedSays: '"If the player likes all three of the dice, he can keep them and end his turn."',
    answer: 'Yes. Keeping all three lookers ends your turn at once, after the first roll or the second.',
    why: 'The rules allow it in those words, and "no more than three times" sets a limit, not a requirement.',
  },
  {
    id: 'pk-first-roll-all',
    game: 'peekaboo',
    question: 'On the first roll, may I roll fewer than three lookers?',
    seedSays: '"The first player rolls all three of his lookers."',
    answer: 'No. The first roll is always all three lookers, so choices start after it, with two rolls left.',
    why: 'The rules say so; nothing has been kept before the first roll.',
  },
  {
    id: 'pk-odds-strength',
    game: 'peekaboo',
    question: 'The odds tool plays "the best way". Best by what measure?',
    seedSays: 'The rules are silent.',
    answer:
      'By expected strength: how much of a pot the final hand would take, on average, against one opponent rolling five dice once (a tie counts half). When you name a hand to beat, it instead plays for the best chance of beating it, then of tying it.',
    why: 'This measure rises with every better hand and rewards an improvement by how many hands it passes, so it never chases a rare category at a big cost. It can be computed exactly.',
  },
  {
    id: 'pk-opponent-peekers',
    game: 'peekaboo',
    question: "How does the tool guess an opponent's hidden dice?",
    seedSays: 'Peekers are rolled and "keep those two dice covered."',
    answer:
      'It treats them as any of the 36 equally likely pairs and assumes the opponent, who can see them, finishes the turn playing for expected strength.',
    why: 'You cannot see them, and every face is equally likely; reading bets or table talk is beyond what the tool knows.',
  },
  // Rulings for playing a whole game (the rules in rules.ts do exactly these).
  {
    id: 'pk-raise-again',
    game: 'peekaboo',
    question: 'I checked, and then someone raised. May I call or fold now, or raise again?',
    seedSays:
      '"If he raises the bet, each player meets the bet, raises the bet, or folds in consecutive order. Each player gets one opportunity to check, raise, or fold before rolls are revealed."',
    answer:
      'You may call or fold, but not raise. Everyone gets one chance to check, raise or fold; after that, a player facing a later raise only chooses between matching it and folding. Betting ends when every player still in has put in the same amount, or every chip they had (a player who runs short goes all in).',
    why: 'Read as "one chance to act" the rules would leave a player who checked unable to answer a raise, and the pot uneven. Letting them call or fold keeps the pot level, and "one opportunity to raise" keeps the betting short, which is what the sentence is after.',
    otherReading:
      'Betting goes round until everyone has called the last raise, and anyone may raise again whenever it is their turn, as in casino poker (the raise cap below still ends it).',
    brief: 'A player who has acted may only call or fold when a later raise comes round; nobody raises twice in a round.',
  },
  {
    id: 'pk-ante-cap',
    game: 'peekaboo',
    question: 'How big may the ante be?',
    seedSays: '"The first player decides the ante for the round. The other players must match the ante if they wish to play."',
    answer:
      'From 1 chip up to a limit agreed before the game (we use 3), and never more than the smallest pile of chips among the players still in the game, so that everyone can afford to play.',
    why: 'The rules put no limit on the ante, so the first player could price everyone else out of a round with a huge one. A small cap keeps the ante a stake, not a weapon, and tying it to the smallest pile means nobody sits out only because they are short.',
    otherReading: 'Any ante the first player can pay; players who cannot match it sit the round out.',
    brief: 'The ante is 1 chip up to the agreed cap (3), and never more than the smallest pile still in the game.',
  },
  {
    id: 'pk-raise-cap',
    game: 'peekaboo',
    question: 'How much is a raise, and how many raises are allowed?',
    seedSays: 'The rules are silent.',
    answer:
      'A raise adds a fixed amount agreed before the game (we use 2 chips) to the bet, and a round allows at most a fixed number of raises (we use 3). After that, players may only check, call or fold.',
    why: 'Fixed raises, as in limit poker, keep a round quick to play and easy to count, and with a cap the betting always ends.',
    otherReading: 'Raises of any size a player chooses (no-limit), or no cap on the round beyond one raise per player.',
    brief: 'Each raise is 2 chips, and a round allows at most 3 raises.',
  },
  {
    id: 'pk-cover',
    game: 'peekaboo',
    question: 'What if a player cannot match a bet, or has no chips left once the ante is paid?',
    seedSays:
      '"The first player begins the showdown with a check, raise, or fold." and "each player meets the bet, raises the bet, or folds in consecutive order." The rules never say what a player who runs short does.',
    answer:
      'They go all in: they put in every chip they have left, bet no more, and keep their dice to the showdown, but from each other player they can win only as much as they put in themselves. The others go on betting among themselves, raises included, into a side pot that only they can win. The best hand of all takes the main pot, and each side pot goes to the best hand among the players in it. Once at most one player still in has chips left, there is nobody to bet against, and the cups come up.',
    why: 'The rules offer every player, the first one included, a check, a raise or a fold, and nothing in them lets one short pile take the raise away from everybody else. They also expect players to run out of chips, so betting down to nothing is part of the game. A side pot is the usual poker answer: the short player is neither made to fold a hand they paid into nor able to win chips they could not have lost. A raise stays the agreed size (the raise cap), so a player with too few chips for a whole raise may still call with what they have, and any part of a bet that nobody else could match goes back to whoever made it.',
    otherReading:
      'Our earlier ruling: nobody may raise more than every player still in could match. Then one player left on 0 chips by the ante stops everyone raising for the whole round, and with the ante tied to the smallest pile that can come back round after round, so the first player\'s printed "check, raise, or fold" shrinks to check or fold. Read "meets the bet ... or folds" strictly instead and a player who cannot meet a raise must fold, which hands the pot to whoever has the bigger pile.',
    brief: 'Short of a call? You go all in and can win only what you matched; the others bet on into a side pot.',
  },
  {
    id: 'pk-last-player',
    game: 'peekaboo',
    question: 'Everyone else folded. Do I have to show my peekers to take the pot?',
    seedSays: '"Once betting is complete, the players that have not folded reveal their peekers and compare their five dice combinations."',
    answer: 'No. The last player left takes the pot at once, and their peekers stay hidden.',
    why: 'There is nothing left to compare, and the rules only ask players to reveal in order to compare. Keeping the peekers covered is what lets a bluff pay off, which is the point of the game.',
    otherReading: 'Every player still in at the end reveals, even alone, so the table learns whether it was a bluff.',
    brief: 'The last player left takes the pot without showing.',
  },
  {
    id: 'pk-first-player',
    game: 'peekaboo',
    question: 'Who is first in each round, and what if two players tie for the highest opening roll?',
    seedSays:
      '"Everyone rolls one die to determine who begins the round. Highest number rolled goes first." and "The first roll passes left from the previous player."',
    answer:
      'Before the first round everyone rolls one die, and players tied for the highest roll again until one is highest. After each round the first player is the next player to the left who still has chips.',
    why: 'Rolling again among the tied is the usual fix and gives each of them the same chance. Skipping players who are out keeps the role with someone who can name an ante.',
    otherReading: 'Everyone rolls again on a tie, not only the tied players; or the roll is made again before every round.',
    brief: 'A tie for the highest opening roll rolls again; afterwards the first player passes left, skipping anyone out.',
  },
  {
    id: 'pk-odd-chips',
    game: 'peekaboo',
    question: 'A split pot does not divide evenly. Who gets the odd chip?',
    seedSays: '"If there is a perfect tie, the pot is split."',
    answer:
      'The tied players share the pot equally; the chips left over go one each to the tied players in turn order, starting from the first player of the round and going left. When there are side pots, each pot is shared this way on its own.',
    why: "Chips cannot be cut, and turn order is already the table's way of deciding who goes first, so it needs no new rule.",
    otherReading: 'The odd chips stay in the middle and go to the winner of the next round.',
    brief: 'Odd chips of a split pot go one each to the tied players, from the first player leftwards.',
  },
  {
    id: 'pk-nobody-joins',
    game: 'peekaboo',
    question: "Nobody matches the first player's ante. What happens?",
    seedSays: '"The other players must match the ante if they wish to play."',
    answer: 'The first player takes the ante back, nobody rolls, and the round still counts towards the agreed number of rounds.',
    why: 'A pot needs two players to contest it. Counting the round keeps the game to the number of rounds agreed, and a first player who names an ante nobody will match gains nothing.',
    otherReading: 'The first player wins the round unopposed (which changes nothing, as the pot is their own ante), or names a new ante.',
    brief: 'If nobody matches the ante, the first player takes it back and the round counts.',
  },
  {
    id: 'pk-out-of-chips',
    game: 'peekaboo',
    question: 'What happens to a player who runs out of chips?',
    seedSays: '"Players who run out of chips are out of the game unless they buy back in."',
    answer:
      'A player with no chips at the end of a round is out: they name no ante, roll no dice and are skipped in turn order. Our simulations and practice tables play without buying back in.',
    why: 'The rules allow a buy-back but say nothing about its price or limits, so a table that wants one has to agree on it; leaving it out keeps every game to the chips it started with.',
    otherReading: 'A player who is out may buy back in for the starting number of chips, once or as often as the table allows.',
    brief: 'A player with no chips after a round is out (we play without buy-backs).',
  },
  {
    id: 'pk-game-end',
    game: 'peekaboo',
    question: 'When does the game end, and who wins?',
    seedSays:
      '"Continue playing until the agreed upon number of rounds is completed." and "Be the player with the most chips at the end of the game."',
    answer:
      'After the agreed number of rounds (we use 10), or sooner when one player holds every chip. The player with the most chips wins; players level on the most chips share the win.',
    why: 'This is what the rules say, with the one case they leave out: once a single player holds every chip, no more rounds can be played.',
    otherReading: 'Play on until one player holds every chip, with no fixed number of rounds.',
    brief: 'The game ends after the agreed rounds (10) or when one player has every chip; most chips wins.',
  },
] as const satisfies readonly Ruling[];
