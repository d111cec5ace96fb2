import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_QUIZ_SEED, DEFAULT_QUIZ_STATE, QUIZ_CODEC } from '../../src/components/widgets/quiz/url.ts';
import { makeQuestion } from '../../src/engine/quiz.ts';
import { MAX_QUIZ_SEED } from '../../src/engine/quiz-question.ts';
import { readUrl } from '../../src/lib/url-state.ts';

const read = (query: string) => readUrl(QUIZ_CODEC, new URLSearchParams(query));

describe('quiz URL scheme (qz-seed)', () => {
  it('an empty query is the default question, and the default writes back empty', () => {
    assert.deepEqual(read(''), { state: DEFAULT_QUIZ_STATE, notes: [] });
    assert.equal(QUIZ_CODEC.write({ 'qz-seed': DEFAULT_QUIZ_SEED }, new URLSearchParams()).toString(), '');
  });

  const roundTrips: [string, number][] = [
    ['a small seed', 2],
    ['a typical seed', 4242],
    ['the largest seed', MAX_QUIZ_SEED],
  ];
  for (const [name, seed] of roundTrips) {
    it(`${name} (${seed}) round-trips`, () => {
      const query = QUIZ_CODEC.write({ 'qz-seed': seed }, new URLSearchParams()).toString();
      assert.equal(query, `qz-seed=${seed}`);
      assert.deepEqual(read(query), { state: { 'qz-seed': seed }, notes: [] });
    });
  }

  // The seed is the whole question: a Poker's Wild! position, card and square read back from a link are the ones that were shared.
  const poker: [string, number][] = [
    ['question 7', 7],
    ['question 12', 12],
    ['a large seed', 987654321],
  ];
  for (const [name, seed] of poker) {
    it(`Poker's Wild! ${name}: the link's seed deals the same board, card, square and answer`, () => {
      const query = QUIZ_CODEC.write({ 'qz-seed': seed }, new URLSearchParams()).toString();
      const { state, notes } = read(query);
      assert.deepEqual(notes, []);
      const shared = makeQuestion('pokers-wild', seed);
      const opened = makeQuestion('pokers-wild', state['qz-seed']);
      assert.ok(shared.ok && opened.ok);
      assert.equal(opened.value.format, 'what-scores');
      assert.deepEqual(opened.value, shared.value);
    });
  }

  it("keeps other widgets' parameters", () => {
    assert.equal(QUIZ_CODEC.write({ 'qz-seed': 7 }, new URLSearchParams('hr-game=standard')).toString(), 'hr-game=standard&qz-seed=7');
  });

  const hostile: [string, RegExp][] = [
    ['qz-seed=abc', /not a whole number/],
    ['qz-seed=0', /must be from 1 to 999999999/],
    ['qz-seed=1000000000', /must be from 1/],
    ['qz-seed=-3', /must be from 1/],
    ['qz-seed=1.5', /not a whole number/],
    ['qz-seed=%3Cscript%3Ealert(1)%3C%2Fscript%3E', /not a whole number/],
    ['qz-seed=%E2%80%AE12', /not a whole number/],
  ];
  for (const [query, why] of hostile) {
    it(`${query} falls back to the default question with a plain note`, () => {
      const { state, notes } = read(query);
      assert.deepEqual(state, DEFAULT_QUIZ_STATE);
      assert.equal(notes.length, 1);
      assert.match(notes[0]!, /^Ignored qz-seed=/);
      assert.match(notes[0]!, why);
      assert.doesNotMatch(notes[0]!, /\u202e/);
    });
  }
});
