/**
 * Nuclear Annihilation Hold'em stays pure while it shares structure between
 * states: whole games played with every state, view and legal-move list
 * deep-frozen before anything reads it, so a write to any of them throws.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { MODEL } from '../../../src/engine/games/nuclear-holdem/model.ts';
import { NH_OPTIONS, type NhOptions } from '../../../src/engine/games/nuclear-holdem/options.ts';
import { nhPlay } from '../../../src/engine/games/nuclear-holdem/rules.ts';
import type { NhState } from '../../../src/engine/games/nuclear-holdem/state.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { mixSeed } from '../../../src/engine/play/random.ts';
import { playGame } from '../../../src/engine/play/simulate.ts';
import type { BotLevel } from '../../../src/engine/play/types.ts';
import { playFrozen } from './frozen.ts';
import { botGameStates } from './nuclear-holdem-states.ts';

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
      const frozen = playFrozen(MODEL, options, seed, [level]);
      const plain = playGame(MODEL, options, seed, [level], mixSeed(seed, 0, 1));
      assert.equal(JSON.stringify(frozen.moves), JSON.stringify(plain.record.moves), `game ${i}: the same moves`);
      assert.deepEqual(MODEL.outcome(frozen.end), plain.outcome, `game ${i}: the same outcome`);
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
// The fast paths against the obvious ones

const json = (x: unknown): string => JSON.stringify(x);

/** The obvious test of a move: the same keys as one of the legal moves, each with the same value. */
function legalByList(s: NhState, seat: number, move: unknown): boolean {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return false;
  const m = move as Record<string, unknown>;
  return MODEL.legalMoves(s, seat).some((l) => {
    const want = Object.entries(l);
    return want.length === Object.keys(m).length && want.every(([k, v]) => m[k] === v);
  });
}

/** Moves to try on `s`: the legal ones, each with one field changed, added or dropped, every kind with plausible fields, and junk. */
function candidates(s: NhState, seat: number, elsewhere: readonly unknown[]): unknown[] {
  const seatNumbers = [-1, 0, 1, 2, s.n - 1, s.n, 1.5];
  const cards = [...(s.hands[seat] ?? []), ...s.board, ...s.deck.slice(0, 3), ...s.discards.slice(0, 2), 52, 53, 54, -1];
  const words = [...s.states.slice(0, 2), ...s.lost.slice(0, 2).map((l) => l.postal), 'ZZ', 'for', 'against', 'disarm', 'launch', 'maybe'];
  const out: unknown[] = [null, 'keep', 7, [], {}, [{ kind: 'keep' }], ...elsewhere];
  const legal = MODEL.legalMoves(s, seat);
  out.push(...legal);
  // Changing a few legal moves is enough: a long list (a cross, a swap) repeats one pattern.
  for (const m of [legal[0], legal[1], legal[Math.floor(legal.length / 2)], legal.at(-1)]) {
    if (m === undefined) continue;
    out.push({ ...m }, { ...m, extra: 1 }, { ...m, kind: undefined });
    const { kind: _kind, ...fields } = m;
    out.push(fields);
    for (const kind of MOVE_KINDS) out.push({ ...m, kind });
    for (const [k, v] of Object.entries(m)) {
      if (typeof v === 'number') for (const x of [...seatNumbers, ...cards, v - 1, v + 1, String(v)]) out.push({ ...m, [k]: x });
      if (typeof v === 'string' && k !== 'kind') for (const x of [...words, 1]) out.push({ ...m, [k]: x });
    }
  }
  for (const kind of MOVE_KINDS) {
    out.push({ kind });
    for (const target of seatNumbers) out.push({ kind, target });
    for (const card of cards)
      out.push({ kind, card }, { kind, take: card, give: s.hands[seat]?.[0] }, { kind, give: card, take: s.deck[0] });
    for (const w of words) out.push({ kind, state: w }, { kind, vote: w }, { kind, ballot: w });
  }
  return out;
}

const PROPERTY_OPTIONS: readonly NhOptions[] = [
  DEFAULTS,
  { ...DEFAULTS, players: 4, jokers: 1, discards: 1 },
  { ...DEFAULTS, players: 6, year: 1950 },
  { ...DEFAULTS, year: 1959, hawaii: false, jokers: 0 },
];

const LEVELS: readonly BotLevel[] = ['random', 'sensible'];

test('play accepts exactly the moves equal to a legal move (the direct check against the list search), at every step of bot games', () => {
  let tried = 0;
  let accepted = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(...PROPERTY_OPTIONS),
      fc.constantFrom(...LEVELS),
      fc.nat({ max: 0xffffffff }),
      fc.nat(),
      (options, level, seed, offset) => {
        const { states, moves } = botGameStates(options, seed, level);
        for (const [i, s] of states.entries()) {
          if ((i + offset) % 5 !== 0 && i !== states.length - 1) continue;
          const toAct = MODEL.toAct(s);
          for (const seat of toAct === null ? [0] : [toAct, (toAct + 1) % s.n])
            for (const move of candidates(
              s,
              seat,
              moves.filter((_, j) => (j + i) % 8 === 0),
            )) {
              const want = seat === toAct && legalByList(s, seat, move);
              const got = nhPlay(s, { seat, move });
              assert.equal(got.ok, want, `move ${i}, seat ${seat}, phase ${s.phase}: ${json(move)}`);
              tried++;
              if (got.ok) accepted++;
            }
        }
      },
    ),
    { numRuns: 12 },
  );
  assert.ok(accepted > 200 && tried > 20 * accepted, `a fair mix was tried: ${accepted} of ${tried} accepted`);
});

test('play accepts exactly the moves equal to a legal move where it is rare: a Communist holding the other joker, a winner choosing a target', () => {
  const rare = (s: NhState, seat: number): boolean =>
    (s.phase === 'discard' && (s.roleCards[seat] ?? 0) >= 52 && (s.hands[seat] ?? []).some((c) => c >= 52)) ||
    (s.phase === 'action' && s.winners.length > 1);
  let found = 0;
  for (const options of PROPERTY_OPTIONS)
    for (const level of LEVELS)
      for (let i = 0; i < 12; i++)
        for (const s of botGameStates(options, mixSeed(77, i), level).states) {
          const seat = MODEL.toAct(s);
          if (seat === null || s.crossing.length > 0 || !rare(s, seat)) continue;
          found++;
          for (const move of candidates(s, seat, [])) assert.equal(nhPlay(s, { seat, move }).ok, legalByList(s, seat, move), json(move));
        }
  assert.ok(found > 20, `${found} rare positions checked`);
});

test('legal cross and home lists (cut from the last list made) are the states left, in order, at every step of bot games', () => {
  let lists = 0;
  fc.assert(
    fc.property(fc.constantFrom(...PROPERTY_OPTIONS), fc.constantFrom(...LEVELS), fc.nat({ max: 0xffffffff }), (options, level, seed) => {
      for (const s of botGameStates(options, seed, level).states) {
        const seat = MODEL.toAct(s);
        const kind = s.crossing.length > 0 ? 'cross' : s.phase === 'homes' ? 'home' : null;
        if (seat === null || kind === null) continue;
        assert.equal(json(MODEL.legalMoves(s, seat)), json(s.states.map((state) => ({ kind, state }))));
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
        const seat = MODEL.toAct(s) ?? 0;
        assert.equal(json(MODEL.legalMoves(s, seat)), json(states.map((state) => ({ kind: 'cross', state }))));
      }
    });
});

test('the discard and showdown lists (made of shared moves) are the dealt cards still held and keep, or reveal and fold', () => {
  let lists = 0;
  for (const options of PROPERTY_OPTIONS)
    for (const level of LEVELS)
      for (let i = 0; i < 10; i++)
        for (const s of botGameStates(options, mixSeed(5, i), level).states) {
          const seat = MODEL.toAct(s);
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
          assert.equal(json(MODEL.legalMoves(s, seat)), json(want));
          lists++;
        }
  assert.ok(lists > 2000, `${lists} lists checked`);
});
