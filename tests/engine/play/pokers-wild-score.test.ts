/**
 * The fast scorer against the reference: on every legal play of random
 * games (several layouts), `madeBy` finds the same hand as
 * board.ts `scorePlay`, which tries every wild through the
 * evaluator. With the printed points table the strongest hand is also the
 * one worth most, so the reference's best run gives the expected hand; and
 * the run the fast scorer names (for the log) makes that hand in the reference.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCard } from '../../../src/engine/hands/cards.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { RULES } from '../../../src/engine/games/pokers-wild/rules.ts';
import type { PwState } from '../../../src/engine/games/pokers-wild/state.ts';
import { PW_OPTIONS, SCORING, layoutOf, type PwOptions } from '../../../src/engine/games/pokers-wild/options.ts';
import { madeBy } from '../../../src/engine/games/pokers-wild/score.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import { makeBoard, scorePlay, type Placement, type Square } from '../../../src/engine/games/pokers-wild/board.ts';

const DEFAULTS = defaultOptions(PW_OPTIONS);

/** The reference's best hand for the play, and the hand it finds on the run the fast scorer names (-1: none). */
function reference(s: PwState, o: PwOptions, card: number, row: number, col: number, run: readonly Square[] | undefined): [number, number] {
  const placed: Placement[] = s.cells.flatMap((c, i) =>
    c === null ? [] : [{ square: { row: Math.floor(i / s.cols), col: i % s.cols }, card: c }],
  );
  const board = makeBoard(layoutOf(o), placed);
  assert.ok(board.ok, board.ok ? '' : board.error.message);
  const score = scorePlay(board.value, card, { row, col });
  assert.ok(score.ok, score.ok ? '' : score.error.message);
  const index = (c: string | null | undefined): number =>
    c === null || c === undefined ? -1 : SCORING.indexOf(c as (typeof SCORING)[number]);
  const same = (a: readonly Square[]): boolean =>
    run !== undefined &&
    a.length === run.length &&
    a.every((q, i) => {
      const r = run[i];
      return r !== undefined && q.row === r.row && q.col === r.col;
    });
  return [index(score.value.run?.category), index(score.value.runs.find((r) => same(r.squares))?.category)];
}

const ROWS: readonly { name: string; options: PwOptions; games: number }[] = [
  { name: 'the printed rules', options: DEFAULTS, games: 4 },
  { name: 'four wild spaces, 2 players', options: { ...DEFAULTS, wildSpaces: 4, players: 2 }, games: 4 },
  { name: 'no jokers, a 5 × 6 board', options: { ...DEFAULTS, jokers: 0, rows: 5, cols: 6 }, games: 3 },
];

for (const row of ROWS)
  test(`fast scorer = scorePlay on every legal play: ${row.name}`, () => {
    let checked = 0;
    for (let g = 0; g < row.games; g++) {
      const rng = rngAt(1000 + g);
      let s = RULES.newGame(row.options, 77 + g);
      for (let seat = RULES.toAct(s); seat !== null; seat = RULES.toAct(s)) {
        const legal = RULES.legalMoves(s, seat);
        for (const m of legal) {
          const fast = madeBy(s, m.card, m.row * s.cols + m.col);
          const [want, onRun] = reference(s, row.options, m.card, m.row, m.col, fast?.squares);
          if (fast !== null) assert.equal(onRun, fast.category, 'the run the fast scorer names makes that hand');
          assert.equal(
            fast?.category ?? -1,
            want,
            `${formatCard(m.card)} at row ${m.row + 1}, column ${m.col + 1} (game ${g}, turn ${s.turns + 1}): fast ${SCORING[fast?.category ?? -1] ?? 'nothing'}, reference ${SCORING[want] ?? 'nothing'}`,
          );
          checked++;
        }
        s = RULES.apply(s, { seat, move: rng.pick(legal) });
      }
    }
    assert.ok(checked > 1000, `${checked} plays checked`);
  });
