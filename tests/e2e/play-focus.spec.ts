/*
 * Keyboard focus on the four boards that share the keep-focus hook
 * (src/components/play/keep-focus.ts): when a move removes the control that
 * made it, focus stays on the board (on its first usable control once the
 * computer players have moved); focus the player put elsewhere is left there,
 * even when the board redraws. Poker's Wild! is not here: its squares stay on
 * the page, and its whole-game keyboard run (play-pokers-wild.spec.ts) starts
 * each turn from the square it last pressed.
 */
import { test, expect, type Locator } from '@playwright/test';
import type { GameId } from '../../src/engine/ids.ts';
import { BASE, waitForHydration, watchPage } from './helpers.ts';
import { afterEffects, focusOnBoard, focused, moveCount, practice, press, waitForTurnOrEnd } from './play-helpers.ts';

/** The hint is the expert's, searched in the page's worker: a second or two on a busy machine (Nuclear's first move). */
const HINT_MS = 20_000;

test.use({ reducedMotion: 'reduce' });

interface Row {
  readonly id: GameId;
  /** A short practice game with random computer players. */
  readonly query: string;
  /** The board's root element. */
  readonly board: string;
  /** A control, at the player's first turn, whose move takes it off the page. */
  readonly control: (board: Locator) => Locator;
  readonly what: string;
}

const ROWS: readonly Row[] = [
  {
    id: 'ninas-five',
    query: 'pl-seed=11&pl-level=random&pl-tricksToWin=2&pl-trickLimit=3',
    board: '.nf-board',
    control: (b) => b.getByRole('button', { name: /^Lay (?!the joker)/u }).first(),
    what: 'a card laid from the hand',
  },
  {
    id: 'nuclear-holdem',
    query: 'pl-seed=11&pl-level=random&pl-players=4&pl-roundLimit=2',
    board: '.nh-board',
    control: (b) => b.locator('.nh-tiles button[tabindex="0"]'),
    what: 'a home chosen on the big board',
  },
  {
    id: 'peekaboo',
    query: 'pl-seed=11&pl-level=random&pl-players=3&pl-rounds=2',
    board: '.pk-board',
    control: (b) => b.getByRole('button', { name: /^Pay the \d+-chip ante/u }),
    what: 'the ante paid',
  },
  {
    id: 'bluff-n-peg',
    query: 'pl-seed=11&pl-level=random&pl-players=2&pl-track=12&pl-handLimit=3',
    board: '.bp-board',
    control: (b) => b.getByRole('button', { name: 'Keep all five cards' }),
    what: 'all five cards kept',
  },
];

for (const row of ROWS) {
  test(`${row.id}: focus stays on the board after ${row.what} takes its control away, and is left where the player put it`, async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto(`${BASE}games/${row.id}/play/?${row.query}`);
    await waitForHydration(page);
    expect(await waitForTurnOrEnd(page), 'the game is not over before my first turn').toBe(false);
    const board = practice(page).locator(row.board);
    const onBoard = () => focusOnBoard(page, `.play-practice ${row.board}`);

    // Focus on the board, then sent nowhere while its control stays (as a click on plain text or a blur does):
    // a redraw (Hint, pressed without moving focus) leaves it on <body>.
    await board.locator('button').first().focus();
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await practice(page).getByRole('button', { name: 'Hint', exact: true }).dispatchEvent('click');
    await expect(practice(page).locator('.play-hint')).toBeVisible({ timeout: HINT_MS });
    // Focus is on <body> before the redraw too: read it once the redraw's effects (the hook's restore) have run.
    await afterEffects(page);
    expect(await page.evaluate(() => document.activeElement === document.body), 'focus stays on <body>').toBe(true);

    // The move: its control leaves the page, and once it is my turn again a control of the board has focus.
    const control = row.control(board);
    const handle = await control.elementHandle();
    const before = await moveCount(page);
    await press(control);
    await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
    expect(await waitForTurnOrEnd(page), 'the game goes on after one move').toBe(false);
    expect(await handle.evaluate((el) => el.isConnected), 'the control that made the move is gone').toBe(false);
    await expect.poll(onBoard, 'focus is on a control of the board').toBe(true);
    const usable = await page.evaluate(() => {
      const el = document.activeElement as HTMLButtonElement | HTMLSelectElement;
      return el.tabIndex >= 0 && !el.disabled;
    });
    expect(usable, `the focused control is enabled and a tab stop (${(await focused(page)).name})`).toBe(true);

    // Focus the player moves off the board (to Hint) stays there while the board redraws.
    await press(practice(page).getByRole('button', { name: 'Hint', exact: true }));
    await expect(practice(page).locator('.play-hint')).toBeVisible({ timeout: HINT_MS });
    await afterEffects(page); // as above: the hook could only take the focus back in the redraw's effects
    await expect(practice(page).getByRole('button', { name: 'Hint', exact: true })).toBeFocused();
    expect(await onBoard()).toBe(false);
    expect(watch.errors).toEqual([]);
  });
}
