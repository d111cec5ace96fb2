/* <Term>'s popover ids: unique per page however often a term is used, counted per page. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { termPopoverId } from '../../src/components/rules/term-ids.ts';

const rows: { name: string; calls: [page: string, term: string][]; want: string[] }[] = [
  { name: 'first use of a term is term-<id>', calls: [['/a/', 'pot']], want: ['term-pot'] },
  {
    name: 'a second and third use on the same page are numbered',
    calls: [
      ['/b/', 'pot'],
      ['/b/', 'pot'],
      ['/b/', 'pot'],
    ],
    want: ['term-pot', 'term-pot-2', 'term-pot-3'],
  },
  {
    name: 'another page starts again from the first id',
    calls: [
      ['/c/', 'ante'],
      ['/d/', 'ante'],
    ],
    want: ['term-ante', 'term-ante'],
  },
  {
    name: 'different terms on one page do not share a count',
    calls: [
      ['/e/', 'pot'],
      ['/e/', 'ante'],
      ['/e/', 'pot'],
    ],
    want: ['term-pot', 'term-ante', 'term-pot-2'],
  },
];

for (const row of rows) {
  test(row.name, () => {
    assert.deepEqual(
      row.calls.map(([page, term]) => termPopoverId(page, term)),
      row.want,
    );
  });
}
