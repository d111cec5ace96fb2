/* Gate: axe (WCAG 2.0/2.1/2.2 A and AA) finds no violations on any built page, in light and dark themes. */
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { builtPages, waitForHydration, bodyBackground, isDark, AXE_TAGS } from './helpers.ts';

for (const { path } of builtPages()) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe, ${scheme} theme: ${path}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await waitForHydration(page);
      // The theme really is the one under test (so both palettes get checked).
      expect(isDark(await bodyBackground(page))).toBe(scheme === 'dark');
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  }
}
