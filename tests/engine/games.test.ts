/*
 * One typed entry per game (src/engine/games.ts): each fact about a game is
 * typed once and every list is derived from it. A ruleset names its game
 * (Ruleset.game); GAMES, the quick-reference ladders, the hand-ranker's
 * choices and the game pages all follow from that one field.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Ruling } from '../../src/engine/hands/ruling.ts';
import { handRulings } from '../../src/engine/hands/rulings.ts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  GAME_ENTRIES,
  GAME_IDS,
  GAMES,
  HAND_RULINGS,
  RULESET_IDS,
  RULESETS,
  isCardRulesetId,
  type CardRuleset,
  type RulingId,
} from '../../src/engine/index.ts';

const ROOT = join(import.meta.dirname, '..', '..');

test('GAMES has one entry per game id, in GAME_IDS order, each under its own id', () => {
  assert.deepEqual(Object.keys(GAMES).sort(), [...GAME_IDS].sort());
  assert.deepEqual(
    GAME_ENTRIES.map((g) => g.id),
    [...GAME_IDS],
  );
  for (const id of GAME_IDS) assert.equal(GAMES[id].id, id);
});

// Expected by hand from the rule texts: Bluff 'N' Peg has a deuces-wild variation, every other game one ruleset.
const EXPECTED_RULESETS: readonly (readonly [game: string, rulesets: readonly string[]])[] = [
  ['ninas-five', ['ninas-five']],
  ['peekaboo', ['peekaboo']],
  ['nuclear-holdem', ['nuclear-holdem']],
  ['pokers-wild', ['pokers-wild']],
  ['bluff-n-peg', ['bluff-n-peg', 'bluff-n-peg-deuces']],
];
for (const [game, rulesets] of EXPECTED_RULESETS) {
  test(`${game}: its rulesets are ${rulesets.join(', ')}, the main one first`, () => {
    const entry = GAME_ENTRIES.find((g) => g.id === game);
    assert.ok(entry);
    assert.deepEqual(entry.rulesets, rulesets);
    assert.equal(entry.main, rulesets[0]);
  });
}

test('every ruleset appears in exactly the entry its `game` names, and standard in none', () => {
  for (const id of RULESET_IDS) {
    const holders = GAME_ENTRIES.filter((g) => (g.rulesets as readonly string[]).includes(id)).map((g) => g.id);
    const game = RULESETS[id].game;
    assert.deepEqual(holders, game === null ? [] : [game], id);
  }
});

test("a game's name is its main ruleset's name", () => {
  for (const g of GAME_ENTRIES) assert.equal(g.name, RULESETS[g.main].name);
});

test("a game's rulings are its own: hand rulings of its rulesets first, then its mechanics'", () => {
  for (const g of GAME_ENTRIES) {
    assert.ok(g.rulings.length > 0, g.id);
    assert.deepEqual(
      g.rulings.filter((r) => r.game !== g.id).map((r) => r.id),
      [],
      `${g.id} holds another game's rulings`,
    );
    const hand = g.rulesets.flatMap((id) => handRulings(id).map((r: Ruling) => r.id));
    assert.deepEqual(
      g.rulings.slice(0, hand.length).map((r) => r.id),
      [...new Set(hand)],
      g.id,
    );
  }
});

test("HAND_RULINGS keys are ruleset ids, and each ruling there belongs to its ruleset's game", () => {
  for (const [key, rulings] of Object.entries(HAND_RULINGS)) {
    assert.ok((RULESET_IDS as readonly string[]).includes(key), key);
    const game = RULESETS[key as keyof typeof HAND_RULINGS].game;
    for (const r of rulings) assert.equal(r.game, game, `${r.id} under ${key}`);
  }
});

test('a ruling example names a ruleset of its own game', () => {
  for (const g of GAME_ENTRIES) {
    for (const r of g.rulings) {
      if (r.example === undefined) continue;
      assert.ok((g.rulesets as readonly string[]).includes(r.example.ruleset), `${r.id}: ${r.example.ruleset}`);
    }
  }
});

test('card rulesets need no narrowing: the type already says so, and the data agrees', () => {
  const deck: CardRuleset['deck'] = RULESETS['ninas-five'].deck; // would not compile if RULESETS lost the kind
  assert.equal(deck.jokers, 2);
  for (const id of RULESET_IDS) assert.equal(isCardRulesetId(id), RULESETS[id].kind === 'cards', id);
  // @ts-expect-error a ruling id is typed: a mistyped one does not compile
  const wrong: RulingId = 'pk-perfect-ties';
  const right: RulingId<'peekaboo'> = 'pk-perfect-tie';
  assert.notEqual(wrong, right);
});

// ---------------------------------------------------------------------------
// Nothing outside the engine restates a game list or a game's rulesets.

const IDS = new Set<string>([...GAME_IDS, ...RULESET_IDS]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Array literals made only of game or ruleset ids, two or more: `['bluff-n-peg', 'bluff-n-peg-deuces']`. */
export function idLists(source: string): string[][] {
  const lists: string[][] = [];
  for (const m of source.matchAll(/\[([^[\]]*)\]/gu)) {
    const items = (m[1] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const ids = items.map((s) => /^['"]([a-z-]+)['"]$/u.exec(s)?.[1]);
    if (ids.length >= 2 && ids.every((id) => id !== undefined && IDS.has(id))) lists.push(ids as string[]);
  }
  return lists;
}

/** A list that restates GAME_IDS (every game) or one game's rulesets (two or more). */
function restates(list: readonly string[]): string | null {
  const set = new Set(list);
  if (GAME_IDS.every((id) => set.has(id))) return 'every game id (read GAME_IDS or GAMES)';
  for (const g of GAME_ENTRIES) {
    if (g.rulesets.length >= 2 && g.rulesets.every((id) => set.has(id)) && set.size === g.rulesets.length)
      return `the rulesets of ${g.id} (read GAMES['${g.id}'].rulesets)`;
  }
  return null;
}

test('the id-list finder finds what it should (so the scan below can fail)', () => {
  assert.deepEqual(idLists("ladders: ['bluff-n-peg', 'bluff-n-peg-deuces'],"), [['bluff-n-peg', 'bluff-n-peg-deuces']]);
  assert.equal(restates(['bluff-n-peg', 'bluff-n-peg-deuces']), "the rulesets of bluff-n-peg (read GAMES['bluff-n-peg'].rulesets)");
  assert.equal(
    restates(['ninas-five', 'peekaboo', 'nuclear-holdem', 'pokers-wild', 'bluff-n-peg']),
    'every game id (read GAME_IDS or GAMES)',
  );
  assert.equal(restates(['ninas-five', 'nuclear-holdem']), null);
  assert.deepEqual(idLists("games: ['peekaboo', 42]"), []);
});

test("no file in src/ outside the engine, nor any content test, types a list of every game or of a game's rulesets", () => {
  const files = [
    ...filesUnder(join(ROOT, 'src')).filter((f) => !f.includes(join('src', 'engine'))),
    ...filesUnder(join(ROOT, 'tests', 'content')),
  ];
  const found: string[] = [];
  for (const file of files.filter((f) => /\.(ts|tsx|astro|mdx)$/u.test(f))) {
    for (const list of idLists(readFileSync(file, 'utf8'))) {
      const what = restates(list);
      if (what !== null) found.push(`${relative(ROOT, file)}: [${list.join(', ')}] restates ${what}`);
    }
  }
  assert.deepEqual(found, []);
});

test('game pages name no game: no import block, and no game id in a component prop', () => {
  const dir = join(ROOT, 'src', 'content', 'games');
  const found: string[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.mdx'))) {
    const game = name.replace(/\.mdx$/u, '');
    const text = readFileSync(join(dir, name), 'utf8');
    for (const line of text.split('\n')) {
      if (/^import\s/u.test(line)) found.push(`${name}: ${line}`);
      for (const m of line.matchAll(/<[A-Z]\w*[^>]*\b(?:id|game|ruleset|games)=["{]([^"}]*)/gu)) {
        if (m[1] === game || (m[1] ?? '').includes(`'${game}'`)) found.push(`${name}: ${m[0]}`);
      }
    }
  }
  assert.deepEqual(found, []);
});

test("each game page's frontmatter id and title are its GAMES entry's id and name", () => {
  const dir = join(ROOT, 'src', 'content', 'games');
  for (const g of GAME_ENTRIES) {
    const text = readFileSync(join(dir, `${g.id}.mdx`), 'utf8');
    assert.match(text, new RegExp(`^id: ${g.id}$`, 'mu'), g.id);
    const title = /^title: (.*)$/mu.exec(text)?.[1];
    assert.equal(title, g.name, g.id);
  }
});
