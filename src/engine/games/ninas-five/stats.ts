/** Nina's Five's figures: what a simulation sums (the outcome's stats, rules.ts), in words, and what the game page shows. */
import { labelsFrom, mean, per, share } from '../../play/stat-words.ts';
import type { GameStats } from '../../play/types.ts';

const LABELS = {
  meanTricks: mean('Tricks per game'),
  tiedTricksPerGame: mean('Tied tricks per game'),
  tiedTrickShare: share('Tricks tied'),
  swapsPerGame: mean('Peekaboo swaps per game'),
  swapSuccess: share('Swaps that paid off', 'the trick would have gone worse without'),
  swapBackfire: share('Swaps that backfired'),
  swapJokerShare: share('Swaps that took a joker'),
  leadTeamTrickShare: share('Tricks won by the team that laid first'),
  dealerTeamTrickShare: share("Tricks won by the dealer's team"),
  firstLeadWinShare: share('Games won by the team that led first'),
  drawShare: share('Games drawn'),
  limitShare: share('Games stopped at the trick limit'),
};

export const STATS: GameStats = {
  summarize: (t, games): { readonly [K in keyof typeof LABELS]: number } => {
    const tricks = t.tricks ?? 0;
    return {
      meanTricks: per(t, 'tricks', games),
      tiedTricksPerGame: per(t, 'tiedTricks', games),
      tiedTrickShare: per(t, 'tiedTricks', tricks),
      swapsPerGame: per(t, 'swaps', games),
      swapSuccess: per(t, 'swapWins', t.swaps ?? 0),
      swapBackfire: per(t, 'swapLosses', t.swaps ?? 0),
      swapJokerShare: per(t, 'swapJokers', t.swaps ?? 0),
      leadTeamTrickShare: per(t, 'leadTeamTricks', tricks),
      dealerTeamTrickShare: per(t, 'dealerTeamTricks', tricks),
      firstLeadWinShare: per(t, 'firstLeadWins', games),
      drawShare: per(t, 'drawnGames', games),
      limitShare: per(t, 'limitGames', games),
    };
  },
  labelOf: labelsFrom(LABELS),
  scoreUnit: 'tricks',
  lengthKey: 'meanTricks',
  headlines: {
    seats: { basis: 'rules' },
    figures: [
      { key: 'swapsPerGame', basis: 'players' },
      { key: 'swapSuccess', basis: 'players' },
      { key: 'swapBackfire', basis: 'players' },
      { key: 'tiedTrickShare', basis: 'players' },
      { key: 'leadTeamTrickShare', basis: 'players' },
    ],
  },
};
