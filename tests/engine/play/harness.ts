/**
 * Properties every game must have, checked with fast-check over seeds and
 * random legal play. Each game's test file calls `checkGame` and adds its
 * own: hidden information in `view`, and scenario rows for its rulings.
 * Moves go through the framework's one checked `play`, which must accept
 * exactly the legal moves (boundary.test.ts runs that for every game).
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { defaultOptions, type OptionValues } from '../../../src/engine/play/options.ts';
import { play } from '../../../src/engine/play/play.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';
import { replay, type GameRecord } from '../../../src/engine/play/record.ts';
import { playGame } from '../../../src/engine/play/simulate.ts';
import { LAB_LEVELS, type SeatMove } from '../../../src/engine/play/types.ts';
import { runSimulate } from '../../../src/engine/cli-simulate.ts';
import { UsageError } from '../../../src/engine/cli-args.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import type { GameId } from '../../../src/engine/ids.ts';

type Options = OptionValues<AnyPlayable['rules']['options']>;
const json = (x: unknown): string => JSON.stringify(x);

export interface Played {
  readonly states: readonly unknown[];
  readonly record: GameRecord;
}

/** A state met in random legal play of `game` under one of `options`, for fast-check properties. */
export function arbitraryPlayedState(game: AnyPlayable, options: readonly Options[]): fc.Arbitrary<unknown> {
  return fc
    .record({
      options: fc.constantFrom(...options),
      seed: fc.nat({ max: 0xffffffff }),
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
      at: fc.nat(),
    })
    .map(({ options: o, seed, picks, at }) => {
      const played = randomPlay(game, o, seed, (n, step) => (picks[step % picks.length] ?? 0) % n);
      return played.states[at % played.states.length];
    });
}

/** Play to the end choosing legal moves by `pick`, checking the invariants after every move. */
export function randomPlay(
  { rules, words }: AnyPlayable,
  options: Options,
  seed: number,
  pick: (n: number, step: number) => number,
): Played {
  let state: unknown = rules.newGame(options, seed);
  const states = [state];
  const moves: SeatMove<unknown>[] = [];
  const seats = rules.seats(options);
  assert.equal(words.seatNames(options).length, seats, 'a name for every seat');
  const limit = rules.maxMoves(options);
  assert.equal(rules.audit(state), null, 'audit after the deal');
  for (let seat = rules.toAct(state); seat !== null; seat = rules.toAct(state)) {
    assert.ok(moves.length < limit, `the game ends within ${limit} moves (seed ${seed})`);
    assert.ok(seat >= 0 && seat < seats, `seat ${seat} exists`);
    const legal: readonly unknown[] = rules.legalMoves(state, seat);
    assert.ok(legal.length > 0, `the seat to act has a legal move (seed ${seed}, move ${moves.length + 1})`);
    for (let other = 0; other < seats; other++)
      if (other !== seat) assert.equal(rules.legalMoves(state, other).length, 0, 'only the seat to act has moves');
    const move = { seat, move: legal[pick(legal.length, moves.length) % legal.length] };
    const before = json(state);
    // A copy from outside (a link, a record) is accepted as the legal move itself: the same state as the trusted apply.
    const next = play(rules, state, JSON.parse(json(move)) as unknown);
    assert.equal(json(state), before, 'play does not change the state it is given');
    assert.ok(next.ok, `a legal move is accepted: ${next.ok ? '' : next.error.message}`);
    const applied: unknown = rules.apply(state, move);
    assert.equal(json(state), before, 'apply does not change the state it is given');
    assert.equal(json(next.value), json(applied), 'play gives what apply gives');
    state = next.value;
    assert.equal(rules.audit(state), null, `audit after move ${moves.length + 1} (seed ${seed})`);
    assert.deepEqual(JSON.parse(json(state)), state, 'the state is plain JSON');
    moves.push(move);
    states.push(state);
  }
  const outcome = rules.outcome(state);
  assert.ok(outcome !== null, 'a game with no seat to act has an outcome');
  assert.ok(outcome.winners.length > 0 || rules.everyoneCanLose === true, 'someone wins, unless the rules let everyone lose');
  assert.ok(
    outcome.winners.every((w) => w >= 0 && w < seats),
    'winners are seats',
  );
  assert.equal(outcome.scores.length, seats, 'a score per seat');
  assert.ok(outcome.length > 0, 'the game has a length');
  return { states, record: { game: rules.id, options, seed, moves } };
}

export interface CheckOptions {
  /** Option sets to play besides the defaults (designer changes worth covering). */
  readonly variants?: readonly Options[];
  readonly runs?: number;
}

/** The shared properties as node:test subtests. */
export function checkGame(t: { test: (name: string, fn: () => void) => unknown }, game: AnyPlayable, config: CheckOptions = {}): void {
  const { rules } = game;
  const optionSets = [defaultOptions(rules.options), ...(config.variants ?? [])];
  const runs = config.runs ?? 60;
  const arbitrary = fc.record({
    options: fc.constantFrom(...optionSets),
    seed: fc.nat({ max: 0xffffffff }),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
  });
  const picker = (picks: readonly number[]) => (n: number, step: number) => (picks[step % picks.length] ?? 0) % n;

  void t.test('random legal play: invariants hold at every step, and every game ends within its bound', () => {
    fc.assert(
      fc.property(arbitrary, ({ options, seed, picks }) => {
        randomPlay(game, options, seed, picker(picks));
      }),
      { numRuns: runs },
    );
  });

  void t.test('a record replays to the same state, and survives a JSON round trip', () => {
    fc.assert(
      fc.property(arbitrary, ({ options, seed, picks }) => {
        const played = randomPlay(game, options, seed, picker(picks));
        const record = JSON.parse(json(played.record)) as GameRecord;
        const again = replay(rules, record);
        assert.ok(again.ok, again.ok ? '' : again.error.message);
        assert.deepEqual(again.value, played.states.at(-1));
      }),
      { numRuns: Math.ceil(runs / 2) },
    );
  });

  void t.test('no illegal move is accepted: wrong seat, junk, a move after the end', () => {
    fc.assert(
      fc.property(arbitrary, fc.nat(), ({ options, seed, picks }, at) => {
        const played = randomPlay(game, options, seed, picker(picks));
        const state = played.states[at % played.states.length];
        const seats = rules.seats(options);
        const seat = rules.toAct(state);
        const before = json(state);
        for (const junk of [null, 'x', 7, {}, [], { kind: 'nonsense' }])
          for (let s = 0; s < seats; s++)
            assert.equal(play(rules, state, { seat: s, move: junk }).ok, false, `junk ${json(junk)} is refused`);
        if (seat !== null) {
          const legal: readonly unknown[] = rules.legalMoves(state, seat);
          for (let s = 0; s < seats; s++)
            if (s !== seat)
              for (const m of legal) assert.equal(play(rules, state, { seat: s, move: m }).ok, false, 'another seat may not make the move');
          assert.equal(play(rules, state, { seat: seats, move: legal[0] }).ok, false, 'a seat that does not exist');
        }
        // A move legal somewhere else in this game is refused unless it is legal here.
        const here = seat === null ? [] : rules.legalMoves(state, seat).map(json);
        for (const other of played.record.moves)
          if (!(other.seat === seat && here.includes(json(other.move))))
            assert.equal(play(rules, state, other).ok, false, `out of place: ${json(other)}`);
        assert.equal(json(state), before, 'refused moves change nothing');
      }),
      { numRuns: Math.ceil(runs / 2) },
    );
  });

  // The skilled player too; the expert searches for a tenth of a second a move: tests/engine/search/expert.test.ts plays it with a small budget.
  for (const level of LAB_LEVELS)
    void t.test(`${level} bots make only legal moves, with a one-sentence reason, to the end`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...optionSets), fc.nat({ max: 0xffffffff }), (options, seed) => {
          let state: unknown = rules.newGame(options, seed);
          const played = playGame(game, options, seed, [level]);
          for (const [i, m] of played.record.moves.entries()) {
            const legal = rules.legalMoves(state, m.seat).map(json);
            assert.ok(legal.includes(json(m.move)), `bot move ${i + 1} is among the legal moves`);
            const reason = played.reasons[i] ?? '';
            assert.match(reason, /^[A-Z0-9"'(].*[.!?]$/su, `a sentence: ${reason}`);
            assert.ok(!/\.\s+[A-Z]/u.test(reason.replace(/\b(?:vs|No|St|Mr|Mrs|Dr)\./gu, '')), `one sentence: ${reason}`);
            const next = play(rules, state, m);
            assert.ok(next.ok);
            state = next.value;
          }
        }),
        { numRuns: Math.ceil(runs / 3) },
      );
    });
}

/** The simulate command as the CLI runs it: stdout lines, stderr lines, and the one-line usage error if any. */
export function simulateCli(
  args: readonly string[],
  games: (id: GameId) => AnyPlayable | undefined = playable,
): { out: string[]; err: string[]; error?: string } {
  const out: string[] = [];
  const err: string[] = [];
  try {
    runSimulate(
      args,
      (s) => out.push(s),
      (s) => err.push(s),
      games,
    );
    return { out, err };
  } catch (e) {
    if (e instanceof UsageError) return { out, err, error: e.message };
    throw e;
  }
}

/**
 * What `seat` is shown beside its view may depend only on its view. `other` is
 * `state` with what the seat may not see dealt again (`redeal.ts`), so the
 * seat's view is the same in both; then so must be its legal moves (the list,
 * in order), the words the move list gives each (the game's `moveLabel`, the
 * practice table's and the guided round's) and each bot's choice from the same random
 * stream (the Hint is the sensible bot's). Returns how many moves it compared.
 */
export function assertMovesHidden(
  { rules, words, bots }: AnyPlayable,
  state: unknown,
  other: unknown,
  seat: number,
  seatNames: readonly string[],
  salt: number,
): number {
  const view: unknown = rules.view(state, seat);
  assert.equal(json(rules.view(other, seat)), json(view), `the redeal keeps seat ${seat}'s view`);
  const legal: readonly unknown[] = rules.legalMoves(state, seat);
  assert.equal(json(rules.legalMoves(other, seat)), json(legal), `seat ${seat}'s legal moves, in order, depend only on its view`);
  if (legal.length === 0) return 0;
  assert.deepEqual(
    legal.map((m) => words.moveLabel(rules.view(other, seat), m, seatNames)),
    legal.map((m) => words.moveLabel(view, m, seatNames)),
    `the words for seat ${seat}'s moves depend only on its view`,
  );
  // The expert, with a small budget, in hidden-moves.test.ts.
  for (const level of LAB_LEVELS)
    assert.equal(
      json(bots[level](view, legal, rngAt(salt))),
      json(bots[level](rules.view(other, seat), rules.legalMoves(other, seat), rngAt(salt))),
      `the ${level} bot's choice for seat ${seat} depends only on its view`,
    );
  return legal.length;
}
