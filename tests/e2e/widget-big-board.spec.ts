/*
 * The Nuclear Annihilation Hold'em big board, in Chromium: cross off by
 * keyboard and on the map, the count, the game kept across reloads, the
 * scenario year, bad stored data and hostile URLs, and axe.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BASE, AXE_TAGS, DIST, waitForHydration, watchPage } from './helpers.ts';

test.describe.configure({ timeout: 60_000 });

const PAGE = `${BASE}games/nuclear-holdem/`;
const KEY = 'showdown:big-board:v1';
const list = (page: Page) => page.locator('.bb-list');
const count = (page: Page) => list(page).locator('.bb-count');
const mapState = (page: Page, postal: string) => page.locator(`.bb-figure [data-postal="${postal}"]`);
/** The board is folded on the rules page at every width (TryIt's `folded`; a shared ?bb- link opens it): open it. */
const showBoard = async (page: Page) => {
  await page.getByText('Show the big board', { exact: true }).click();
  await waitForHydration(page);
};

test('cross off by keyboard and on the map, keep it across a reload, change the year, reset', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(PAGE);
  await page.evaluate((key) => localStorage.removeItem(key), KEY);
  await page.reload();
  await showBoard(page);
  await list(page).scrollIntoViewIfNeeded();
  await expect(count(page)).toContainText('50 of 50 states still standing');

  // Keyboard: focus Texas's checkbox and press Space.
  const texas = list(page).getByRole('checkbox', { name: 'Texas' });
  await texas.focus();
  await page.keyboard.press('Space');
  await expect(texas).toBeChecked();
  await expect(count(page)).toContainText('49 of 50 states still standing');
  await expect(mapState(page, 'TX')).toHaveAttribute('data-status', 'crossed');

  // Pointer: press Ohio on the map; the list follows.
  await mapState(page, 'OH').click();
  await expect(list(page).getByRole('checkbox', { name: 'Ohio' })).toBeChecked();
  await expect(count(page)).toContainText('48 of 50 states still standing');

  // A reload keeps the game. The list saves in an effect that runs after the next paint, later than
  // the count above, so wait until the stored game holds both crossings before reloading.
  await expect
    .poll(async () => {
      const stored = await page.evaluate((key) => localStorage.getItem(key), KEY);
      return ((JSON.parse(stored ?? '{}') as { crossed?: string[] }).crossed ?? []).sort();
    })
    .toEqual(['OH', 'TX']);
  await page.reload();
  await showBoard(page);
  await expect(count(page)).toContainText('48 of 50 states still standing');
  await expect(list(page).getByRole('checkbox', { name: 'Texas' })).toBeChecked();

  // 1950: Alaska and Hawaii leave the board.
  const year = list(page).getByLabel(/Scenario year/);
  await year.fill('1950');
  await expect(count(page)).toContainText('46 of 48 states still standing');
  await expect(list(page).getByRole('checkbox', { name: 'Alaska' })).toHaveCount(0);
  await expect(list(page).getByRole('checkbox', { name: 'Hawaii' })).toHaveCount(0);
  await expect(mapState(page, 'AK')).toHaveAttribute('data-status', 'off-board');
  await expect(page).toHaveURL(/bb-year=1950/);

  // 1959: Alaska is back; Hawaii is the year-setter's choice.
  await year.fill('1959');
  await expect(count(page)).toContainText('48 of 50 states still standing');
  await list(page)
    .getByRole('checkbox', { name: /Cross off Hawaii/ })
    .check();
  await expect(count(page)).toContainText('47 of 49 states still standing');

  // An impossible year is refused with a message, keeping the last good one.
  await year.fill('2024');
  await expect(list(page).getByText('The year must be from 1947 to 1991.')).toBeVisible();
  await expect(count(page)).toContainText('47 of 49 states still standing');

  await list(page).getByRole('button', { name: 'Reset the board' }).click();
  await expect(count(page)).toContainText('49 of 49 states still standing');
  expect(watch.errors).toEqual([]);
});

test('bad stored data is ignored with a note', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(PAGE);
  await page.evaluate((key) => localStorage.setItem(key, '{"v":1,"crossed":["TX","<img src=x onerror=alert(1)>"]}'), KEY);
  await page.reload();
  await showBoard(page);
  await expect(list(page).getByRole('note')).toContainText('could not be read');
  await expect(count(page)).toContainText('50 of 50 states still standing');
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(watch.errors).toEqual([]);
});

for (const query of ['bb-year=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'bb-year=1900&bb-hawaii=maybe', 'bb-year=garbage']) {
  test(`hostile URL falls back with a note: ${query}`, async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto(`${PAGE}?${query}`);
    await waitForHydration(page);
    await expect(list(page).getByRole('note')).toContainText('Ignored bb-year=');
    await expect(list(page).getByLabel(/Scenario year/)).toHaveValue('1991');
    expect(await page.evaluate(() => [...document.scripts].some((el) => el.textContent.includes('alert(1)')))).toBe(false);
    expect(watch.errors).toEqual([]);
  });
}

test('the map is drawn at build time and ships no map code', async ({ page }) => {
  const html = readFileSync(resolve(DIST, 'games/nuclear-holdem/index.html'), 'utf8');
  expect((html.match(/data-postal="/g) ?? []).length).toBe(50);
  const scripts: string[] = [];
  page.on('response', async (res) => {
    if (/\.m?js(\?|$)/.test(new URL(res.url()).pathname)) scripts.push(await res.text());
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  for (const js of scripts) {
    expect(js).not.toMatch(/geoPath|topojson|"arcs"|states-albers/);
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe, ${scheme}: the big board in 1959 with states crossed off`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(PAGE);
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ v: 1, crossed: ['CA', 'NY', 'TX'] })), KEY);
    await page.goto(`${PAGE}?bb-year=1959&bb-hawaii=crossed-off`);
    await waitForHydration(page);
    await expect(count(page)).toContainText('46 of 49 states still standing');
    const { violations } = await new AxeBuilder({ page }).include('.bb-widget').withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}
