/**
 * sameMove (play/moves.ts), the framework's one move comparison, against the
 * slow, obviously correct oracle it replaced: canonical JSON, keys sorted.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { findLegal, sameMove } from '../../../src/engine/play/moves.ts';
import { canonical } from './canonical.ts';

const ROWS: readonly [string, unknown, unknown, boolean][] = [
  ['the same object', { kind: 'keep' }, { kind: 'keep' }, true],
  ['keys in another order', { kind: 'lay', card: 3, as: 12 }, { as: 12, card: 3, kind: 'lay' }, true],
  ['a key holding undefined is absent', { kind: 'lay', card: 3, as: undefined }, { kind: 'lay', card: 3 }, true],
  ['another value', { kind: 'lay', card: 3 }, { kind: 'lay', card: 4 }, false],
  ['a key more', { kind: 'lay', card: 3 }, { kind: 'lay', card: 3, as: 1 }, false],
  ['a number against its text', { kind: 'cross', state: 7 }, { kind: 'cross', state: '7' }, false],
  ['null against an absent key', { kind: 'fold', x: null }, { kind: 'fold' }, false],
  ['lists item by item', { kind: 'hold', dice: [1, 2, 3] }, { kind: 'hold', dice: [1, 2, 3] }, true],
  ['lists in another order', { kind: 'hold', dice: [1, 2, 3] }, { kind: 'hold', dice: [3, 2, 1] }, false],
  ['a list against an object with its indices', { cards: [5] }, { cards: { 0: 5 } }, false],
  ['nested objects', { kind: 'swap', give: { card: 1 }, take: 2 }, { take: 2, give: { card: 1 }, kind: 'swap' }, true],
  ['a primitive against an object', 'keep', { kind: 'keep' }, false],
  ['null against an object', null, { kind: 'keep' }, false],
];

test('sameMove: one row per case, and each row agrees with canonical JSON', async (t) => {
  for (const [name, a, b, want] of ROWS)
    await t.test(name, () => {
      assert.equal(sameMove(a, b), want);
      assert.equal(sameMove(b, a), want, 'symmetric');
      assert.equal(canonical(a) === canonical(b), want, 'the oracle agrees');
    });
});

/** JSON-like values, small enough that equal pairs come up often. */
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(fc.constantFrom(0, 1, 2, 'a', 'b', true, false, null)),
  list: fc.array(tie('node'), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom('kind', 'card', 'as', 'seat'), tie('node'), { maxKeys: 3 }),
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('list'), tie('object')),
})).node;

test('sameMove equals canonical JSON on random JSON values, and on a value and its copy through JSON', () => {
  let equal = 0;
  fc.assert(
    fc.property(value, value, (a, b) => {
      const want = canonical(a) === canonical(b);
      if (want) equal++;
      assert.equal(sameMove(a, b), want, `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
      assert.equal(sameMove(a, JSON.parse(JSON.stringify(a)) as unknown), true);
    }),
    { numRuns: 5000 },
  );
  assert.ok(equal > 100, `${equal} equal pairs met`);
});

test('findLegal hands back the legal list’s own object, or undefined', () => {
  const legal = [{ kind: 'keep' }, { kind: 'discard', card: 4 }] as const;
  assert.equal(findLegal(legal, { card: 4, kind: 'discard' }), legal[1]);
  assert.equal(findLegal(legal, { kind: 'discard', card: 5 }), undefined);
  assert.equal(findLegal(legal, 'keep'), undefined);
  assert.equal(findLegal(legal, null), undefined);
});
