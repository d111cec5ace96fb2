/*
 * The search page's inline loader (search-loader.ts): it defines
 * window.showdownPagefind, which imports the address it was given, and nothing
 * in the address can end the <script> it sits in. Run under Node, with a stand-in window.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { LOADER_NAME, pagefindLoader } from '../../src/components/site/search-loader.ts';

const ROWS: readonly (readonly [name: string, src: string])[] = [
  ['the site root', '/pagefind/pagefind.js'],
  ['a base path', '/showdown/pagefind/pagefind.js'],
  ['a quote and a script end in the path', '/a"b</script><script>x/pagefind.js'],
];

for (const [name, src] of ROWS) {
  test(`loader: ${name}`, () => {
    const code = pagefindLoader(src);
    assert.ok(!/<\/script/i.test(code), code);
    // Run it with import() replaced by a stand-in (vm has no module loader), and call what it defines.
    const imported: string[] = [];
    const window: Record<string, unknown> = {};
    runInNewContext(code.replace('import(', 'load('), { window, load: (s: string) => imported.push(s) });
    assert.equal(typeof window[LOADER_NAME], 'function');
    (window[LOADER_NAME] as () => void)();
    assert.deepEqual(imported, [src]);
  });
}
