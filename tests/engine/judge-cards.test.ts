/**
 * The card-only judge (judge-cards.ts: readCardFields, judgeCardFields,
 * judgeCardRequest), which the card games' pages use so they load no dice
 * code, reads and judges a card game exactly as the judge for any game
 * (readFields, judgeFields, judgeRequest) does, errors included, and refuses
 * Peekaboo with a message instead of reading its dice.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CARD_RULESET_IDS, judgeFields, judgeRequest, readFields, type JudgeRequest } from '../../src/engine/index.ts';
import { judgeCardFields, judgeCardRequest, readCardFields } from '../../src/engine/hands/judge-cards.ts';

describe('judge-cards: a card game read and judged as the judge for any game does', () => {
  const rows: ReadonlyArray<{ name: string; request: JudgeRequest }> = [
    { name: 'standard poker, two hands, a winner', request: { game: 'standard', hands: ['As Ks Qs Js Ts', '9h 9d 9c 2s 2d'] } },
    {
      name: "Nina's Five, a board with a free joker",
      request: { game: 'ninas-five', board: 'X 2c 7s', hands: ['Qs Qd Qc 3h', 'Ks Kd Kc 3d'] },
    },
    {
      name: "Nuclear Hold'em, labels given",
      request: { game: 'nuclear-holdem', board: 'Qh Jd Tc 4s 2h', hands: ['Ah Kd', 'Qs Qc'], labels: ['Ann', 'Bo'] },
    },
    { name: "Poker's Wild!, one line scored by points", request: { game: 'pokers-wild', hands: ['As Ks Qs Js Ts'] } },
    { name: "Bluff 'N' Peg, deuces wild", request: { game: 'bluff-n-peg-deuces', hands: ['2s Kd Kc 7h 7d', 'Ah Ad 9c 9s 3h'] } },
    {
      name: 'a card in two hands (the later hand owns the error)',
      request: { game: 'nuclear-holdem', board: 'Qh Jd Tc', hands: ['As Kd', 'As 2c'] },
    },
    { name: 'a board that does not read', request: { game: 'nuclear-holdem', board: 'Qh Zz', hands: ['As Kd', '7h 8h'] } },
    { name: 'a board in a game without one', request: { game: 'standard', board: 'Qh', hands: ['As Ks Qs Js Ts'] } },
    {
      name: 'more hands than the game judges',
      request: { game: 'pokers-wild', hands: ['As Ks Qs Js Ts', '2c 3c 4c 5c 6c', '9h 9d 9c 2s 2d'] },
    },
    { name: 'no game', request: { game: 'blackjack', hands: ['As Kd'] } },
    { name: 'no hands', request: { game: 'standard', hands: [] } },
  ];
  for (const { name, request } of rows) {
    it(`${name}: readCardFields is readFields, judgeCardRequest is judgeRequest`, () => {
      assert.deepEqual(readCardFields(request), readFields(request));
      assert.deepEqual(readCardFields(request, { handLimit: false }), readFields(request, { handLimit: false }));
      assert.deepEqual(judgeCardRequest(request), judgeRequest(request));
      const fields = readFields(request, { handLimit: false });
      if (fields.ok) assert.deepEqual(judgeCardFields(fields.value), judgeFields(fields.value));
    });
  }

  it('any card game, any cards: the same reading and verdict (property)', () => {
    const card = fc.constantFrom(...'23456789TJQKA'.split('')).chain((r) => fc.constantFrom(...'shdc'.split('')).map((s) => r + s));
    const hand = fc.array(fc.oneof({ weight: 9, arbitrary: card }, { weight: 1, arbitrary: fc.constant('X') }), {
      minLength: 1,
      maxLength: 7,
    });
    const request = fc.record({
      game: fc.constantFrom(...CARD_RULESET_IDS),
      hands: fc.array(
        hand.map((h) => h.join(' ')),
        { minLength: 1, maxLength: 4 },
      ),
      board: fc.array(card, { maxLength: 5 }).map((b) => b.join(' ')),
    });
    fc.assert(
      fc.property(request, (r) => {
        assert.deepEqual(judgeCardRequest(r), judgeRequest(r));
        assert.deepEqual(readCardFields(r, { handLimit: false }), readFields(r, { handLimit: false }));
      }),
      { numRuns: 300 },
    );
  });
});

describe('judge-cards: Peekaboo is refused, not read', () => {
  const peekaboo: JudgeRequest = { game: 'peekaboo', hands: ['6 6 6 3 2', '5 5 4 4 1'] };
  const rows = [
    { name: 'readCardFields', result: readCardFields(peekaboo) },
    { name: 'judgeCardRequest', result: judgeCardRequest(peekaboo) },
    {
      name: 'judgeCardFields, given dice read by readFields',
      result: (() => {
        const fields = readFields(peekaboo);
        assert.ok(fields.ok);
        return judgeCardFields(fields.value);
      })(),
    },
  ];
  for (const { name, result } of rows) {
    it(name, () => {
      assert.ok(!result.ok);
      assert.equal(result.error.code, 'unknown-game');
      assert.equal(result.error.field, 'game');
      assert.equal(result.error.message, 'Peekaboo is not played with cards.');
    });
  }
});
