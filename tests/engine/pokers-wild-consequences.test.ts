/*
 * Two consequences of the wild-space rulings that the Poker's Wild! page
 * states in words (src/content/games/pokers-wild.mdx, "Wild spaces"), checked
 * against the engine before they are said:
 *   1. any legal card laid next to a wild space scores at least a pair;
 *   2. a run continues through an adjacent wild space into the cards beyond it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JOKER_A, JOKER_B, NATURAL_CARDS, formatCard, type Card } from '../../src/engine/hands/cards.ts';
import { checkPlay, DEFAULT_LAYOUT, makeBoard, scorePlay, type Placement } from '../../src/engine/games/pokers-wild/board.ts';
import { board, card } from './pokers-wild-picture.ts';

const ALL_CARDS: readonly Card[] = [...Array.from({ length: NATURAL_CARDS }, (_, i) => i), JOKER_A, JOKER_B];

describe("Poker's Wild!: a card laid next to a wild space scores at least a pair", () => {
  const boards = [
    { label: 'wild space to the right, a card above', picture: '.  Kd  .  .\n.  .  *  .\n2c .  .  .', at: { row: 1, col: 1 } },
    { label: 'wild space below, a card to the left', picture: '3h .  .\n.  .  9s\n.  *  .\n.  .  .', at: { row: 1, col: 1 } },
    { label: 'wild space to the left, the card at the board edge', picture: '.  .  Qs\n.  *  .\n.  .  4d', at: { row: 1, col: 2 } },
    { label: 'the card ends an unrelated run of two', picture: 'As 8c .  *\n.  .  .  .', at: { row: 0, col: 2 } },
  ];
  for (const b of boards) {
    it(`${b.label}: every card scores 1 point or more`, () => {
      const made = board(b.picture);
      assert.ok(checkPlay(made, b.at).ok, 'the square must be a legal play');
      const onBoard = new Set(made.cells.filter((c): c is Card => c !== null));
      for (const c of ALL_CARDS) {
        if (onBoard.has(c)) continue;
        const scored = scorePlay(made, c, b.at);
        assert.ok(scored.ok, scored.ok ? '' : scored.error.message);
        assert.ok(
          scored.value.points >= 1,
          `${formatCard(c)} at row ${b.at.row + 1}, column ${b.at.col + 1} scores ${scored.value.points}`,
        );
      }
    });
  }

  it('on the default board, every legal square beside a wild space, with every card', () => {
    // Cards on the four corners of each wild space make the four squares beside it legal plays.
    const { wildSpaces } = DEFAULT_LAYOUT;
    const corners = ['Kh', 'Qs', 'Jd', 'Tc', '9h', '8s', '7d', '6c'];
    const placed: Placement[] = [
      { square: DEFAULT_LAYOUT.starters[0]!, card: card('2c') },
      { square: DEFAULT_LAYOUT.starters[1]!, card: card('3d') },
      ...wildSpaces.flatMap((w, i) =>
        [
          [-1, -1],
          [-1, 1],
          [1, -1],
          [1, 1],
        ].map(([dr, dc], j) => ({ square: { row: w.row + dr!, col: w.col + dc! }, card: card(corners[i * 4 + j]!) })),
      ),
    ];
    const made = makeBoard(DEFAULT_LAYOUT, placed);
    assert.ok(made.ok, made.ok ? '' : made.error.message);
    let checked = 0;
    for (const w of wildSpaces) {
      for (const s of [
        { row: w.row - 1, col: w.col },
        { row: w.row + 1, col: w.col },
        { row: w.row, col: w.col - 1 },
        { row: w.row, col: w.col + 1 },
      ]) {
        assert.ok(checkPlay(made.value, s).ok, `row ${s.row + 1}, column ${s.col + 1} should be a legal play`);
        for (const c of ALL_CARDS) {
          if (made.value.cells.includes(c)) continue;
          const scored = scorePlay(made.value, c, s);
          assert.ok(
            scored.ok && scored.value.points >= 1,
            `${formatCard(c)} beside the wild space at row ${w.row + 1}, column ${w.col + 1}`,
          );
          checked++;
        }
      }
    }
    assert.equal(checked, 8 * (54 - 10), 'every card at every square beside a wild space');
    assert.ok(checked > 100, `only ${checked} plays checked`);
  });
});

describe("Poker's Wild!: a run continues through an adjacent wild space", () => {
  const rows = [
    {
      label: 'a 7 left of the wild space, 8 9 T beyond: a straight (4 points)',
      picture: '8h .  .  .  .\n.  *  8s 9d Tc\n.  .  .  .  Kd',
      card: '7c',
      at: { row: 1, col: 0 },
      points: 4,
      squares: 5,
    },
    {
      label: 'four hearts beyond a wild space make a flush with it (5 points)',
      picture: '.  *  2h 6h 9h Jh\nKd .  .  .  .  .',
      card: 'Ah',
      at: { row: 0, col: 0 },
      points: 5,
      squares: 5,
    },
    {
      label: 'a wild space below, two 5s beyond it: four of a kind (7 points)',
      picture: '.  Kd\n.  9c\n*  .\n5s .\n5d 2c',
      card: '5h',
      at: { row: 1, col: 0 },
      points: 7,
      squares: 4,
    },
  ];
  for (const r of rows) {
    it(r.label, () => {
      const made = board(r.picture);
      assert.ok(checkPlay(made, r.at).ok, 'legal play');
      const scored = scorePlay(made, card(r.card), r.at);
      assert.ok(scored.ok);
      assert.equal(scored.value.points, r.points);
      assert.equal(scored.value.run?.squares.length, r.squares, 'the scoring run reaches past the wild space');
    });
  }
});
