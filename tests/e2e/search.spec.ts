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
  await expect(page.locator('#search-summary')).toContainText(/\d+ results? for dice/);
  await expect(page.locator(`#search-results .result-title a[href="${peekaboo}"]`)).toHaveCount(1);
  expect(offsite).toEqual([]);
  expect(errors).toEqual([]);
});

test('a heading on a game page is found as a section result that links to its id', async ({ page }) => {
  // Take the first h2 with an id from a built game page's content, search its words.
  const game = gamePages()[0]!;
  const h2 = parseTags(readFileSync(game.file, 'utf8').split('<main')[1] ?? '').find((t) => t.tag === 'h2' && t.attrs.get('id') && t.attrs.get('id') !== 'toc-title');
  expect(h2, `an <h2 id> in ${game.path}`).toBeTruthy();
  const id = h2!.attrs.get('id')!;
  const html = readFileSync(game.file, 'utf8');
  const text = html.match(new RegExp(`<h2[^>]*id="${id}"[^>]*>(.*?)</h2>`))![1]!.replace(/<[^>]+>/g, '');
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
