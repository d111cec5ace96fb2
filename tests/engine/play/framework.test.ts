/** The game framework on a toy model: options, records, replay, simulation and the simulate command. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { narrate } from '../../../src/engine/play/log.ts';
import { defaultOptions, optionsFromJson, parseOptions } from '../../../src/engine/play/options.ts';
import { mixSeed, rngAt } from '../../../src/engine/play/random.ts';
import { mulberry32 } from '../../../src/engine/rng.ts';
import { parseRecord, replay } from '../../../src/engine/play/record.ts';
import { playGame, quantile, simulate } from '../../../src/engine/play/simulate.ts';
import { checkGame, simulateCli } from './harness.ts';
import { TOY, TOY_OPTIONS } from './toy-model.ts';
import type { AnyPlayable } from '../../../src/engine/play/playable.ts';

const toy: AnyPlayable = TOY;

test('the toy model passes the shared properties', (t) => {
  checkGame(t, toy, { variants: [{ ...defaultOptions(TOY_OPTIONS), players: 4, target: 30, steps: [1, 3, 5] }] });
});

test('option text is parsed against its spec', async (t) => {
  const rows: [string, [string, string][], RegExp | Record<string, unknown>][] = [
    ['no pairs: the defaults', [], { players: 2, target: 10, secret: true, start: 'first', steps: [1, 2] }],
    ['an int in range', [['players', '3']], { players: 3 }],
    [
      'an int with spaces around it is refused, not trimmed',
      [['target', ' 20 ']],
      /The value of option target, " 20 ", starts or ends with white space/u,
    ],
    ['an int with a space at its end', [['target', '20 ']], /option target, "20 ", starts or ends with white space/u],
    ['a choice with a space at its end', [['start', 'last ']], /option start, "last ", starts or ends with white space/u],
    ['a choice with a line break inside', [['start', 'la\nst']], /option start, "la\\nst", contains a line break \(\\n\)/u],
    [
      'a bool with a zero-width space',
      [['secret', 'no\u200B']],
      /option secret, "no\\u200B", contains an invisible formatting character \(\\u200B\)/u,
    ],
    [
      'a list with a space after a comma',
      [['steps', '1, 3']],
      /steps must be 1 to 3 whole numbers from 1 to 5, separated by commas \(no spaces\)/u,
    ],
    ['a name with a space at its end', [['players ', '3']], /The option name "players " starts or ends with white space/u],
    ['an int above its max', [['players', '5']], /players must be a whole number from 2 to 4, but got "5"/u],
    ['a fraction', [['target', '3.5']], /target must be a whole number/u],
    ['a bool', [['secret', 'no']], { secret: false }],
    ['a bad bool', [['secret', 'maybe']], /secret must be true or false/u],
    ['a choice', [['start', 'last']], { start: 'last' }],
    ['a bad choice', [['start', 'middle']], /start must be one of first, last/u],
    ['a list', [['steps', '1,3,5']], { steps: [1, 3, 5] }],
    ['a list too long', [['steps', '1,2,3,4']], /steps must be 1 to 3 whole numbers from 1 to 5/u],
    ['a list with junk', [['steps', '1,x']], /steps must be/u],
    ['an unknown name', [['jokers', '2']], /There is no option "jokers"; the options are players, target, secret, start, steps/u],
  ];
  for (const [name, pairs, want] of rows)
    await t.test(name, () => {
      const got = parseOptions(TOY_OPTIONS, pairs);
      if (want instanceof RegExp) {
        assert.equal(got.ok, false);
        assert.match(got.error.message, want);
      } else {
        assert.ok(got.ok);
        for (const [k, v] of Object.entries(want)) assert.deepEqual((got.value as Record<string, unknown>)[k], v);
      }
    });
});

test('options from JSON: wrong types are refused, missing ones take defaults', () => {
  assert.deepEqual(optionsFromJson(TOY_OPTIONS, {}), { ok: true, value: defaultOptions(TOY_OPTIONS) });
  assert.equal(optionsFromJson(TOY_OPTIONS, { players: '3' }).ok, false);
  assert.equal(optionsFromJson(TOY_OPTIONS, { players: 2.5 }).ok, false);
  assert.equal(optionsFromJson(TOY_OPTIONS, { steps: [1, 'x'] }).ok, false);
  assert.equal(optionsFromJson(TOY_OPTIONS, []).ok, false);
});

test('records: bad shapes and illegal moves are refused with the move number', async (t) => {
  const rows: [string, unknown, RegExp][] = [
    ['not an object', 'x', /must be a JSON object/u],
    ['an unknown game', { game: 'chess', seed: 1, moves: [] }, /game must be one of/u],
    ['a negative seed', { game: 'peekaboo', seed: -1, moves: [] }, /seed must be a whole number/u],
    ['moves not a list', { game: 'peekaboo', seed: 1, moves: {} }, /moves must be a list/u],
    ['a move without a seat', { game: 'peekaboo', seed: 1, moves: [{ move: { add: 1 } }] }, /Move 1 must be an object with a seat/u],
  ];
  for (const [name, json, want] of rows)
    await t.test(name, () => {
      const got = parseRecord(json);
      assert.equal(got.ok, false);
      assert.match(got.error.message, want);
    });
  await t.test('the second move out of turn', () => {
    const parsed = parseRecord({
      game: 'peekaboo',
      seed: 1,
      moves: [
        { seat: 0, move: { add: 1 } },
        { seat: 0, move: { add: 1 } },
      ],
    });
    assert.ok(parsed.ok);
    const got = replay(toy.rules, parsed.value);
    assert.equal(got.ok, false);
    assert.match(got.error.message, /^Move 2 is not legal: It is seat 2's turn, not seat 1's\./u);
    assert.equal(got.error.index, 1);
  });
});

test('rngAt continues from a stored state, and mixSeed separates neighbours', () => {
  const a = rngAt(42);
  a.next();
  const b = rngAt(a.state);
  assert.equal(a.next(), b.next());
  const seeds = new Set(Array.from({ length: 1000 }, (_, i) => mixSeed(7, i)));
  assert.equal(seeds.size, 1000);
  assert.notEqual(mixSeed(7, 0, 0), mixSeed(7, 0, 1));
  const counts = [0, 0, 0];
  const r = rngAt(1);
  for (let i = 0; i < 3000; i++) counts[r.int(3)]!++;
  assert.ok(
    counts.every((c) => c > 900 && c < 1100),
    `int(3) is roughly uniform: ${counts.join(',')}`,
  );
});

test('rngAt draws exactly the mulberry32 sequence (rng.ts, the oracle), through every method', async (t) => {
  // Each row: a seed, and what the oracle's plain floats must turn into. A game's deal is only reproducible
  // (records, shared links, the browser against the CLI) while these stay the same.
  const rows: [string, number][] = [
    ['seed 0', 0],
    ['seed 1', 1],
    ['a mixed game seed', mixSeed(123456, 7)],
    ['the largest seed', 0xffffffff],
  ];
  for (const [name, seed] of rows)
    await t.test(name, () => {
      const oracle = mulberry32(seed);
      const rng = rngAt(seed);
      for (let i = 0; i < 50; i++) assert.equal(rng.next(), oracle(), `next() #${i}`);
      for (let n = 1; n < 60; n++) assert.equal(rng.int(n), Math.floor(oracle() * n), `int(${n})`);
      const items = ['a', 'b', 'c', 'd', 'e'];
      assert.equal(rng.pick(items), items[Math.floor(oracle() * items.length)], 'pick');
      const deck = Array.from({ length: 54 }, (_, i) => i);
      const expected = [...deck];
      for (let i = expected.length - 1; i > 0; i--) {
        const j = Math.floor(oracle() * (i + 1));
        [expected[i], expected[j]] = [expected[j]!, expected[i]!];
      }
      assert.deepEqual(rng.shuffle(deck), expected, 'shuffle (Fisher–Yates from the top)');
      assert.deepEqual(
        deck,
        Array.from({ length: 54 }, (_, i) => i),
        'shuffle leaves its input alone',
      );
      assert.equal(rngAt(rng.state).next(), oracle(), 'the stored state continues the sequence');
    });
});

test('quantile is the nearest rank', () => {
  const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  assert.equal(quantile(xs, 0.5), 5);
  assert.equal(quantile(xs, 0.9), 9);
  assert.equal(quantile(xs, 1), 10);
  assert.equal(quantile([], 0.5), 0);
});

test('a simulation is a pure function of its seed, and its tallies add up', () => {
  const options = defaultOptions(TOY_OPTIONS);
  const one = simulate(toy, options, 5, ['sensible', 'random'], 200).summary(toy, 5, options, ['sensible', 'random']);
  const two = simulate(toy, options, 5, ['sensible', 'random'], 200).summary(toy, 5, options, ['sensible', 'random']);
  assert.deepEqual(one, two);
  assert.equal(one.games, 200);
  assert.equal(
    one.seats.reduce((a, s) => a + s.wins, 0),
    200,
  );
  assert.equal(one.stats.meanCount, 10);
  // Games are independent: game 3 alone is game 3 of the run.
  const alone = playGame(toy, options, mixSeed(5, 3), ['sensible', 'random'], mixSeed(5, 3, 1));
  const chunk = simulate(toy, options, 5, ['sensible', 'random'], 1, undefined, 3);
  assert.equal(chunk.wins.indexOf(1), alone.outcome.winners[0]);
});

test('the log tells each move and the end', () => {
  const game = playGame(toy, defaultOptions(TOY_OPTIONS), 3, ['sensible']);
  const lines = narrate(toy, game.record, game.reasons);
  assert.equal(lines.length, game.record.moves.length + 1);
  assert.match(lines[0] ?? '', /^ {3}1\. Player 1 added [12]: the count is [12]\. {2}\(The step that wins now, or the smallest\.\)$/u);
  assert.equal(lines.at(-1), game.outcome.summary);
});

test('simulate command: JSON shape, determinism and one-line errors', async (t) => {
  const run = (args: string[]) => simulateCli(args, (id) => (id === 'peekaboo' ? toy : undefined));
  await t.test('--json has the documented keys, and the same seed prints the same bytes', () => {
    const a = run(['--game', 'peekaboo', '--games', '50', '--seed', '9', '--json', '--option', 'players=3']);
    const b = run(['--game=peekaboo', '--games=50', '--seed=9', '--json', '--option=players=3']);
    assert.equal(a.out.join(), b.out.join());
    const s = JSON.parse(a.out[0] ?? '') as Record<string, unknown>;
    assert.deepEqual(Object.keys(s), ['game', 'games', 'seed', 'options', 'bots', 'seats', 'length', 'ties', 'stats']);
    assert.equal((s.seats as unknown[]).length, 3);
    assert.deepEqual(Object.keys(s.length as object), ['unit', 'mean', 'p50', 'p90', 'max']);
  });
  const errors: [string, string[], RegExp][] = [
    ['no game', [], /needs --game/u],
    ['unknown game', ['--game', 'chess'], /Unknown game "chess"/u],
    ['a game with no model', ['--game', 'ninas-five'], /cannot be simulated/u],
    ['bad games count', ['--game', 'peekaboo', '--games', 'ten'], /--games must be a whole number/u],
    ['bad seed', ['--game', 'peekaboo', '--seed', '-3'], /--seed must be a whole number/u],
    ['bad bot', ['--game', 'peekaboo', '--bots', 'sensible,genius'], /Unknown bot level "genius"/u],
    ['option without =', ['--game', 'peekaboo', '--option', 'players'], /--option takes name=value/u],
    ['unknown option', ['--game', 'peekaboo', '--option', 'x=1'], /There is no option "x"/u],
    ['cross-option check', ['--game', 'peekaboo', '--option', 'players=4', '--option', 'target=3'], /target must be at least/u],
    ['stray word', ['--game', 'peekaboo', 'now'], /takes only flags/u],
  ];
  for (const [name, args, want] of errors)
    await t.test(`error: ${name}`, () => {
      const r = run(args);
      assert.match(r.error ?? '', want);
      assert.equal(r.out.length, 0);
    });
  await t.test('--log prints the seats, each move and the end', () => {
    const r = run(['--game', 'peekaboo', '--log', '--seed', '4', '--bots', 'random,sensible']);
    assert.match(r.out[0] ?? '', /^peekaboo, seed 4; Player 1: random, Player 2: sensible$/u);
    assert.match(r.out[1] ?? '', /Player \d reached 10\.$/u);
  });
  await t.test('--options lists every option with its default', () => {
    const r = run(['--game', 'peekaboo', '--options']);
    assert.match(r.out[0] ?? '', /players=2 \(2–4\): How many seats\.\n {2}target=10/u);
  });
});
