/*
 * scripts/serve.mjs against hostile addresses. Each test starts the real server
 * (PORT=0, loopback only) on a fixture dist/ in a temp folder, beside a secret
 * file outside dist/ (also reachable through symlinks inside it), and sends raw
 * request lines over node:net so nothing normalises the paths on the way.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtempSync, mkdirSync, writeFileSync, symlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

const SERVE = fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url));
const SECRET = `secret-${process.pid}-${Date.now()}`;
const HOME = '<p>fixture home</p>';
const MISSING = '<p>fixture 404 page</p>';
/** Statuses a hostile address may get: served, slash added, sent to the base, refused, missing, too long (431: Node's own header limit). */
const SAFE_STATUSES = new Set([200, 301, 302, 400, 404, 414, 431]);

/** The policy the fixture pages carry, as Astro writes it (raw single quotes in a double-quoted attribute). */
const POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc+/='; style-src-attr 'unsafe-inline';";
/** Fixture pages for the Content-Security-Policy header, keyed by file. */
const CSP_PAGES: Record<string, string> = {
  'csp/index.html': `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${POLICY}"></head><body>p</body></html>`,
  'csp-single/index.html': `<html><head><META HTTP-EQUIV='Content-Security-Policy' CONTENT='default-src &apos;none&apos;'></head></html>`,
  'csp-entities/index.html': `<html><head><meta http-equiv="content-security-policy" content="default-src &#39;self&#39; &amp; more"></head></html>`,
  'csp-body/index.html': `<html><head></head><body><meta http-equiv="content-security-policy" content="default-src *"></body></html>`,
  'csp-newline/index.html': `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'\r\nSet-Cookie: x=1"></head></html>`,
  'csp-other/index.html': `<html><head><meta http-equiv="refresh" content="5"><meta name="csp" content="x"></head></html>`,
};

let tmp = '';
let dist = '';

before(() => {
  tmp = mkdtempSync(join(tmpdir(), 'showdown-serve-'));
  dist = join(tmp, 'dist');
  const files: Record<string, string> = {
    'index.html': HOME,
    '404.html': MISSING,
    'games/index.html': '<p>games</p>',
    'games/peekaboo/index.html': '<p>peekaboo</p>',
    '日本/index.html': '<p>unicode folder</p>',
    'style.css': 'p{}',
    'pagefind/pagefind.js': 'export {};',
    'pagefind/pagefind-entry.json': '{}',
    'pagefind/wasm.en.pagefind': 'x',
    'pagefind/pagefind.en.pf_meta': 'x',
    'empty/.keep': '',
    'sw.js': 'self.x = 1;',
    'manifest.webmanifest': '{"name":"x"}',
    'icon-192.png': 'png',
    ...CSP_PAGES,
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), body);
  }
  writeFileSync(join(tmp, 'secret.txt'), SECRET);
  writeFileSync(join(tmp, 'secret.html'), SECRET);
  symlinkSync(join(tmp, 'secret.txt'), join(dist, 'leak.txt')); // a file link pointing outside dist/
  symlinkSync(tmp, join(dist, 'leakdir')); // a folder link pointing outside dist/
  symlinkSync(join(dist, 'style.css'), join(dist, 'alias.css')); // a link that stays inside is fine
});

after(() => {
  for (const child of children) child.kill();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------
// Starting the server and talking to it

interface Server {
  child: ChildProcess;
  port: number;
  /** The base path as the server printed it ("/", "/sh%20ow/"). */
  base: string;
  origin: string;
}

const children: ChildProcess[] = [];

function envFor(basePath: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1' };
  delete env['BASE_PATH'];
  if (basePath !== undefined) env['BASE_PATH'] = basePath;
  return env;
}

/** Starts serve.mjs on a free loopback port; resolves once it prints its address. */
function start(basePath?: string): Promise<Server> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [SERVE, dist], { env: envFor(basePath), stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`serve.mjs did not start within 10 s: ${out}${err}`));
    }, 10_000);
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /at http:\/\/127\.0\.0\.1:(\d+)(\/\S*)\n/.exec(out);
      if (match?.[1] && match[2]) {
        clearTimeout(timer);
        const port = Number(match[1]);
        resolvePromise({ child, port, base: match[2], origin: `http://127.0.0.1:${port}` });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve.mjs exited with ${code}: ${err}`));
    });
  });
}

/** Runs serve.mjs with a BASE_PATH it should refuse; resolves with its exit code and stderr. */
function refusal(basePath: string): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [SERVE, dist], { env: envFor(basePath), stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`serve.mjs accepted BASE_PATH ${JSON.stringify(basePath)} and kept running: ${stdout}`));
    }, 10_000);
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stderr, stdout });
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    if (server.child.exitCode !== null) resolvePromise();
    else {
      server.child.once('exit', () => resolvePromise());
      server.child.kill();
    }
  });
}

interface Reply {
  status: number;
  headers: Map<string, string[]>;
  body: string;
}

/** Sends `METHOD target HTTP/1.1` exactly as given (UTF-8 bytes) and reads the whole reply. */
function request(server: Server, target: string, method = 'GET'): Promise<Reply> {
  return exchange(
    server,
    `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    `${method} ${target.slice(0, 80)}`,
  );
}

/**
 * Writes `raw` on a fresh connection, never ends the client's side, and reads until the server
 * closes the connection; a reply the server leaves open fails after 5 s.
 */
function exchange(server: Server, raw: string, what: string): Promise<Reply> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(server.port, '127.0.0.1');
    socket.setTimeout(5_000, () => socket.destroy(new Error(`the server did not close the connection for ${what} within 5 s`)));
    socket.on('connect', () => socket.write(Buffer.from(raw)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (error?: Error) => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(text);
      if (split < 0 || !status?.[1]) {
        reject(error ?? new Error(`unreadable reply to ${what}: ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const headers = new Map<string, string[]>();
      for (const line of text.slice(0, split).split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).toLowerCase();
        headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
      }
      resolvePromise({ status: Number(status[1]), headers, body: text.slice(split + 4) });
    };
    socket.on('end', () => finish());
    // The server may close while a huge request is still being written; a reply already read still counts.
    socket.on('error', (error) => finish(error));
  });
}

const header = (reply: Reply, name: string): string | undefined => reply.headers.get(name)?.[0];

/** What must hold for any reply to any address. */
function assertSafe(server: Server, target: string, reply: Reply): void {
  const where = `${reply.status} for ${JSON.stringify(target.slice(0, 120))}`;
  assert.ok(SAFE_STATUSES.has(reply.status), `unexpected status ${where}`);
  assert.ok(!reply.body.includes(SECRET), `the secret leaked: ${where}`);
  assert.equal(header(reply, 'x-content-type-options'), 'nosniff', `no nosniff: ${where}`);
  assert.equal(header(reply, 'referrer-policy'), 'strict-origin-when-cross-origin', `no Referrer-Policy: ${where}`);
  assert.equal(reply.headers.get('set-cookie'), undefined, `a header was injected: ${where}`);
  const locations = reply.headers.get('location') ?? [];
  assert.ok(locations.length <= 1, `several Locations: ${where}`);
  for (const location of locations) {
    assert.match(location, /^\/(?![/\\])[\x21-\x7e]*$/, `Location ${location} is not one same-origin path: ${where}`);
    assert.ok(location.startsWith(server.base), `Location ${location} leaves the base ${server.base}: ${where}`);
    assert.equal(new URL(location, server.origin).origin, server.origin, `Location ${location} leaves the site: ${where}`);
  }
}

/** The server still answers its home page. */
async function assertAlive(server: Server, after: string): Promise<void> {
  assert.equal(server.child.exitCode, null, `the server exited after ${JSON.stringify(after.slice(0, 120))}`);
  const home = await request(server, server.base);
  assert.equal(home.status, 200, `the home page failed after ${JSON.stringify(after.slice(0, 120))}`);
  assert.equal(home.body, HOME);
}

/** Follows redirects (at most 5) and returns the last reply, failing on a loop. */
async function follow(server: Server, target: string): Promise<{ reply: Reply; path: string[] }> {
  const path = [target];
  let reply = await request(server, target);
  while (reply.status >= 300 && reply.status < 400) {
    const next = header(reply, 'location');
    assert.ok(next, `a ${reply.status} without Location at ${path.join(' -> ')}`);
    assert.ok(path.length <= 5, `redirect loop: ${path.join(' -> ')}`);
    path.push(next);
    reply = await request(server, next);
  }
  return { reply, path };
}

// ---------------------------------------------------------------------------
// The bullets, one test each

test('the issue\'s "/.//evil.com/..%2fgames" is refused, never redirected to //evil.com', async (t) => {
  const server = await start();
  t.after(() => stop(server));
  const reply = await request(server, '/.//evil.com/..%2fgames');
  assert.equal(reply.status, 400);
  assert.equal(header(reply, 'location'), undefined);
  assert.match(reply.body, /encoded slash/);
  await assertAlive(server, '/.//evil.com/..%2fgames');
});

test('BASE_PATH=/日本/ serves its pages instead of crashing on the first request', async (t) => {
  const server = await start('/日本/');
  t.after(() => stop(server));
  const root = await request(server, '/');
  assert.equal(root.status, 302);
  assert.equal(header(root, 'location'), '/%E6%97%A5%E6%9C%AC/');
  assert.equal(server.base, '/%E6%97%A5%E6%9C%AC/');
  const home = await request(server, '/%E6%97%A5%E6%9C%AC/');
  assert.equal(home.status, 200);
  assert.equal(home.body, HOME);
  const games = await request(server, '/%E6%97%A5%E6%9C%AC/games');
  assert.equal(header(games, 'location'), '/%E6%97%A5%E6%9C%AC/games/');
});

test('BASE_PATH=/../ is refused at start-up with one line and exit 2 (it used to redirect to itself forever)', async () => {
  const { code, stderr, stdout } = await refusal('/../');
  assert.equal(code, 2);
  assert.equal(stdout, '');
  assert.match(stderr, /^BASE_PATH "\/\.\.\/" has a "\." or "\.\." folder; use folder names like \/showdown\/\.\n$/);
});

test('BASE_PATH=/sh%20ow/ redirects / to a page that exists (it used to redirect to a 404)', async (t) => {
  const server = await start('/sh%20ow/');
  t.after(() => stop(server));
  const { reply, path } = await follow(server, '/');
  assert.deepEqual(path, ['/', '/sh%20ow/']);
  assert.equal(reply.status, 200);
  assert.equal(reply.body, HOME);
});

test('every response carries X-Content-Type-Options: nosniff and a Referrer-Policy, errors included', async (t) => {
  const server = await start('/showdown/');
  t.after(() => stop(server));
  const rows: [what: string, target: string, method: string, status: number][] = [
    ['a page', '/showdown/', 'GET', 200],
    ['HEAD of a page', '/showdown/games/', 'HEAD', 200],
    ['a folder without its slash', '/showdown/games', 'GET', 301],
    ['the site root, sent to the base', '/', 'GET', 302],
    ['a malformed escape', '/showdown/%zz', 'GET', 400],
    ['a miss (404.html)', '/showdown/nope', 'GET', 404],
    ['a miss outside the base', '/elsewhere/', 'GET', 404],
    ['a method not served', '/showdown/', 'POST', 405],
    ['a long address', `/showdown/${'a'.repeat(10_000)}`, 'GET', 414],
    ["a request line Node's parser refuses", '/showdown/ x', 'GET', 400],
    ["headers beyond Node's limit", `/showdown/${'a'.repeat(20_000)}`, 'GET', 431],
  ];
  for (const [what, target, method, status] of rows) {
    const reply = await request(server, target, method);
    assert.equal(reply.status, status, what);
    assert.equal(header(reply, 'x-content-type-options'), 'nosniff', what);
    assert.equal(header(reply, 'referrer-policy'), 'strict-origin-when-cross-origin', what);
  }
});

test('requests Node would answer bare or not at all get a status, the security headers and a close (one row per case)', async (t) => {
  const server = await start('/showdown/');
  t.after(() => stop(server));
  const rows: [what: string, raw: string, status: number, allow: string | undefined, body: RegExp][] = [
    ['HTTP/1.1 without a Host header', 'GET /showdown/ HTTP/1.1\r\n\r\n', 400, undefined, /needs a Host header/],
    ['HEAD over HTTP/1.1 without a Host header', 'HEAD /showdown/ HTTP/1.1\r\n\r\n', 400, undefined, /^$/],
    ['HTTP/1.1 with two Host headers', 'GET /showdown/ HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n', 400, undefined, /more than one Host/],
    ['HTTP/1.0 with two Host headers', 'GET /showdown/ HTTP/1.0\r\nHost: a\r\nHost: b\r\n\r\n', 400, undefined, /more than one Host/],
    [
      'CONNECT to a host and port',
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
      405,
      'GET, HEAD',
      /opens no tunnels/,
    ],
    [
      'CONNECT with tunnel bytes already sent',
      'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\nSSH-2.0-x\r\n',
      405,
      'GET, HEAD',
      /opens no tunnels/,
    ],
    ['CONNECT without a Host header', 'CONNECT example.com:443 HTTP/1.1\r\n\r\n', 405, 'GET, HEAD', /opens no tunnels/],
  ];
  for (const [what, raw, status, allow, body] of rows) {
    const reply = await exchange(server, raw, what);
    assert.equal(reply.status, status, what);
    assert.equal(header(reply, 'x-content-type-options'), 'nosniff', what);
    assert.equal(header(reply, 'referrer-policy'), 'strict-origin-when-cross-origin', what);
    assert.equal(header(reply, 'connection'), 'close', what);
    assert.equal(header(reply, 'allow'), allow, what);
    assert.match(reply.body, body, what);
    await assertAlive(server, what);
  }
});

test('HTTP/1.0 without a Host header is still served (only HTTP/1.1 requires one)', async (t) => {
  const server = await start();
  t.after(() => stop(server));
  const reply = await exchange(server, 'GET / HTTP/1.0\r\n\r\n', 'HTTP/1.0 without Host');
  assert.equal(reply.status, 200);
  assert.equal(reply.body, HOME);
  assert.equal(header(reply, 'x-content-type-options'), 'nosniff');
});

// ---------------------------------------------------------------------------
// Path fuzzing: a table, then random paths

test('hostile paths: no leak, no off-site redirect, no crash (one row per trick)', async (t) => {
  const server = await start();
  t.after(() => stop(server));
  const rows: [what: string, target: string, status: number, location?: string][] = [
    ['.. above the root', '/../secret.txt', 404],
    ['.. above the root, twice', '/../../secret.txt', 404],
    ['.. inside then above', '/games/../../secret.txt', 404],
    ['.. alone', '/..', 404],
    ['.. that stays inside', '/games/../', 200],
    ['encoded dots %2e%2e', '/%2e%2e/secret.txt', 404],
    ['upper-case encoded dots', '/%2E%2E/%2e%2E/secret.txt', 404],
    ['double-encoded dots are a plain name', '/%252e%252e/secret.txt', 404],
    ['encoded slash %2f', '/..%2fsecret.txt', 400],
    ['encoded slash after a folder', '/games%2f', 400],
    ['encoded dots and slashes', '/games/%2e%2e%2f%2e%2e%2fsecret.txt', 400],
    ['backslash', '/..\\secret.txt', 400],
    ['encoded backslash %5c', '/..%5csecret.txt', 400],
    ['upper-case encoded backslash', '/%5Cgames', 400],
    ['/\\host', '/\\evil.com', 400],
    ['//host', '//evil.com', 404],
    ['//host/', '//evil.com/', 404],
    ['//host naming a folder', '//games', 301, '/games/'],
    ['/./ then //host', '/.//evil.com/', 404],
    ["the issue's address", '/.//evil.com/..%2fgames', 400],
    ['a dot segment before a folder', '/./games', 301, '/games/'],
    ['NUL', '/%00', 400],
    ['NUL before an extension', '/index.html%00.txt', 400],
    ['another control character', '/games%0a', 400],
    ['overlong UTF-8 dot %c0%ae', '/%c0%ae%c0%ae/secret.txt', 400],
    ['overlong UTF-8 slash %c0%af', '/games%c0%afpeekaboo/', 400],
    ['invalid escape %zz', '/%zz', 400],
    ['lone %', '/%', 400],
    ['truncated UTF-8', '/%E6%97', 400],
    ['a 10,000-character path', `/${'a'.repeat(10_000)}`, 414],
    ['a 10,000-character query', `/games/?q=${'x'.repeat(10_000)}`, 414],
    ['a 10,000-character path of ../', `/${'../'.repeat(3_400)}secret.txt`, 414],
    ["a 20,000-character path (past Node's header limit)", `/${'a'.repeat(20_000)}`, 431],
    ['a 300-byte file name (too long for the file system)', `/${'a'.repeat(300)}`, 404],
    ['a unicode folder, encoded', '/%E6%97%A5%E6%9C%AC/', 200],
    ['a unicode folder without its slash', '/%E6%97%A5%E6%9C%AC', 301, '/%E6%97%A5%E6%9C%AC/'],
    ['raw unicode bytes (Node refuses them)', '/日本/', 400],
    ['a symlinked file pointing outside', '/leak.txt', 404],
    ['a symlinked folder pointing outside', '/leakdir/secret.txt', 404],
    ['the symlinked folder itself', '/leakdir', 404],
    ['the symlinked folder with a slash', '/leakdir/', 404],
    ['a symlink that stays inside', '/alias.css', 200],
    ['a folder without index.html', '/empty/', 404],
    ['an absolute-form target', 'http://evil.com/games', 400],
    ['a query with CR LF', '/games?x=%0d%0aSet-Cookie:%20a=1', 301, '/games/?x=%0d%0aSet-Cookie:%20a=1'],
    ['a fragment', '/games#//evil.com', 301, '/games/'],
  ];
  for (const [what, target, status, location] of rows) {
    const reply = await request(server, target);
    assertSafe(server, target, reply);
    assert.equal(reply.status, status, `${what}: ${target.slice(0, 80)}`);
    assert.equal(header(reply, 'location'), location, `${what}: Location`);
    await assertAlive(server, target);
  }
});

/** Pieces random paths are made of: traversal, encodings, separators, junk, real names. */
const PIECES = [
  '/',
  '//',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '\\',
  '%00',
  '%0a',
  '%c0%ae',
  '%c0%af',
  '%e0%80%ae',
  '%zz',
  '%',
  '%25',
  '%252e',
  'evil.com',
  '//evil.com',
  '/\\evil.com',
  'games',
  'peekaboo',
  'index.html',
  '404.html',
  'secret.txt',
  'secret.html',
  'leak.txt',
  'leakdir',
  'alias.css',
  'showdown',
  'sh%20ow',
  '%E6%97%A5%E6%9C%AC',
  '?',
  '?x=/..',
  '#',
  ';',
  '@',
  ':',
  '%40',
  'a'.repeat(2_000),
] as const;

const randomPath = fc.array(fc.constantFrom(...PIECES), { minLength: 0, maxLength: 12 }).map((pieces) => `/${pieces.join('')}`);

for (const basePath of ['/', '/sh ow/']) {
  test(`random paths from those pieces under BASE_PATH=${basePath}: safe statuses, no leak, Locations under the base`, async (t) => {
    const server = await start(basePath);
    t.after(() => stop(server));
    // Once the server has died every path fails, so shrinking would blame "/": name the first culprit instead.
    let firstFailure: string | undefined;
    await fc.assert(
      fc.asyncProperty(randomPath, async (target) => {
        assert.equal(server.child.exitCode, null, `the server had exited; it first failed on ${JSON.stringify(firstFailure)}`);
        try {
          assertSafe(server, target, await request(server, target));
        } catch (error) {
          firstFailure ??= target.slice(0, 200);
          throw new Error(
            `${error instanceof Error ? error.message : String(error)} (first failing path: ${JSON.stringify(firstFailure)})`,
            { cause: error },
          );
        }
      }),
      { numRuns: 150, interruptAfterTimeLimit: 30_000 },
    );
    await assertAlive(server, 'the random paths');
  });
}

// ---------------------------------------------------------------------------
// BASE_PATH at start-up

test('BASE_PATH values the server accepts, and where / sends the browser', async () => {
  const rows: [basePath: string, url: string][] = [
    ['/', '/'],
    ['', '/'],
    ['/showdown/', '/showdown/'],
    ['showdown', '/showdown/'],
    ['/showdown', '/showdown/'],
    ['showdown/', '/showdown/'],
    ['//showdown//', '/showdown/'],
    ['/a/b/', '/a/b/'],
    ['/日本/', '/%E6%97%A5%E6%9C%AC/'],
    ['/%E6%97%A5%E6%9C%AC/', '/%E6%97%A5%E6%9C%AC/'],
    ['/sh%20ow/', '/sh%20ow/'],
    ['/sh ow/', '/sh%20ow/'],
    ['/100%25/', '/100%25/'],
  ];
  for (const [basePath, url] of rows) {
    const server = await start(basePath);
    try {
      const what = `BASE_PATH=${JSON.stringify(basePath)}`;
      assert.equal(server.base, url, `${what}: printed address`);
      const { reply, path } = await follow(server, '/');
      assert.deepEqual(path, url === '/' ? ['/'] : ['/', url], `${what}: redirects`);
      assert.equal(reply.status, 200, what);
      assert.equal(reply.body, HOME, what);
      if (url !== '/') {
        const bare = await request(server, `${url.slice(0, -1)}?x=1`);
        assert.equal(header(bare, 'location'), `${url}?x=1`, `${what}: the base without its slash`);
      }
      const folder = await request(server, `${url}games`);
      assert.equal(header(folder, 'location'), `${url}games/`, `${what}: a folder without its slash`);
      const page = await follow(server, `${url}games/peekaboo`);
      assert.equal(page.reply.body, '<p>peekaboo</p>', `${what}: a nested page`);
      const outside = await request(server, '/games/');
      assert.equal(outside.status, url === '/' ? 200 : 404, `${what}: a page outside the base`);
    } finally {
      await stop(server);
    }
  }
});

test('BASE_PATH values the server refuses: one line on stderr, exit 2', async () => {
  const rows: [basePath: string, reason: RegExp][] = [
    ['/../', /"\." or "\.\." folder/],
    ['..', /"\." or "\.\." folder/],
    ['/./', /"\." or "\.\." folder/],
    ['/a/../b/', /"\." or "\.\." folder/],
    ['/%2e%2e/', /"\." or "\.\." folder/],
    ['/a//b/', /empty folder name/],
    ['/%zz/', /malformed %-escape/],
    ['/100%/', /malformed %-escape/],
    ['/%c0%ae/', /malformed %-escape/],
    ['/a%2fb/', /slash or a backslash/],
    ['/a\\b/', /slash or a backslash/],
    ['/a%00b/', /control character/],
    ['/a\tb/', /control character/],
  ];
  for (const [basePath, reason] of rows) {
    const { code, stderr, stdout } = await refusal(basePath);
    const what = `BASE_PATH=${JSON.stringify(basePath)}`;
    assert.equal(code, 2, what);
    assert.equal(stdout, '', what);
    assert.match(stderr, /^BASE_PATH "[^\n]*" [^\n]+\n$/, `${what}: one line naming BASE_PATH`);
    assert.match(stderr, reason, what);
  }
});

// ---------------------------------------------------------------------------
// What the server already did, kept

test('pages, content types, HEAD, 404.html and 405 are as before', async (t) => {
  const server = await start();
  t.after(() => stop(server));
  const rows: [target: string, method: string, status: number, type: string, body: string][] = [
    ['/', 'GET', 200, 'text/html; charset=utf-8', HOME],
    ['/games/', 'GET', 200, 'text/html; charset=utf-8', '<p>games</p>'],
    ['/games/index.html', 'GET', 200, 'text/html; charset=utf-8', '<p>games</p>'],
    ['/style.css', 'GET', 200, 'text/css; charset=utf-8', 'p{}'],
    ['/pagefind/pagefind.js', 'GET', 200, 'text/javascript; charset=utf-8', 'export {};'],
    ['/pagefind/pagefind-entry.json', 'GET', 200, 'application/json; charset=utf-8', '{}'],
    ['/pagefind/wasm.en.pagefind', 'GET', 200, 'application/octet-stream', 'x'],
    ['/pagefind/pagefind.en.pf_meta', 'GET', 200, 'application/octet-stream', 'x'],
    ['/nope/', 'GET', 404, 'text/html; charset=utf-8', MISSING],
    ['/games/', 'HEAD', 200, 'text/html; charset=utf-8', ''],
    ['/nope', 'HEAD', 404, 'text/html; charset=utf-8', ''],
  ];
  for (const [target, method, status, type, body] of rows) {
    const reply = await request(server, target, method);
    const what = `${method} ${target}`;
    assert.equal(reply.status, status, what);
    assert.equal(header(reply, 'content-type'), type, what);
    assert.equal(reply.body, body, what);
  }
  const head = await request(server, '/games/', 'HEAD');
  assert.equal(header(head, 'content-length'), String('<p>games</p>'.length));
  const post = await request(server, '/', 'POST');
  assert.equal(post.status, 405);
  assert.equal(header(post, 'allow'), 'GET, HEAD');
});

test('the offline files: the service worker, the manifest and an icon, each with its type and Cache-Control: no-cache', async (t) => {
  // no-cache matters most for sw.js: a browser that kept an old copy would not see a new build's worker.
  const server = await start('/showdown/');
  t.after(() => stop(server));
  const rows: [target: string, type: string, body: string][] = [
    ['/showdown/sw.js', 'text/javascript; charset=utf-8', 'self.x = 1;'],
    ['/showdown/manifest.webmanifest', 'application/manifest+json; charset=utf-8', '{"name":"x"}'],
    ['/showdown/icon-192.png', 'image/png', 'png'],
  ];
  for (const [target, type, body] of rows) {
    const reply = await request(server, target, 'GET');
    assert.equal(reply.status, 200, target);
    assert.equal(header(reply, 'content-type'), type, target);
    assert.equal(header(reply, 'cache-control'), 'no-cache', target);
    assert.equal(reply.body, body, target);
  }
});

test('an HTML page is sent with the Content-Security-Policy of its own <meta> as a header (one row per case)', async (t) => {
  const server = await start('/showdown/');
  t.after(() => stop(server));
  const rows: [what: string, target: string, method: string, policy: string | undefined][] = [
    ["a page's policy, exactly as its <meta> says", '/showdown/csp/', 'GET', POLICY],
    ['the same for HEAD', '/showdown/csp/', 'HEAD', POLICY],
    ['index.html named in the address', '/showdown/csp/index.html', 'GET', POLICY],
    ['single quotes, upper case, &apos; decoded', '/showdown/csp-single/', 'GET', "default-src 'none'"],
    ['&#39; and &amp; decoded', '/showdown/csp-entities/', 'GET', "default-src 'self' & more"],
    ['a <meta> after </head> is not a policy', '/showdown/csp-body/', 'GET', undefined],
    ['a policy with a line break is never sent (no header injection)', '/showdown/csp-newline/', 'GET', undefined],
    ['other <meta> tags are not policies', '/showdown/csp-other/', 'GET', undefined],
    ['a page without a policy', '/showdown/', 'GET', undefined],
    ['a stylesheet', '/showdown/style.css', 'GET', undefined],
  ];
  for (const [what, target, method, policy] of rows) {
    const reply = await request(server, target, method);
    assert.equal(reply.status, 200, what);
    assert.deepEqual(reply.headers.get('content-security-policy'), policy === undefined ? undefined : [policy], what);
    assert.equal(reply.headers.get('set-cookie'), undefined, what);
    assert.equal(header(reply, 'x-content-type-options'), 'nosniff', what);
    assert.equal(header(reply, 'referrer-policy'), 'strict-origin-when-cross-origin', what);
  }
  const body = (await request(server, '/showdown/csp/')).body;
  assert.equal(body, CSP_PAGES['csp/index.html'], 'the page itself is sent unchanged');
});

test('a PORT that is not a port number is refused with one line and exit 2', async () => {
  for (const port of ['abc', '-1', '65536', '1e3', ' 80']) {
    const child = spawn(process.execPath, [SERVE, dist], { env: { ...envFor(undefined), PORT: port }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolvePromise) => {
      const timer = setTimeout(() => child.kill(), 10_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolvePromise(exitCode);
      });
    });
    assert.equal(code, 2, `PORT=${JSON.stringify(port)}`);
    assert.match(stderr, /^PORT "[^\n]*" is not a port number from 0 to 65535\.\n$/, `PORT=${JSON.stringify(port)}`);
  }
});
