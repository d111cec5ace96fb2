/*
 * The Nuclear Annihilation Hold'em vote-threshold calculator, in Chromium:
 * the main path, hostile URLs, and axe on a non-default state.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { BASE, AXE_TAGS, waitForHydration, watchPage } from './helpers.ts';

test.describe.configure({ timeout: 60_000 });

const PAGE = `${BASE}games/nuclear-holdem/`;
const calc = (page: Page) => page.locator('.nv-calc');
const verdict = (page: Page) => calc(page).locator('[aria-live="polite"]');

test('five players: the disarm vote flips at the threshold, launch too, and roles name the winners', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  const c = calc(page);
  await c.scrollIntoViewIfNeeded();

  await c.getByLabel('Number of players').selectOption('5');
  for (const [seat, vote] of [
    [1, 'for'],
    [2, 'for'],
    [3, 'for'],
    [4, 'for'],
    [5, 'against'],
  ] as const) {
    await c.getByLabel(`Player ${seat} vote`).selectOption(vote);
  }
  await c.getByRole('radio', { name: 'Disarm' }).check();
  await expect(c.getByText('Rule: a disarmament passes unless two or more players vote against it.')).toBeVisible();
  await expect(verdict(page)).toContainText('The disarm vote passes: 4 for, 1 against.');
  await expect(verdict(page)).toContainText('The "against" side is 1 vote short of stopping it.');

  // One more against: the threshold is crossed and it fails.
  await c.getByLabel('Player 4 vote').selectOption('against');
  await expect(verdict(page)).toContainText('The disarm vote fails: 3 for, 2 against.');
  await expect(verdict(page)).toContainText('The "for" side is 1 vote short of passing it.');

  // Launch at 3-2 fails (needs two more for than against); 4-1 passes.
  await c.getByRole('radio', { name: 'Launch' }).check();
  await expect(c.getByText(/^Rule: a launch passes only with at least two more votes for/)).toBeVisible();
  await expect(verdict(page)).toContainText('The launch vote fails: 3 for, 2 against.');
  await c.getByLabel('Player 4 vote').selectOption('for');
  await expect(verdict(page)).toContainText('The launch vote passes: 4 for, 1 against.');

  // Roles: the kings and jacks who voted for the launch win.
  await expect(verdict(page)).toContainText("Choose every player's role");
  for (const [seat, role] of [
    [1, 'king'],
    [2, 'jack'],
    [3, 'queen'],
    [4, 'queen'],
    [5, 'joker'],
  ] as const) {
    await c.getByLabel(`Player ${seat} role`).selectOption(role);
  }
  await expect(verdict(page)).toContainText('Winners: player 1 (king), player 2 (jack).');

  // By keyboard: six players, the table grows.
  await c.getByLabel('Number of players').focus();
  await page.keyboard.press('ArrowDown');
  await expect(c.getByLabel('Player 6 vote')).toBeVisible();
  await expect(page).toHaveURL(/nv-players=6/);
  expect(watch.errors).toEqual([]);
});

const hostile: Array<[string, RegExp]> = [
  ['nv-players=99&nv-kind=nuke', /Ignored nv-players="99": must be from 4 to 6.*Ignored nv-kind="nuke"/s],
  ['nv-votes=%3Cscript%3Ealert(1)%3C%2Fscript%3E', /Ignored nv-votes=.*<script>/s],
  ['nv-players=5&nv-votes=ff', /nv-votes has 2 ballots for 5 players/],
  ['nv-roles=kkkkkkkkkkkkkk&nv-players=abc', /Ignored nv-players=.*Ignored nv-roles=/s],
];
for (const [query, note] of hostile) {
  test(`hostile URL falls back with a note: ${query}`, async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto(`${PAGE}?${query}`);
    await waitForHydration(page);
    await expect(calc(page).getByRole('note')).toContainText(note);
    await expect(verdict(page)).toContainText(/The disarm vote (passes|fails)/);
    expect(await page.evaluate(() => [...document.scripts].some((el) => el.textContent.includes('alert(1)')))).toBe(false);
    expect(watch.errors).toEqual([]);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe, ${scheme}: the calculator with six players, roles and a failed launch`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${PAGE}?nv-players=6&nv-kind=launch&nv-votes=fffaaa&nv-roles=kqjx-q`);
    await waitForHydration(page);
    await expect(verdict(page)).toContainText('The launch vote fails: 3 for, 3 against.');
    const { violations } = await new AxeBuilder({ page }).include('.nv-widget').withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}
