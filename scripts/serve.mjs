#!/usr/bin/env node
/*
 * A tiny dependency-free static server for the built site (dist/).
 * - serves the site under BASE_PATH (as it will be deployed), redirecting / to it
 * - directory URLs serve index.html (redirecting /x to /x/ when x is a folder)
 * - misses get 404.html with status 404
 * - correct MIME types, including Pagefind's .wasm and .pagefind files and the web app manifest
 * - every file is sent with Cache-Control: no-cache, so the browser asks again each time; the service
 *   worker (sw.js) needs this, or a new build's worker could wait behind a cached old copy
 * Usage: node scripts/serve.mjs [dir]
 *   PORT (default 4321; 0 picks a free one), HOST (default localhost), BASE_PATH (default /).
 *   It prints the address it serves at.
 *
 * Safety, because a preview server still gets pointed at odd URLs:
 * - BASE_PATH is read once at start-up as folder names: outer slashes optional,
 *   percent-encoded or not ("/sh%20ow/" and "/sh ow/" are the same folder). One that
 *   cannot be a folder (".", "..", an empty name, a slash or backslash inside a name,
 *   control characters, a broken %-escape) stops the server with a one-line error and exit 2.
 * - Each path segment is percent-decoded on its own: a malformed escape, invalid UTF-8
 *   (overlong forms included), NUL or another control character, or a slash or backslash
 *   inside a name answers 400. "." and ".." are then resolved; climbing above the root is a 404.
 * - A file is served only if its real path (symlinks followed) is inside the real dist/.
 * - Every Location is built from the decoded names, re-encoded: always "/" followed by a
 *   non-slash, under the base path, never "//host" or "/\host".
 * - Request targets longer than MAX_TARGET characters answer 414.
 * - Every response, errors included, carries X-Content-Type-Options and Referrer-Policy,
 *   including the ones Node would otherwise answer itself or not at all: an HTTP/1.1 request
 *   without exactly one Host header answers 400, a request Node's parser refuses 400 or 431,
 *   and CONNECT (a proxy tunnel, which this server never opens) 405; each of these also
 *   says "Connection: close" and closes the connection.
 * - An HTML page is also sent with its Content-Security-Policy as a header: the policy
 *   Astro wrote into the page's <meta http-equiv="content-security-policy"> (each page
 *   has its own hashes), so header and meta always agree.
 */
import { createServer, STATUS_CODES } from 'node:http';
import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

/** Longest request target (path + query) served; site URLs, widget state included, stay far below. */
const MAX_TARGET = 8192;

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.map': 'application/json; charset=utf-8',
};

/** How long a socket answered by closeWith may stay half-open waiting for the client to close. */
const SOCKET_GRACE = 5_000;

/** Longest HTML head searched for the policy <meta>. */
const MAX_HEAD = 64 * 1024;

/**
 * The Content-Security-Policy in an HTML page's <meta http-equiv> inside <head>, or null when
 * there is none. Only the characters a header may carry are kept (no CR, LF or other controls).
 */
export function cspFromHtml(html) {
  const head = html.slice(0, MAX_HEAD).split(/<\/head\s*>/i)[0];
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    if (!/\bhttp-equiv\s*=\s*(["']?)content-security-policy\1/i.test(tag)) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const value = (content?.[1] ?? content?.[2] ?? '')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    return /^[\x20-\x7e]+$/.test(value) ? value : null;
  }
  return null;
}

/** Why one path segment is unusable, or null when `name` (already decoded) is a plain name. */
function badName(name) {
  // eslint-disable-next-line no-control-regex -- rejecting control characters in a path is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) return { code: 'control-char', message: 'a NUL or another control character' };
  if (/[/\\]/.test(name)) return { code: 'slash-in-name', message: 'an encoded slash or a backslash' };
  return null;
}

/** Percent-decodes one segment; null for a malformed escape or bytes that are not UTF-8 (overlong forms included). */
function decodeSegment(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * BASE_PATH as folder names: { ok: true, names, url } with url the encoded "/" or "/a/b/",
 * or { ok: false, code, message }.
 */
function parseBase(raw) {
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return { ok: true, names: [], url: '/' };
  const names = [];
  for (const piece of trimmed.split('/')) {
    const name = decodeSegment(piece);
    if (name === null) return { ok: false, code: 'bad-escape', message: 'has a malformed %-escape (write % itself as %25)' };
    if (name === '') return { ok: false, code: 'empty-name', message: 'has an empty folder name ("//")' };
    if (name === '.' || name === '..') return { ok: false, code: 'dot-name', message: 'has a "." or ".." folder' };
    const bad = badName(name);
    if (bad) return { ok: false, code: bad.code, message: `has ${bad.message} in a folder name` };
    names.push(name);
  }
  return { ok: true, names, url: `/${names.map(encodeURIComponent).join('/')}/` };
}

/**
 * A request target as decoded names with "." and ".." resolved:
 * { ok: true, names, dir (the path ends in a slash), query }, or { ok: false, status, code, message }.
 */
function parseTarget(target) {
  if (target.length > MAX_TARGET) {
    return { ok: false, status: 414, code: 'too-long', message: `The address is longer than ${MAX_TARGET} characters.` };
  }
  if (!target.startsWith('/')) {
    return { ok: false, status: 400, code: 'not-a-path', message: 'The request target must be a path starting with "/".' };
  }
  const end = target.search(/[?#]/);
  const path = end < 0 ? target : target.slice(0, end);
  const query = end < 0 || target[end] === '#' ? '' : target.slice(end).replace(/#.*$/s, '');
  const raws = path.split('/').slice(1);
  const names = [];
  for (const raw of raws) {
    const name = decodeSegment(raw);
    if (name === null) {
      return { ok: false, status: 400, code: 'bad-escape', message: 'The address has a malformed %-escape or is not UTF-8.' };
    }
    const bad = badName(name);
    if (bad) return { ok: false, status: 400, code: bad.code, message: `The address has ${bad.message} in it.` };
    if (name === '' || name === '.') continue;
    if (name === '..') {
      if (names.length === 0) return { ok: false, status: 404, code: 'outside', message: 'The address climbs above the site.' };
      names.pop();
      continue;
    }
    names.push(name);
  }
  const last = decodeSegment(raws.at(-1) ?? '');
  const dir = last === '' || last === '.' || last === '..';
  return { ok: true, names, dir, query };
}

/** Only "/" followed by something other than "/" or "\", in printable ASCII: a same-origin path. */
function isSafeLocation(location) {
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(location);
}

/** The query as printable ASCII, fit for a Location header. */
function cleanQuery(query) {
  return query.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
}

/** How many Host headers a request carries (Node keeps only the first in req.headers). */
function hostCount(rawHeaders) {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].toLowerCase() === 'host') count += 1;
  return count;
}

/**
 * Answers on a socket Node has handed over (a parse error, CONNECT) with a plain-text status, the
 * security headers and "Connection: close", then closes it: our side at once, the whole socket when
 * the client closes its side or after SOCKET_GRACE ms, whichever is first.
 */
function closeWith(socket, status, text, extra = {}) {
  const body = `${status} ${STATUS_CODES[status]}: ${text}\n`;
  const headers = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
    ...SECURITY_HEADERS,
    ...extra,
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.setTimeout(SOCKET_GRACE, () => socket.destroy());
  socket.resume(); // read and drop whatever else the client sends, so closing never resets the reply
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
}

function main() {
  const baseResult = parseBase(process.env.BASE_PATH ?? '/');
  if (!baseResult.ok) {
    console.error(`BASE_PATH ${JSON.stringify(process.env.BASE_PATH)} ${baseResult.message}; use folder names like /showdown/.`);
    process.exit(2);
  }
  const base = baseResult;

  const portText = process.env.PORT || '4321'; // empty means unset
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port > 65535) {
    console.error(`PORT ${JSON.stringify(portText)} is not a port number from 0 to 65535.`);
    process.exit(2);
  }
  const host = process.env.HOST ?? 'localhost';

  const dir = resolve(process.argv[2] ?? 'dist');
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No built site in ${dir}: run "npm run build" first.`);
    process.exit(1);
  }
  const root = realpathSync(dir);

  /** The real path of `file` when it exists inside root (symlinks followed), else null. */
  function realInside(file) {
    let real;
    try {
      real = realpathSync(file);
    } catch {
      return null; // missing, a loop, a name too long, a file used as a folder
    }
    return real === root || real.startsWith(root + sep) ? real : null;
  }

  /** The regular file to serve for site-relative names, { redirect } when a folder lacks its slash, or null. */
  function lookup(names, wantsDir) {
    const real = realInside(join(root, ...names));
    if (real === null) return null;
    const stat = statSync(real, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      if (!wantsDir) return { redirect: true };
      const index = realInside(join(real, 'index.html'));
      const indexStat = index === null ? undefined : statSync(index, { throwIfNoEntry: false });
      return index !== null && indexStat?.isFile() ? { file: index, size: indexStat.size } : null;
    }
    return stat?.isFile() ? { file: real, size: stat.size } : null; // no FIFOs, sockets or devices
  }

  function sendFile(res, status, found, head) {
    const ext = extname(found.file).toLowerCase();
    const type = TYPES[ext] ?? 'application/octet-stream';
    if (ext === '.html') {
      const body = readFileSync(found.file);
      const csp = cspFromHtml(body.toString('utf8'));
      res.writeHead(status, {
        'Content-Type': type,
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
        ...(csp === null ? {} : { 'Content-Security-Policy': csp }),
      });
      res.end(head ? undefined : body);
      return;
    }
    res.writeHead(status, { 'Content-Type': type, 'Content-Length': found.size, 'Cache-Control': 'no-cache' });
    if (head) {
      res.end();
      return;
    }
    const stream = createReadStream(found.file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  function sendText(res, status, text, head, extra = {}) {
    const body = `${status} ${STATUS_CODES[status]}: ${text}\n`;
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-cache',
      ...extra,
    });
    res.end(head ? undefined : body);
  }

  function notFound(res, head) {
    const page = lookup(['404.html'], false);
    if (page?.file) sendFile(res, 404, page, head);
    else sendText(res, 404, 'Nothing is served at this address.', head);
  }

  function redirect(res, status, location, head) {
    if (!isSafeLocation(location))
      notFound(res, head); // cannot happen: locations are built from checked names
    else sendText(res, status, `Moved to ${location}`, head, { Location: location });
  }

  function handle(req, res) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const head = req.method === 'HEAD';
    // RFC 9112 section 3.2: an HTTP/1.1 request with no Host header, or with several, answers 400.
    // Node's own check (requireHostHeader) is turned off because it answers without our headers.
    const hosts = hostCount(req.rawHeaders);
    if (req.httpVersion === '1.1' ? hosts !== 1 : hosts > 1) {
      const text = hosts === 0 ? 'An HTTP/1.1 request needs a Host header.' : 'The request has more than one Host header.';
      sendText(res, 400, text, head, { Connection: 'close' });
      return;
    }
    if (req.method !== 'GET' && !head) {
      sendText(res, 405, 'Only GET and HEAD are served.', false, { Allow: 'GET, HEAD' });
      return;
    }
    const target = parseTarget(req.url ?? '/');
    if (!target.ok) {
      if (target.status === 404) notFound(res, head);
      else sendText(res, target.status, target.message, head);
      return;
    }
    const { names, query } = target;
    const underBase = base.names.every((name, i) => names[i] === name) && names.length >= base.names.length;
    if (!underBase) {
      if (names.length === 0) redirect(res, 302, base.url + cleanQuery(query), head);
      else notFound(res, head);
      return;
    }
    const rel = names.slice(base.names.length);
    if (rel.length === 0 && !target.dir) {
      redirect(res, 302, base.url + cleanQuery(query), head);
      return;
    }
    const found = lookup(rel, target.dir || rel.length === 0);
    if (found?.redirect) redirect(res, 301, `${base.url}${rel.map(encodeURIComponent).join('/')}/${cleanQuery(query)}`, head);
    else if (found?.file) sendFile(res, 200, found, head);
    else notFound(res, head);
  }

  const server = createServer({ requireHostHeader: false }, (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`serve: ${req.method} ${JSON.stringify(req.url)}: ${error instanceof Error ? error.message : error}`);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'The server failed on this address.', false);
    }
  });

  // Requests Node's parser refuses (bad characters, oversized headers) still get the security headers.
  server.on('clientError', (error, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    closeWith(socket, status, 'the request could not be read.');
  });

  // Without a 'connect' listener Node drops a CONNECT request's connection with no answer at all.
  server.on('connect', (_req, socket) => {
    closeWith(socket, 405, 'Only GET and HEAD are served; this server opens no tunnels.', { Allow: 'GET, HEAD' });
  });

  server.on('error', (error) => {
    console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });

  server.listen(port, host, () => {
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    const shownHost = host.includes(':') ? `[${host}]` : host;
    console.log(`Serving ${root} at http://${shownHost}:${actualPort}${base.url}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}

// Run as a program (not when a test imports cspFromHtml).
if (import.meta.main) main();
