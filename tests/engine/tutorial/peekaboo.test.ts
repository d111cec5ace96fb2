/**
 * Peekaboo's guided round teaches what it says: each step's rule is really
 * exercised at that step (and only there, so a claim can fail).
 */
import { test } from 'node:test';
import type { PeekabooMove, PeekabooState } from '../../../src/engine/games/peekaboo/state.ts';
import { checkClaims, type Claim } from './walk.ts';
import { GAME_PARTS } from '../../../src/engine/games/index.ts';

const ME = 0;
const most = (dice: readonly number[]): number => Math.max(0, ...[1, 2, 3, 4, 5, 6].map((d) => dice.filter((x) => x === d).length));
const kind = (m: unknown): string => (m as PeekabooMove).kind;

const CLAIMS: readonly Claim<PeekabooState>[] = [
  {
    rule: 'pk-ante',
    holds: ({ at, move, mine }) => at.round === 1 && at.ante > 0 && kind(move) === 'join' && mine.inRound[ME] === true,
  },
  {
    // Peekers: the learner sees their own, the others see none of them, and the lookers are in the open.
    rule: 'pk-peekers',
    holds: ({ at, move }) => {
      const mineView = GAME_PARTS.peekaboo.rules.view(at, ME) as { myPeekers: readonly number[] };
      const theirs = JSON.stringify(GAME_PARTS.peekaboo.rules.view(at, 1));
      const rolled = (at.peekers[ME]?.length ?? 0) === 2 && (at.lookers[ME]?.length ?? 0) === 3;
      return (
        rolled &&
        at.phase === 'roll' &&
        JSON.stringify(mineView.myPeekers) === JSON.stringify(at.peekers[ME]) &&
        !theirs.includes(`"myPeekers":${JSON.stringify(at.peekers[ME])}`) &&
        kind(move) === 'keep' &&
        (move as { dice: readonly number[] }).dice.length === 0 &&
        at.rollsLeft[ME] === 2
      );
    },
  },
  {
    // A hold decision: some lookers kept, the rest rolled, and the kept one matches a peeker.
    rule: 'pk-hold',
    holds: ({ move, at, mine }) => {
      if (kind(move) !== 'keep') return false;
      const kept = (move as { dice: readonly number[] }).dice;
      return (
        kept.length > 0 &&
        kept.length < (at.lookers[ME]?.length ?? 0) &&
        kept.every((d) => (at.peekers[ME] ?? []).some((p) => p === d)) &&
        (mine.held[ME]?.length ?? 0) === kept.length
      );
    },
  },
  {
    rule: 'pk-bet',
    holds: ({ at, move, mine }) => at.phase === 'bet' && at.raises > 0 && kind(move) === 'raise' && mine.raises === at.raises + 1,
  },
  {
    // Peekers against lookers: an opponent's lookers showed more of a kind than the learner's, yet the learner's peekers won the showdown.
    rule: 'pk-showdown',
    holds: ({ at }) => {
      const last = at.last;
      const won = last?.pots[0]?.winners ?? [];
      if (last?.end !== 'showdown' || won.length !== 1 || won[0] !== ME) return false;
      const me = last.shown.find((x) => x.seat === ME);
      if (me === undefined) return false;
      const lookersBehind = last.shown.some((o) => o.seat !== ME && most(o.lookers) > most(me.lookers));
      const peekersCount = most([...me.peekers, ...me.lookers]) > most(me.lookers);
      return lookersBehind && peekersCount;
    },
  },
];

test('each step of the Peekaboo round exercises the rule it teaches, and no other step does', () => {
  checkClaims('peekaboo', CLAIMS);
});
