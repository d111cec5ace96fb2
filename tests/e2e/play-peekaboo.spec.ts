/*
 * Peekaboo's play page through its board (src/components/play/peekaboo/):
 * the guided round played by pressing the board's own dice and buttons, a
 * whole practice game by keyboard on the board, axe mid-game and at the end
 * in both themes, and 390 px without page overflow. Expected figures come
 * from the engine, run here in Node on the page's own record (its link).
 */
import { mkdirSync } from 'node:fs';
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { MODEL } from '../../src/engine/play/peekaboo.ts';
import { optionsFromJson } from '../../src/engine/play/options.ts';
import { AXE_TAGS, BASE, waitForHydration, watchPage } from './helpers.ts';

test.use({ reducedMotion: 'reduce' });

const PATH = `${BASE}games/peekaboo/play/`;
const SHOTS = '/work/notes/shots-13';
/** A short game: three players, two rounds, the computer playing at random (seed 11). */
const PRACTICE = `${PATH}?pl-seed=11&pl-level=random&pl-players=3&pl-rounds=2`;

const guided = (page: Page) => page.locator('.play-guided');
const table = (page: Page) => page.locator('.play-practice');
const board = (scope: Locator) => scope.locator('.pk-board');

/** The game a link holds, replayed in Node straight through the model (not the page's code). */
function replay(href: string) {
  const q = new URL(href, 'http://x').searchParams;
  const raw: Record<string, unknown> = {};
  for (const spec of MODEL.options) {
    const v = q.get(`pl-${spec.name}`);
    if (v !== null) raw[spec.name] = spec.kind === 'int' ? Number(v) : v;
  }
  const options = optionsFromJson(MODEL.options, raw);
  if (!options.ok) throw new Error(options.error.message);
  let state = MODEL.newGame(options.value, Number(q.get('pl-seed')));
  for (const token of (q.get('pl-moves') ?? '').split('.').filter((x) => x !== '')) {
    const seat = MODEL.toAct(state);
    if (seat === null) throw new Error('moves after the end');
    const next = MODEL.play(state, { seat, move: MODEL.legalMoves(state, seat)[parseInt(token, 36)]! });
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

async function axeClean(page: Page, when: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const result = await new AxeBuilder({ page }).withTags([...AXE_TAGS, 'best-practice']).analyze();
    expect(result.violations, `${when}, ${scheme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

/** Whether keyboard focus is on a control of the practice table's board. */
const focusOnBoard = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el !== null && el.closest('.play-practice .pk-board') !== null && (el.tagName === 'BUTTON' || el.tagName === 'SELECT');
  });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
const focusedPressed = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed') ?? null);

async function tabToBoard(page: Page) {
  for (let i = 0; i < 80 && !(await focusOnBoard(page)); i++) await page.keyboard.press('Tab');
  expect(await focusOnBoard(page), 'Tab reaches a control on the board').toBe(true);
}

test('the guided round, played on the board: ante, roll all, hold the six, raise, next ante', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(PATH);
  await waitForHydration(page);
  const g = guided(page);
  const b = board(g);
  await expect(g.locator('.play-step-count')).toHaveText('Step 1 of 5');

  // A wrong move, made on the board, is explained and the step stays.
  await b.getByRole('button', { name: 'Sit this round out' }).click();
  await expect(g.getByRole('alert')).toContainText('not this time');
  await expect(g.locator('.play-step-count')).toHaveText('Step 1 of 5');

  await b.getByRole('button', { name: 'Pay the 1-chip ante' }).click();
  await expect(g.locator('.play-step-count')).toHaveText('Step 2 of 5');
  await expect(b.getByText('Peekers, only you see them: six, six.')).toBeAttached();
  await b.getByRole('button', { name: 'Roll all 3 dice' }).click();

  await expect(g.locator('.play-step-count')).toHaveText('Step 3 of 5');
  const six = b.getByRole('button', { name: 'Hold die 1: six' });
  await expect(six).toHaveAttribute('aria-pressed', 'false');
  await six.click();
  await expect(six).toHaveAttribute('aria-pressed', 'true');
  await b.getByRole('button', { name: 'Roll 2 dice' }).click();

  await expect(g.locator('.play-step-count')).toHaveText('Step 4 of 5');
  await b.getByRole('button', { name: 'Raise by 2 chips' }).click();

  await expect(g.locator('.play-step-count')).toHaveText('Step 5 of 5');
  await expect(b.locator('.pk-last')).toContainText('Round 1: You took the 20-chip pot with three of a kind');
  await b.getByRole('button', { name: 'Pay the 1-chip ante' }).click();

  await expect(g.getByRole('heading', { name: 'Round over' })).toBeVisible();
  await expect(g).toContainText('You know enough to play.');
  expect(watch.errors).toEqual([]);
});

test("a whole practice game by keyboard on the board ends with the engine's scores", async ({ page }) => {
  test.setTimeout(180_000);
  const watch = await watchPage(page);
  await page.goto(PRACTICE);
  await waitForHydration(page);
  const t = table(page);
  const turn = t.locator('.play-turn');
  await table(page).getByRole('heading', { name: 'Practice table' }).focus();
  let checkedMidGame = false;
  let holds = 0;
  for (let i = 0; i < 200; i++) {
    await expect(turn).toContainText(/Your turn|The game is over/, { timeout: 20_000 });
    if ((await turn.textContent())?.includes('The game is over') === true) break;
    await tabToBoard(page);
    if ((await focusedPressed(page)) !== null) {
      // A looker: hold it with Space, then Tab to Roll (or Stand) and press Enter.
      if ((await focusedPressed(page)) === 'false') {
        await page.keyboard.press('Space');
        holds++;
      }
      for (let k = 0; k < 8 && !/^(Roll|Stand)/u.test(await focusedText(page)); k++) await page.keyboard.press('Tab');
      expect(await focusedText(page)).toMatch(/^(Roll|Stand)/u);
    }
    if (!checkedMidGame && (await board(t).locator('.pk-die-btn').count()) > 0) {
      await axeClean(page, 'mid-game, holding dice');
      await board(t).screenshot({ path: `${SHOTS}/peekaboo-1280.png` });
      checkedMidGame = true;
    }
    await page.keyboard.press('Enter');
  }
  await expect(t.getByRole('heading', { name: 'Game over' })).toBeVisible();
  expect(checkedMidGame, 'the game had a roll to check mid-game').toBe(true);
  expect(holds, 'dice were held by keyboard').toBeGreaterThan(0);
  const href = (await t.getByRole('link', { name: 'Link to this position' }).getAttribute('href')) ?? '';
  const outcome = MODEL.outcome(replay(href));
  expect(outcome, 'the link replays to a finished game').not.toBeNull();
  expect((await t.locator('.play-score').allInnerTexts()).map(Number)).toEqual([...outcome!.scores]);
  // The board shows the same chips.
  for (const [seat, score] of outcome!.scores.entries())
    await expect(
      board(t)
        .locator('.pk-seat', { hasText: `Player ${seat + 1}` })
        .locator('.pk-chips'),
    ).toContainText(`${score} chip`);
  await axeClean(page, 'game over');
  expect(watch.errors).toEqual([]);
});

test('390 px: no page overflow, mid-round and in the guided round; screenshot', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Mid-round: the player's roll in the first round of the short game.
  await page.goto(PRACTICE);
  await waitForHydration(page);
  const t = table(page);
  for (let i = 0; i < 20 && (await board(t).locator('.pk-die-btn').count()) === 0; i++) {
    await expect(t.locator('.play-turn')).toContainText(/Your turn|The game is over/, { timeout: 20_000 });
    if ((await board(t).locator('.pk-die-btn').count()) > 0) break;
    await board(t).locator('.pk-actions button').first().click();
  }
  await expect(board(t).locator('.pk-die-btn').first()).toBeVisible();
  await board(t).locator('.pk-die-btn').first().click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await board(t).screenshot({ path: `${SHOTS}/peekaboo-390.png` });
  await page.goto(PATH);
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
