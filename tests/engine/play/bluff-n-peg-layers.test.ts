/**
 * Bluff 'N' Peg's files import one another in layers: the rules (and all they
 * import) never reach the game's words, its bot or anything of the site; the
 * bot is imported only by the bots registry, the transitional model and the
 * endings measurement (endings.ts, whose careful player falls back on the
 * sensible one); and the board takes its words from words.ts, never from the
 * bot.
 * Read from the sources' import lines, followed file to file.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { test } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../../..');
const GAME = 'src/engine/games/bluff-n-peg';

/** The repository paths a source file imports (relative imports only: the engine has no others). */
function importsOf(path: string): string[] {
  const text = readFileSync(resolve(ROOT, path), 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gmu)].map((m) =>
    relative(ROOT, resolve(dirname(resolve(ROOT, path)), m[1]!)),
  );
}

/** Every file `start` reaches through its imports, itself included. */
function reach(start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  for (let path = todo.pop(); path !== undefined; path = todo.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    todo.push(...importsOf(path));
  }
  return seen;
}

/** Every .ts/.tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(resolve(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/u.test(e.name))
    .map((e) => relative(ROOT, resolve(e.parentPath, e.name)));
}

test('the rules, and everything they import, reach neither the words, nor the bot, nor the site', async (t) => {
  const rows: [string, (path: string) => boolean][] = [
    ['the game’s words', (p) => p === `${GAME}/words.ts`],
    ['the game’s bot', (p) => p === `${GAME}/bots.ts`],
    ['the endings measurement', (p) => p === `${GAME}/endings.ts`],
    ['any bot', (p) => p.startsWith('src/engine/bots/')],
    ['the site', (p) => p.startsWith('src/components/') || p.startsWith('src/lib/') || p.startsWith('src/pages/')],
  ];
  for (const start of [`${GAME}/rules.ts`, `${GAME}/view.ts`, `${GAME}/state.ts`, `${GAME}/pegging.ts`, `${GAME}/options.ts`]) {
    const reached = [...reach(start)];
    assert.ok(reached.length > 2, `${start} reaches ${reached.length} files`);
    for (const [name, bad] of rows) await t.test(`${start}: not ${name}`, () => assert.deepEqual(reached.filter(bad), []));
  }
});

test('the words reach no bot; the bot is imported only by the bots registry, the model and the endings measurement, and reaches none of them', () => {
  assert.deepEqual(
    [...reach(`${GAME}/words.ts`)].filter((p) => p === `${GAME}/bots.ts` || p.startsWith('src/engine/bots/')),
    [],
  );
  const importers = sources('src').filter((p) => importsOf(p).includes(`${GAME}/bots.ts`));
  assert.deepEqual(importers.sort(), ['src/engine/bots/index.ts', `${GAME}/endings.ts`, `${GAME}/model.ts`]);
  const fromBot = reach(`${GAME}/bots.ts`);
  assert.ok(!fromBot.has(`${GAME}/model.ts`), 'bots.ts reaches model.ts: an import circle');
  assert.ok(!fromBot.has(`${GAME}/endings.ts`), 'bots.ts reaches endings.ts: an import circle');
  assert.ok(!fromBot.has('src/engine/bots/index.ts'), 'bots.ts reaches the bots registry: an import circle');
});

test('the board takes its words and types from the rules, the view and the words, never from the bot', async (t) => {
  // The island (Play.tsx) holds the model for now, and the model seats the bot; the board and its model files do not.
  for (const file of ['Board.tsx', 'board-model.ts'])
    await t.test(file, () => {
      const reached = reach(`src/components/games/bluff-n-peg/${file}`);
      assert.ok(reached.has(`${GAME}/state.ts`), 'it reads the game state types');
      assert.ok(!reached.has(`${GAME}/bots.ts`), 'it reaches bots.ts');
    });
});
