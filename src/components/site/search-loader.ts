/*
 * The one line of inline script the search page carries: it defines
 * `window.showdownPagefind()`, which imports Pagefind's JavaScript API from the
 * given address. It is inline (search.astro adds its hash to the CSP) so that
 * Vite never sees the import(): in bundled code Vite wraps every import() in
 * its preload helper, which sits in the shared Preact chunk. search-page.ts
 * calls it on first use. No DOM here; tests/unit/search-loader.test.ts runs it.
 */

/** The name search-page.ts reads on `window`. */
export const LOADER_NAME = 'showdownPagefind';

/** The inline script for a Pagefind bundle at `src` (a path on this site); a "<" in it is escaped, so it cannot end the script. */
export function pagefindLoader(src: string): string {
  return `window.${LOADER_NAME}=function(){return import(${JSON.stringify(src).replace(/</gu, '\\u003c')})};`;
}
