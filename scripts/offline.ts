/*
 * The service worker that makes the whole site work offline (issue 26, part 3), written by
 * `npm run build` after Astro and Pagefind: Workbox's generateSW (workbox-build) lists every file
 * in dist/ with a revision (an MD5 of its bytes) and writes dist/sw.js, one file with Workbox's
 * runtime inlined.
 *
 * - Precached: every page, script, stylesheet, image, the manifest and its icons, and Pagefind's
 *   index, fragments and WebAssembly. Left out: sw.js itself, and Pagefind's ready-made UI bundles,
 *   which no page loads (the search page calls Pagefind's JavaScript API: DEVELOPERS.md, Search).
 * - URLs are relative to sw.js, so under BASE_PATH the worker, its scope and its precache follow
 *   the base with nothing to configure (README, "Deploy").
 * - A precached address is answered from the cache: a directory URL (/games/peekaboo/) from its
 *   index.html, and with any query ignored, since a page's query is state its own script reads
 *   (?q= on /search/, the widgets' keys), never a different file.
 * - Any other navigation goes to the network, and offline gets the precached 404.html.
 * - A new build changes the revisions of the files that changed; its worker waits until the page's
 *   "Reload" button (src/components/site/offline-update.ts) sends SKIP_WAITING, then replaces the
 *   old cache entries. The first worker claims the open page at once, so the first visit already
 *   leaves the site cached.
 */
import { generateSW, type GenerateSWOptions } from 'workbox-build';

/** Pagefind's UI bundles (its Default, Modular and Component UIs and the highlighter): in dist/, loaded by no page. */
const PAGEFIND_UNUSED = [
  'pagefind/pagefind-ui.*',
  'pagefind/pagefind-modular-ui.*',
  'pagefind/pagefind-component-ui.*',
  'pagefind/pagefind-highlight.js',
];

/** The generateSW options for a built site in `dist`. */
export function workerOptions(dist: string): GenerateSWOptions {
  return {
    globDirectory: dist,
    globPatterns: ['**/*'],
    globIgnores: ['sw.js', ...PAGEFIND_UNUSED],
    // The largest file today (the Nuclear Hold'em rules page) is under 0.4 MB; a file over this limit would be
    // left out with a warning, which fails the build (scripts/build-log.ts).
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Astro's bundles carry a content hash in their names (_astro/), so their URL is their revision.
    dontCacheBustURLsMatching: /^_astro\//u,
    swDest: `${dist}/sw.js`,
    mode: 'production',
    inlineWorkboxRuntime: true,
    sourcemap: false,
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    cacheId: 'showdown',
    directoryIndex: 'index.html',
    ignoreURLParametersMatching: [/./u],
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '404.html' } },
      },
    ],
  };
}

/** Writes dist/sw.js; resolves with what it precached, or the errors and warnings Workbox gave. */
export async function writeWorker(dist: string): Promise<{ ok: true; count: number; size: number } | { ok: false; problems: string[] }> {
  try {
    const { count, size, warnings } = await generateSW(workerOptions(dist));
    if (warnings.length) return { ok: false, problems: warnings };
    return { ok: true, count, size };
  } catch (e) {
    return { ok: false, problems: [e instanceof Error ? e.message : String(e)] };
  }
}
