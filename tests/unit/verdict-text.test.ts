/**
 * Tie wording where people read it: the hand-ranker's verdict line and the
 * Compare table. Expected sentences are written from the rules by hand.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { outcomeText, verdictFor } from '../../src/components/compare/verdicts.ts';
import { handOutcome, judgeTable, verdictSummary, type Table } from '../../src/components/widgets/hand-ranker/model.ts';

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
