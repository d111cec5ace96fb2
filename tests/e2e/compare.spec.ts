/*
 * The Compare page in Chromium: choosing games (with and without
 * JavaScript, by keyboard, from the URL), one hand every verdict, copying
 * the table, and axe in a non-default state.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, BASE, watchPage, waitForHydration } from './helpers.ts';

const COMPARE = `${BASE}compare/`;

const visibleGames = (page: Page) =>
  page
    .locator('.cmp-table thead th[data-game]')
    .evaluateAll((ths) => ths.filter((th) => getComputedStyle(th).display !== 'none').map((th) => th.getAttribute('data-game')));

test('the aligned table marks differences in words, not colour alone', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(COMPARE);
  await waitForHydration(page);
  const fullHouseNina = page.locator('td[data-game="ninas-five"][data-category="full-house"]');
  await expect(fullHouseNina).toContainText('Not a hand here');
  await expect(page.locator('td[data-game="pokers-wild"][data-category="five-of-a-kind"]')).toContainText('Added');
  await expect(page.locator('td[data-game="peekaboo"][data-category="hot-garbage"]')).toContainText('Added');
  await expect(page.locator('td[data-game="pokers-wild"][data-category="three-of-a-kind"]')).toContainText(
    'Inversion: more common than two pair',
  );
  await expect(page.locator('td[data-game="peekaboo"][data-category="full-house"]')).toContainText('Inversion: more common than straight');
  expect(await visibleGames(page)).toHaveLength(8);
  expect(watch.errors).toEqual([]);
  expect(watch.offsite).toEqual([]);
});

test('choosing games by keyboard hides columns and keeps the choice in the URL', async ({ page, context }) => {
  await page.goto(COMPARE);
  await waitForHydration(page);
  for (const id of ['standard-7', 'ninas-five', 'nuclear-holdem', 'bluff-n-peg', 'bluff-n-peg-deuces']) {
    await page.locator(`#show-${id}`).focus();
    await page.keyboard.press('Space');
  }
  expect(await visibleGames(page)).toEqual(['standard', 'pokers-wild', 'peekaboo']);
  await expect(page.locator('.cmp-inversions li[data-game="ninas-five"]')).toBeHidden();
  await expect(page.locator('.cmp-v-table tr[data-game="nuclear-holdem"]')).toBeHidden();
  await expect(page).toHaveURL(/cg-games=standard%2Cpokers-wild%2Cpeekaboo|cg-games=standard,pokers-wild,peekaboo/);
  const other = await context.newPage();
  await other.goto(new URL(page.url()).pathname + new URL(page.url()).search);
  await waitForHydration(other);
  expect(await visibleGames(other)).toEqual(['standard', 'pokers-wild', 'peekaboo']);
  await other.getByRole('button', { name: 'All games' }).click();
  expect(await visibleGames(other)).toHaveLength(8);
});

test('a bad games parameter gives a note and shows every game', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(`${COMPARE}?cg-games=standard,<script>&cv-a=${'A'.repeat(100)}`);
  await waitForHydration(page);
  await expect(page.locator('.cmp-picker .cmp-notes')).toContainText('Ignored cg-games=');
  await expect(page.locator('.cmp-verdicts .cmp-notes')).toContainText('Ignored cv-a=');
  expect(await visibleGames(page)).toHaveLength(8);
  expect(watch.errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('checkboxes still show and hide games (CSS :has)', async ({ page }) => {
    await page.goto(COMPARE);
    await page.locator('#show-peekaboo').uncheck();
    await page.locator('#show-standard').uncheck();
    expect(await visibleGames(page)).toEqual([
      'standard-7',
      'ninas-five',
      'nuclear-holdem',
      'pokers-wild',
      'bluff-n-peg',
      'bluff-n-peg-deuces',
    ]);
    await page.locator('summary', { hasText: 'CSV' }).click();
    await expect(page.locator('#cmp-csv')).toContainText('Full house,4,3744,0.1441%,4,3473184,2.60%,,,');
  });
});

test('one hand, every verdict: differing verdicts are marked, and a game that cannot judge says why', async ({ page }) => {
  await page.goto(COMPARE);
  await waitForHydration(page);
  const rows = page.locator('.cmp-v-table tbody tr');
  await expect(rows).toHaveCount(7);
  await expect(page.locator('tr[data-game="bluff-n-peg-deuces"]')).toContainText('Differs from standard poker');
  await expect(page.locator('tr[data-game="standard"]')).toContainText('Hand B wins');
  await expect(page.locator('tr[data-game="peekaboo"]')).toContainText("Can't judge");
  await page.locator('#verdict-a').fill('Qc Qd X 5s 5h');
  await page.locator('#verdict-b').fill('Ac Kc Qh Jd Ts');
  await expect(page.locator('tr[data-game="standard"]')).toContainText('no jokers');
  await expect(page.locator('tr[data-game="pokers-wild"] td').first()).toContainText('Full house');
  await expect(page.locator('tr[data-game="pokers-wild"]')).toContainText('Hand A scores more');
  await expect(page.locator('tr[data-game="nuclear-holdem"] td').first()).toContainText('Two pair');
  await expect(page.locator('tr[data-game="nuclear-holdem"]')).toContainText('Hand B wins');
  await expect(page.locator('.cmp-v-summary')).toContainText('different verdict');
  // The address is written on a throttle: wait for these hands in it (the page opened with none).
  await expect
    .poll(() => ['cv-a', 'cv-b'].map((key) => new URL(page.url()).searchParams.get(key)))
    .toEqual(['Qc Qd X 5s 5h', 'Ac Kc Qh Jd Ts']);
});

test("one hand, every verdict: two hold'em hands share the board they both end with", async ({ page }) => {
  await page.goto(COMPARE);
  await waitForHydration(page);
  await page.locator('#verdict-a').fill('Ah Kd Qh Jd Tc 4s 2h');
  await page.locator('#verdict-b').fill('Qs Qc Qh Jd Tc 4s 2h');
  const holdem = page.locator('tr[data-game="nuclear-holdem"]');
  await expect(holdem).toContainText('Hand A wins');
  await expect(holdem).toContainText('shared');
  await expect(holdem).not.toContainText('appears twice');
  await page.locator('#verdict-a').fill('Ah Kd Qh Jd Tc 4s 2h 3c');
  await page.locator('#verdict-b').fill('');
  await expect(page.locator('tr[data-game="bluff-n-peg"]')).toContainText("Can't judge: Hand A has 8 cards; it takes 1 to 5 cards.");
  await expect(page.locator('.cmp-v-table')).not.toContainText('Hand A: Hand');
});

test('Copy CSV puts the table on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(COMPARE);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy CSV' }).click();
  await expect(page.locator('.copy-buttons [role="status"]')).toContainText('Copied the comparison table as CSV');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(await page.locator('#cmp-csv').textContent());
  expect(text.split('\n')[0]).toContain('Hand,Standard poker place,Standard poker count');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: Compare in a non-default state, ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${COMPARE}?cg-games=standard,ninas-five,peekaboo,zzz&cv-a=Qc+Qd+X+5s+5h&cv-b=Ac+Kc+Qh+Jd+Ts`);
    await waitForHydration(page);
    await page.locator('main details').first().locator('summary').first().click();
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

test('a link from before the cg-/cv- prefixes keeps its games and hands, and the address is rewritten', async ({ page }) => {
  await page.goto(`${COMPARE}?games=standard,pokers-wild,peekaboo&a=Qc+Qd+X+5s+5h`);
  await waitForHydration(page);
  expect(await visibleGames(page)).toEqual(['standard', 'pokers-wild', 'peekaboo']);
  await expect(page.locator('#verdict-a')).toHaveValue('Qc Qd X 5s 5h');
  await expect
    .poll(() => [...new URL(page.url()).searchParams].sort())
    .toEqual([
      ['cg-games', 'standard,pokers-wild,peekaboo'],
      ['cv-a', 'Qc Qd X 5s 5h'],
    ]);
  await expect(page.locator('.cmp-notes')).toHaveCount(0);
});
