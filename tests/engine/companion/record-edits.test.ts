/**
 * Editing a saved table (record.ts): a new table, an action at the cursor (the undone ones dropped), undo, redo,
 * rename, and which of two versions is the later edit. Each row says what it starts from and what it expects.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { laterOf, newRecord, redo, rename, undo, withAction, type TableRecord } from '../../../src/engine/companion/record.ts';

const T0 = 1_764_288_000_000;

function fresh(): TableRecord {
  const r = newRecord('peekaboo', '  Friday at Sam’s ', { names: ['Ann', 'Bo'] }, T0, 'id-1');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
/** A record with actions a, b, c and the cursor at `cursor`. */
const withAbc = (cursor: number): TableRecord => ({ ...fresh(), actions: ['a', 'b', 'c'], cursor, rev: 5, updated: T0 + 5 });

test('a new table starts empty, named as typed without the spaces around it', () => {
  assert.deepEqual(fresh(), {
    format: 1,
    id: 'id-1',
    game: 'peekaboo',
    name: 'Friday at Sam’s',
    created: T0,
    updated: T0,
    rev: 0,
    setup: { names: ['Ann', 'Bo'] },
    actions: [],
    cursor: 0,
  });
});

const NAMES: readonly { name: string; input: unknown; ok: string | null }[] = [
  { name: 'markup is kept as text', input: '<img src=x onerror=alert(1)>', ok: '<img src=x onerror=alert(1)>' },
  { name: 'an empty name is refused', input: '   ', ok: null },
  { name: 'a name of 61 characters is refused', input: 'x'.repeat(61), ok: null },
  { name: 'a name of 60 characters is kept', input: 'x'.repeat(60), ok: 'x'.repeat(60) },
  { name: 'a line break is refused', input: 'Fri\nday', ok: null },
  { name: 'a number is refused', input: 7, ok: null },
];
for (const row of NAMES)
  test(`a table's name: ${row.name}`, () => {
    const made = newRecord('peekaboo', row.input, {}, T0, 'id');
    const renamed = rename(fresh(), row.input, T0 + 1);
    for (const r of [made, renamed]) {
      assert.equal(r.ok, row.ok !== null);
      if (r.ok) assert.equal(r.value.name, row.ok);
      else assert.equal(r.error.code, 'bad-record');
    }
  });

const EDITS: readonly {
  name: string;
  edit: (r: TableRecord) => TableRecord | null;
  from: number;
  actions: readonly string[] | null;
  cursor: number | null;
}[] = [
  { name: 'an action at the end is added', from: 3, edit: (r) => ok(withAction(r, 'd', T0 + 9)), actions: ['a', 'b', 'c', 'd'], cursor: 4 },
  {
    name: 'an action after an undo drops the undone ones',
    from: 1,
    edit: (r) => ok(withAction(r, 'd', T0 + 9)),
    actions: ['a', 'd'],
    cursor: 2,
  },
  {
    name: 'an action at the very start drops everything undone',
    from: 0,
    edit: (r) => ok(withAction(r, 'd', T0 + 9)),
    actions: ['d'],
    cursor: 1,
  },
  { name: 'undo moves the cursor back and keeps the actions', from: 3, edit: (r) => undo(r, T0 + 9), actions: ['a', 'b', 'c'], cursor: 2 },
  { name: 'undo with nothing done gives nothing', from: 0, edit: (r) => undo(r, T0 + 9), actions: null, cursor: null },
  { name: 'redo moves the cursor forward', from: 1, edit: (r) => redo(r, T0 + 9), actions: ['a', 'b', 'c'], cursor: 2 },
  { name: 'redo with nothing undone gives nothing', from: 3, edit: (r) => redo(r, T0 + 9), actions: null, cursor: null },
];
function ok(r: ReturnType<typeof withAction>): TableRecord {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
for (const row of EDITS)
  test(`editing a table: ${row.name}`, () => {
    const out = row.edit(withAbc(row.from));
    if (row.actions === null) {
      assert.equal(out, null);
      return;
    }
    assert.ok(out !== null);
    assert.deepEqual(out.actions, row.actions);
    assert.equal(out.cursor, row.cursor);
    assert.equal(out.rev, 6, 'every edit counts one change');
    assert.equal(out.updated, T0 + 9);
  });

test('an edit never dates a table earlier than its last change (a clock set back)', () => {
  const r = ok(withAction(withAbc(3), 'd', T0 - 1000));
  assert.equal(r.updated, T0 + 5);
});

test('a table with 5000 actions takes no more', () => {
  const full: TableRecord = { ...fresh(), actions: Array<string>(5000).fill('a'), cursor: 5000 };
  const r = withAction(full, 'b', T0);
  assert.equal(r.ok, false);
  assert.equal(r.error.code, 'not-now');
});

const LATER: readonly { name: string; a: Partial<TableRecord>; b: Partial<TableRecord>; later: 'a' | 'b' }[] = [
  { name: 'the higher change count wins', a: { rev: 3, updated: T0 + 50 }, b: { rev: 4, updated: T0 }, later: 'b' },
  { name: 'the higher change count wins either way round', a: { rev: 4, updated: T0 }, b: { rev: 3, updated: T0 + 50 }, later: 'a' },
  { name: 'at the same count, the later date wins', a: { rev: 4, updated: T0 }, b: { rev: 4, updated: T0 + 1 }, later: 'b' },
  { name: 'the same count and date keep the first', a: { rev: 4, updated: T0 }, b: { rev: 4, updated: T0 }, later: 'a' },
];
for (const row of LATER)
  test(`two versions of one table: ${row.name}`, () => {
    const a = { ...fresh(), ...row.a };
    const b = { ...fresh(), ...row.b };
    assert.equal(laterOf(a, b), row.later === 'a' ? a : b);
  });
