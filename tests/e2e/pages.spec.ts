/*
 * Gates run on every built page: no request leaves localhost, no console
 * error or uncaught exception, and the page fits 360 px without horizontal
 * scrolling.
 */
import { test, expect } from '@playwright/test';
import { builtPages, waitForHydration, watchPage } from './helpers.ts';

for (const { path } of builtPages()) {
  test(`no other hosts, no console errors: ${path}`, async ({ page }) => {
    const { offsite, errors } = await watchPage(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(offsite, 'requests to other hosts').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });

  test(`fits 360 px wide: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await waitForHydration(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'page width at a 360 px viewport').toBeLessThanOrEqual(360);
  });
}
