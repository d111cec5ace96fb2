/**
 * A game's page parts, found by file name in its own folder (components/games/<id>/<file>), so a new game adds its
 * files and edits no list of games here. The caller globs one file name (Vite's `import.meta.glob`, at build:
 * the pattern must be written where it is used), so a page reaches that file of each game and no other module,
 * and carries no other stylesheet. `byFolder` checks the result against GAME_IDS both ways: a game without the
 * file, or a folder for an id that is not a game, fails the build with the path to fix
 * (tests/unit/game-folders.test.ts).
 */
import { byGame } from '../../engine/by-game.ts';
import { GAME_IDS, isGameId, type GameId } from '../../engine/ids.ts';

/** Each game's `file`, from a glob's modules keyed by path (".../games/<id>/<file>"). */
export function byFolder<T>(found: Readonly<Record<string, T>>, file: string): { readonly [G in GameId]: T } {
  const byId = new Map<string, T>();
  for (const [path, module] of Object.entries(found)) {
    const parts = path.split('/');
    const id = parts.at(-2);
    if (parts.at(-1) !== file || id === undefined) throw new Error(`${path}: expected a path ending in <game id>/${file}`);
    if (!isGameId(id))
      throw new Error(
        `src/components/games/${id}/${file}: "${id}" is not a game id (GAME_IDS in src/engine/ids.ts lists ${GAME_IDS.join(', ')})`,
      );
    byId.set(id, module);
  }
  return byGame<{ readonly [G in GameId]: T }>((id) => {
    const module = byId.get(id);
    if (module === undefined)
      throw new Error(`src/components/games/${id}/${file} is missing: every game has one (see DEVELOPERS.md, "Add a game")`);
    return module;
  });
}
