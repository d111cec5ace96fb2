import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCards } from '../../src/engine/hands/cards.ts';
import { bestMove, makeBoard, scorePlay } from '../../src/engine/games/pokers-wild/board.ts';
import { LINE_EXAMPLE, scoreLine } from '../../src/components/widgets/pokers-wild/line.ts';
import { resolve } from '../../src/components/widgets/pokers-wild/state.ts';

describe("Poker's Wild! line scorer", () => {
  // Points from the seed's table: royal flush 9 … one pair 1, nothing 0.
  const rows: Array<[string, string, number]> = [
    [LINE_EXAMPLE, 'Three of a kind', 3],
    ['7h 7d', 'One pair', 1],
    ['7h 7d 2c 2d', 'Two pair', 2],
    ['X 7h 7d 2c 2d', 'Full house', 6],
    ['As Ks Qs Js Ts', 'Royal flush', 9],
    ['9h 8h 7h 6h 5h', 'Straight flush', 8],
    ['9h 9d 9c 9s', 'Four of a kind', 7],
    ['Kh 9h 7h 4h 2h', 'Flush', 5],
    ['9h 8c 7h 6d 5h', 'Straight', 4],
    ['2c 9d', 'High card', 0],
    ['X X', 'One pair', 1],
  ];
  for (const [line, label, points] of rows) {
    it(`${line} scores ${points} (${label})`, () => {
      const r = scoreLine(line);
      assert.ok(r.ok, JSON.stringify(r));
      assert.equal(r.value.label, label);
      assert.equal(r.value.points, points);
      assert.doesNotMatch(r.value.description, /kicker/u);
    });
  }
  const bad: Array<[string, RegExp]> = [
    ['As', /1 card; it needs 2 to 5/u],
    ['As Ks Qs Js Ts 9s', /6 cards; it takes 2 to 5/u],
    ['7h 7h', /7h appears twice/u],
    ['X X X', /jokers/u],
  ];
  for (const [line, message] of bad) {
    it(`${line} can't be scored, and says why`, () => {
      const r = scoreLine(line);
      assert.ok(!r.ok);
      assert.match(r.error.message, message);
    });
  }
});

describe("Poker's Wild! scorer: why other runs don't count", () => {
  const boardOf = (query: string) => {
    const { state } = resolve(new URLSearchParams(query));
    const b = makeBoard(state.layout, state.placements);
    assert.ok(b.ok);
    return b.value;
  };
  it('never says the line that scored is broken', () => {
    const board = boardOf('');
    const hand = parseCards('Kh 9c 4d X 2s', { jokers: 2, min: 1, max: 5 });
    assert.ok(hand.ok);
    const move = bestMove(
      board,
      hand.value.map((h) => h.card),
    );
    assert.ok(move.ok && move.value !== null);
    assert.equal(move.value.score.run?.direction, 'across');
    assert.ok(!move.value.score.notes.some((n) => /Your row is broken/u.test(n)), move.value.score.notes.join(' | '));
    assert.ok(
      move.value.score.notes.some((n) => /The row that scores stops at the empty space at row 4, column 5/u.test(n)),
      move.value.score.notes.join(' | '),
    );
  });
  it('still says a line that did not score is broken', () => {
    const board = boardOf('');
    // The 4 of clubs at row 4, column 4 scores the pair of fours down; the row, cut off at column 5, scores nothing.
    const r = scorePlay(board, 2 * 4 + 3, { row: 3, col: 3 });
    assert.ok(r.ok);
    assert.equal(r.value.run?.direction, 'down');
    assert.ok(
      r.value.notes.some((n) => /Your row is broken by the empty space at row 4, column 5/u.test(n)),
      r.value.notes.join(' | '),
    );
  });
});
