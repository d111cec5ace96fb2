/** Poker's Wild! as a game: the shared properties, the checked path, hidden hands, the audit, each ruling as scenarios, the bots and the command. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { NATURAL_CARDS } from '../../../src/engine/hands/cards.ts';
import { play } from '../../../src/engine/play/play.ts';
import { SENSIBLE } from '../../../src/engine/games/pokers-wild/bots.ts';
import { SCORING, checkOptions, type PwOptions } from '../../../src/engine/games/pokers-wild/options.ts';
import { RULES } from '../../../src/engine/games/pokers-wild/rules.ts';
import type { PwMove, PwState } from '../../../src/engine/games/pokers-wild/state.ts';
import { WORDS } from '../../../src/engine/games/pokers-wild/words.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import { simulate } from '../../../src/engine/play/simulate.ts';
import { card } from '../pokers-wild-picture.ts';
import { checkGame, randomPlay, simulateCli } from './harness.ts';
import { redealPw } from './redeal.ts';
import { BOARD, DEFAULTS, opts, position, positionAfter, type Position } from './pokers-wild-setup.ts';
import { playable } from '../../../src/engine/play/playable.ts';

const GAME = playable('pokers-wild');

const cat = (c: (typeof SCORING)[number]): number => SCORING.indexOf(c);

test('Poker’s Wild! passes the shared properties', (t) => {
  checkGame(t, GAME, {
    variants: [
      opts({ players: 2, circles: 2 }),
      opts({ players: 6, jokers: 0, wildSpaces: 4, handSize: 3 }),
      // Fewer spaces than cards: the game ends when the board is full (pw-game-end).
      opts({ rows: 5, cols: 6, points: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] }),
      // More spaces than cards: it ends when every card is laid.
      opts({ rows: 9, cols: 8, players: 3, wildSpaces: 0 }),
    ],
  });
});

/** An untrusted move for the checked path, and what it says: accepted, or refused with that code. */
interface Refusal {
  readonly name: string;
  /** Built from the position, its seat to act and that seat's legal moves. */
  readonly move: (s: PwState, seat: number, legal: readonly PwMove[]) => unknown;
  readonly want: 'accepted' | 'game-over' | 'not-your-turn' | 'illegal-move';
}

/** A card the seat to act does not hold (one on the board). */
const notHeld = (s: PwState): number => s.cells.find((c) => c !== null) ?? 0;
/** A square no card may go on: one with a card on it. */
const taken = (s: PwState): { row: number; col: number } => {
  const cell = s.cells.findIndex((c) => c !== null);
  return { row: Math.floor(cell / s.cols), col: cell % s.cols };
};

const REFUSALS: readonly Refusal[] = [
  { name: 'the first legal move', move: (_s, seat, legal) => ({ seat, move: legal[0] }), want: 'accepted' },
  { name: 'the last legal move', move: (_s, seat, legal) => ({ seat, move: legal.at(-1) }), want: 'accepted' },
  {
    name: 'a legal move as a copy, its keys in another order',
    move: (_s, seat, legal) => ({ seat, move: { col: legal[0]!.col, row: legal[0]!.row, card: legal[0]!.card } }),
    want: 'accepted',
  },
  { name: 'null', move: () => null, want: 'not-your-turn' },
  { name: 'a string', move: () => 'lay', want: 'not-your-turn' },
  { name: 'no seat', move: (_s, _seat, legal) => ({ move: legal[0] }), want: 'not-your-turn' },
  { name: 'the next seat', move: (s, seat, legal) => ({ seat: (seat + 1) % s.players, move: legal[0] }), want: 'not-your-turn' },
  { name: 'a seat past the table', move: (s, _seat, legal) => ({ seat: s.players, move: legal[0] }), want: 'not-your-turn' },
  { name: 'the seat as a string', move: (_s, seat, legal) => ({ seat: String(seat), move: legal[0] }), want: 'not-your-turn' },
  { name: 'no move', move: (_s, seat) => ({ seat }), want: 'illegal-move' },
  { name: 'a move that is a number', move: (_s, seat) => ({ seat, move: 7 }), want: 'illegal-move' },
  { name: 'a move that is a list', move: (_s, seat, legal) => ({ seat, move: [legal[0]] }), want: 'illegal-move' },
  {
    name: 'a card not in the hand, on an open square',
    move: (s, seat, legal) => ({ seat, move: { ...legal[0], card: notHeld(s) } }),
    want: 'illegal-move',
  },
  {
    name: 'a held card on a square with a card',
    move: (s, seat, legal) => ({ seat, move: { ...legal[0], ...taken(s) } }),
    want: 'illegal-move',
  },
  {
    name: 'a held card on a wild space',
    move: (s, seat, legal) => ({ seat, move: { card: legal[0]!.card, row: Math.floor(s.wild[0]! / s.cols), col: s.wild[0]! % s.cols } }),
    want: 'illegal-move',
  },
  { name: 'a held card off the board', move: (s, seat, legal) => ({ seat, move: { ...legal[0], row: s.rows } }), want: 'illegal-move' },
  { name: 'a row of -1', move: (_s, seat, legal) => ({ seat, move: { ...legal[0], row: -1 } }), want: 'illegal-move' },
  {
    name: 'a row as a string',
    move: (_s, seat, legal) => ({ seat, move: { ...legal[0], row: String(legal[0]!.row) } }),
    want: 'illegal-move',
  },
  {
    name: 'a fractional column',
    move: (_s, seat, legal) => ({ seat, move: { ...legal[0], col: legal[0]!.col + 0.5 } }),
    want: 'illegal-move',
  },
  { name: 'a field too many', move: (_s, seat, legal) => ({ seat, move: { ...legal[0], score: 'one-pair' } }), want: 'illegal-move' },
  {
    name: 'a field too few',
    move: (_s, seat, legal) => ({ seat, move: { card: legal[0]!.card, row: legal[0]!.row } }),
    want: 'illegal-move',
  },
];

test('the checked path: play(RULES, …) accepts each legal move and refuses the rest with the framework’s codes', async (t) => {
  // Positions at the start, mid-game, late (hands emptying) and on a board with four wild spaces.
  const positions: [string, PwState][] = [
    ['the first turn', positionAfter(DEFAULTS, 1, 0)],
    ['turn 20', positionAfter(DEFAULTS, 2, 20)],
    ['turn 48', positionAfter(DEFAULTS, 3, 48)],
    ['four wild spaces, turn 10', positionAfter(opts({ wildSpaces: 4, players: 2 }), 4, 10)],
  ];
  for (const [where, s] of positions) {
    const seat = RULES.toAct(s)!;
    const legal = RULES.legalMoves(s, seat);
    for (const row of REFUSALS)
      await t.test(`${where}: ${row.name} → ${row.want}`, () => {
        const got = play(RULES, s, row.move(s, seat, legal));
        assert.equal(got.ok ? 'accepted' : got.error.code, row.want);
      });
    await t.test(`${where}: every legal move is accepted, and gives what apply gives`, () => {
      for (const move of legal) {
        const got = play(RULES, s, JSON.parse(JSON.stringify({ seat, move })));
        assert.ok(got.ok, JSON.stringify(move));
        assert.deepEqual(got.value, RULES.apply(s, { seat, move }));
      }
    });
  }
  await t.test('a finished game refuses even a well-formed move: game-over', () => {
    let s = positionAfter(opts({ players: 2 }), 5, 0);
    for (let seat = RULES.toAct(s); seat !== null; seat = RULES.toAct(s)) s = RULES.apply(s, { seat, move: RULES.legalMoves(s, seat)[0]! });
    const got = play(RULES, s, { seat: 0, move: { card: 0, row: 0, col: 0 } });
    assert.equal(got.ok ? 'accepted' : got.error.code, 'game-over');
  });
});

test('play accepts exactly the legal moves: random fields, at random positions', () => {
  fc.assert(
    fc.property(
      fc.nat({ max: 0xffffffff }),
      fc.nat({ max: 50 }),
      fc.record({ card: fc.integer({ min: -1, max: 54 }), row: fc.integer({ min: -1, max: 7 }), col: fc.integer({ min: -1, max: 8 }) }),
      (seed, steps, move) => {
        const s = positionAfter(DEFAULTS, seed, steps);
        const seat = RULES.toAct(s) ?? 0;
        const legal = RULES.legalMoves(s, seat).some((m) => m.card === move.card && m.row === move.row && m.col === move.col);
        assert.equal(play(RULES, s, { seat, move }).ok, legal, JSON.stringify(move));
      },
    ),
    { numRuns: 150 },
  );
});

test('view hides the other hands and the deck: changing them changes nothing a seat sees', () => {
  fc.assert(
    fc.property(fc.nat({ max: 0xffffffff }), fc.nat({ max: 50 }), fc.nat(), (seed, steps, shuffleSeed) => {
      const s = positionAfter(opts({ players: 3 }), seed, steps);
      for (let seat = 0; seat < s.players; seat++) {
        // Deal the cards this seat cannot see (other hands, the deck) again at random, hand sizes kept, and change the rng.
        const other = redealPw(s, seat, shuffleSeed);
        assert.equal(RULES.audit(other), null, 'the changed state is still a whole deck');
        assert.deepEqual(RULES.view(other, seat), RULES.view(s, seat));
        const text = JSON.stringify(RULES.view(s, seat));
        assert.ok(!/"deck"|"rng"|"hands"/u.test(text), 'no deck, rng or hands key in the view');
      }
    }),
    { numRuns: 60 },
  );
});

test('the audit catches a card lost, doubled or misplaced, and a score that is not its marks', async (t) => {
  const s = positionAfter(DEFAULTS, 7, 10);
  assert.equal(RULES.audit(s), null);
  const first = s.hands[0]?.[0] ?? 0;
  const rows: [string, PwState, RegExp][] = [
    ['a card dropped from a hand', { ...s, hands: s.hands.map((h, i) => (i === 0 ? h.slice(1) : h)) }, /54 cards/u],
    ['a card in two hands', { ...s, hands: s.hands.map((h, i) => (i === 1 ? [...h.slice(1), first] : h)) }, /54 cards/u],
    [
      'a card moved from a hand onto a wild space',
      { ...s, hands: s.hands.map((h, i) => (i === 0 ? h.slice(1) : h)), cells: s.cells.map((c, i) => (i === s.wild[0] ? first : c)) },
      /a card sits on a wild space/u,
    ],
    ['a card that is not in the deck', { ...s, deck: [...s.deck.slice(1), NATURAL_CARDS + 5] }, /54 cards/u],
    ['a point from nowhere', { ...s, scores: s.scores.map((v, i) => (i === 0 ? v + 1 : v)) }, /not the sum of the marks/u],
    ['a turn not counted', { ...s, turns: s.turns + 1 }, /cards laid in/u],
  ];
  for (const [name, bad, want] of rows) await t.test(name, () => assert.match(RULES.audit(bad) ?? '', want));
});

// ---------------------------------------------------------------------------
// Ruling scenarios on hand-built positions (pokers-wild-setup.ts).

const lay = (s: PwState, seat: number, text: string, row: number, col: number): PwState => {
  const move: PwMove = { card: card(text), row: row - 1, col: col - 1 };
  const next = play(RULES, s, { seat, move });
  assert.ok(next.ok, next.ok ? '' : next.error.message);
  return next.value;
};

test('pw-turn-order: the dealer’s left (Player 1) starts, and play passes left round the table', () => {
  let s = RULES.newGame(opts({ players: 3 }), 5);
  const order: (number | null)[] = [RULES.toAct(s)];
  for (let k = 0; k < 4; k++) {
    const seat = RULES.toAct(s) ?? 0;
    const move = RULES.legalMoves(s, seat)[0];
    assert.ok(move !== undefined);
    s = RULES.apply(s, { seat, move });
    order.push(RULES.toAct(s));
  }
  assert.deepEqual(order, [0, 1, 2, 0, 1]);
});

test('pw-best-hand and pw-scorecard: a play scores the best hand its card makes, automatically, and rows never fill', async (t) => {
  const rows: {
    name: string;
    position: Position;
    play: [string, number, number];
    points: number;
    marked: number | null;
    fullRows?: number;
  }[] = [
    {
      name: 'three nines, not the pair inside them: 3 points',
      position: { picture: BOARD, hands: ['9d 2c', '3c'] },
      play: ['9d', 2, 1],
      points: 3,
      marked: cat('three-of-a-kind'),
    },
    {
      name: 'a card that makes nothing scores nothing and marks nothing',
      position: { picture: BOARD, hands: ['2c 9d', '3c'] },
      play: ['2c', 1, 2],
      points: 0,
      marked: null,
    },
    {
      name: 'beside a wild space any card pairs: 1 point',
      position: { picture: BOARD, hands: ['2c 9d', '3c'] },
      play: ['2c', 3, 2],
      points: 1,
      marked: cat('one-pair'),
    },
    {
      name: 'thirty pairs marked already: the thirty-first still scores (no limit)',
      position: { picture: BOARD, hands: ['2c 9d', '3c'], marks: [[30, 0, 0, 0, 0, 0, 0, 0, 0, 0], SCORING.map(() => 0)] },
      play: ['2c', 3, 2],
      points: 1,
      marked: cat('one-pair'),
    },
    {
      name: 'circles option 2, two pairs marked: the pair scores nothing, and no lower hand is marked',
      position: { picture: BOARD, hands: ['2c 9d', '3c'], circles: 2, marks: [[2, 0, 0, 0, 0, 0, 0, 0, 0, 0], SCORING.map(() => 0)] },
      play: ['2c', 3, 2],
      points: 0,
      marked: null,
      fullRows: 1,
    },
    {
      name: 'a designer table (pair 5, trips 2): still the best poker hand, three of a kind, for 2',
      position: { picture: BOARD, hands: ['9d 2c', '3c'], points: [5, 4, 2, 4, 5, 6, 7, 8, 9, 10] },
      play: ['9d', 2, 1],
      points: 2,
      marked: cat('three-of-a-kind'),
    },
  ];
  for (const row of rows)
    await t.test(row.name, () => {
      const s = position(row.position);
      const after = lay(s, 0, ...row.play);
      assert.equal((after.scores[0] ?? 0) - (s.scores[0] ?? 0), row.points);
      const diff = (after.marks[0] ?? []).flatMap((n, c) => (n !== (s.marks[0]?.[c] ?? 0) ? [c] : []));
      assert.deepEqual(diff, row.marked === null ? [] : [row.marked]);
      assert.equal(after.fullRows, row.fullRows ?? 0);
    });
  await t.test('a move naming a hand to score (a choice the rules do not give) is refused', () => {
    const s = position({ picture: BOARD, hands: ['9d 2c', '3c'] });
    const move = { card: card('9d'), row: 1, col: 0, score: 'one-pair' };
    const got = play(RULES, s, { seat: 0, move });
    assert.equal(got.ok ? 'accepted' : got.error.code, 'illegal-move');
    assert.equal(play(RULES, s, { seat: 0, move: { card: card('9d'), row: 1, col: 0 } }).ok, true, 'the same play without it is legal');
  });
});

test('the view shows the last card laid, who laid it, the hand and run it made and what it scored (public, for the board)', async (t) => {
  const fresh = RULES.newGame(DEFAULTS, 3);
  await t.test('before the first turn there is none', () => assert.equal(RULES.view(fresh, 1).last, null));
  const sq = (row: number, col: number) => ({ row: row - 1, col: col - 1 });
  const rows: {
    name: string;
    position: Position;
    play: [string, number, number];
    want: { points: number; full: boolean; made: null | { category: number; direction: string; squares: { row: number; col: number }[] } };
  }[] = [
    {
      name: 'three nines across row 2, columns 1 to 3: 3 points',
      position: { picture: BOARD, hands: ['9d 2c', '3c'] },
      play: ['9d', 2, 1],
      want: {
        points: 3,
        full: false,
        made: { category: cat('three-of-a-kind'), direction: 'across', squares: [sq(2, 1), sq(2, 2), sq(2, 3)] },
      },
    },
    {
      name: 'a pair across row 3 with the wild space beside it: 1 point',
      position: { picture: BOARD, hands: ['2c 9d', '3c'] },
      play: ['2c', 3, 2],
      want: { points: 1, full: false, made: { category: cat('one-pair'), direction: 'across', squares: [sq(3, 2), sq(3, 3)] } },
    },
    {
      name: 'nothing made: no hand, no points',
      position: { picture: BOARD, hands: ['2c 9d', '3c'] },
      play: ['2c', 1, 2],
      want: { points: 0, full: false, made: null },
    },
    {
      name: 'a pair whose row of circles is full: the hand, 0 points, full',
      position: { picture: BOARD, hands: ['2c 9d', '3c'], circles: 2, marks: [[2, 0, 0, 0, 0, 0, 0, 0, 0, 0], SCORING.map(() => 0)] },
      play: ['2c', 3, 2],
      want: { points: 0, full: true, made: { category: cat('one-pair'), direction: 'across', squares: [sq(3, 2), sq(3, 3)] } },
    },
  ];
  for (const row of rows)
    await t.test(row.name, () => {
      const after = lay(position(row.position), 0, ...row.play);
      const [text, r, c] = row.play;
      for (const seat of [0, 1])
        assert.deepEqual(RULES.view(after, seat).last, { seat: 0, card: card(text), row: r - 1, col: c - 1, ...row.want });
    });
});

test('pw-game-end: an empty hand sits out once the deck is gone; the game ends when every card is laid, or no square is left', async (t) => {
  await t.test('Player 2 has no cards: after Player 1, Player 3 plays', () => {
    const s = position({ picture: BOARD, hands: ['2c 3c', '', '4c'], deck: [] });
    assert.equal(RULES.toAct(lay(s, 0, '2c', 1, 2)), 2);
  });
  await t.test('the last card laid ends the game', () => {
    const s = position({ picture: BOARD, hands: ['2c', '', ''], deck: [] });
    const after = lay(s, 0, '2c', 1, 2);
    assert.equal(RULES.toAct(after), null);
    assert.notEqual(RULES.outcome(after), null);
  });
  await t.test('a full board ends the game with cards still in hand (they score nothing)', () => {
    const s = position({ picture: '9s 9h 2d\n3d 4d .', hands: ['5c 6c', '7c'], deck: [] });
    const after = lay(s, 0, '5c', 2, 3);
    assert.equal(RULES.toAct(after), null);
    assert.deepEqual(RULES.outcome(after)?.scores, [0, 0]);
  });
  await t.test('the deck still has cards: the player draws its top card', () => {
    const s = position({ picture: BOARD, hands: ['2c 3c', '4c'], deck: ['Ah', 'Kh'] });
    assert.deepEqual(lay(s, 0, '2c', 1, 2).hands[0], [card('3c'), card('Ah')]);
  });
});

test('pw-final-tie: everyone on the highest total wins, with no tie-break', async (t) => {
  const rows: [string, number[], number[], boolean][] = [
    ['one leader', [10, 12, 9, 5], [1], false],
    ['two level at the top', [10, 12, 12, 5], [1, 2], true],
    ['all level', [7, 7], [0, 1], true],
  ];
  for (const [name, scores, winners, tie] of rows)
    await t.test(name, () => {
      const over = { ...position({ picture: BOARD, hands: scores.map(() => '') }), scores, turn: -1 };
      const o = RULES.outcome(over);
      assert.ok(o !== null);
      assert.deepEqual(o.winners, winners);
      assert.equal(o.tie, tie);
    });
});

test('describe and the sensible bot say what the play makes, and where', () => {
  const s = position({ picture: BOARD, hands: ['9d 2c', '3c'] });
  const after = lay(s, 0, '9d', 2, 1);
  assert.equal(
    WORDS.describe(s, { seat: 0, move: { card: card('9d'), row: 1, col: 0 } }, after),
    'Player 1 laid the 9♦ at row 2, column 1: three of a kind across row 2, 3 points (total 3).',
  );
  const choice = SENSIBLE(RULES.view(s, 0), RULES.legalMoves(s, 0), rngAt(1));
  // Three nines is the best play, 3 points, whether at row 2, column 1 or column 4 (beside the king); ties go to the first square in reading order.
  assert.deepEqual(choice.move, { card: card('9d'), row: 1, col: 0 });
  assert.equal(choice.reason, 'Lay the 9♦ at row 2, column 1: it makes three of a kind across row 2 for 3 points.');
});

test('the sensible bot beats the random bot clearly, from either seat', () => {
  const options = opts({ players: 2 });
  const games = 200;
  const first = simulate(GAME, options, 11, ['sensible', 'random'], games);
  const second = simulate(GAME, options, 12, ['random', 'sensible'], games);
  const share = ((first.wins[0] ?? 0) + (second.wins[1] ?? 0)) / (2 * games);
  assert.ok(share > 0.8, `the sensible bot won ${share} of its games`);
});

test('checkOptions refuses boards that cannot be laid out', async (t) => {
  const rows: [string, Partial<PwOptions>, RegExp | null][] = [
    ['the printed rules', {}, null],
    ['a 3 × 4 board: the wild spaces land on the starters', { rows: 3, cols: 4 }, /cannot hold its starters and wild spaces apart/u],
    ['a 3 × 4 board without wild spaces', { rows: 3, cols: 4, wildSpaces: 0 }, null],
    ['a 12 × 12 board, 4 wild spaces', { rows: 12, cols: 12, wildSpaces: 4 }, null],
  ];
  for (const [name, o, want] of rows)
    await t.test(name, () => {
      const got = checkOptions(opts(o));
      if (want === null) assert.equal(got, null);
      else assert.match(got?.message ?? '', want);
    });
});

test('simulate --game pokers-wild: the JSON figures, and one-line errors', async (t) => {
  const run = (args: string[]) => simulateCli(args);
  await t.test('--json', () => {
    const r = run(['--game', 'pokers-wild', '--games', '20', '--seed', '3', '--json']);
    const s = JSON.parse(r.out[0] ?? '') as {
      seats: unknown[];
      length: { unit: string; max: number };
      stats: Record<string, number>;
    };
    assert.equal(s.seats.length, 4);
    assert.equal(s.length.unit, 'turns');
    assert.equal(s.length.max, 52, 'every card but the starters is laid, one a turn');
    for (const key of [...SCORING.map((c) => `points.${c}`), 'meanScore', 'meanWinningScore', 'meanMargin', 'turnsPerGame'])
      assert.ok(typeof s.stats[key] === 'number', key);
    const byCategory = SCORING.reduce((a, c) => a + (s.stats[`points.${c}`] ?? 0), 0);
    // Points by hand, summed, are all the points scored: mean score × 4 seats (to rounding).
    assert.ok(Math.abs(byCategory - (s.stats.meanScore ?? 0) * 4) < 0.01, `${byCategory} vs ${s.stats.meanScore}`);
  });
  await t.test('a bad board', () => {
    assert.match(run(['--game', 'pokers-wild', '--option', 'rows=3', '--option', 'cols=4']).error ?? '', /cannot hold/u);
  });
  await t.test('--log tells a game', () => {
    const r = run(['--game', 'pokers-wild', '--log', '--seed', '2']);
    assert.match(r.out[1] ?? '', /^ {3}1\. Player 1 laid .+ at row \d, column \d[:,] .+\. {2}\(.+\.\)$/mu);
  });
});

test('random play: a whole game is a whole deck at the end, every card laid', () => {
  const played = randomPlay(GAME, DEFAULTS, 99, (n, k) => (k * 7) % n);
  const last = played.states.at(-1) as PwState;
  assert.equal(last.cells.filter((c) => c !== null).length, 54);
  assert.ok(last.hands.every((h) => h.length === 0) && last.deck.length === 0);
});
