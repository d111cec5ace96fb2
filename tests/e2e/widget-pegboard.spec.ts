/*
 * The Bluff 'N' Peg bluffing-zone scorer, in Chromium: walk a hand with a
 * double and a fold, hostile URLs, and axe.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { BASE, AXE_TAGS, waitForHydration, watchPage } from './helpers.ts';

test.describe.configure({ timeout: 60_000 });

const PAGE = `${BASE}games/bluff-n-peg/`;
const scorer = (page: Page) => page.locator('.bp-scorer');
const live = (page: Page) => scorer(page).locator('[aria-live="polite"]');

async function step(page: Page, who: number, what: string, cards?: number) {
  const s = scorer(page);
  await s.getByLabel('Who', { exact: true }).selectOption(`Player ${who}`);
  await s.getByLabel('What', { exact: true }).selectOption(what);
  if (cards !== undefined) await s.getByLabel('Number of cards').fill(String(cards));
  await s.getByRole('button', { name: 'Add step' }).click();
}

test('walk a hand with a double and a fold: the pegs move', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  const s = scorer(page);
  await s.scrollIntoViewIfNeeded();

  await s.getByLabel('Players').selectOption('3');
  await s.getByRole('button', { name: 'Start the hand over' }).click();
  await expect(s.getByText('No steps yet: add what each player does, in order.')).toBeVisible();

  // Nine cards is refused with the reason; it is never turned into five.
  await step(page, 1, 'lays cards face up', 9);
  await expect(live(page)).toContainText(`Can't add "Player 1 lays cards": a hand has 5 cards, so a player lays 1 to 5 at a time, not 9.`);
  await expect(s.getByLabel('Number of cards')).toHaveAttribute('aria-invalid', 'true');
  await expect(s.getByText('No steps yet: add what each player does, in order.')).toBeVisible();
  await step(page, 1, 'lays cards face up', 3);
  await step(page, 2, 'lays cards face up', 2);
  // A double on a second card is refused, with the reason.
  await step(page, 2, 'declares double or fold');
  await expect(live(page)).toContainText(`Can't add "Player 2 declares double or fold"`);
  await step(page, 3, 'lays cards face up', 1);
  await step(page, 2, 'lays cards face up', 1);
  await step(page, 2, 'declares double or fold');
  await expect(live(page)).toContainText('Added: Player 2 declares double or fold.');
  await step(page, 1, 'accepts the double');
  await step(page, 3, 'folds');
  await expect(s.getByRole('row', { name: /Player 3 folds 2X/ })).toBeVisible();

  // The fold disables player 3 as a winner; player 1 wins at 2X.
  await expect(s.getByRole('checkbox', { name: /Player 3/ })).toBeDisabled();
  // A refused step's message does not outlive the next scoring.
  await step(page, 2, 'accepts the double');
  await expect(live(page)).toContainText("Can't add");
  await s.getByRole('checkbox', { name: 'Player 1' }).check();
  await expect(live(page)).toContainText('Hand scored. The bluffing peg ended at 2X.');
  await expect(live(page)).not.toContainText("Can't add");
  const moves = s.getByRole('table', { name: 'Peg moves this hand' });
  await expect(moves.getByRole('row', { name: /Player 1 won 3 \+10 start 10/ })).toBeVisible();
  await expect(moves.getByRole('row', { name: /Player 2 lost 3 −6 start last chance 1/ })).toBeVisible();
  await expect(moves.getByRole('row', { name: /Player 3 folded 1 −1 start last chance 1/ })).toBeVisible();
  // No hole is shown as a negative number, in the table or on the board.
  await expect(moves).not.toContainText(/-\d/);
  await expect(s.locator('svg.bp-board')).not.toContainText(/-\d/);
  // Start pegs are chosen by name.
  await s.getByLabel('Player 3 peg at start').selectOption('Last-chance hole 2');
  await expect(moves.getByRole('row', { name: /Player 3 folded 1 −1 last chance 2 last chance 3/ })).toBeVisible();
  await expect(s.getByRole('img', { name: /bluffing peg ends at 2X/ })).toBeVisible();

  // Undo by keyboard.
  await s.getByRole('button', { name: 'Undo last step' }).focus();
  await page.keyboard.press('Enter');
  await expect(live(page)).toContainText('Removed the last step.');
  await expect(live(page)).toContainText('Not scored yet');
  expect(watch.errors).toEqual([]);
});

const hostile: Array<[string, RegExp]> = [
  ['bp-events=garbage', /Ignored bp-events=.*write a step/s],
  ['bp-events=L1.3~D1~D1', /Ignored bp-events: step 3/],
  ['bp-players=%3Cscript%3Ealert(1)%3C%2Fscript%3E&bp-start=500', /Ignored bp-players=.*<script>.*Ignored bp-start=/s],
  ['bp-players=4&bp-start=0~0', /Ignored bp-start: it gives 2 pegs for 4 players/],
];
for (const [query, note] of hostile) {
  test(`hostile URL falls back with a note: ${query}`, async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto(`${PAGE}?${query}`);
    await waitForHydration(page);
    await expect(scorer(page).getByRole('note')).toContainText(note);
    expect(await page.evaluate(() => [...document.scripts].some((el) => el.textContent.includes('alert(1)')))).toBe(false);
    expect(watch.errors).toEqual([]);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe, ${scheme}: a four-player hand ending the game`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${PAGE}?bp-players=4&bp-start=55~0~-3~5&bp-events=L1.3~D1~A2~F3~F4~L2.2~L1.2&bp-won=1`);
    await waitForHydration(page);
    await expect(live(page)).toContainText('Game over: player 1 wins');
    const { violations } = await new AxeBuilder({ page }).include('.bp-widget').withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}
