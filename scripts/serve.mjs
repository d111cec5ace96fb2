#!/usr/bin/env node
/*
 * A tiny dependency-free static server for the built site (dist/).
 * - serves the site under BASE_PATH (as it will be deployed), redirecting / to it
 * - directory URLs serve index.html (redirecting /x to /x/ when x is a folder)
 * - misses get 404.html with status 404
 * - correct MIME types, including Pagefind's .wasm and .pagefind files
 * Usage: node scripts/serve.mjs [dir]   (PORT overrides 4321, HOST overrides localhost)
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
const base = `/${(process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
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

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run "npm run build" first.`);
  process.exit(1);
}

/** The file to serve for a site-relative path, or null. `redirect` when a folder lacks its slash. */
function lookup(rel) {
  const file = resolve(root, `.${sep}${rel}`);
  if (file !== root && !file.startsWith(root + sep)) return null; // no escaping dist/
  if (!existsSync(file)) return null;
  if (statSync(file).isDirectory()) {
    if (rel !== '' && !rel.endsWith('/')) return { redirect: true };
    const index = join(file, 'index.html');
    return existsSync(index) ? { file: index } : null;
  }
  return { file };
}

function send(res, status, file, head) {
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': statSync(file).size, 'Cache-Control': 'no-cache' });
  if (head) res.end();
  else createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (path === base.slice(0, -1) || (path === '/' && base !== '/')) {
    res.writeHead(302, { Location: base + url.search }).end();
    return;
  }
  const found = path.startsWith(base) ? lookup(path.slice(base.length)) : null;
  if (found?.redirect) {
    res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
  } else if (found?.file) {
    send(res, 200, found.file, head);
  } else if (existsSync(join(root, '404.html'))) {
    send(res, 404, join(root, '404.html'), head);
  } else {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${base}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
