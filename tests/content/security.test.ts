/*
 * The built pages' Content-Security-Policy and canonical links (issue 14,
 * items 7 and 8), read from the HTML:
 * - every page has one CSP <meta> in <head>, before any script, whose script-src
 *   has no 'unsafe-inline' and holds the hash of the theme script the page carries;
 * - Compare's generated inline <style> is allowed by its hash;
 * - canonical links: none in a default build; with SITE_URL set at build time,
 *   one per indexed page, on that origin (run this file with SITE_URL set against
 *   such a build to check that case).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DIST, requireDist, readPage } from './dist.ts';
import { listPages } from '../site/dist-pages.ts';
import { cspHash } from '../../src/lib/csp.ts';
import { THEME_SCRIPT } from '../../src/components/site/theme-script.ts';

function pages(): { path: string; html: string }[] {
  requireDist();
  return listPages(DIST).map(({ path, file }) => ({ path, html: readFileSync(file, 'utf8') }));
}

const headOf = (html: string): string => html.split(/<\/head>/i)[0] ?? '';

/** The policy texts of the CSP <meta> tags in <head>. */
function policies(html: string): string[] {
  return [...headOf(html).matchAll(/<meta\b[^>]*http-equiv="content-security-policy"[^>]*>/gi)].map((m) =>
    (/content="([^"]*)"/.exec(m[0])?.[1] ?? '').replaceAll('&#39;', "'"),
  );
}

const scriptSrc = (policy: string): string[] =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

test('every page has one CSP <meta> in <head>, before any script', () => {
  for (const { path, html } of pages()) {
    assert.equal(policies(html).length, 1, `${path}: CSP <meta> count`);
    const head = headOf(html);
    const script = head.search(/<script\b/i);
    if (script >= 0) assert.ok(head.search(/http-equiv="content-security-policy"/i) < script, `${path}: a script precedes the CSP <meta>`);
  }
});

test("every page's script-src: no 'unsafe-inline', and the hash of the theme script it carries", () => {
  const themeHash = `'${cspHash(THEME_SCRIPT)}'`;
  for (const { path, html } of pages()) {
    const sources = scriptSrc(policies(html)[0] ?? '');
    assert.ok(sources.length > 0, `${path}: no script-src`);
    assert.ok(!sources.includes("'unsafe-inline'"), `${path}: script-src has 'unsafe-inline'`);
    const inline = [...html.matchAll(/<script\b[^>]*data-theme-script[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);
    assert.deepEqual(inline, [THEME_SCRIPT], `${path}: the theme script is not exactly THEME_SCRIPT`);
    assert.ok(sources.includes(themeHash), `${path}: script-src lacks the theme script's hash`);
  }
});

test("Compare's inline <style> is allowed by its hash", () => {
  const html = readPage('compare/');
  const styles = [...html.matchAll(/<style>([^<]*#show-[\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  assert.equal(styles.length, 1, 'the column-hiding <style>');
  assert.match(policies(html)[0] ?? '', new RegExp(`style-src-elem [^;]*'${cspHash(styles[0]!).replace(/[+/]/g, '\\$&')}'`));
});

const SITE_URL = process.env.SITE_URL;

test(
  SITE_URL
    ? `SITE_URL=${SITE_URL}: every indexed page has one canonical link on that origin`
    : 'a default build (no SITE_URL) has no canonical link on any page',
  () => {
    for (const { path, html } of pages()) {
      const links = [...html.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/gi)].map((m) => /href="([^"]*)"/.exec(m[0])?.[1]);
      if (!SITE_URL || /name="robots" content="noindex"/.test(html)) {
        assert.deepEqual(links, [], `${path}: unexpected canonical link`);
      } else {
        assert.equal(links.length, 1, `${path}: canonical links`);
        assert.equal(links[0], new URL(path, SITE_URL).href, `${path}: canonical address`);
      }
    }
  },
);
