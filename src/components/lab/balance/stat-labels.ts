/**
 * Words for each game's own figures (the keys of its model's `summarize`),
 * in one place: a table per game, chosen by an exhaustive switch. Keys that
 * name a hand category (`potShare:full-house`, `points.flush`) read the
 * category's name from the engine. tests/unit/balance-labels.test.ts checks
 * that every key a game's simulation gives has words here.
 */
import { CATEGORY_LABELS, type Category } from '../../../engine/hands/categories.ts';
import type { GameId } from '../../../engine/ids.ts';
import type { StatFormat } from '../../../engine/play/types.ts';

export interface StatLabel {
  readonly label: string;
  readonly format: StatFormat;
}

type Labels = Readonly<Record<string, StatLabel>>;
const share = (label: string): StatLabel => ({ label, format: 'share' });
const mean = (label: string): StatLabel => ({ label, format: 'mean' });

const NINAS_FIVE: Labels = {
  meanTricks: mean('Tricks per game'),
  tiedTricksPerGame: mean('Tied tricks per game'),
  tiedTrickShare: share('Tricks tied'),
  swapsPerGame: mean('Peekaboo swaps per game'),
  swapSuccess: share('Swaps that paid off'),
  swapBackfire: share('Swaps that backfired'),
  swapJokerShare: share('Swaps that took a joker'),
  leadTeamTrickShare: share('Tricks won by the team that laid first'),
  dealerTeamTrickShare: share("Tricks won by the dealer's team"),
  firstLeadWinShare: share('Games won by the team that led first'),
  drawShare: share('Games drawn'),
  limitShare: share('Games stopped at the trick limit'),
};

const PEEKABOO: Labels = {
  roundsPerGame: mean('Rounds per game'),
  potsPerGame: mean('Pots per game'),
  meanPot: mean('Chips in the average pot'),
  noShowdownShare: share('Pots won with no showdown'),
  splitShare: share('Pots split'),
  firstPlayerPotShare: share('Pots won by the first player'),
  raisesPerPot: mean('Raises per pot'),
  foldsPerPot: mean('Folds per pot'),
  sitOutsPerRound: mean('Players sitting out per round'),
  loneRoundShare: share('Rounds with one player left'),
  knockedOutPerGame: mean('Players knocked out per game'),
  sidePotShare: share('Pots with a side pot'),
  'potShare:unshown': share('Pots won with the hand unshown'),
};

const NUCLEAR: Labels = {
  launchRate: share('Games ended by a launch'),
  disarmRate: share('Games ended by a disarmament'),
  boardEmptyRate: share('Games ended with every state lost'),
  roundLimitRate: share('Games stopped at the round limit'),
  worldEndsRate: share('Games in which the world ends'),
  hawksWinShare: share('Games won by the hawks'),
  dovesWinShare: share('Games won by the doves'),
  communistsWinShare: share('Games won by the Communists'),
  communistAtEndShare: share('Games that ended with a Communist at the table'),
  jokerReachedShare: share('Games in which a joker reached a player'),
  jokersReachedPerGame: mean('Jokers that reached a player, per game'),
  nobodyWinsShare: share('Games nobody won'),
  kingWinRate: share('Kings (hawks) who won'),
  queenWinRate: share('Queens (doves) who won'),
  jackWinRate: share('Jacks who won'),
  jokerWinRate: share('Jokers (Communists) who won'),
  votesPerGame: mean('Votes per game'),
  disarmVotesPerGame: mean('Disarmament votes per game'),
  launchVotesPerGame: mean('Launch votes per game'),
  votePassRate: share('Votes that passed'),
  statesLostPerGame: mean('States lost per game'),
  discardsPerGame: mean('Discards per game'),
  nukesPerGame: mean('Nukes per game'),
  intelPerGame: mean('Intelligence looks per game'),
  checksPerGame: mean('Checks per game'),
  persuadesPerGame: mean('Persuasions per game'),
  foldoutsPerGame: mean('Fold-outs per game'),
  jokerSwapsPerGame: mean('Joker swaps per game'),
};

const POKERS_WILD: Labels = {
  meanScore: mean('Score per player'),
  meanWinningScore: mean('Winning score'),
  meanMargin: mean('Winning margin, in points'),
  turnsPerGame: mean('Turns per game'),
  scorelessTurnShare: share('Turns that scored nothing'),
  fullRowTurnShare: share('Turns that filled a row'),
};

const BLUFF_N_PEG: Labels = {
  meanHands: mean('Hands per game'),
  foldsPerHand: mean('Folds per hand'),
  foldsBeforeLayingShare: share('Folds before laying a card'),
  cardsLaidPerHand: mean('Cards laid per hand'),
  doublesDeclaredPerHand: mean('Doubles declared per hand'),
  doublesAcceptedPerHand: mean('Doubles accepted per hand'),
  doubleAcceptRate: share('Doubles accepted by someone'),
  doublesAllFoldedRate: share('Doubles that everyone folded to'),
  lastChanceEntriesPerGame: mean('Pegs entering the last-chance holes per game'),
  lastChanceRescuesPerGame: mean('Last-chance pegs rescued per game'),
  rescueRate: share('Last-chance pegs that won their way back out'),
  tiedHandShare: share('Hands tied'),
  outTheBackShare: share('Games ended by a peg going out the back'),
  winnerHoleShare: share('Games won by reaching the winner hole'),
  handLimitShare: share('Games stopped at the hand limit'),
  playOffShare: share('Games that needed a play-off'),
};

const isCategory = (c: string): c is Category => Object.hasOwn(CATEGORY_LABELS, c);

/** Keys made of a prefix and a hand category, by game. */
function categoryLabel(game: GameId, key: string): StatLabel | undefined {
  const [prefix, category] = key.split(/[:.]/u, 2);
  if (category === undefined || !isCategory(category)) return undefined;
  const name = CATEGORY_LABELS[category].toLowerCase();
  switch (game) {
    case 'peekaboo':
      return prefix === 'potShare' ? share(`Pots won by ${name}`) : undefined;
    case 'pokers-wild':
      if (prefix === 'points') return mean(`Points per game from ${name}, all players together`);
      if (prefix === 'marks') return mean(`Marks per game for ${name}, all players together`);
      return undefined;
    case 'ninas-five':
    case 'nuclear-holdem':
    case 'bluff-n-peg':
      return undefined;
  }
}

function table(game: GameId): Labels {
  switch (game) {
    case 'ninas-five':
      return NINAS_FIVE;
    case 'peekaboo':
      return PEEKABOO;
    case 'nuclear-holdem':
      return NUCLEAR;
    case 'pokers-wild':
      return POKERS_WILD;
    case 'bluff-n-peg':
      return BLUFF_N_PEG;
  }
}

/** The words for one of a game's figures, or undefined for a key this file does not know (a test keeps that from happening). */
export function knownStatLabel(game: GameId, key: string): StatLabel | undefined {
  return (Object.hasOwn(table(game), key) ? table(game)[key] : undefined) ?? categoryLabel(game, key);
}

/** The words for a figure; an unknown key is shown as itself, as a plain number. */
export const statLabel = (game: GameId, key: string): StatLabel => knownStatLabel(game, key) ?? { label: key, format: 'count' };
