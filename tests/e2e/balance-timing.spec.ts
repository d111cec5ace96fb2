/*
 * A measurement, not a timed test: how long the Balance Lab takes in Chromium
 * to play 10,000 games of each game under the printed rules with the page's
 * default bots (all sensible), from pressing Run to the results on screen.
 * It prints the time per game and writes /work/notes/balance-timings.json
 * (or $BALANCE_TIMINGS) under $BALANCE_TIMING_LABEL ("after" by default).
 * It fails only if results never arrive; how long they took is recorded.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { GAME_IDS } from '../../src/engine/games.ts';
import { BASE, waitForHydration } from './helpers.ts';

const OUT = process.env.BALANCE_TIMINGS ?? '/work/notes/balance-timings.json';
const LABEL = process.env.BALANCE_TIMING_LABEL ?? 'after';
const GAMES = 10_000;

test.describe.configure({ timeout: 600_000 });

test('10,000 games of each game in Chromium (a measurement)', async ({ page }) => {
  const timings: Record<string, { games: number; seconds: number; msPerGame: number; workers: number }> = {};
  for (const game of GAME_IDS) {
    await page.goto(`${BASE}lab/game/?bl-game=${game}`);
    await waitForHydration(page);
    const workers = await page.evaluate(() => Math.max(1, Math.min(8, navigator.hardwareConcurrency || 1)));
    const started = Date.now();
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('heading', { name: 'Results', level: 2 })).toBeVisible({ timeout: 540_000 });
    const seconds = (Date.now() - started) / 1000;
    timings[game] = { games: GAMES, seconds, msPerGame: (seconds * 1000) / GAMES, workers };
    console.log(
      `${game}: ${GAMES} games in ${seconds.toFixed(1)} s (${((seconds * 1000) / GAMES).toFixed(2)} ms per game, ${workers} workers)`,
    );
  }
  const previous: unknown = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : {};
  const all = typeof previous === 'object' && previous !== null ? (previous as Record<string, unknown>) : {};
  writeFileSync(OUT, `${JSON.stringify({ ...all, [LABEL]: { measured: new Date().toISOString(), timings } }, null, 2)}\n`);
});
