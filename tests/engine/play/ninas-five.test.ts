/**
 * Nina's Five model: the shared properties under the printed rules and a few
 * designer variants, hidden information, conservation, the fast paths against
 * their slow oracles, the bots' strength and the simulate command.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { JOKER_B } from '../../../src/engine/hands/cards.ts';
import { peekabooSwapOdds } from '../../../src/engine/games/ninas-five/tricks.ts';
import { MOVE_ERROR_CODES, play } from '../../../src/engine/play/play.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import { playGame, simulate } from '../../../src/engine/play/simulate.ts';
import type { Bot, BotLevel, SeatMove } from '../../../src/engine/play/types.ts';
import { SENSIBLE, swapOddsFast } from '../../../src/engine/games/ninas-five/bots.ts';
import { checkOptions, rulesFor, type NfOptions } from '../../../src/engine/games/ninas-five/options.ts';
import { RULES, legalMoves } from '../../../src/engine/games/ninas-five/rules.ts';
import { type NfMove, type NfState } from '../../../src/engine/games/ninas-five/state.ts';
import type { NfView } from '../../../src/engine/games/ninas-five/view.ts';
import { WORDS } from '../../../src/engine/games/ninas-five/words.ts';
import { arbitraryPlayedState, checkGame, simulateCli } from './harness.ts';
import { build } from './ninas-five-setup.ts';
import { fnv1a } from './records-fixture.ts';
import { scrambleNf } from './redeal.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';

const GAME = playable('ninas-five');

const DEFAULTS: NfOptions = defaultOptions(RULES.options);
const VARIANTS: NfOptions[] = [
  { ...DEFAULTS, jokers: 0, wildCopy: 'never' },
  { ...DEFAULTS, peekabooReveal: 'in-turn', tricksToWin: 3, trickLimit: 6 },
  { ...DEFAULTS, peekaboo: false, cardsDealt: 8, handsPerShuffle: 4 },
  { ...DEFAULTS, jokers: 1, wildCopy: 'any', cardsDealt: 9, handsPerShuffle: 1 },
];
const json = (x: unknown): string => JSON.stringify(x);

test("Nina's Five passes the shared model properties", (t) => {
  for (const v of VARIANTS) assert.equal(checkOptions(v), null, json(v));
  checkGame(t, GAME, { variants: VARIANTS, runs: 40 });
});

/** States met in random play, for the properties below. */
const arbitraryState = arbitraryPlayedState(GAME, [DEFAULTS, ...VARIANTS]) as fc.Arbitrary<NfState>;

test('view hides what a seat may not see: scrambling it leaves the view unchanged', () => {
  fc.assert(
    fc.property(arbitraryState, fc.nat({ max: 3 }), fc.nat(), (s, seat, salt) => {
      const scrambled = scrambleNf(s, seat, salt);
      assert.equal(RULES.audit(scrambled), null, 'the scramble keeps every card');
      assert.equal(json(RULES.view(scrambled, seat)), json(RULES.view(s, seat)));
      assert.ok(!('rng' in RULES.view(s, seat)) && !('deck' in RULES.view(s, seat)));
    }),
    { numRuns: 80 },
  );
});

test("the scramble is not vacuous: another seat's view does change", () => {
  const s = RULES.newGame(DEFAULTS, 5);
  assert.notEqual(json(RULES.view(scrambleNf(s, 0, 9), 1).hand), json(RULES.view(s, 1).hand));
});

test('audit catches a lost card and a doubled card', () => {
  const s = RULES.newGame(DEFAULTS, 3);
  assert.match(RULES.audit({ ...s, deck: s.deck.slice(1) }) ?? '', /53 cards accounted for, not 54/u);
  assert.match(RULES.audit({ ...s, deck: [s.hands[0]?.[0] ?? 0, ...s.deck.slice(1)] }) ?? '', /missing or appears twice/u);
  assert.match(RULES.audit({ ...s, score: [1, 0] }) ?? '', /score/u);
  assert.match(
    RULES.audit({ ...s, hands: [s.hands[0]?.slice(1) ?? [], ...s.hands.slice(1)], seen: [s.hands[0]?.[0] ?? 0] }) ?? '',
    /North holds the wrong number/u,
  );
});

test('play refuses every move once the game is over: game-over', () => {
  let s = RULES.newGame({ ...DEFAULTS, tricksToWin: 1, trickLimit: 1 }, 3);
  for (let seat = RULES.toAct(s); seat !== null; seat = RULES.toAct(s)) s = RULES.apply(s, { seat, move: legalMoves(s, seat)[0]! });
  const rows: readonly [string, unknown][] = [
    ['a card from the last hand', { seat: 1, move: { kind: 'lay', card: s.hands[1]?.[0] } }],
    ['a peekaboo pass', { seat: 0, move: { kind: 'peekaboo', replace: 'pass' } }],
    ['junk', 'lay'],
  ];
  for (const [name, untrusted] of rows) {
    const r = play(RULES, s, untrusted);
    assert.equal(r.ok ? 'accepted' : r.error.code, 'game-over', name);
  }
});

/** A move from outside and what `play` makes of it: accepted, or refused with one of MOVE_ERROR_CODES. */
interface PlayRow {
  readonly name: string;
  /** The state to play in and the untrusted `{ seat, move }`. */
  readonly make: (s: NfState) => unknown;
  readonly code: (typeof MOVE_ERROR_CODES)[number];
}
const other = (s: NfState): number => (s.turn + 1) % 4;
const handCard = (s: NfState): number => s.hands[s.turn]?.[0] ?? 0;
const PLAY_ROWS: readonly PlayRow[] = [
  { name: 'nothing at all', make: () => null, code: 'not-your-turn' },
  { name: 'a move with no seat', make: (s) => ({ move: legalMoves(s, s.turn)[0] }), code: 'not-your-turn' },
  { name: "another seat's turn", make: (s) => ({ seat: other(s), move: legalMoves(s, s.turn)[0] }), code: 'not-your-turn' },
  { name: 'a seat off the table (4)', make: (s) => ({ seat: 4, move: legalMoves(s, s.turn)[0] }), code: 'not-your-turn' },
  { name: 'the seat as text', make: (s) => ({ seat: String(s.turn), move: legalMoves(s, s.turn)[0] }), code: 'not-your-turn' },
  { name: 'no move', make: (s) => ({ seat: s.turn }), code: 'illegal-move' },
  { name: 'a move that is a list', make: (s) => ({ seat: s.turn, move: [] }), code: 'illegal-move' },
  {
    name: 'a legal move with an extra field',
    make: (s) => ({ seat: s.turn, move: { ...legalMoves(s, s.turn)[0], x: 1 } }),
    code: 'illegal-move',
  },
  { name: 'a card given as text', make: (s) => ({ seat: s.turn, move: { kind: 'lay', card: String(handCard(s)) } }), code: 'illegal-move' },
  {
    name: 'the second joker, not in hand',
    make: (s) => ({ seat: s.turn, move: { kind: 'lay', card: JOKER_B, as: 3 } }),
    code: 'illegal-move',
  },
  {
    name: 'a natural card named as another',
    make: (s) => ({ seat: s.turn, move: { kind: 'lay', card: handCard(s), as: 7 } }),
    code: 'illegal-move',
  },
  { name: 'a joker laid without a name', make: (s) => ({ seat: s.turn, move: { kind: 'lay', card: 52 } }), code: 'illegal-move' },
  {
    name: 'a peekaboo swap of a partner',
    make: (s) => ({ seat: s.turn, move: { kind: 'peekaboo', replace: (s.turn + 2) % 4 } }),
    code: 'illegal-move',
  },
  {
    name: 'a peekaboo swap of its own card',
    make: (s) => ({ seat: s.turn, move: { kind: 'peekaboo', replace: s.turn } }),
    code: 'illegal-move',
  },
  { name: 'a peekaboo choice of null', make: (s) => ({ seat: s.turn, move: { kind: 'peekaboo', replace: null } }), code: 'illegal-move' },
];

test('play refuses each move from outside that is not legal, with its code, and accepts every legal move', () => {
  fc.assert(
    fc.property(arbitraryState, (s) => {
      if (s.step === 'over') {
        for (const seat of [0, 1, 2, 3]) {
          const r = play(RULES, s, { seat, move: { kind: 'peekaboo', replace: 'pass' } });
          assert.equal(r.ok ? 'accepted' : r.error.code, 'game-over');
        }
        return;
      }
      const legal = legalMoves(s, s.turn);
      for (const row of PLAY_ROWS) {
        const untrusted = row.make(s) as { seat?: unknown; move?: unknown } | null;
        // A row whose move happens to be legal here (the seat does hold the second joker, and card 3 is a name it may take) tests nothing.
        if (row.code === 'illegal-move' && legal.some((m) => json(m) === json(untrusted?.move))) continue;
        const r = play(RULES, s, untrusted);
        assert.equal(r.ok ? 'accepted' : r.error.code, row.code, `${row.name}: ${json(untrusted)} (${s.step})`);
      }
      for (const move of legal) {
        const r = play(RULES, s, { seat: s.turn, move: JSON.parse(json(move)) as NfMove });
        assert.ok(r.ok, json(move));
        assert.equal(json(r.value), json(RULES.apply(s, { seat: s.turn, move })));
      }
    }),
    { numRuns: 80 },
  );
});

test("swapOddsFast gives the same odds as the mechanic module's peekabooSwapOdds", () => {
  const rules = rulesFor('five-of-a-kind-only');
  fc.assert(
    fc.property(fc.nat({ max: 0xffffffff }), fc.constantFrom(0 as const, 1 as const), fc.nat({ max: 1 }), (seed, swapper, replace) => {
      const deck = rngAt(seed).shuffle(Array.from({ length: 54 }, (_, c) => c));
      const [community, a, b, known] = [deck.slice(0, 2), deck.slice(2, 4), deck.slice(4, 6), deck.slice(6, 11)];
      const held = (cs: number[]) => cs.map((card) => ({ card }));
      const slow = peekabooSwapOdds({ community: held(community), teams: [held(a), held(b)], swapper, replace, known: held(known) });
      assert.ok(slow.ok);
      const pool = deck.slice(11);
      const [mine, theirs] = swapper === 0 ? [a, b] : [b, a];
      const fast = swapOddsFast(rules, mine, theirs, replace, community, pool);
      assert.equal(fast.helps, slow.value.helps);
      assert.equal(fast.hurts, slow.value.hurts);
    }),
    { numRuns: 150 },
  );
});

/**
 * The game's own random player before the split: a card first, each card in hand as likely, then one of that
 * card's moves (a name for a joker); a peekaboo choice as likely as the others. The generic random player
 * (bots/random.ts) picks among all the legal moves at once, so a joker with its fifty-odd names is laid far more
 * often, and it draws once a move where this drew twice: the records fixture's games with a random seat differ.
 */
const CARD_FIRST_RANDOM: Bot<NfView, NfMove> = (_v, legal, rng) => {
  const cards = [...new Set(legal.map((m) => (m.kind === 'lay' ? m.card : -1)))];
  const card = rng.pick(cards);
  return { move: rng.pick(legal.filter((m) => (m.kind === 'lay' ? m.card : -1) === card)), reason: 'Picked at random.' };
};

/** The records fixture's Nina's Five games with a random seat (tests/engine/golden/records.json, as recorded before the split). */
const RANDOM_RECORDS: readonly { seed: number; bots: readonly BotLevel[]; hash: string }[] = [
  { seed: 7, bots: ['random'], hash: 'daf5d25c' },
  { seed: 8, bots: ['random'], hash: '363d545d' },
  { seed: 9, bots: ['random'], hash: 'fd7027af' },
  { seed: 10, bots: ['sensible', 'random'], hash: 'a5455cff' },
  { seed: 11, bots: ['sensible', 'random'], hash: '62ef8178' },
];

test('with the old card-first random player, the recorded random games replay word for word: only the player changed', async (t) => {
  const old: AnyPlayable = { ...GAME, bots: { ...GAME.bots, random: CARD_FIRST_RANDOM } };
  for (const row of RANDOM_RECORDS)
    await t.test(`seed ${row.seed}, ${row.bots.join('/')} bots`, () => {
      const played = playGame(old, DEFAULTS, row.seed, row.bots);
      const log: string[] = [];
      let s: NfState = RULES.newGame(DEFAULTS, row.seed);
      for (const m of played.record.moves as SeatMove<NfMove>[]) {
        const next = RULES.apply(s, m);
        log.push(WORDS.describe(s, m, next));
        s = next;
      }
      assert.equal(fnv1a(JSON.stringify({ moves: played.record.moves, log, outcome: played.outcome })), row.hash);
      const now = playGame(GAME, DEFAULTS, row.seed, row.bots);
      assert.notDeepEqual(now.record.moves, played.record.moves, 'the generic random player plays another game');
    });
});

test('sensible bots beat random bots clearly, on either team', () => {
  const options = DEFAULTS;
  for (const [levels, team] of [
    [['sensible', 'random'], 0],
    [['random', 'sensible'], 1],
  ] as const) {
    const tally = simulate(GAME, options, 2024, levels, 300);
    const share = (tally.wins[team] ?? 0) / 300;
    assert.ok(share > 0.8, `${levels.join(',')}: the sensible team won ${share}`);
  }
});

test('swap odds worked by hand: their K♠ out of K♠ 7♠ + K♦ 8♠, against our Q♠ 5♠', () => {
  // After the swap they hold K-8-7 plus the peekaboo card, against our K-Q-8-5. Of the 48 unseen cards,
  // a J, 10, 9, 6, 5, 4, 3 or 2 leaves them below us (4+4+4+4+3+4+4+4 = 31); a K, Q, A, 8, 7 or a joker does not.
  const rules = rulesFor('five-of-a-kind-only');
  const [Ks, Kd, Qs, s5, s7, s8] = [44, 46, 40, 12, 20, 24];
  const pool = Array.from({ length: 54 }, (_, c) => c).filter((c) => ![Ks, Kd, Qs, s5, s7, s8].includes(c));
  const swap = swapOddsFast(rules, [Qs, s5], [Ks, s7], 0, [Kd, s8], pool);
  assert.deepEqual(swap, { helps: 31 / 48, hurts: 0, before: -1 });
});

test('the sensible bot swaps out the card that makes their pair, and passes when its team is already ahead', () => {
  // North deals. North–South show K♠ 2♣ with the K♣ 4♦ flop (kings); East–West show 9♥ 9♠ (nines).
  const s = build({
    step: 'peekaboo',
    turn: 1,
    hands: ['2h 3s 4s 5s 6s', '2d 3c 4c 5c 6c', '7h 8h 8d 9c Tc', '7s 8s 9d Td Js'],
    laid: ['Ks', '9h', '2c', '9s'],
    community: 'Kc 4d',
    peekaboo: ['3h', 'Qd'],
  });
  const rng = rngAt(1);
  const east = SENSIBLE(RULES.view(s, 1), RULES.legalMoves(s, 1), rng);
  assert.deepEqual(east.move, { kind: 'peekaboo', replace: 0 });
  assert.match(east.reason, /North's K♠ breaks their pair of kings/u);
  const next = play(RULES, s, { seat: 1, move: east.move });
  assert.ok(next.ok);
  const south = SENSIBLE(RULES.view(next.value, 2), RULES.legalMoves(next.value, 2), rng);
  assert.deepEqual(south.move, { kind: 'peekaboo', replace: 'pass' });
  assert.match(south.reason, /already beat/u);
});

test('simulate command: JSON keys, the figures the issue asks for, and option errors', async (t) => {
  const run = (args: string[]) => simulateCli(args);
  await t.test('--json', () => {
    const r = run(['--game', 'ninas-five', '--games', '30', '--seed', '4', '--json', '--option', 'jokers=1']);
    const s = JSON.parse(r.out[0] ?? '') as { seats: { wins: number }[]; stats: Record<string, number>; length: { unit: string } } & Record<
      string,
      unknown
    >;
    assert.deepEqual(Object.keys(s), ['game', 'games', 'seed', 'options', 'bots', 'seats', 'length', 'ties', 'stats']);
    assert.equal(s.length.unit, 'tricks');
    assert.equal(s.seats.length, 4);
    assert.equal(s.seats[0]?.wins, s.seats[2]?.wins, 'partners win together');
    for (const k of ['meanTricks', 'tiedTricksPerGame', 'swapsPerGame', 'swapSuccess']) assert.ok(k in s.stats, k);
    assert.ok((s.stats.meanTricks ?? 0) >= 6, 'a game lasts at least six tricks');
  });
  const errors: [string[], RegExp][] = [
    [['--option', 'cardsDealt=4'], /cardsDealt of at least 6/u],
    [['--option', 'cardsDealt=9', '--option', 'handsPerShuffle=4'], /would need 56 cards but the deck has 54/u],
    [['--option', 'tricksToWin=6', '--option', 'trickLimit=10'], /at least 11/u],
    [['--option', 'wildCopy=sometimes'], /wildCopy must be one of/u],
  ];
  for (const [args, want] of errors)
    await t.test(`error: ${args.join(' ')}`, () => {
      const r = run(['--game', 'ninas-five', ...args]);
      assert.match(r.error ?? '', want);
    });
});
