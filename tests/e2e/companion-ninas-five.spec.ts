/*
 * Nina's Five's table companion (/games/ninas-five/table/, issue 26): a whole game to 3 tricks kept with a reload in
 * the middle (tricks, the hands left in the shuffle, the dealer passing left), a disputed trick judged and recorded,
 * a judge error shown beside its field, axe in both themes, and 48 px tap targets at 360 px. Ann and Cy sit across
 * (players 1 and 3), Bo and Di are the other team.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, BASE, bodyBackground, isDark, waitForHydration } from './helpers.ts';

const PATH = `${BASE}games/ninas-five/table/`;
const PLAYERS = ['Ann', 'Bo', 'Cy', 'Di'];

async function open(page: Page): Promise<void> {
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.locator('[data-ready]')).toBeVisible();
}

async function newTable(page: Page, tricksToWin: number): Promise<void> {
  const form = page.locator('[data-setup]');
  await form.getByLabel('Name of the table').fill('Friday');
  for (const [i, p] of PLAYERS.entries()) await form.getByLabel(`Player ${i + 1}`, { exact: true }).fill(p);
  await form.locator('summary').click();
  await form.getByLabel('Tricks to win').fill(String(tricksToWin));
  await form.getByRole('button', { name: 'Start the table' }).click();
  await expect(page.locator('[data-status]')).toContainText('Saved on this device');
}

const history = (page: Page) => page.locator('[data-history] li');

async function step(page: Page, press: () => Promise<void>): Promise<void> {
  const before = await history(page).count();
  await press();
  await expect(history(page)).toHaveCount(before + 1);
  await expect(page.locator('[data-status]')).toContainText('Saved on this device');
}

const took = (page: Page, name: string) => step(page, () => page.locator('[data-bar]').getByRole('button', { name, exact: true }).click());
const tricks = (page: Page) => page.locator('[data-tricks]');

test("a game of Nina's Five to 3 tricks, a judged trick, and a reload in the middle", async ({ page }) => {
  await open(page);
  await newTable(page, 3);
  await step(page, () => page.locator('.nf-dealer').getByRole('button', { name: 'Di' }).click());
  await expect(page.locator('[data-dealer]')).toHaveText('Di');

  // A disputed first trick: aces and nines against queens and nines. First a typo, named beside its field.
  const judge = page.locator('[data-judge]');
  await judge.getByLabel('Ann and Cy: their four face-up cards').fill('As Ah Kd 2c');
  await judge.getByLabel('Bo and Di: their four face-up cards').fill('Qs Qh Jd 3c 5c');
  await judge.getByLabel('The three community cards').fill('9s 9h 4d');
  await judge.getByRole('button', { name: 'Judge the trick' }).click();
  const bo = judge.getByLabel('Bo and Di: their four face-up cards');
  await expect(bo).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.nf-judge .w-error').first()).toHaveText('Bo and Di has 5 cards; it takes 1 to 4 cards.');
  await bo.fill('Qs Qh Jd 3c');
  await judge.getByRole('button', { name: 'Judge the trick' }).click();
  const verdict = page.locator('[data-verdict]');
  await expect(verdict).toContainText('Ann and Cy take the trick with two pair, aces and nines, K kicker.');
  await expect(verdict).toContainText('Both have two pair; the top pair decides: aces beat queens (Ann and Cy over Bo and Di).');
  await step(page, () => verdict.getByRole('button', { name: 'Record it: Ann and Cy took the trick' }).click());
  await expect(tricks(page)).toHaveText(['1 of 3', '0 of 3']);
  // The deal passed left from Di to Ann; two tricks left in this shuffle.
  await expect(page.locator('[data-dealer]')).toHaveText('Ann');
  await expect(page.locator('[data-hands-left]')).toHaveText('2 tricks left in this shuffle');

  await took(page, 'Bo and Di took the trick');
  await took(page, 'Nobody: equal hands');
  // Three tricks: a fresh shuffle comes, and the deal has passed to Cy.
  await expect(page.locator('[data-fresh-deal]')).toContainText('A new shuffle');
  await expect(page.locator('[data-hands-left]')).toHaveText('3 tricks left in this shuffle');

  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-ready]')).toBeVisible();
  await expect(tricks(page)).toHaveText(['1 of 3', '1 of 3']);
  await expect(page.locator('[data-dealer]')).toHaveText('Cy');
  await expect(history(page)).toHaveCount(4);

  await took(page, 'Ann and Cy took the trick');
  await took(page, 'Ann and Cy took the trick');
  await expect(tricks(page)).toHaveText(['3 of 3', '1 of 3']);
  await expect(page.locator('[data-over]')).toContainText('Ann and Cy took 3 tricks and won, 3–1.');
  await expect(page.locator('[data-bar]').getByRole('button', { name: 'Ann and Cy took the trick', exact: true })).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-over]')).toContainText('Ann and Cy took 3 tricks and won, 3–1.');
});

function tooSmall(page: Page): Promise<string[]> {
  return page.locator('.cmp').evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, select, summary, input:not([type=checkbox]), label.cmp-check, .cmp-links a')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ el: el.textContent.trim() || el.id, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 48 || box.width < 48)
      .map(({ el, box }) => `${el}: ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}

for (const scheme of ['light', 'dark'] as const)
  test(`axe finds nothing and every control is 48 px at 360 px, ${scheme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: scheme });
    await open(page);
    const check = async (when: string): Promise<void> => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(violations.map((v) => `${when}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
      expect(await tooSmall(page), when).toEqual([]);
    };
    await check('new table form');
    await newTable(page, 6);
    expect(isDark(await bodyBackground(page))).toBe(scheme === 'dark');
    await check('the first trick');
    const judge = page.locator('[data-judge]');
    await judge.getByLabel('Ann and Cy: their four face-up cards').fill('As Ah Kd 2c');
    await judge.getByLabel('Bo and Di: their four face-up cards').fill('Qs Qh Jd zz');
    await judge.getByRole('button', { name: 'Judge the trick' }).click();
    await expect(judge.getByLabel('Bo and Di: their four face-up cards')).toHaveAttribute('aria-invalid', 'true');
    await check('a judge error');
    await judge.getByLabel('Bo and Di: their four face-up cards').fill('Ah Kc 8d 2h');
    await judge.getByLabel('Ann and Cy: their four face-up cards').fill('As Kd 8c 2c');
    await judge.getByLabel('The three community cards').fill('9s 7h 4d');
    await judge.getByRole('button', { name: 'Judge the trick' }).click();
    await expect(page.locator('[data-verdict]')).toContainText('Nobody takes the trick');
    await check('a tied trick judged');
    await page.screenshot({ path: `test-results/companion-ninas-five-${scheme}.png`, fullPage: true });
    await took(page, 'Bo and Di took the trick');
    await check('after a trick');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
  });
