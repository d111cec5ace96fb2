/*
 * Poker's Wild!'s play page through its board (src/components/games/pokers-wild/):
 * the guided round laid card by card on the board, a whole practice game by
 * keyboard on the board (the board offers every move: any card of the hand on
 * any open square, so the move list is never needed), axe mid-game and at the
 * end in both themes, and 390 px without sideways scrolling. Expected figures
 * come from the engine in Node: the tutorial runner's explanations, and the
 * outcome of the record the page's link holds.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { faceText, isJoker, type Card } from '../../src/engine/hands/cards.ts';
import { RULES } from '../../src/engine/games/pokers-wild/rules.ts';
import type { PwMove, PwState } from '../../src/engine/games/pokers-wild/state.ts';
import { startTutorial, tryMove } from '../../src/engine/tutorial/runner.ts';
import { POKERS_WILD_TUTORIAL as SCRIPT } from '../../src/engine/games/pokers-wild/tutorial.ts';
import { BASE, waitForHydration, watchPage } from './helpers.ts';
import {
  axeClean,
  closeMoveLists,
  focused,
  guided,
  linkHref,
  noSidewaysScroll,
  practice,
  replayLink,
  waitForTurnOrEnd,
} from './play-helpers.ts';

test.use({ reducedMotion: 'reduce' });

const PAGE = `${BASE}games/pokers-wild/play/`;

const short = (card: Card): string => (isJoker(card) ? 'joker' : faceText(card).short);
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/** The hand's toggle for a card ("Pick 5♦ five of diamonds"). */
const pickButton = (scope: Locator, card: Card): Locator =>
  scope.getByRole('button', { name: new RegExp(`^Pick ${escape(short(card))}( |$)`, 'u') });
/** The board square that lays the picked card there ("Lay 5♦ at row 3, column 6: +1, …"). */
const layButton = (scope: Locator, card: Card, row: number, col: number): Locator =>
  scope.getByRole('button', { name: new RegExp(`^Lay ${escape(short(card))} at row ${String(row + 1)}, column ${String(col + 1)}:`, 'u') });

test('the guided round, laid on the board: a wrong square is explained and the step stays; each scripted card then scores as the script says', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  const g = guided(page);
  const started = startTutorial('pokers-wild');
  if (!started.ok) throw new Error(started.error.message);
  let progress = started.value;
  // Player 1's total after each step, worked by hand from the script's words: a pair (1), three of a kind (3), three sixes (3).
  const totals = [1, 4, 7];
  for (const [i, step] of SCRIPT.steps.entries()) {
    await expect(g.locator('.play-step-count')).toHaveText(`Step ${String(i + 1)} of ${String(SCRIPT.steps.length)}`);
    const move = step.move as PwMove;
    if (i === 0) {
      // The right card on another open square: the shell explains, the board stays as it was.
      const other = RULES.legalMoves(progress.state as PwState, SCRIPT.learner).find(
        (m) => m.card === move.card && (m.row !== move.row || m.col !== move.col),
      );
      if (other === undefined) throw new Error('no other square in step 1');
      const wrong = tryMove(progress, other);
      expect(wrong.ok).toBe(false);
      await pickButton(g, other.card).click();
      await layButton(g, other.card, other.row, other.col).click();
      await expect(g.getByRole('alert')).toContainText(wrong.explanation);
      await expect(g.locator('.play-step-count')).toHaveText(`Step 1 of ${String(SCRIPT.steps.length)}`);
      await expect(g.locator('.pwb-pick[aria-pressed="true"]')).toHaveCount(0);
    }
    const right = tryMove(progress, move);
    expect(right.ok).toBe(true);
    await pickButton(g, move.card).click();
    await expect(pickButton(g, move.card)).toHaveAttribute('aria-pressed', 'true');
    await layButton(g, move.card, move.row, move.col).click();
    await expect(g.locator('.play-happened')).toContainText(right.explanation);
    progress = right.next;
    await expect(g.locator('.pwb-scores tfoot td.you')).toHaveText(String(totals[i]));
  }
  await expect(g.getByRole('heading', { name: 'Round over' })).toBeVisible();
  await expect(g).toContainText('You know enough to play');
  expect(watch.errors).toEqual([]);
});

/** Presses Tab (or Shift+Tab) until the focused element's class matches `want`. */
async function tabUntil(page: Page, want: RegExp, back = false): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (want.test((await focused(page)).cls)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`no focusable ${String(want)} by ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The focused square's cell, the cells the picked card can go on ("Lay …"), and the board's width. */
function squares(page: Page): Promise<{ at: number; open: number[]; cols: number }> {
  return page.evaluate(() => {
    const grid = document.querySelector('.play-practice .pwb-grid');
    const buttons = [...(grid?.querySelectorAll<HTMLButtonElement>('button[data-cell]') ?? [])];
    return {
      at: Number((document.activeElement as HTMLElement | null)?.dataset.cell ?? -1),
      open: buttons.filter((b) => b.getAttribute('aria-label')?.startsWith('Lay ') === true).map((b) => Number(b.dataset.cell)),
      cols: grid?.querySelectorAll('thead th').length ?? 0,
    };
  });
}

/** The open cell nearest to `at` (fewest arrow presses), the first such in reading order. */
function nearest(at: number, open: readonly number[], cols: number): number {
  const dist = (c: number) => Math.abs(Math.floor(c / cols) - Math.floor(at / cols)) + Math.abs((c % cols) - (at % cols));
  const best = [...open].sort((a, b) => dist(a) - dist(b) || a - b)[0];
  if (best === undefined) throw new Error('no open square for the picked card');
  return best;
}

/** The arrow keys from cell `from` to cell `to`: up or down first, then left or right. */
function arrowsTo(from: number, to: number, cols: number): string[] {
  const dr = Math.floor(to / cols) - Math.floor(from / cols);
  const dc = (to % cols) - (from % cols);
  return [
    ...Array<string>(Math.abs(dr)).fill(dr > 0 ? 'ArrowDown' : 'ArrowUp'),
    ...Array<string>(Math.abs(dc)).fill(dc > 0 ? 'ArrowRight' : 'ArrowLeft'),
  ];
}

for (const width of [390, 1280]) {
  test(`a whole practice game played by keyboard on the board at ${String(width)} px ends with the engine's scores; axe clean mid-game and at the end`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const watch = await watchPage(page);
    // Two players on the printed board: 26 cards each to lay.
    await page.goto(`${PAGE}?pl-seed=7&pl-players=2`);
    await waitForHydration(page);
    const t = practice(page);
    const board = t.locator('.pwb');
    await waitForTurnOrEnd(page);
    await closeMoveLists(page);
    await t.getByRole('heading', { name: 'Practice table' }).focus();
    await tabUntil(page, /pwb-pick/u);
    let laid = 0;
    for (let turn = 0; turn < 60; turn++) {
      if (await waitForTurnOrEnd(page)) break;
      // The keyboard is where the next decision is, with no Tab (issue 24, item 12): after a lay, on the hand's
      // first card once the turn comes back; after a pick, on the board's square the card can go on.
      await expect.poll(async () => (await focused(page)).cls, 'the hand has the keyboard at my turn').toMatch(/pwb-pick/u);
      await page.keyboard.press(turn % 2 === 0 ? 'Space' : 'Enter');
      await expect(board.locator('.pwb-pick[aria-pressed="true"]')).toHaveCount(1);
      await expect.poll(async () => (await focused(page)).cls, 'the board has the keyboard after a pick').toMatch(/pwb-sq/u);
      // One of the board's keys first (a different one each turn), then the arrow keys to the nearest square the
      // card can go on: each press must move the tab stop exactly as the keys say.
      const walk = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'End', 'Home', 'PageDown', 'PageUp'][turn % 8] ?? 'ArrowRight';
      await page.keyboard.press(walk);
      const { at, open, cols } = await squares(page);
      const target = nearest(at, open, cols);
      for (const key of arrowsTo(at, target, cols)) await page.keyboard.press(key);
      expect(await squares(page).then((s) => s.at), `the arrow keys reach square ${String(target)}`).toBe(target);
      expect((await focused(page)).name).toMatch(/^Lay /u);
      await page.keyboard.press('Enter');
      laid++;
      if (laid === 6) {
        await expect(board.locator('.pwb-last-text')).toContainText(/laid/u);
        await noSidewaysScroll(page);
        await axeClean(page, 'mid-game');
        // One round on the table, with a card picked: the picture for the closing note.
        if (await waitForTurnOrEnd(page)) break;
        await expect.poll(async () => (await focused(page)).cls).toMatch(/pwb-pick/u);
        await page.keyboard.press('Space');
        await expect(board.locator('.pwb-pick[aria-pressed="true"]')).toHaveCount(1);
        await t.screenshot({ path: test.info().outputPath(`pokers-wild-${String(width)}.png`) });
        // Escape on the board puts the card back; Shift+Tab returns to the hand.
        await page.keyboard.press('Escape');
        await expect(board.locator('.pwb-pick[aria-pressed="true"]')).toHaveCount(0);
        await tabUntil(page, /pwb-pick/u, true);
      }
    }
    await expect(t.getByRole('heading', { name: 'Game over' })).toBeVisible();
    const outcome = RULES.outcome(replayLink(RULES, await linkHref(page)).state);
    expect(outcome, 'the link replays to a finished game').not.toBeNull();
    const scores = outcome?.scores ?? [];
    expect((await t.locator('.play-score').allInnerTexts()).map(Number)).toEqual([...scores]);
    expect((await board.locator('.pwb-scores tfoot td').allInnerTexts()).map(Number), 'the board’s scorecards').toEqual([...scores]);
    expect(laid).toBeGreaterThanOrEqual(20);
    await expect(board).not.toContainText('face down');
    await noSidewaysScroll(page);
    await axeClean(page, 'game over');
    expect(watch.errors).toEqual([]);
  });
}

/*
 * A card on a square is the SVG kit's card, as large as the square holds: it stays inside the square and fills 85% of
 * its width or 90% of its height. The practice table's squares are taller than wide on a phone (buttons are at least
 * 2.75rem high), so a card sized from the width alone came out a third smaller there.
 */
for (const width of [390, 1280]) {
  test(`at ${String(width)} px the starter cards fill their squares and stay inside them`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PAGE);
    await waitForHydration(page);
    const fits = await guided(page)
      .locator('.pwb-grid .pwb-sq:has(.w-card)')
      .evaluateAll((squares) =>
        squares.map((sq) => {
          const s = sq.getBoundingClientRect();
          const c = sq.querySelector('.w-card svg')!.getBoundingClientRect();
          const inside = c.left >= s.left && c.right <= s.right && c.top >= s.top && c.bottom <= s.bottom;
          const fills = c.width >= 0.85 * (s.width - 2) || c.height >= 0.9 * (s.height - 2);
          return `${inside ? 'inside' : 'outside'}, ${fills ? 'fills' : 'small'}: card ${c.width.toFixed(1)} × ${c.height.toFixed(1)} in ${s.width.toFixed(1)} × ${s.height.toFixed(1)}`;
        }),
      );
    expect(fits.length, 'the two starter cards').toBe(2);
    for (const f of fits) expect(f).toMatch(/^inside, fills:/u);
  });
}
