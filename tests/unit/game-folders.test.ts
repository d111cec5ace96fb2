/**
 * Each game's page parts are found by file name in its folder (src/components/games/folders.ts): `byFolder` maps a
 * glob's modules to the game ids and fails on a missing game or a folder that is not a game, and every file name
 * the site globs for is in every game's folder, so a new game missing one fails here before the build does.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { byFolder } from '../../src/components/games/folders.ts';
import { GAME_IDS } from '../../src/engine/ids.ts';

const glob = (ids: readonly string[], file = 'Hero.astro'): Record<string, string> =>
  Object.fromEntries(ids.map((id) => [`../games/${id}/${file}`, `${id}'s module`]));

describe('byFolder', () => {
  const rows: { name: string; found: Record<string, string>; error: RegExp | null }[] = [
    { name: 'every game has the file', found: glob(GAME_IDS), error: null },
    {
      name: 'a game without the file',
      found: glob(GAME_IDS.filter((g) => g !== 'peekaboo')),
      error: /games\/peekaboo\/Hero\.astro is missing/u,
    },
    {
      name: 'a folder that is not a game',
      found: glob([...GAME_IDS, 'sixth']),
      error: /games\/sixth\/Hero\.astro: "sixth" is not a game id/u,
    },
    { name: 'another file name', found: glob(GAME_IDS, 'Scene.astro'), error: /expected a path ending in <game id>\/Hero\.astro/u },
  ];
  for (const { name, found, error } of rows)
    it(name, () => {
      if (error !== null) {
        assert.throws(() => byFolder(found, 'Hero.astro'), error);
        return;
      }
      const parts = byFolder(found, 'Hero.astro');
      assert.deepEqual(Object.keys(parts), [...GAME_IDS]);
      for (const id of GAME_IDS) assert.equal(parts[id], `${id}'s module`);
    });
});

/** Every `import.meta.glob` of a games folder's file in the site's sources, as [source, file name]. */
function globbed(dir: string, acc: [string, string][] = []): [string, string][] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) globbed(path, acc);
    else if (/\.(ts|tsx|astro)$/u.test(entry.name))
      for (const m of readFileSync(path, 'utf8').matchAll(/import\.meta\.glob<[\s\S]*?>\(\s*'(?:[^']*games\/|\.\/)\*\/([^'/]+)'/gu))
        acc.push([path, m[1] ?? '']);
  }
  return acc;
}

describe('the files the site finds by name', () => {
  const found = globbed('src');
  it('are the six the pages use', () =>
    assert.deepEqual(found.map(([, file]) => file).sort(), [
      'CompanionIsland.astro',
      'Hero.astro',
      'PlayIsland.astro',
      'QuizIsland.astro',
      'play-walk.ts',
      'rules-parts.ts',
    ]));
  for (const [source, file] of found)
    it(`${file} (${source}) is in every game's folder`, () => {
      const missing = GAME_IDS.filter((id) => !existsSync(`src/components/games/${id}/${file}`));
      assert.deepEqual(missing, []);
    });
  it('no folder under src/components/games is for an id that is not a game', () => {
    const folders = readdirSync('src/components/games', { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    assert.deepEqual(
      folders.filter((f) => !(GAME_IDS as readonly string[]).includes(f)),
      [],
    );
  });
});
