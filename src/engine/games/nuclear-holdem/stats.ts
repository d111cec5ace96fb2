/** Nuclear Annihilation Hold'em's figures: how games end, who wins, each role's win rate, and what players did. */
import { labelsFrom, mean, share } from '../../play/stat-words.ts';
import type { GameStats } from '../../play/types.ts';
import { ROLES, type Role } from './mechanics.ts';

const LABELS = {
  launchRate: share('Games ended by a launch'),
  disarmRate: share('Games ended by a disarmament'),
  boardEmptyRate: share('Games ended with every state lost'),
  roundLimitRate: share('Games stopped at the round limit'),
  worldEndsRate: share('Games in which the world ends'),
  hawksWinShare: share('Games won by the hawks', 'a launch'),
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

const perGame = (totals: Readonly<Record<string, number>>, key: string, games: number): number => (totals[key] ?? 0) / Math.max(1, games);
const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

export const STATS: GameStats = {
  summarize(totals, games) {
    const g = (k: string): number => perGame(totals, k, games);
    const out: Record<string, number> = {
      launchRate: g('launch'),
      disarmRate: g('disarm'),
      boardEmptyRate: g('boardEmpty'),
      roundLimitRate: g('roundLimit'),
      // The world ends in a nuclear strike, or the country falls state by state.
      worldEndsRate: g('launch') + g('boardEmpty') + g('roundLimit'),
      hawksWinShare: g('hawksWin'),
      dovesWinShare: g('dovesWin'),
      communistsWinShare: g('communistsWin'),
      communistAtEndShare: g('communistAtEnd'),
      jokerReachedShare: g('jokerReached'),
      jokersReachedPerGame: g('jokersAtDeal') + g('jokerSwaps'),
      nobodyWinsShare: g('nobodyWins'),
    };
    for (const role of ROLES satisfies readonly Role[])
      out[`${role}WinRate`] = ratio(totals[`${role}Wins`] ?? 0, totals[`${role}Seats`] ?? 0);
    Object.assign(out, {
      votesPerGame: g('votes'),
      disarmVotesPerGame: g('disarmVotes'),
      launchVotesPerGame: g('launchVotes'),
      votePassRate: ratio((totals.launch ?? 0) + (totals.disarm ?? 0), totals.votes ?? 0),
      statesLostPerGame: g('statesLost'),
      discardsPerGame: g('discards'),
      nukesPerGame: g('nukes'),
      intelPerGame: g('intel'),
      checksPerGame: g('checks'),
      persuadesPerGame: g('persuades'),
      foldoutsPerGame: g('foldouts'),
      jokerSwapsPerGame: g('jokerSwaps'),
    });
    return out;
  },
  labelOf: labelsFrom(LABELS),
  scoreUnit: 'wins (1) or losses (0)',
  headlines: {
    seats: { basis: 'rules' },
    figures: [
      { key: 'communistsWinShare', basis: 'rules', note: 'a joker dealt to a player makes them a Communist' },
      { key: 'jokerReachedShare', basis: 'mostly-rules', note: 'at the role draw or in a hand later; fewer jokers in the pack lower it' },
      { key: 'communistAtEndShare', basis: 'rules' },
      { key: 'hawksWinShare', basis: 'players' },
      { key: 'dovesWinShare', basis: 'rules' },
      { key: 'launchRate', basis: 'players' },
      { key: 'disarmRate', basis: 'players' },
      { key: 'boardEmptyRate', basis: 'players' },
      { key: 'nobodyWinsShare', basis: 'rules' },
    ],
  },
};
