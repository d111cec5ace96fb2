/* The glossary's A–Z index: every letter once, linked to the first term under it, or to nothing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { azIndex, AZ_LETTERS, GLOSSARY } from '../../src/data/glossary.ts';

const t = (id: string, term: string) => ({ id, term });

const rows: { name: string; terms: { id: string; term: string }[]; want: Record<string, string> }[] = [
  { name: 'no terms: no letter has a target', terms: [], want: {} },
  { name: 'one term lands on its letter', terms: [t('pot', 'Pot')], want: { P: 'pot' } },
  {
    name: 'the first term in alphabetical order wins, whatever the input order',
    terms: [t('pot', 'Pot'), t('peekers', 'Peekers'), t('peekaboo-card', 'Peekaboo card')],
    want: { P: 'peekaboo-card' },
  },
  { name: 'lower-case names file under the capital', terms: [t('x', 'ante')], want: { A: 'x' } },
  { name: 'accented names file under their base letter', terms: [t('e', 'Éclair')], want: { E: 'e' } },
  { name: 'a name starting with a digit is under no letter', terms: [t('n', '2X hole')], want: {} },
];

for (const row of rows) {
  test(row.name, () => {
    const index = azIndex(row.terms);
    assert.deepEqual(
      index.map((e) => e.letter),
      [...AZ_LETTERS],
    );
    const linked = Object.fromEntries(index.filter((e) => e.first !== undefined).map((e) => [e.letter, e.first]));
    assert.deepEqual(linked, row.want);
  });
}

test('the real glossary: every term is reachable from its letter, and letters with no term have no target', () => {
  const index = azIndex(GLOSSARY);
  for (const term of GLOSSARY) {
    const entry = index.find((e) => e.letter === term.term.charAt(0).toUpperCase());
    assert.ok(entry?.first, `${term.term} has a letter with a target`);
  }
  const initials = new Set(GLOSSARY.map((g) => g.term.charAt(0).toUpperCase()));
  assert.deepEqual(
    index.filter((e) => e.first === undefined).map((e) => e.letter),
    AZ_LETTERS.filter((l) => !initials.has(l)),
  );
});
