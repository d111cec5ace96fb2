/**
 * Bluff 'N' Peg's guided hand teaches what it says: each step's rule is
 * really exercised at that step (and only there, so a claim can fail).
 */
import { test } from 'node:test';
import type { BpMove, BpState } from '../../../src/engine/games/bluff-n-peg/state.ts';
import { checkClaims, type Claim } from './walk.ts';

const ME = 0;
const SIXES = [16, 19]; // 6s, 6c
const kind = (m: unknown): string => (m as BpMove).kind;
/** The best hand showing among the other players still in. */
const bestOther = (s: BpState): number => Math.max(...s.showing.filter((_, seat) => seat !== ME && s.folded[seat] !== true));
const ahead = (s: BpState): boolean => (s.showing[ME] ?? 0) > bestOther(s);

const CLAIMS: readonly Claim<BpState>[] = [
  {
    rule: 'bp-discard',
    holds: ({ at, move, mine }) =>
      at.phase === 'discard' &&
      kind(move) === 'discard' &&
      (move as { cards: readonly number[] }).cards.length === 3 &&
      SIXES.every((c) => mine.held[ME]?.includes(c)) &&
      (move as { cards: readonly number[] }).cards.every((c) => !(mine.held[ME] ?? []).includes(c)),
  },
  // Lay or fold: the first card laid, and one card is enough to get ahead.
  {
    rule: 'bp-lay-or-fold',
    holds: ({ at, move, mine }) => at.phase === 'lay' && at.laid[ME]?.length === 0 && kind(move) === 'lay' && !ahead(at) && ahead(mine),
  },
  // Strictly beat: behind a better high card, the learner lays until strictly ahead (a pair against K-4).
  {
    rule: 'bp-strictly-beat',
    holds: ({ at, move, mine }) =>
      at.phase === 'lay' &&
      (at.laid[ME]?.length ?? 0) > 0 &&
      kind(move) === 'lay' &&
      !ahead(at) &&
      ahead(mine) &&
      (mine.laid[ME] ?? []).every((c) => SIXES.includes(c)),
  },
  {
    rule: 'bp-double-or-fold',
    holds: ({ at, move, mine }) => at.phase === 'answer' && at.declarer !== ME && kind(move) === 'fold' && mine.folded[ME] === true,
  },
];

test('each step of the Bluff ’N’ Peg hand exercises the rule it teaches, and no other step does', () => {
  checkClaims('bluff-n-peg', CLAIMS);
});
