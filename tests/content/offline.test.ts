/*
 * The built site works offline (issue 26, part 3), read from dist/:
 * - dist/sw.js precaches every file the build wrote, except the worker itself and Pagefind's UI bundles
 *   that no page loads (scripts/offline.ts), so every page, script, stylesheet, icon and search file is
 *   there after the first visit;
 * - every page links the web app manifest and carries the update status region, both under the base path,
 *   and loads the registration script as a module file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DIST, requireDist } from './dist.ts';
import { basePath, listPages } from '../site/dist-pages.ts';

/** Every file under dir, as a path relative to it with "/" separators. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** Files the worker is meant to leave out, and why. */
const LEFT_OUT: readonly (readonly [pattern: RegExp, why: string])[] = [
  [/^sw\.js$/, 'the worker itself'],
  [
    /^pagefind\/pagefind-(ui|modular-ui|component-ui)\.(js|css)$|^pagefind\/pagefind-highlight\.js$/,
    "Pagefind's UI bundles, loaded by no page",
  ],
];

test('dist/sw.js precaches every built file but the ones it is meant to leave out', () => {
  requireDist();
  const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const precached = new Set([...worker.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!));
  const files = filesUnder(DIST);
  assert.ok(files.length > 100, `only ${files.length} files in dist/`);
  const missing = files.filter((f) => !precached.has(f) && !LEFT_OUT.some(([pattern]) => pattern.test(f)));
  assert.deepEqual(missing, [], 'built files the worker does not precache');
  const unexpected = files.filter((f) => precached.has(f) && LEFT_OUT.some(([pattern]) => pattern.test(f)));
  assert.deepEqual(unexpected, [], 'files precached that should be left out');
  const stale = [...precached].filter((url) => !files.includes(url));
  assert.deepEqual(stale, [], 'precached addresses with no built file');
});

test('every page links the manifest, carries the update status region, and loads the registration as a module file', () => {
  requireDist();
  const base = basePath();
  for (const { path, file } of listPages(DIST)) {
    const html = readFileSync(file, 'utf8');
    const head = html.split(/<\/head>/i)[0] ?? '';
    assert.equal(head.match(/<link rel="manifest" href="([^"]*)"/g)?.length, 1, `${path}: manifest links`);
    assert.match(head, new RegExp(`<link rel="manifest" href="${base}manifest\\.webmanifest"`), `${path}: manifest address`);
    const regions = html.match(/<div id="offline-update"[^>]*>/g) ?? [];
    assert.equal(regions.length, 1, `${path}: status regions`);
    const region = regions.join(''); // the one region
    assert.match(region, /role="status"/, `${path}: the region is a status`);
    assert.match(region, new RegExp(`data-sw="${base}sw\\.js"`), `${path}: the worker's address`);
    assert.match(
      html,
      /<p hidden[^>]*>A new version of Showdown is ready\. <button type="button"[^>]*>Reload<\/button><\/p>/,
      `${path}: the hidden line`,
    );
    const scripts = html.match(/<script type="module" src="[^"]*OfflineUpdate\.astro_astro_type_script[^"]*\.js"><\/script>/g) ?? [];
    assert.equal(scripts.length, 1, `${path}: registration scripts`);
  }
});
