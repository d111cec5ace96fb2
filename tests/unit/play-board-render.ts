/**
 * Renders a game's board to HTML under plain Node, for the board unit tests.
 * Node runs .ts but not JSX, so esbuild (Astro's own bundler, through Vite)
 * bundles the board with Preact and preact-render-to-string into one module
 * (one Preact copy, so hooks work), written to a temporary folder and imported.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { BoardProps } from '../../src/components/play/board.ts';

export type RenderBoard<S, M, V> = (props: BoardProps<S, M, V>) => string;

const ROOT = resolve(import.meta.dirname, '../..');

export async function loadBoard<S, M, V>(game: 'ninas-five' | 'nuclear-holdem'): Promise<RenderBoard<S, M, V>> {
  const result = await build({
    stdin: {
      contents: [
        "import { h } from 'preact';",
        "import { renderToString } from 'preact-render-to-string';",
        `import Board from './src/components/play/${game}/Board.tsx';`,
        'export const render = (props) => renderToString(h(Board, props));',
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  const dir = mkdtempSync(join(tmpdir(), 'board-'));
  const file = join(dir, 'board.mjs');
  writeFileSync(file, result.outputFiles[0]?.text ?? '');
  try {
    const mod = (await import(pathToFileURL(file).href)) as { render: RenderBoard<S, M, V> };
    return mod.render;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
