/*
 * Nina's Five's play page through its board (src/components/games/ninas-five/):
 * the guided round and a whole practice game played on the table itself (the
 * hand's cards, the joker's naming list, the peekaboo swap and Pass), never
 * through the shell's move list. Keys only: each control is given focus and
 * activated with Enter or Space (no mouse click). The expected scores come
 * from the engine, run here in Node on the record the page's link holds.
 */
import { test, expect, type Locator } from '@playwright/test';
import { RULES } from '../../src/engine/games/ninas-five/rules.ts';
import { NINAS_FIVE_TUTORIAL } from '../../src/engine/games/ninas-five/tutorial.ts';
import { BASE, waitForHydration, watchPage } from './helpers.ts';
import {
  axeClean,
  fitsPhone,
  guided,
  linkHref,
  moveCount,
  noSidewaysScroll,
  practice,
  press,
  replayLink,
  waitForTurnOrEnd,
} from './play-helpers.ts';

test.use({ reducedMotion: 'reduce' });

const PAGE = `${BASE}games/ninas-five/play/`;
/** A short game (first to 2 tricks, at most 3), random computer players, a fixed deal. */
const PRACTICE = `${PAGE}?pl-seed=11&pl-level=random&pl-tricksToWin=2&pl-trickLimit=3`;

const board = (scope: Locator) => scope.locator('.nf-board');

test('the guided round is played on the table: a card, the peekaboo swap, a named joker; a wrong card is explained', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  const g = guided(page);
  const table = board(g);
  const steps = NINAS_FIVE_TUTORIAL.steps;

  // Step 1: a wrong card first (the 2♥), explained, and the step stays.
  await press(table.getByRole('button', { name: 'Lay 2♥' }));
  await expect(g.getByRole('alert')).toContainText(steps[0]!.wrong);
  await expect(table.getByRole('button', { name: 'Lay A♦' })).toBeVisible();
  await press(table.getByRole('button', { name: 'Lay A♦' }));
  // The pressed card leaves the hand; the keyboard stays on the table (the next step's first control).
  await expect(table.getByRole('button', { name: "Peekaboo: swap out East's 8♥" })).toBeVisible();
  await expect(table.locator('button:focus')).toHaveCount(1);

  // Step 2: the peekaboo swap, on East's 8♥ itself.
  await press(table.getByRole('button', { name: "Peekaboo: swap out East's 8♥" }));

  // Step 3: the joker, named in its list (moved to by the keyboard), then laid.
  await press(table.getByRole('button', { name: /^Lay the joker: name it first/u }));
  const naming = table.getByLabel('Name the joker as');
  await expect(naming).toBeFocused();
  await naming.selectOption({ label: '9♦' });
  await page.keyboard.press('Tab');
  await expect(table.getByRole('button', { name: 'Lay the joker as 9♦' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Step 4: any card starts trick 2.
  await press(table.getByRole('button', { name: 'Lay 2♥' }));
  await expect(g).toContainText('You know enough to play');
  expect(watch.errors).toEqual([]);
});

test('a whole practice game by keyboard on the table ends with the engine’s scores; axe and 390 px along the way', async ({ page }) => {
  test.setTimeout(180_000);
  const watch = await watchPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PRACTICE);
  await waitForHydration(page);
  const table = board(practice(page));
  let jokers = 0;
  let swaps = 0;
  let checkedMid = false;
  for (let turn = 0; turn < 200; turn++) {
    if (await waitForTurnOrEnd(page)) break;
    if (!checkedMid && turn >= 3) {
      checkedMid = true;
      await fitsPhone(page);
      await table.screenshot({ path: test.info().outputPath('ninas-five-390.png') });
      await axeClean(page, 'mid-game');
    }
    const before = await moveCount(page);
    // The board's move controls now (pressed-state toggles excluded), one chosen by turn.
    const controls = table.locator('button:not([aria-pressed])');
    const n = await controls.count();
    expect(n, 'the board offers a move at my turn').toBeGreaterThan(0);
    const control = controls.nth(turn % n);
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    await press(control);
    if (name.startsWith('Lay the joker')) {
      jokers++;
      await expect(table.getByLabel('Name the joker as')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await expect(table.getByRole('button', { name: /^Lay the joker as/u })).toBeFocused();
      await page.keyboard.press('Enter');
    }
    if (name.startsWith('Peekaboo')) swaps++;
    await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
  }
  await expect(practice(page).getByRole('heading', { name: 'Game over' })).toBeVisible();
  const outcome = RULES.outcome(replayLink(RULES, await linkHref(page)).state);
  expect(outcome, 'the link replays to a finished game').not.toBeNull();
  expect((await practice(page).locator('.play-score').allInnerTexts()).map(Number)).toEqual([...outcome!.scores]);
  // At the end every hand is face up on the board, and the score on the table agrees.
  await expect(table.locator('.nf-score')).toContainText(`North–South ${outcome!.scores[0]}`);
  await expect(table.locator('.nf-score')).toContainText(`East–West ${outcome!.scores[1]}`);
  await expect(table.locator('.nf-held').first()).toContainText('Hand:');
  await axeClean(page, 'game over');
  await fitsPhone(page);
  expect(watch.errors).toEqual([]);
  test.info().annotations.push({ type: 'moves', description: `jokers named ${jokers}, peekaboo swaps ${swaps}` });
});

test('one round at 1280 px: no sideways scrolling (and a screenshot in the test output)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PRACTICE);
  await waitForHydration(page);
  await waitForTurnOrEnd(page);
  const table = board(practice(page));
  await press(table.locator('button').first());
  await waitForTurnOrEnd(page);
  await table.screenshot({ path: test.info().outputPath('ninas-five-1280.png') });
  await noSidewaysScroll(page);
});
