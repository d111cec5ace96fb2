/*
 * scripts/offline.ts: what the service worker precaches, and how a new build changes it. Workbox writes a real
 * sw.js for a fixture site in a temp folder; its precache list and routes are read back from the minified file
 * (workbox-build's version is pinned exactly in package.json, so its output's shape changes only with it).
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { writeWorker } from '../../scripts/offline.ts';

const tmp = mkdtempSync(join(tmpdir(), 'showdown-offline-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** A fixture site: each file's path and bytes. */
const SITE: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  '404.html': '<h1>Page not found</h1>',
  'games/peekaboo/index.html': '<h1>Peekaboo</h1>',
  '_astro/Play.AbC123xy.js': 'export {};',
  '_astro/Base.Zz9_8yX7.css': 'p{}',
  'manifest.webmanifest': '{}',
  'icon-192.png': 'png',
  'pagefind/pagefind.js': 'export {};',
  'pagefind/pagefind-worker.js': '',
  'pagefind/pagefind-entry.json': '{}',
  'pagefind/wasm.en.pagefind': 'wasm',
  'pagefind/index/en_1.pf_index': 'i',
  'pagefind/fragment/en_1.pf_fragment': 'f',
  'pagefind/pagefind-ui.js': 'ui',
  'pagefind/pagefind-ui.css': 'ui',
  'pagefind/pagefind-modular-ui.js': 'ui',
  'pagefind/pagefind-component-ui.js': 'ui',
  'pagefind/pagefind-highlight.js': 'ui',
  'sw.js': '// the previous build',
};

/** Writes the site into a new folder, runs the build step, and returns the precache list: url -> revision (null: none). */
async function build(name: string, files: Record<string, string>): Promise<Map<string, string | null>> {
  return (await buildWorker(name, files)).precache;
}

/** The same, with the text of the sw.js written. */
async function buildWorker(name: string, files: Record<string, string>): Promise<{ precache: Map<string, string | null>; worker: string }> {
  const dist = join(tmp, name);
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), body);
  }
  const written = await writeWorker(dist);
  assert.ok(written.ok, `writeWorker failed: ${written.ok ? '' : written.problems.join('; ')}`);
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const entries = [...worker.matchAll(/\{url:"([^"]+)",revision:(?:"([^"]*)"|null)\}/g)].map((m) => [m[1]!, m[2] ?? null] as const);
  return { precache: new Map(entries), worker };
}

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

test('what the worker precaches: the whole site, with a revision for each file whose name has no hash (one row per file)', async () => {
  const precache = await build('site', SITE);
  const rows: [file: string, expected: 'content revision' | 'no revision' | 'left out', why: string][] = [
    ['index.html', 'content revision', 'the home page'],
    ['games/peekaboo/index.html', 'content revision', 'a page in a folder (served for /games/peekaboo/)'],
    ['404.html', 'content revision', 'the page an unknown address gets offline'],
    ['_astro/Play.AbC123xy.js', 'no revision', "Astro's bundles: the hash in the name is the revision"],
    ['_astro/Base.Zz9_8yX7.css', 'no revision', "Astro's stylesheets likewise"],
    ['manifest.webmanifest', 'content revision', 'the web app manifest'],
    ['icon-192.png', 'content revision', 'an icon'],
    ['pagefind/pagefind.js', 'content revision', "Pagefind's API, which the search page imports"],
    ['pagefind/pagefind-worker.js', 'content revision', "Pagefind's worker"],
    ['pagefind/pagefind-entry.json', 'content revision', "Pagefind's entry"],
    ['pagefind/wasm.en.pagefind', 'content revision', "Pagefind's WebAssembly"],
    ['pagefind/index/en_1.pf_index', 'content revision', 'an index chunk'],
    ['pagefind/fragment/en_1.pf_fragment', 'content revision', 'a result fragment'],
    ['pagefind/pagefind-ui.js', 'left out', "Pagefind's Default UI, loaded by no page"],
    ['pagefind/pagefind-ui.css', 'left out', 'its stylesheet'],
    ['pagefind/pagefind-modular-ui.js', 'left out', "Pagefind's Modular UI"],
    ['pagefind/pagefind-component-ui.js', 'left out', "Pagefind's Component UI"],
    ['pagefind/pagefind-highlight.js', 'left out', "Pagefind's highlighter"],
    ['sw.js', 'left out', 'the worker itself'],
  ];
  assert.deepEqual(Object.keys(SITE).sort(), rows.map(([file]) => file).sort(), 'one row per fixture file');
  for (const [file, expected, why] of rows) {
    const what = `${file} (${why})`;
    if (expected === 'left out') assert.equal(precache.has(file), false, `${what}: precached`);
    else if (expected === 'no revision') assert.equal(precache.get(file), null, `${what}: want no revision`);
    else assert.equal(precache.get(file), md5(SITE[file]!), `${what}: want the MD5 of its bytes`);
  }
  assert.equal(precache.size, rows.filter(([, e]) => e !== 'left out').length, 'nothing else is precached');
});

test('a new build: a changed file gets a new revision, the others keep theirs, so only it is fetched again', async () => {
  const before = await build('build-1', SITE);
  const after = await build('build-2', { ...SITE, 'index.html': '<h1>home, rebuilt</h1>' });
  const changed = [...after].filter(([url, revision]) => before.get(url) !== revision).map(([url]) => url);
  assert.deepEqual(changed, ['index.html']);
});

test('the worker as written: its routes, and a new build waits to be told before taking over (one row per property)', async () => {
  const { worker } = await buildWorker('routes', SITE);
  const rows: [what: string, present: boolean, pattern: RegExp][] = [
    ['navigations the precache lacks go to the network', true, /\(\{request:(\w+)\}\)=>"navigate"===\1\.mode/],
    ['and get 404.html from the cache when the network fails', true, /fallbackURL:"404\.html"/],
    [
      'a directory URL is answered by its index.html, and every query is ignored',
      true,
      /\{directoryIndex:"index\.html",ignoreURLParametersMatching:\[\/\.\/u\]\}/,
    ],
    ["skipWaiting only on Workbox's SKIP_WAITING message", true, /"SKIP_WAITING"===\w+\.data\.type&&self\.skipWaiting\(\)/],
    ['and never otherwise', false, /(?<!&&)self\.skipWaiting\(\)/],
    ['the first worker claims the open pages', true, /self\.clients\.claim\(\)/],
    ["Workbox's runtime inlined: no other script to fetch", false, /importScripts\(/],
  ];
  for (const [what, present, pattern] of rows) assert.equal(pattern.test(worker), present, what);
});
