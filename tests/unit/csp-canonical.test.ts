/*
 * Issue 14, items 7 and 8, without a build: the CSP hash helper against known
 * digests, the canonical-link rule, and what astro.config.mjs makes of SITE_URL
 * (loaded in a child process per environment, since the config reads it once).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cspHash } from '../../src/lib/csp.ts';
import { canonicalUrl } from '../../src/components/site/canonical.ts';

const CONFIG = fileURLToPath(new URL('../../astro.config.mjs', import.meta.url));

test('cspHash gives the CSP source of exactly its text (known SHA-256 digests)', () => {
  const rows: [what: string, text: string, hash: string][] = [
    ['the empty string', '', 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='],
    ["MDN's CSP example script", "alert('Hello, world.');", 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='],
    ['"abc" (FIPS 180-2 test vector, in base64)', 'abc', 'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='],
  ];
  for (const [what, text, hash] of rows) assert.equal(cspHash(text), hash, what);
  assert.notEqual(cspHash('a '), cspHash('a'), 'one trailing space changes the hash');
});

test('canonicalUrl: only with a site origin, then the page path on it', () => {
  const rows: [what: string, site: string | undefined, path: string, canonical: string | undefined][] = [
    ['no SITE_URL: no canonical link', undefined, '/games/peekaboo/', undefined],
    ['no SITE_URL, home page', undefined, '/', undefined],
    ['an origin', 'https://example.org', '/games/peekaboo/', 'https://example.org/games/peekaboo/'],
    ['an origin with a trailing slash', 'https://example.org/', '/', 'https://example.org/'],
    [
      'a base path: the page path already holds it',
      'https://example.org/showdown/',
      '/showdown/glossary/',
      'https://example.org/showdown/glossary/',
    ],
  ];
  for (const [what, site, path, canonical] of rows)
    assert.equal(canonicalUrl(site === undefined ? undefined : new URL(site), path), canonical, what);
});

/** `site` as astro.config.mjs sets it under the given SITE_URL (undefined: unset). */
function configSite(siteUrl: string | undefined): string {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env['SITE_URL'];
  if (siteUrl !== undefined) env['SITE_URL'] = siteUrl;
  const code = `import(${JSON.stringify(CONFIG)}).then((m) => process.stdout.write(String(m.default.site)))`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { env, encoding: 'utf8' });
}

test('astro.config.mjs: a site origin only when SITE_URL is set (a default build never points at localhost)', () => {
  const rows: [what: string, siteUrl: string | undefined, site: string][] = [
    ['unset', undefined, 'undefined'],
    ['empty', '', 'undefined'],
    ['set', 'https://example.org', 'https://example.org'],
  ];
  for (const [what, siteUrl, site] of rows) assert.equal(configSite(siteUrl), site, what);
});

test("astro.config.mjs: the CSP's script-src allows no inline script and no eval", () => {
  const code = `import(${JSON.stringify(CONFIG)}).then((m) => process.stdout.write(JSON.stringify(m.default.security)))`;
  const security = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' })) as {
    csp: { scriptDirective: { resources: unknown[] }; directives: string[] };
  };
  const script = JSON.stringify(security.csp.scriptDirective.resources);
  assert.doesNotMatch(script, /'unsafe-inline'|'unsafe-eval'/);
  assert.ok(security.csp.directives.includes("default-src 'self'"));
});
