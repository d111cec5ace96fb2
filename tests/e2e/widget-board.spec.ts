/*
 * The Poker's Wild! adjacency scorer, in Chromium: a new user's main path by
 * keyboard and pointer, hostile URLs, and axe on a non-default state.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { BASE, AXE_TAGS, waitForHydration, watchPage } from './helpers.ts';

test.describe.configure({ timeout: 60_000 });

const PAGE = `${BASE}games/pokers-wild/`;
const scorer = (page: Page) => page.locator('.pw-scorer');
const square = (page: Page, row: number, col: number) =>
  scorer(page).getByRole('button', { name: new RegExp(`^row ${row}, column ${col},`) });
const live = (page: Page) => scorer(page).locator('[aria-live="polite"]');

test('place cards, play one, see the score, the run and why another run does not count, then Best move', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  const s = scorer(page);
  await s.scrollIntoViewIfNeeded();

  // Place the 5 of clubs at row 4, column 5 (between 4♣'s square and the queen) by keyboard.
  await s.getByRole('radio', { name: 'Place a card' }).check();
  const field = s.getByLabel('Card to place or play');
  await field.fill('5c');
  await square(page, 4, 5).click();
  await expect(live(page)).toContainText('Placed the 5 of clubs at row 4, column 5');
  await expect(square(page, 4, 5)).toHaveAccessibleName(/row 4, column 5, 5 of clubs/);

  // Another card with the keyboard only: focus the grid, move with arrows, press Enter.
  await field.fill('6d');
  await square(page, 4, 5).focus();
  await page.keyboard.press('ArrowUp');
  await expect(square(page, 3, 5)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(square(page, 3, 5)).toHaveAccessibleName(/6 of diamonds/);

  // Mark a wild space, then unmark it.
  await s.getByRole('radio', { name: 'Mark a wild space' }).check();
  await square(page, 7, 1).click();
  await expect(square(page, 7, 1)).toHaveAccessibleName(/wild space/);
  await square(page, 7, 1).click();
  await expect(square(page, 7, 1)).toHaveAccessibleName(/empty/);

  // Play the 4 of clubs at row 4, column 4: a run 7♥ 4♣ 5♣ ... and the pair of fours down.
  await s.getByRole('radio', { name: 'Play a card' }).check();
  await field.fill('4c');
  await square(page, 4, 4).click();
  await expect(live(page)).toContainText('Playing the 4 of clubs at row 4, column 4 scores 1 point: one pair down');
  await expect(s.getByText(/^Score:/)).toContainText('1 point');
  await expect(square(page, 3, 4)).toHaveAccessibleName(/in the scoring run/);
  await expect(square(page, 4, 4)).toHaveAccessibleName(/chosen square.*in the scoring run/);
  await expect(square(page, 4, 1)).not.toHaveAccessibleName(/in the scoring run/);
  await expect(square(page, 5, 1)).toHaveAccessibleName(/legal/);
  await expect(s.getByRole('heading', { name: "Why other runs don't count" })).toBeVisible();
  await expect(s.getByText(/Three sevens across .* does not use your card/)).toBeVisible();

  // An illegal square says why.
  await square(page, 1, 1).click();
  await expect(live(page)).toContainText('not allowed');

  // Best move from a hand of five: the joker makes four sevens.
  await s.getByLabel('Your hand (up to five cards)').fill('Kh 9c 4d X 2s');
  await s.getByRole('button', { name: 'Best move' }).click();
  await expect(live(page)).toContainText(
    'Best move: play the joker at row 4, column 4. It scores 7 points: four of a kind across, row 4, column 1 to row 4, column 5.',
  );
  // Said once: no second sentence repeats the play.
  await expect(live(page)).not.toContainText('Playing the joker');
  await expect(square(page, 4, 1)).toHaveAccessibleName(/in the scoring run/);
  // Typing a new card clears the Best move sentence: the live text is the new play's score alone.
  await field.fill('Kh');
  await expect(live(page)).not.toContainText('Best move');
  await expect(live(page)).toContainText('Playing the king of hearts at row 4, column 4 scores');
  await field.fill('X');
  await expect(page).toHaveURL(/pw-card=X/);

  // The state is in the URL: a reload keeps the board.
  await page.waitForTimeout(300);
  await page.reload();
  await waitForHydration(page);
  await expect(square(page, 4, 5)).toHaveAccessibleName(/5 of clubs/);
  expect(watch.errors).toEqual([]);
  expect(watch.offsite).toEqual([]);
});

test('Best move on the example board: the row that scores is not blamed under "Why other runs don\'t count"', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const s = scorer(page);
  await s.getByRole('button', { name: 'Best move' }).click();
  await expect(live(page)).toHaveText(
    'Best move: play the joker at row 4, column 4. It scores 7 points: four of a kind across, row 4, column 1 to row 4, column 4.',
  );
  const why = s.getByRole('heading', { name: "Why other runs don't count" }).locator('xpath=following-sibling::ul[1]');
  await expect(why).toContainText('The row that scores stops at the empty space at row 4, column 5');
  await expect(why).not.toContainText('Your row is broken');
});

test('a joker on the board fits its square, marked by a symbol the legend explains', async ({ page }) => {
  await page.goto(`${PAGE}?pw-cards=41-7s~42-7d~43-7h~34-4h~46-Qc~44-X`);
  await waitForHydration(page);
  const joker = square(page, 4, 4);
  await expect(joker).toHaveAccessibleName(/row 4, column 4, joker/);
  await expect(joker).toHaveText('★');
  // One line of text: the square is as tall as it was drawn, nothing wraps ("Joke/r").
  const fits = await joker.evaluate((b) => b.scrollHeight <= b.clientHeight + 1 && b.scrollWidth <= b.clientWidth + 1);
  expect(fits).toBe(true);
  await expect(scorer(page).locator('.pw-legend')).toContainText('★ joker');
});

test('score a line: points by category, no winner and no kickers', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Try it: judge a hand' })).toHaveCount(0);
  await expect(page.locator('.w-hand-ranker')).toHaveCount(0);
  const line = page.locator('.pw-line');
  await line.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  const field = line.getByRole('textbox', { name: 'A line of cards' });
  await expect(line.locator('.w-verdict')).toHaveText('Three of a kind (three sevens): 3 points.');
  await expect(line).toContainText('The joker plays as the seven of spades (7♠).');
  await field.fill('X 7h 7d 2c 2d');
  await expect(line.locator('.w-verdict')).toHaveText('Full house (a full house, sevens full of twos): 6 points.');
  await field.fill('2c 9d');
  await expect(line.locator('.w-verdict')).toHaveText('No scoring hand: this line scores 0 points.');
  await field.fill('As Ks Qs Js Ts 9s');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(line.locator('.w-error')).toHaveText('The line has 6 cards; it takes 2 to 5 cards.');
  await expect(line).not.toContainText(/wins|kicker/);
  expect(watch.errors).toEqual([]);
});

const hostile: Array<[string, RegExp]> = [
  ['pw-cards=garbage&pw-mode=zzz', /Ignored pw-cards=.*Ignored pw-mode=/s],
  ['pw-cards=43-7h~44-7h~46-Qc', /7h is on the board twice/],
  ['pw-card=%3Cscript%3Ealert(1)%3C%2Fscript%3E&pw-at=99', /Ignored pw-card=.*<script>/s],
  ['pw-hand=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', /Ignored pw-hand=/],
];
for (const [query, note] of hostile) {
  test(`hostile URL falls back with a note: ${query}`, async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto(`${PAGE}?${query}`);
    await waitForHydration(page);
    const notes = scorer(page).getByRole('note');
    await expect(notes).toContainText(note);
    // The example board is back, and nothing from the URL became markup.
    await expect(square(page, 4, 3)).toHaveAccessibleName(/7 of hearts/);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => [...document.scripts].some((el) => el.textContent.includes('alert(1)')))).toBe(false);
    expect(watch.errors).toEqual([]);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe, ${scheme}: the scorer after Best move`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${PAGE}?pw-cards=41-7s~42-7d~43-7h~34-4h~46-Qc~45-X&pw-mode=play&pw-at=44&pw-wild=24~65~71`);
    await waitForHydration(page);
    await scorer(page).getByRole('button', { name: 'Best move' }).click();
    await expect(live(page)).toContainText('Best move');
    const { violations } = await new AxeBuilder({ page }).include('.pw-widget').withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}
