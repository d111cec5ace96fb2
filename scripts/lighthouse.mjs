#!/usr/bin/env node
/*
 * `npm run test:lighthouse`: Lighthouse 13 (mobile emulation, its default) on every built page.
 * - serves dist/ with scripts/serve.mjs on a free port ($LH_PORT picks one), under BASE_PATH;
 * - finds the pages as the other gates do (tests/site/dist-pages.ts);
 * - launches one headless Chromium (scripts/chromium-path.mjs: $CHROME_PATH, else /usr/bin/chromium,
 *   else Playwright's) with chrome-launcher, with --no-sandbox because CI runs as root;
 * - audits the pages one after another (never in parallel: timings would disturb each other),
 *   prints a table, and exits 1 if any page is below its threshold (scripts/lighthouse-gate.ts).
 * Runs after `npm run build`; it is a separate CI step, not part of `npm test`, because it is slow.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, CHROMIUM_ARGS } from './chromium-path.mjs';
import { basePath } from '../tests/site/dist-pages.ts';
import {
  CATEGORIES,
  discoverPages,
  failures,
  formatTable,
  indexMismatch,
  medianScore,
  needsAnotherRun,
  thresholdsFor,
  toPercent,
} from './lighthouse-gate.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = resolve(ROOT, 'dist');

/** Starts serve.mjs; resolves with its origin once it prints its address. */
function serve(port) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs'), DIST], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /at (http:\/\/[^/\s]+)/.exec(out);
      if (match) done({ child, origin: match[1] });
    });
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => fail(new Error(`scripts/serve.mjs stopped (exit ${code}): ${err.trim() || out.trim()}`)));
  });
}

/** One Lighthouse run on a URL: the four scores (0–100), or a thrown Error saying why there are none. */
async function audit(url, port) {
  const run = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const lhr = run?.lhr;
  if (lhr === undefined) throw new Error('Lighthouse returned no report');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return Object.fromEntries(CATEGORIES.map((category) => [category, toPercent(lhr.categories[category]?.score)]));
}

/** LH_PORT, else 0 (a free port); a clear message for anything else. */
function portFromEnv() {
  const text = process.env.LH_PORT ?? '';
  if (text === '') return 0;
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) {
    console.error(`LH_PORT ${JSON.stringify(text)} is not a port number from 0 to 65535.`);
    process.exit(2);
  }
  return Number(text);
}

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error('No built site in dist/: run "npm run build" first.');
    process.exit(1);
  }
  const chromePath = chromiumPath();
  if (chromePath === undefined || !existsSync(chromePath)) {
    console.error('No Chromium found: install one (apt-get install chromium), set CHROME_PATH, or run "node scripts/ensure-chromium.mjs".');
    process.exit(1);
  }
  const base = basePath();
  const pages = discoverPages(DIST, base);
  const { child, origin } = await serve(portFromEnv());
  const started = Date.now();
  const results = [];
  const problems = [];
  let chrome;
  try {
    chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
    // Stopped from outside (Ctrl-C, a CI time limit): take the browser and the server down too.
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ]) {
      process.once(signal, () => {
        child.kill();
        chrome?.kill();
        console.error(`lighthouse: stopped by ${signal}`);
        process.exit(code);
      });
    }
    for (const page of pages) {
      const thresholds = thresholdsFor(page, base);
      const mismatch = indexMismatch(page, base);
      if (mismatch !== null) problems.push(mismatch);
      const pageStart = Date.now();
      let result;
      try {
        const first = await audit(origin + page.path, chrome.port);
        const performance = [first.performance];
        while (needsAnotherRun(performance, thresholds.performance)) {
          performance.push((await audit(origin + page.path, chrome.port)).performance);
        }
        result = {
          path: page.path,
          thresholds,
          ok: true,
          scores: { ...first, performance: medianScore(performance) },
          runs: performance.length,
        };
      } catch (error) {
        result = { path: page.path, thresholds, ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      results.push(result);
      problems.push(...failures(result));
      console.error(`lighthouse: ${page.path} in ${((Date.now() - pageStart) / 1000).toFixed(1)} s`);
    }
  } finally {
    chrome?.kill();
    child.kill();
  }
  console.log(formatTable(results));
  console.log(`\n${pages.length} pages in ${Math.round((Date.now() - started) / 1000)} s.`);
  if (problems.length > 0) {
    console.error(`\nLighthouse gate failed:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
}

try {
  await main();
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
