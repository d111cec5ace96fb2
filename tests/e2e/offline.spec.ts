/*
 * Gate: the whole site works offline after one visit, and a new build replaces it cleanly
 * (issue 26, part 3; scripts/offline.ts writes the worker, src/components/site/offline-update.ts
 * registers it).
 * - After the home page's worker controls the page, with the network off, every built page opens from
 *   the worker with its own <h1> (read from dist/) and its islands hydrated, an unknown address gets
 *   the 404 page, and search still answers a query.
 * - A new build's worker waits: the page says an update is ready in its status region, and Reload
 *   puts the new worker in charge and shows the new build, the old revision gone from the cache.
 * - The page is installable (Chromium's own installability check on the manifest).
 * Service workers are blocked for every other spec (playwright.config.ts); these tests allow them.
 * Each test has its own browser context, so its worker and caches start empty and end with it.
 */
import { test, expect, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE, DIST, builtPages, waitForHydration } from './helpers.ts';

test.use({ serviceWorkers: 'allow' });

/** Resolves once a service worker controls the page (the first one claims it when it activates). */
async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller === null) {
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    }
  });
}

/** A page's first <h1> in its built HTML, as text: tags dropped, the entities Astro writes decoded, spaces collapsed. */
function builtHeading(file: string): string {
  const html = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(readFileSync(file, 'utf8'))?.[1];
  if (html === undefined) throw new Error(`${file} has no <h1>`);
  const entities: Record<string, string> = { '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#39;|&quot;|&lt;|&gt;|&amp;/g, (e) => entities[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}

const shownHeading = async (page: Page): Promise<string> =>
  ((await page.locator('h1').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

test('after the first visit, every page opens offline with its own heading, and search answers', async ({ page, context }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  await page.goto(BASE);
  await untilControlled(page);
  // The worker's scope is the site's base (BASE_PATH), so it answers for every page and nothing outside.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(new URL(BASE, page.url()).href);

  await context.setOffline(true);
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(20);
  const failures: string[] = [];
  for (const { path, file } of pages) {
    const response = await page.goto(path).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))));
    if (response instanceof Error || response === null) {
      failures.push(`${path}: did not open offline (${response instanceof Error ? response.message.split('\n')[0] : 'no response'})`);
      continue;
    }
    if (!response.fromServiceWorker()) failures.push(`${path}: not answered by the service worker`);
    await waitForHydration(page);
    const want = builtHeading(file);
    const got = await shownHeading(page);
    if (got !== want) failures.push(`${path}: heading ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
  }
  expect(failures).toEqual([]);

  // An address the site never had: the 404 page, from the cache.
  await page.goto(`${BASE}no-such-page/`);
  await expect(page.locator('h1')).toHaveText('Page not found');

  // Search: Pagefind's script, WebAssembly, index and fragments all come from the cache.
  await page.goto(`${BASE}search/?q=dice`);
  await waitForHydration(page);
  await expect(page.locator('#search-results li').first()).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

/** Serves a copy of dist/ (scripts/serve.mjs, a free port, the same BASE_PATH) that a test may change; resolves with its origin. */
async function serveCopy(): Promise<{ origin: string; dist: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'showdown-offline-'));
  const dist = join(dir, 'dist');
  cpSync(DIST, dist, { recursive: true });
  const child = spawn(process.execPath, [fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url)), dist], {
    env: { ...process.env, PORT: '0', HOST: 'localhost' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = (): void => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  const origin = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /at (http:\/\/[^/\s]+)/.exec(out);
      if (match) done(match[1]!);
    });
    child.on('exit', (code) => fail(new Error(`scripts/serve.mjs stopped (exit ${code}): ${out}`)));
  });
  return { origin, dist, stop };
}

test('a new build: the page says an update is ready, and Reload shows the new build with the old revision gone', async ({ page }) => {
  test.setTimeout(120_000);
  const site = await serveCopy();
  try {
    await page.goto(`${site.origin}${BASE}`);
    await untilControlled(page);
    // The status region is in every page; its line is hidden until a new build is ready.
    const status = page.getByRole('status').getByText('A new version of Showdown is ready.');
    await expect(status).toBeHidden();

    // The next build, written over the copy: the home page marked as build 2, with a new revision in sw.js.
    const swFile = join(site.dist, 'sw.js');
    const worker = readFileSync(swFile, 'utf8');
    const revision = /url:"index\.html",revision:"([0-9a-f]+)"/.exec(worker)?.[1];
    expect(revision, 'the home page has a revision in dist/sw.js').toBeTruthy();
    writeFileSync(swFile, worker.replace(`url:"index.html",revision:"${revision}"`, 'url:"index.html",revision:"build2"'));
    const homeFile = join(site.dist, 'index.html');
    writeFileSync(homeFile, readFileSync(homeFile, 'utf8').replace('<html lang="en"', '<html lang="en" data-build="2"'));

    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(status).toBeVisible({ timeout: 30_000 });
    await expect(status.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-build', '2');
    await status.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', '2', { timeout: 15_000 });
    await expect(status).toBeHidden();

    // Only the new revision of the home page is left in the cache.
    const keys = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) found.push(request.url);
      return found;
    });
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((url) => new URL(url).pathname === `${BASE}index.html`)).toEqual([
      `${site.origin}${BASE}index.html?__WB_REVISION__=build2`,
    ]);
  } finally {
    site.stop();
  }
});

test('the site is installable: Chromium finds no installability error in its manifest', async ({ page }) => {
  await page.goto(BASE);
  await untilControlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // "in-incognito" is about the browser, not the site: every Playwright context is an incognito profile.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(new RegExp(`${BASE}manifest\\.webmanifest$`));
});
