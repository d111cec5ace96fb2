import assert from 'node:assert/strict';
import { it } from 'node:test';
import { exactCardOdds } from '../../src/engine/index.ts';
import { asRecord, NINAS_FIVE_7, rulesFor } from '../engine/wild-copy-data.ts';

it("Nina's Five, 7 cards, when a wild may copy any card: the same known table as by default", () => {
  const t = exactCardOdds(rulesFor('ninas-five', 'any'), 7);
  assert.equal(t.total, 177_100_560);
  assert.deepEqual(asRecord(t), NINAS_FIVE_7);
});
