import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  choose as chooseChecked,
  exactCardOdds,
  exactDiceOdds,
  handKey,
  RULESETS,
  type CardRulesetId,
  type Category,
  type OddsTable,
} from '../../src/engine/index.ts';
import { cardRuleset } from './helpers.ts';

/** Textbook counts (e.g. Wikipedia, "Poker probability"). */
const STANDARD_5: Readonly<Partial<Record<Category, number>>> = {
  'royal-flush': 4,
  'straight-flush': 36,
  'four-of-a-kind': 624,
  'full-house': 3744,
  flush: 5108,
  straight: 10200,
  'three-of-a-kind': 54912,
  'two-pair': 123552,
  'one-pair': 1098240,
  'high-card': 1302540,
};
/** The textbook 7-card table counts straight flushes with the royals (41,584); the engine ladder keeps them apart. */
const STANDARD_7: Readonly<Partial<Record<Category, number>>> = {
  'royal-flush': 4324,
  'straight-flush': 41584 - 4324,
  'four-of-a-kind': 224848,
  'full-house': 3473184,
  flush: 4047644,
  straight: 6180020,
  'three-of-a-kind': 6461620,
  'two-pair': 31433400,
  'one-pair': 58627800,
  'high-card': 23294460,
};
/** Poker dice: ordered outcomes of five dice, counted by hand. */
const DICE: Readonly<Partial<Record<Category, number>>> = {
  'five-of-a-kind': 6,
  'four-of-a-kind': 150,
  'full-house': 300,
  straight: 240,
  'three-of-a-kind': 1200,
  'two-pair': 1800,
  'one-pair': 3600,
  'hot-garbage': 480,
};

/** Each 7-card table is walked once (about 1.5 s each) and shared by the tests that read it. */
const sevenCards = new Map<CardRulesetId, OddsTable>();
function sevenCardTable(id: CardRulesetId): OddsTable {
  const table = sevenCards.get(id) ?? exactCardOdds(cardRuleset(id), 7);
  sevenCards.set(id, table);
  return table;
}

const asRecord = (t: { counts: ReadonlyArray<{ category: Category; count: number }> }) =>
  Object.fromEntries(t.counts.map((c) => [c.category, c.count]));

describe('choose: C(n, k) as a value, for any input (issue 10)', () => {
  // Known values, and values that used to take forever or were not whole numbers.
  const rows: { n: unknown; k: unknown; value: number | 'bad-count' }[] = [
    { n: 52, k: 5, value: 2_598_960 },
    { n: 52, k: 7, value: 133_784_560 },
    { n: 54, k: 47, value: 177_100_560 },
    { n: 5, k: 0, value: 1 },
    { n: 5, k: 6, value: 0 },
    { n: 5, k: -1, value: 0 },
    { n: 0, k: 0, value: 1 },
    { n: 2000, k: 1000, value: Infinity },
    { n: Number.MAX_SAFE_INTEGER, k: 1e12, value: Infinity },
    { n: Infinity, k: 1e12, value: 'bad-count' },
    { n: 52, k: Infinity, value: 'bad-count' },
    { n: 52, k: 2.5, value: 'bad-count' },
    { n: -1, k: 0, value: 'bad-count' },
    { n: NaN, k: 1, value: 'bad-count' },
    { n: '52', k: 5, value: 'bad-count' },
    { n: 1e300, k: 3, value: 'bad-count' },
  ];
  for (const row of rows) {
    it(`C(${String(row.n)}, ${String(row.k)}) = ${String(row.value)}`, () => {
      const result = chooseChecked(row.n, row.k);
      if (row.value === 'bad-count') assert.equal(result.ok ? null : result.error.code, 'bad-count');
      else assert.deepEqual(result, { ok: true, value: row.value });
    });
  }
});

describe('exact odds', () => {
  it('standard, 5 cards: the 2,598,960 hands have the textbook counts', () => {
    const t = exactCardOdds(cardRuleset('standard'), 5);
    assert.equal(t.total, 2598960);
    assert.deepEqual(asRecord(t), STANDARD_5);
  });

  it('standard, 7 cards: the 133,784,560 hands have the textbook counts', () => {
    const t = sevenCardTable('standard');
    assert.equal(t.total, 133784560);
    assert.deepEqual(asRecord(t), STANDARD_7);
  });

  it('standard, 5 cards: 7,462 distinct hand values', () => {
    const ruleset = cardRuleset('standard');
    const keys = new Set<number>();
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              keys.add(handKey(ruleset, [{ card: a }, { card: b }, { card: c }, { card: d }, { card: e }]));
            }
    assert.equal(keys.size, 7462);
  });

  it('peekaboo: the 7,776 rolls of five dice', () => {
    const t = exactDiceOdds(RULESETS.peekaboo.categories);
    assert.equal(t.total, 7776);
    assert.deepEqual(asRecord(t), DICE);
  });

  // Every hand of the deck is counted once: C(52, 5) = 2,598,960, C(54, 5) = 3,162,510, C(52, 7) = 133,784,560, C(54, 7) = 177,100,560.
  const totals: { id: CardRulesetId; deck: string; five: number; seven: number }[] = [
    { id: 'standard', deck: '52 cards', five: 2_598_960, seven: 133_784_560 },
    { id: 'ninas-five', deck: '52 cards + 2 wild jokers', five: 3_162_510, seven: 177_100_560 },
    { id: 'nuclear-holdem', deck: '52 cards + 2 dead jokers', five: 3_162_510, seven: 177_100_560 },
    { id: 'pokers-wild', deck: '52 cards + 2 wild jokers', five: 3_162_510, seven: 177_100_560 },
    { id: 'bluff-n-peg', deck: '52 cards', five: 2_598_960, seven: 133_784_560 },
    { id: 'bluff-n-peg-deuces', deck: '52 cards, the four 2s wild', five: 2_598_960, seven: 133_784_560 },
  ];
  for (const row of totals) {
    it(`${row.id} (${row.deck}): 5-card total ${row.five.toLocaleString('en')}, 7-card total ${row.seven.toLocaleString('en')}`, () => {
      assert.equal(exactCardOdds(cardRuleset(row.id), 5).total, row.five);
      const seven = sevenCardTable(row.id);
      assert.equal(seven.total, row.seven);
      assert.equal(
        seven.counts.reduce((sum, c) => sum + c.count, 0),
        row.seven,
        'the categories do not add up to the total',
      );
    });
  }

  it('a wild deck turns up five of a kind; a deck without wilds never does', () => {
    const nf = asRecord(exactCardOdds(cardRuleset('ninas-five'), 5));
    // Five of a kind needs a joker: four of a rank plus one joker (13 * 2) or three plus both (13 * 4).
    assert.equal(nf['five-of-a-kind'], 13 * 2 + 13 * 4);
    assert.equal(nf['full-house'], undefined);
    const deuces = asRecord(exactCardOdds(cardRuleset('bluff-n-peg-deuces'), 5));
    // For each of the 12 natural ranks: k natural cards of it (C(4,k) ways) and 5 - k deuces (C(4,5-k) ways), k = 1..4.
    let five = 0;
    for (let k = 1; k <= 4; k++) five += 12 * choose(4, k) * choose(4, 5 - k);
    assert.equal(deuces['five-of-a-kind'], five);
  });
});

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}
