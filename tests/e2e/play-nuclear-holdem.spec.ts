/*
 * Nuclear Annihilation Hold'em's play page through its board
 * (src/components/games/nuclear-holdem/): the guided round and a whole
 * practice game played on the table itself (state tiles, hole cards, the
 * phase's buttons, the commanders' rows), never through the shell's move list.
 * Keys only: each control is given focus and activated with Enter, and the big
 * board is walked with the arrow keys. The expected scores come from the
 * engine, run here in Node on the record the page's link holds.
 */
import { test, expect, type Locator } from '@playwright/test';
import { RULES } from '../../src/engine/games/nuclear-holdem/rules.ts';
import { US_STATES } from '../../src/engine/games/nuclear-holdem/us-states.ts';
import { NUCLEAR_HOLDEM_TUTORIAL } from '../../src/engine/games/nuclear-holdem/tutorial.ts';
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

const PAGE = `${BASE}games/nuclear-holdem/play/`;
/** A short game (four players, at most two rounds), random computer players, a fixed deal. */
const PRACTICE = `${PAGE}?pl-seed=11&pl-level=random&pl-players=4&pl-roundLimit=2`;

const board = (scope: Locator) => scope.locator('.nh-board');

test('the guided round is played on the table: a home on the big board, a kept hand, a reveal, a background check; a wrong move is explained', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  const g = guided(page);
  const table = board(g);
  const steps = NUCLEAR_HOLDEM_TUTORIAL.steps;

  // Home: the big board is one tab stop; the arrow keys walk it to Louisiana.
  const first = table.locator('.nh-tiles button[tabindex="0"]');
  await press(first, 'Home');
  await expect(table.getByRole('button', { name: 'Home: Alabama' })).toBeFocused();
  const la = US_STATES.findIndex((s) => s.postal === 'LA');
  for (let i = 0; i < la; i++) await page.keyboard.press('ArrowRight');
  await expect(table.getByRole('button', { name: 'Home: Louisiana' })).toBeFocused();
  await page.keyboard.press('Enter');

  await press(table.getByRole('button', { name: 'Keep my cards' }));

  // Showdown: folding is wrong here, and the page says why; the step stays.
  await press(table.getByRole('button', { name: 'Fold' }));
  await expect(g.getByRole('alert')).toContainText(steps[2]!.wrong);
  await press(table.getByRole('button', { name: 'Reveal my hand' }));

  await press(table.getByRole('button', { name: 'Background check on Player 2' }));
  await expect(g).toContainText('You know enough to play');
  expect(watch.errors).toEqual([]);
});

test('a whole practice game by keyboard on the table ends with the engine’s scores; axe and 390 px along the way', async ({ page }) => {
  test.setTimeout(240_000);
  const watch = await watchPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PRACTICE);
  await waitForHydration(page);
  const table = board(practice(page));
  let checkedMid = false;
  const kinds = new Set<string>();
  for (let turn = 0; turn < 400; turn++) {
    if (await waitForTurnOrEnd(page)) break;
    if (!checkedMid && (await table.locator('.nh-tile-btn').count()) === 0 && turn >= 5) {
      checkedMid = true;
      await fitsPhone(page);
      await table.screenshot({ path: test.info().outputPath('nuclear-holdem-390.png') });
      await axeClean(page, 'mid-game');
    }
    const before = await moveCount(page);
    const tiles = table.locator('.nh-tiles button');
    if ((await tiles.count()) > 0) {
      // A home or a crossing: walk the big board with the arrow keys from its one tab stop.
      kinds.add('tile');
      await table.locator('.nh-tiles button[tabindex="0"]').focus();
      for (let i = 0; i < turn % 7; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    } else {
      // Any other move: the board's buttons (pressed-state toggles excluded), one chosen by turn.
      const controls = table.locator('button:not([aria-pressed])');
      const n = await controls.count();
      expect(n, 'the board offers a move at my turn').toBeGreaterThan(0);
      const control = controls.nth(turn % n);
      kinds.add(((await control.getAttribute('aria-label')) ?? (await control.innerText())).split(' ')[0] ?? '');
      await press(control);
    }
    await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
  }
  await expect(practice(page).getByRole('heading', { name: 'Game over' })).toBeVisible();
  const final = replayLink(RULES, await linkHref(page)).state;
  const outcome = RULES.outcome(final);
  expect(outcome, 'the link replays to a finished game').not.toBeNull();
  expect((await practice(page).locator('.play-score').allInnerTexts()).map(Number)).toEqual([...outcome!.scores]);
  // At the end the board shows every commander's role and home.
  await expect(table.locator('.nh-player-role')).toHaveCount(final.n);
  await axeClean(page, 'game over');
  await fitsPhone(page);
  expect(watch.errors).toEqual([]);
  test.info().annotations.push({ type: 'moves', description: [...kinds].join(', ') });
});

test('six moves at 1280 px: no sideways scrolling (and a screenshot in the test output)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PRACTICE);
  await waitForHydration(page);
  await waitForTurnOrEnd(page);
  const table = board(practice(page));
  for (let i = 0; i < 6; i++) {
    const before = await moveCount(page);
    const tile = table.locator('.nh-tiles button[tabindex="0"]');
    await press((await tile.count()) > 0 ? tile : table.locator('button:not([aria-pressed])').first());
    await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
    await waitForTurnOrEnd(page);
  }
  await table.screenshot({ path: test.info().outputPath('nuclear-holdem-1280.png') });
  await noSidewaysScroll(page);
});
