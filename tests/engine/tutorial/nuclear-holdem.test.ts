/**
 * Nuclear Annihilation Hold'em's guided round teaches what it says: each
 * step's rule is really exercised at that step (and only there, so a claim
 * can fail).
 */
import { test } from 'node:test';
import { MODELS } from '../../../src/engine/play/models.ts';
import { roleOf, type NhMove, type NhState } from '../../../src/engine/play/nuclear-holdem-state.ts';
import { checkClaims, type Claim } from './walk.ts';

const ME = 0;
const kind = (m: unknown): string => (m as NhMove).kind;
const isDove = (s: NhState): boolean => {
  const card = s.roleCards[ME];
  return card !== null && card !== undefined && roleOf(card) === 'queen';
};

const CLAIMS: readonly Claim<NhState>[] = [
  {
    rule: 'nh-home',
    holds: ({ at, move, mine }) => at.phase === 'homes' && kind(move) === 'home' && at.homes[ME] === null && mine.homes[ME] !== null,
  },
  {
    rule: 'nh-discard',
    holds: ({ at, move, mine }) =>
      at.phase === 'discard' &&
      kind(move) === 'discard' &&
      !(mine.hands[ME] ?? []).includes((move as { card: number }).card) &&
      mine.crossing.some((c) => c.seat === ME && c.why === 'discard'),
  },
  // A discard costs a state: the crossing the discard queued removes a state from the board.
  {
    rule: 'nh-discard-costs-a-state',
    holds: ({ at, move, mine }) =>
      at.crossing[0]?.seat === ME &&
      at.crossing[0].why === 'discard' &&
      kind(move) === 'cross' &&
      mine.states.length === at.states.length - 1 &&
      mine.lost.at(-1)?.seat === ME,
  },
  // Roles: the learner sees their own secret role (a Dove), no other seat's view lists the roles, and the Dove keeps rather than lose another state.
  {
    rule: 'nh-role',
    holds: ({ at, move }) =>
      at.phase === 'discard' &&
      at.crossing.length === 0 &&
      kind(move) === 'keep' &&
      (at.used[ME] ?? 0) > 0 &&
      isDove(at) &&
      (MODELS['nuclear-holdem'].view(at, ME) as { role: unknown }).role === 'queen' &&
      !JSON.stringify(MODELS['nuclear-holdem'].view(at, 1)).includes('"roleCards"'),
  },
  {
    rule: 'nh-showdown',
    holds: ({ at, move, mine }) =>
      at.phase === 'showdown' &&
      at.shown.filter((x) => x === 'revealed').length >= 2 &&
      kind(move) === 'fold' &&
      mine.winners.length > 0 &&
      !mine.winners.includes(ME),
  },
  {
    rule: 'nh-vote',
    holds: ({ at, move, mine }) =>
      at.phase === 'vote' &&
      at.vote?.kind === 'disarm' &&
      at.vote.by !== ME &&
      isDove(at) &&
      kind(move) === 'ballot' &&
      mine.vote?.ballots[ME] === 'for',
  },
];

test('each step of the Nuclear round exercises the rule it teaches, and no other step does', () => {
  checkClaims('nuclear-holdem', CLAIMS);
});
