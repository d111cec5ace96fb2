/**
 * Nuclear Annihilation Hold'em stays pure while it shares structure between
 * states: whole games played with every state, view and legal-move list
 * deep-frozen before anything reads it, so a write to any of them throws.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { NH_OPTIONS, type NhOptions } from '../../../src/engine/games/nuclear-holdem/options.ts';
import type { NhState } from '../../../src/engine/games/nuclear-holdem/state.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { mixSeed } from '../../../src/engine/play/random.ts';
import { playGame } from '../../../src/engine/play/simulate.ts';
import type { BotLevel } from '../../../src/engine/play/types.ts';
import { playFrozen } from './frozen.ts';
import { botGameStates } from './nuclear-holdem-states.ts';
import { playable } from '../../../src/engine/play/playable.ts';
import { RULES } from '../../../src/engine/games/nuclear-holdem/rules.ts';

const GAME = playable('nuclear-holdem');

const DEFAULTS = defaultOptions(NH_OPTIONS);

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
      const frozen = playFrozen(GAME, options, seed, [level]);
      const plain = playGame(GAME, options, seed, [level], mixSeed(seed, 0, 1));
      assert.equal(JSON.stringify(frozen.moves), JSON.stringify(plain.record.moves), `game ${i}: the same moves`);
      assert.deepEqual(RULES.outcome(frozen.end), plain.outcome, `game ${i}: the same outcome`);
      for (const m of plain.record.moves) kinds.add((m.move as { kind: string }).kind);
    }
    // The rows between them reach every kind of move (checked below); each row at least reaches the showdown.
    assert.ok(kinds.has('reveal') || kinds.has('fold'), 'the games reach a showdown');
    KINDS_SEEN.push(...kinds);
  });

/** Every kind of move Nuclear has. */
const MOVE_KINDS = [
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
];
const KINDS_SEEN: string[] = [];
test('frozen states: the rows above between them make every kind of move', () => {
  const missing = MOVE_KINDS.filter((k) => !KINDS_SEEN.includes(k));
  assert.deepEqual(missing, []);
});

// ---------------------------------------------------------------------------
// The shared move lists against the obvious ones

const json = (x: unknown): string => JSON.stringify(x);

const PROPERTY_OPTIONS: readonly NhOptions[] = [
  DEFAULTS,
  { ...DEFAULTS, players: 4, jokers: 1, discards: 1 },
  { ...DEFAULTS, players: 6, year: 1950 },
  { ...DEFAULTS, year: 1959, hawaii: false, jokers: 0 },
];

const LEVELS: readonly BotLevel[] = ['random', 'sensible'];

test('legal cross and home lists (cut from the last list made) are the states left, in order, at every step of bot games', () => {
  let lists = 0;
  fc.assert(
    fc.property(fc.constantFrom(...PROPERTY_OPTIONS), fc.constantFrom(...LEVELS), fc.nat({ max: 0xffffffff }), (options, level, seed) => {
      for (const s of botGameStates(options, seed, level).states) {
        const seat = RULES.toAct(s);
        const kind = s.crossing.length > 0 ? 'cross' : s.phase === 'homes' ? 'home' : null;
        if (seat === null || kind === null) continue;
        assert.equal(json(RULES.legalMoves(s, seat)), json(s.states.map((state) => ({ kind, state }))));
        lists++;
      }
    }),
    { numRuns: 40 },
  );
  assert.ok(lists > 500, `${lists} lists checked`);
});

test('legal cross lists follow any change of board, not only one state crossed off', async (t) => {
  // A position where a seat is crossing states off, with its board replaced row by row.
  const crossing = botGameStates(DEFAULTS, 11, 'sensible').states.find((s) => s.crossing.length > 0);
  assert.ok(crossing !== undefined);
  const board = crossing.states;
  const rows: readonly (readonly [string, readonly (readonly string[])[]])[] = [
    ['the first state crossed off', [board, board.slice(1)]],
    ['the last state crossed off', [board, board.slice(0, -1)]],
    ['a state in the middle crossed off', [board, board.toSpliced(10, 1)]],
    ['two states gone at once', [board, board.slice(0, -2)]],
    ['one state fewer, but another state in the place of two', [board, board.toSpliced(3, 2, 'ZZ')]],
    ['the same length, in another order', [board, board.toReversed()]],
    ['a longer board again (a new game)', [board.slice(5), board]],
    ['the same board after another one', [board, board.slice(1), board]],
  ];
  for (const [name, boards] of rows)
    await t.test(name, () => {
      for (const states of boards) {
        const s: NhState = { ...crossing, states };
        const seat = RULES.toAct(s) ?? 0;
        assert.equal(json(RULES.legalMoves(s, seat)), json(states.map((state) => ({ kind: 'cross', state }))));
      }
    });
});

test('the discard and showdown lists (made of shared moves) are the dealt cards still held and keep, or reveal and fold', () => {
  let lists = 0;
  for (const options of PROPERTY_OPTIONS)
    for (const level of LEVELS)
      for (let i = 0; i < 10; i++)
        for (const s of botGameStates(options, mixSeed(5, i), level).states) {
          const seat = RULES.toAct(s);
          if (seat === null || s.crossing.length > 0) continue;
          const hand = s.hands[seat] ?? [];
          const communistJoker = (s.roleCards[seat] ?? 0) >= 52 ? hand.find((c) => c >= 52) : undefined;
          const want =
            s.phase === 'discard'
              ? communistJoker !== undefined
                ? [{ kind: 'discard', card: communistJoker }]
                : [...hand.filter((c) => s.dealt[seat]?.includes(c)).map((card) => ({ kind: 'discard', card })), { kind: 'keep' }]
              : s.phase === 'showdown'
                ? s.mustFold[seat] === true
                  ? [{ kind: 'fold' }]
                  : [{ kind: 'reveal' }, { kind: 'fold' }]
                : null;
          if (want === null) continue;
          assert.equal(json(RULES.legalMoves(s, seat)), json(want));
          lists++;
        }
  assert.ok(lists > 2000, `${lists} lists checked`);
});
