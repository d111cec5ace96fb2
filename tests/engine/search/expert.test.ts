/**
 * The search on its own (search/ismcts.ts), on small games whose best move is known, and the expert of every
 * game (bots/expert.ts) playing whole games with a small budget: only legal moves, one sentence each, the same
 * game from the same seed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expertBudget, expertFor } from '../../../src/engine/bots/index.ts';
import { GAME_IDS, type GameId } from '../../../src/engine/ids.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';
import { mixSeed, rngAt, type Rng } from '../../../src/engine/play/random.ts';
import type { Bot, Outcome } from '../../../src/engine/play/types.ts';
import { DEFAULT_BUDGET, ismcts, outcomeShares, type SearchBudget, type SearchGame } from '../../../src/engine/search/ismcts.ts';

/**
 * A two-move game. Seat 0 picks `a`, then seat 1 picks `b` (0 or 1), and a coin nobody sees decides some endings:
 * a = 0: seat 0 wins when the coin shows 1, whatever `b`;
 * a = 1: seat 0 wins unless seat 1 answers b = 1 (so it loses against a seat 1 that plays for itself);
 * a = 2: seat 0 wins only if seat 1 answers b = 0 (again a loss against a real opponent).
 * Against a random seat 1, a = 1 and a = 2 look like 50%; valued from seat 0's side everywhere (no max^n), a = 1
 * looks like a sure win. The right move is a = 0, worth the coin's chance of 1.
 */
interface Toy {
  readonly a: number | null;
  readonly b: number | null;
  readonly coin: number;
}
type ToyView = Pick<Toy, 'a' | 'b'> & { readonly pOne: number };

const toyOutcome = (s: Toy): Outcome | null => {
  if (s.a === null || s.b === null) return null;
  const zeroWins = s.a === 0 ? s.coin === 1 : s.a === 1 ? s.b === 0 : s.b === 0;
  return { winners: [zeroWins ? 0 : 1], tie: false, scores: [0, 0], length: 2, stats: {}, summary: '' };
};

const toyGame = (pOne: number): SearchGame<Toy, number, ToyView> => ({
  rules: {
    toAct: (s) => (s.a === null ? 0 : s.b === null ? 1 : null),
    legalMoves: (s, seat) => (seat === 0 && s.a === null ? [0, 1, 2] : seat === 1 && s.a !== null && s.b === null ? [0, 1] : []),
    apply: (s, { seat, move }) => (seat === 0 ? { ...s, a: move } : { ...s, b: move }),
    view: (s) => ({ a: s.a, b: s.b, pOne }),
    outcome: toyOutcome,
  },
  // The coin is hidden: each deal flips it again.
  sample: (v: ToyView, rng: Rng) => ({ a: v.a, b: v.b, coin: rng.next() < v.pOne ? 1 : 0 }),
  rollout: (_v, legal, rng) => ({ move: rng.pick(legal), reason: '' }),
  seats: () => 2,
});

const ROWS: readonly { name: string; pOne: number; iterations: number; move: number; value: readonly [number, number] }[] = [
  { name: 'a coin that shows 1 seven times in ten', pOne: 0.7, iterations: 600, move: 0, value: [0.6, 0.8] },
  {
    name: 'a coin that shows 1 four times in ten (still better than a reply that beats you)',
    pOne: 0.4,
    iterations: 600,
    move: 0,
    value: [0.3, 0.5],
  },
];

for (const row of ROWS)
  test(`the search plays for each seat at its own nodes and averages over hidden coins: ${row.name}`, () => {
    const game = toyGame(row.pOne);
    const view: ToyView = { a: null, b: null, pOne: row.pOne };
    const result = ismcts(game, view, [0, 1, 2], rngAt(7), { ...DEFAULT_BUDGET, iterations: row.iterations });
    assert.equal(result.move, row.move, JSON.stringify(result.stats));
    const value = result.stats.find((s) => s.move === row.move)?.value ?? -1;
    assert.ok(value >= row.value[0] && value <= row.value[1], `value ${value}`);
    assert.equal(
      result.stats.reduce((n, s) => n + s.visits, 0),
      row.iterations,
      'every deal went through one root move',
    );
  });

/**
 * A guessing game with a tell. Seat 1 sees a hidden coin and signals it (its policy: signal the coin); seat 0 sees
 * the signal, not the coin, and wins by guessing the coin. The sampler flips the coin afresh, as if nothing had been
 * seen; only `weigh` (how likely the signal is under seat 1's policy, 5% for a signal the policy would not give)
 * lets the search read it. Without it both guesses look like 50%.
 */
interface Tell {
  readonly coin: number;
  readonly guess: number | null;
  readonly signal: number;
}
const tellGame = (weigh: boolean): SearchGame<Tell, number, { readonly signal: number; readonly guess: number | null }> => ({
  rules: {
    toAct: (s) => (s.guess === null ? 0 : null),
    legalMoves: (s, seat) => (seat === 0 && s.guess === null ? [0, 1] : []),
    apply: (s, { move }) => ({ ...s, guess: move }),
    view: (s) => ({ signal: s.signal, guess: s.guess }),
    outcome: (s) =>
      s.guess === null ? null : { winners: [s.guess === s.coin ? 0 : 1], tie: false, scores: [0, 0], length: 1, stats: {}, summary: '' },
  },
  sample: (v, rng) => ({ coin: rng.int(2), guess: v.guess, signal: v.signal }),
  rollout: (_v, legal, rng) => ({ move: rng.pick(legal), reason: '' }),
  seats: () => 2,
  ...(weigh ? { weigh: (v: { readonly signal: number }) => (s: Tell) => (s.coin === v.signal ? 1 : 0.05) } : {}),
});

for (const signal of [0, 1])
  test(`the search reads the others' moves through weigh: seat 1 signalled ${signal}, so the coin is ${signal}`, () => {
    const view = { signal, guess: null };
    const budget = { ...DEFAULT_BUDGET, iterations: 400 };
    const read = ismcts(tellGame(true), view, [0, 1], rngAt(3), budget);
    assert.equal(read.move, signal, JSON.stringify(read.stats));
    const value = read.stats.find((s) => s.move === signal)?.value ?? 0;
    assert.ok(value > 0.85, `the guess wins in ${value} of the deals it was tried in`);
    const blind = ismcts(tellGame(false), view, [0, 1], rngAt(3), budget);
    assert.ok(
      blind.stats.every((s) => s.value > 0.35 && s.value < 0.65),
      `without weigh both guesses look even: ${JSON.stringify(blind.stats)}`,
    );
  });

test('a tie splits the win between the sides that share it, and partners share theirs', () => {
  const outcome = (winners: number[], tie: boolean): Outcome => ({ winners, tie, scores: [], length: 0, stats: {}, summary: '' });
  const rows: readonly [string, Outcome, number, ((s: number) => number) | undefined, number[]][] = [
    ['one winner', outcome([2], false), 4, undefined, [0, 0, 1, 0]],
    ['two tied', outcome([0, 3], true), 4, undefined, [0.5, 0, 0, 0.5]],
    ['nobody (everyone can lose)', outcome([], false), 3, undefined, [0, 0, 0]],
    ['a team', outcome([1, 3], false), 4, (s) => s % 2, [0, 1, 0, 1]],
    ['two teams level', outcome([0, 1, 2, 3], true), 4, (s) => s % 2, [0.5, 0.5, 0.5, 0.5]],
  ];
  for (const [name, o, seats, teamOf, want] of rows) assert.deepEqual(outcomeShares(o, seats, teamOf), want, name);
});

/**
 * The expert with a small budget (its own search, the tree or flat, with few deals), in seat 0 of games at the
 * printed rules; everyone else sensible.
 */
const small = (id: GameId): SearchBudget => ({ ...expertBudget(id), iterations: 8, rolloutDepth: 12, pool: 8 });

function expertGame(game: AnyPlayable, expert: Bot<unknown, unknown>, seed: number): { moves: string[]; reasons: string[] } {
  const { rules } = game;
  const options = defaultOptions(rules.options);
  const rng = rngAt(mixSeed(seed, 0, 1));
  let state: unknown = rules.newGame(options, mixSeed(seed, 0));
  const moves: string[] = [];
  const reasons: string[] = [];
  for (let seat = rules.toAct(state); seat !== null; seat = rules.toAct(state)) {
    const legal: readonly unknown[] = rules.legalMoves(state, seat);
    const choice = (seat === 0 ? expert : game.bots.sensible)(rules.view(state, seat), legal, rng);
    assert.ok(legal.includes(choice.move), `move ${moves.length + 1} is one of the legal moves it was given`);
    if (seat === 0) reasons.push(choice.reason);
    const move: unknown = choice.move;
    moves.push(JSON.stringify(move));
    state = rules.apply(state, { seat, move });
  }
  return { moves, reasons };
}

for (const id of GAME_IDS)
  test(`${id}: the expert plays whole games with legal moves, one sentence each, the same from the same seed`, () => {
    const game: AnyPlayable = playable(id);
    const expert = expertFor(id, small(id)) as Bot<unknown, unknown>;
    const first = expertGame(game, expert, 11);
    assert.ok(first.reasons.length > 3, `${first.reasons.length} expert moves`);
    for (const reason of first.reasons) {
      assert.match(reason, /^[A-Z0-9"'(“].*[.!?]$/su, `a sentence: ${reason}`);
      assert.ok(!/\.\s+[A-Z]/u.test(reason), `one sentence: ${reason}`);
    }
    assert.ok(
      first.reasons.some((r) =>
        /^Over 8 deals that fit what I have seen, “.+” left me a \d+% chance of winning the game in the \d+ where I tried it/u.test(r),
      ),
      'a searched move names its figures',
    );
    assert.deepEqual(expertGame(game, expert, 11), first, 'the same game again');
  });

/** A three-move toy: seat 0 picks a, seat 1 picks b, seat 0 picks c (each 0 to 2); seat 0 wins when c is 1. */
interface Three {
  readonly moves: readonly number[];
}
const threeGame = (own: boolean, seen: number[][]): SearchGame<Three, number, Three & { seat: number }> => ({
  rules: {
    toAct: (s) => (s.moves.length >= 3 ? null : s.moves.length === 1 ? 1 : 0),
    legalMoves: (s) => (s.moves.length >= 3 ? [] : [0, 1, 2]),
    apply: (s, { move }) => ({ moves: [...s.moves, move] }),
    view: (s) => ({ ...s, seat: s.moves.length === 1 ? 1 : 0 }),
    outcome: (s): Outcome | null =>
      s.moves.length < 3 ? null : { winners: [s.moves[2] === 1 ? 0 : 1], tie: false, scores: [0, 0], length: 3, stats: {}, summary: '' },
  },
  sample: (v) => ({ moves: v.moves }),
  // The rollout player and the searcher's own player note which seat they were asked to move for.
  rollout: (v, legal) => {
    seen[0]?.push(v.seat);
    return { move: legal[0] ?? 0, reason: '' };
  },
  ...(own
    ? {
        ownRollout: (v: Three & { seat: number }, legal: readonly number[]) => {
          seen[1]?.push(v.seat);
          return { move: legal[1] ?? 0, reason: '' };
        },
      }
    : {}),
  seats: () => 2,
});

test("the searcher's own player plays its moves in the rollouts and at its nodes; the rollout player plays the others", () => {
  const rows: readonly [string, boolean, number[], number[]][] = [
    ['with an own player', true, [1], [0]],
    ['without one, the rollout player plays every seat', false, [0, 1], []],
  ];
  for (const [name, own, rolloutSeats, ownSeats] of rows) {
    const seen: number[][] = [[], []];
    ismcts(threeGame(own, seen), { moves: [], seat: 0 }, [0, 1, 2], rngAt(3), { ...DEFAULT_BUDGET, iterations: 2 });
    assert.deepEqual([...new Set(seen[0])].sort(), rolloutSeats, `${name}: the seats the rollout player moved for`);
    assert.deepEqual([...new Set(seen[1])].sort(), ownSeats, `${name}: the seats the own player moved for`);
  }
});

test("a game's candidates are the root moves searched, with the policy's own move added when it is not one of them", () => {
  const rows: readonly [string, ((legal: readonly number[]) => number[]) | undefined, number[]][] = [
    ['every legal move by default', undefined, [0, 1, 2]],
    ['only the candidates, and the policy’s move 1', () => [2], [2, 1]],
    ['the policy’s move already a candidate', () => [1, 2], [1, 2]],
  ];
  for (const [name, candidates, searched] of rows) {
    const seen: number[][] = [[], []];
    const game = {
      ...threeGame(true, seen),
      ...(candidates === undefined ? {} : { candidates: (_v: unknown, legal: readonly number[]) => candidates(legal) }),
    };
    const result = ismcts(game, { moves: [], seat: 0 }, [0, 1, 2], rngAt(3), { ...DEFAULT_BUDGET, iterations: 30 });
    assert.deepEqual(
      result.stats.map((s) => s.move),
      searched,
      name,
    );
    assert.equal(
      result.stats.reduce((n, s) => n + s.visits, 0),
      30,
      `${name}: every deal went through one of them`,
    );
  }
});
