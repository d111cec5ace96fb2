/*
 * The fast evaluator fills its slot values on first read (fast.ts). Every
 * slot must hold what the rank DAG's eager tables (tables.ts) hold: for
 * every card ruleset, every rank multiset of up to seven cards and every
 * number of wilds the evaluator covers, a hand of that multiset gets the
 * DAG's rank value, raised by a flush exactly as withFlushes raises it.
 * The suits are dealt round the four suits, so some multisets can make a
 * flush with enough wilds and the flush path is exercised too.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { TABLE_WILDS } from '../../src/engine/hands/evaluate.ts';
import { fastEvaluator, rankCodes, suitCounts, withFlushes } from '../../src/engine/hands/fast.ts';
import { CARD_RULESET_IDS } from '../../src/engine/index.ts';
import { MAX_CARDS } from '../../src/engine/hands/makers.ts';
import { rankDag, rulesetTables } from '../../src/engine/hands/tables.ts';
import { cardRuleset } from './helpers.ts';

/** The cards of DAG state `s`: each rank's copies in suits 0, 1, 2, ... continuing round the suits. */
function cardsOf(counts: Uint8Array, s: number): number[] {
  const cards: number[] = [];
  let suit = 0;
  for (let r = 0; r < 13; r++) {
    for (let k = 0; k < (counts[s * 13 + r] ?? 0); k++) {
      cards.push(r * 4 + ((suit + k) % 4));
    }
    suit = (suit + 1) % 4;
  }
  return cards;
}

it('the perfect hash covers exactly the rank DAG: the same 76,155 rank codes', () => {
  const dag = rankDag();
  const fromDag = new Set<number>();
  for (let s = 0; s < dag.states; s++) {
    let code = 0;
    for (let r = 0; r < 13; r++) code += (dag.counts[s * 13 + r] ?? 0) * 5 ** r;
    fromDag.add(code);
  }
  const codes = [...rankCodes()];
  assert.equal(codes.length, 76_155);
  assert.equal(new Set(codes).size, codes.length, 'no code twice');
  assert.ok(
    codes.every((c) => fromDag.has(c)),
    'every code is a DAG state',
  );
});

for (const id of CARD_RULESET_IDS) {
  it(`${id}: every slot filled on first read equals the rank DAG's eager table, for 0 to ${TABLE_WILDS} wilds`, () => {
    const rules = cardRuleset(id);
    const tables = rulesetTables(rules, TABLE_WILDS);
    const { dag, rankValue, flushValue } = tables;
    const fast = fastEvaluator(rules, TABLE_WILDS);
    let checked = 0;
    for (let s = 0; s < dag.states; s++) {
      const cards = cardsOf(dag.counts, s);
      for (let w = 0; w <= TABLE_WILDS && cards.length + w <= MAX_CARDS; w++) {
        const rank = rankValue[w * dag.states + s] ?? -1;
        const expected = cards.length + w >= 5 ? withFlushes(rank, cards, w, suitCounts(cards), flushValue) : rank;
        // Read twice: the first read fills the slot, the second reads what was stored.
        const first = fast.key(cards, w);
        const second = fast.key(cards, w);
        if (first !== expected || second !== expected)
          assert.fail(`${id}: ranks ${cards.map((c) => c >> 2).join(',')} + ${w} wild: ${first}/${second}, tables say ${expected}`);
        checked++;
      }
    }
    assert.ok(checked > 100_000, `checked ${checked} hands`);
  });
}
