/*
 * The rules components on a game page take their game from the page's route
 * ([id].astro), and a ruling reference to an id the game does not have fails
 * the build with a message naming it (RulingRef.astro, via rulingOf).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameOf, rulingOf } from '../../src/components/rules/engine.ts';

const GAME_OF: readonly {
  name: string;
  given: 'peekaboo' | undefined;
  params: Record<string, string | undefined>;
  want: string | RegExp;
}[] = [
  { name: 'a given game wins over the route', given: 'peekaboo', params: { id: 'ninas-five' }, want: 'peekaboo' },
  { name: 'a game page: the route id', given: undefined, params: { id: 'bluff-n-peg' }, want: 'bluff-n-peg' },
  {
    name: 'a page whose id is no game (a typo) fails',
    given: undefined,
    params: { id: 'bluf-n-peg' },
    want: /Ladder: no game given, and this page \(bluf-n-peg\) is not a game page/,
  },
  { name: 'a page with no id fails', given: undefined, params: {}, want: /Ladder: no game given/ },
];
for (const row of GAME_OF) {
  test(`gameOf: ${row.name}`, () => {
    if (typeof row.want === 'string') assert.equal(gameOf(row.given, row.params, 'Ladder'), row.want);
    else assert.throws(() => gameOf(row.given, row.params, 'Ladder'), row.want);
  });
}

const RULING_OF: readonly { name: string; game: 'pokers-wild' | 'peekaboo'; id: string; fails: RegExp | null }[] = [
  { name: 'a ruling of the game', game: 'pokers-wild', id: 'pw-one-direction', fails: null },
  {
    name: 'a mistyped id',
    game: 'pokers-wild',
    id: 'pw-one-directon',
    fails: /RulingRef: "pw-one-directon" is not a ruling of pokers-wild; its rulings are .*pw-one-direction/,
  },
  {
    name: "another game's ruling",
    game: 'peekaboo',
    id: 'pw-one-direction',
    fails: /RulingRef: "pw-one-direction" is not a ruling of peekaboo/,
  },
];
for (const row of RULING_OF) {
  test(`rulingOf: ${row.name}`, () => {
    if (row.fails === null) assert.equal(rulingOf(row.game, row.id, 'RulingRef').id, row.id);
    else assert.throws(() => rulingOf(row.game, row.id, 'RulingRef'), row.fails);
  });
}
