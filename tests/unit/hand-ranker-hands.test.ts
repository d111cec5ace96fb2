/* How many hands the hand-ranker offers per game: the table's real seats, never more than the judge takes. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judgeRequest } from '../../src/engine/hands/judge.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MAX_HANDS, maxHands } from '../../src/components/widgets/hand-ranker/model.ts';

/** The limits the README prints (its "at most N hands" lines) and the judge enforces: the widget offers exactly these. */
const rows = [
  { game: 'standard', max: 10, why: 'a full poker table' },
  { game: 'ninas-five', max: 2, why: 'two teams play each trick' },
  { game: 'nuclear-holdem', max: 6, why: 'four to six players' },
  { game: 'pokers-wild', max: 10, why: 'lines are scored one at a time' },
  { game: 'bluff-n-peg', max: 6, why: 'six playing pegs' },
  { game: 'bluff-n-peg-deuces', max: 6, why: 'six playing pegs' },
  { game: 'peekaboo', max: 6, why: 'two to six players' },
] as const;

for (const row of rows) {
  test(`hand-ranker: ${row.game} offers at most ${row.max} hands (${row.why})`, () => {
    assert.equal(maxHands(row.game), row.max);
  });
  test(`hand-ranker: ${row.game}'s limit is the judge's: ${row.max} hands are judged, ${row.max + 1} refused`, () => {
    const hands = (n: number): string[] =>
      Array.from({ length: n }, (_, i) =>
        row.game === 'peekaboo' ? '6 6 6 3 2' : (['As', 'Kd', 'Qh', 'Jc', 'Ts', '9d', '8h', '7c', '6s', '5d', '4h'][i] ?? ''),
      );
    const board = row.game === 'ninas-five' ? '2c 3d' : row.game === 'nuclear-holdem' ? '2c 3d 4h' : undefined;
    const shaped = (n: number): string[] =>
      row.game === 'nuclear-holdem' || row.game === 'pokers-wild'
        ? hands(n).map((h, i) => `${h} ${['2s', '2h', '2d', '3s', '3h', '3c', '4s', '4d', '4c', '5s', '5h'][i] ?? ''}`)
        : hands(n);
    assert.equal(judgeRequest({ game: row.game, hands: shaped(row.max), board }).ok, true);
    const over = judgeRequest({ game: row.game, hands: shaped(row.max + 1), board });
    assert.equal(over.ok ? '' : over.error.code, 'too-many-hands');
  });
}

test('hand-ranker: the widget says "2 to 10 hands" for standard poker, as the README says "at most 10"', () => {
  assert.equal(MAX_HANDS, 10);
  const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
  assert.match(readme, /^ {2}standard: .*; at most 10 hands\.$/mu);
});

test("hand-ranker: one hand more than it offers is refused by the judge with a reason, for Nina's Five", () => {
  const r = judgeRequest({ game: 'ninas-five', board: '2c 7d 9h', hands: ['As Kd', 'Qs Qc', 'Jh Jd'] });
  assert.equal(r.ok, false);
  assert.equal(r.error.code, 'too-many-hands');
});
