/* How many hands the hand-ranker offers per game: the table's real seats, never more than the judge takes. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judgeRequest } from '../../src/engine/judge.ts';
import { maxHands } from '../../src/components/widgets/hand-ranker/model.ts';

const rows = [
  { game: 'ninas-five', max: 2, why: 'two teams play each trick' },
  { game: 'nuclear-holdem', max: 6, why: 'four to six players' },
  { game: 'peekaboo', max: 6, why: 'two to six players' },
  { game: 'standard', max: 8, why: 'the widget offers at most eight' },
] as const;

for (const row of rows) {
  test(`hand-ranker: ${row.game} offers at most ${row.max} hands (${row.why})`, () => {
    assert.equal(maxHands(row.game), row.max);
  });
}

test("hand-ranker: one hand more than it offers is refused by the judge with a reason, for Nina's Five", () => {
  const r = judgeRequest({ game: 'ninas-five', board: '2c 7d 9h', hands: ['As Kd', 'Qs Qc', 'Jh Jd'] });
  assert.equal(r.ok, false);
  assert.equal(r.error.code, 'too-many-hands');
});
