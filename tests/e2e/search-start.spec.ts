/*
 * The search page before and around a search: what it shows before anything
 * is typed (suggested searches, quick links), the query kept in the address
 * (?q=, written as the reader types, read back on load), the suggestions
 * hidden while results show and back for a search that finds nothing, and
 * hostile addresses (markup, a bidi override, a very long q) giving a plain,
 * safe result. At a phone's width and a desktop's, by role; axe in both themes.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { BASE, AXE_TAGS, gamePages, watchPage, waitForHydration } from './helpers.ts';
import { SEARCH_SUGGESTIONS } from '../../src/components/site/search-start.ts';
import { QUERY_MAX } from '../../src/components/site/search-url.ts';

const SEARCH = `${BASE}search/`;
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The game pages' titles, read from the built pages (not from the search page's code). */
const GAME_TITLES = gamePages().map((p) => {
  const title = /<title>([^<]*) · Showdown<\/title>/.exec(readFileSync(p.file, 'utf8'))![1]!;
  return { path: p.path, title: title.replace(/&#39;/g, "'").replace(/&amp;/g, '&') };
});

const main = (page: Page) => page.getByRole('main');
const box = (page: Page) => main(page).getByRole('searchbox', { name: 'Search the rules' });
const status = (page: Page) => main(page).getByRole('status');
const suggestions = (page: Page) => main(page).getByRole('region', { name: 'Try a search' });
const browse = (page: Page) => main(page).getByRole('region', { name: 'Go straight to' });
const resultLinks = (page: Page) => main(page).locator('#search-results .result-title a');
const qOf = (page: Page): string | null => new URL(page.url()).searchParams.get('q');

async function open(page: Page, query = ''): Promise<void> {
  await page.goto(`${SEARCH}${query}`);
  await waitForHydration(page);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the empty page says what to search, suggests searches and links every game and tool', async ({ page }) => {
      const { offsite, errors } = await watchPage(page);
      await open(page);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Search the rules' })).toBeVisible();
      await expect(main(page).getByText(/finds words in every game's rules/)).toBeVisible();
      await expect(box(page)).toBeVisible();
      await expect(box(page)).toHaveValue('');
      // One search box and one search landmark: the header leaves its own box out on this page.
      await expect(page.locator('input[type="search"]')).toHaveCount(1);
      await expect(page.getByRole('search', { includeHidden: true })).toHaveCount(1);
      await expect(status(page)).toHaveText('');
      await expect(resultLinks(page)).toHaveCount(0);

      await expect(suggestions(page)).toBeVisible();
      for (const group of SEARCH_SUGGESTIONS) {
        const list = suggestions(page).getByRole('list', { name: group.reader });
        await expect(list).toBeVisible();
        await expect(list.getByRole('link')).toHaveText([...group.queries]);
      }

      await expect(browse(page)).toBeVisible();
      const games = browse(page).getByRole('list', { name: 'Games' });
      for (const g of GAME_TITLES) await expect(games.getByRole('link', { name: g.title, exact: true })).toHaveAttribute('href', g.path);
      const tools = browse(page).getByRole('list', { name: 'Tools' });
      for (const [name, path] of [
        ['Judge a hand', 'judge/'],
        ['Compare the games', 'compare/'],
        ['Variant Lab', 'lab/'],
        ['Balance Lab: whole games', 'lab/game/'],
        ['Glossary', 'glossary/'],
      ] as const)
        await expect(tools.getByRole('link', { name, exact: true })).toHaveAttribute('href', `${BASE}${path}`);

      // Nothing sticks out sideways at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect(offsite).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('a suggestion is a link to its search, which shows results and hides the suggestions', async ({ page }) => {
      await open(page);
      const q = SEARCH_SUGGESTIONS[1].queries[0];
      await suggestions(page).getByRole('link', { name: q, exact: true }).click();
      await expect.poll(() => qOf(page)).toBe(q);
      await expect(box(page)).toHaveValue(q);
      await expect(resultLinks(page).first()).toBeVisible({ timeout: 15_000 });
      await expect(status(page)).toHaveText(new RegExp(`^\\d+ results? for “${q}”$`));
      await expect(suggestions(page)).toBeHidden();
      await expect(browse(page)).toBeHidden();
    });

    test('the query round-trips: typed into the address, read back on reload, cleared by Escape', async ({ page }) => {
      await open(page);
      await box(page).fill('full house');
      await expect.poll(() => qOf(page)).toBe('full house');
      expect(new URL(page.url()).search).toBe('?q=full+house');
      await expect(resultLinks(page).first()).toBeVisible({ timeout: 15_000 });
      await expect(suggestions(page)).toBeHidden();

      await page.reload();
      await waitForHydration(page);
      await expect(box(page)).toHaveValue('full house');
      await expect(resultLinks(page).first()).toBeVisible({ timeout: 15_000 });
      await expect(status(page)).toHaveText(/results? for “full house”/);

      await box(page).press('Escape');
      await expect(box(page)).toHaveValue('');
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await expect(suggestions(page)).toBeVisible();
      await expect(resultLinks(page)).toHaveCount(0);
      await expect(status(page)).toHaveText('');
    });
  });
}

test('typing fast writes the address once it settles, not once per key', async ({ page }) => {
  // Count the page's replaceState calls (an init script runs outside the page's CSP).
  await page.addInitScript(() => {
    const calls: string[] = [];
    window.__replaced = calls;
    const original = history.replaceState.bind(history);
    history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
      calls.push(String(url));
      original(data, unused, url);
    };
  });
  await open(page);
  await box(page).pressSequentially('kicker');
  await expect.poll(() => qOf(page)).toBe('kicker');
  await expect(resultLinks(page).first()).toBeVisible({ timeout: 15_000 });
  const calls = await page.evaluate(() => window.__replaced);
  if (calls === undefined) throw new Error('The replaceState recorder did not run.');
  expect(calls.length, calls.join(', ')).toBeLessThan('kicker'.length);
  expect(calls.at(-1)).toBe(`${SEARCH}?q=kicker`);
});

test('the Search button searches at once, in place', async ({ page }) => {
  await open(page);
  await box(page).fill('nuke');
  await main(page).getByRole('button', { name: 'Search' }).click();
  await expect(resultLinks(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(`${SEARCH}?q=nuke`);
  await expect(box(page)).toHaveValue('nuke');
});

test('a search that finds nothing says so and shows the suggestions again', async ({ page }) => {
  await open(page, '?q=dice');
  await expect(resultLinks(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(suggestions(page)).toBeHidden();
  await box(page).fill('zxqvbnm');
  await expect(status(page)).toHaveText('No results for “zxqvbnm”. Try another word, or one of the searches below.', { timeout: 15_000 });
  await expect(resultLinks(page)).toHaveCount(0);
  await expect(suggestions(page)).toBeVisible();
  await expect(browse(page)).toBeVisible();
  await expect.poll(() => qOf(page)).toBe('zxqvbnm');
});

test('every suggested search finds at least one page', async ({ page }) => {
  await open(page);
  const queries = (
    await suggestions(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
  ).map((href) => new URL(href).searchParams.get('q')!);
  expect(queries).toEqual(SEARCH_SUGGESTIONS.flatMap((g) => [...g.queries]));
  const counts = await page.evaluate(
    async ({ base, queries }) => {
      const pf = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as {
        search(q: string): Promise<{ results: unknown[] }>;
      };
      const out: Record<string, number> = {};
      for (const q of queries) out[q] = (await pf.search(q)).results.length;
      return out;
    },
    { base: BASE, queries },
  );
  const empty = Object.entries(counts)
    .filter(([, n]) => n === 0)
    .map(([q]) => q);
  expect(empty, 'suggestions with no result').toEqual([]);
  expect(Object.keys(counts)).toHaveLength(queries.length);
});

test('a search from the address keeps the page still while it loads: the footer never jumps', async ({ page }) => {
  // Record every layout shift and the elements it moved (an init script runs outside the page's CSP).
  await page.addInitScript(() => {
    const moved: string[] = [];
    window.__moved = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[])
        for (const source of entry.sources ?? []) {
          const node = source.node;
          moved.push(node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName));
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(page, '?q=dice');
  await expect(resultLinks(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(suggestions(page)).toBeHidden();
  await page.waitForTimeout(300);
  const moved = await page.evaluate(() => window.__moved);
  if (moved === undefined) throw new Error('The layout-shift recorder did not run.');
  expect(moved.filter((m) => m.startsWith('footer') || m.includes('start'))).toEqual([]);
});

test('if the index never answers, the suggestions and links come back', async ({ page }) => {
  await page.route(`**${BASE}pagefind/pagefind.js`, (route) => route.abort());
  await open(page, '?q=dice');
  await expect(browse(page)).toBeVisible({ timeout: 10_000 });
  await expect(suggestions(page)).toBeVisible();
});

test.describe('hostile addresses give a plain, safe page', () => {
  test('markup in q is searched as text and never becomes HTML', async ({ page }) => {
    const { errors } = await watchPage(page);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const q = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await open(page, `?q=${encodeURIComponent(q)}`);
    await expect(box(page)).toHaveValue(q);
    await expect(status(page)).toContainText(/results? for “/, { timeout: 15_000 });
    await expect(status(page).locator('bdi')).toHaveText(q);
    await expect(main(page).locator('#search-summary img, #search-summary script, #search-notes *:not(li)')).toHaveCount(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a bidi override is removed, with a note, and the rest is searched', async ({ page }) => {
    await open(page, '?q=%E2%80%AEdice');
    await expect(box(page)).toHaveValue('dice');
    await expect(main(page).getByRole('list').filter({ hasText: 'Invisible control characters were removed' })).toBeVisible();
    await expect(resultLinks(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(status(page)).toHaveText(/^\d+ results? for “dice”$/);
    await expect.poll(() => new URL(page.url()).search).toBe('?q=dice');
    expect(await status(page).textContent()).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/u);
  });

  test('a very long q is cut to the longest search, with a note, and the page still works', async ({ page }) => {
    const { errors } = await watchPage(page);
    // 5,000 characters: as long as an address gets before servers refuse it (this one answers 431 from 16 KB).
    await open(page, `?q=${'dice '.repeat(1000)}`);
    await expect(main(page).getByText(/only its first 200 were used/)).toBeVisible();
    const value = await box(page).inputValue();
    expect(value.length).toBeLessThanOrEqual(QUERY_MAX);
    expect(value).toMatch(/^dice( dice)+$/);
    await expect(status(page)).toContainText(/results? for “dice dice/, { timeout: 15_000 });
    // The note goes once the reader types, and a new search runs.
    await box(page).fill('peekers');
    await expect(main(page).getByText(/only its first 200 were used/)).toBeHidden();
    await expect(status(page)).toHaveText(/^\d+ results? for “peekers”$/, { timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('a q of only spaces is no search, and leaves the address', async ({ page }) => {
    await open(page, '?q=+++');
    await expect(box(page)).toHaveValue('');
    await expect(suggestions(page)).toBeVisible();
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });
});

for (const scheme of ['light', 'dark'] as const) {
  for (const [state, query] of [
    ['empty page', ''],
    ['no results, with a note', '?q=%E2%80%AEzxqvbnm'],
  ] as const) {
    test(`axe, ${scheme} theme: ${state}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, query);
      if (query) await expect(status(page)).toContainText('No results', { timeout: 15_000 });
      await expect(suggestions(page)).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quick links stay, the suggestions (which need the script) are hidden, and a note says why', async ({ page }) => {
    await page.goto(SEARCH);
    // Playwright turns scripts off without telling the HTML parser, so <noscript> stays unparsed text here: read it as text.
    const noscript = main(page).locator('[data-widget="search"] noscript');
    await expect(noscript).toHaveCount(1);
    expect(await noscript.textContent()).toContain('Search needs JavaScript.');
    await expect(suggestions(page)).toBeHidden();
    await expect(browse(page)).toBeVisible();
    for (const g of GAME_TITLES) await expect(browse(page).getByRole('link', { name: g.title, exact: true })).toBeVisible();
    await expect(browse(page).getByRole('link', { name: 'Judge a hand' })).toBeVisible();
  });
});
