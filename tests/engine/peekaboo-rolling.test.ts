/**
 * Peekaboo's rolling decisions (src/engine/games/peekaboo/rolling.ts) against
 * an exhaustive oracle in exact integers.
 *
 * The oracle shares nothing with the fast path but `evaluateDice` and the
 * rules' legal moves, and it is slow on purpose:
 *   - the seat's own turn tries every hold by position (every subset of its
 *     three lookers, kept dice included when they must stay kept) and rolls
 *     every ordered outcome of the dice rolled, to the end of the turn;
 *   - an opponent who has rolled is its lookers with each of the 36 ordered
 *     pairs of peekers;
 *   - an opponent still to roll (the model) plays the sensible player's own
 *     choice, `SENSIBLE` asked with a view of a state holding those dice, for
 *     each of the 36 pairs of peekers and every ordered roll of its turn;
 *   - a final hand's share is summed over every set of opponents it ties
 *     (each such set splitting the pot evenly, nobody beating it).
 * Every count is an integer (BigInt where it grows), so the best value is
 * exact and the fast path's hold must reach it exactly.
 *
 * Positions come from real games (seeded, 2 to 6 players, three quarters of
 * them with 2 or 3 for time; a mix of sensible and random moves so that held
 * dice vary), at every rolling decision of a turn, with any number of players
 * already rolled, under four table rules: three rolls with kept dice staying
 * kept (most rows), three rolls with kept dice free, two rolls, and four rolls
 * (where the model plans two rolls at most, as the sensible player does).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluateDice, type Die } from '../../src/engine/hands/dice.ts';
import { SENSIBLE } from '../../src/engine/games/peekaboo/bots.ts';
import { PEEKABOO_OPTIONS, type PeekabooOptions } from '../../src/engine/games/peekaboo/options.ts';
import { bestRoll, rollingAdvice } from '../../src/engine/games/peekaboo/rolling.ts';
import { RULES } from '../../src/engine/games/peekaboo/rules.ts';
import type { PeekabooMove, PeekabooState } from '../../src/engine/games/peekaboo/state.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { mixSeed, rngAt } from '../../src/engine/play/random.ts';

const FACES: readonly Die[] = [1, 2, 3, 4, 5, 6];
const opts = (o: Partial<PeekabooOptions> = {}): PeekabooOptions => ({ ...defaultOptions(PEEKABOO_OPTIONS), ...o });
const dice = (text: string): Die[] => [...text].map((c) => Number(c) as Die);
const high = (d: readonly Die[]): Die[] => [...d].sort((a, b) => b - a);
const text = (d: readonly Die[]): string => high(d).join('');
const key = (five: readonly Die[]): number => evaluateDice(five).key;
const POW8 = [0, 1, 8, 64, 512, 4096, 32768];
/** A multiset of dice as one number, its count of each face in base 8: the same dice in any order give the same number. */
const bag = (d: readonly Die[]): number => d.reduce((code, x) => code + (POW8[x] ?? 0), 0);
const unbag = (code: number): Die[] => FACES.flatMap((f) => Array<Die>(Math.floor(code / (POW8[f] ?? 1)) % 8).fill(f));

function orderedRolls(k: number): Die[][] {
  return k === 0 ? [[]] : orderedRolls(k - 1).flatMap((rest) => FACES.map((f) => [f, ...rest]));
}
const ROLLS_OF = [0, 1, 2, 3].map(orderedRolls);

/** Every hold by position: the lookers at the positions of each subset, when it includes every die that must stay kept. */
function holdsByPosition(lookers: readonly Die[], held: readonly Die[]): Die[][] {
  const out: Die[][] = [];
  for (let mask = 0; mask < 1 << lookers.length; mask++) {
    const keep = lookers.filter((_, i) => (mask >> i) & 1);
    const left = [...keep];
    const ok = held.every((h) => {
      const i = left.indexOf(h);
      if (i >= 0) left.splice(i, 1);
      return i >= 0;
    });
    if (ok) out.push(keep);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Opponents: a count of each final hand key, over a stated denominator.

interface Counted {
  readonly counts: ReadonlyMap<number, number>;
  readonly total: number;
}

function rolledOpponent(lookers: readonly Die[]): Counted {
  const counts = new Map<number, number>();
  for (const a of FACES)
    for (const b of FACES) {
      const k = key([a, b, ...lookers]);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  return { counts, total: 36 };
}

/** A copy of `list` with `seat`'s entry replaced. */
const withSeat = <T>(list: readonly T[], seat: number, value: T): T[] => list.map((v, i) => (i === seat ? value : v));

/**
 * A player still to roll, played by SENSIBLE: asked at each decision through
 * the view of `template` with that seat's dice replaced. Counts are over
 * 36 × 216^rolls: every ordered pair of peekers, every ordered roll.
 */
function freshOpponent(template: PeekabooState, seat: number): Counted {
  const o = template.o;
  const stay = o.keptDice === 'stay-kept';
  const chosen = new Map<string, Die[]>();
  const sensibleHold = (peekers: Die[], lookers: Die[], held: Die[], r: number): Die[] => {
    const id = `${bag(peekers)}|${bag(lookers)}|${bag(held)}|${r}`;
    let keep = chosen.get(id);
    if (keep === undefined) {
      const s: PeekabooState = {
        ...template,
        phase: 'roll',
        turn: seat,
        peekers: withSeat(template.peekers, seat, high(peekers)),
        lookers: withSeat(template.lookers, seat, high(lookers)),
        held: withSeat(template.held, seat, high(held)),
        rollsLeft: withSeat(template.rollsLeft, seat, r),
      };
      const move = SENSIBLE(RULES.view(s, seat), RULES.legalMoves(s, seat), rngAt(1)).move;
      assert.equal(move.kind, 'keep');
      keep = [...move.dice];
      chosen.set(id, keep);
    }
    return keep;
  };
  const memo = new Map<string, Map<number, number>>();
  // Final lookers (as a bag) → count, over 216^r.
  const ends = (peekers: Die[], lookers: Die[], held: Die[], r: number): Map<number, number> => {
    if (r === 0) return new Map([[bag(lookers), 1]]);
    const id = `${bag(peekers)}|${bag(lookers)}|${bag(held)}|${r}`;
    const known = memo.get(id);
    if (known !== undefined) return known;
    const keep = sensibleHold(peekers, lookers, held, r);
    const out = new Map<number, number>();
    if (keep.length === 3) out.set(bag(lookers), 216 ** r);
    else
      for (const roll of ROLLS_OF[3 - keep.length] ?? [])
        for (const [end, n] of ends(peekers, [...keep, ...roll], stay ? keep : [], r - 1))
          out.set(end, (out.get(end) ?? 0) + n * 6 ** keep.length);
    memo.set(id, out);
    return out;
  };
  const counts = new Map<number, number>();
  for (const a of FACES)
    for (const b of FACES)
      for (const first of ROLLS_OF[3] ?? [])
        for (const [end, n] of ends([a, b], first, [], o.rolls - 1)) {
          const k = key([a, b, ...unbag(end)]);
          counts.set(k, (counts.get(k) ?? 0) + n);
        }
  return { counts, total: 36 * 216 ** o.rolls };
}

const freshCache = new Map<string, Counted>();
function opponentsOf(s: PeekabooState, seat: number): Counted[] {
  const out: Counted[] = [];
  for (let p = 0; p < s.o.players; p++) {
    if (p === seat || !(s.inRound[p] ?? false) || (s.folded[p] ?? false)) continue;
    const lookers = s.lookers[p] ?? [];
    if (lookers.length > 0) {
      out.push(rolledOpponent(lookers));
      continue;
    }
    const id = `${s.o.rolls}:${s.o.keptDice}`;
    let fresh = freshCache.get(id);
    if (fresh === undefined) {
      fresh = freshOpponent(s, p);
      freshCache.set(id, fresh);
    }
    out.push(fresh);
  }
  return out;
}

// ---------------------------------------------------------------------------
// A final hand's share, in sixtieths over the product of the opponents' totals
// (60 = lcm(1..6): every share 1/(t + 1) is a whole number of sixtieths).

/** Summed over every set of opponents the hand ties, all the others below it. */
function tieSetShare(mine: number, opponents: readonly Counted[]): bigint {
  const less = opponents.map((o) => [...o.counts].reduce((sum, [k, n]) => sum + (k < mine ? n : 0), 0));
  const equal = opponents.map((o) => o.counts.get(mine) ?? 0);
  let v = 0n;
  for (let tied = 0; tied < 1 << opponents.length; tied++) {
    let product = 1n;
    let t = 0;
    opponents.forEach((_, i) => {
      const ties = ((tied >> i) & 1) === 1;
      if (ties) t++;
      product *= BigInt(ties ? (equal[i] ?? 0) : (less[i] ?? 0));
    });
    v += product * BigInt(60 / (t + 1));
  }
  return v;
}

/** Summed over every combination of the opponents' final hands, one key from each: slower still, for a check. */
function jointShare(mine: number, opponents: readonly Counted[]): bigint {
  let v = 0n;
  const visit = (i: number, ways: bigint, best: number, ties: number): void => {
    const o = opponents[i];
    if (o === undefined) {
      if (best <= mine) v += ways * BigInt(60 / (ties + 1));
      return;
    }
    for (const [k, n] of o.counts) visit(i + 1, ways * BigInt(n), Math.max(best, k), ties + (k === mine ? 1 : 0));
  };
  visit(0, 1n, -1, 0);
  return v;
}

// ---------------------------------------------------------------------------
// The seat's own turn, exactly: values are numerators over `den` × 216^r.

interface Exact {
  /** Each legal hold's value, in the legal moves' order. */
  readonly values: readonly bigint[];
  readonly den: bigint;
  readonly best: bigint;
}

function oracle(s: PeekabooState, seat: number): Exact {
  const opponents = opponentsOf(s, seat);
  const stay = s.o.keptDice === 'stay-kept';
  const peekers = s.peekers[seat] ?? [];
  const den = opponents.reduce((d, o) => d * BigInt(o.total), 60n);
  const terms = new Map<number, bigint>();
  const term = (lookers: readonly Die[]): bigint => {
    const id = bag(lookers);
    let v = terms.get(id);
    if (v === undefined) {
      v = tieSetShare(key([...peekers, ...lookers]), opponents);
      terms.set(id, v);
    }
    return v;
  };
  const memo = new Map<number, bigint>();
  const value = (lookers: readonly Die[], held: readonly Die[], r: number): bigint => {
    if (r === 0) return term(lookers);
    const id = (bag(lookers) * 65536 + bag(held)) * 8 + r;
    let v = memo.get(id);
    if (v === undefined) {
      v = -1n;
      for (const keep of holdsByPosition(lookers, held)) {
        const h = holdValue(lookers, keep, r);
        if (h > v) v = h;
      }
      memo.set(id, v);
    }
    return v;
  };
  function holdValue(lookers: readonly Die[], keep: readonly Die[], r: number): bigint {
    if (keep.length === 3) return term(lookers) * 216n ** BigInt(r);
    // Every ordered roll of the rest, counted by the lookers it leaves (equal terms summed once).
    const landed = new Map<number, { readonly next: Die[]; n: number }>();
    for (const roll of ROLLS_OF[3 - keep.length] ?? []) {
      const next = [...keep, ...roll];
      const at = landed.get(bag(next));
      if (at === undefined) landed.set(bag(next), { next, n: 1 });
      else at.n++;
    }
    let sum = 0n;
    for (const { next, n } of landed.values()) sum += BigInt(n * 6 ** keep.length) * value(next, stay ? keep : [], r - 1);
    return sum;
  }
  const lookers = s.lookers[seat] ?? [];
  const r = s.rollsLeft[seat] ?? 0;
  const values = RULES.legalMoves(s, seat).map((m) => (m.kind === 'keep' ? holdValue(lookers, m.dice, r) : -1n));
  const best = values.reduce((a, b) => (b > a ? b : a), -1n);
  return { values, den: den * 216n ** BigInt(r), best };
}

const ratio = (num: bigint, den: bigint): number => Number((num * 10n ** 18n) / den) / 1e18;

// ---------------------------------------------------------------------------
// Positions from real games.

interface Position {
  readonly s: PeekabooState;
  readonly seat: number;
}

const CONFIGS: readonly Partial<PeekabooOptions>[] = [
  {},
  {},
  {},
  {},
  {},
  { rolls: 4 },
  { keptDice: 'may-reroll' },
  { keptDice: 'may-reroll' },
  { rolls: 2 },
];

/** Rolling decisions met in seeded games, at most `perGame` from each, `count` in all. */
function positions(count: number, perGame: number, players: (game: number) => number): Position[] {
  const out: Position[] = [];
  for (let game = 0; out.length < count; game++) {
    const o = opts({ players: players(game), ...CONFIGS[game % CONFIGS.length] });
    let s = RULES.newGame(o, mixSeed(2211, game));
    const rng = rngAt(mixSeed(2211, game, 1));
    let taken = 0;
    for (let moves = 0; s.phase !== 'over' && taken < perGame && out.length < count && moves < 400; moves++) {
      const seat = s.turn;
      const legal = RULES.legalMoves(s, seat);
      if (s.phase === 'roll' && rng.next() < 0.5) {
        out.push({ s, seat });
        taken++;
      }
      // Join every round, so that the table is full; otherwise half sensible, half random.
      const join = legal.find((m) => m.kind === 'join');
      const move: PeekabooMove = join ?? (rng.next() < 0.5 ? rng.pick(legal) : SENSIBLE(RULES.view(s, seat), legal, rngAt(moves)).move);
      s = RULES.apply(s, { seat, move });
    }
  }
  return out;
}

/** Most rows with two or three players, for speed; a quarter with four to six. */
const ORACLE_POSITIONS = positions(1000, 4, (game) => (game % 4 === 3 ? 4 + ((game >> 2) % 3) : 2 + (game % 2)));

describe('peekaboo rolling: the fast path is optimal on every oracle position', () => {
  it(`${ORACLE_POSITIONS.length} positions from seeded games: the chosen hold reaches the exact best, and every value agrees`, () => {
    let tiedBest = 0;
    const seen = {
      players: new Set<number>(),
      rollsLeft: new Set<number>(),
      rolled: new Set<number>(),
      toRoll: new Set<number>(),
      /** Dice that must stay kept, by how many, and the table rules met. */
      held: new Set<number>(),
      rules: new Set<string>(),
    };
    for (const [i, { s, seat }] of ORACLE_POSITIONS.entries()) {
      const legal = RULES.legalMoves(s, seat);
      const advice = rollingAdvice(RULES.view(s, seat), legal);
      const where = `position ${i}: ${s.o.players} players, seat ${seat}, peekers ${text(s.peekers[seat] ?? [])}, lookers ${s.lookers
        .map((l) => text(l) || '-')
        .join('|')}, held ${text(s.held[seat] ?? [])}, ${s.rollsLeft[seat]} rolls left, ${s.o.rolls} rolls, ${s.o.keptDice}`;
      assert.ok(advice !== null, `${where}: no advice`);
      const exact = oracle(s, seat);
      const chosen = legal.indexOf(advice.best.move);
      assert.ok(chosen >= 0, `${where}: the chosen hold is not a legal move`);
      assert.equal(exact.values[chosen], exact.best, `${where}: the chosen hold is not the best`);
      for (const h of advice.holds) {
        const v = exact.values[legal.indexOf(h.move)] ?? -1n;
        assert.ok(
          Math.abs(h.share - ratio(v, exact.den)) < 1e-9,
          `${where}: keep ${text(h.move.dice)}: ${h.share} ≠ ${ratio(v, exact.den)}`,
        );
      }
      assert.equal(advice.holds.length, legal.length, `${where}: every legal hold valued`);
      if (exact.values.filter((v) => v === exact.best).length > 1) tiedBest++;
      seen.players.add(s.o.players);
      seen.rollsLeft.add(s.rollsLeft[seat] ?? 0);
      seen.rolled.add(advice.rolled);
      seen.toRoll.add(advice.toRoll);
      if (s.o.keptDice === 'stay-kept') seen.held.add((s.held[seat] ?? []).length);
      seen.rules.add(`${s.o.rolls} rolls, ${s.o.keptDice}`);
    }
    // The sample covers what it says it does.
    assert.ok(ORACLE_POSITIONS.length >= 1000);
    assert.deepEqual([...seen.players].sort(), [2, 3, 4, 5, 6]);
    assert.deepEqual([...seen.rollsLeft].sort(), [1, 2, 3]);
    assert.deepEqual([...seen.rolled].sort(), [0, 1, 2, 3, 4, 5]);
    assert.deepEqual([...seen.toRoll].sort(), [0, 1, 2, 3, 4, 5]);
    assert.deepEqual([...seen.held].sort(), [0, 1, 2]);
    assert.deepEqual([...seen.rules].sort(), ['2 rolls, stay-kept', '3 rolls, may-reroll', '3 rolls, stay-kept', '4 rolls, stay-kept']);
    assert.ok(tiedBest > 0, 'some positions have two equally good holds');
  });
});

describe("peekaboo rolling: the oracle's sum over tie sets is the sum over every combination of hands", () => {
  const few = ORACLE_POSITIONS.filter(({ s, seat }) => opponentsOf(s, seat).length <= 2).slice(0, 20);
  it(`${few.length} positions with one or two opponents, every final hand the roller can reach`, () => {
    assert.equal(few.length, 20);
    for (const { s, seat } of few) {
      const opponents = opponentsOf(s, seat);
      const hands = new Set(orderedRolls(3).map((lookers) => key([...(s.peekers[seat] ?? []), ...lookers])));
      for (const mine of hands) assert.equal(tieSetShare(mine, opponents), jointShare(mine, opponents), `hand key ${mine}`);
    }
  });
});

// ---------------------------------------------------------------------------
// Hand-built positions.

interface Table {
  readonly options?: Partial<PeekabooOptions>;
  /** The seat to roll. */
  readonly seat: number;
  readonly peekers: string;
  /** Each seat's lookers: the roller's as they lie, a rolled player's final ones, "" for one still to roll, null for one sitting out. */
  readonly lookers: readonly (string | null)[];
  readonly held?: string;
  readonly rollsLeft: number;
  /** Every other seat's peekers, which the roller cannot see (default 3 4). */
  readonly hidden?: string;
}

/** A round in its rolling, `seat` to choose a hold. */
function rolling(t: Table): PeekabooState {
  const o = opts({ players: t.lookers.length, ...t.options });
  const base = RULES.newGame(o, 1);
  const inRound = t.lookers.map((l) => l !== null);
  return {
    ...base,
    phase: 'roll',
    first: 0,
    turn: t.seat,
    ante: 1,
    inRound,
    answered: t.lookers.map(() => true),
    chips: t.lookers.map((l) => o.chips - (l === null ? 0 : 1)),
    put: t.lookers.map((l) => (l === null ? 0 : 1)),
    peekers: t.lookers.map((l, p) => (l === null ? [] : high(dice(p === t.seat ? t.peekers : (t.hidden ?? '34'))))),
    lookers: t.lookers.map((l) => high(dice(l ?? ''))),
    held: t.lookers.map((_, p) => (p === t.seat ? high(dice(t.held ?? '')) : [])),
    rollsLeft: t.lookers.map((_, p) => (p === t.seat ? t.rollsLeft : 0)),
    stats: { ...base.stats, pots: 1 },
  };
}

const adviceAt = (t: Table) => {
  const s = rolling(t);
  assert.equal(RULES.audit(s), null);
  const legal = RULES.legalMoves(s, t.seat);
  return { s, legal, advice: rollingAdvice(RULES.view(s, t.seat), legal), choice: bestRoll(RULES.view(s, t.seat), legal) };
};

describe('peekaboo rolling: hand-built positions', () => {
  const rows: {
    readonly name: string;
    readonly table: Table;
    /** The hold chosen (high to low), or, with `not`, a hold it must not be. */
    readonly keep: string;
    readonly not?: true;
    /** The chosen hold's exact share, where it is known by hand. */
    readonly share?: number;
    readonly rolled: number;
    readonly toRoll: number;
  }[] = [
    {
      // 6 5 4 showing and two hidden dice make three of a kind or a straight at best: a full house beats them all.
      name: 'the last roller, with a full house no visible hand can reach, stops',
      table: { seat: 1, peekers: '22', lookers: ['654', '332'], rollsLeft: 2 },
      keep: '332',
      share: 1,
      rolled: 1,
      toRoll: 0,
    },
    {
      // 6 6 6 showing is three sixes at least; a pair of fives loses to it whatever the hidden dice.
      name: 'the last roller, below the hand to beat with a roll left, does not stop',
      table: { seat: 1, peekers: '21', lookers: ['666', '554'], rollsLeft: 1 },
      keep: '554',
      not: true,
      rolled: 1,
      toRoll: 0,
    },
    {
      name: 'the last roller, below the hand to beat with two rolls left, does not stop',
      table: { seat: 2, peekers: '21', lookers: ['666', '321', '554'], rollsLeft: 2 },
      keep: '554',
      not: true,
      rolled: 2,
      toRoll: 0,
    },
    {
      // Three fives lose to three sixes; kept fives stay kept, so the only other hold rolls the four (a five or a one wins).
      name: 'the last roller, below the hand to beat with fives kept, rolls the four',
      table: { seat: 1, peekers: '51', lookers: ['666', '554'], held: '55', rollsLeft: 1 },
      keep: '55',
      rolled: 1,
      toRoll: 0,
    },
    {
      // Five sixes lose to nothing and tie only five sixes.
      name: 'the first roller with five sixes stops, two players still to roll',
      table: { seat: 0, peekers: '66', lookers: ['666', '', ''], rollsLeft: 2 },
      keep: '666',
      rolled: 0,
      toRoll: 2,
    },
    {
      name: 'a seat sitting out the round is no opponent',
      table: { seat: 1, peekers: '22', lookers: ['654', '332', null], rollsLeft: 2 },
      keep: '332',
      share: 1,
      rolled: 1,
      toRoll: 0,
    },
    {
      // The same table as the first row, with the opponent's hidden dice changed: the roller cannot see them.
      name: 'the hidden dice of another player change nothing',
      table: { seat: 1, peekers: '22', lookers: ['654', '332'], rollsLeft: 2, hidden: '66' },
      keep: '332',
      share: 1,
      rolled: 1,
      toRoll: 0,
    },
    {
      // A pair of ones with nothing showing to fear: kept dice may be picked up again under this rule.
      name: 'kept dice free: a held die may be rolled again',
      table: { options: { keptDice: 'may-reroll' }, seat: 1, peekers: '21', lookers: ['666', '554'], held: '55', rollsLeft: 1 },
      keep: '554',
      not: true,
      rolled: 1,
      toRoll: 0,
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const { s, legal, advice, choice } = adviceAt(row.table);
      assert.ok(advice !== null && choice !== null);
      assert.equal(choice.move, advice.best.move);
      const kept = text(advice.best.move.dice);
      if (row.not === true) assert.notEqual(kept, row.keep);
      else assert.equal(kept, row.keep);
      if (row.share !== undefined) assert.equal(advice.best.share, row.share);
      assert.ok(advice.best.share > 0);
      assert.deepEqual([advice.rolled, advice.toRoll], [row.rolled, row.toRoll]);
      // The exact oracle agrees on every row.
      const exact = oracle(s, row.table.seat);
      assert.equal(exact.values[legal.indexOf(advice.best.move)], exact.best);
    });
  }
});

describe('peekaboo rolling: no advice outside a rolling decision of the printed dice', () => {
  const base: Table = { seat: 1, peekers: '22', lookers: ['654', '332'], rollsLeft: 2 };
  const rows: { readonly name: string; readonly at: (s: PeekabooState) => { s: PeekabooState; seat: number } }[] = [
    { name: 'betting, not rolling', at: (s) => ({ s: { ...s, phase: 'bet' }, seat: 1 }) },
    { name: 'another seat to roll', at: (s) => ({ s, seat: 0 }) },
    { name: 'three peekers and two lookers', at: (s) => ({ s: { ...s, o: { ...s.o, peekers: 3, lookers: 2 } }, seat: 1 }) },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const { s, seat } = row.at(rolling(base));
      const legal = RULES.legalMoves(rolling(base), 1);
      assert.equal(rollingAdvice(RULES.view(s, seat), legal), null);
      assert.equal(bestRoll(RULES.view(s, seat), legal), null);
    });
  }
});

describe("peekaboo rolling: the reason gives the chosen hold's share and the next best's", () => {
  const rows: { readonly name: string; readonly table: Table; readonly reason: RegExp }[] = [
    {
      name: 'a sure win, stopping',
      table: { seat: 1, peekers: '22', lookers: ['654', '332'], rollsLeft: 2 },
      reason:
        /^Stopping with these lookers takes 100% of the pot at a showdown against the hands I can see; (keeping|rolling) .+, (about \d+%|under 1%)\.$/u,
    },
    {
      name: 'players still to roll are named',
      table: { seat: 0, peekers: '66', lookers: ['666', '', ''], rollsLeft: 2 },
      reason:
        /^Stopping with these lookers takes (about|over) \d+% of the pot at a showdown against the hands I can see and the 2 players still to roll; /u,
    },
    {
      name: 'one player still to roll',
      table: { seat: 0, peekers: '21', lookers: ['554', ''], rollsLeft: 1 },
      reason: /against the hands I can see and the player still to roll; /u,
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const { choice } = adviceAt(row.table);
      assert.ok(choice !== null);
      assert.match(choice.reason, row.reason);
    });
  }
});
