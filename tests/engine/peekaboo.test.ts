import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluateDice, type Die } from '../../src/engine/hands/dice.ts';
import { RULINGS } from '../../src/engine/games/peekaboo/rulings.ts';
import {
  adviseTurn,
  diceStrength,
  opponentOutlook,
  type Outlook,
  type PeekabooTurn,
  type RerollRule,
} from '../../src/engine/games/peekaboo/solver.ts';

const FACES: readonly Die[] = [1, 2, 3, 4, 5, 6];
const chance = (o: Outlook, category: string): number => o.categories.find((c) => c.category === category)?.probability ?? Number.NaN;
const close = (actual: number, expected: number, label: string): void =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${label}: ${actual} ≠ ${expected}`);

// ---------------------------------------------------------------------------
// Slow, obviously correct oracle: strength by counting all 7776 rolls, and a
// naive expectimax that rolls every ordered outcome and tries every hold.

const ALL_ROLLS: Die[][] = [];
for (const a of FACES)
  for (const b of FACES) for (const c of FACES) for (const d of FACES) for (const e of FACES) ALL_ROLLS.push([a, b, c, d, e]);
const ALL_KEYS = ALL_ROLLS.map((r) => evaluateDice(r).key);
const slowStrength = new Map<number, number>();
function strengthOracle(dice: readonly Die[]): number {
  const key = evaluateDice(dice).key;
  let s = slowStrength.get(key);
  if (s === undefined) {
    s = ALL_KEYS.reduce((sum, k) => sum + (k < key ? 1 : k === key ? 0.5 : 0), 0) / ALL_KEYS.length;
    slowStrength.set(key, s);
  }
  return s;
}

function orderedRolls(k: number): Die[][] {
  return k === 0 ? [[]] : orderedRolls(k - 1).flatMap((rest) => FACES.map((f) => [f, ...rest]));
}
/** Every way to keep some of the lookers (by position), as kept faces and the rest. */
function keepChoices(lookers: readonly Die[], held: readonly Die[]): Die[][] {
  const out: Die[][] = [];
  for (let mask = 0; mask < 8; mask++) {
    const keep = lookers.filter((_, i) => (mask >> i) & 1);
    const left = [...keep];
    if (
      held.every((h) => {
        const i = left.indexOf(h);
        if (i < 0) return false;
        left.splice(i, 1);
        return true;
      })
    )
      out.push(keep);
  }
  return out;
}
/** Best expected score by brute force: `score` of the final five, kept dice locked unless `rule` frees them. */
function expectimax(
  peekers: readonly Die[],
  lookers: readonly Die[],
  held: readonly Die[],
  r: number,
  score: (dice: readonly Die[]) => number,
  rule: RerollRule,
): number {
  const stopValue = score([...peekers, ...lookers]);
  if (r === 0) return stopValue;
  let best = stopValue;
  for (const keep of keepChoices(lookers, held)) {
    if (keep.length === 3) continue;
    const rolls = orderedRolls(3 - keep.length);
    let sum = 0;
    for (const roll of rolls) sum += expectimax(peekers, [...keep, ...roll], rule === 'kept-stay-kept' ? keep : [], r - 1, score, rule);
    best = Math.max(best, sum / rolls.length);
  }
  return best;
}

// ---------------------------------------------------------------------------

describe('peekaboo: no rolls left is a point mass', () => {
  const rows: { peekers: Die[]; lookers: Die[]; category: string }[] = [
    { peekers: [6, 6], lookers: [6, 6, 6], category: 'five-of-a-kind' },
    { peekers: [2, 2], lookers: [2, 5, 5], category: 'full-house' },
    { peekers: [1, 2], lookers: [3, 4, 5], category: 'straight' },
    { peekers: [1, 3], lookers: [4, 5, 6], category: 'hot-garbage' },
  ];
  for (const row of rows) {
    it(`${row.peekers.join('')} + ${row.lookers.join('')} finishes as ${row.category}`, () => {
      const result = adviseTurn({ turn: { peekers: row.peekers, lookers: row.lookers, held: [], rollsLeft: 0 }, goal: 'strength' });
      assert.ok(result.ok);
      assert.equal(chance(result.value, row.category), 1);
      assert.equal(result.value.holds.length, 1);
      assert.equal(result.value.holds[0]?.reroll, 0);
      close(result.value.expectedStrength, strengthOracle([...row.peekers, ...row.lookers]), 'strength');
    });
  }
});

describe('peekaboo: hand-computed odds of one hold', () => {
  // Peekers 6,6; reroll all three lookers once. Counting the 216 outcomes by hand:
  //   five sixes: 1; four sixes: 3 × 5 = 15; full house: three of one other face (5) + one six and a pair (3 × 5 = 15).
  const rows: { label: string; turn: PeekabooTurn; keep: Die[]; category: string; p: number }[] = [
    {
      label: 'five sixes',
      turn: { peekers: [6, 6], lookers: [1, 2, 3], held: [], rollsLeft: 1 },
      keep: [],
      category: 'five-of-a-kind',
      p: 1 / 216,
    },
    {
      label: 'four sixes',
      turn: { peekers: [6, 6], lookers: [1, 2, 3], held: [], rollsLeft: 1 },
      keep: [],
      category: 'four-of-a-kind',
      p: 15 / 216,
    },
    {
      label: 'full house',
      turn: { peekers: [6, 6], lookers: [1, 2, 3], held: [], rollsLeft: 1 },
      keep: [],
      category: 'full-house',
      p: 20 / 216,
    },
    // Keep 6,6 with peekers 6,6: one die left, a six makes five of a kind.
    {
      label: 'keep two sixes',
      turn: { peekers: [6, 6], lookers: [6, 6, 2], held: [], rollsLeft: 1 },
      keep: [6, 6],
      category: 'five-of-a-kind',
      p: 1 / 6,
    },
    // Peekers 1,2, keep 3,4: a 5 (or a 6 with 2-3-4... no: 1-2-3-4-6 is garbage) makes the straight.
    {
      label: 'inside straight draw',
      turn: { peekers: [1, 2], lookers: [3, 4, 6], held: [], rollsLeft: 1 },
      keep: [4, 3],
      category: 'straight',
      p: 1 / 6,
    },
  ];
  for (const row of rows) {
    it(`${row.label}: P = ${row.p.toFixed(5)}`, () => {
      const result = adviseTurn({ turn: row.turn, goal: 'strength' });
      assert.ok(result.ok);
      const hold = result.value.holds.find((h) => h.keep.join() === row.keep.join());
      assert.ok(hold, `hold ${row.keep.join()} is offered`);
      close(chance(hold, row.category), row.p, row.category);
    });
  }
});

describe('peekaboo: dynamic programming agrees with brute force, one roll left', () => {
  const states: PeekabooTurn[] = [
    { peekers: [6, 6], lookers: [1, 2, 3], held: [], rollsLeft: 1 },
    { peekers: [1, 2], lookers: [3, 4, 4], held: [], rollsLeft: 1 },
    { peekers: [3, 5], lookers: [3, 5, 1], held: [5], rollsLeft: 1 },
    { peekers: [2, 4], lookers: [6, 6, 1], held: [6, 6], rollsLeft: 1 },
    { peekers: [1, 6], lookers: [2, 3, 4], held: [], rollsLeft: 1 },
  ];
  for (const turn of states) {
    const label = `${turn.peekers.join('')} | ${turn.lookers.join('')} held ${turn.held.join('') || '-'}`;
    it(`${label}: every hold's expected strength`, () => {
      const result = adviseTurn({ turn, goal: 'strength' });
      assert.ok(result.ok);
      for (const hold of result.value.holds) {
        const rolls = orderedRolls(hold.reroll);
        const expected = rolls.reduce((s, roll) => s + strengthOracle([...turn.peekers, ...hold.keep, ...roll]), 0) / rolls.length;
        close(hold.expectedStrength, expected, `keep ${hold.keep.join()}`);
      }
      close(result.value.expectedStrength, expectimax(turn.peekers, turn.lookers, turn.held, 1, strengthOracle, 'kept-stay-kept'), 'best');
    });
    it(`${label}: the best chance to beat 5-5-5-2-2`, () => {
      const target = evaluateDice([5, 5, 5, 2, 2]).key;
      const result = adviseTurn({ turn, goal: 'beat', target: [5, 5, 5, 2, 2] });
      assert.ok(result.ok);
      const beats = (dice: readonly Die[]): number => (evaluateDice(dice).key > target ? 1 : 0);
      close(result.value.win ?? Number.NaN, expectimax(turn.peekers, turn.lookers, turn.held, 1, beats, 'kept-stay-kept'), 'win');
    });
  }
});

describe('peekaboo: dynamic programming agrees with brute force, two rolls left', () => {
  const rows: { turn: PeekabooTurn; rule: RerollRule }[] = [
    { turn: { peekers: [6, 6], lookers: [1, 2, 6], held: [], rollsLeft: 2 }, rule: 'kept-stay-kept' },
    { turn: { peekers: [2, 5], lookers: [3, 4, 4], held: [4], rollsLeft: 2 }, rule: 'kept-stay-kept' },
    { turn: { peekers: [2, 5], lookers: [3, 4, 4], held: [], rollsLeft: 2 }, rule: 'kept-may-reroll' },
  ];
  for (const { turn, rule } of rows) {
    it(`${turn.peekers.join('')} | ${turn.lookers.join('')} held ${turn.held.join('') || '-'} (${rule})`, () => {
      const result = adviseTurn({ turn, goal: 'strength', rule });
      assert.ok(result.ok);
      close(result.value.expectedStrength, expectimax(turn.peekers, turn.lookers, turn.held, 2, strengthOracle, rule), 'expected strength');
      const sum = result.value.categories.reduce((s, c) => s + c.probability, 0);
      close(sum, 1, 'probabilities sum');
    });
  }
});

describe('peekaboo: beating a hand', () => {
  it('a perfect dice tie: no rolls left, same faces in another order', () => {
    const result = adviseTurn({
      turn: { peekers: [5, 3], lookers: [3, 5, 1], held: [], rollsLeft: 0 },
      goal: 'beat',
      target: [3, 5, 1, 5, 3],
    });
    assert.ok(result.ok);
    assert.equal(result.value.win, 0);
    assert.equal(result.value.tie, 1);
  });
  it('playing to beat never does worse at beating than playing for strength', () => {
    const turn: PeekabooTurn = { peekers: [1, 1], lookers: [4, 4, 2], held: [], rollsLeft: 2 };
    const target = [6, 6, 6, 3, 2] as Die[];
    const beat = adviseTurn({ turn, goal: 'beat', target });
    const strength = adviseTurn({ turn, goal: 'strength', target });
    assert.ok(beat.ok && strength.ok);
    assert.ok((beat.value.win ?? 0) >= (strength.value.win ?? 0) - 1e-12);
    assert.ok(beat.value.expectedStrength <= strength.value.expectedStrength + 1e-12);
  });
  it('holds are listed best first, with the runner-up after', () => {
    const result = adviseTurn({
      turn: { peekers: [6, 6], lookers: [6, 1, 2], held: [], rollsLeft: 1 },
      goal: 'beat',
      target: [5, 5, 5, 5, 1],
    });
    assert.ok(result.ok);
    const wins = result.value.holds.map((h) => h.win ?? 0);
    assert.deepEqual(
      [...wins].sort((a, b) => b - a),
      wins,
    );
    // Needs a fourth six: keeping the six and rolling two dice gives 1 - (5/6)^2.
    assert.deepEqual(result.value.holds[0]?.keep, [6]);
    close(wins[0] ?? 0, 1 - (5 / 6) ** 2, 'best hold');
  });
});

describe("peekaboo: an opponent's outlook", () => {
  it('lookers 6-6-6 with no rolls left: peekers decide (hand-counted over 36 pairs)', () => {
    const result = opponentOutlook({ lookers: [6, 6, 6], held: [], rollsLeft: 0 });
    assert.ok(result.ok);
    close(chance(result.value, 'five-of-a-kind'), 1 / 36, 'five');
    close(chance(result.value, 'four-of-a-kind'), 10 / 36, 'four');
    close(chance(result.value, 'full-house'), 5 / 36, 'full house');
    close(chance(result.value, 'three-of-a-kind'), 20 / 36, 'three');
  });
  it('matches averaging the 36 peeker pairs one by one', () => {
    const view = { lookers: [4, 4, 2] as Die[], held: [] as Die[], rollsLeft: 1 };
    const mine = [6, 6, 3, 3, 1] as Die[];
    const started = performance.now();
    const result = opponentOutlook(view, mine);
    console.log(`opponent outlook, one roll left: ${(performance.now() - started).toFixed(1)} ms`);
    assert.ok(result.ok);
    let win = 0;
    for (const a of FACES)
      for (const b of FACES) {
        const own = adviseTurn({ turn: { ...view, peekers: [a, b] }, goal: 'strength', target: mine });
        assert.ok(own.ok);
        win += (own.value.win ?? 0) / 36;
      }
    close(result.value.win ?? Number.NaN, win, 'win');
  });
  it('answers a two-roll question quickly (logged, not enforced)', () => {
    for (const label of ['advise', 'opponent']) {
      const started = performance.now();
      const result =
        label === 'advise'
          ? adviseTurn({ turn: { peekers: [3, 4], lookers: [1, 5, 6], held: [], rollsLeft: 2 }, goal: 'beat', target: [6, 6, 6, 2, 2] })
          : opponentOutlook({ lookers: [1, 5, 6], held: [], rollsLeft: 2 }, [6, 6, 6, 2, 2]);
      console.log(`${label}, two rolls left: ${(performance.now() - started).toFixed(1)} ms`);
      assert.ok(result.ok);
    }
  });
});

describe('peekaboo: strength', () => {
  const rows: { dice: Die[]; below: Die[] }[] = [
    { dice: [6, 6, 6, 6, 6], below: [5, 5, 5, 5, 5] },
    { dice: [2, 3, 4, 5, 6], below: [1, 2, 3, 4, 5] },
    { dice: [1, 1, 2, 3, 4], below: [6, 5, 4, 3, 1] },
  ];
  for (const { dice, below } of rows) {
    it(`${dice.join('')} is stronger than ${below.join('')}`, () => {
      assert.ok(diceStrength(dice) > diceStrength(below));
      close(diceStrength(dice), strengthOracle(dice), 'oracle');
    });
  }
});

describe('peekaboo: bad questions are errors, not exceptions', () => {
  const rows: { label: string; turn: unknown; code: string }[] = [
    { label: 'three peekers', turn: { peekers: [1, 2, 3], lookers: [1, 2, 3], held: [], rollsLeft: 1 }, code: 'wrong-count' },
    { label: 'a seven', turn: { peekers: [1, 2], lookers: [1, 2, 7], held: [], rollsLeft: 1 }, code: 'bad-die' },
    {
      label: 'holding a die not showing',
      turn: { peekers: [1, 2], lookers: [1, 2, 3], held: [4], rollsLeft: 1 },
      code: 'held-not-showing',
    },
    { label: 'three rolls left', turn: { peekers: [1, 2], lookers: [1, 2, 3], held: [], rollsLeft: 3 }, code: 'bad-rolls-left' },
    { label: 'beat with no target', turn: { peekers: [1, 2], lookers: [1, 2, 3], held: [], rollsLeft: 1 }, code: 'missing-target' },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const result = adviseTurn({ turn: row.turn, goal: row.code === 'missing-target' ? 'beat' : 'strength' });
      assert.equal(result.ok, false);
      assert.equal(result.error.code, row.code);
    });
  }
  // Questions whose parts are the wrong kind of value (issue 10): each is an error value, never an exception.
  const turn: PeekabooTurn = { peekers: [1, 2], lookers: [1, 2, 3], held: [], rollsLeft: 1 };
  const hostile: { label: string; question: unknown; code: string }[] = [
    { label: 'a goal that is not a goal ("win")', question: { turn, goal: 'win' }, code: 'bad-goal' },
    { label: 'no goal', question: { turn }, code: 'bad-goal' },
    { label: 'a reroll rule that is not a rule', question: { turn, goal: 'strength', rule: 'anything-goes' }, code: 'bad-rule' },
    { label: 'no question at all', question: undefined, code: 'bad-question' },
    { label: 'a turn that is a number', question: { turn: 7, goal: 'strength' }, code: 'bad-question' },
    { label: 'a target that is text', question: { turn, goal: 'beat', target: '66666' }, code: 'wrong-count' },
    { label: 'peekers that are symbols', question: { turn: { ...turn, peekers: [Symbol('x'), 2] }, goal: 'strength' }, code: 'bad-die' },
    { label: 'held dice that are not a list', question: { turn: { ...turn, held: 3 }, goal: 'strength' }, code: 'wrong-count' },
  ];
  for (const row of hostile) {
    it(`adviseTurn: ${row.label} → ${row.code}`, () => {
      const result = adviseTurn(row.question);
      assert.equal(result.ok, false);
      assert.equal(result.error.code, row.code);
    });
  }
  it('opponentOutlook: a view that is null → bad-question', () => {
    const result = opponentOutlook(null);
    assert.equal(result.ok ? null : result.error.code, 'bad-question');
  });
  it('rulings are prefixed pk- and unique', () => {
    assert.ok(RULINGS.every((r) => r.id.startsWith('pk-')));
    assert.equal(new Set(RULINGS.map((r) => r.id)).size, RULINGS.length);
  });
});
