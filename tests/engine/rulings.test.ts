/**
 * Ruling ids are unique across every place a ruling comes from: the hand
 * rulings of each ruleset, the mechanic rulings of each game, and the list a
 * game page renders (rulingsForGame, which must drop nothing). Every
 * #ruling-<id> anchor and <RulingRef id> written on a game page names one of
 * that game's rulings.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { GAME_IDS, RULESET_IDS, RULESETS, rulingsForGame, type GameId, type Ruling } from '../../src/engine/index.ts';
import { MECHANIC_RULINGS } from '../../src/engine/mechanic-rulings.ts';
import { HAND_RULINGS, handRulings } from '../../src/engine/hands/rulings.ts';

const PAGES = new URL('../../src/content/games/', import.meta.url);

/** Every ruling from every source, with where it came from. */
const SOURCES: readonly { source: string; game: GameId; rulings: readonly Ruling[] }[] = [
  ...Object.entries(HAND_RULINGS).flatMap(([id, rulings]) => {
    const game = RULESETS[id as keyof typeof RULESETS].game;
    return game === null ? [] : [{ source: `HAND_RULINGS['${id}']`, game, rulings }];
  }),
  ...GAME_IDS.map((game) => ({ source: `MECHANIC_RULINGS['${game}']`, game, rulings: MECHANIC_RULINGS[game] })),
  ...GAME_IDS.map((game) => ({ source: `rulingsForGame('${game}')`, game, rulings: rulingsForGame(game) })),
];

/** Ids that occur more than once in a list. */
const repeated = (ids: readonly string[]): string[] => [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];

describe('ruling ids', () => {
  it('no two rulings share an id, across hand and mechanic rulings of all games', () => {
    // One list per ruling: the ruleset lists and the mechanic lists (HAND_RULINGS and rulingsForGame repeat them).
    const all = [...RULESET_IDS.flatMap((id) => handRulings(id)), ...GAME_IDS.flatMap((game): readonly Ruling[] => MECHANIC_RULINGS[game])];
    assert.ok(all.length >= 40, `only ${all.length} rulings found`);
    assert.deepEqual(repeated(all.map((r) => r.id)), []);
  });

  for (const { source, game, rulings } of SOURCES) {
    it(`${source}: ids unique, kebab-case, game "${game}", every field says something`, () => {
      assert.ok(rulings.length > 0, `${source} is empty`);
      assert.deepEqual(repeated(rulings.map((r) => r.id)), [], `${source} repeats an id`);
      for (const r of rulings) {
        assert.match(r.id, /^[a-z]+(-[a-z0-9]+)+$/, `${source}: "${r.id}" is not a kebab-case id with a game prefix`);
        assert.equal(r.game, game, `${source}: ${r.id} says it belongs to ${r.game}`);
        for (const [field, text] of [
          ['question', r.question],
          ['seedSays', r.seedSays],
          ['answer', r.answer],
          ['why', r.why],
        ] as const) {
          assert.ok(text.trim().length > 10, `${r.id}: ${field} is (nearly) empty`);
        }
      }
    });
  }

  for (const game of GAME_IDS) {
    it(`rulingsForGame('${game}') keeps every ruling of its rulesets and mechanics, once each`, () => {
      const expected = [
        ...RULESET_IDS.filter((id) => RULESETS[id].game === game).flatMap((id) => handRulings(id)),
        ...MECHANIC_RULINGS[game],
      ].map((r) => r.id);
      assert.deepEqual(
        rulingsForGame(game).map((r) => r.id),
        expected,
      );
    });
  }
});

describe('ruling anchors written on the game pages', () => {
  const files = readdirSync(PAGES).filter((f) => f.endsWith('.mdx'));
  it('there is one page per game', () => {
    assert.deepEqual(files.map((f) => f.replace(/\.mdx$/, '')).sort(), [...GAME_IDS].sort());
  });
  for (const file of files) {
    const game = file.replace(/\.mdx$/, '') as GameId;
    it(`${file}: every #ruling- link and <RulingRef id> names a ruling of ${game}`, () => {
      const text = readFileSync(new URL(file, PAGES), 'utf8');
      const anchors = [...text.matchAll(/#ruling-([a-z0-9-]+)/g)].map((m) => m[1] ?? '');
      const refs = [...text.matchAll(/<RulingRef\b[^>]*\bid="([^"]*)"/g)].map((m) => m[1] ?? '');
      const known = new Set(rulingsForGame(game).map((r) => r.id));
      assert.ok(anchors.length + refs.length > 0, `${file} links to no ruling`);
      assert.deepEqual(
        [...anchors, ...refs].filter((id) => !known.has(id)),
        [],
        `${file} links to rulings ${game} does not have`,
      );
    });
  }
});
