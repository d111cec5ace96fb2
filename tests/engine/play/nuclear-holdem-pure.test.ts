/**
 * Nuclear Annihilation Hold'em stays pure while it shares structure between
 * states: whole games played with every state, view and legal-move list
 * deep-frozen before anything reads it, so a write to any of them throws.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MODEL } from '../../../src/engine/play/nuclear-holdem.ts';
import { NH_OPTIONS, type NhOptions } from '../../../src/engine/play/nuclear-holdem-options.ts';
import type { NhState } from '../../../src/engine/play/nuclear-holdem-state.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { mixSeed, rngAt } from '../../../src/engine/play/random.ts';
import { playGame } from '../../../src/engine/play/simulate.ts';
import type { BotLevel } from '../../../src/engine/play/types.ts';

const DEFAULTS = defaultOptions(NH_OPTIONS);

/** Freeze an object and everything it reaches. */
function deepFreeze<T>(x: T): T {
  if (typeof x !== 'object' || x === null) return x;
  for (const v of Object.values(x)) deepFreeze(v);
  return Object.freeze(x);
}

/** playGame's loop, with everything the bots and the reducer are handed frozen first; returns the moves and the final state. */
function playFrozen(o: NhOptions, seed: number, level: BotLevel): { moves: string; end: NhState } {
  const bot = MODEL.bots[level];
  const rng = rngAt(mixSeed(seed, 0, 1));
  let s = deepFreeze(MODEL.newGame(o, seed));
  const moves: unknown[] = [];
  for (let seat = MODEL.toAct(s); seat !== null; seat = MODEL.toAct(s)) {
    const view = deepFreeze(MODEL.view(s, seat));
    const legal = deepFreeze(MODEL.legalMoves(s, seat));
    const { move } = bot(view, legal, rng);
    const next = MODEL.play(s, deepFreeze({ seat, move }));
    assert.ok(next.ok, next.ok ? '' : next.error.message);
    s = deepFreeze(next.value);
    moves.push({ seat, move });
  }
  return { moves: JSON.stringify(moves), end: s };
}

const ROWS: readonly { readonly name: string; readonly options: NhOptions; readonly level: BotLevel }[] = [
  { name: 'default rules, sensible bots', options: DEFAULTS, level: 'sensible' },
  { name: 'default rules, random bots (Intel swaps, Persuade gifts, replaces)', options: DEFAULTS, level: 'random' },
  { name: '6 players in 1958, sensible bots', options: { ...DEFAULTS, players: 6, year: 1958 }, level: 'sensible' },
  { name: '4 players, one joker, one discard, random bots', options: { ...DEFAULTS, players: 4, jokers: 1, discards: 1 }, level: 'random' },
  {
    name: 'no jokers, no discards, big Nukes, sensible bots',
    options: { ...DEFAULTS, jokers: 0, discards: 0, nukeStates: 3 },
    level: 'sensible',
  },
];

for (const { name, options, level } of ROWS)
  test(`frozen states: ${name} play the same 25 games as unfrozen ones, and nothing handed out is written to`, () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const seed = mixSeed(31, i);
      const frozen = playFrozen(options, seed, level);
      const plain = playGame(MODEL, options, seed, [level], mixSeed(seed, 0, 1));
      assert.equal(frozen.moves, JSON.stringify(plain.record.moves), `game ${i}: the same moves`);
      assert.deepEqual(MODEL.outcome(frozen.end), plain.outcome, `game ${i}: the same outcome`);
      for (const m of plain.record.moves) kinds.add((m.move as { kind: string }).kind);
    }
    // The rows between them reach every kind of move (checked below); each row at least reaches the showdown.
    assert.ok(kinds.has('reveal') || kinds.has('fold'), 'the games reach a showdown');
    KINDS_SEEN.push(...kinds);
  });

const KINDS_SEEN: string[] = [];
test('frozen states: the rows above between them make every kind of move', () => {
  const missing = [
    'home',
    'discard',
    'keep',
    'cross',
    'reveal',
    'fold',
    'nuke',
    'intel',
    'swap',
    'check',
    'persuade',
    'give',
    'replace',
    'propose',
    'ballot',
  ].filter((k) => !KINDS_SEEN.includes(k));
  assert.deepEqual(missing, []);
});
