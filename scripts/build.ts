/*
 * `npm run build`: the Astro build, then the search index, with a log a
 * newcomer can trust.
 *
 * 1. `astro build` runs as a child process; its output is echoed as it comes.
 * 2. Pagefind's Node API indexes dist/ (the pages whose <main> carries
 *    data-pagefind-body) and adds one record per glossary term, made from the
 *    built glossary page (scripts/search-records.ts), then writes dist/pagefind/.
 * 3. Workbox writes dist/sw.js, the service worker that precaches the whole
 *    built site for offline use (scripts/offline.ts).
 * 4. The whole log, Astro's and ours, is read by scripts/build-log.ts: any line
 *    that reads as a warning or an error (a [WARN] line, a boxed notice, the
 *    word "error"...) is listed again at the end and the build exits 1, so a
 *    new warning fails CI instead of scrolling past.
 *
 * Usage: node scripts/build.ts (the `build` npm script). Environment as for
 * Astro (SITE_URL, BASE_PATH; README, "Deploy").
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { logProblems } from './build-log.ts';
import { glossaryRecords } from './search-records.ts';
import { writeWorker } from './offline.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = join(ROOT, 'dist');
const ASTRO = join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');

/** Runs `astro build`, echoing its output; resolves with its exit code and everything it printed. */
function astroBuild(): Promise<{ code: number; log: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [ASTRO, 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      log += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      log += chunk.toString('utf8');
    });
    child.on('close', (code) => done({ code: code ?? 1, log }));
    child.on('error', (e) => done({ code: 1, log: `${log}\nastro build could not start: ${e.message}\n` }));
  });
}

/** Indexes dist/ and the glossary's terms; returns the lines it printed and whether it failed. */
async function searchIndex(): Promise<{ ok: boolean; log: string }> {
  const lines: string[] = [];
  const say = (line: string): void => {
    console.log(line);
    lines.push(line);
  };
  const fail = (what: string, problems: readonly string[]): { ok: false; log: string } => {
    say(`Search index: ${what}: ${problems.join('; ')}`);
    return { ok: false, log: lines.join('\n') };
  };
  say('');
  say('Search index (Pagefind)');
  const created = await pagefind.createIndex({});
  if (!created.index) return fail('could not start Pagefind', created.errors);
  const { index } = created;
  const site = await index.addDirectory({ path: DIST });
  if (site.errors.length) return fail('indexing dist/ failed', site.errors);
  say(`  ${site.page_count} HTML files read from dist/; the pages whose <main> has data-pagefind-body are indexed`);
  const glossary = glossaryRecords(readFileSync(join(DIST, 'glossary', 'index.html'), 'utf8'));
  if (!glossary.ok) return fail('the glossary', [glossary.error]);
  for (const record of glossary.records) {
    const added = await index.addHTMLFile({ url: record.url, content: record.content });
    if (added.errors.length) return fail(`adding ${record.url} failed`, added.errors);
  }
  say(`  ${glossary.records.length} glossary terms added, one record each at /glossary/#<term>`);
  const written = await index.writeFiles({ outputPath: join(DIST, 'pagefind') });
  if (written.errors.length) return fail('writing dist/pagefind/ failed', written.errors);
  const entry = JSON.parse(readFileSync(join(DIST, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
    languages?: Record<string, { page_count?: number }>;
  };
  const records = Object.values(entry.languages ?? {}).reduce((sum, l) => sum + (l.page_count ?? 0), 0);
  say(`  ${records} records (pages and terms) written to dist/pagefind/`);
  await pagefind.close();
  return { ok: true, log: lines.join('\n') };
}

/** Writes dist/sw.js (scripts/offline.ts); returns the lines it printed and whether it failed. */
async function offlineWorker(): Promise<{ ok: boolean; log: string }> {
  console.log('\nOffline (Workbox service worker)');
  const written = await writeWorker(DIST);
  const line = written.ok
    ? `  dist/sw.js precaches ${written.count} files, ${(written.size / 1024).toFixed(0)} KiB`
    : `  Workbox could not write dist/sw.js: ${written.problems.join('; ')}`;
  console.log(line);
  return { ok: written.ok, log: line };
}

const astro = await astroBuild();
if (astro.code !== 0) process.exit(astro.code);
const search = await searchIndex();
const offline = search.ok ? await offlineWorker() : { ok: false, log: '' };
const problems = logProblems(`${astro.log}\n${search.log}\n${offline.log}`);
if (problems.length) {
  console.log(`\nThe build printed ${problems.length} line(s) that read as a problem (scripts/build-log.ts); fix them or their cause:`);
  for (const p of problems) console.log(`  ${p.why}: ${p.text}`);
  process.exit(1);
}
if (!search.ok || !offline.ok) process.exit(1);
console.log('\nBuild complete; the log above is clean.');
