/*
 * Search finds definitions: each glossary term is a search result of its own,
 * linking to its entry (/glossary/#<id>), and a search for a term puts that
 * entry among the first three results the search page shows. Pages that only
 * list other pages (the home page) are not in the index at all.
 */
import { test, expect } from '@playwright/test';
import { BASE } from './helpers.ts';
import { GLOSSARY } from '../../src/data/glossary.ts';

/** One row per query: what a reader types, and the glossary entry that must come in the first three results. */
const DEFINITION_SEARCHES = [
  { query: 'peekaboo card', term: 'peekaboo-card' },
  { query: 'double or fold', term: 'double-or-fold' },
  { query: 'wild space', term: 'wild-space' },
  { query: 'background check', term: 'background-check' },
  { query: 'last chance', term: 'last-chance' },
] as const;

const TOP = 3;

for (const row of DEFINITION_SEARCHES) {
  test(`"${row.query}" shows the glossary's ${row.term} entry in the first ${TOP} results`, async ({ page }) => {
    const entry = GLOSSARY.find((t) => t.id === row.term);
    expect(entry, `${row.term} is a glossary term`).toBeTruthy();
    await page.goto(`${BASE}search/?q=${encodeURIComponent(row.query)}`);
    const titles = page.locator('#search-results > .result .result-title a');
    await expect(titles.first()).toBeVisible({ timeout: 15_000 });
    const hrefs = (await titles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).slice(0, TOP);
    expect(hrefs).toContain(`${BASE}glossary/#${row.term}`);
    // The result is the definition itself: its title names the term and its excerpt is from the definition.
    const result = page
      .locator('#search-results > .result')
      .filter({ has: page.locator(`.result-title a[href="${BASE}glossary/#${row.term}"]`) });
    await expect(result.locator('.result-title')).toContainText(entry!.term);
    const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
    // Some four words in a row of the excerpt are four words in a row of the definition.
    const runs = (ws: string[]): string[] => ws.slice(3).map((_, i) => ws.slice(i, i + 4).join(' '));
    const definition = new Set(runs(words(entry!.definition)));
    const excerpt = runs(words(await result.locator('.result-excerpt').first().innerText()));
    expect(
      excerpt.some((run) => definition.has(run)),
      excerpt.join(' | '),
    ).toBe(true);
  });
}

test('the home page, which only lists other pages, is not a search result', async ({ page }) => {
  await page.goto(BASE);
  const urls = await page.evaluate(async (base) => {
    const pf = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as {
      search(q: string): Promise<{ results: { data: () => Promise<{ url: string }> }[] }>;
    };
    // Words the home page's own text holds.
    const found = await Promise.all(['showdown', 'rules', 'games'].map((q) => pf.search(q)));
    const data = await Promise.all(found.flatMap((s) => s.results.map((r) => r.data())));
    return data.map((d) => d.url);
  }, BASE);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls).not.toContain(BASE);
});
