/**
 * The one rule for the element ids and id prefixes widgets are given
 * (elementId in src/components/widgets/shared/props.ts), shared by every
 * widget's .astro wrapper.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { elementId } from '../../src/components/widgets/shared/props.ts';

describe('elementId: a lower-case letter, then letters, digits and hyphens', () => {
  const rows: ReadonlyArray<{ id: string; ok: boolean }> = [
    { id: 'nv-calc', ok: true },
    { id: 'bb', ok: true },
    { id: 'a', ok: true },
    { id: 'pw-scorer-2', ok: true },
    { id: '', ok: false },
    { id: '2pw', ok: false },
    { id: '-pw', ok: false },
    { id: 'Pw', ok: false },
    { id: 'pw scorer', ok: false },
    { id: 'pw_scorer', ok: false },
  ];
  for (const row of rows)
    it(`"${row.id}" is ${row.ok ? 'taken' : 'refused'}`, () => assert.equal(elementId.safeParse(row.id).success, row.ok));
});
