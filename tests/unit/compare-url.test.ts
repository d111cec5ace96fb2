import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_A, DEFAULT_B, PICKER_CODEC, VERDICTS_CODEC } from '../../src/components/compare/url.ts';
import { readUrl, renameKeys } from '../../src/lib/url-state.ts';

describe('Compare URL state: old keys are read and rewritten', () => {
  const rows: Array<{ name: string; query: string; games?: readonly string[]; a?: string; b?: string; rewritten: string }> = [
    {
      name: 'games= becomes cg-games=',
      query: 'games=standard,peekaboo',
      games: ['standard', 'peekaboo'],
      rewritten: 'cg-games=standard%2Cpeekaboo',
    },
    { name: 'a= and b= become cv-a= and cv-b=', query: 'a=As+Ks&b=Qh+Qd', a: 'As Ks', b: 'Qh Qd', rewritten: 'cv-a=As+Ks&cv-b=Qh+Qd' },
    { name: 'an old key beside its new one: the new one wins', query: 'a=2c&cv-a=Ah', a: 'Ah', b: DEFAULT_B, rewritten: 'cv-a=Ah' },
    {
      name: 'the other widget keeps its keys',
      query: 'games=standard,ninas-five&a=Kd',
      games: ['standard', 'ninas-five'],
      a: 'Kd',
      b: DEFAULT_B,
      rewritten: 'cg-games=standard%2Cninas-five&cv-a=Kd',
    },
  ];
  for (const r of rows) {
    it(r.name, () => {
      const params = new URLSearchParams(r.query);
      const picker = readUrl(PICKER_CODEC, params);
      const verdicts = readUrl(VERDICTS_CODEC, params);
      assert.deepEqual([...picker.notes, ...verdicts.notes], []);
      if (r.games !== undefined) assert.deepEqual(picker.state['cg-games'], r.games);
      assert.equal(verdicts.state['cv-a'], r.a ?? DEFAULT_A);
      assert.equal(verdicts.state['cv-b'], r.b ?? DEFAULT_B);
      const once = PICKER_CODEC.write(picker.state, renameKeys(params, { ...PICKER_CODEC.renamed, ...VERDICTS_CODEC.renamed }));
      assert.equal(VERDICTS_CODEC.write(verdicts.state, once).toString(), r.rewritten);
    });
  }

  it('a bad value under an old key gets the note, under the new name', () => {
    const { notes } = readUrl(PICKER_CODEC, new URLSearchParams('games=standard,chess'));
    assert.equal(notes.length, 1);
    assert.match(notes[0] ?? '', /^Ignored cg-games="standard,chess": item "chess": use one of /u);
  });
});
