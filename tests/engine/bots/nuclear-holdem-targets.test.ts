/**
 * Nuclear Annihilation Hold'em's seat artifact (issue 22): the sensible player once checked and persuaded the
 * lowest-numbered seat it could, game after game, and Player 1 won 24.5% of five-seat games to Player 5's 42.9%.
 * Its targets are now drawn from its own rng among equally good seats. Here a Dove that won the showdown, knowing
 * nothing of anyone, makes a background check from many rng states: every other seat is checked some of the time.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SENSIBLE } from '../../../src/engine/games/nuclear-holdem/bots.ts';
import { RULES } from '../../../src/engine/games/nuclear-holdem/rules.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import { nhPosition } from './nuclear-positions.ts';

test('a sensible Dove that knows nothing checks every other seat some of the time, not always the lowest', () => {
  const rows: readonly [string, number][] = [
    ['seat 0 (Player 1) won the showdown', 0],
    ['seat 3 (Player 4) won the showdown', 3],
  ];
  for (const [name, seat] of rows) {
    const roles = ['Jh', 'Kd', 'Qc', 'Ks', 'Jd'];
    roles[seat] = 'Qs';
    const state = nhPosition({
      round: 1,
      dealer: 4,
      roles,
      homes: ['UT', 'OH', 'NV', 'CA', 'AZ'],
      hands: ['9h 7d', 'Ac 8c', '3d 5h', 'Td 7s', '4s 6h'],
      standing: ['OH', 'TX', 'UT', 'NV', 'CA', 'AZ', 'NY', 'PA', 'FL', 'GA', 'ME', 'VT'],
      step: { kind: 'action', seat, board: 'As Kh 8d 4c 2s' },
    });
    const view = RULES.view(state, seat);
    const legal = RULES.legalMoves(state, seat);
    const targets = new Map<number, number>();
    for (let r = 1; r <= 200; r++) {
      const move = SENSIBLE(view, legal, rngAt(r)).move;
      if (move.kind !== 'check') assert.fail(`${name}: with nothing known and no vote likely, a Dove checks, not ${move.kind}`);
      targets.set(move.target, (targets.get(move.target) ?? 0) + 1);
    }
    const others = [0, 1, 2, 3, 4].filter((s) => s !== seat);
    assert.deepEqual([...targets.keys()].sort(), others, `${name}: every other seat is checked`);
    for (const [target, times] of targets) assert.ok(times >= 25, `${name}: seat ${target} checked ${times} times of 200`);
  }
});
