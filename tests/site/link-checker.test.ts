/*
 * Proves the link checker catches what it must (broken link, broken anchor,
 * off-site resource, relative link in 404.html) on a fixture mini-site, with
 * and without a base path. The real dist/ is checked in tests/e2e/links.spec.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { checkSite } from './link-checker.ts';
import { listPages } from './dist-pages.ts';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'showdown-links-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

const page = (body: string) => `<!doctype html><html><head><link rel="icon" href="/favicon.svg"></head><body>${body}</body></html>`;

test('a site whose links all resolve has no problems', (t) => {
  const dir = site({
    'index.html': page(
      '<a href="about/">About</a> <a href="/about/#team">Team</a> <a href="#top">Top</a><h1 id="top">Hi</h1><a href="https://example.org/">out</a>',
    ),
    'about/index.html': page('<h2 id="team">Team</h2><a href="../">Home</a><img src="../pic.svg" alt=""><a href="/about">no slash</a>'),
    'favicon.svg': '<svg/>',
    'pic.svg': '<svg/>',
  });
  t.after(() => rmSync(dir, { recursive: true }));
  const report = checkSite(dir, { base: '/', siteUrl: 'http://localhost:4321' });
  assert.deepEqual(report.problems, []);
  assert.equal(report.pages, 2);
  assert.equal(report.fragments, 2);
  assert.deepEqual(report.externalLinks, [{ page: '/', url: 'https://example.org/' }]);
});

test('catches a broken link, a broken anchor, an off-site resource and a relative link in 404.html', (t) => {
  const dir = site({
    'index.html': page(
      [
        '<a href="/missing/">gone</a>',
        '<a href="about/#nope">bad anchor</a>',
        '<a href="#also-missing">bad local anchor</a>',
        '<script src="https://cdn.example.com/x.js"></script>',
        '<script>const s = "<a href=\\"/ignored-inside-script/\\">";</script>',
        '<!-- <a href="/ignored-in-comment/"> -->',
      ].join(''),
    ),
    'about/index.html': page('<h2 id="team">Team</h2>'),
    '404.html': page('<a href="about/">relative</a>'),
    'favicon.svg': '<svg/>',
  });
  t.after(() => rmSync(dir, { recursive: true }));
  const report = checkSite(dir, { base: '/', siteUrl: 'http://localhost:4321' });
  const found = report.problems.map((p) => `${p.page} ${p.url}`).sort();
  assert.deepEqual(found, ['/ #also-missing', '/ /missing/', '/ about/#nope', '/ https://cdn.example.com/x.js', '/404.html about/']);
});

test('resolves links under a base path and flags links that escape it', (t) => {
  const dir = site({
    'index.html': page('<a href="/sub/games/x/#rules">ok</a><a href="/games/x/">outside base</a><a href="games/x/">ok relative</a>'),
    'games/x/index.html': page('<h2 id="rules">Rules</h2>'),
    'favicon.svg': '<svg/>',
  });
  t.after(() => rmSync(dir, { recursive: true }));
  assert.deepEqual(
    listPages(dir, '/sub/').map((p) => p.path),
    ['/sub/', '/sub/games/x/'],
  );
  const report = checkSite(dir, { base: '/sub/', siteUrl: 'https://example.github.io' });
  // The favicon at "/favicon.svg" and the "/games/x/" link are outside /sub/.
  assert.deepEqual(report.problems.map((p) => p.url).sort(), ['/favicon.svg', '/favicon.svg', '/games/x/']);
});
