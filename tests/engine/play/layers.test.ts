/**
 * Every game's files import one another in layers, read from their import
 * lines: the rules side (the rules, the view, the state, the options and the
 * game's mechanics) reaches no words, no computer player and nothing of the
 * site; the words reach no player; a game's player is imported only where
 * the players are put together (the bots registry, and its play page's
 * game), and its board never reaches it. And `src/` has no import circle at all.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { GAME_IDS } from '../../../src/engine/ids.ts';
import { ROOT, circles, importsOf, reach, sources } from '../imports.ts';

const folder = (id: string): string => `src/engine/games/${id}`;

/**
 * The files of a game folder that are not on the rules side: its words, its players, its content (the prose the site
 * and the CLI print about it) and what is built on them (the sampler feeds the expert's search; rolling.ts is
 * Peekaboo's exact rolling decisions, with their reasons in words; betting.ts the expert's Peekaboo bets; expert.ts
 * puts the game's expert together, skilled.ts its skilled player; companion.ts is the table companion, which speaks
 * in the game's words and reads its rulings; win-chance.ts scores Bluff 'N' Peg's expert's rollouts, and
 * win-chance-count.ts counts its table by self-play).
 */
const NOT_RULES = [
  'words.ts',
  'bots.ts',
  'belief.ts',
  'endings.ts',
  'model.ts',
  'index.ts',
  'stats.ts',
  'tutorial.ts',
  'quiz.ts',
  'sampler.ts',
  'rolling.ts',
  'betting.ts',
  'own-play.ts',
  'expert.ts',
  'skilled.ts',
  'companion.ts',
  'win-chance.ts',
  'win-chance-count.ts',
];
const CONTENT = ['content.ts', 'quick-ref.ts', 'deal-lines.ts', 'in-the-box.ts'];
/** A game's content, or the registry that gathers them (games/content.ts). */
const isContent = (p: string): boolean =>
  p === 'src/engine/games/content.ts' ||
  /^src\/engine\/games\/[^/]+\/(?:content|quick-ref|deal-lines|in-the-box|quiz|tutorial)\.ts$/u.test(p);

/**
 * Who may import a game's player besides the bots registry: a study of the game that seats its own players, or the
 * expert's plan over deals that seats them in the others' places (Peekaboo's betting.ts).
 */
const ALSO_SEATS_PLAYERS: Readonly<Record<string, readonly string[]>> = {
  // The expert's own later moves in its rollouts (own-play.ts): the sensible player with a plan of its own.
  // Its win-chance table is counted by self-play (win-chance-count.ts).
  'bluff-n-peg': ['endings.ts', 'own-play.ts', 'win-chance-count.ts'],
  peekaboo: ['betting.ts'],
  'nuclear-holdem': ['own-play.ts'],
};

const isSite = (p: string): boolean => /^src\/(?:components|pages|layouts|lib|content|styles)\//u.test(p);

for (const id of GAME_IDS) {
  const dir = folder(id);
  const files = sources(dir).map((p) => p.slice(dir.length + 1));
  const rulesSide = files.filter((f) => !NOT_RULES.includes(f) && !CONTENT.includes(f));

  test(`${id}: the rules side reaches neither the words, nor a player, nor the site`, async (t) => {
    assert.ok(rulesSide.includes('rules.ts') && rulesSide.includes('view.ts'), `${dir} has rules.ts and view.ts: ${files.join(', ')}`);
    assert.ok(
      CONTENT.every((f) => files.includes(f) && isContent(`${dir}/${f}`)),
      `${dir} has its content files, each recognised as content: ${files.join(', ')}`,
    );
    const bad: [string, (p: string) => boolean][] = [
      ['a game’s words', (p) => /^src\/engine\/games\/[^/]+\/words\.ts$/u.test(p)],
      [
        'a game’s player or what is built on one',
        (p) =>
          /^src\/engine\/games\/[^/]+\/(?:bots|belief|endings|model|sampler|betting|own-play|expert|skilled|win-chance|win-chance-count)\.ts$/u.test(
            p,
          ),
      ],
      ['the bots registry or the shared players', (p) => p.startsWith('src/engine/bots/')],
      ['a game’s content', isContent],
      ['the search', (p) => p.startsWith('src/engine/search/')],
      ['the site', isSite],
    ];
    for (const file of rulesSide) {
      const reached = [...reach(`${dir}/${file}`)];
      for (const [name, isBad] of bad) await t.test(`${file}: not ${name}`, () => assert.deepEqual(reached.filter(isBad), []));
    }
  });

  test(`${id}: the words reach no player`, () => {
    const reached = [...reach(`${dir}/words.ts`)];
    assert.ok(
      reached.includes(`${dir}/view.ts`) || reached.includes(`${dir}/state.ts`) || reached.includes(`${dir}/rules.ts`),
      'the words read the game’s types',
    );
    assert.deepEqual(
      reached.filter(
        (p) =>
          /\/(?:bots|belief|sampler|expert|skilled)\.ts$/u.test(p) ||
          p.startsWith('src/engine/bots/') ||
          p.startsWith('src/engine/search/'),
      ),
      [],
    );
  });

  test(`${id}: the table companion reaches no player, no search and nothing of the site`, () => {
    const file = `${dir}/companion.ts`;
    assert.ok(files.includes('companion.ts'), `${dir} has its companion`);
    assert.deepEqual(
      [...reach(file)].filter(
        (p) =>
          /\/(?:bots|belief|sampler|expert|skilled|model|own-play|endings|betting|win-chance|win-chance-count)\.ts$/u.test(p) ||
          p.startsWith('src/engine/bots/') ||
          p.startsWith('src/engine/search/') ||
          isSite(p),
      ),
      [],
    );
  });

  test(`${id}: its player is imported only where the players are put together, and its board never reaches it`, () => {
    const player = `${dir}/bots.ts`;
    const importers = sources('src').filter((p) => importsOf(p).includes(player));
    // The play page's game (components/games/<id>/game.ts) seats the game's own players, so its page bundles one game;
    // the game's expert (expert.ts, which the page's worker and the registry seat) plays its rollouts with it.
    const island = `src/components/games/${id}/game.ts`;
    const allowed = [
      'src/engine/bots/index.ts',
      island,
      `${dir}/model.ts`,
      `${dir}/expert.ts`,
      `${dir}/skilled.ts`,
      ...(ALSO_SEATS_PLAYERS[id] ?? []).map((f) => `${dir}/${f}`),
    ];
    assert.deepEqual(
      importers.filter((p) => !allowed.includes(p)),
      [],
    );
    assert.ok(importers.includes('src/engine/bots/index.ts'), 'the bots registry seats it');
    // The page's expert worker (expert.worker.ts) seats the game's expert, which plays its rollouts with it; the play
    // page's walk-through (play-walk.ts) binds the page's game to its board at build; the rules page's parts
    // (rules-parts.ts) are drawn at build too, and Bluff 'N' Peg's endings table plays its players there.
    for (const file of sources(`src/components/games/${id}`).filter(
      (f) => !/\/(?:Play\.tsx|PlayIsland\.astro|game\.ts|expert\.worker\.ts|play-walk\.ts|rules-parts\.ts)$/u.test(f),
    ))
      assert.ok(!reach(file).has(player), `${file} reaches ${player}`);
  });
}

test('src/ has no import circle', () => {
  const found = circles(sources('src'));
  assert.deepEqual(
    found.map((c) => c.join(' → ')),
    [],
  );
});

test('the circle finder finds a circle, and only one (the check above can fail)', (t) => {
  const dir = mkdtempSync(join(ROOT, 'tests', '.circles-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, imports: readonly string[]): string => {
    writeFileSync(join(dir, name), imports.map((i) => `import { x } from './${i}';\n`).join('') + 'export const x = 1;\n');
    return relative(ROOT, join(dir, name));
  };
  const a = file('a.ts', ['b.ts']);
  const b = file('b.ts', ['c.ts']);
  const c = file('c.ts', ['a.ts']);
  const d = file('d.ts', ['a.ts']);
  const self = file('self.ts', ['self.ts']);
  assert.deepEqual(circles([a, b, c, d, self]), [[a, b, c], [self]]);
  assert.deepEqual(circles([a, b, d]), [], 'a chain that does not close is no circle');
});
