/**
 * Poker's Wild!'s words (words.ts). The practice table's label for each legal
 * move comes from the seat's view alone (`moveLabel`); before the split it
 * came from playing the move and cutting the log's sentence to its first
 * clause, without the seat's name (move-words.ts `moveLabels`). Nothing in
 * that clause was hidden (the board is public, and it never told the card
 * drawn), so the labels must be the very same: the old path is computed here
 * beside the new one, at every turn of random games, and a few labels are
 * pinned by hand.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstClause } from './old-labels.ts';
import { capitalize } from '../../../src/engine/words.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import { SCORING } from '../../../src/engine/games/pokers-wild/options.ts';
import { RULES } from '../../../src/engine/games/pokers-wild/rules.ts';
import type { PwMove, PwState } from '../../../src/engine/games/pokers-wild/state.ts';
import { WORDS } from '../../../src/engine/games/pokers-wild/words.ts';
import { card } from '../pokers-wild-picture.ts';
import { BOARD, DEFAULTS, opts, position, type Position } from './pokers-wild-setup.ts';

/** The label as the practice table made it before: the move played, its log sentence cut to the first clause, the seat's name taken off. */
function oldLabel(s: PwState, seat: number, move: PwMove, names: readonly string[]): string {
  const clause = firstClause(WORDS.describe(s, { seat, move }, RULES.apply(s, { seat, move })));
  const name = names[seat] ?? '';
  return capitalize(clause.startsWith(`${name} `) ? clause.slice(name.length + 1) : clause);
}

const GAMES: readonly { name: string; options: typeof DEFAULTS; seeds: readonly number[] }[] = [
  { name: 'the printed rules', options: DEFAULTS, seeds: [1, 2] },
  { name: 'two circles a hand, 3 players (rows fill)', options: opts({ players: 3, circles: 2 }), seeds: [3] },
  { name: 'four wild spaces, no jokers, a 5 × 6 board', options: opts({ wildSpaces: 4, jokers: 0, rows: 5, cols: 6 }), seeds: [4] },
];

for (const game of GAMES)
  test(`every legal move's label, every turn: non-empty, different from the others, and the label the table showed before (${game.name})`, () => {
    const names = WORDS.seatNames(game.options);
    let labels = 0;
    let nothing = 0;
    for (const seed of game.seeds) {
      const rng = rngAt(seed ^ 0x1abe1);
      let s = RULES.newGame(game.options, seed);
      for (let seat = RULES.toAct(s); seat !== null; seat = RULES.toAct(s)) {
        const legal = RULES.legalMoves(s, seat);
        const view = RULES.view(s, seat);
        const got = legal.map((m) => WORDS.moveLabel(view, m, names));
        const before = legal.map((m) => oldLabel(s, seat, m, names));
        assert.equal(new Set(got).size, got.length, `turn ${s.turns + 1}: two moves read the same`);
        // Every old label was already different, so moveLabels never added a move's fields to tell two apart.
        assert.equal(new Set(before).size, before.length);
        assert.ok(got.every((l) => l.length > 0));
        assert.deepEqual(got, before, `turn ${s.turns + 1}`);
        labels += got.length;
        nothing += got.filter((l) => l.endsWith(', scoring nothing')).length;
        s = RULES.apply(s, { seat, move: rng.pick(legal) });
      }
    }
    assert.ok(labels > 500 && nothing > 50, `${labels} labels, ${nothing} scoring nothing`);
  });

test('labels pinned by hand: the card, the square, and whether the card makes no hand at all', async (t) => {
  const pair = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const rows: { name: string; position: Position; move: [string, number, number]; want: string }[] = [
    {
      name: 'three nines',
      position: { picture: BOARD, hands: ['9d 2c', '3c'] },
      move: ['9d', 2, 1],
      want: 'Laid the 9♦ at row 2, column 1',
    },
    {
      name: 'a card that makes nothing',
      position: { picture: BOARD, hands: ['2c 9d', '3c'] },
      move: ['2c', 1, 2],
      want: 'Laid the 2♣ at row 1, column 2, scoring nothing',
    },
    {
      name: 'a joker, which always makes a hand beside a card',
      position: { picture: BOARD, hands: ['X 2c', '3c'] },
      move: ['X', 1, 2],
      want: 'Laid a joker at row 1, column 2',
    },
    {
      name: 'a pair whose row of circles is full: it makes a hand, so no "scoring nothing" (as before)',
      position: { picture: BOARD, hands: ['2c 9d', '3c'], circles: 1, marks: [pair, SCORING.map(() => 0)] },
      move: ['2c', 3, 2],
      want: 'Laid the 2♣ at row 3, column 2',
    },
  ];
  for (const row of rows)
    await t.test(row.name, () => {
      const s = position(row.position);
      const [text, r, c] = row.move;
      const move = RULES.legalMoves(s, 0).find((m) => m.card === card(text) && m.row === r - 1 && m.col === c - 1);
      assert.ok(move !== undefined, 'a legal move');
      assert.equal(WORDS.moveLabel(RULES.view(s, 0), move, ['Player 1', 'Player 2']), row.want);
    });
});

test('the outcome names seats as the words do (rules.ts keeps its own "Player n", since rules import no words)', async (t) => {
  const rows: [string, number[], string][] = [
    ['one winner', [3, 12, 9], 'Player 2 won with 12 points, 3 ahead of the next player.'],
    ['a tie', [12, 5, 12, 12], 'Player 1, Player 3 and Player 4 tied for the win on 12 points.'],
  ];
  for (const [name, scores, want] of rows)
    await t.test(name, () => {
      const over = { ...position({ picture: BOARD, hands: scores.map(() => '') }), scores, turn: -1 };
      const names = WORDS.seatNames(opts({ players: scores.length }));
      const o = RULES.outcome(over);
      assert.ok(o !== null);
      assert.equal(o.summary, want);
      for (const seat of o.winners) assert.ok(o.summary.includes(names[seat]!), `${names[seat]!} in the summary`);
    });
});
