/*
 * Pagefind finds each game by its own vocabulary: the right game page is the
 * first page among the results (a glossary definition may come before it: each term is its own record, weighted
 * to the top, search-definitions.spec.ts). Uses Pagefind's JS API in the browser on the built site.
 */
import { test, expect } from '@playwright/test';
import { BASE } from './helpers.ts';

const CASES = [
  ['peekaboo card', 'ninas-five'],
  ['double or fold', 'bluff-n-peg'],
  ['wild space', 'pokers-wild'],
  ['hot garbage', 'peekaboo'],
  ['launch', 'nuclear-holdem'],
] as const;

for (const [query, game] of CASES) {
  test(`searching "${query}" finds ${game} first among pages`, async ({ page }) => {
    await page.goto(BASE);
    const urls = await page.evaluate(
      async ({ base, q }) => {
        const pf = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as {
          search(q: string): Promise<{ results: { data: () => Promise<{ url: string }> }[] }>;
        };
        const search = await pf.search(q);
        const top = await Promise.all(search.results.slice(0, 8).map((r) => r.data()));
        return top.map((d) => d.url).filter((url) => !url.includes('/glossary/#'));
      },
      { base: BASE, q: query },
    );
    expect(urls.length, `no results for "${query}"`).toBeGreaterThan(0);
    expect(urls[0], `first page for "${query}" (pages: ${urls.join(', ')})`).toMatch(new RegExp(`/games/${game}/(#.*)?$`));
  });
}
