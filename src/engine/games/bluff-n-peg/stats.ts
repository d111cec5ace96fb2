/** Bluff 'N' Peg's figures: how hands and games end, folds, doubles and the last-chance holes. */
import { labelsFrom, mean, share } from '../../play/stat-words.ts';
import type { GameStats } from '../../play/types.ts';

const LABELS = {
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

const per = (a: number | undefined, b: number | undefined): number => ((b ?? 0) === 0 ? 0 : (a ?? 0) / (b ?? 1));

export const STATS: GameStats = {
  summarize: (t, games): { readonly [K in keyof typeof LABELS]: number } => ({
    meanHands: per(t.hands, games),
    foldsPerHand: per(t.folds, t.hands),
    foldsBeforeLayingShare: per(t.foldsBeforeLaying, t.folds),
    cardsLaidPerHand: per(t.cardsLaid, t.hands),
    doublesDeclaredPerHand: per(t.doublesDeclared, t.hands),
    doublesAcceptedPerHand: per(t.doublesAccepted, t.hands),
    doubleAcceptRate: per(t.doublesAccepted, t.doublesDeclared),
    doublesAllFoldedRate: per(t.doublesAllFolded, t.doublesDeclared),
    lastChanceEntriesPerGame: per(t.lastChanceEntries, games),
    lastChanceRescuesPerGame: per(t.lastChanceRescues, games),
    rescueRate: per(t.lastChanceRescues, t.lastChanceEntries),
    tiedHandShare: per(t.tiedHands, t.hands),
    outTheBackShare: per(t.outTheBack, games),
    winnerHoleShare: per(t.winnerHole, games),
    handLimitShare: per(t.handLimit, games),
    playOffShare: per(t.playOffGames, games),
  }),
  labelOf: labelsFrom(LABELS),
  scoreUnit: 'holes',
  lengthKey: 'meanHands',
  headlines: {
    seats: { basis: 'rules' },
    figures: [
      // The two endings, the rules' first goal first; their shares settled the track's length (ruling bp-track-length),
      // and they swing with how carefully the players guard their pegs (BluffEndings.astro prints both kinds).
      { key: 'winnerHoleShare', basis: 'players', note: 'players who guard their pegs get there far more often' },
      { key: 'outTheBackShare', basis: 'players' },
      { key: 'doublesDeclaredPerHand', basis: 'players' },
      { key: 'doubleAcceptRate', basis: 'players' },
      { key: 'foldsPerHand', basis: 'players' },
      { key: 'rescueRate', basis: 'players' },
    ],
  },
};
