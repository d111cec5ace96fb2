/*
 * Poker's Wild!'s table companion (/games/pokers-wild/table/): a whole game kept on the scorecards with a reload in
 * the middle, the end of the game behind a confirm, the line scorer (a scored line and refused ones), axe in both
 * themes, and 48 px tap targets at 360 px. Totals are worked out by hand from the printed points (one pair 1 up to
 * five of a kind 10).
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, BASE, bodyBackground, isDark, waitForHydration } from './helpers.ts';

const PATH = `${BASE}games/pokers-wild/table/`;

async function open(page: Page): Promise<void> {
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.locator('[data-ready]')).toBeVisible();
}

async function newTable(page: Page, name: string, players: readonly string[], circles?: string): Promise<void> {
  const form = page.locator('[data-setup]');
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'New table' }).click();
  await form.getByLabel('Name of the table').fill(name);
  while ((await form.getByRole('textbox', { name: /^Player \d$/u }).count()) > players.length)
    await form
      .getByRole('button', { name: /^Remove player/u })
      .last()
      .click();
  while ((await form.getByRole('textbox', { name: /^Player \d$/u }).count()) < players.length)
    await form.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, p] of players.entries()) await form.getByLabel(`Player ${i + 1}`, { exact: true }).fill(p);
  if (circles !== undefined) {
    await form.getByText('Points and circles').click();
    await form.getByLabel('Circles per hand').fill(circles);
  }
  await form.getByRole('button', { name: 'Start the table' }).click();
  await expect(page.locator('[data-status]')).toContainText('Saved on this device');
}

/** Marks a circle: the player first, then the hand, and waits for the save. */
async function mark(page: Page, who: string, hand: string): Promise<void> {
  const bar = page.locator('[data-bar]');
  const before = await page.locator('[data-history] li').count();
  await bar.getByRole('button', { name: who, exact: true }).click();
  await expect(bar.getByText(`${who} made:`)).toBeVisible();
  await bar.getByRole('button', { name: hand, exact: true }).click();
  await expect(page.locator('[data-history] li')).toHaveCount(before + 1);
  await expect(page.locator('[data-status]')).toContainText('Saved on this device');
}

const totals = (page: Page) => page.locator('[data-totals] [data-total]');

test('a whole game of Poker’s Wild! on the scorecards, with a reload in the middle', async ({ page }) => {
  await open(page);
  await newTable(page, 'Sunday', ['Ann', 'Bob', 'Cy']);
  await expect(totals(page)).toHaveText(['0', '0', '0']);
  // Ann: a flush (5) and a pair (1); Bob: a straight (4).
  await mark(page, 'Ann', 'Flush (5 points)');
  await mark(page, 'Bob', 'Straight (4 points)');
  await mark(page, 'Ann', 'One pair (1 point)');
  await expect(totals(page)).toHaveText(['6', '4', '0']);
  await expect(page.locator('[data-card="0"] [data-hand="flush"] [data-scored]')).toHaveText('5');
  await expect(page.getByRole('heading', { name: 'Ann: 6 points' })).toBeVisible();
  // The player can be changed before the hand is picked: nothing is marked.
  const bar = page.locator('[data-bar]');
  await bar.getByRole('button', { name: 'Cy', exact: true }).click();
  await bar.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.locator('[data-history] li')).toHaveCount(3);

  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-ready]')).toBeVisible();
  await expect(totals(page)).toHaveText(['6', '4', '0']);
  await expect(page.locator('[data-history] li')).toHaveText([
    'Ann made flush: 5 points.',
    'Bob made straight: 4 points.',
    'Ann made one pair: 1 point.',
  ]);

  // Cy: five of a kind (10), then a second flush for Ann (5): Ann 11, Cy 10.
  await mark(page, 'Cy', 'Five of a kind (10 points)');
  await mark(page, 'Ann', 'Flush (5 points)');
  await expect(totals(page)).toHaveText(['11', '4', '10']);
  await expect(page.locator('[data-card="0"] [data-hand="flush"] [data-scored]')).toHaveText('10');

  // The end is behind a confirm; "Not yet" leaves the game going.
  await bar.getByRole('button', { name: 'End of the game' }).click();
  await expect(page.getByRole('group', { name: 'End the game?' })).toBeVisible();
  await bar.getByRole('button', { name: 'Not yet' }).click();
  await expect(page.locator('[data-over]')).toHaveCount(0);
  await bar.getByRole('button', { name: 'End of the game' }).click();
  await bar.getByRole('button', { name: 'Yes, end the game' }).click();
  await expect(page.locator('[data-over]')).toContainText('Ann won with 11 points.');
  await expect(page.locator('[data-totals] tr[data-seat="0"] th')).toHaveText('Ann (winner)');
  await expect(bar.getByRole('button', { name: 'Ann', exact: true })).toHaveCount(0);
});

test('with two circles a hand, a full row is shown full and its button is off', async ({ page }) => {
  await open(page);
  await newTable(page, 'Circles', ['Ann', 'Bob'], '2');
  await mark(page, 'Bob', 'Full house (6 points)');
  await mark(page, 'Bob', 'Full house (6 points)');
  const bar = page.locator('[data-bar]');
  await bar.getByRole('button', { name: 'Bob', exact: true }).click();
  await expect(bar.getByRole('button', { name: 'Full house (row full)' })).toBeDisabled();
  await expect(page.locator('[data-card="1"] [data-hand="full-house"]')).toContainText('2 marked, 0 open');
});

const LINES: readonly { name: string; line: string; square: string; verdict: RegExp; error: boolean }[] = [
  {
    name: 'a royal flush through a wild space beside the card',
    line: 'Ah Kh * Jh 10h',
    square: '2',
    verdict: /^Royal flush, 9 points \(squares 1 to 5; the wild at square 3 stands for Qh\)\.$/u,
    error: false,
  },
  { name: 'a card that is no card', line: 'Qs ZZ', square: '1', verdict: /ZZ/u, error: true },
  { name: 'the same card twice', line: 'Qs Qs', square: '1', verdict: /^Q.* appears twice\.$/u, error: true },
  { name: 'markup, shown as text', line: '<b>Qs</b> Qh', square: '1', verdict: /<b>Qs<\/b>/u, error: true },
];

test('the line scorer scores a disputed line, and refuses bad ones in plain words', async ({ page }) => {
  await open(page);
  await newTable(page, 'Lines', ['Ann', 'Bob']);
  const form = page.locator('[data-line-form]');
  for (const row of LINES) {
    await form.getByLabel('The line, square by square').fill(row.line);
    await form.getByLabel('Square of the card just laid (1 is the first)').fill(row.square);
    await form.getByRole('button', { name: 'Score the line' }).click();
    const verdict = form.locator('[data-verdict]');
    await expect(verdict, row.name).toHaveText(row.verdict);
    await expect(verdict, row.name).toHaveClass(row.error ? /w-error/u : /pwc-verdict/u);
  }
  await expect(page.locator('[data-line-form] b')).toHaveCount(0);
  // Scoring a line changes nothing on the scorecards.
  await expect(page.locator('[data-history] li')).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const)
  test(`axe finds nothing on a Poker’s Wild! table, ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page);
    // A name with markup in it is shown as the text it is.
    await newTable(page, 'Axe', ['Ann', 'Bob', '<i>Cy</i>']);
    expect(isDark(await bodyBackground(page))).toBe(scheme === 'dark');
    await expect(page.locator('[data-totals] tr[data-seat="2"] th')).toContainText('<i>Cy</i>');
    await expect(page.locator('.cmp i')).toHaveCount(0);
    const check = async (when: string): Promise<void> => {
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(violations.map((v) => `${when}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    };
    await check('a new table');
    await mark(page, 'Ann', 'Flush (5 points)');
    await page.locator('[data-bar]').getByRole('button', { name: 'Bob', exact: true }).click();
    await check('the hand buttons');
    await page.locator('[data-line-form]').getByLabel('The line, square by square').fill('Qs ZZ');
    await page.locator('[data-line-form]').getByRole('button', { name: 'Score the line' }).click();
    await check('a refused line');
    await page.locator('[data-bar]').getByRole('button', { name: 'Back', exact: true }).click();
    await page.locator('[data-bar]').getByRole('button', { name: 'End of the game' }).click();
    await check('the end confirm');
  });

test('at 360 px every control is at least 48 px, the bar is at the bottom, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  await newTable(page, 'Phone', ['Ann', 'Bob', 'Cy', 'Di', 'Eve', 'Flo']);
  const tooSmall = (): Promise<string[]> =>
    page.locator('.cmp').evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('button, select, summary, input:not([type=checkbox]), .cmp-links a')]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ el: el.textContent.trim() || el.id, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 48 || box.width < 48)
        .map(({ el, box }) => `${el}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
  expect(await tooSmall(), 'the players').toEqual([]);
  // At rest (who scored?) the bar sits in the lower part of the screen.
  // In use: the board's heading at the top of the screen (above it, the bar cannot rise past the start of the
  // companion, which the page's introduction pushes down at 360 px).
  await page.locator('.cmp-board h2').evaluate((h) => h.scrollIntoView());
  const rest = await page.locator('[data-bar]').boundingBox();
  expect(Math.round((rest?.y ?? 0) + (rest?.height ?? 0))).toBeLessThanOrEqual(740);
  expect(rest?.y ?? 0).toBeGreaterThan(740 / 2);
  // Picking the hand, its ten buttons take more room, still below the top third.
  await page.locator('[data-bar]').getByRole('button', { name: 'Flo', exact: true }).click();
  expect(await tooSmall(), 'the hands').toEqual([]);
  const picking = await page.locator('[data-bar]').boundingBox();
  expect(Math.round((picking?.y ?? 0) + (picking?.height ?? 0))).toBeLessThanOrEqual(740);
  expect(picking?.y ?? 0).toBeGreaterThan(740 / 3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a circle marked by keyboard alone: each step of the bar takes the focus', async ({ page }) => {
  await open(page);
  await newTable(page, 'Keys', ['Ann', 'Bob']);
  const bar = page.locator('[data-bar]');
  await bar.getByRole('button', { name: 'Bob', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('button', { name: 'One pair (1 point)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-history] li')).toHaveText(['Bob made two pair: 2 points.']);
  await expect(bar.getByRole('button', { name: 'Ann', exact: true })).toBeFocused();
  await bar.getByRole('button', { name: 'End of the game' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('button', { name: 'Not yet' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('button', { name: 'Ann', exact: true })).toBeFocused();
});

test('every ruling the table links to is on the rules page', async ({ page, request }) => {
  await open(page);
  await newTable(page, 'Links', ['Ann', 'Bob']);
  const hrefs = await page.locator('.cmp a[href*="#ruling-"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  const html = await (await request.get(hrefs[0]?.split('#')[0] ?? '')).text();
  const missing = [...new Set(hrefs.map((h) => h.split('#')[1] ?? ''))].filter((id) => !html.includes(`id="${id}"`));
  expect(missing).toEqual([]);
});
