/**
 * Nina's Five's files import one another in layers: the rules, the view and
 * the mechanics module (and all they import) never reach the game's words,
 * its bot or anything of the site, and the bot is imported only where the
 * players are put together (the transitional model, the bot registry) and by
 * tests. Read from the sources' import lines, followed file to file.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { test } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../../..');
const GAME = 'src/engine/games/ninas-five';

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

/** Every .ts/.tsx/.astro file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(resolve(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(?:tsx?|astro)$/u.test(e.name))
    .map((e) => relative(ROOT, resolve(e.parentPath, e.name)));
}

test('the rules, the view and the mechanics, and everything they import, reach neither the words, nor a bot, nor the site', async (t) => {
  const rows: [string, (path: string) => boolean][] = [
    ['the game’s words', (p) => p === `${GAME}/words.ts`],
    ['the game’s bot', (p) => p === `${GAME}/bots.ts`],
    ['any bot', (p) => p.startsWith('src/engine/bots/')],
    ['the site', (p) => p.startsWith('src/components/') || p.startsWith('src/lib/') || p.startsWith('src/pages/')],
  ];
  for (const start of [`${GAME}/rules.ts`, `${GAME}/view.ts`, `${GAME}/tricks.ts`]) {
    const reached = [...reach(start)];
    assert.ok(reached.length > 5, `${start} reaches ${reached.length} files`);
    for (const [name, bad] of rows) await t.test(`${start}: not ${name}`, () => assert.deepEqual(reached.filter(bad), []));
  }
});

test('the board reads the game’s words, rules and view, never its bot', () => {
  const board = `src/components/games/ninas-five/Board.tsx`;
  const reached = reach(board);
  assert.ok(reached.has(`${GAME}/words.ts`), 'the board names hands with the words’ handWords');
  assert.ok(!reached.has(`${GAME}/bots.ts`), 'the board reaches the bot');
});

test('the bot is imported only where the players are put together (and by tests); it does not import the model', () => {
  const importers = sources('src').filter((p) => importsOf(p).includes(`${GAME}/bots.ts`));
  const allowed = new Set([`${GAME}/model.ts`, 'src/engine/bots/index.ts']);
  assert.deepEqual(
    importers.filter((p) => !allowed.has(p)),
    [],
  );
  assert.ok(importers.length > 0, 'somebody plays the sensible bot');
  assert.ok(!reach(`${GAME}/bots.ts`).has(`${GAME}/model.ts`), 'bots.ts reaches model.ts: an import circle');
});
