import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Die } from '../../src/engine/hands/dice.ts';
import { diceOf, explain, positionsFor, rollLookers } from '../../src/components/widgets/dice/model.ts';
import { MAX_SEED, rollFive } from '../../src/components/widgets/dice/rng.ts';
import { DEFAULT_DICE_STATE, DICE_CODEC, readDice, writeDice, type DiceState } from '../../src/components/widgets/dice/url.ts';
import { readUrl, renameKeys } from '../../src/lib/url-state.ts';

const read = (query: string) => readDice(new URLSearchParams(query));

describe('dice explainer URL scheme', () => {
  it('an empty query is the default roll, and writes back empty', () => {
    assert.deepEqual(read(''), { state: DEFAULT_DICE_STATE, notes: [] });
    assert.equal(writeDice(DEFAULT_DICE_STATE).toString(), '');
  });

  it('writes a compact query and reads it back', () => {
    const state: DiceState = { seed: 4242, dice: [6, 6, 5, 2, 1], hold: [0, 2], rolls: 1, beat: [6, 6, 4, 4, 1], goal: 'beat' };
    const query = writeDice(state).toString();
    assert.equal(query, 'dx-seed=4242&dx-dice=66521&dx-hold=13&dx-rolls=1&dx-beat=66441&dx-goal=beat');
    assert.deepEqual(read(query), { state, notes: [] });
  });

  it('keeps other widgets’ parameters', () => {
    assert.equal(writeDice({ ...DEFAULT_DICE_STATE, seed: 7 }, new URLSearchParams('other=1')).toString(), 'other=1&dx-seed=7');
  });

  const hostile: Array<[string, keyof DiceState, RegExp]> = [
    ['dx-seed=abc', 'seed', /not a whole number/],
    ['dx-seed=0', 'seed', /must be from 1/],
    ['dx-dice=1234567', 'dice', /longer than 5/],
    ['dx-dice=12379', 'dice', /five dice/],
    ['dx-hold=11', 'hold', /once each/],
    ['dx-hold=4', 'hold', /positions 1 to 3/],
    ['dx-rolls=3', 'rolls', /from 0 to 2/],
    ['dx-beat=%3Cscript%3E', 'beat', /longer than 5|five dice/],
    ['dx-goal=%3Cscript%3Ealert(1)%3C/script%3E', 'goal', /use one of/],
    ['dx-goal=beat', 'goal', /no hand to beat/],
  ];
  for (const [query, name, note] of hostile) {
    it(`falls back with a note: ${query}`, () => {
      const { state, notes } = read(query);
      assert.deepEqual(state[name], DEFAULT_DICE_STATE[name]);
      assert.equal(notes.length, 1);
      assert.match(notes[0] ?? '', note);
    });
  }

  it('round-trips any state (property)', () => {
    const die = fc.integer({ min: 1, max: 6 }) as fc.Arbitrary<Die>;
    const state = fc
      .record({
        seed: fc.integer({ min: 1, max: MAX_SEED }),
        dice: fc.option(fc.array(die, { minLength: 5, maxLength: 5 }), { nil: null }),
        hold: fc.subarray([0, 1, 2]),
        rolls: fc.integer({ min: 0, max: 2 }),
        beat: fc.option(fc.array(die, { minLength: 5, maxLength: 5 }), { nil: null }),
        beatGoal: fc.boolean(),
      })
      .map(({ beatGoal, ...s }): DiceState => ({ ...s, goal: beatGoal && s.beat !== null ? 'beat' : 'strength' }));
    fc.assert(
      fc.property(state, (s) => {
        assert.deepEqual(read(writeDice(s).toString()), { state: s, notes: [] });
      }),
      { numRuns: 300 },
    );
  });

  const oldLinks: Array<[string, string, string]> = [
    [
      'a full link',
      'seed=4242&dice=66521&hold=13&rolls=1&beat=66441&goal=beat',
      'dx-seed=4242&dx-dice=66521&dx-hold=13&dx-rolls=1&dx-beat=66441&dx-goal=beat',
    ],
    ["a seed, with another widget's key kept", 'nv-players=6&seed=7', 'nv-players=6&dx-seed=7'],
  ];
  for (const [name, query, rewritten] of oldLinks) {
    it(`reads a link from before the dx- prefix and writes the new keys: ${name}`, () => {
      const params = new URLSearchParams(query);
      const old = readUrl(DICE_CODEC, params);
      assert.deepEqual(old, read(rewritten));
      assert.deepEqual(old.notes, []);
      assert.equal(DICE_CODEC.write(old.state, renameKeys(params, DICE_CODEC.renamed)).toString(), rewritten);
    });
  }

  it('a bad value under an old key gets a note under its new name', () => {
    const { state, notes } = readUrl(DICE_CODEC, new URLSearchParams('rolls=3'));
    assert.equal(state.rolls, DEFAULT_DICE_STATE.rolls);
    assert.deepEqual(notes, ['Ignored dx-rolls="3": must be from 0 to 2.']);
  });
});

describe('dice explainer model', () => {
  it('a seed always rolls the same five dice, each 1 to 6', () => {
    for (let seed = 1; seed < 500; seed++) {
      const a = rollFive(seed);
      assert.deepEqual(a, rollFive(seed));
      assert.equal(a.length, 5);
      assert.ok(a.every((d) => d >= 1 && d <= 6));
    }
  });

  it('the marked hold changes the odds; the best hold comes first', () => {
    const base: DiceState = { ...DEFAULT_DICE_STATE, dice: [6, 6, 6, 2, 4] };
    const none = explain(base);
    const sixes = explain({ ...base, hold: [0] });
    assert.ok(none.ok && sixes.ok);
    assert.deepEqual(none.value.chosen.keep, []);
    assert.deepEqual(sixes.value.chosen.keep, [6]);
    assert.deepEqual(sixes.value.best.keep, [6]);
    assert.notEqual(none.value.chosen.expectedStrength, sixes.value.chosen.expectedStrength);
    assert.ok(sixes.value.opponents !== null);
  });

  it('maps a hold back to looker positions', () => {
    assert.deepEqual(positionsFor([4, 5, 4], [4, 4]), [0, 2]);
    assert.deepEqual(diceOf({ ...DEFAULT_DICE_STATE, dice: [1, 2, 3, 4, 5] }), { peekers: [1, 2], lookers: [3, 4, 5] });
  });
});

describe('dice explainer: rolling within a turn', () => {
  const base: DiceState = { ...DEFAULT_DICE_STATE, dice: [6, 5, 4, 3, 2] };
  const rows: Array<[string, DiceState]> = [
    ['nothing held, two rolls left', { ...base, hold: [], rolls: 2 }],
    ['looker 2 held, one roll left', { ...base, hold: [1], rolls: 1 }],
    ['lookers 1 and 3 held', { ...base, hold: [0, 2], rolls: 2 }],
    ['a seeded roll, nothing held', { ...DEFAULT_DICE_STATE, seed: 777 }],
  ];
  for (const [name, state] of rows) {
    it(`the peekers and held lookers stay, one roll is used: ${name}`, () => {
      for (const seed of [1, 2, 3, 99, 123456]) {
        const next = rollLookers(state, seed);
        assert.ok(next !== null);
        const before = diceOf(state);
        const after = diceOf({ ...state, ...next });
        assert.deepEqual(after.peekers, before.peekers);
        for (const i of state.hold) assert.equal(after.lookers[i], before.lookers[i]);
        assert.equal(next.rolls, state.rolls - 1);
        assert.deepEqual(next.hold, state.hold);
        // The free lookers take the seed's lookers, so a different seed can change them.
        const fresh = rollFive(seed).slice(2);
        after.lookers.forEach((d, i) => assert.equal(d, state.hold.includes(i) ? before.lookers[i] : fresh[i]));
      }
    });
  }

  it('refuses to roll with no rolls left or every looker held', () => {
    assert.equal(rollLookers({ ...base, rolls: 0 }, 5), null);
    assert.equal(rollLookers({ ...base, hold: [0, 1, 2] }, 5), null);
  });

  it('a link never asks to play for a target that is not there', () => {
    const query = writeDice({ ...DEFAULT_DICE_STATE, beat: null, goal: 'beat' }).toString();
    assert.equal(query, '');
    assert.deepEqual(read(query).notes, []);
  });
});
