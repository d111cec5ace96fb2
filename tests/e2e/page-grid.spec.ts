/*
 * The one page grid (issue 24): every page's heading starts at the same left edge at 1280 px; the Lab, the Balance
 * Lab and Compare give their results tables the wide width, so none scrolls sideways at 1280, and at 390 each
 * table's verdict column is in view without scrolling sideways (priority columns: global.css); Compare shows every
 * hand at 1280 with no scroll box of its own.
 */
import { test, expect, type Page } from '@playwright/test';
import { BASE, builtPages, waitForHydration } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

/*
 * At 1280 px the page column (<main>, --page-max 72rem = 1152 px) is centred, and its text starts one --space-4
 * (16 px) inside it: (1280 − 1152) / 2 + 16 = 80. Before the grid: 288 (home, judge, compare, lab), 128 (rules
 * pages) and 80 (play pages).
 */
const LEFT_EDGE = 80;

for (const built of builtPages())
  test(`the heading's left edge is ${LEFT_EDGE} px at 1280: ${built.path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(built.path);
    const left = await page
      .locator('main h1')
      .first()
      .evaluate((h) => Math.round(h.getBoundingClientRect().left));
    expect(left).toBe(LEFT_EDGE);
  });

async function openRun(page: Page, query: string): Promise<void> {
  await page.goto(`${BASE}lab/game/${query}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('heading', { name: 'Results', level: 2 })).toBeVisible({ timeout: 100_000 });
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
}

async function openLab(page: Page, query: string): Promise<void> {
  await page.goto(`${BASE}lab/${query}`);
  await waitForHydration(page);
  await expect(page.locator('#lab-status')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(page.locator('#lab-variant-table thead')).toContainText('Change');
}

async function openCompare(page: Page): Promise<void> {
  await page.goto(`${BASE}compare/`);
  await waitForHydration(page);
  await expect(page.locator('.cmp-v-table thead')).toContainText('Verdict');
}

interface Results {
  /** The page, with a run or a variant whose tables carry a verdict column. */
  readonly name: string;
  readonly open: (page: Page) => Promise<void>;
  /** The results tables (each scrolls in its own box, if at all). */
  readonly tables: string;
  /** The verdict or difference column's header cell of each of those tables that has one. */
  readonly verdicts: string;
  readonly count: number;
}

// One row per page. The Balance Lab: a changed rule (Bluff 'N' Peg's track, 60 games), so its tables have a Difference column.
const PAGES: Results[] = [
  {
    name: 'the Balance Lab (/lab/game/), a run with a changed rule',
    open: (page) => openRun(page, '?bl-game=bluff-n-peg&bl-games=60&bl-track=60'),
    // The figures' tables and the charts' own tables (folded under each chart).
    tables: 'main table',
    verdicts: '.bl-results table.bl-table thead th:last-child',
    count: 3,
  },
  {
    name: 'the Balance Lab, its flagged differences rerun with skilled players',
    open: async (page) => {
      await openRun(page, '?bl-game=pokers-wild&bl-games=200&bl-points=10,20,30,40,50,60,70,80,90,100');
      await expect(page.locator('#bl-skill-table tbody tr').first()).toBeVisible({ timeout: 200_000 });
    },
    tables: '#bl-skill-table',
    verdicts: '#bl-skill-table thead th:last-child',
    count: 1,
  },
  {
    name: 'the Variant Lab (/lab/), one dead joker',
    open: (page) => openLab(page, '?jokers=1'),
    tables: 'main table.lab-table',
    verdicts: '#lab-variant-table thead th:last-child',
    count: 1,
  },
  {
    name: 'Compare (/compare/), the example hands',
    open: openCompare,
    tables: 'main table.cmp-table, main table.cmp-v-table',
    verdicts: '.cmp-v-table thead th:last-child',
    count: 1,
  },
];

/** Each table's scroll box (the nearest ancestor, or itself, that scrolls sideways): how far it could scroll. */
async function sidewaysOverflow(page: Page, tables: string): Promise<[string, number][]> {
  return page.locator(tables).evaluateAll((list) =>
    list.map((table): [string, number] => {
      let box: Element | null = table;
      while (box !== null && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
      const caption = table.querySelector('caption')?.textContent.trim().slice(0, 60) ?? table.id;
      return [caption, box === null ? 0 : box.scrollWidth - box.clientWidth];
    }),
  );
}

for (const row of PAGES) {
  test(`at 1280 no results table scrolls sideways: ${row.name}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.open(page);
    const overflow = await sidewaysOverflow(page, row.tables);
    expect(overflow.length).toBeGreaterThan(0);
    expect(overflow.filter(([, by]) => by > 0)).toEqual([]);
  });

  test(`at 390 the verdict column is in view without scrolling sideways: ${row.name}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await row.open(page);
    const headers = page.locator(row.verdicts);
    await expect(headers).toHaveCount(row.count);
    for (const header of await headers.all()) {
      await header.scrollIntoViewIfNeeded();
      // Scrolled into view vertically only: every scroll box that holds it still at its left end.
      const place = await header.evaluate((th) => {
        const r = th.getBoundingClientRect();
        let scrolled = 0;
        for (let e: Element | null = th.parentElement; e !== null; e = e.parentElement) scrolled += e.scrollLeft;
        return { left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width), scrolled, text: th.textContent };
      });
      expect(place.scrolled).toBe(0);
      expect(place.width, place.text).toBeGreaterThan(0);
      expect(place.left, place.text).toBeGreaterThanOrEqual(0);
      expect(place.right, place.text).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('at 390 "Show every column" brings back the columns a phone hides, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLab(page, '?jokers=1');
  const count = page.locator('#lab-variant-table thead th', { hasText: 'Count' });
  await expect(count).toBeHidden();
  const box = page.getByRole('checkbox', { name: /Show every column of Your variant/u });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(count).toBeVisible();
});

test('at 1280 Compare shows every hand with no scroll box of its own', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCompare(page);
  const box = await page.locator('.cmp-main-scroll').evaluate((e) => ({
    scrollHeight: e.scrollHeight,
    clientHeight: e.clientHeight,
    overflowY: getComputedStyle(e).overflowY,
  }));
  expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
  expect(['visible', 'clip']).toContain(box.overflowY);
});
