import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  EXAMPLE,
  checkStep,
  handParams,
  holeLabel,
  parseCardCount,
  resolveHand,
  stepParam,
} from '../../src/components/widgets/bluff-n-peg/peg-state.ts';

describe('bluffing-zone scorer URL state', () => {
  it('leaves the example hand out of the URL', () => {
    assert.equal(handParams(EXAMPLE).toString(), '');
    assert.deepEqual(resolveHand(new URLSearchParams()).state, EXAMPLE);
  });

  it('round-trips a hand', () => {
    const query = 'bp-players=4&bp-start=10~-2~0~50&bp-events=L1.3~D1~A2~F3~A4~L2.2&bp-won=2.4';
    const { state, notes } = resolveHand(new URLSearchParams(query));
    assert.deepEqual(notes, []);
    assert.equal(state.players, 4);
    assert.deepEqual(state.start, [10, -2, 0, 50]);
    assert.deepEqual(state.winners, [1, 3]);
    assert.equal(handParams(state).toString(), new URLSearchParams(query).toString());
    assert.deepEqual(resolveHand(handParams(state)).state, state);
  });

  it('round-trips every kind of step', () => {
    for (const raw of ['L1.1', 'L6.5', 'D2', 'A3', 'F4']) {
      const parsed = stepParam.parse(raw);
      assert.ok(parsed.ok);
      assert.equal(stepParam.serialize(parsed.value), raw);
    }
  });

  const hostile: Array<[string, RegExp]> = [
    ['bp-events=L1.3~D1~D1', /step 3/],
    ['bp-events=L7.1', /write a step/],
    ['bp-events=<script>alert(1)</script>', /Ignored bp-events=/],
    ['bp-players=1', /must be from 2 to 6/],
    ['bp-start=999', /must be from -3 to 60/],
    ['bp-players=4&bp-start=0~0', /2 pegs for 4 players/],
    ['bp-won=x', /Ignored bp-won=/],
  ];
  for (const [query, note] of hostile) {
    it(`falls back with a note: ${query}`, () => {
      const { notes } = resolveHand(new URLSearchParams(query));
      assert.ok(
        notes.some((n) => note.test(n)),
        notes.join(' | '),
      );
    });
  }

  it('checks a new step against the rules', () => {
    const empty = { ...EXAMPLE, steps: [], winners: [] };
    assert.equal(checkStep(empty, { type: 'lay', player: 0, cards: 3 }), null);
    assert.match(checkStep(empty, { type: 'double', player: 0 }) ?? '', /third card/);
    assert.match(checkStep(empty, { type: 'accept', player: 1 }) ?? '', /no double or fold/);
  });
});

describe('bluffing-zone scorer: what the reader types and sees', () => {
  const counts: Array<[string, number | RegExp]> = [
    ['1', 1],
    [' 5 ', 5],
    ['9', /1 to 5 at a time, not 9/u],
    ['0', /1 to 5 at a time, not 0/u],
    ['-2', /whole number from 1 to 5/u],
    ['2.5', /whole number from 1 to 5/u],
    ['', /whole number from 1 to 5/u],
    ['99999999999999999999', /not 99999999999999999999/u],
  ];
  for (const [text, expected] of counts) {
    it(`number of cards ${JSON.stringify(text)} → ${String(expected)}`, () => {
      const r = parseCardCount(text);
      if (typeof expected === 'number') assert.deepEqual(r, { ok: true, value: expected });
      else assert.ok(!r.ok && expected.test(r.error), JSON.stringify(r));
    });
  }

  const holes: Array<[number, string]> = [
    [0, 'start'],
    [17, '17'],
    [-1, 'last chance 1'],
    [-3, 'last chance 3'],
    [-4, 'out the back'],
    [61, 'winner hole (61)'],
  ];
  for (const [hole, label] of holes) {
    it(`hole ${hole} reads "${label}", never a negative number`, () => {
      assert.equal(holeLabel(hole), label);
      assert.doesNotMatch(holeLabel(hole), /-\d/u);
    });
  }
});
