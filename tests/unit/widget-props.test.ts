/**
 * The one rule for the element ids and id prefixes widgets are given
 * (elementId in src/components/widgets/shared/props.ts), shared by every
 * widget's .astro wrapper, and the props of the widgets whose one prop is
 * that id (idPropsSchema).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { elementId, idPropsSchema } from '../../src/components/widgets/shared/props.ts';

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

describe('idPropsSchema: an id-only widget takes its id, or its own default when none is given', () => {
  const rows: ReadonlyArray<{ name: string; props: unknown; id: string | null }> = [
    { name: 'no id: the default', props: {}, id: 'nv-calc' },
    { name: 'an id given: that id', props: { id: 'votes-2' }, id: 'votes-2' },
    { name: 'another prop besides the id: dropped, the id kept', props: { id: 'votes', extra: 1 }, id: 'votes' },
    { name: 'an id that is not an element id: refused', props: { id: 'Votes 2' }, id: null },
    { name: 'an id that is not text: refused', props: { id: 7 }, id: null },
  ];
  for (const row of rows)
    it(row.name, () => {
      const parsed = idPropsSchema('nv-calc').safeParse(row.props);
      assert.deepEqual(parsed.success ? parsed.data : null, row.id === null ? null : { id: row.id });
    });
});
