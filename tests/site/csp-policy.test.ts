/*
 * scripts/csp-policy.mjs: the one policy a static host's header needs, merged
 * from the built pages' own CSP <meta> tags. Run on fixture sites in a temp folder.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/csp-policy.mjs', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'showdown-csp-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const page = (policy: string) => `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body></body></html>`;

/** Writes a fixture site and runs the script on it. */
function run(name: string, files: Record<string, string>) {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), body);
  }
  return spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
}

test('pages that differ in hashes give one policy with every source, in first-seen order (one row per case)', () => {
  const rows: [what: string, files: Record<string, string>, policy: string][] = [
    [
      'one page: its policy, normalised',
      { 'index.html': page("default-src 'self';script-src 'self' 'sha256-A=';") },
      "default-src 'self'; script-src 'self' 'sha256-A='",
    ],
    [
      'a second page adds a style hash and shares a script hash',
      {
        'index.html': page("default-src 'self'; script-src 'self' 'sha256-A='; style-src 'self' 'sha256-S='"),
        'compare/index.html': page("default-src 'self'; script-src 'self' 'sha256-A='; style-src 'self' 'sha256-S=' 'sha256-C='"),
      },
      "default-src 'self'; script-src 'self' 'sha256-A='; style-src 'self' 'sha256-S=' 'sha256-C='",
    ],
    [
      'the offline directives (worker-src, manifest-src) are kept, once each',
      {
        'index.html': page("default-src 'self'; worker-src 'self'; manifest-src 'self'"),
        'search/index.html': page("default-src 'self'; script-src 'self' 'sha256-Q='; worker-src 'self'; manifest-src 'self'"),
      },
      "default-src 'self'; worker-src 'self'; manifest-src 'self'; script-src 'self' 'sha256-Q='",
    ],
    [
      "Pagefind's own folder is not a page",
      { 'index.html': page("default-src 'self'"), 'pagefind/x.html': '<p>no policy</p>' },
      "default-src 'self'",
    ],
  ];
  for (const [what, files, policy] of rows) {
    const result = run(what.replace(/\W+/g, '-'), files);
    assert.equal(result.status, 0, `${what}: ${result.stderr}`);
    assert.equal(result.stdout, `${policy}\n`, what);
  }
});

test('a page without a policy, or no build at all: one line on stderr, exit 1, nothing on stdout', () => {
  const rows: [what: string, files: Record<string, string>, message: RegExp][] = [
    [
      'a page without a policy',
      { 'index.html': page("default-src 'self'"), 'glossary/index.html': '<p>x</p>' },
      /^glossary\/index\.html has no Content-Security-Policy/,
    ],
    ['no index.html', { 'other.txt': 'x' }, /^No built site in /],
  ];
  for (const [what, files, message] of rows) {
    const result = run(what.replace(/\W+/g, '-'), files);
    assert.equal(result.status, 1, what);
    assert.equal(result.stdout, '', what);
    assert.match(result.stderr, message, what);
    assert.equal(result.stderr.trim().split('\n').length, 1, what);
  }
});
