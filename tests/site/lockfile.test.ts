/*
 * package-lock.json must let `npm ci` install on any platform. npm ci refuses a lock that lacks an entry for
 * any dependency a locked package declares, optional ones included ("Missing: @pagefind/darwin-x64 from lock
 * file"), even when that package is for another platform and would be skipped. A lock written by a tool that
 * drops other platforms' binaries made CI fall back to `npm install`, which rewrote the lock. This walks the
 * lock the way npm resolves it (node_modules folders from the package's own up to the root) and names every
 * declared dependency it cannot find.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};

/** The lock path npm would load `name` from when `from` (a lock path, '' for the root) requires it. */
function resolve(name: string, from: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
    if (candidate in lock.packages) return candidate;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

function missing(): string[] {
  const out: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    const wanted = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...(path === '' ? entry.devDependencies : {}),
    };
    for (const name of Object.keys(wanted)) {
      if (resolve(name, path) === undefined) out.push(`${name} (wanted by ${path === '' ? 'package.json' : path})`);
    }
  }
  return out;
}

test('the lock is npm 7+ format (lockfileVersion 3), with its root entry', () => {
  assert.equal(lock.lockfileVersion, 3);
  assert.ok('' in lock.packages);
});

test("every dependency a locked package declares, other platforms' optional binaries included, is in the lock", () => {
  assert.deepEqual(missing(), []);
});

test('the resolver finds a nested copy before a hoisted one, and misses what is absent', () => {
  // Self-check of the walk above on the real lock: the root's own dependencies resolve at the top level.
  assert.equal(resolve('astro', ''), 'node_modules/astro');
  assert.equal(resolve('astro', 'node_modules/@astrojs/mdx'), 'node_modules/astro');
  assert.equal(resolve('no-such-package-anywhere', 'node_modules/astro'), undefined);
});
