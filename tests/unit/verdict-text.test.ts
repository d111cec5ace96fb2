/**
 * Tie wording where people read it: the hand-ranker's verdict line and the
 * Compare table. Expected sentences are written from the rules by hand.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allVerdicts, outcomeText, verdictFor } from '../../src/components/compare/verdicts.ts';
import {
  handOutcome,
  isAhead,
  judgeEverywhere,
  verdictCell,
  verdictSummary,
  type Table,
} from '../../src/components/widgets/hand-ranker/model.ts';
import { judgeTable } from '../../src/components/widgets/hand-ranker/dice-model.ts';

describe('hand-ranker: the verdict line', () => {
  const rows: ReadonlyArray<{ name: string; table: Table; summary: RegExp; not?: RegExp; heading: readonly string[] }> = [
    {
      name: 'Nuclear: a tie makes both players winners, with no pot',
      table: { game: 'nuclear-holdem', hands: ['2c 3d', '4h 2s'], board: 'Ts Js Qs Ks As' },
      summary: /^Tie between Hand 1 and Hand 2: a royal flush\. Tie: all are winners\.$/u,
      not: /pot/u,
      heading: [' (ties for the win)', ' (ties for the win)'],
    },
    {
      name: "Nina's Five: a tie wins nobody the trick",
      table: { game: 'ninas-five', hands: ['8h 9s 2c 2d', '8c 9c 2h 2s'], board: '5c 6d 7s' },
      summary: /^Tie between Hand 1 and Hand 2: a straight, nine-high\. Tie: nobody wins\.$/u,
      heading: [' (ties; nobody wins)', ' (ties; nobody wins)'],
    },
    {
      name: 'standard: a tie splits the pot',
      table: { game: 'standard', hands: ['As Kd', 'Ah Kc'], board: '' },
      summary: /Tie: split the pot\.$/u,
      heading: [' (ties for the win)', ' (ties for the win)'],
    },
    {
      name: 'one winner',
      table: { game: 'standard', hands: ['Kh Kd 9s 9c 2h', 'Ks Kc 7h 7d As'], board: '' },
      summary: /^Hand 1 wins with two pair/u,
      heading: [' (wins)', ''],
    },
    {
      name: "Poker's Wild!: two pair with a two and with an ace score the same, and nothing wins",
      table: { game: 'pokers-wild', hands: ['Kh Kd 9s 9c 2h', 'Ks Kc 9h 9d As'], board: '' },
      summary: /^Hand 1 and Hand 2 score the same: 2 points each, for two pair\.$/u,
      not: /\b(?:wins?|beats?|tie)\b/u,
      heading: [' (scores 2 points)', ' (scores 2 points)'],
    },
    {
      name: "Poker's Wild!: a straight's 4 points against two pair's 2",
      table: { game: 'pokers-wild', hands: ['Kh Kd 4s 4c', '5h 6d 7c 8s 9h'], board: '' },
      summary: /^Hand 2 scores more: 4 points, for a straight\.$/u,
      not: /\bwins?\b/u,
      heading: [' (scores 2 points)', ' (scores 4 points)'],
    },
    {
      name: "Poker's Wild!: three lines, the most points named",
      table: { game: 'pokers-wild', hands: ['Ts Td', 'Qs Qd Qc', '2c 5d'], board: '' },
      summary: /^Hand 2 scores the most: 3 points, for three of a kind\.$/u,
      heading: [' (scores 1 point)', ' (scores 3 points)', ' (scores 0 points)'],
    },
    {
      name: "Poker's Wild!: no line makes a pair",
      table: { game: 'pokers-wild', hands: ['4c 5c 6c 7c', '2d 9h'], board: '' },
      summary: /^No line scores\.$/u,
      heading: [' (scores 0 points)', ' (scores 0 points)'],
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const j = judgeTable(row.table);
      assert.ok(j.ok, j.ok ? '' : j.error.message);
      const text = verdictSummary(j.value);
      assert.match(text, row.summary);
      if (row.not !== undefined) assert.doesNotMatch(text, row.not);
      assert.deepEqual(
        j.value.hands.map((_, i) => handOutcome(j.value, i)),
        row.heading,
      );
    });
  }
  it("Nina's Five: a declared joker on the board is refused, as by the CLI", () => {
    const j = judgeTable({ game: 'ninas-five', hands: ['Qs Qd Qc 3h', 'Ks Kd Kc 3d'], board: 'X=Qh 2c 7s' });
    assert.equal(j.ok ? 'judged' : j.error.code, 'bad-declaration');
  });
});

describe('hand-ranker: which hands are shown ahead, and the every-game table', () => {
  const rows: ReadonlyArray<{ name: string; table: Table; ahead: readonly boolean[]; cell: string }> = [
    {
      name: "Nina's Five: a tie that wins nobody still shows both hands level at the top",
      table: { game: 'ninas-five', hands: ['8h 9s 2c 2d', '8c 9c 2h 2s'], board: '5c 6d 7s' },
      ahead: [true, true],
      cell: 'No winner (a tie)',
    },
    {
      name: 'standard: the winner',
      table: { game: 'standard', hands: ['Kh Kd 9s 9c 2h', 'Ks Kc 7h 7d As'], board: '' },
      ahead: [true, false],
      cell: 'Hand 1',
    },
    {
      name: "Poker's Wild!: the line with more points",
      table: { game: 'pokers-wild', hands: ['Kh Kd 4s 4c', '5h 6d 7c 8s 9h'], board: '' },
      ahead: [false, true],
      cell: 'Hand 2 scores more',
    },
    {
      name: "Poker's Wild!: lines on the same points",
      table: { game: 'pokers-wild', hands: ['Kh Kd 9s 9c 2h', 'Ks Kc 9h 9d As'], board: '' },
      ahead: [true, true],
      cell: 'Hand 1 and Hand 2 score the same',
    },
    {
      name: "Poker's Wild!: no line scores, so none is shown ahead",
      table: { game: 'pokers-wild', hands: ['4c 5c 6c 7c', '2d 9h'], board: '' },
      ahead: [false, false],
      cell: 'No line scores',
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const j = judgeTable(row.table);
      assert.ok(j.ok, j.ok ? '' : j.error.message);
      assert.deepEqual(
        j.value.hands.map((_, i) => isAhead(j.value, i)),
        row.ahead,
      );
      assert.equal(verdictCell(j.value), row.cell);
    });
  }
  it("the every-game row for Poker's Wild! reads in points beside the others' winners", () => {
    const rows = judgeEverywhere(['Kh Kd 9s 9c 2h', 'Ks Kc 9h 9d As'], '');
    const cells = Object.fromEntries(rows.map((r) => [r.game, r.result.ok ? verdictCell(r.result.value) : "can't judge"]));
    assert.equal(cells['pokers-wild'], 'Hand 1 and Hand 2 score the same');
    assert.equal(cells['standard'], 'Hand 2');
  });
});

describe('compare: tie labels', () => {
  const rows: ReadonlyArray<[string, Parameters<typeof verdictFor>, string, RegExp]> = [
    ['Nuclear has no pot', ['nuclear-holdem', 'As Kd Th Jc Qs', 'Ah Kc Td Jh Qc'], 'Tie: all are winners', /pot/u],
    ["Nina's Five gives the trick to nobody", ['ninas-five', 'As Kd Qh Jc 9s', 'Ah Ks Qd Jh 9c'], 'Tie: nobody wins', /pot/u],
    ['Peekaboo splits the pot, and dice have no suits', ['peekaboo', '5 5 3 3 1', '3 5 1 5 3'], 'Tie: split the pot', /suit/u],
  ];
  for (const [name, args, label, never] of rows) {
    it(name, () => {
      const v = verdictFor(...args);
      assert.equal(v.error, null);
      assert.equal(v.outcome, 'tie');
      assert.equal(outcomeText(v), label);
      assert.ok(v.reasons.length > 0);
      for (const r of v.reasons) assert.doesNotMatch(r, never);
    });
  }
});

describe("compare: Poker's Wild! reads in points", () => {
  const rows: ReadonlyArray<[string, Parameters<typeof verdictFor>, 'A' | 'B' | 'tie', string]> = [
    ['two pair with a two and with an ace: the same points', ['pokers-wild', 'Kh Kd 9s 9c 2h', 'Ks Kc 9h 9d As'], 'tie', 'Same points'],
    ['a full house against a straight: 6 points to 4', ['pokers-wild', 'Qc Qd X 5s 5h', 'Ac Kc Qh Jd Ts'], 'A', 'Hand A scores more'],
    ['two odd cards each: neither scores', ['pokers-wild', '2c 9d', 'Kh 4s'], 'tie', 'Neither scores'],
  ];
  for (const [name, args, outcome, label] of rows) {
    it(name, () => {
      const v = verdictFor(...args);
      assert.equal(v.error, null);
      assert.equal(v.outcome, outcome);
      assert.equal(outcomeText(v), label);
      for (const r of v.reasons) assert.doesNotMatch(r, /\b(?:wins?|beats?)\b/u);
    });
  }
  it('standard poker gives the ace kicker the pot, so Poker’s Wild! is marked as differing', () => {
    const { verdicts } = allVerdicts('Kh Kd 9s 9c 2h', 'Ks Kc 9h 9d As');
    const by = Object.fromEntries(verdicts.map((v) => [v.id, v]));
    assert.equal(by['standard']!.outcome, 'B');
    assert.equal(by['pokers-wild']!.outcome, 'tie');
    assert.equal(by['pokers-wild']!.differs, true);
  });
});
