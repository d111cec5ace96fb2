/**
 * Nuclear Annihilation Hold'em's sampler deals the roles it cannot see as the game deals them over time: each joker
 * it cannot place is another seat's role card with the chance jokerHeldChance gives, which grows round by round as
 * jokers are dealt into hands. Hand-worked rows check the chance; samples of hand-built positions check the deal.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jokerHeldChance, SEARCH } from '../../../src/engine/games/nuclear-holdem/sampler.ts';
import { RULES } from '../../../src/engine/games/nuclear-holdem/rules.ts';
import { isJoker } from '../../../src/engine/hands/cards.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import { nhPosition, type NhSetup } from './nuclear-positions.ts';

const TEN = ['OH', 'TX', 'UT', 'NV', 'CA', 'AZ', 'NY', 'PA', 'FL', 'GA'];

/** A five-seat table in the discards of `round`, seat 0 a Dove with no checks; 40 states lost last round. */
const at = (round: number, options: NhSetup['options'] = {}, roles = ['Qs', 'Jh', 'Kd', 'Qc', 'Ks']): NhSetup => ({
  options,
  round,
  dealer: 4,
  roles,
  homes: ['UT', 'OH', 'NV', 'CA', 'AZ'],
  hands: ['9h 7d', 'Ac 8c', '3d 5h', 'Td 7s', '4s 6h'],
  standing: TEN,
  step: { kind: 'discard', seat: 0 },
});

test('the chance a joker I cannot see is another seat’s role grows with the rounds dealt', () => {
  // nhPosition puts the 40 lost states in the round before, seat by seat (seat i % 5): 32 by the four other seats.
  const rows: readonly [string, NhSetup, number][] = [
    // At the start the other four role cards are four of the 11 face cards and 2 jokers left beside my queen: 4/13.
    // Round 1 deals 8 cards to the others from a pack of 54 - 5 = 49.
    ['round 1 of a five-seat game with two jokers', at(1), 1 - (9 / 13) * (1 - 8 / 49)],
    // Round 1's deal and its 32 discards by the others: 40 of 49 cards; round 2's deal: 8.
    ['round 2, after 32 discards by the others in round 1', at(2), 1 - (9 / 13) * (1 - 40 / 49) * (1 - 8 / 49)],
    // One joker: 3 other role cards of 11 face cards and the joker; a pack of 52 + 1 - 5 = 48.
    ['round 1 with one joker', at(1, { jokers: 1 }), 1 - (1 - 4 / 12) * (1 - 8 / 48)],
  ];
  for (const [name, setup, want] of rows) {
    const view = RULES.view(nhPosition(setup), 0);
    assert.ok(Math.abs(jokerHeldChance(view) - want) < 1e-9, `${name}: ${jokerHeldChance(view)} against ${want}`);
  }
});

test('sampled deals make a joker another seat’s role about as often as jokerHeldChance says, and never a checked seat’s', () => {
  const rows: readonly [string, NhSetup][] = [
    ['round 1', at(1)],
    ['round 6', at(6)],
  ];
  for (const [name, setup] of rows) {
    const view = RULES.view(nhPosition(setup), 0);
    const rng = rngAt(99);
    const samples = 3000;
    let held = 0;
    for (let i = 0; i < samples; i++) {
      const s = SEARCH.sample(view, rng);
      held += s.roleCards.filter((c, seat) => seat !== 0 && c !== null && isJoker(c)).length;
    }
    // Two jokers, each held with the chance.
    const want = 2 * jokerHeldChance(view);
    assert.ok(Math.abs(held / samples - want) < 0.06, `${name}: ${held / samples} jokers held a deal against ${want}`);
  }
  const checked = RULES.view(nhPosition({ ...at(8), checks: [1, 2, 3, 4].map((target) => ({ by: 0, target })) }), 0);
  const rng = rngAt(5);
  for (let i = 0; i < 500; i++)
    assert.ok(!SEARCH.sample(checked, rng).roleCards.some((c) => c !== null && isJoker(c)), 'a checked seat keeps its role');
});
