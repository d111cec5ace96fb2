/**
 * Loads Preact components (.tsx) into plain Node for the unit tests and the
 * chart harness. Node runs .ts but not JSX, so esbuild (Astro's own bundler,
 * through Vite) bundles a small entry module, given as lines of source, with
 * Preact and preact-render-to-string into one module (one Preact copy, so
 * hooks work; CSS left out), imported from memory. Paths in the entry are
 * relative to the project root.
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '../..');

export async function importTsx<T>(entry: readonly string[]): Promise<T> {
  const out = await build({
    stdin: { contents: entry.join('\n'), resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]?.text ?? '';
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as T;
}
