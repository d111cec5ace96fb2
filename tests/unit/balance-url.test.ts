/** The Balance Lab's address: every parameter round-trips, defaults are left out, hostile values fall back with notes. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  balanceCodec,
  defaultState as defaultFor,
  heldRunNote,
  runsOnLoad,
  type LabState,
} from '../../src/components/lab/balance/balance-url.ts';
import { buildCatalog } from '../../src/components/lab/balance/catalog-build.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { GAME_PARTS } from '../../src/engine/games/index.ts';

const catalog = buildCatalog();
const BALANCE_CODEC = balanceCodec(catalog);
const defaultState = (game?: LabState['game']): LabState => defaultFor(catalog, game);
const read = (query: string) => BALANCE_CODEC.read(new URLSearchParams(query));
const write = (s: LabState): string => BALANCE_CODEC.write(s, new URLSearchParams('other=1')).toString();
const withOptions = (game: LabState['game'], options: Record<string, unknown>): LabState => ({
  ...defaultState(game),
  options: { ...defaultOptions(GAME_PARTS[game].rules.options), ...options },
});

test('each parameter round-trips, and defaults are left out', async (t) => {
  const rows: [string, LabState, string][] = [
    ['the defaults: nothing but other keys', defaultState(), 'other=1'],
    ['a game', defaultState('peekaboo'), 'other=1&bl-game=peekaboo'],
    ['an int option', withOptions('ninas-five', { tricksToWin: 5 }), 'other=1&bl-tricksToWin=5'],
    ['a bool option', withOptions('ninas-five', { peekaboo: false }), 'other=1&bl-peekaboo=false'],
    ['a choice option', withOptions('peekaboo', { keptDice: 'may-reroll' }), 'other=1&bl-game=peekaboo&bl-keptDice=may-reroll'],
    [
      'an ints option',
      withOptions('pokers-wild', { points: [2, 2, 3, 4, 5, 6, 7, 8, 9, 10] }),
      'other=1&bl-game=pokers-wild&bl-points=2%2C2%2C3%2C4%2C5%2C6%2C7%2C8%2C9%2C10',
    ],
    ['players', withOptions('bluff-n-peg', { players: 3 }), 'other=1&bl-game=bluff-n-peg&bl-players=3'],
    ['bots', { ...defaultState(), bots: ['random', 'sensible'] }, 'other=1&bl-bots=random%2Csensible'],
    ['skilled bots', { ...defaultState(), bots: ['skilled'] }, 'other=1&bl-bots=skilled'],
    [
      'skilled beside sensible',
      { ...defaultState('peekaboo'), bots: ['skilled', 'sensible'] },
      'other=1&bl-game=peekaboo&bl-bots=skilled%2Csensible',
    ],
    ['games', { ...defaultState(), games: 250_000 }, 'other=1&bl-games=250000'],
    ['seed', { ...defaultState(), seed: 4_000_000_000 }, 'other=1&bl-seed=4000000000'],
    ['run', { ...defaultState(), run: true }, 'other=1&bl-run=1'],
  ];
  for (const [name, state, query] of rows)
    await t.test(name, () => {
      assert.equal(write(state), query);
      const back = read(query);
      assert.deepEqual(back.notes, []);
      assert.deepEqual(back.state, state);
    });
});

test('hostile or stale values fall back with a plain note naming them', async (t) => {
  const rows: [string, string, RegExp, Partial<LabState>][] = [
    ['10^9 games', 'bl-games=1000000000', /bl-games=.*from 20 to 1000000/u, { games: 10_000 }],
    ['players=99', 'bl-game=peekaboo&bl-players=99', /bl-players=.*players must be a whole number from 2 to/u, { game: 'peekaboo' }],
    ['an unknown game', 'bl-game=chess', /bl-game="chess"/u, { game: 'ninas-five' }],
    [
      'markup in a value',
      'bl-seed=<script>alert(1)</script>',
      /bl-seed="<script>alert\(1\)<\/scri…"|bl-seed="<script>alert\(1\)<\/script>"/u,
      { seed: 1 },
    ],
    [
      'an option of another game',
      'bl-game=peekaboo&bl-tricksToWin=5',
      /"bl-tricksToWin": peekaboo has no such option/u,
      { game: 'peekaboo' },
    ],
    [
      'more bots than seats',
      'bl-game=ninas-five&bl-bots=random,random,random,random,random',
      /after the 4 seats/u,
      { bots: ['random', 'random', 'random', 'random'] },
    ],
    ['an unknown bot', 'bl-bots=genius', /bl-bots=/u, { bots: ['sensible'] }],
    ['the expert, too slow for the Lab yet', 'bl-bots=expert', /bl-bots=/u, { bots: ['sensible'] }],
    ['a misspelt skilled', 'bl-bots=skiled', /bl-bots="skiled"/u, { bots: ['sensible'] }],
    ['skilled among the unknown', 'bl-bots=skilled,expert', /bl-bots=/u, { bots: ['sensible'] }],
    ['a run link with a problem does not run', 'bl-games=0&bl-run=1', /press Run/u, { run: false }],
    ['control characters are stripped from notes', 'bl-game=%E2%80%AEevil', /"evil"/u, { game: 'ninas-five' }],
  ];
  for (const [name, query, note, state] of rows)
    await t.test(name, () => {
      const got = read(query);
      assert.ok(
        got.notes.some((n) => note.test(n)),
        got.notes.join(' | '),
      );
      assert.ok(got.notes.every((n) => !/[\u202e\p{Cc}]/u.test(n)));
      for (const [k, v] of Object.entries(state)) assert.deepEqual(got.state[k as keyof LabState], v, k);
    });
});

test('the catalog: seat names follow the number of players', () => {
  const read6 = read('bl-game=peekaboo&bl-players=6&bl-bots=random,sensible,random,sensible,random,sensible');
  assert.deepEqual(read6.notes, []);
  assert.equal(read6.state.bots.length, 6);
  assert.match(read('bl-game=peekaboo&bl-players=3&bl-bots=random,sensible,random,sensible').notes.join(' '), /after the 3 seats/u);
});

test('a results link runs on load only up to 10,000 games a side; a larger one waits for Run and says so', async (t) => {
  const rows: [what: string, query: string, runs: boolean, note: string | null][] = [
    ['a default-size results link', 'bl-run=1', true, null],
    ['exactly 10,000 games', 'bl-games=10000&bl-run=1', true, null],
    ['a small run', 'bl-games=200&bl-run=1', true, null],
    [
      'one game over',
      'bl-games=10001&bl-run=1',
      false,
      'This link asks for 10,001 games, more than the 10,000 that start on their own; press Run to start.',
    ],
    [
      "the issue's million games",
      'bl-games=1000000&bl-run=1',
      false,
      'This link asks for 1,000,000 games, more than the 10,000 that start on their own; press Run to start.',
    ],
    [
      'a million games of changed rules (both sides run)',
      'bl-game=bluff-n-peg&bl-track=500&bl-games=1000000&bl-run=1',
      false,
      'This link asks for 1,000,000 games on each side, more than the 10,000 that start on their own; press Run to start.',
    ],
    ['a million games without bl-run', 'bl-games=1000000', false, null],
    ['a link with a problem never runs, and its own note says so', 'bl-games=1000000&bl-players=99&bl-run=1', false, null],
  ];
  for (const [what, query, runs, note] of rows)
    await t.test(what, () => {
      const { state } = read(query);
      assert.equal(runsOnLoad(state), runs);
      assert.equal(heldRunNote(catalog, state), note);
    });
});
