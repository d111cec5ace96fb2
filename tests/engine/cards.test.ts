import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { formatHand, parseCards, parseDice, judgeRequest, type ParseErrorCode } from '../../src/engine/index.ts';

const OPEN = { jokers: 2, min: 1, max: 7 } as const;

describe('card notation', () => {
  const valid: Array<[string, string]> = [
    ['As Kd Qh Jc Ts', 'As Kd Qh Jc Ts'],
    ['10h 10s', 'Th Ts'],
    ['a♠ k♥ q♦ j♣', 'As Kh Qd Jc'],
    ['AsKdQh', 'As Kd Qh'],
    ['as, kd; 2c', 'As Kd 2c'],
    ['X x', 'X X'],
    ['X=Qh Qh', 'X=Qh Qh'],
    ['x=10d', 'X=Td'],
  ];
  for (const [input, expected] of valid) {
    it(`reads ${JSON.stringify(input)} as ${expected}`, () => {
      const parsed = parseCards(input, OPEN);
      assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
      assert.equal(formatHand(parsed.value), expected);
    });
  }

  const invalid: Array<[string, { jokers: number; min: number; max: number }, ParseErrorCode, string]> = [
    ['Zs', OPEN, 'unknown-rank', '"Z" is not a rank'],
    ['Ax', OPEN, 'unknown-suit', '"x" is not a suit'],
    ['Kd 2c Kd', OPEN, 'duplicate-card', 'Kd appears twice.'],
    ['X X X', OPEN, 'too-many-jokers', 'only 2 jokers'],
    ['X', { jokers: 0, min: 1, max: 5 }, 'too-many-jokers', 'no jokers'],
    ['As Ks Qs Js Ts 9s 8s 7s', OPEN, 'too-many-cards', '8 cards'],
    ['As', { jokers: 0, min: 2, max: 5 }, 'too-few-cards', 'needs 2 to 5 cards'],
    ['', OPEN, 'empty', 'is empty'],
    ['X=Zz', OPEN, 'bad-declaration', 'declared joker'],
    ['<script>', OPEN, 'bad-token', 'is not a card'],
  ];
  for (const [input, options, code, message] of invalid) {
    it(`rejects ${JSON.stringify(input)} with ${code}`, () => {
      const parsed = parseCards(input, options);
      assert.equal(parsed.ok, false);
      assert.equal(parsed.error.code, code);
      assert.ok(parsed.error.message.includes(message), parsed.error.message);
    });
  }

  it('lets a declared joker copy a real card, but not two real cards repeat', () => {
    assert.ok(parseCards('Qh X=Qh', OPEN).ok);
    assert.equal(parseCards('Qh Qh', OPEN).ok, false);
  });

  it('counts jokers across the board and the hands', () => {
    const result = judgeRequest({ game: 'ninas-five', board: 'X 2c 3d', hands: ['X Ah Kh Qh', 'X 9s 9d 4c'] });
    assert.equal(result.ok, false);
    assert.equal(result.error.code, 'too-many-jokers');
  });

  it('round-trips any set of distinct cards through notation', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 1, maxLength: 7 }), (cards) => {
        const held = cards.map((card) => ({ card }));
        const parsed = parseCards(formatHand(held), OPEN);
        assert.ok(parsed.ok);
        assert.deepEqual(parsed.value, held);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary input, and always answers with a value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ maxLength: 20 }), (a, b) => {
        const parsed = parseCards(a, OPEN);
        assert.equal(typeof parsed.ok, 'boolean');
        assert.equal(typeof parseDice(a).ok, 'boolean');
        for (const game of ['standard', 'ninas-five', 'peekaboo', b]) {
          const judged = judgeRequest({ game, hands: [a, b], board: b });
          assert.equal(typeof judged.ok, 'boolean');
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('dice notation', () => {
  const rows: Array<[string, boolean, string]> = [
    ['6 6 6 4 3', true, ''],
    ['66643', true, ''],
    ['⚅⚅⚅⚃⚂', true, ''],
    ['6 6 6 4', false, 'needs 5'],
    ['6 6 6 4 3 2', false, 'takes 5'],
    ['6 6 7 4 3', false, 'not a die face'],
  ];
  for (const [input, good, message] of rows) {
    it(`${good ? 'reads' : 'rejects'} ${JSON.stringify(input)}`, () => {
      const parsed = parseDice(input);
      assert.equal(parsed.ok, good);
      if (!parsed.ok) assert.ok(parsed.error.message.includes(message), parsed.error.message);
    });
  }
});
