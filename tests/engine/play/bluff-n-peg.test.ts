/** Bluff 'N' Peg's game model: the shared properties, hidden information, its fast paths against slow ones, the bots and the CLI. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { handKey } from '../../../src/engine/hands/evaluate.ts';
import { RULESETS } from '../../../src/engine/hands/rulesets.ts';
import { cheapestWayPast, topRank } from '../../../src/engine/games/bluff-n-peg/bots.ts';
import { keyRanks } from '../../../src/engine/hands/key.ts';
import { BP_OPTIONS, checkOptions, type BpOptions } from '../../../src/engine/games/bluff-n-peg/options.ts';
import {
  showingKey,
  showingKeyAdding,
  showingKeyDirect,
  showingKeyTables,
  sortSmall,
  type BpState,
} from '../../../src/engine/games/bluff-n-peg/state.ts';
import { RULES } from '../../../src/engine/games/bluff-n-peg/rules.ts';
import { MOVE_ERROR_CODES, play, type MoveError, type MoveErrorCode } from '../../../src/engine/play/play.ts';
import type { Result } from '../../../src/engine/result.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { simulate } from '../../../src/engine/play/simulate.ts';
import { playFrozen } from './frozen.ts';
import { checkGame, randomPlay, simulateCli } from './harness.ts';
import { reshuffleBp } from './redeal.ts';
import { playable } from '../../../src/engine/play/playable.ts';

const GAME = playable('bluff-n-peg');

const DEFAULTS = defaultOptions(BP_OPTIONS);
const VARIANTS: BpOptions[] = [
  { ...DEFAULTS, players: 2, deucesWild: true },
  { ...DEFAULTS, players: 6, track: 30, lastChance: 1 },
  { ...DEFAULTS, players: 3, multipliers: [1, 3], points: [7, 21], doubles: 1, discards: 0, handLimit: 5 },
  { ...DEFAULTS, players: 5, doubles: 0, discards: 1, multipliers: [0, 2, 4, 8, 16], points: [5, 10, 20, 40, 80] },
];

test('bluff-n-peg passes the shared properties', (t) => {
  checkGame(t, GAME, { variants: VARIANTS, runs: 40 });
});

test('options: cross-option limits', async (t) => {
  const rows: [string, Partial<BpOptions>, RegExp | null][] = [
    ['the printed rules', {}, null],
    ['a prize per multiplier', { multipliers: [1, 2], points: [5, 10, 20] }, /one winner's prize per multiplier: 2 multipliers but 3/u],
    ['room for every double', { multipliers: [1, 2], points: [5, 10], doubles: 2 }, /at most 1 doubles, not 2/u],
    ['one hole, no doubles', { multipliers: [1], points: [5], doubles: 0 }, null],
  ];
  for (const [label, change, want] of rows)
    await t.test(label, () => {
      const got = checkOptions({ ...DEFAULTS, ...change });
      if (want === null) assert.equal(got, null);
      else assert.match(got?.message ?? '', want);
    });
});

test('view: what a seat may not see never changes its view', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(DEFAULTS, ...VARIANTS),
      fc.nat({ max: 0xffffffff }),
      fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
      fc.nat(),
      fc.array(fc.nat(), { minLength: 8, maxLength: 60 }),
      (options, seed, picks, at, order) => {
        const played = randomPlay(GAME, options, seed, (n, step) => (picks[step % picks.length] ?? 0) % n);
        const s = played.states[at % played.states.length] as BpState;
        for (let seat = 0; seat < options.players; seat++) {
          const other = reshuffleBp(s, seat, order);
          assert.deepEqual(RULES.view(other, seat), RULES.view(s, seat), `Player ${seat + 1}'s view`);
          const text = JSON.stringify(RULES.view(s, seat));
          assert.ok(!/"(deck|rng|held|o)"/u.test(text), 'no deck, rng or other hands in the view');
        }
      },
    ),
    { numRuns: 60 },
  );
});

test('view: a seat does see its own hand (so the property above can fail)', () => {
  const s = RULES.newGame(DEFAULTS, 3);
  const changed: BpState = { ...s, held: s.held.map((h, i) => (i === 0 ? [...h].reverse() : h)) };
  assert.notDeepEqual(RULES.view(changed, 0), RULES.view(s, 0));
});

test('audit: a card lost or doubled, or a peg off the board, is reported', async (t) => {
  const s = RULES.newGame(DEFAULTS, 9);
  const rows: [string, BpState][] = [
    ['a card dropped from the deck', { ...s, deck: s.deck.slice(1) }],
    ['a card in two hands', { ...s, held: s.held.map((h, i) => (i === 1 ? [...(s.held[0] ?? []).slice(0, 1), ...h.slice(1)] : h)) }],
    ['a peg past the winner hole', { ...s, pegs: s.pegs.map((p, i) => (i === 0 ? 122 : p)) }],
    ['a peg beyond out the back', { ...s, pegs: s.pegs.map((p, i) => (i === 0 ? -5 : p)) }],
    ['the bluffing peg above the doubles called', { ...s, zone: 1 }],
    ['a hand showing that its cards do not make', { ...s, showing: s.showing.map((k, i) => (i === 0 ? k + 1 : k)) }],
  ];
  // After a whole hand (everyone keeps their cards, all but the last fold): a peg nudged off its score is reported too.
  let after: BpState = s;
  while (after.stats.hands === 1) {
    const seat = RULES.toAct(after) ?? -1;
    const move = after.phase === 'discard' ? { kind: 'discard' as const, cards: [] } : { kind: 'fold' as const };
    const next = play(RULES, after, { seat, move });
    assert.ok(next.ok);
    after = next.value;
  }
  assert.equal(RULES.audit(after), null);
  rows.push(['a peg moved by something other than the hand', { ...after, pegs: after.pegs.map((p, i) => (i === 0 ? p + 1 : p)) }]);
  assert.equal(RULES.audit(s), null);
  for (const [label, broken] of rows) await t.test(label, () => assert.notEqual(RULES.audit(broken), null));
});

/** A state in each phase (the tutorial's deal: seed 1, four players), and a finished game. */
function phases(): Record<'discard' | 'lay' | 'offer' | 'answer' | 'over', BpState> {
  const found: Partial<Record<BpState['phase'], BpState>> = {};
  for (let seed = 1; Object.keys(found).length < 5; seed++) {
    let s = RULES.newGame(DEFAULTS, seed);
    for (let step = 0; ; step++) {
      found[s.phase] ??= s;
      const seat = RULES.toAct(s);
      if (seat === null) break;
      const legal = RULES.legalMoves(s, seat);
      // Lay the highest card but call every double: games reach the offer and the answer phases soon.
      const move = legal.find((m) => m.kind === 'double') ?? legal.find((m) => m.kind === 'accept') ?? legal[step % legal.length]!;
      s = RULES.apply(s, { seat, move });
    }
  }
  return found as Record<'discard' | 'lay' | 'offer' | 'answer' | 'over', BpState>;
}

test("play (the framework's checked path): refuses junk, another seat and moves out of place with its one list of codes", async (t) => {
  const at = phases();
  const seatOf = (s: BpState): number => RULES.toAct(s)!;
  const other = (s: BpState): number => (seatOf(s) + 1) % s.o.players;
  /** A card the seat to act does not hold. */
  const notHeld = (s: BpState): number => [...Array(52).keys()].find((c) => !(s.held[seatOf(s)] ?? []).includes(c))!;
  const rows: [string, BpState, (s: BpState) => unknown, MoveErrorCode][] = [
    ['a move after the game is over', at.over, () => ({ seat: 0, move: { kind: 'fold' } }), 'game-over'],
    [
      "another seat's move (legal for the seat to act)",
      at.lay,
      (s) => ({ seat: other(s), move: RULES.legalMoves(s, seatOf(s))[0] }),
      'not-your-turn',
    ],
    ['a seat that does not exist', at.lay, () => ({ seat: 7, move: { kind: 'fold' } }), 'not-your-turn'],
    ['a seat given as text', at.lay, (s) => ({ seat: String(seatOf(s)), move: { kind: 'fold' } }), 'not-your-turn'],
    ['no seat at all', at.lay, () => ({ move: { kind: 'fold' } }), 'not-your-turn'],
    ['not an object', at.lay, () => 'fold', 'not-your-turn'],
    ['no move', at.lay, (s) => ({ seat: seatOf(s) }), 'illegal-move'],
    ['a move that is null', at.lay, (s) => ({ seat: seatOf(s), move: null }), 'illegal-move'],
    ['a move that is a list', at.lay, (s) => ({ seat: seatOf(s), move: [] }), 'illegal-move'],
    ['a move that is a word', at.lay, (s) => ({ seat: seatOf(s), move: 'fold' }), 'illegal-move'],
    ['a kind no move has', at.lay, (s) => ({ seat: seatOf(s), move: { kind: 'pass' } }), 'illegal-move'],
    ['a lay without its card', at.lay, (s) => ({ seat: seatOf(s), move: { kind: 'lay' } }), 'illegal-move'],
    [
      'a lay of a card given as text',
      at.lay,
      (s) => ({ seat: seatOf(s), move: { kind: 'lay', card: String(s.held[seatOf(s)]![0]) } }),
      'illegal-move',
    ],
    [
      'a lay of a card and a half',
      at.lay,
      (s) => ({ seat: seatOf(s), move: { kind: 'lay', card: s.held[seatOf(s)]![0]! + 0.5 } }),
      'illegal-move',
    ],
    ['a lay of a card not held', at.lay, (s) => ({ seat: seatOf(s), move: { kind: 'lay', card: notHeld(s) } }), 'illegal-move'],
    ['a legal fold with a field too many', at.lay, (s) => ({ seat: seatOf(s), move: { kind: 'fold', card: 1 } }), 'illegal-move'],
    [
      'a discard out of order',
      at.discard,
      (s) => ({ seat: seatOf(s), move: { kind: 'discard', cards: [...s.held[seatOf(s)]!.slice(0, 2)].sort((a, b) => b - a) } }),
      'illegal-move',
    ],
    [
      'a discard of one card twice',
      at.discard,
      (s) => ({ seat: seatOf(s), move: { kind: 'discard', cards: [s.held[seatOf(s)]![0], s.held[seatOf(s)]![0]] } }),
      'illegal-move',
    ],
    [
      'a discard of four cards',
      at.discard,
      (s) => ({ seat: seatOf(s), move: { kind: 'discard', cards: [...s.held[seatOf(s)]!].sort((a, b) => a - b).slice(0, 4) } }),
      'illegal-move',
    ],
    ['a fold while discarding', at.discard, (s) => ({ seat: seatOf(s), move: { kind: 'fold' } }), 'illegal-move'],
    [
      'a lay while discarding',
      at.discard,
      (s) => ({ seat: seatOf(s), move: { kind: 'lay', card: s.held[seatOf(s)]![0] } }),
      'illegal-move',
    ],
    ['a double while laying', at.lay, (s) => ({ seat: seatOf(s), move: { kind: 'double' } }), 'illegal-move'],
    ['an accept while laying', at.lay, (s) => ({ seat: seatOf(s), move: { kind: 'accept' } }), 'illegal-move'],
    [
      'a fold when offered a double (the declarer may not fold then)',
      at.offer,
      (s) => ({ seat: seatOf(s), move: { kind: 'fold' } }),
      'illegal-move',
    ],
    [
      'a lay when offered a double',
      at.offer,
      (s) => ({ seat: seatOf(s), move: { kind: 'lay', card: s.held[seatOf(s)]![0] } }),
      'illegal-move',
    ],
    ['a double when answering one', at.answer, (s) => ({ seat: seatOf(s), move: { kind: 'double' } }), 'illegal-move'],
    [
      'a lay when answering a double',
      at.answer,
      (s) => ({ seat: seatOf(s), move: { kind: 'lay', card: s.held[seatOf(s)]![0] } }),
      'illegal-move',
    ],
  ];
  for (const [label, s, make, code] of rows)
    await t.test(label, () => {
      const got = play(RULES, s, make(s));
      assert.ok(MOVE_ERROR_CODES.includes(code));
      assert.equal(got.ok ? 'accepted' : got.error.code, code);
    });
});

test('play accepts each legal move, in every phase and in random games, and gives what the trusted apply gives', () => {
  for (const s of Object.values(phases())) {
    const seat = RULES.toAct(s);
    if (seat === null) continue;
    for (const move of RULES.legalMoves(s, seat)) {
      const got: Result<BpState, MoveError> = play(RULES, s, JSON.parse(JSON.stringify({ seat, move })) as unknown);
      assert.deepEqual(got.ok ? got.value : got.error, RULES.apply(s, { seat, move }), `${s.phase}: ${JSON.stringify(move)}`);
    }
  }
  fc.assert(
    fc.property(
      fc.constantFrom(DEFAULTS, ...VARIANTS),
      fc.nat({ max: 0xffffffff }),
      fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
      fc.nat(),
      (options, seed, picks, at) => {
        const played = randomPlay(GAME, options, seed, (n, step) => (picks[step % picks.length] ?? 0) % n);
        const s = played.states[at % played.states.length] as BpState;
        const seat = RULES.toAct(s);
        if (seat === null) return;
        for (const move of RULES.legalMoves(s, seat)) {
          // A copy, as a move arrives from a link or a record: the framework finds the legal move equal to it.
          const got: Result<BpState, MoveError> = play(RULES, s, { seat, move: JSON.parse(JSON.stringify(move)) as unknown });
          assert.deepEqual(got.ok ? got.value : got.error, RULES.apply(s, { seat, move }), JSON.stringify(move));
        }
      },
    ),
    { numRuns: 80 },
  );
});

test('showingKey: the five-card tables and the rules alone (directKey) agree with handKey for any 0 to 5 distinct cards', () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { maxLength: 5 }), fc.boolean(), (cards, wild) => {
      const rules = wild ? RULESETS['bluff-n-peg-deuces'] : RULESETS['bluff-n-peg'];
      const expected = handKey(
        rules,
        cards.map((card) => ({ card })),
      );
      assert.equal(showingKeyDirect(cards, wild), expected, 'directKey path');
      assert.equal(showingKeyTables(cards, wild), expected, 'table path');
      assert.equal(showingKey(cards, wild), expected, 'what the game calls');
      // The same cards split into a list and a masked pick from another list (the bot's way), with cards left out by the mask.
      for (let split = 0; split <= cards.length; split++) {
        const more = cards.slice(split);
        const spare = [52, 53, 54].filter((c) => !cards.includes(c)).slice(0, 5 - more.length);
        const mixed: number[] = [];
        let mask = 0;
        for (const [i, c] of more.entries()) {
          mixed.push(c);
          mask |= 1 << (i + Math.min(i, spare.length));
          if (i < spare.length) mixed.push(spare[i] ?? 0);
        }
        assert.equal(showingKeyAdding(cards.slice(0, split), mixed, mask, wild), expected, `split at ${split}`);
      }
    }),
    { numRuns: 3000 },
  );
});

test('sortSmall sorts like Array.prototype.sort, ties kept in order (cards by rank, and by number)', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 51 }), { maxLength: 8 }), (cards) => {
      const byRank = (a: number, b: number): number => (a >> 2) - (b >> 2);
      assert.deepEqual(sortSmall([...cards], byRank), [...cards].sort(byRank), 'by rank, stable');
      assert.deepEqual(
        sortSmall([...cards], (a, b) => b - a),
        [...cards].sort((a, b) => b - a),
        'descending',
      );
    }),
    { numRuns: 2000 },
  );
});

test("fast path: the bot's top rank of a key is keyRanks' first rank (-1 for no cards), for any 0 to 5 distinct cards", () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { maxLength: 5 }), fc.boolean(), (cards, wild) => {
      const key = showingKey(cards, wild);
      assert.equal(topRank(key), keyRanks(key)[0] ?? -1, `key ${key}`);
    }),
    { numRuns: 3000 },
  );
});

test("fast path: the bot's cheapest way past matches trying every subset of its cards", () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 10 }),
      fc.nat({ max: 4 }),
      fc.nat({ max: 5 }),
      fc.boolean(),
      (pool, laidCount, rivalCount, wild) => {
        const laid = pool.slice(0, Math.min(laidCount, 4));
        const hand = pool.slice(laid.length, 5);
        const rival = pool.slice(5, 5 + rivalCount);
        const target = showingKey(rival, wild);
        // The slow way: every subset of the hand, smallest first.
        let size: number | null = null;
        for (let mask = 1; mask < 1 << hand.length; mask++) {
          const subset = hand.filter((_, i) => (mask >> i) & 1);
          if (showingKey([...laid, ...subset], wild) > target && (size === null || subset.length < size)) size = subset.length;
        }
        const way = cheapestWayPast(laid, hand, target, wild);
        assert.equal(way === null ? null : way.cards.length, size);
        if (way !== null) {
          assert.ok(showingKey([...laid, ...way.cards], wild) > target, 'the way gets past');
          assert.equal(way.key, showingKey([...laid, ...way.cards], wild), 'the key it reports is the one those cards make');
        }
      },
    ),
    { numRuns: 2000 },
  );
});

test('the sensible bot beats the random bot clearly', async (t) => {
  const rows: [string, BpOptions, ('sensible' | 'random')[], number[]][] = [
    ['4 players, sensible in seats 1 and 3', DEFAULTS, ['sensible', 'random'], [0, 2]],
    ['4 players, sensible in seats 2 and 4', DEFAULTS, ['random', 'sensible'], [1, 3]],
    ['2 players, deuces wild', { ...DEFAULTS, players: 2, deucesWild: true }, ['sensible', 'random'], [0]],
  ];
  for (const [label, options, bots, sensibleSeats] of rows)
    await t.test(label, () => {
      const games = 200;
      const tally = simulate(GAME, options, 12, bots, games);
      const wins = sensibleSeats.reduce((sum, seat) => sum + (tally.wins[seat] ?? 0), 0);
      // Fair shares would be 50%; sensible play should take well over two thirds.
      assert.ok(wins / games > 0.7, `sensible seats won ${wins} of ${games}`);
    });
});

test('every game ends, and the stats add up', () => {
  const games = 60;
  const tally = simulate(GAME, DEFAULTS, 4, ['sensible'], games);
  const t = tally.totals;
  assert.equal((t.outTheBack ?? 0) + (t.winnerHole ?? 0) + (t.handLimit ?? 0), games, 'each game ends one way');
  assert.ok((t.doublesAccepted ?? 0) + (t.doublesAllFolded ?? 0) === (t.doublesDeclared ?? 0), 'each double is accepted or folded to');
  assert.ok((t.lastChanceRescues ?? 0) <= (t.lastChanceEntries ?? 0) + games * DEFAULTS.players, 'rescues follow entries');
});

test('CLI: simulate --json prints the agreed keys, and the same seed gives the same bytes', () => {
  const run = (): string =>
    simulateCli(['--game', 'bluff-n-peg', '--games', '20', '--seed', '7', '--json', '--option', 'players=3']).out.join('');
  const text = run();
  assert.equal(run(), text);
  const json = JSON.parse(text) as Record<string, unknown>;
  assert.deepEqual(Object.keys(json), ['game', 'games', 'seed', 'options', 'bots', 'seats', 'length', 'ties', 'stats']);
  assert.equal(json.game, 'bluff-n-peg');
  assert.equal((json.seats as unknown[]).length, 3);
  assert.equal((json.length as { unit: string }).unit, 'hands');
  const stats = json.stats as Record<string, number>;
  for (const key of [
    'meanHands',
    'foldsPerHand',
    'doublesDeclaredPerHand',
    'doubleAcceptRate',
    'lastChanceRescuesPerGame',
    'outTheBackShare',
  ])
    assert.equal(typeof stats[key], 'number', key);
});

test('immutability: whole games with every state, view and move list deep-frozen before use never write to them', async (t) => {
  // The reducer shares unchanged parts between states (structural sharing); this holds it to never writing into one it returned.
  const rows: [string, BpOptions, ('sensible' | 'random')[]][] = [
    ['4 players, sensible bots', DEFAULTS, ['sensible']],
    ['4 players, sensible and random', DEFAULTS, ['sensible', 'random']],
    ...VARIANTS.map((o, i): [string, BpOptions, ('sensible' | 'random')[]] => [
      `variant ${i + 1}, sensible and random`,
      o,
      ['random', 'sensible'],
    ]),
  ];
  for (const [label, options, levels] of rows)
    await t.test(label, () => {
      for (let seed = 0; seed < 15; seed++) {
        const { moves, end } = playFrozen(GAME, options, seed, levels);
        assert.ok(moves.length > 0 && RULES.outcome(end) !== null, `seed ${seed} played to the end`);
      }
    });
});
