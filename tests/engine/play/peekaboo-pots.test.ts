/**
 * Peekaboo's side pots (ruling pk-cover) against a slow oracle that hands the
 * chips out one at a time: a chip that a player put in as their k-th chip of
 * the round can be won by the players still in who put in at least k chips,
 * or who are not all in (they have matched the bet, or may still). Chips with
 * the same such players form one pot; each pot goes to the best hand among
 * them (the slow evaluator, evaluateDice), dealt one chip at a time round the
 * winners from the first player leftwards (ruling pk-odd-chips). The fast
 * path (pots.ts) cuts layers and divides instead.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { evaluateDice, type Die } from '../../../src/engine/hands/dice.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { diceKey } from '../../../src/engine/games/peekaboo/keys.ts';
import { PEEKABOO_OPTIONS, type PeekabooOptions } from '../../../src/engine/games/peekaboo/options.ts';
import { awardPots, potsOf, uncalled, type Pot } from '../../../src/engine/games/peekaboo/pots.ts';
import { betOf, isLive, type PeekabooMove, type PeekabooState } from '../../../src/engine/games/peekaboo/state.ts';
import { randomPlay } from './harness.ts';
import { playable } from '../../../src/engine/play/playable.ts';

const GAME = playable('peekaboo');

// ---------------------------------------------------------------------------
// The oracle.

/** Who may win a chip put in as someone's k-th chip. */
function canWin(put: readonly number[], live: readonly boolean[], allIn: readonly boolean[], k: number): number[] {
  return put.flatMap((p, seat) => ((live[seat] ?? false) && (!(allIn[seat] ?? false) || p >= k) ? [seat] : []));
}

/** The pots, chip by chip: chips with the same possible winners are one pot, lowest chips first. */
function oraclePots(put: readonly number[], live: readonly boolean[], allIn: readonly boolean[]): Pot[] {
  const pots: { chips: number; seats: number[] }[] = [];
  const top = Math.max(0, ...put);
  for (let k = 1; k <= top; k++) {
    const seats = canWin(put, live, allIn, k);
    const chips = put.filter((p) => p >= k).length;
    const last = pots[pots.length - 1];
    // Chips nobody still in may win stay with the pot below (unreachable in play; the fast path does the same).
    if (last !== undefined && (seats.length === 0 || last.seats.join() === seats.join())) last.chips += chips;
    else pots.push({ chips, seats });
  }
  return pots;
}

/** Each seat's winnings: every pot to its best hands, dealt a chip at a time from the first player leftwards. */
function oraclePayout(
  put: readonly number[],
  live: readonly boolean[],
  allIn: readonly boolean[],
  hands: readonly Die[][],
  first: number,
): number[] {
  const n = put.length;
  const got = put.map(() => 0);
  for (const pot of oraclePots(put, live, allIn)) {
    const keys = pot.seats.map((seat) => evaluateDice(hands[seat] ?? []).key);
    const best = Math.max(...keys);
    const winners: number[] = [];
    for (let k = 0; k < n; k++) {
      const seat = (first + k) % n;
      if (pot.seats.includes(seat) && evaluateDice(hands[seat] ?? []).key === best) winners.push(seat);
    }
    for (let chip = 0; chip < pot.chips; chip++) {
      const w = winners[chip % winners.length] ?? 0;
      got[w] = (got[w] ?? 0) + 1;
    }
  }
  return got;
}

/** The fast path as the showdown uses it: a bet nobody matched goes back, then the pots are made and awarded. */
function fastPayout(
  put: readonly number[],
  live: readonly boolean[],
  chips: readonly number[],
  hands: readonly Die[][],
  first: number,
): number[] {
  const got = put.map(() => 0);
  const after = [...put];
  const back = uncalled(put);
  if (back !== null) {
    got[back.seat] = (got[back.seat] ?? 0) + back.chips;
    after[back.seat] = (after[back.seat] ?? 0) - back.chips;
  }
  const allIn = put.map((_, seat) => (live[seat] ?? false) && (chips[seat] ?? 0) + (back?.seat === seat ? back.chips : 0) === 0);
  const keys = hands.map((h, seat) => ((live[seat] ?? false) ? diceKey(h) : -1));
  for (const pot of awardPots(potsOf(after, live, allIn), keys, first))
    pot.winners.forEach((w, i) => {
      got[w] = (got[w] ?? 0) + (pot.shares[i] ?? 0);
    });
  return got;
}

// ---------------------------------------------------------------------------
// Tables worked out by hand, so the oracle itself is checked.

test('the oracle and the fast path on positions worked out by hand', async (t) => {
  const rows: {
    name: string;
    put: number[];
    live: boolean[];
    allIn: boolean[];
    pots: [number, number[]][];
  }[] = [
    {
      name: 'nobody all in: one pot for everyone still in',
      put: [3, 3, 1],
      live: [true, true, false],
      allIn: [false, false, false],
      pots: [[7, [0, 1]]],
    },
    {
      name: 'one player all in for 1 of 3: main pot 3, side pot 4',
      put: [3, 1, 3],
      live: [true, true, true],
      allIn: [false, true, false],
      pots: [
        [3, [0, 1, 2]],
        [4, [0, 2]],
      ],
    },
    {
      name: 'all in at 2, 4 and 5 beside a player at 5: 8, 6 and 2',
      put: [5, 2, 4, 5],
      live: [true, true, true, true],
      allIn: [false, true, true, true],
      pots: [
        [8, [0, 1, 2, 3]],
        [6, [0, 2, 3]],
        [2, [0, 3]],
      ],
    },
    {
      name: "a folded player's chips stay in the pots they reach",
      put: [7, 1, 4, 7],
      live: [true, true, false, true],
      allIn: [false, true, false, false],
      pots: [
        [4, [0, 1, 3]],
        [15, [0, 3]],
      ],
    },
    {
      name: 'two players all in for the same amount share one level',
      put: [3, 2, 2, 3],
      live: [true, true, true, true],
      allIn: [false, true, true, false],
      pots: [
        [8, [0, 1, 2, 3]],
        [2, [0, 3]],
      ],
    },
    {
      name: 'never in play, a top bet that only a folded player made, above everyone all in: its chips join the pot below',
      put: [1, 1, 3],
      live: [true, true, false],
      allIn: [true, true, false],
      pots: [[5, [0, 1]]],
    },
    {
      name: 'mid-betting: a player behind the bet who is not all in may still call, so stays in every pot',
      put: [5, 1, 3],
      live: [true, true, true],
      allIn: [false, true, false],
      pots: [
        [3, [0, 1, 2]],
        [6, [0, 2]],
      ],
    },
  ];
  for (const row of rows)
    await t.test(row.name, () => {
      const want = row.pots.map(([chips, seats]) => ({ chips, seats }));
      assert.deepEqual(oraclePots(row.put, row.live, row.allIn), want);
      assert.deepEqual(potsOf(row.put, row.live, row.allIn), want);
    });
});

test('uncalled: the part of the top bet above the next highest, only when one seat is alone at the top', () => {
  const rows: [number[], { seat: number; chips: number } | null][] = [
    [[3, 1, 1], { seat: 0, chips: 2 }],
    [[3, 3, 1], null],
    [[1, 5, 4], { seat: 1, chips: 1 }],
    [[2, 2], null],
    [[0, 0], null],
  ];
  for (const [put, want] of rows) assert.deepEqual(uncalled(put), want, put.join(' '));
});

// ---------------------------------------------------------------------------
// Properties.

const anyDie = fc.integer({ min: 1, max: 6 }) as fc.Arbitrary<Die>;
const anyHand = fc.array(anyDie, { minLength: 5, maxLength: 5 });

/**
 * Any puts, live seats and all-in marks, the pots as the view shows them mid-round, with what play always keeps:
 * the highest bet is a live player's (only a player facing a higher bet folds after betting).
 */
const anyTable = fc
  .integer({ min: 2, max: 6 })
  .chain((n) =>
    fc.record({
      put: fc.array(fc.nat({ max: 12 }), { minLength: n, maxLength: n }),
      live: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      allIn: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      hands: fc.array(anyHand, { minLength: n, maxLength: n }),
      first: fc.nat({ max: n - 1 }),
    }),
  )
  .filter((t) => t.put.some((p, seat) => (t.live[seat] ?? false) && p === Math.max(...t.put)));

test('potsOf equals the chip-by-chip oracle on any table, and loses no chip', () => {
  fc.assert(
    fc.property(anyTable, ({ put, live, allIn }) => {
      const pots = potsOf(put, live, allIn);
      assert.deepEqual(pots, oraclePots(put, live, allIn));
      assert.equal(
        pots.reduce((a, p) => a + p.chips, 0),
        put.reduce((a, b) => a + b, 0),
      );
    }),
    { numRuns: 2000 },
  );
});

test('awardPots hands each pot out as the oracle deals it, chip by chip', () => {
  fc.assert(
    fc.property(anyTable, ({ put, live, allIn, hands, first }) => {
      const keys = hands.map((h) => diceKey(h));
      const fast = put.map(() => 0);
      for (const pot of awardPots(potsOf(put, live, allIn), keys, first))
        pot.winners.forEach((w, i) => {
          fast[w] = (fast[w] ?? 0) + (pot.shares[i] ?? 0);
        });
      assert.deepEqual(fast, oraclePayout(put, live, allIn, hands, first));
    }),
    { numRuns: 2000 },
  );
});

/**
 * Tables as betting leaves them: every player still in has either matched the top bet or is all in for less
 * (or for exactly the top), and the top bet is a live player's. Folded players' chips are anywhere below it.
 */
const anyShowdown = fc
  .integer({ min: 2, max: 6 })
  .chain((n) =>
    fc.record({
      top: fc.integer({ min: 1, max: 12 }),
      roles: fc.array(fc.constantFrom('covers', 'all-in', 'folded'), { minLength: n, maxLength: n }),
      amounts: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: n, maxLength: n }),
      leftOver: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: n, maxLength: n }),
      hands: fc.array(anyHand, { minLength: n, maxLength: n }),
      first: fc.nat({ max: n - 1 }),
    }),
  )
  .map(({ top, roles, amounts, leftOver, hands, first }) => {
    const put = roles.map((r, i) => (r === 'covers' ? top : Math.min(top, amounts[i] ?? 1)));
    const live = roles.map((r) => r !== 'folded');
    const chips = roles.map((r, i) => (r === 'all-in' ? 0 : (leftOver[i] ?? 1)));
    return { put, live, chips, hands, first };
  })
  .filter(({ put, live }) => live.filter(Boolean).length >= 2 && put.some((p, seat) => (live[seat] ?? false) && p === Math.max(...put)));

test('at a showdown, the bet nobody matched plus the pots pay each seat what the oracle pays', () => {
  fc.assert(
    fc.property(anyShowdown, ({ put, live, chips, hands, first }) => {
      const allIn = chips.map((c, seat) => (live[seat] ?? false) && c === 0);
      assert.deepEqual(fastPayout(put, live, chips, hands, first), oraclePayout(put, live, allIn, hands, first));
    }),
    { numRuns: 3000 },
  );
});

// ---------------------------------------------------------------------------
// Whole games: every showdown the model plays pays what the oracle pays.

const opts = (o: Partial<PeekabooOptions> = {}): PeekabooOptions => ({ ...defaultOptions(PEEKABOO_OPTIONS), ...o });
/** Short stacks, so players go all in often. */
const SHORT: readonly PeekabooOptions[] = [
  opts({ players: 4, chips: 4, rounds: 30 }),
  opts({ players: 6, chips: 6, maxAnte: 2, raise: 1, maxRaises: 6, rounds: 30 }),
  opts({ players: 3, chips: 5, raise: 3, rounds: 30 }),
];

/** Chips `move` puts in, as the rules price it: a call is the rest of the bet or all that is left; a raise adds the raise size. */
function paid(s: PeekabooState, seat: number, move: PeekabooMove): number {
  const behind = betOf(s) - (s.put[seat] ?? 0);
  switch (move.kind) {
    case 'call':
      return Math.min(behind, s.chips[seat] ?? 0);
    case 'raise':
      return behind + s.o.raise;
    case 'ante':
    case 'join':
    case 'sit-out':
    case 'keep':
    case 'check':
    case 'fold':
      return 0;
  }
}

test('in random games with short stacks, each showdown pays what the oracle pays', () => {
  let sidePots = 0;
  let showdowns = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(...SHORT),
      fc.nat({ max: 0xffffffff }),
      fc.array(fc.nat(), { minLength: 1, maxLength: 32 }),
      (o, seed, picks) => {
        const played = randomPlay(GAME, o, seed, (n, step) => (picks[step % picks.length] ?? 0) % n);
        const states = played.states as PeekabooState[];
        for (let i = 1; i < states.length; i++) {
          const before = states[i - 1] as PeekabooState;
          const after = states[i] as PeekabooState;
          const r = after.last;
          if (r === before.last || r?.end !== 'showdown') continue;
          showdowns++;
          if (r.pots.length > 1) sidePots++;
          const m = played.record.moves[i - 1] as { seat: number; move: PeekabooMove };
          const put = [...before.put];
          const chips = [...before.chips];
          const cost = paid(before, m.seat, m.move);
          put[m.seat] = (put[m.seat] ?? 0) + cost;
          chips[m.seat] = (chips[m.seat] ?? 0) - cost;
          const live = put.map((_, seat) => isLive(before, seat) && !(m.move.kind === 'fold' && seat === m.seat));
          const allIn = chips.map((c, seat) => (live[seat] ?? false) && c === 0);
          // The dice as shown (a last roll of the lookers may have come with the move that ended the round).
          const hands = put.map((_, seat): Die[] => {
            const h = r.shown.find((x) => x.seat === seat);
            return h === undefined ? [] : [...h.peekers, ...h.lookers];
          });
          assert.deepEqual(
            r.shown.map((h) => h.seat),
            live.flatMap((l, seat) => (l ? [seat] : [])),
            'every player still in shows',
          );
          const won = oraclePayout(put, live, allIn, hands, before.first);
          assert.deepEqual(
            after.chips.map((c, seat) => c - (chips[seat] ?? 0)),
            won,
            `seed ${seed}, move ${i}: ${JSON.stringify(r.pots)}`,
          );
        }
      },
    ),
    { numRuns: 150 },
  );
  assert.ok(showdowns > 500 && sidePots > 20, `the games met side pots (${sidePots} of ${showdowns} showdowns)`);
});
