/*
 * Issue 24: a rules page on a phone (390 x 844, iPhone-like) is at most 20
 * screens tall (document height / 844) with its rulings folded. One row per
 * game; each logs its height, so a failure says by how much.
 *
 * Measured (px at 390 wide, screens): before 28,526 / 30,449 / 40,590 /
 * 23,842 / 38,297 (33.8 / 36.1 / 48.1 / 28.2 / 45.4) for Nina's Five,
 * Peekaboo, Nuclear Hold'em, Poker's Wild!, Bluff 'N' Peg; after folding the
 * rulings, the typical-game figures and the "Try it" tools, compacting the
 * ladders and the big board's state list and setting phone lines at 1.5:
 * 13,604 / 13,675 / 19,106 / 12,457 / 16,725 (16.1 / 16.2 / 22.6 / 14.8 / 19.8);
 * after folding each common question (Question.astro), Nuclear's strategy
 * notes (Fold.astro) and its note on the figures (inside TypicalGame's fold):
 * 12,281 / 12,734 / 16,653 / 11,490 / 15,474 (14.6 / 15.1 / 19.7 / 13.6 / 18.3).
 */
import { test, expect } from '@playwright/test';
import { BASE } from './helpers.ts';
import { GAME_IDS } from '../../src/engine/ids.ts';
import { rulingsForGame } from '../../src/engine/index.ts';

const PHONE = { width: 390, height: 844 } as const;
const MAX_SCREENS = 20;
test.use({ viewport: PHONE });

for (const game of GAME_IDS) {
  test(`rules page ${game} at 390 px is at most ${MAX_SCREENS} screens tall, rulings folded`, async ({ page }) => {
    await page.goto(`${BASE}games/${game}/`);
    await page.waitForLoadState('load');
    // Every ruling is there, folded (a closed disclosure), none open without a deep link.
    const rulings = page.locator('[data-rulings] > details');
    await expect(rulings).toHaveCount(rulingsForGame(game).length);
    await expect(page.locator('[data-rulings] > details[open]')).toHaveCount(0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const screens = height / PHONE.height;
    console.log(`${game}: ${height} px = ${screens.toFixed(1)} screens`);
    expect(screens, `${game} is ${height} px tall`).toBeLessThanOrEqual(MAX_SCREENS);
  });
}
