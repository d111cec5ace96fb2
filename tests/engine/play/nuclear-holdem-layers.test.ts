/**
 * Nuclear Annihilation Hold'em's files import one another in layers: the
 * rules, the view and the state (and all they import) never reach the game's
 * words, its sensible player, its belief model or anything of the site; the
 * player is imported only by the bots registry and the transitional model,
 * and its belief model only by the player. Read from the sources' import
 * lines, followed file to file.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { test } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../../..');
const GAME = 'src/engine/games/nuclear-holdem';

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

test('the rules, the view and the state, and everything they import, reach neither the words, nor a bot, nor the site', async (t) => {
  const rows: [string, (path: string) => boolean][] = [
    ['the game’s words', (p) => p === `${GAME}/words.ts`],
    ['the game’s bot', (p) => p === `${GAME}/bots.ts`],
    ['the bot’s belief model', (p) => p === `${GAME}/belief.ts`],
    ['any bot', (p) => p.startsWith('src/engine/bots/')],
    ['the site', (p) => p.startsWith('src/components/') || p.startsWith('src/lib/') || p.startsWith('src/pages/')],
  ];
  for (const start of [`${GAME}/rules.ts`, `${GAME}/view.ts`, `${GAME}/state.ts`]) {
    const reached = [...reach(start)];
    assert.ok(reached.length > 5, `${start} reaches ${reached.length} files`);
    for (const [name, bad] of rows) await t.test(`${start}: not ${name}`, () => assert.deepEqual(reached.filter(bad), []));
  }
});

test('who imports the player and its belief model (tests aside), and the player does not import the model', async (t) => {
  const rows: [string, string[]][] = [
    [`${GAME}/bots.ts`, ['src/engine/bots/index.ts', `${GAME}/model.ts`]],
    [`${GAME}/belief.ts`, [`${GAME}/bots.ts`]],
  ];
  const all = sources('src');
  for (const [file, importers] of rows)
    await t.test(file, () =>
      assert.deepEqual(
        all.filter((p) => importsOf(p).includes(file)),
        importers,
      ),
    );
  await t.test('bots.ts does not reach model.ts', () => assert.ok(!reach(`${GAME}/bots.ts`).has(`${GAME}/model.ts`)));
});
