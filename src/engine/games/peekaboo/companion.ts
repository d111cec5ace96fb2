/**
 * PLACEHOLDER, so that the companion registry compiles before the page-shell branch (wt-comp-shell) lands its
 * Peekaboo companion: on merge, keep that branch's file and drop this one. It seats the players and takes no action.
 */
import { fail, ok, type Result } from '../../result.ts';
import { isRecord } from '../../input.ts';
import { parseNames } from '../../companion/setup.ts';
import type { CompanionRules } from '../../companion/types.ts';

interface PlaceholderSetup {
  readonly players: readonly string[];
}

function parseSetup(input: unknown): Result<PlaceholderSetup> {
  if (!isRecord(input)) return fail('bad-setup', "A Peekaboo table needs its players' names.");
  const players = parseNames(input.players, 2, 6);
  return players.ok ? ok({ players: players.value }) : players;
}

export const COMPANION: CompanionRules<PlaceholderSetup, PlaceholderSetup, never> = {
  id: 'peekaboo',
  defaultSetup: { players: ['Player 1', 'Player 2', 'Player 3', 'Player 4'] },
  parseSetup,
  start: (setup) => setup,
  parseAction: () => fail('bad-action', 'The Peekaboo companion is not written yet.'),
  apply: (state) => state,
  describe: () => '',
  over: () => null,
};
