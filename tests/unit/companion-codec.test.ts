/**
 * A saved table as a file or a link (src/components/companion/codec.ts): the size limit, JSON, and the link's
 * base64url round trip, with hostile links refused as values. One row per case.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeLink, encodeLink, fileName, parseTableText } from '../../src/components/companion/codec.ts';
import type { TableRecord } from '../../src/engine/companion/record.ts';

const RECORD: TableRecord = {
  format: 1,
  id: 'a1',
  game: 'peekaboo',
  name: 'Café <b>night</b> 🎲',
  created: 1,
  updated: 2,
  rev: 3,
  setup: { names: ['Zoë', 'Bo'] },
  actions: [{ kind: 'first', seat: 1 }],
  cursor: 1,
};

test('a link round-trips a table, accents, markup and emoji included', () => {
  const back = decodeLink(`#table=${encodeLink(RECORD)}`);
  assert.deepEqual(back, { ok: true, value: RECORD });
});

const LINKS: readonly { name: string; hash: string; code: string | null }[] = [
  { name: 'no hash', hash: '', code: null },
  { name: 'another hash', hash: '#rules', code: null },
  { name: 'a key further on', hash: '#x&table=e30', code: null },
  { name: 'characters base64url never has', hash: '#table=<script>', code: 'not-json' },
  { name: 'text that is not JSON', hash: `#table=${Buffer.from('<html>').toString('base64url')}`, code: 'not-json' },
  { name: 'bytes that are not UTF-8', hash: `#table=${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')}`, code: 'not-json' },
  { name: 'a cut-off code', hash: '#table=e', code: 'not-json' },
  { name: 'over 256 KB', hash: `#table=${'A'.repeat(400 * 1024)}`, code: 'too-big' },
];
for (const row of LINKS)
  test(`a table link: ${row.name}`, () => {
    const r = decodeLink(row.hash);
    if (row.code === null) {
      assert.equal(r, null);
      return;
    }
    assert.ok(r !== null);
    assert.equal(r.ok, false);
    assert.equal(r.error.code, row.code);
  });

const TEXTS: readonly { name: string; text: string; code: string | null }[] = [
  { name: 'JSON', text: '{"a":1}', code: null },
  { name: 'not JSON', text: 'hello', code: 'not-json' },
  { name: 'exactly 256 KB', text: `"${'x'.repeat(256 * 1024 - 2)}"`, code: null },
  { name: 'one byte over 256 KB', text: `"${'x'.repeat(256 * 1024 - 1)}"`, code: 'too-big' },
  { name: '256 KB of characters that take two bytes each is over', text: `"${'é'.repeat(140 * 1024)}"`, code: 'too-big' },
];
for (const row of TEXTS)
  test(`a table file: ${row.name}`, () => {
    const r = parseTableText(row.text);
    assert.equal(r.ok ? null : r.error.code, row.code);
  });

const FILES: readonly { name: string; table: string; file: string }[] = [
  {
    name: 'letters and digits kept, the rest joined by dashes',
    table: 'Friday at Sam’s #2',
    file: 'showdown-peekaboo-friday-at-sam-s-2.json',
  },
  { name: 'markup leaves nothing of itself', table: '<b>', file: 'showdown-peekaboo-b.json' },
  { name: 'a name with no letters', table: '🎲🎲', file: 'showdown-peekaboo-table.json' },
];
for (const row of FILES)
  test(`a table's file name: ${row.name}`, () => {
    assert.equal(fileName({ ...RECORD, name: row.table }), row.file);
  });
