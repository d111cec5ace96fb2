/**
 * Bluff 'N' Peg's win-chance table (games/bluff-n-peg/win-chance.ts): the buckets, the count from hand starts
 * (win-chance-count.ts) on hand-built rows, and the stored table read back against what any player knows of the game.
 * That the stored table is the one its self-play games give is checked by `npm run win-chance:bluff-n-peg` (18 s).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OUT_THE_BACK, WINNER_HOLE } from '../../../src/engine/games/bluff-n-peg/pegging.ts';
import { encodeTable, PRIOR, selfPlayGame, tableFrom } from '../../../src/engine/games/bluff-n-peg/win-chance-count.ts';
import { WIN_CHANCE_DATA } from '../../../src/engine/games/bluff-n-peg/win-chance-data.ts';
import { BUCKETS, CELLS, cellOf, pegBucket, tableChance, winChances } from '../../../src/engine/games/bluff-n-peg/win-chance.ts';
import { softmaxShares } from '../../../src/engine/search/estimate.ts';

const BUCKET_ROWS: readonly [peg: number, bucket: number][] = [
  [OUT_THE_BACK, 0],
  [-3, 1],
  [-2, 2],
  [-1, 3],
  [0, 4],
  [1, 5],
  [5, 5],
  [6, 6],
  [56, 16],
  [60, 16],
  [WINNER_HOLE, 17],
];
for (const [peg, bucket] of BUCKET_ROWS) test(`peg ${peg} is in bucket ${bucket}`, () => assert.equal(pegBucket(peg), bucket));

test('every bucket is below BUCKETS and the cells fill the table', () => {
  assert.equal(Math.max(...BUCKET_ROWS.map(([p]) => pegBucket(p))), BUCKETS - 1);
  assert.equal(cellOf(WINNER_HOLE, WINNER_HOLE, WINNER_HOLE), CELLS - 1);
  assert.equal(cellOf(OUT_THE_BACK, OUT_THE_BACK, OUT_THE_BACK), 0);
});

test('the count: a cell seen once is drawn toward its two-peg cell by PRIOR visits', () => {
  // Seat 0 at 10 with others 0, 0, 0 wins; each other seat (at 0, best other 10, worst 0) loses.
  const table = tableFrom([{ pegs: [10, 0, 0, 0], shares: [1, 0, 0, 0] }]);
  // Alone in its cell and its two-peg cell: (1 + PRIOR * 1) / (1 + PRIOR) = 1.
  assert.equal(table[cellOf(10, 0, 0)], 1);
  // The three losers share one cell, and its two-peg cell: 0.
  assert.equal(table[cellOf(0, 10, 0)], 0);
  // A cell never seen, whose two-peg cell is (10, 0): that cell's rate, 1.
  assert.equal(table[cellOf(10, 0, -3)], 1);
  // Nothing seen at all: an even 1 in 4.
  assert.equal(table[cellOf(30, 30, 30)], 0.25);
});

test('the count: a thin cell sits between its own rate and its two-peg cell', () => {
  const starts = [
    { pegs: [20, 10, 5, 5], shares: [1, 0, 0, 0] },
    { pegs: [20, 10, 0, 0], shares: [0, 1, 0, 0] },
    { pegs: [20, 10, 0, 0], shares: [0, 1, 0, 0] },
  ];
  const table = tableFrom(starts);
  // Cell (20, 10, 5): 1 of 1; its two-peg cell (20, 10): 1 of 3.
  assert.ok(Math.abs((table[cellOf(20, 10, 5)] ?? -1) - (1 + PRIOR / 3) / (1 + PRIOR)) < 1e-12);
});

test('the stored table: 2 hex digits a cell, and its encoding round-trips', () => {
  assert.match(WIN_CHANCE_DATA, new RegExp(`^[0-9a-f]{${2 * CELLS}}$`, 'u'));
  const table = new Float64Array(CELLS);
  for (let i = 0; i < CELLS; i++) table[i] = Number.parseInt(WIN_CHANCE_DATA.slice(2 * i, 2 * i + 2), 16) / 255;
  assert.equal(encodeTable(table), WIN_CHANCE_DATA);
});

const CHANCE_ROWS: readonly { name: string; pegs: readonly number[]; seat: number; low: number; high: number }[] = [
  { name: 'four pegs at the start: about an even share', pegs: [0, 0, 0, 0], seat: 0, low: 0.2, high: 0.3 },
  { name: 'six points from the winner hole, the others at the start', pegs: [55, 0, 0, 0], seat: 0, low: 0.75, high: 1 },
  { name: 'in the last last-chance hole, the others ahead', pegs: [-3, 20, 10, 5], seat: 0, low: 0, high: 0.1 },
  { name: 'the leader when another is in the last last-chance hole', pegs: [-3, 20, 10, 5], seat: 1, low: 0.6, high: 1 },
];
for (const row of CHANCE_ROWS)
  test(`the stored table: ${row.name}`, () => {
    const chance = winChances(row.pegs, WINNER_HOLE)[row.seat] ?? -1;
    assert.ok(chance >= row.low && chance <= row.high, `${chance}`);
  });

test('the chances add up to 1, and a table it was not learned for is scored by the softmax', () => {
  const shares = winChances([12, -1, 30, 7], WINNER_HOLE);
  assert.ok(Math.abs(shares.reduce((a, b) => a + b, 0) - 1) < 1e-12);
  assert.ok((shares[2] ?? 0) > (shares[0] ?? 0) && (shares[0] ?? 0) > (shares[1] ?? 0), 'in the pegs’ order here');
  assert.deepEqual(winChances([12, -1, 30], WINNER_HOLE), softmaxShares([12, -1, 30], WINNER_HOLE / 10));
  assert.deepEqual(winChances([12, -1, 30, 7], 121), softmaxShares([12, -1, 30, 7], 12.1));
  assert.ok(tableChance([12, -1, 30, 7], 2) > tableChance([12, -1, 30, 7], 1));
});

test('a self-play game records one start per hand, the first at the start hole, with the winner’s share', () => {
  const starts = selfPlayGame(99, 0);
  assert.ok(starts.length >= 2);
  const [first] = starts;
  assert.ok(first !== undefined);
  assert.deepEqual(first.pegs, [0, 0, 0, 0]);
  const { shares } = first;
  assert.ok(Math.abs(shares.reduce((a, b) => a + b, 0) - 1) < 1e-12, 'someone wins a Bluff ’N’ Peg game');
});
