/* Shared by the browser gates: the built pages, and waiting for islands to hydrate. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { listPages, basePath, type BuiltPage } from '../site/dist-pages.ts';

export const DIST = resolve(import.meta.dirname, '../../dist');
export const BASE = basePath();

/** The axe rule sets every page must pass. */
export const AXE_TAGS = ['wcag2a', 'wcag21a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Every built page (found in dist/, never hand-listed). */
export function builtPages(): BuiltPage[] {
  if (!existsSync(resolve(DIST, 'index.html'))) throw new Error('dist/ has no site: run "npm run build" first.');
  return listPages(DIST, BASE);
}

/** The game pages: /games/<id>/. */
export function gamePages(): BuiltPage[] {
  return builtPages().filter((p) => new RegExp(`^${BASE}games/[^/]+/$`).test(p.path));
}

/**
 * Wait until every island that can hydrate has (no `ssr` attribute left).
 * client:visible islands are scrolled into view first (their own box is
 * display:contents, so their first rendered child is used); islands with
 * nothing rendered (e.g. inside a closed <details>, whose content still has
 * boxes but is skipped: checkVisibility() is false) and client:media ones are
 * not waited for, since they cannot hydrate yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // Runs in the page: the islands still waiting that are able to hydrate now.
  const PENDING = `[...document.querySelectorAll('astro-island[ssr]:not([client="media"])')].filter((i) =>
    i.getAttribute('client') !== 'visible' || [...i.children].some((c) => c.getClientRects().length > 0 && c.checkVisibility()))`;
  if ((await page.evaluate(`${PENDING}.length`)) === 0) return;
  await page.evaluate(`(async () => {
    for (const island of ${PENDING}) {
      [...island.children].find((c) => c.getClientRects().length > 0 && c.checkVisibility())?.scrollIntoView({ block: 'center' });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  })()`);
  // A function, not a string: Playwright runs a string predicate through eval() inside the page,
  // which the site's Content-Security-Policy (no 'unsafe-eval') refuses.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island[ssr]:not([client="media"])')].filter(
        (i) => i.getAttribute('client') !== 'visible' || [...i.children].some((c) => c.getClientRects().length > 0 && c.checkVisibility()),
      ).length === 0,
    null,
    { timeout: 20_000 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Records, for one page: requests to any other host (which are aborted) and
 * console errors / uncaught exceptions. Call before navigating.
 */
export async function watchPage(page: Page): Promise<{ offsite: string[]; errors: string[] }> {
  const offsite: string[] = [];
  const errors: string[] = [];
  await page.context().route(
    (url) => url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname),
    async (route) => {
      offsite.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return { offsite, errors };
}

/** Background colour of <body> as computed, e.g. "rgb(255, 255, 255)". */
export function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** Rough luminance test on an "rgb(r, g, b)" string. */
export function isDark(rgb: string): boolean {
  const [r = 255, g = 255, b = 255] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 100;
}
