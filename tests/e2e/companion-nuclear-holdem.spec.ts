/*
 * Nuclear's table companion (/games/nuclear-holdem/table/, issue 26): a game kept with a reload in the middle (the
 * big board, the dealer button, the round), a secret ballot one short of a launch and one at it, axe in both
 * themes, and 48 px tap targets at 360 px. Four players and the printed thresholds: a launch needs two more votes
 * for than against, so 3 of 4 (2 for, 2 against is one short).
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, BASE, bodyBackground, isDark, waitForHydration } from './helpers.ts';

const PATH = `${BASE}games/nuclear-holdem/table/`;
const PLAYERS = ['Ann', 'Bo', 'Cy', 'Di'];

async function open(page: Page): Promise<void> {
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.locator('[data-ready]')).toBeVisible();
}

/** A table of four, Ann to Di, in the scenario year given. */
async function newTable(page: Page, year: number): Promise<void> {
  const form = page.locator('[data-setup]');
  await form.getByLabel('Name of the table').fill('Cold war');
  await form.getByRole('button', { name: 'Remove player 5' }).click();
  for (const [i, p] of PLAYERS.entries()) await form.getByLabel(`Player ${i + 1}`, { exact: true }).fill(p);
  await form.getByLabel(/^Scenario year/u).fill(String(year));
  await form.getByRole('button', { name: 'Start the table' }).click();
  await expect(page.locator('[data-status]')).toContainText('Saved on this device');
}

const history = (page: Page) => page.locator('[data-history] li');

/** Presses a button and waits for the step to be saved. */
async function step(page: Page, press: () => Promise<void>): Promise<void> {
  const before = await history(page).count();
  await press();
  await expect(history(page)).toHaveCount(before + 1);
  await expect(page.locator('[data-status]')).toContainText('Saved on this device');
}

/** The open table's actions, as stored in IndexedDB. */
function storedActions(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const req = indexedDB.open('showdown-companion');
        req.onerror = () => reject(new Error('no database'));
        req.onsuccess = () => {
          const db = req.result;
          const all = db.transaction('tables').objectStore('tables').getAll();
          all.onsuccess = () => {
            const tables = all.result as { actions: unknown[] }[];
            resolve(tables[0]?.actions ?? []);
            db.close();
          };
        };
      }),
  );
}

const tile = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}( \\(crossed off\\))?$`, 'u') });

/** Runs a secret ballot: each player in turn takes the phone and votes; checks no screen shows an earlier choice. */
async function ballot(page: Page, kind: 'disarm' | 'launch', votes: readonly boolean[]): Promise<void> {
  const bar = page.locator('[data-bar]');
  await bar.getByRole('button', { name: `A vote to ${kind}` }).click();
  for (const [i, yes] of votes.entries()) {
    const heading = bar.getByRole('heading', { name: `Hand the phone to ${PLAYERS[i] ?? ''}` });
    await expect(heading).toBeFocused();
    await expect(bar).not.toContainText('Yes,');
    await bar.getByRole('button', { name: `I am ${PLAYERS[i] ?? ''}: show my ballot` }).click();
    await expect(bar.getByRole('heading', { name: `${PLAYERS[i] ?? ''}: your vote to ${kind}` })).toBeFocused();
    await bar.getByRole('button', { name: yes ? `Yes, ${kind}` : `No, do not ${kind}` }).click();
  }
  await expect(bar.getByRole('heading', { name: 'Every vote is in' })).toBeFocused();
  await step(page, () => bar.getByRole('button', { name: 'Count the votes' }).click());
  await expect(bar.getByRole('heading', { name: `The vote to ${kind}` })).toBeFocused();
}

test('a game of Nuclear kept through a reload, with a launch one vote short and then one that passes', async ({ page }) => {
  await open(page);
  await newTable(page, 1950);
  // 1950: Alaska and Hawaii are not yet states, so 48 are on the board and neither is a button.
  await expect(page.locator('[data-standing]')).toHaveText('48');
  await expect(page.locator('[data-tile="off-board"]')).toHaveText([
    /Alaska.*not yet a state in 1950/u,
    /Hawaii.*not yet a state in 1950/u,
  ]);
  await expect(page.getByRole('button', { name: 'Alaska' })).toHaveCount(0);

  await step(page, () => page.locator('.nh-dealer').getByRole('button', { name: 'Bo' }).click());
  await expect(page.locator('[data-dealer]')).toHaveText('Bo');
  await step(page, () => tile(page, 'Ohio').click());
  await step(page, () => tile(page, 'Texas').click());
  await expect(tile(page, 'Ohio')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-standing]')).toHaveText('46');
  // The button passes left: Cy deals round 2.
  await step(page, () => page.locator('[data-bar]').getByRole('button', { name: 'Next round: Cy deals' }).click());

  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-ready]')).toBeVisible();
  await expect(page.locator('[data-standing]')).toHaveText('46');
  await expect(page.locator('[data-round]')).toHaveText('2');
  await expect(page.locator('[data-dealer]')).toHaveText('Cy');
  await expect(tile(page, 'Ohio')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, 'Texas')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, 'Utah')).toHaveAttribute('aria-pressed', 'false');
  await expect(history(page)).toHaveCount(4);

  // A second tap on a crossed-off state changes nothing and says why, beside the state.
  await tile(page, 'Ohio').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ohio is already crossed off.' })).toBeVisible();
  await expect(history(page)).toHaveCount(4);

  // A launch with 2 for and 2 against: one vote short.
  await ballot(page, 'launch', [true, false, true, false]);
  await expect(page.locator('[data-verdict]')).toContainText('2 for, 2 against: the launch fails, 1 vote short.');
  await expect(page.locator('[data-over]')).toHaveCount(0);
  await page.locator('[data-bar]').getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('[data-votes] li')).toHaveText([
    'Round 2, a vote to launch: 2 for, 2 against: the launch fails, 1 vote short.',
  ]);
  // Only the totals are kept: the stored step says nothing of who voted how.
  const actions = await storedActions(page);
  expect(actions[actions.length - 1]).toEqual({ type: 'vote', kind: 'launch', for: 2, against: 2 });

  // A launch with 3 for and 1 against: exactly two more for than against, so it passes and the game ends.
  await ballot(page, 'launch', [true, true, false, true]);
  await expect(page.locator('[data-verdict]')).toContainText('3 for, 1 against: the launch passes.');
  await expect(page.locator('[data-over]')).toContainText('The launch passed');
  await expect(tile(page, 'Utah')).toBeDisabled();

  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-over]')).toContainText('The launch passed');
  await expect(page.locator('[data-votes] li')).toHaveCount(2);
});

test('1959 with Hawaii crossed off at the start: Alaska on the board, Hawaii off', async ({ page }) => {
  await open(page);
  const form = page.locator('[data-setup]');
  await form.getByLabel(/^Scenario year/u).fill('1959');
  await form.getByLabel(/^Hawaii stays on the board/u).uncheck();
  await form.getByRole('button', { name: 'Start the table' }).click();
  await expect(page.locator('[data-standing]')).toHaveText('49');
  await expect(tile(page, 'Alaska')).toBeVisible();
  await expect(page.locator('[data-tile="off-board"]')).toHaveText([/Hawaii.*crossed off at the start/u]);
});

/** Every control under 48 px, at the current size. */
function tooSmall(page: Page): Promise<string[]> {
  return page.locator('.cmp').evaluate((root) =>
    [
      ...root.querySelectorAll<HTMLElement>(
        'button, select, summary, input:not([type=checkbox]), label.cmp-check, .cmp-links a, .nh-reference a',
      ),
    ]
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
      // From the top of the page: axe counts a control half under the bar at the bottom as too small a target.
      await page.evaluate(() => window.scrollTo(0, 0));
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(violations.map((v) => `${when}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
      expect(await tooSmall(page), when).toEqual([]);
    };
    await check('new table form');
    await newTable(page, 1959);
    expect(isDark(await bodyBackground(page))).toBe(scheme === 'dark');
    await step(page, () => tile(page, 'Ohio').click());
    await page.locator('.nh-reference summary').click();
    await check('the board, the reference open');
    await page.screenshot({ path: `test-results/companion-nuclear-board-${scheme}.png`, fullPage: true });
    const bar = page.locator('[data-bar]');
    await bar.getByRole('button', { name: 'A vote to disarm' }).click();
    await check('hand the phone over');
    await page.screenshot({ path: `test-results/companion-nuclear-ballot-${scheme}.png` });
    await bar.getByRole('button', { name: 'I am Ann: show my ballot' }).click();
    await check('a player votes');
    for (const name of ['Bo', 'Cy', 'Di']) {
      await bar.getByRole('button', { name: 'Yes, disarm' }).click();
      await bar.getByRole('button', { name: `I am ${name}: show my ballot` }).click();
    }
    await bar.getByRole('button', { name: 'No, do not disarm' }).click();
    await step(page, () => bar.getByRole('button', { name: 'Count the votes' }).click());
    await check('the count');
    await expect(page.locator('[data-verdict]')).toContainText('3 for, 1 against: the disarmament passes.');
    await page.screenshot({ path: `test-results/companion-nuclear-count-${scheme}.png` });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
  });
