/*
 * Gate: the site works with JavaScript disabled. Every page's <main> has
 * readable text; every widget (astro-island, or an element marked
 * data-widget) has a no-JS fallback in its place: a <noscript> or an element
 * with data-noscript-note, inside it or right next to it. The theme toggle,
 * which needs JavaScript, is hidden, and the system theme still applies.
 */
import { test, expect } from '@playwright/test';
import { builtPages, bodyBackground, isDark } from './helpers.ts';

test.use({ javaScriptEnabled: false });

for (const { path } of builtPages()) {
  test(`readable without JavaScript: ${path}`, async ({ page }) => {
    await page.goto(path);
    const text = (await page.locator('main').innerText()).trim();
    expect(text.length, 'characters of text in <main>').toBeGreaterThan(60);
    await expect(page.locator('#theme-toggle')).toBeHidden();

    const widgetsWithoutFallback = await page.evaluate(() => {
      const fallback = 'noscript, [data-noscript-note]';
      const missing: string[] = [];
      for (const w of document.querySelectorAll('astro-island, [data-widget]')) {
        if (w.parentElement?.closest('astro-island, [data-widget]')) continue; // nested: the outer one counts
        const ok = w.querySelector(fallback) || w.nextElementSibling?.matches(fallback) || w.previousElementSibling?.matches(fallback);
        if (!ok) missing.push(w.getAttribute('component-url') ?? w.getAttribute('data-widget') ?? w.tagName);
      }
      return missing;
    });
    expect(widgetsWithoutFallback, 'widgets with no <noscript> / [data-noscript-note] fallback').toEqual([]);
  });
}

test('without JavaScript the page follows the system theme', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
    const page = await context.newPage();
    await page.goto(builtPages()[0]!.path);
    expect(isDark(await bodyBackground(page)), `${colorScheme} system theme`).toBe(colorScheme === 'dark');
    await context.close();
  }
});
