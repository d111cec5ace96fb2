/*
 * Peekaboo's play page through its board (src/components/games/peekaboo/):
 * the guided round played by pressing the board's own dice and buttons, a
 * whole practice game by keyboard on the board, axe mid-game and at the end
 * in both themes, and 390 px without page overflow. Expected figures come
 * from the engine, run here in Node on the page's own record (its link).
 */
import { test, expect, type Locator } from '@playwright/test';
import { play } from '../../src/engine/play/play.ts';
import { RULES } from '../../src/engine/games/peekaboo/rules.ts';
import type { PeekabooMove } from '../../src/engine/games/peekaboo/state.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { mixSeed } from '../../src/engine/play/random.ts';
import { playGame } from '../../src/engine/play/simulate.ts';
import { AXE_TAGS, BASE, waitForHydration, watchPage } from './helpers.ts';
import {
  axeClean,
  focused,
  guided,
  linkHref,
  noSidewaysScroll,
  practice,
  replayLink,
  tabToBoard,
  waitForTurnOrEnd,
} from './play-helpers.ts';
import { playable } from '../../src/engine/play/playable.ts';

const GAME = playable('peekaboo');

test.use({ reducedMotion: 'reduce' });

const PATH = `${BASE}games/peekaboo/play/`;
/** A short game: three players, two rounds, the computer playing at random (seed 11). */
const PRACTICE = `${PATH}?pl-seed=11&pl-level=random&pl-players=3&pl-rounds=2`;
/** axe's rule sets, with its best practices too. */
const AXE = [...AXE_TAGS, 'best-practice'];

const board = (scope: Locator) => scope.locator('.pk-board');
const BOARD = '.play-practice .pk-board';

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
  await expect(b.locator('.board-last')).toContainText('Round 1: You took the 20-chip pot with three of a kind');
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
  const t = practice(page);
  await t.getByRole('heading', { name: 'Practice table' }).focus();
  let checkedMidGame = false;
  let holds = 0;
  for (let i = 0; i < 200; i++) {
    if (await waitForTurnOrEnd(page)) break;
    await tabToBoard(page, BOARD);
    const { pressed } = await focused(page);
    if (pressed !== null) {
      // A looker: hold it with Space, then Tab to Roll (or Stand) and press Enter.
      if (pressed === 'false') {
        await page.keyboard.press('Space');
        holds++;
      }
      for (let k = 0; k < 8 && !/^(Roll|Stand)/u.test((await focused(page)).name); k++) await page.keyboard.press('Tab');
      expect((await focused(page)).name).toMatch(/^(Roll|Stand)/u);
    }
    if (!checkedMidGame && (await board(t).locator('.pk-die-btn').count()) > 0) {
      await axeClean(page, 'mid-game, holding dice', AXE);
      await board(t).screenshot({ path: test.info().outputPath('peekaboo-1280.png') });
      checkedMidGame = true;
    }
    await page.keyboard.press('Enter');
  }
  await expect(t.getByRole('heading', { name: 'Game over' })).toBeVisible();
  expect(checkedMidGame, 'the game had a roll to check mid-game').toBe(true);
  expect(holds, 'dice were held by keyboard').toBeGreaterThan(0);
  const outcome = RULES.outcome(replayLink(RULES, await linkHref(page)).state);
  expect(outcome, 'the link replays to a finished game').not.toBeNull();
  expect((await t.locator('.play-score').allInnerTexts()).map(Number)).toEqual([...outcome!.scores]);
  // The board shows the same chips.
  for (const [seat, score] of outcome!.scores.entries())
    await expect(
      board(t)
        .locator('.board-seat', { hasText: `Player ${seat + 1}` })
        .locator('.pk-chips'),
    ).toContainText(`${score} chip`);
  await axeClean(page, 'game over', AXE);
  expect(watch.errors).toEqual([]);
});

/**
 * The practice link to `simulate --game peekaboo --seed 7 --log` before its move 95: the same deal and the
 * same first 94 moves, each written as its index among the legal moves (record-code.ts), with the
 * player in seat 1, who holds four 6s and is first to bet while Player 2 is all in from the ante.
 */
function seed7Link(): string {
  const options = defaultOptions(RULES.options);
  const seed = mixSeed(7, 0);
  const game = playGame(GAME, options, seed, ['sensible'], mixSeed(7, 0, 1));
  let state = RULES.newGame(options, seed);
  const indices: string[] = [];
  for (const m of game.record.moves.slice(0, 94)) {
    const move = m.move as PeekabooMove;
    const i = RULES.legalMoves(state, m.seat).findIndex((l) => JSON.stringify(l) === JSON.stringify(move));
    indices.push(i.toString(36));
    const next = play(RULES, state, { seat: m.seat, move });
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return `${PATH}?pl-seed=${seed}&pl-moves=${indices.join('.')}`;
}

test('seed 7, move 95 (ruling pk-cover): with Player 2 all in from the ante, you may still raise, and the raise nobody matched comes back', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto(seed7Link());
  await waitForHydration(page);
  const b = board(practice(page));
  await expect(b.locator('.board-seat', { hasText: 'Player 2' }).locator('.pk-status')).toHaveText('all in');
  await expect(b.locator('.board-actions button')).toHaveText(['Check', 'Raise by 2 chips', 'Fold']);
  await axeClean(page, 'a player all in', AXE);
  await b.screenshot({ path: test.info().outputPath('peekaboo-all-in.png') });
  await b.getByRole('button', { name: 'Raise by 2 chips' }).click();
  // The computer's Players 3 and 4 fold; your four 6s beat Player 2's full house for the 4-chip pot.
  await expect(b.locator('.board-last')).toContainText(
    'Round 6: You took the 4-chip pot with four of a kind. You took back 2 chips that nobody else could match.',
  );
  expect(watch.errors).toEqual([]);
});

test('390 px: no page overflow, mid-round and in the guided round (and a screenshot in the test output)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Mid-round: the player's roll in the first round of the short game.
  await page.goto(PRACTICE);
  await waitForHydration(page);
  const t = practice(page);
  for (let i = 0; i < 20 && (await board(t).locator('.pk-die-btn').count()) === 0; i++) {
    await waitForTurnOrEnd(page);
    if ((await board(t).locator('.pk-die-btn').count()) > 0) break;
    await board(t).locator('.board-actions button').first().click();
  }
  await expect(board(t).locator('.pk-die-btn').first()).toBeVisible();
  await board(t).locator('.pk-die-btn').first().click();
  await noSidewaysScroll(page);
  await board(t).screenshot({ path: test.info().outputPath('peekaboo-390.png') });
  await page.goto(PATH);
  await waitForHydration(page);
  await noSidewaysScroll(page);
});
