/*
 * Gate: the JavaScript budget, measured in Chromium.
 * - Every page has exactly one inline theme script ([data-theme-script]), under 1 KB.
 * - A page without a widget (no astro-island, no [data-widget]) ships no
 *   JavaScript file: no <script src>, no module preload, and the browser
 *   loads no JavaScript response. Its only other inline script is the
 *   site-wide search shortcut ("/" and Ctrl+K, issue 24:
 *   src/components/site/search-keys.ts), under 1 KB gzipped.
 * - Every page's JavaScript (all JS responses, gzipped with node:zlib, plus
 *   its inline scripts gzipped) stays under 40 KB; a game's play page
 *   (/games/<id>/play/, issue 13: the game's whole engine, its bots and the
 *   play shell) and its table companion (/games/<id>/table/, issue 26) under
 *   60 KB.
 * The search page is also measured while showing results, since Pagefind
 * loads its engine then. Prints a table of the figures.
 */
import { test, expect, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { builtPages, waitForHydration, BASE } from './helpers.ts';

const BUDGET_GZIP = 40 * 1024;
const PLAY_BUDGET_GZIP = 60 * 1024;
/** A game's play page, or its table companion (issue 26: the game's companion, the shell and idb), under the play budget. */
const isPlayPage = (path: string): boolean => new RegExp(`^${BASE}games/[^/]+/(play|table)/$`).test(path);
const THEME_SCRIPT_MAX = 1024;
/** The search shortcut's inline module, known by the attribute it sets; under 1 KB gzipped. */
const isSearchKeys = (code: string): boolean => code.includes('aria-keyshortcuts');
const SEARCH_KEYS_MAX_GZIP = 1024;

function isJs(res: Response): boolean {
  const type = res.headers()['content-type'] ?? '';
  return /javascript|ecmascript/.test(type) || /\.m?js(\?|$)/.test(new URL(res.url()).pathname);
}

/** Loads a page and returns the gzip size of each JavaScript response it (and its workers) fetched. */
async function measure(page: Page, url: string, ready?: (page: Page) => Promise<void>) {
  const pending: Promise<{ url: string; gzip: number }>[] = [];
  const onResponse = (res: Response) => {
    if (isJs(res)) pending.push(res.body().then((b) => ({ url: res.url(), gzip: gzipSync(b).length })));
  };
  page.context().on('response', onResponse);
  await page.goto(url);
  await waitForHydration(page);
  if (ready) await ready(page);
  await page.waitForLoadState('networkidle');
  page.context().off('response', onResponse);
  return Promise.all(pending);
}

interface InlineScripts {
  theme: number[];
  other: string[];
  inline: string[];
  srcs: string[];
  preloads: number;
  islands: number;
  widgets: number;
}

function inspectHtml(html: string): InlineScripts {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  const json = /type\s*=\s*["']?application\/(ld\+)?json/i;
  return {
    theme: scripts.filter((s) => /\bdata-theme-script\b/.test(s[1]!)).map((s) => Buffer.byteLength(s[2]!)),
    other: scripts.filter((s) => !/\bdata-theme-script\b|\bsrc\s*=/.test(s[1]!) && !json.test(s[1]!)).map((s) => s[2]!),
    inline: scripts.filter((s) => !/\bsrc\s*=/.test(s[1]!) && !json.test(s[1]!)).map((s) => s[2]!),
    srcs: scripts.filter((s) => /\bsrc\s*=/.test(s[1]!)).map((s) => s[1]!.trim()),
    preloads: (html.match(/<link\b[^>]*rel=["']?modulepreload/gi) ?? []).length,
    islands: (html.match(/<astro-island\b/g) ?? []).length,
    widgets: (html.match(/\bdata-widget\b/g) ?? []).length,
  };
}

test('JavaScript budget per page', async ({ page }) => {
  test.setTimeout(120_000);
  const rows: Record<string, string | number>[] = [];
  const failures: string[] = [];

  const targets = builtPages().map((p) => ({ ...p, label: p.path, ready: undefined as undefined | ((pg: Page) => Promise<void>) }));
  const search = targets.find((t) => t.path === `${BASE}search/`);
  if (search) {
    targets.push({
      ...search,
      label: `${search.path}?q=dice (results shown)`,
      path: `${search.path}?q=dice`,
      ready: (pg) => pg.locator('#search-results li').first().waitFor({ timeout: 15_000 }),
    });
  }

  for (const target of targets) {
    const html = inspectHtml(readFileSync(target.file, 'utf8'));
    const hasWidget = html.islands + html.widgets > 0;
    const responses = await measure(page, target.path, target.ready);
    const inlineGzip = html.inline.reduce((sum, s) => sum + gzipSync(s).length, 0);
    const filesGzip = responses.reduce((sum, r) => sum + r.gzip, 0);
    const total = filesGzip + inlineGzip;

    if (html.theme.length !== 1) failures.push(`${target.label}: ${html.theme.length} theme scripts (want 1)`);
    if ((html.theme[0] ?? 0) >= THEME_SCRIPT_MAX) failures.push(`${target.label}: theme script is ${html.theme[0]} bytes (limit 1 KB)`);
    if (!hasWidget) {
      if (html.srcs.length) failures.push(`${target.label}: no widget but <script ${html.srcs.join('>, <script ')}>`);
      if (html.preloads) failures.push(`${target.label}: no widget but ${html.preloads} module preloads`);
      const others = html.other.filter((code) => !isSearchKeys(code));
      if (others.length)
        failures.push(`${target.label}: no widget but ${others.length} inline scripts besides the theme and search-shortcut scripts`);
      if (responses.length) failures.push(`${target.label}: no widget but loaded ${responses.map((r) => r.url).join(', ')}`);
    }
    const keys = html.other.filter(isSearchKeys);
    // Every page has the search shortcut once, the quiz pages too (issue 24).
    if (keys.length !== 1) failures.push(`${target.label}: ${keys.length} search-shortcut scripts (want 1)`);
    for (const code of keys) {
      if (gzipSync(code).length >= SEARCH_KEYS_MAX_GZIP)
        failures.push(`${target.label}: search shortcut is ${gzipSync(code).length} bytes gzip (limit 1 KB)`);
    }
    const budget = isPlayPage(target.path) ? PLAY_BUDGET_GZIP : BUDGET_GZIP;
    if (total >= budget) failures.push(`${target.label}: ${(total / 1024).toFixed(1)} KB gzip of JavaScript (budget ${budget / 1024} KB)`);

    rows.push({
      page: target.label,
      widget: hasWidget ? 'yes' : 'no',
      'JS files': responses.length,
      'files KB gz': +(filesGzip / 1024).toFixed(1),
      'theme script B': html.theme[0] ?? 0,
      'inline B': html.inline.reduce((s, x) => s + Buffer.byteLength(x), 0),
      'total KB gz': +(total / 1024).toFixed(1),
    });
  }
  console.log('JavaScript per page (budget 40 KB gzip, play pages 60 KB; widget-free pages: 0 files):');
  console.table(rows);
  expect(rows.length).toBeGreaterThan(0);
  expect(failures).toEqual([]);
});
