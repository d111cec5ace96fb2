import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OddsTable } from '../../src/engine/odds/odds.ts';
import type { Variant } from '../../src/engine/variant/variant.ts';
import { variantFromParams } from '../../src/components/lab/variant-url.ts';
import { changeInPoints, fiveOfAKindWarning } from '../../src/components/lab/checks.ts';

const variant = (query: string): Variant => variantFromParams(new URLSearchParams(query)).variant;

describe('Variant Lab: five of a kind left off with wild cards', () => {
  const rows: Array<[string, string, boolean]> = [
    ['standard, no wilds', '', false],
    ['two wild jokers, five of a kind off', 'vl-jokers=2&vl-wild=jokers', true],
    ['two wild jokers, five of a kind on', 'vl-jokers=2&vl-wild=jokers&vl-ladder=5k.rf.sf.4k.fh.fl.st.3k.2p.1p.hc', false],
    ['deuces wild, five of a kind off', 'vl-wild=deuces', true],
    ['one-eyed jacks wild, five of a kind off', 'vl-wild=one-eyed-jacks', true],
    ['jokers wild but none in the deck', 'vl-jokers=0&vl-wild=jokers', false],
    ['two dead jokers', 'vl-jokers=2', false],
    ['wild cards that may not copy', 'vl-jokers=2&vl-wild=jokers&vl-copy=0', false],
  ];
  for (const [name, query, warns] of rows) {
    it(`${name}: ${warns ? 'warns' : 'no warning'}`, () => {
      const warning = fiveOfAKindWarning(variant(query));
      if (warns) assert.match(warning ?? '', /five of a kind is not on your ladder/u);
      else assert.equal(warning, null);
    });
  }
});

describe('Variant Lab: change from the starting ruleset, in percentage points', () => {
  const base: OddsTable = {
    cards: 5,
    total: 2_598_960,
    counts: [
      { category: 'three-of-a-kind', count: 54_912 },
      { category: 'two-pair', count: 123_552 },
    ],
  };
  const rows: Array<[string, number, number, string]> = [
    // Same count from a bigger deck is a smaller share: the raw counts would say "same".
    ['same count, 54-card deck', 54_912, 3_162_510, '−0.3765'],
    ['same share', 54_912, 2_598_960, 'same'],
    ['double the count, same deck', 109_824, 2_598_960, '+2.11'],
    ['a smaller count that is a bigger share', 100_000, 1_000_000, '+7.89'],
  ];
  for (const [name, count, total, shown] of rows) {
    it(`${name}: ${shown}`, () => {
      assert.equal(changeInPoints(count, total, base, 'three-of-a-kind'), shown);
    });
  }
  it('a hand the starting ruleset lacks is new, and no base means no column', () => {
    assert.equal(changeInPoints(10, 100, base, 'five-of-a-kind'), 'new');
    assert.equal(changeInPoints(10, 100, undefined, 'three-of-a-kind'), '');
  });
});
