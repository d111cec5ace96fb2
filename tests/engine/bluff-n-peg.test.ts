import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BLUFF_ZONE, movePeg, scoreHand, WINNER_HOLE, type BluffEvent } from '../../src/engine/games/bluff-n-peg/pegging.ts';
import { RULINGS } from '../../src/engine/games/bluff-n-peg/rulings.ts';

const lay = (player: number, cards = 1): BluffEvent => ({ type: 'lay', player, cards });
const double = (player: number): BluffEvent => ({ type: 'double', player });
const accept = (player: number): BluffEvent => ({ type: 'accept', player });
const fold = (player: number): BluffEvent => ({ type: 'fold', player });
const win = (...players: number[]): BluffEvent => ({ type: 'win', players });

/**
 * A hand for three players that reaches bluffing-zone hole `doubles`: players
 * 0, 1 and 2 each lay three cards and declare in turn; the others accept.
 * Player 0 wins with 5 cards shown; players 1 and 2 show 3 and 4.
 */
function handReaching(doubles: number): BluffEvent[] {
  const events: BluffEvent[] = [];
  for (let p = 0; p < 3; p++) {
    events.push(lay(p, 3));
    if (p < doubles) events.push(double(p), ...[0, 1, 2].filter((q) => q !== p).map(accept));
  }
  events.push(lay(0, 2), lay(2, 1), win(0));
  return events;
}

describe("bluff 'n' peg: every bluffing-zone hole", () => {
  // Hand-worked from the seed: the winner takes the number under the peg; losers pay cards × the multiplier above it.
  const rows: { doubles: number; won: number; lost1: number; lost2: number }[] = [
    { doubles: 0, won: 5, lost1: -3, lost2: -4 },
    { doubles: 1, won: 10, lost1: -6, lost2: -8 },
    { doubles: 2, won: 20, lost1: -12, lost2: -16 },
    { doubles: 3, won: 40, lost1: -24, lost2: -32 },
  ];
  for (const row of rows) {
    it(`after ${row.doubles} accepted doubles: +${row.won}, ${row.lost1}, ${row.lost2}`, () => {
      // The winner starts 20 points out and the losers 40, so no move reaches the winner hole or the last-chance holes.
      const result = scoreHand([20, 40, 40], handReaching(row.doubles));
      assert.ok(result.ok, result.ok ? '' : result.error.message);
      assert.deepEqual(
        result.value.moves.map((m) => m.points),
        [row.won, row.lost1, row.lost2],
      );
      assert.deepEqual(
        result.value.moves.map((m) => m.to),
        [20 + row.won, 40 + row.lost1, 40 + row.lost2],
      );
      assert.equal(result.value.peg.at(-1), row.doubles);
    });
  }
  it('the zone is 1X/5, 2X/10, 4X/20, 8X/40', () => {
    assert.deepEqual(
      BLUFF_ZONE.map((h) => [h.multiplier, h.points]),
      [
        [1, 5],
        [2, 10],
        [4, 20],
        [8, 40],
      ],
    );
  });
});

describe("bluff 'n' peg: folding and doubles", () => {
  const rows: { label: string; start: number[]; events: BluffEvent[]; points: number[]; peg: number[] }[] = [
    {
      label: 'folding to a double pays before the advance; one acceptance moves the peg',
      start: [20, 20, 20],
      events: [lay(0, 2), lay(1, 2), lay(2, 1), lay(0), double(0), fold(1), accept(2), lay(2), win(0)],
      points: [10, -2, -4],
      peg: [0, 0, 0, 0, 0, 0, 1, 1, 1],
    },
    {
      label: 'a fold after the advance pays the new multiplier',
      start: [20, 20, 20],
      events: [lay(0, 3), double(0), accept(1), accept(2), lay(1, 2), fold(1), win(0)],
      points: [10, -4, 0],
      peg: [0, 0, 0, 1, 1, 1, 1],
    },
    {
      label: 'everyone folds to the double: the peg stays and the declarer wins',
      start: [20, 20, 20, 20],
      events: [lay(0, 3), double(0), fold(1), fold(2), fold(3), win(0)],
      points: [5, 0, 0, 0],
      peg: [0, 0, 0, 0, 0, 0],
    },
    {
      label: 'a double declared mid-turn, then more cards',
      start: [0, 0],
      events: [lay(0, 2), lay(0, 1), double(0), accept(1), lay(0, 2), lay(1, 5), win(1)],
      points: [-10, 10],
      peg: [0, 0, 0, 1, 1, 1, 1],
    },
    {
      label: 'ties pay each winner in full',
      start: [30, 30, 30, 30, 30, 30],
      events: [lay(0, 5), lay(1, 5), lay(2, 2), fold(3), lay(4, 5), lay(5, 1), win(0, 1, 4)],
      points: [5, 5, -2, 0, 5, -1],
      peg: [0, 0, 0, 0, 0, 0, 0],
    },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const result = scoreHand(row.start, row.events);
      assert.ok(result.ok, result.ok ? '' : result.error.message);
      assert.deepEqual(
        result.value.moves.map((m) => m.points),
        row.points,
      );
      assert.deepEqual(result.value.peg, row.peg);
    });
  }
});

describe("bluff 'n' peg: invalid hands are error values", () => {
  const rows: { label: string; start?: number[]; events: BluffEvent[]; code: string; at?: number }[] = [
    { label: 'double on the second card', events: [lay(0, 2), double(0)], code: 'double-timing', at: 1 },
    { label: 'double on the fourth card', events: [lay(0, 4), double(0)], code: 'double-timing', at: 1 },
    { label: 'double after someone else acted', events: [lay(0, 3), lay(1), double(0)], code: 'double-timing', at: 2 },
    {
      label: 'a player doubling twice',
      events: [lay(0, 3), double(0), accept(1), accept(2), lay(0, 1), double(0)],
      code: 'double-timing',
      at: 5,
    },
    {
      label: 'a fourth double',
      start: [10, 10, 10, 10],
      events: [
        ...[0, 1, 2].flatMap((p) => [lay(p, 3), double(p), ...[0, 1, 2, 3].filter((q) => q !== p).map(accept)]),
        lay(3, 3),
        double(3),
      ],
      code: 'double-limit',
      at: 16,
    },
    {
      label: 'a double from the last-chance holes',
      start: [-2, 10, 10],
      events: [lay(0, 3), double(0)],
      code: 'double-last-chance',
      at: 1,
    },
    { label: 'laying while a double is unanswered', events: [lay(0, 3), double(0), lay(1)], code: 'double-pending', at: 2 },
    { label: 'the declarer answering their own double', events: [lay(0, 3), double(0), accept(0)], code: 'bad-player', at: 2 },
    { label: 'accepting with no double', events: [lay(0), accept(1)], code: 'no-double', at: 1 },
    { label: 'six cards', events: [lay(0, 4), lay(0, 2)], code: 'too-many-cards', at: 1 },
    { label: 'a folded player laying', events: [fold(1), lay(1)], code: 'player-folded', at: 1 },
    { label: 'a folded player winning', events: [lay(0), fold(1), win(1)], code: 'player-folded', at: 2 },
    { label: 'a seat that is not at the table', events: [lay(3)], code: 'bad-player', at: 0 },
    { label: 'no winner', events: [lay(0)], code: 'no-winner' },
    { label: 'events after the win', events: [lay(0), win(0), lay(1)], code: 'after-win', at: 2 },
    { label: 'one player', start: [0], events: [win(0)], code: 'bad-table' },
    { label: 'a peg already out the back', start: [-4, 0, 0], events: [win(1)], code: 'bad-position' },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const result = scoreHand(row.start ?? [10, 10, 10], row.events);
      assert.equal(result.ok, false);
      assert.equal(result.error.code, row.code, result.error.message);
      assert.equal(result.error.field === 'event' ? result.error.index : undefined, row.at);
    });
  }
});

describe("bluff 'n' peg: the track", () => {
  // from, points → to: the first last-chance hole (-1) stops a fall; after that, one hole a hand.
  const rows: [number, number, number][] = [
    [10, 5, 15],
    [WINNER_HOLE - 3, 40, WINNER_HOLE],
    [10, -4, 6],
    [3, -8, -1],
    [0, -1, -1],
    [0, 0, 0],
    [-1, -40, -2],
    [-2, -1, -3],
    [-3, -2, -4],
    [-3, 5, 2],
    [-1, 0, -1],
  ];
  for (const [from, points, to] of rows) {
    it(`from ${from}, ${points > 0 ? '+' : ''}${points} → ${to}`, () => assert.equal(movePeg(from, points), to));
  }
  it('out the back ends the game; the furthest peg leads', () => {
    const result = scoreHand([-3, 20, 30], [lay(0, 2), lay(1, 1), lay(2, 5), win(2)]);
    assert.ok(result.ok);
    assert.deepEqual(
      result.value.moves.map((m) => m.to),
      [-4, 19, 35],
    );
    assert.deepEqual(result.value.gameOver, { reason: 'out-the-back', leaders: [2], playOff: false });
  });
  it('out the back with a shared lead calls for a play-off hand', () => {
    const result = scoreHand([-3, 40, 50], [lay(0, 1), lay(1, 5), lay(2, 5), win(1)]);
    assert.ok(result.ok);
    assert.deepEqual(result.value.gameOver, { reason: 'out-the-back', leaders: [1, 2], playOff: true });
  });
  it('reaching the winner hole ends the game', () => {
    const result = scoreHand([WINNER_HOLE - 3, 0], [lay(0, 1), lay(1, 1), win(0)]);
    assert.ok(result.ok);
    assert.deepEqual(result.value.gameOver, { reason: 'winner-hole', leaders: [0], playOff: false });
  });
  it('an ordinary hand does not end the game', () => {
    const result = scoreHand([10, 10], [lay(0, 1), win(0)]);
    assert.ok(result.ok);
    assert.equal(result.value.gameOver, null);
  });
  it('rulings are prefixed bp- and unique', () => {
    assert.ok(RULINGS.every((r) => r.id.startsWith('bp-')));
    assert.equal(new Set(RULINGS.map((r) => r.id)).size, RULINGS.length);
  });
});
