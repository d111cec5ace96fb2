/*
 * Search: the header's plain GET form reaches /search/?q=..., Pagefind runs the
 * query, results link to game pages and to sections (heading ids) within them.
 */
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { gamePages, waitForHydration, watchPage, BASE, AXE_TAGS } from './helpers.ts';
import { parseTags } from '../site/link-checker.ts';

const peekaboo = `${BASE}games/peekaboo/`;

test('the header search box reaches the search page, which finds "dice" on Peekaboo', async ({ page }) => {
  const { offsite, errors } = await watchPage(page);
  await page.goto(BASE);
  await page.getByRole('searchbox', { name: 'Search the rules' }).fill('dice');
  await page.getByRole('searchbox', { name: 'Search the rules' }).press('Enter');
  await expect(page).toHaveURL(`${BASE}search/?q=dice`);
  await waitForHydration(page);
  await expect(page.locator('#search-q')).toHaveValue('dice');
  const results = page.locator('#search-results .result');
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#search-summary')).toHaveText(/^\d+ results? for “dice”$/);
  await expect(page.locator(`#search-results .result-title a[href="${peekaboo}"]`)).toHaveCount(1);
  expect(offsite).toEqual([]);
  expect(errors).toEqual([]);
});

test('a heading on a game page is found as a section result that links to its id', async ({ page }) => {
  // Take the first h2 with an id from a built game page's content, search its words.
  const game = gamePages()[0]!;
  const h2 = parseTags(readFileSync(game.file, 'utf8').split('<main')[1] ?? '').find(
    (t) => t.tag === 'h2' && t.attrs.get('id') && t.attrs.get('id') !== 'toc-title',
  );
  expect(h2, `an <h2 id> in ${game.path}`).toBeTruthy();
  const id = h2!.attrs.get('id')!;
  const html = readFileSync(game.file, 'utf8');
  const text = html.match(new RegExp(`<h2[^>]*id="${id}"[^>]*>(.*?)</h2>`))![1]!.replace(/<[^>]+>/g, '');
  // A tall window: the result list loads each result's data only as it scrolls into view.
  await page.setViewportSize({ width: 1280, height: 4000 });
  await page.goto(`${BASE}search/?q=${encodeURIComponent(text)}`);
  const section = page.locator(`#search-results .result-sections a[href="${game.path}#${id}"]`);
  await expect(section).toHaveCount(1, { timeout: 15_000 });
  await section.click();
  await expect(page).toHaveURL(`${game.path}#${id}`);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('typing in the search page input searches as you type', async ({ page }) => {
  await page.goto(`${BASE}search/`);
  await waitForHydration(page);
  await page.locator('#search-q').fill('dice');
  await expect(page.locator(`#search-results .result-title a[href="${peekaboo}"]`)).toHaveCount(1, { timeout: 15_000 });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe, ${scheme} theme: search results`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${BASE}search/?q=dice`);
    await expect(page.locator('#search-results .result').first()).toBeVisible({ timeout: 15_000 });
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

/** Pagefind's own results for a query, with every page's data and sub-results, run in the browser. */
async function pagefindData(page: import('@playwright/test').Page, q: string) {
  await page.goto(BASE);
  return page.evaluate(
    async ({ base, q }) => {
      interface PageData {
        url: string;
        excerpt: string;
        content: string;
        sub_results: { url: string; excerpt: string }[];
      }
      const pf = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as {
        search(q: string): Promise<{ results: { data: () => Promise<PageData> }[] }>;
      };
      const search = await pf.search(q);
      return Promise.all(search.results.map((r) => r.data()));
    },
    { base: BASE, q },
  );
}

test('a glossary term is a result of its own that links to the term, not the top of the glossary', async ({ page }) => {
  const results = await pagefindData(page, 'bluffing peg');
  expect(
    results.map((r) => r.url),
    'the term is a result',
  ).toContain(`${BASE}glossary/#bluffing-peg`);
  expect(
    results.map((r) => r.url),
    'the glossary page itself is not',
  ).not.toContain(`${BASE}glossary/`);
  // And the search page shows that link, and it lands on the entry.
  await page.goto(`${BASE}search/?q=${encodeURIComponent('bluffing peg')}`);
  const link = page.locator(`#search-results .result-title a[href="${BASE}glossary/#bluffing-peg"]`);
  await expect(link).toHaveCount(1, { timeout: 15_000 });
  await link.click();
  await expect(page).toHaveURL(`${BASE}glossary/#bluffing-peg`);
  await expect(page.locator('[id="bluffing-peg"]')).toBeInViewport();
});

test('a search with many results shows ten, and "More results" adds the next ones and moves focus to the first of them', async ({
  page,
}) => {
  const total = (await pagefindData(page, 'card')).length;
  expect(total, '"card" finds more than ten records').toBeGreaterThan(10);
  await page.goto(`${BASE}search/?q=card`);
  const results = page.locator('#search-results > .result');
  await expect(results).toHaveCount(10, { timeout: 15_000 });
  const more = page.getByRole('button', { name: 'More results' });
  await expect(more).toBeVisible();
  await more.click();
  await expect(results).toHaveCount(Math.min(total, 20));
  await expect(results.nth(10).locator('.result-title a')).toBeFocused();
  if (total <= 20) await expect(more).toBeHidden();
  // A new search starts again from its first ten.
  await page.locator('#search-q').fill('dice');
  await expect(page.locator('#search-summary')).toHaveText(/results? for “dice”$/, { timeout: 15_000 });
  expect(await results.count()).toBeLessThanOrEqual(10);
});

test('excerpts keep a space between a ruling label and its text', async ({ page }) => {
  const results = await pagefindData(page, 'our ruling');
  const excerpts = results.flatMap((r) => [r.excerpt, ...r.sub_results.map((s) => s.excerpt)]).map((e) => e.replace(/<[^>]+>/g, ''));
  expect(excerpts.length).toBeGreaterThan(0);
  expect(
    excerpts.some((e) => /our ruling/i.test(e)),
    'some excerpt shows the label',
  ).toBe(true);
  const joined = excerpts.filter((e) => /\b(?:The rules say|Our ruling|The other reading)(?=[A-Za-z"'\u2018\u201c])/.test(e));
  expect(joined).toEqual([]);
});

test('tables of data and the CSV/Markdown exports are not indexed; the prose around them is', async ({ page }) => {
  const content = async (q: string, url: string): Promise<string> => {
    const hit = (await pagefindData(page, q)).find((r) => r.url === url);
    expect(hit, `"${q}" finds ${url}`).toBeTruthy();
    return hit!.content;
  };
  const compare = await content('spreadsheet', `${BASE}compare/`);
  expect(compare).toContain('paste it into a spreadsheet');
  expect(compare).not.toContain('Standard poker place');
  expect(compare).not.toMatch(/\|\s*---/);
  const peekaboo = await content('hot garbage', `${BASE}games/peekaboo/`);
  expect(peekaboo).toContain('hot garbage');
  expect(peekaboo).not.toContain('Peekaboo dice combinations, best first');
});

test('excerpts keep the spaces between card names, around the highlighted words too', async ({ page }) => {
  // Card pictures carry a spoken name ("king of hearts") and a glyph ("K♥"); the index must hold the names
  // with a space between cards, never "king of heartsK♥king of diamonds".
  const card = '(?:ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two) of (?:hearts|spades|diamonds|clubs)|joker';
  const joined = new RegExp(`(?:${card})(?=[A-Z0-9★♠♥♦♣]|(?:${card}))`);
  const results = await pagefindData(page, 'king of hearts');
  const texts = results.flatMap((r) => [r.content, r.excerpt, ...r.sub_results.map((s) => s.excerpt)]);
  expect(texts.filter((t) => joined.test(t.replace(/<[^>]+>/g, ''))).map((t) => t.slice(0, 200))).toEqual([]);
  // Some excerpt runs across a highlight and straight on into the next card's name.
  const excerpts = results.flatMap((r) => [r.excerpt, ...r.sub_results.map((s) => s.excerpt)]);
  expect(excerpts.some((e) => /<mark>hearts<\/mark> \w/i.test(e))).toBe(true);
  // And the search page shows them so: the rendered excerpt text has the space after the highlight.
  await page.setViewportSize({ width: 1280, height: 4000 });
  await page.goto(`${BASE}search/?q=${encodeURIComponent('king of hearts')}`);
  const shown = page.locator('#search-results .result-excerpt').filter({ has: page.locator('mark', { hasText: /^hearts$/i }) });
  await expect(shown.first()).toBeVisible({ timeout: 15_000 });
  const rendered = await shown.allInnerTexts();
  expect(rendered.some((t) => /hearts \w/i.test(t))).toBe(true);
  expect(rendered.filter((t) => joined.test(t))).toEqual([]);
});
