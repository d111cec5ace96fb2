/**
 * Nuclear Annihilation Hold'em's guided round teaches what it says: each
 * step's rule is really exercised at that step (and only there, so a claim
 * can fail), and every move it teaches is one the rules' own strategy section
 * ("A little strategy") advises for the learner's role and what they know.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { roleOf, type CheckRecord, type NhMove, type NhState } from '../../../src/engine/games/nuclear-holdem/state.ts';
import type { NhView } from '../../../src/engine/games/nuclear-holdem/view.ts';
import { NUCLEAR_HOLDEM_TUTORIAL } from '../../../src/engine/games/nuclear-holdem/tutorial.ts';
import { checkClaims, walk, type Claim } from './walk.ts';
import { RULES } from '../../../src/engine/games/nuclear-holdem/rules.ts';
import { GAME_PARTS } from '../../../src/engine/games/index.ts';

const ME = 0;
const kind = (m: unknown): string => (m as NhMove).kind;
const isDove = (s: NhState): boolean => {
  const card = s.roleCards[ME];
  return card !== null && card !== undefined && roleOf(card) === 'queen';
};
const myChecks = (s: NhState): number => s.checks.filter((c) => c.by === ME).length;

const CLAIMS: readonly Claim<NhState>[] = [
  {
    rule: 'nh-home',
    holds: ({ at, move, mine }) => at.phase === 'homes' && kind(move) === 'home' && at.homes[ME] === null && mine.homes[ME] !== null,
  },
  // Discards and roles: the others' discards have cost states this round; the learner, who sees their own secret role (a
  // Dove) and no other seat's, may throw cards away and keeps both instead, so the board loses nothing more.
  {
    rule: 'nh-discard',
    holds: ({ at, move, mine }) =>
      at.phase === 'discard' &&
      at.crossing.length === 0 &&
      kind(move) === 'keep' &&
      (at.used[ME] ?? 0) === 0 &&
      RULES.legalMoves(at, ME).some((m) => m.kind === 'discard') &&
      at.lost.some((l) => l.round === at.round && l.seat !== ME) &&
      mine.states.length === at.states.length &&
      isDove(at) &&
      (GAME_PARTS['nuclear-holdem'].rules.view(at, ME) as { role: unknown }).role === 'queen' &&
      !JSON.stringify(GAME_PARTS['nuclear-holdem'].rules.view(at, 1)).includes('"roleCards"'),
  },
  {
    rule: 'nh-showdown',
    holds: ({ at, move, mine }) =>
      at.phase === 'showdown' &&
      at.shown.filter((x) => x === 'revealed').length >= 2 &&
      kind(move) === 'reveal' &&
      mine.winners.includes(ME),
  },
  // A winner's action: a background check shows the learner alone another seat's role and home.
  {
    rule: 'nh-check',
    holds: ({ at, move, mine }) =>
      at.phase === 'action' &&
      at.winners.includes(ME) &&
      kind(move) === 'check' &&
      myChecks(at) === 0 &&
      mine.checks.some((c) => c.by === ME && c.target === 1 && c.role === 'joker') &&
      RULES.view(mine, ME).checks.length === 1 &&
      RULES.view(mine, 2).checks.length === 0,
  },
];

test('each step of the Nuclear round exercises the rule it teaches, and no other step does', () => {
  checkClaims('nuclear-holdem', CLAIMS);
});

// ---------------------------------------------------------------------------
// The rules' strategy section, as an oracle for the learner's decisions

/**
 * Whether the rules' strategy section, read for the seat whose view this is,
 * allows `move`. Queens "make sure there are no Communists and then push for
 * disarmament", and a lost state serves the Kings (who destroy states to turn
 * the Jacks) and the Communists (who win when the board empties); Jacks play
 * like Queens while their home stands, like Kings once it is gone; Kings vote
 * to launch; Communists "press for an early disarm". Moves the section says
 * nothing about (homes, crossings, reveals, swaps) are allowed.
 */
function strategyAllows(v: NhView, move: NhMove): boolean {
  const homeStands = v.home !== null && v.statesLeft.includes(v.home);
  const dove = v.role === 'queen' || (v.role === 'jack' && homeStands);
  const hawk = v.role === 'king' || (v.role === 'jack' && !homeStands);
  const seats = Array.from({ length: v.players }, (_, i) => i).filter((i) => i !== v.seat);
  const lastCheck = (target: number) => v.checks.findLast((c) => c.target === target);
  // Every other seat checked, and none of them a Communist (a later change of role by Persuade is not seen here).
  const noCommunist = seats.every((i) => {
    const c = lastCheck(i);
    return c !== undefined && c.role !== 'joker';
  });
  const wantsDisarm = v.role === 'joker' || (dove && noCommunist);
  switch (move.kind) {
    case 'discard':
    case 'nuke':
      return v.role !== 'queen';
    case 'propose':
      return move.vote === 'disarm' ? wantsDisarm : hawk;
    case 'ballot': {
      const kindOfVote = v.vote?.kind ?? 'disarm';
      const yes = kindOfVote === 'disarm' ? wantsDisarm : hawk;
      return (move.ballot === 'for') === yes;
    }
    case 'home':
    case 'keep':
    case 'cross':
    case 'reveal':
    case 'fold':
    case 'intel':
    case 'swap':
    case 'check':
    case 'persuade':
    case 'give':
    case 'replace':
      return true;
  }
}

test('every move the guided round teaches is one the strategy section advises for the learner', () => {
  for (const step of walk<NhState>('nuclear-holdem')) {
    const view = RULES.view(step.at, NUCLEAR_HOLDEM_TUTORIAL.learner);
    assert.ok(strategyAllows(view, step.move as NhMove), `${step.rule}: ${JSON.stringify(step.move)} goes against the strategy section`);
  }
});

test('the strategy oracle, one position at a time', async (t) => {
  // The guided round's position at the discards: a Dove with no background check yet (Player 2 is in fact a Communist).
  const at = walk<NhState>('nuclear-holdem')[1]?.at;
  assert.ok(at);
  const dove = RULES.view(at, ME);
  assert.equal(dove.role, 'queen');
  assert.deepEqual(dove.checks, []);
  const disarmVote = { kind: 'disarm', by: 1, cast: 0, mine: null } as const;
  const launchVote = { kind: 'launch', by: 1, cast: 0, mine: null } as const;
  const checkedAll: CheckRecord[] = [1, 2, 3, 4].map((target) => ({ round: 1, at: 0, by: ME, target, role: 'king', home: 'OH' }));
  const rows: [string, NhView, NhMove, boolean][] = [
    // The old guided round: a Dove, with nobody checked, told "You are a Dove, so vote for it".
    [
      'a Dove with no background check does not vote for a disarmament',
      { ...dove, vote: disarmVote },
      { kind: 'ballot', ballot: 'for' },
      false,
    ],
    ['a Dove with no background check votes against it', { ...dove, vote: disarmVote }, { kind: 'ballot', ballot: 'against' }, true],
    ['nor calls one', dove, { kind: 'propose', vote: 'disarm' }, false],
    [
      'a Dove who has checked every other player and found no Communist votes for it',
      { ...dove, vote: disarmVote, checks: checkedAll },
      { kind: 'ballot', ballot: 'for' },
      true,
    ],
    [
      'one whose checks found a Communist votes against it',
      { ...dove, vote: disarmVote, checks: checkedAll.with(0, { ...checkedAll[0]!, role: 'joker' }) },
      { kind: 'ballot', ballot: 'against' },
      true,
    ],
    // The old guided round also had the Dove throw away the 4♣ for a better hand, at the cost of a state.
    ['a Dove does not throw a card away: it costs a state', dove, { kind: 'discard', card: 11 }, false],
    ['a Dove keeps', dove, { kind: 'keep' }, true],
    ['a Dove does not nuke', dove, { kind: 'nuke' }, false],
    ['a Dove runs a background check', dove, { kind: 'check', target: 1 }, true],
    ['a Hawk may throw even a good card away, to destroy states', { ...dove, role: 'king' }, { kind: 'discard', card: 43 }, true],
    ['a Hawk votes against a disarmament', { ...dove, role: 'king', vote: disarmVote }, { kind: 'ballot', ballot: 'against' }, true],
    ['and for a launch', { ...dove, role: 'king', vote: launchVote }, { kind: 'ballot', ballot: 'for' }, true],
    ['a Communist presses for an early disarmament', { ...dove, role: 'joker' }, { kind: 'propose', vote: 'disarm' }, true],
    ['a Jack whose home stands plays like a Dove', { ...dove, role: 'jack', vote: disarmVote }, { kind: 'ballot', ballot: 'for' }, false],
    [
      'a Jack whose home is lost votes to launch',
      { ...dove, role: 'jack', home: 'OH', statesLeft: dove.statesLeft.filter((st) => st !== 'OH'), vote: launchVote },
      { kind: 'ballot', ballot: 'for' },
      true,
    ],
    ['a Dove votes against a launch', { ...dove, vote: launchVote }, { kind: 'ballot', ballot: 'for' }, false],
  ];
  for (const [name, view, move, allowed] of rows) await t.test(name, () => assert.equal(strategyAllows(view, move), allowed));
});
