/*
 * A measurement, not a timed test: how long the Balance Lab takes in Chromium
 * to play 10,000 games of each game under the printed rules with the page's
 * default bots (all sensible), from pressing Run to the results on screen.
 * It prints the time per game and writes $BALANCE_TIMINGS (a JSON file kept
 * across runs), else a file in the test's output folder, under
 * $BALANCE_TIMING_LABEL ("after" by default). It runs only when asked
 * (`npm run bench:browser`), since it takes minutes and asserts no time.
 * It fails only if results never arrive; how long they took is recorded.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { GAME_IDS } from '../../src/engine/ids.ts';
import { BASE, waitForHydration } from '../../tests/e2e/helpers.ts';

/** Never a path outside the project unless asked for: a fresh clone may not be able to write there. */
const OUT = process.env.BALANCE_TIMINGS;
const LABEL = process.env.BALANCE_TIMING_LABEL ?? 'after';
const GAMES = 10_000;

test.describe.configure({ timeout: 600_000 });

/**
 * Press Run and wait for the results: seconds from the press. The wait checks
 * for the heading's element once a frame, not with a role query: role queries
 * restyle the whole page on every poll, and on this long page that took the
 * main thread from the workers (their two cores are shared) and added a second
 * to what a reader would see. The heading is then checked by role.
 */
async function runOnce(page: Page): Promise<number> {
  const started = Date.now();
  await page.getByRole('button', { name: 'Run' }).click();
  await page.waitForFunction(() => document.getElementById('bl-results-heading') !== null, null, {
    polling: 'raf',
    timeout: 540_000,
  });
  const seconds = (Date.now() - started) / 1000;
  await expect(page.getByRole('heading', { name: 'Results', level: 2 })).toBeVisible();
  return seconds;
}

test('10,000 games of each game in Chromium (a measurement)', async ({ page }) => {
  const timings: Record<string, { games: number; seconds: number; msPerGame: number; workers: number }> = {};
  for (const game of GAME_IDS) {
    await page.goto(`${BASE}lab/game/?bl-game=${game}`);
    await waitForHydration(page);
    const workers = await page.evaluate(() => Math.max(1, Math.min(8, navigator.hardwareConcurrency || 1)));
    const seconds = await runOnce(page);
    timings[game] = { games: GAMES, seconds, msPerGame: (seconds * 1000) / GAMES, workers };
    console.log(
      `${game}: ${GAMES} games in ${seconds.toFixed(1)} s (${((seconds * 1000) / GAMES).toFixed(2)} ms per game, ${workers} workers)`,
    );
  }
  const out = OUT ?? test.info().outputPath('balance-timings.json');
  const previous: unknown = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
  const all = typeof previous === 'object' && previous !== null ? (previous as Record<string, unknown>) : {};
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ ...all, [LABEL]: { measured: new Date().toISOString(), timings } }, null, 2)}\n`);
});
