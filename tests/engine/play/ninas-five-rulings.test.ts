/**
 * One table-driven scenario per Nina's Five play ruling: a hand-built
 * position, the moves, and what the ruling says must happen, worked out by
 * hand from the cards.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keyCategory, keyRanks } from '../../../src/engine/hands/key.ts';
import { RULESETS } from '../../../src/engine/hands/rulesets.ts';
import { RULINGS } from '../../../src/engine/games/ninas-five/rulings.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { jokerNames, RULES } from '../../../src/engine/games/ninas-five/rules.ts';
import { type NfMove, type NfState } from '../../../src/engine/games/ninas-five/state.ts';
import { build, card, cards, type Setup } from './ninas-five-setup.ts';
import { play } from '../../../src/engine/play/play.ts';

const json = (x: unknown): string => JSON.stringify(x);
function run(state: NfState, moves: readonly [number, NfMove][]): NfState {
  let s = state;
  for (const [seat, move] of moves) {
    const next = play(RULES, s, { seat, move });
    assert.ok(next.ok, next.ok ? '' : `${json(move)}: ${next.error.message}`);
    s = next.value;
  }
  return s;
}
const lay = (c: string): NfMove =>
  c.includes('=') ? { kind: 'lay', card: card(c.split('=')[0] ?? ''), as: card(c.split('=')[1] ?? '') } : { kind: 'lay', card: card(c) };
const peek = (replace: number | 'pass'): NfMove => ({ kind: 'peekaboo', replace });

test('every new play ruling has a scenario here', () => {
  const covered = [
    'nf-peekaboo-order',
    'nf-peekaboo-who',
    'nf-first-dealer',
    'nf-tied-trick',
    'nf-reshuffle',
    'nf-joker-naming',
    'nf-joker-named-twice',
    'nf-trick-limit',
    'nf-peekaboo-joker',
    'nf-six-cards-three-tricks',
  ];
  for (const id of covered)
    assert.ok(
      RULINGS.some((r) => r.id === id),
      id,
    );
});

// North deals; all four have laid a first card; East (dealer's left) decides first, then South.
const AT_PEEKABOO: Setup = {
  step: 'peekaboo',
  turn: 1,
  hands: ['2h 3s 4s 5s 6s', '2d 3c 4c 5c 6c', '7h 8h 8d 9c Tc', '7s 8s 9d Td Js'],
  laid: ['Ks', '9h', '2c', '9s'],
  community: 'Kc 4d',
  peekaboo: ['3h', 'Qd'],
  deckTop: '7c',
};

test('nf-peekaboo-order: both teams choose in secret and the swaps are shown together (in-turn: the second team sees the first)', async (t) => {
  await t.test('together: South cannot tell what East chose', () => {
    const swapped = run(build(AT_PEEKABOO), [[1, peek(2)]]);
    const passed = run(build(AT_PEEKABOO), [[1, peek('pass')]]);
    assert.equal(json(RULES.view(swapped, 2)), json(RULES.view(passed, 2)));
    assert.deepEqual(RULES.view(swapped, 2).laid[2], [{ card: card('2c') }], "South's card is still face up");
    assert.equal(RULES.view(swapped, 1).myChoice, 2, 'East remembers its own choice');
    assert.equal(RULES.view(swapped, 3).myChoice, null, "East's partner does not see it either");
  });
  await t.test('together: both swaps land at once, then the river', () => {
    const s = run(build(AT_PEEKABOO), [
      [1, peek(2)],
      [2, peek(1)],
    ]);
    assert.deepEqual(s.laid[2], [{ card: card('Qd'), peekabooOf: 1 }], "East–West's Qd replaces South's 2c");
    assert.deepEqual(s.laid[1], [{ card: card('3h'), peekabooOf: 0 }], "North–South's 3h replaces East's 9h");
    assert.deepEqual([...s.seen].sort(), cards('2c 9h').sort(), 'the replaced cards leave the trick face up');
    assert.deepEqual(s.community, cards('Kc 4d 7c'));
    assert.equal(s.step, 'second-plays');
    assert.equal(RULES.toAct(s), 1);
    assert.deepEqual(RULES.view(s, 0).laid[2], [{ faceDown: true, peekabooOf: 1 }], 'a swapped-in card lies face down');
  });
  await t.test('in-turn: South sees the swap before choosing, and may answer it', () => {
    const setup = { ...AT_PEEKABOO, options: { peekabooReveal: 'in-turn' as const } };
    const s = run(build(setup), [[1, peek(2)]]);
    assert.deepEqual(RULES.view(s, 2).laid[2], [{ faceDown: true, peekabooOf: 1 }]);
    assert.deepEqual(RULES.legalMoves(s, 2), [peek('pass'), peek(1), peek(3)]);
    const after = run(s, [[2, peek('pass')]]);
    assert.deepEqual(after.buried, cards('3h'), 'an unused peekaboo card is discarded unseen');
    assert.deepEqual(after.laid[1], [{ card: card('9h') }]);
  });
});

test("nf-peekaboo-who: the partner who laid the team's first card decides, the dealer's left first", async (t) => {
  const rows: [dealer: number, first: number, second: number][] = [
    [0, 1, 2],
    [1, 2, 3],
    [2, 3, 0],
    [3, 0, 1],
  ];
  for (const [dealer, first, second] of rows)
    await t.test(`dealer ${dealer}: seat ${first}, then seat ${second}`, () => {
      let s = build({ ...AT_PEEKABOO, dealer, turn: (dealer + 1) % 4 });
      for (const decider of [first, second]) {
        assert.equal(RULES.toAct(s), decider);
        for (let seat = 0; seat < 4; seat++) if (seat !== decider) assert.deepEqual(RULES.legalMoves(s, seat), []);
        s = run(s, [[decider, peek('pass')]]);
      }
      assert.equal(s.step, 'second-plays');
    });
});

test('nf-first-dealer: North deals first, East lays first, and the deal passes left after every trick', async (t) => {
  const rows: [tricks: number, dealer: number, lead: number][] = [
    [0, 0, 1],
    [1, 1, 2],
    [2, 2, 3],
    [3, 3, 0],
    [4, 0, 1],
  ];
  for (const [tricks, dealer, lead] of rows)
    await t.test(`after ${tricks} tricks: dealer ${dealer}, lead ${lead}`, () => {
      let s = RULES.newGame(defaultOptions(RULES.options), 7);
      while (s.results.length < tricks) {
        const seat = RULES.toAct(s);
        assert.ok(seat !== null);
        const move = RULES.legalMoves(s, seat)[0];
        assert.ok(move !== undefined);
        s = run(s, [[seat, move]]);
      }
      assert.equal(s.dealer, dealer);
      assert.equal(RULES.toAct(s), lead);
    });
});

// North deals and lays last: A-K-J-9-7 against A-K-J-9-7, no flush, no straight, no pair: a tie.
const TIED: Setup = {
  step: 'second-plays',
  turn: 0,
  hands: ['7h 8c 5s 6s 4s', '2d 3h 4c 5c', '5h 6h 8h 8d', 'Td Js Qs Qc'],
  laid: ['Ac', 'Ad Kc', 'Kd 9s', '9h 7s'],
  community: '2c 3d Jh',
};

test('nf-tied-trick and nf-reshuffle: a tie scores nothing but uses up a trick of the deal; the third trick brings a full reshuffle', async (t) => {
  await t.test('trick 1 of the deal tied: nobody scores, East deals trick 2 from the same hands', () => {
    const s = run(build(TIED), [[0, lay('7h')]]);
    assert.deepEqual(s.score, [0, 0]);
    assert.equal(s.results[0]?.winner, null);
    assert.equal(s.dealer, 1);
    assert.equal(RULES.toAct(s), 2);
    assert.equal(s.shuffleTrick, 2);
    assert.deepEqual(
      s.hands.map((h) => h.length),
      [4, 4, 4, 4],
    );
  });
  await t.test('trick 3 of the deal tied: everything goes back, six new cards each', () => {
    const setup: Setup = {
      ...TIED,
      shuffleTrick: 3,
      hands: ['7h', '', '', ''],
      buried: 'Qh Qd 2s 3s',
      ties: 2,
    };
    const s = run(build(setup), [[0, lay('7h')]]);
    assert.equal(s.results.length, 3);
    assert.equal(s.shuffleTrick, 1);
    assert.deepEqual(
      s.hands.map((h) => h.length),
      [6, 6, 6, 6],
    );
    assert.deepEqual(s.seen, []);
    assert.deepEqual(s.buried, []);
    assert.equal(s.deck.length, 54 - 24 - 2 - 2, 'the rest of the 54 after the hands, two peekaboo cards and the flop');
  });
  await t.test('dealing 7 each: the card still in hand goes back at the reshuffle too', () => {
    const setup: Setup = { ...TIED, options: { cardsDealt: 7 }, shuffleTrick: 3, hands: ['7h 8c', '2d', '5h', 'Td'], ties: 2 };
    const s = run(build(setup), [[0, lay('7h')]]);
    assert.deepEqual(
      s.hands.map((h) => h.length),
      [7, 7, 7, 7],
    );
    assert.equal(s.deck.length, 54 - 28 - 4);
    assert.equal(RULES.audit(s), null);
  });
});

// North is to lay; North–South show Kh (North) and Kc (South).
const NAMING = (community: string, wildCopy: 'five-of-a-kind-only' | 'any' | 'never'): NfState =>
  build({
    options: { wildCopy },
    step: 'second-plays',
    turn: 0,
    dealer: 3,
    hands: ['X Ah 5c 6c 7c', '2d 3h 4c 5h 2h', '5d 6h 8h 8d 3c', 'Td Js Qs Qc Tc'],
    laid: ['Kh', '9c', 'Kc', '9h'],
    community,
  });

test('nf-joker-naming: a laid joker is named as a card not in sight, or a copy making five of a kind', async (t) => {
  const rows: [string, string, 'five-of-a-kind-only' | 'any' | 'never', number, string, string][] = [
    [
      'four kings showing: a fifth king may be named; the 2♠ and the cards in hand may not',
      'Ks Kd 2s',
      'five-of-a-kind-only',
      47,
      'Ks Kd Kh Kc Qh',
      'Ah 5c 6c 7c 2s',
    ],
    ['three kings showing: no copy', 'Ks 7d 2s', 'five-of-a-kind-only', 43, 'Kd Qh As', 'Ks Kh Kc 7d 2s Ah 5c 6c 7c'],
    ['never: no copy even for five of a kind', 'Ks Kd 2s', 'never', 43, 'Qh As Ad', 'Ks Kd Kh Kc 2s Ah 5c 6c 7c'],
    ['any: every card', 'Ks Kd 2s', 'any', 52, 'Ks Ah 5c 2s', ''],
  ];
  for (const [name, community, rule, count, allowed, refused] of rows)
    await t.test(name, () => {
      const s = NAMING(community, rule);
      const names = jokerNames(s, 0);
      assert.equal(names.length, count);
      for (const c of cards(allowed)) assert.ok(names.includes(c), `may name ${allowed}`);
      for (const c of cards(refused)) {
        assert.ok(!names.includes(c), `may not name ${refused}`);
        assert.equal(play(RULES, s, { seat: 0, move: { kind: 'lay', card: card('X'), as: c } }).ok, false);
      }
      assert.equal(play(RULES, s, { seat: 0, move: { kind: 'lay', card: card('X') } }).ok, false, 'a laid joker must be named');
    });
});

test("nf-joker-named-twice: the named A♥ and the real A♥ both count (a flush A-A-Q-J-9, not the free joker's A-K-Q-J-9)", () => {
  const s = run(
    build({
      step: 'second-plays',
      turn: 0,
      hands: ['9h 2s 3s 4s 5s', '2d 3h 4c 5c', '5h 6h 8h 8d', 'Jd Js Qs Qc'],
      laid: ['X=Ah', 'Ts Td', 'Qh Ah', '4h 6s'],
      community: 'Jh 2c 3d',
    }),
    [[0, lay('9h')]],
  );
  const key = s.results[0]?.keys[0] ?? 0;
  const ladder = RULESETS['ninas-five'].categories;
  assert.equal(keyCategory(key, ladder), 'flush');
  assert.deepEqual(keyRanks(key), [12, 12, 10, 9, 7]);
  assert.equal(s.results[0]?.winner, 0, "a flush beats East–West's pair of tens");
});

test('nf-peekaboo-joker: a joker swapped in is a free wild for the team it lands with, and the swap counts as a backfire', () => {
  // North–South swapped East's 8h for their peekaboo card, a joker: East–West's Q-Q-Q plus a free joker make four queens.
  const s = run(
    build({
      step: 'second-plays',
      turn: 0,
      hands: ['Ac 2s 3s 4s 6s', '2d 3h 4c 5c', '6h 7h 9h 8d', 'Td Js Ks Kc'],
      laid: ['As', '?X 7c', 'Ad 5d', 'Qs Qd'],
      community: 'Qh 2c 3d',
      swaps: [{ by: 0, seat: 1, replaced: '8h', card: 'X' }],
      buried: 'Th',
    }),
    [[0, lay('Ac')]],
  );
  const r = s.results[0];
  assert.ok(r !== undefined);
  assert.equal(keyCategory(r.keys[1], RULESETS['ninas-five'].categories), 'four-of-a-kind');
  assert.equal(r.winner, 1);
  // With the 8h back, East–West have three queens against three aces: the swap turned a win into a loss.
  assert.deepEqual(
    r.swaps.map((w) => w.effect),
    [-1],
  );
});

test('nf-trick-limit: at the limit the team ahead wins, and level is a draw', async (t) => {
  const rows: [string, Partial<Setup>, number[], boolean][] = [
    ['ahead 1–0 after three tricks (limit 3)', { options: { tricksToWin: 2, trickLimit: 3 }, score: [1, 0], ties: 1 }, [0, 2], false],
    ['level 0–0 after three tricks (limit 3)', { options: { tricksToWin: 2, trickLimit: 3 }, score: [0, 0], ties: 2 }, [0, 1, 2, 3], true],
    ['one trick to win, limit 1, tied', { options: { tricksToWin: 1, trickLimit: 1 } }, [0, 1, 2, 3], true],
  ];
  for (const [name, extra, winners, tie] of rows)
    await t.test(name, () => {
      const s = run(build({ ...TIED, ...extra }), [[0, lay('7h')]]);
      const o = RULES.outcome(s);
      assert.ok(o !== null);
      assert.deepEqual(o.winners, winners);
      assert.equal(o.tie, tie);
      assert.equal(RULES.toAct(s), null);
      assert.match(o.summary, tie ? /draw/u : /limit/u);
    });
});

test('nf-six-cards-three-tricks: six cards last three tricks, then a fresh six', () => {
  let s = RULES.newGame(defaultOptions(RULES.options), 11);
  const sizes: number[][] = [s.hands.map((h) => h.length)];
  assert.equal(s.deck.length, 54 - 24 - 2 - 2);
  while (s.results.length < 3) {
    const seat = RULES.toAct(s);
    assert.ok(seat !== null);
    const before = s.results.length;
    s = run(s, [[seat, RULES.legalMoves(s, seat)[0] as NfMove]]);
    if (s.results.length > before) sizes.push(s.hands.map((h) => h.length));
  }
  assert.deepEqual(sizes, [
    [6, 6, 6, 6],
    [4, 4, 4, 4],
    [2, 2, 2, 2],
    [6, 6, 6, 6],
  ]);
});
