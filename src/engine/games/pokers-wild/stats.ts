/** Poker's Wild!'s figures: points by hand, scores, margins, and turns that scored nothing. */
import { CATEGORY_LABELS, type Category } from '../../hands/categories.ts';
import { labelsFrom, mean, share } from '../../play/stat-words.ts';
import type { GameStats } from '../../play/types.ts';
import { SCORING } from './options.ts';

const LABELS = {
  meanScore: mean('Score per player'),
  meanWinningScore: mean('Winning score'),
  meanMargin: mean('Winning margin, in points'),
  turnsPerGame: mean('Turns per game'),
  scorelessTurnShare: share('Turns that scored nothing'),
  fullRowTurnShare: share('Turns that filled a row'),
};

function byCategory(prefix: string, category: Category) {
  const name = CATEGORY_LABELS[category].toLowerCase();
  if (prefix === 'points') return mean(`Points per game from ${name}`, 'all players together');
  if (prefix === 'marks') return mean(`Marks per game for ${name}`, 'all players together');
  return undefined;
}

export const STATS: GameStats = {
  summarize(totals, games) {
    const g = Math.max(1, games);
    const get = (k: string): number => totals[k] ?? 0;
    const out: Record<string, number> = {};
    for (const category of SCORING) out[`points.${category}`] = get(`points.${category}`) / g;
    out.meanScore = get('score') / Math.max(1, get('seats'));
    out.meanWinningScore = get('winning') / g;
    out.meanMargin = get('margin') / g;
    out.turnsPerGame = get('turns') / g;
    out.scorelessTurnShare = get('scoreless') / Math.max(1, get('turns'));
    out.fullRowTurnShare = get('fullRows') / Math.max(1, get('turns'));
    for (const category of SCORING) out[`marks.${category}`] = get(`marks.${category}`) / g;
    return out;
  },
  labelOf: labelsFrom(LABELS, byCategory),
  scoreUnit: 'points',
  lengthKey: 'turnsPerGame',
  headlines: {
    seats: { basis: 'rules', note: 'the later the seat, the more often it wins' },
    figures: [
      { key: 'meanWinningScore', basis: 'players' },
      { key: 'meanMargin', basis: 'players' },
      { key: 'points.three-of-a-kind', basis: 'players' },
      { key: 'points.full-house', basis: 'players' },
      { key: 'points.four-of-a-kind', basis: 'players' },
    ],
  },
};
