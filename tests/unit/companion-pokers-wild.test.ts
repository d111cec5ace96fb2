/**
 * Poker's Wild!'s table companion page logic (components/games/pokers-wild/companion-model.ts): each player's
 * scorecard as rows of circles with running totals, the hand buttons' labels, and the line scorer's verdict in
 * words. Expected totals are worked by hand from the printed points (one pair 1 up to five of a kind 10).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMPANION, scoreLine, type PwTableState } from '../../src/engine/games/pokers-wild/companion.ts';
import { handButtonLabel, lineVerdict, scorecards } from '../../src/components/games/pokers-wild/companion-model.ts';

function play(options: unknown, ...actions: unknown[]): PwTableState {
  const setup = COMPANION.parseSetup({ players: ['Ann', 'Bob', 'Cy'], options });
  assert.ok(setup.ok, setup.ok ? '' : setup.error.message);
  let s = COMPANION.start(setup.value);
  for (const raw of actions) {
    const a = COMPANION.parseAction(s, raw);
    assert.ok(a.ok, a.ok ? '' : a.error.message);
    s = COMPANION.apply(s, a.value);
  }
  return s;
}
const mark = (player: number, hand: string) => ({ type: 'mark', player, hand });

const CARD_ROWS: readonly {
  name: string;
  options?: unknown;
  actions: unknown[];
  totals: number[];
  leading: boolean[];
  row: { seat: number; hand: string; marked: number; left: number | null; scored: number; label: string };
}[] = [
  {
    name: 'a new table: every total 0, everyone level, rows open without limit',
    actions: [],
    totals: [0, 0, 0],
    leading: [true, true, true],
    row: { seat: 0, hand: 'one-pair', marked: 0, left: null, scored: 0, label: 'One pair (1 point)' },
  },
  {
    name: 'two flushes and a pair for Ann (5 + 5 + 1), a straight for Bob (4)',
    actions: [mark(0, 'flush'), mark(1, 'straight'), mark(0, 'flush'), mark(0, 'one-pair')],
    totals: [11, 4, 0],
    leading: [true, false, false],
    row: { seat: 0, hand: 'flush', marked: 2, left: null, scored: 10, label: 'Flush (5 points)' },
  },
  {
    name: 'two circles a hand: a row with both marked is full, its button says so',
    options: { circles: 2 },
    actions: [mark(2, 'full-house'), mark(2, 'full-house')],
    totals: [0, 0, 12],
    leading: [false, false, true],
    row: { seat: 2, hand: 'full-house', marked: 2, left: 0, scored: 12, label: 'Full house (row full)' },
  },
  {
    name: 'a table’s own points: five of a kind worth 50',
    options: { points: [1, 2, 3, 4, 5, 6, 7, 8, 9, 50] },
    actions: [mark(1, 'five-of-a-kind')],
    totals: [0, 50, 0],
    leading: [false, true, false],
    row: { seat: 1, hand: 'five-of-a-kind', marked: 1, left: null, scored: 50, label: 'Five of a kind (50 points)' },
  },
];

for (const row of CARD_ROWS) {
  test(`scorecards: ${row.name}`, () => {
    const cards = scorecards(play(row.options, ...row.actions));
    assert.deepEqual(
      cards.map((c) => c.total),
      row.totals,
    );
    assert.deepEqual(
      cards.map((c) => c.leading),
      row.leading,
    );
    const r = cards[row.row.seat]?.rows.find((x) => x.hand === row.row.hand);
    assert.ok(r !== undefined);
    assert.deepEqual([r.marked, r.left, r.scored, handButtonLabel(r)], [row.row.marked, row.row.left, row.row.scored, row.row.label]);
    assert.equal(cards[0]?.rows.length, 10, 'a row for each of the ten scoring hands');
  });
}

const LINE_ROWS: readonly { name: string; line: string; played: number; verdict: string }[] = [
  { name: 'a pair with its neighbour', line: '9s 9h', played: 1, verdict: 'One pair, 1 point (squares 1 to 2).' },
  {
    name: 'a wild space beside the card fills a royal flush, and the verdict says what it stood for',
    line: 'Ah Kh * Jh 10h',
    played: 1,
    verdict: 'Royal flush, 9 points (squares 1 to 5; the wild at square 3 stands for Qh).',
  },
  {
    name: 'a wild space two squares from the card ends the run (ruling pw-wild-space-adjacent)',
    line: '5c 6c * 8c 9c',
    played: 0,
    verdict: 'That card makes no hand in this line: it scores nothing here.',
  },
  {
    name: 'a pair the card is not in',
    line: '5c 9s 9h',
    played: 0,
    verdict: 'That card makes no hand in this line: it scores nothing here.',
  },
];

for (const row of LINE_ROWS) {
  test(`lineVerdict: ${row.name}`, () => {
    const scored = scoreLine({ line: row.line, played: row.played });
    assert.ok(scored.ok, scored.ok ? '' : scored.error.message);
    assert.equal(lineVerdict(scored.value), row.verdict);
  });
}
