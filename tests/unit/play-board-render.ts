/**
 * Renders a game's board to HTML under plain Node, for the board unit tests
 * (the bundling is render-tsx.ts).
 */
import type { GameId } from '../../src/engine/ids.ts';
import type { BoardProps } from '../../src/components/play/board.ts';
import { importTsx } from './render-tsx.ts';

export type RenderBoard<S, M, V> = (props: BoardProps<S, M, V>) => string;

export async function loadBoard<S, M, V>(game: GameId): Promise<RenderBoard<S, M, V>> {
  const mod = await importTsx<{ render: RenderBoard<S, M, V> }>([
    "import { h } from 'preact';",
    "import { renderToString } from 'preact-render-to-string';",
    `import Board from './src/components/games/${game}/Board.tsx';`,
    'export const render = (props) => renderToString(h(Board, props));',
  ]);
  return mod.render;
}
