/*
 * Each game's printable quick-reference card fits on one page, on A4 and on
 * US Letter, under print media (the browser's own PDF renderer counts pages).
 */
import { test, expect } from '@playwright/test';
import { BASE } from './helpers.ts';

const GAMES = ['ninas-five', 'peekaboo', 'nuclear-holdem', 'pokers-wild', 'bluff-n-peg'] as const;

/** Pages in a PDF made by Chromium: one "/Type /Page" object per page. */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

for (const game of GAMES) {
  test(`quick reference for ${game} prints on one A4 page and one Letter page`, async ({ page }) => {
    const response = await page.goto(`${BASE}games/${game}/quick-reference/`);
    expect(response?.status(), 'quick-reference page is served').toBe(200);
    await page.emulateMedia({ media: 'print' });
    // The site shell is hidden in print; the card itself is visible.
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator(`[data-quickref-card="${game}"]`)).toBeVisible();
    await expect(page.locator(`[data-quickref-card="${game}"] table[data-ladder]`).first()).toBeVisible();
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      expect(pdfPages(pdf), `${game} quick reference on ${format}`).toBe(1);
    }
  });
}

test('the page counter itself counts more than one page for a long page', async ({ page }) => {
  // Guards the check above: a full rules page cannot fit one sheet.
  await page.goto(`${BASE}games/nuclear-holdem/`);
  await page.emulateMedia({ media: 'print' });
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBeGreaterThan(1);
});
