/*
 * Nina's Five's play page through its board (src/components/play/ninas-five/):
 * the guided round and a whole practice game played on the table itself (the
 * hand's cards, the joker's naming list, the peekaboo swap and Pass), never
 * through the shell's move list. Keys only: each control is given focus and
 * activated with Enter or Space (no mouse click). The expected scores come
 * from the engine, run here in Node on the record the page's link holds.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { MODEL } from '../../src/engine/play/ninas-five.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import type { NfMove, NfState } from '../../src/engine/play/ninas-five-state.ts';
import { NINAS_FIVE_TUTORIAL } from '../../src/engine/tutorial/ninas-five.ts';
import { AXE_TAGS, BASE, waitForHydration, watchPage } from './helpers.ts';

test.use({ reducedMotion: 'reduce' });

const PAGE = `${BASE}games/ninas-five/play/`;
const SHOTS = '/work/notes/shots-13';
/** A short game (first to 2 tricks, at most 3), random computer players, a fixed deal. */
const PRACTICE = `${PAGE}?pl-seed=11&pl-level=random&pl-tricksToWin=2&pl-trickLimit=3`;

const guided = (page: Page) => page.locator('.play-guided');
const practice = (page: Page) => page.locator('.play-practice');
const board = (scope: Locator) => scope.locator('.nf-board');

/** Keyboard activation: focus the control, press Enter. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await expect(control).toBeFocused();
  await control.press(key);
}

/** The move count the practice table reports ("…, move 12."). */
async function moveCount(page: Page): Promise<number> {
  const text = (await practice(page).locator('.play-turn').innerText()) || '';
  return Number(/move (\d+)/u.exec(text)?.[1] ?? -1);
}

async function waitForTurnOrEnd(page: Page) {
  await expect(practice(page).locator('.play-turn')).toContainText(/Your turn|The game is over/u, { timeout: 20_000 });
}

/** Replays the page's own link in Node, straight through the model. */
function replay(href: string): NfState {
  const q = new URL(href, 'http://x').searchParams;
  const options = {
    ...defaultOptions(MODEL.options),
    tricksToWin: Number(q.get('pl-tricksToWin')),
    trickLimit: Number(q.get('pl-trickLimit')),
  };
  let s = MODEL.newGame(options, Number(q.get('pl-seed')));
  for (const token of (q.get('pl-moves') ?? '').split('.').filter((x) => x !== '')) {
    const seat = MODEL.toAct(s);
    if (seat === null) throw new Error('moves after the end');
    const move = MODEL.legalMoves(s, seat)[parseInt(token, 36)];
    const next = MODEL.play(s, { seat, move: move as NfMove });
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

/**
 * The page at 390 px has no sideways scrolling with the shell's move lists closed. (An open move list's
 * <select> is as wide as its longest move and widens the page on its own: a shell matter, reported.)
 */
async function fitsPhone(page: Page) {
  const open = page.locator('details.play-moves[open] > summary');
  for (let i = 0; i < 4 && (await open.count()) > 0; i++) await press(open.first());
  await expect(page.locator('details.play-moves[open]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling at 390 px').toBeLessThanOrEqual(390);
}

async function axe(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

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
    await waitForTurnOrEnd(page);
    if (await practice(page).getByRole('heading', { name: 'Game over' }).isVisible()) break;
    if (!checkedMid && turn >= 3) {
      checkedMid = true;
      await fitsPhone(page);
      mkdirSync(SHOTS, { recursive: true });
      await table.screenshot({ path: `${SHOTS}/ninas-five-390.png` });
      await axe(page, 'light');
      await axe(page, 'dark');
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
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
  const href = (await practice(page).getByRole('link', { name: 'Link to this position' }).getAttribute('href')) ?? '';
  const outcome = MODEL.outcome(replay(href));
  expect(outcome, 'the link replays to a finished game').not.toBeNull();
  expect((await practice(page).locator('.play-score').allInnerTexts()).map(Number)).toEqual([...outcome!.scores]);
  // At the end every hand is face up on the board, and the score on the table agrees.
  await expect(table.locator('.nf-score')).toContainText(`North–South ${outcome!.scores[0]}`);
  await expect(table.locator('.nf-score')).toContainText(`East–West ${outcome!.scores[1]}`);
  await expect(table.locator('.nf-held').first()).toContainText('Hand:');
  await axe(page, 'light');
  await axe(page, 'dark');
  await fitsPhone(page);
  expect(watch.errors).toEqual([]);
  test.info().annotations.push({ type: 'moves', description: `jokers named ${jokers}, peekaboo swaps ${swaps}` });
});

test('one round at 1280 px, for the screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PRACTICE);
  await waitForHydration(page);
  await waitForTurnOrEnd(page);
  const table = board(practice(page));
  await press(table.locator('button').first());
  await waitForTurnOrEnd(page);
  mkdirSync(SHOTS, { recursive: true });
  await table.screenshot({ path: `${SHOTS}/ninas-five-1280.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});
