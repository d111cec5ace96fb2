/**
 * Peekaboo's figures: each winning category's share of the pots
 * (`potShare:<category>`, plus `potShare:unshown` for pots nobody contested
 * at a showdown), the mean pot, rounds per game, and how the betting went.
 */
import { CATEGORY_PHRASES, type Category } from '../../hands/categories.ts';
import { DICE_LADDER } from '../../hands/dice.ts';
import { labelsFrom, mean, share } from '../../play/stat-words.ts';
import type { GameStats } from '../../play/types.ts';

const LABELS = {
  roundsPerGame: mean('Rounds per game'),
  potsPerGame: mean('Pots per game'),
  meanPot: mean('Chips in the average pot'),
  noShowdownShare: share('Pots won with no showdown', 'everyone else folded'),
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

const byCategory = (prefix: string, category: Category) =>
  prefix === 'potShare' ? share(`Pots won by ${CATEGORY_PHRASES[category]}`) : undefined;

export const STATS: GameStats = {
  summarize(totals, games) {
    const t = (k: string): number => totals[k] ?? 0;
    const per = (a: number, b: number): number => (b === 0 ? 0 : a / b);
    const pots = t('pots');
    return {
      roundsPerGame: per(t('rounds'), games),
      potsPerGame: per(pots, games),
      meanPot: per(t('potChips'), pots),
      noShowdownShare: per(t('noShowdown'), pots),
      ...Object.fromEntries(DICE_LADDER.map((c: Category) => [`potShare:${c}`, per(t(`won:${c}`), pots)])),
      'potShare:unshown': per(t('noShowdown'), pots),
      splitShare: per(t('splits'), pots),
      firstPlayerPotShare: per(t('firstPlayerWins'), pots),
      raisesPerPot: per(t('raises'), pots),
      foldsPerPot: per(t('folds'), pots),
      sitOutsPerRound: per(t('sitOuts'), t('rounds')),
      loneRoundShare: per(t('loneRounds'), t('rounds')),
      knockedOutPerGame: per(t('knockedOut'), games),
      sidePotShare: per(t('sidePotRounds'), pots),
    };
  },
  labelOf: labelsFrom(LABELS, byCategory),
  scoreUnit: 'chips',
  lengthKey: 'roundsPerGame',
  headlines: {
    seats: { basis: 'rules' },
    figures: [
      { key: 'meanPot', basis: 'players' },
      { key: 'noShowdownShare', basis: 'players' },
      { key: 'potShare:full-house', basis: 'players' },
      { key: 'potShare:four-of-a-kind', basis: 'players' },
      { key: 'firstPlayerPotShare', basis: 'mostly-rules' },
      { key: 'knockedOutPerGame', basis: 'players' },
    ],
  },
};
