/** Peekaboo's game: the shared properties, the one checked move path, hidden information, the fast paths against their oracles, bots and the CLI. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { evaluateDice, type Die } from '../../../src/engine/hands/dice.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import type { Result } from '../../../src/engine/result.ts';
import { MOVE_ERROR_CODES, play, type MoveErrorCode } from '../../../src/engine/play/play.ts';
import { RULES } from '../../../src/engine/games/peekaboo/rules.ts';
import type { PeekabooMove, PeekabooState } from '../../../src/engine/games/peekaboo/state.ts';
import { diceCategory, diceKey } from '../../../src/engine/games/peekaboo/keys.ts';
import { PEEKABOO_OPTIONS, type PeekabooOptions } from '../../../src/engine/games/peekaboo/options.ts';
import { simulate } from '../../../src/engine/play/simulate.ts';
import { checkGame, randomPlay, simulateCli } from './harness.ts';
import { playable } from '../../../src/engine/play/playable.ts';

const GAME = playable('peekaboo');

const DEFAULTS = defaultOptions(PEEKABOO_OPTIONS);
const opts = (o: Partial<PeekabooOptions> = {}): PeekabooOptions => ({ ...DEFAULTS, ...o });

const VARIANTS: readonly PeekabooOptions[] = [
  opts({ players: 2, rolls: 1, chips: 5, rounds: 30 }),
  opts({ players: 6, peekers: 0, lookers: 5, maxRaises: 0, rolls: 4 }),
  opts({ players: 3, peekers: 4, lookers: 1, keptDice: 'may-reroll', chips: 3, maxAnte: 5, rounds: 40 }),
  opts({ players: 5, raise: 5, maxRaises: 6, chips: 12, rolls: 5 }),
];

test('the Peekaboo model passes the shared properties', (t) => {
  checkGame(t, GAME, { variants: VARIANTS });
});

/** Random legal play from `seed`, every state on the way. */
const statesOf = (options: PeekabooOptions, seed: number, picks: readonly number[]): PeekabooState[] =>
  randomPlay(GAME, options, seed, (n, step) => (picks[step % picks.length] ?? 0) % n).states as PeekabooState[];

const anyOptions = fc.constantFrom(DEFAULTS, ...VARIANTS);
const anyPicks = fc.array(fc.nat(), { minLength: 1, maxLength: 32 });
const anyDie = fc.integer({ min: 1, max: 6 }) as fc.Arbitrary<Die>;

test('apply shares unchanged lists with the state before it, yet no later move changes any earlier state', () => {
  // apply copies a list only when a move writes to it; a move that wrote into a list still shared with an
  // earlier state would rewrite history. Snapshot every state as JSON when it is made, and compare at the end.
  fc.assert(
    fc.property(anyOptions, fc.nat({ max: 0xffffffff }), anyPicks, (o, seed, picks) => {
      let state = RULES.newGame(o, seed);
      const states = [state];
      const snapshots = [JSON.stringify(state)];
      for (let step = 0; state.phase !== 'over'; step++) {
        const legal = RULES.legalMoves(state, state.turn);
        const move = legal[(picks[step % picks.length] ?? 0) % legal.length];
        assert.ok(move !== undefined, 'the seat to act has a move');
        state = RULES.apply(state, { seat: state.turn, move });
        states.push(state);
        snapshots.push(JSON.stringify(state));
      }
      states.forEach((s, i) => assert.equal(JSON.stringify(s), snapshots[i], `state ${i} is as it was made`));
    }),
    { numRuns: 60 },
  );
});

test('view hides other seats\u2019 peekers and the dice to come: changing them changes nothing a seat sees', () => {
  fc.assert(
    fc.property(
      anyOptions,
      fc.nat({ max: 0xffffffff }),
      anyPicks,
      fc.nat(),
      fc.array(anyDie, { minLength: 4, maxLength: 4 }),
      (o, seed, picks, at, faces) => {
        const states = statesOf(o, seed, picks);
        const s = states[at % states.length] as PeekabooState;
        for (let seat = 0; seat < o.players; seat++) {
          // Every other seat's peekers replaced by other faces, and another rng state.
          const other: PeekabooState = {
            ...s,
            peekers: s.peekers.map((p, i) => (i === seat ? p : p.map((_, k) => faces[k % faces.length] as Die))),
            rng: (s.rng + 12345) >>> 0,
          };
          assert.deepEqual(RULES.view(other, seat), RULES.view(s, seat));
          const text = JSON.stringify(RULES.view(s, seat));
          assert.ok(!/"rng"/u.test(text), 'the view has no rng');
          assert.deepEqual(RULES.view(s, seat).myPeekers, s.peekers[seat], 'a seat sees its own peekers');
        }
      },
    ),
    { numRuns: 60 },
  );
});

test('peekers never change within a round once rolled (ruling pk-peekers-fixed)', () => {
  fc.assert(
    fc.property(anyOptions, fc.nat({ max: 0xffffffff }), anyPicks, (o, seed, picks) => {
      const states = statesOf(o, seed, picks);
      for (let i = 1; i < states.length; i++) {
        const a = states[i - 1] as PeekabooState;
        const b = states[i] as PeekabooState;
        if (a.last !== b.last || a.phase === 'ante' || a.phase === 'join') continue; // a round ended: dice are put away
        assert.deepEqual(b.peekers, a.peekers);
      }
    }),
    { numRuns: 40 },
  );
});

test('the fast paths agree with their oracles', async (t) => {
  await t.test('diceKey and diceCategory equal evaluateDice on all 7,776 rolls', () => {
    for (let code = 0; code < 6 ** 5; code++) {
      const dice: Die[] = [];
      for (let i = 0, c = code; i < 5; i++, c = Math.floor(c / 6)) dice.push(((c % 6) + 1) as Die);
      const hand = evaluateDice(dice);
      assert.equal(diceKey(dice), hand.key, dice.join(''));
      assert.equal(diceCategory(dice), hand.category, dice.join(''));
    }
  });
});

/** The first state, playing each seat's first legal move from seed 3 (4 players, the printed rules), where `here` holds. */
function firstWhere(here: (s: PeekabooState) => boolean, o: PeekabooOptions = DEFAULTS): PeekabooState {
  let s = RULES.newGame(o, 3);
  for (let i = 0; i < 5000 && !here(s); i++) s = RULES.apply(s, { seat: s.turn, move: RULES.legalMoves(s, s.turn)[0]! });
  assert.ok(here(s), 'the state is reached');
  return s;
}

test('play, the one checked path: refuses junk, another seat and out-of-place moves with the framework codes, and accepts each legal move', async (t) => {
  const ante = firstWhere((s) => s.phase === 'ante');
  const join = firstWhere((s) => s.phase === 'join');
  const roll = firstWhere((s) => s.phase === 'roll');
  const bet = firstWhere((s) => s.phase === 'bet' && RULES.legalMoves(s, s.turn).some((m) => m.kind === 'raise'));
  const capped = firstWhere((s) => s.phase === 'bet', opts({ maxRaises: 0 }));
  const over = firstWhere((s) => s.phase === 'over', opts({ rounds: 1 }));
  const lookers = roll.lookers[roll.turn]!;
  const other = (s: PeekabooState): number => (s.turn + 1) % s.o.players;
  const rows: readonly [name: string, state: PeekabooState, untrusted: unknown, code: MoveErrorCode | 'accepted'][] = [
    ['null', bet, null, 'not-your-turn'],
    ['a string', bet, 'raise', 'not-your-turn'],
    ['a list', bet, [bet.turn, { kind: 'raise' }], 'not-your-turn'],
    ['no seat', bet, { move: { kind: 'raise' } }, 'not-your-turn'],
    ['the seat as a string', bet, { seat: String(bet.turn), move: { kind: 'raise' } }, 'not-your-turn'],
    ['another seat', bet, { seat: other(bet), move: { kind: 'fold' } }, 'not-your-turn'],
    ['a seat that does not exist', bet, { seat: bet.o.players, move: { kind: 'fold' } }, 'not-your-turn'],
    ['seat -1', bet, { seat: -1, move: { kind: 'fold' } }, 'not-your-turn'],
    ['no move', bet, { seat: bet.turn }, 'illegal-move'],
    ['a move that is null', bet, { seat: bet.turn, move: null }, 'illegal-move'],
    ['a kind that does not exist', bet, { seat: bet.turn, move: { kind: 'bluff' } }, 'illegal-move'],
    ['a raise with a field it does not have', bet, { seat: bet.turn, move: { kind: 'raise', chips: 2 } }, 'illegal-move'],
    ['a keep in the betting', bet, { seat: bet.turn, move: { kind: 'keep', dice: [] } }, 'illegal-move'],
    ['a raise when the round allows none', capped, { seat: capped.turn, move: { kind: 'raise' } }, 'illegal-move'],
    ['an ante above the cap (3)', ante, { seat: ante.turn, move: { kind: 'ante', chips: 4 } }, 'illegal-move'],
    ['an ante of 0', ante, { seat: ante.turn, move: { kind: 'ante', chips: 0 } }, 'illegal-move'],
    ['an ante as a string', ante, { seat: ante.turn, move: { kind: 'ante', chips: '1' } }, 'illegal-move'],
    ['a bet before the rolls', join, { seat: join.turn, move: { kind: 'call' } }, 'illegal-move'],
    ['a keep of dice that are not showing', roll, { seat: roll.turn, move: { kind: 'keep', dice: [7] } }, 'illegal-move'],
    ['a keep with its dice as text', roll, { seat: roll.turn, move: { kind: 'keep', dice: lookers.join('') } }, 'illegal-move'],
    [
      'a keep of more dice than are showing',
      roll,
      { seat: roll.turn, move: { kind: 'keep', dice: [...lookers, lookers[0]] } },
      'illegal-move',
    ],
    ['a move after the end', over, { seat: 0, move: { kind: 'ante', chips: 1 } }, 'game-over'],
    ['a legal raise', bet, { seat: bet.turn, move: { kind: 'raise' } }, 'accepted'],
    ['a legal ante, keys in another order', ante, { move: { chips: 2, kind: 'ante' }, seat: ante.turn }, 'accepted'],
    ['a legal keep of every looker, keys in another order', roll, { move: { dice: lookers, kind: 'keep' }, seat: roll.turn }, 'accepted'],
  ];
  assert.deepEqual(
    [...MOVE_ERROR_CODES].sort(),
    [...new Set(rows.flatMap(([, , , c]) => (c === 'accepted' ? [] : [c])))].sort(),
    'every code is exercised',
  );
  for (const [name, state, untrusted, code] of rows)
    await t.test(name, () => {
      const before = JSON.stringify(state);
      const r = play(RULES, state, untrusted);
      assert.equal(JSON.stringify(state), before, 'play changes nothing it is given');
      if (code === 'accepted') {
        assert.ok(r.ok, r.ok ? '' : r.error.message);
        const { seat, move } = untrusted as { seat: number; move: PeekabooMove };
        assert.deepEqual(
          r.value,
          RULES.apply(state, { seat, move: RULES.legalMoves(state, seat).find((m) => JSON.stringify(m) === JSON.stringify(move)) ?? move }),
        );
      } else {
        assert.ok(!r.ok, 'refused');
        assert.equal(r.error.code, code, r.error.message);
      }
    });
  await t.test('every legal move, and its JSON copy, is accepted and does what apply does, at every state of random games', () => {
    fc.assert(
      fc.property(anyOptions, fc.nat({ max: 0xffffffff }), anyPicks, (o, seed, picks) => {
        for (const s of statesOf(o, seed, picks)) {
          const seat = RULES.toAct(s);
          if (seat === null) continue;
          for (const move of RULES.legalMoves(s, seat)) {
            const want: string = JSON.stringify(RULES.apply(s, { seat, move }));
            for (const m of [move, JSON.parse(JSON.stringify(move)) as unknown]) {
              const r: Result<PeekabooState> = play(RULES, s, { seat, move: m });
              assert.ok(r.ok, JSON.stringify(m));
              assert.equal(JSON.stringify(r.value), want);
            }
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});

test('audit finds a chip or a die out of place', async (t) => {
  const s = RULES.newGame(DEFAULTS, 3);
  const rows: [string, PeekabooState][] = [
    ['a chip from nowhere', { ...s, chips: s.chips.map((c, i) => (i === 0 ? c + 1 : c)) }],
    ['a negative pile', { ...s, chips: s.chips.map((c, i) => (i === 0 ? -1 : i === 1 ? c + 1 + c : c)) }],
    [
      'chips in the pot from a seat not playing',
      { ...s, put: s.put.map((_, i) => (i === 0 ? 1 : 0)), chips: s.chips.map((c, i) => (i === 0 ? c - 1 : c)) },
    ],
  ];
  for (const [name, bad] of rows)
    await t.test(name, () => {
      assert.equal(RULES.audit(s), null);
      assert.notEqual(RULES.audit(bad), null);
    });
});

test('sensible bots beat random bots clearly', () => {
  // Both seatings, so the seat order cannot decide it.
  let sensible = 0;
  let random = 0;
  for (const levels of [
    ['sensible', 'random'],
    ['random', 'sensible'],
  ] as const) {
    const tally = simulate(GAME, DEFAULTS, 11, levels, 150);
    tally.wins.forEach((w, seat) => {
      if (levels[seat % 2] === 'sensible') sensible += w;
      else random += w;
    });
  }
  assert.ok(sensible > 4 * random, `sensible seats won ${sensible} games, random seats ${random}`);
});

test('simulate command: JSON keys and Peekaboo stats; option errors in one line', async (t) => {
  const run = (args: string[]) => simulateCli(args);
  await t.test('--json', () => {
    const r = run(['--game', 'peekaboo', '--games', '30', '--seed', '3', '--json', '--option', 'players=3']);
    const s = JSON.parse(r.out[0] ?? '') as { seats: unknown[]; length: { unit: string }; stats: Record<string, number>; games: number };
    assert.equal(s.seats.length, 3);
    assert.equal(s.length.unit, 'rounds');
    for (const key of ['roundsPerGame', 'meanPot', 'noShowdownShare', 'potShare:full-house', 'potShare:unshown'])
      assert.ok(key in s.stats, key);
    const shares = Object.entries(s.stats).filter(([k]) => k.startsWith('potShare:'));
    const sum = shares.reduce((a, [, v]) => a + v, 0);
    assert.ok(Math.abs(sum - 1) < 0.01, `pot shares sum to ${sum}`);
  });
  await t.test('peekers and lookers must make five dice', () => {
    assert.match(
      run(['--game', 'peekaboo', '--option', 'peekers=3']).error ?? '',
      /Peekers and lookers must make five dice, but 3 \+ 3 = 6/u,
    );
  });
  await t.test('--log tells a game', () => {
    const r = run(['--game', 'peekaboo', '--log', '--seed', '2']);
    const text = r.out.join('\n');
    assert.match(text, /Player \d set the ante at \d chips?\./u);
    assert.match(text, /Showdown: Player \d shows|takes the \d+-chip pot without showing/u);
  });
});
