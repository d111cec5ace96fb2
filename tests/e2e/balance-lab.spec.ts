/*
 * The Balance Lab's "Whole game" mode (/lab/game/): a simulation of each game
 * in the browser, the same figures as `npm run simulate`, a changed rule
 * flagged, Cancel, a shared link, a hostile link, keyboard only, axe in both
 * themes with results, and no sideways scroll at 390 px.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { AXE_TAGS, BASE, waitForHydration, watchPage } from './helpers.ts';
import { GAMES } from '../../src/engine/games.ts';
import { GAME_IDS, type GameId } from '../../src/engine/ids.ts';
import { GAME_PARTS } from '../../src/engine/games/index.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';

test.describe.configure({ timeout: 240_000 });

const ROOT = resolve(import.meta.dirname, '../..');
const NODE = resolve(ROOT, 'node_modules/.bin/node');

async function openBalance(page: Page, query = ''): Promise<void> {
  await page.goto(`${BASE}lab/game/${query}`);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
}

async function runAndWait(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('heading', { name: 'Results', level: 2 })).toBeVisible({ timeout: 200_000 });
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
}

/** The figures the page shows, by row key: seat shares, length, ties and the game's own; column 0 the printed rules, 1 yours. */
async function pageFigures(page: Page, column = 0): Promise<Record<string, number>> {
  return Object.fromEntries(
    await page
      .locator('.bl-results tr[data-key]')
      .evaluateAll(
        (rows, col) =>
          rows.map((r) => [r.getAttribute('data-key'), Number(r.querySelectorAll('td[data-value]')[col]?.getAttribute('data-value'))]),
        column,
      ),
  ) as Record<string, number>;
}

interface CliSummary {
  seats: { wins: number; winShare: number }[];
  length: { mean: number };
  ties: number;
  stats: Record<string, number>;
  games: number;
}

function cli(args: string[]): CliSummary {
  const out = spawnSync(NODE, ['src/engine/cli.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  expect(out.status, out.stderr).toBe(0);
  return JSON.parse(out.stdout) as CliSummary;
}

const seatsOf = (game: GameId): number => GAME_PARTS[game].rules.seats(defaultOptions(GAME_PARTS[game].rules.options));

for (const game of GAME_IDS) {
  test(`1,000 games of ${game} under the printed rules: one row per seat and sane figures`, async ({ page }) => {
    const watch = await watchPage(page);
    await openBalance(page, `?bl-game=${game}&bl-games=1000`);
    await expect(page.getByLabel('Games (20 to 1,000,000, each side)')).toHaveValue('1000');
    await runAndWait(page);
    const figures = await pageFigures(page);
    const seats = seatsOf(game);
    const shares = Array.from({ length: seats }, (_, i) => figures[`seat-${i + 1}`]!);
    expect(shares.every((s) => s >= 0 && s <= 1)).toBe(true);
    // Every game has a winner (ties count for each winner; Nuclear may end with nobody winning).
    expect(shares.reduce((a, b) => a + b, 0)).toBeGreaterThan(game === 'nuclear-holdem' ? 0.5 : 0.99);
    expect(figures['length']).toBeGreaterThan(0);
    await expect(page.locator('#bl-seat-table-caption')).toContainText('Each figure rests on 1,000 games.');
    // The run is named by the game's name, as the rest of the site names it, not by its id.
    await expect(page.locator('.bl-run-line')).toContainText(`${GAMES[game].name}, 1,000 games, seed 1`);
    await expect(page.locator('#bl-seat-table tbody tr')).toHaveCount(seats);
    // Every interval holds its value.
    const cells = await page.locator('#bl-stats-table tbody tr').count();
    expect(cells).toBeGreaterThan(3);
    await expect(page.locator('#bl-stats-table tbody th').first()).not.toHaveText(/[:.]/u);
    // The charts arrive after the results: one mark per seat in the share chart, each chart named by its summary.
    for (const chart of ['#bl-share-chart', '#bl-length-chart', '#bl-score-chart'])
      await expect(page.locator(`${chart} svg[role="img"]`)).toHaveAccessibleName(/\S/u);
    expect(watch.errors).toEqual([]);
  });
}

test('the page and `npm run simulate` give the same figures for the same seed, on both sides', async ({ page }) => {
  await openBalance(page, '?bl-game=peekaboo&bl-games=300&bl-seed=42&bl-bots=sensible,random&bl-rounds=6');
  await runAndWait(page);
  const args = ['simulate', '--game', 'peekaboo', '--games', '300', '--seed', '42', '--bots', 'sensible,random', '--json'];
  // Column 0 is the printed rules, column 1 your rules (rounds=6).
  const sides: [number, CliSummary][] = [
    [0, cli(args)],
    [1, cli([...args, '--option', 'rounds=6'])],
  ];
  for (const [column, summary] of sides) {
    const shown = await pageFigures(page, column);
    expect(summary.seats.map((_, i) => Math.round(shown[`seat-${i + 1}`]! * 300))).toEqual(summary.seats.map((s) => s.wins));
    expect(Number(shown['length']!.toFixed(2))).toBe(summary.length.mean);
    expect(Math.round(shown['ties']! * 300)).toBe(summary.ties);
    // The CLI's roundsPerGame is the page's length row (shown once there: GameStats.lengthKey).
    expect(Number(shown['length']!.toFixed(4))).toBe(summary.stats['roundsPerGame']);
    for (const [key, value] of Object.entries(summary.stats))
      if (key !== 'roundsPerGame') expect([key, Number(shown[key]!.toFixed(4))]).toEqual([key, value]);
  }
  expect((await pageFigures(page, 0))['length']).not.toBe((await pageFigures(page, 1))['length']);
});

test("a rule change with a big effect is flagged in words: Poker's Wild! points ten times over", async ({ page }) => {
  await openBalance(page, '?bl-game=pokers-wild&bl-games=400');
  await page.getByLabel('Points table').fill('10,20,30,40,50,60,70,80,90,100');
  await expect(page).toHaveURL(/bl-points=10%2C20%2C30/u);
  await runAndWait(page);
  const row = page.locator('#bl-stats-table tr[data-key="meanScore"]');
  await expect(row).toContainText('Higher than the printed rules');
  await expect(row).toContainText('95% interval');
  await expect(page.locator('#bl-stats-table-caption')).toContainText('400 games of the printed rules and 400 of yours');
  // The seat shares of a symmetric change stay within the noise.
  await expect(page.locator('#bl-game-table tr[data-key="length"]')).toContainText('No clear difference');
});

test('the page says how many figures were compared and flagged, what chance alone gives, and which flags hold after allowing for them all', async ({
  page,
}) => {
  await openBalance(page, '?bl-game=pokers-wild&bl-games=400&bl-points=10,20,30,40,50,60,70,80,90,100');
  await runAndWait(page);
  // Count the page's own rows: every compared figure has a row with a difference; flagged rows are marked.
  const compared = await page.locator('.bl-results tr[data-key]').count();
  const flagged = await page.locator('.bl-results tr.bl-flagged').count();
  const holding = await page.locator('.bl-results tr.bl-flagged', { hasText: 'Holds after allowing for' }).count();
  expect(compared).toBeGreaterThan(20);
  expect(flagged).toBeGreaterThan(0);
  const expected = String(Number((compared / 20).toFixed(1)));
  const sentence = page.locator('#bl-comparisons');
  await expect(sentence).toContainText(
    `This run compares ${compared} figures between the printed rules and yours, and flags ${flagged} of them.`,
  );
  await expect(sentence).toContainText(
    `about 1 in 20 figures that did not really change is flagged by chance alone; with no real change, that would be about ${expected} of these ${compared}.`,
  );
  await expect(sentence).toContainText(`after allowing for ${compared} comparisons (Holm–Bonferroni method)`);
  // Ten times the points is no chance: that flag holds, in words.
  await expect(page.locator('#bl-stats-table tr[data-key="meanScore"] .bl-verdict')).toHaveText(
    `Holds after allowing for ${compared} comparisons.`,
  );
  // Every flagged row says one way or the other, and only flagged rows do.
  const verdicts = page.locator('.bl-results .bl-verdict:not(:empty)');
  await expect(verdicts).toHaveCount(flagged);
  for (const text of await verdicts.allTextContents())
    expect(text).toMatch(new RegExp(`^(Holds|May be chance: does not hold) after allowing for ${compared} comparisons\\.$`, 'u'));
  if (holding < flagged) await expect(page.locator('.bl-results .bl-flag-chance')).toHaveCount(flagged - holding);
});

test('each flagged difference is rerun with skilled players, shown as it arrives, with a verdict per figure', async ({ page }) => {
  await openBalance(page, '?bl-game=pokers-wild&bl-games=200&bl-points=10,20,30,40,50,60,70,80,90,100');
  await runAndWait(page);
  const flagged = await page.locator('.bl-results tr.bl-flagged').count();
  expect(flagged).toBeGreaterThan(0);
  const check = page.getByRole('region', { name: 'With skilled players' });
  await expect(check.getByRole('heading', { name: 'With skilled players', level: 2 })).toBeVisible();
  await expect(check).toContainText('points the same way and its 95% interval still leaves out zero');
  const table = check.getByRole('table', { name: /rerun with skilled players/u });
  await expect(table).toBeVisible({ timeout: 120_000 });
  // One row per flagged figure, each with one of the two verdicts; ten times the points holds with stronger players.
  await expect(table.locator('tbody tr')).toHaveCount(flagged);
  for (const text of await table.locator('tbody tr td:last-child').allTextContents())
    expect(text).toMatch(/^(Holds with stronger players|Depends on weak play)$/u);
  await expect(table.getByRole('row', { name: /Score per player/u })).toContainText('Holds with stronger players');
  await expect(check.locator('[aria-live="polite"]')).toHaveText(
    new RegExp(
      `^Checked ${flagged} flagged figures? with skilled players in every seat, 200 games a side: \\d+ holds? with stronger players, \\d+ depends? on weak play\\.$`,
      'u',
    ),
  );
});

test('the skilled check starts without holding back the results, says so politely, and stops from the keyboard; skilled seats get none', async ({
  page,
}) => {
  await openBalance(page, '?bl-games=1000&bl-tricksToWin=5');
  await runAndWait(page);
  const check = page.getByRole('region', { name: 'With skilled players' });
  await expect(check.locator('[aria-live="polite"]')).toHaveText(
    /^Checking \d+ flagged figures? with skilled players in every seat, 1,000 games a side\.$/u,
  );
  await expect(check.getByRole('progressbar')).toBeVisible();
  const stop = check.getByRole('button', { name: 'Stop the check' });
  await stop.focus();
  await page.keyboard.press('Enter');
  await expect(check.locator('[aria-live="polite"]')).toHaveText(
    'The check with skilled players was stopped: the results above stand as they are.',
  );
  await expect(check.getByRole('table')).toHaveCount(0);
  // Skilled players in every seat already: nothing to rerun.
  await openBalance(page, '?bl-games=200&bl-tricksToWin=5&bl-bots=skilled');
  await runAndWait(page);
  await expect(page.locator('.bl-results tr.bl-flagged').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'With skilled players' })).toHaveCount(0);
});

test('options that do not fit together are named beside the form on load, and Run refuses them until fixed', async ({ page }) => {
  const watch = await watchPage(page);
  await openBalance(page, '?bl-game=peekaboo&bl-peekers=3&bl-games=40');
  const note = page.locator('#bl-combo');
  await expect(note).toHaveText(
    'These rules do not fit together: Peekers and lookers must make five dice, but 3 + 3 = 6. Change one of them, then run.',
  );
  await expect(note).toHaveAttribute('role', 'status');
  await expect(page.getByRole('button', { name: 'Run' })).toHaveAccessibleDescription(/Peekers and lookers must make five dice/u);
  // Each option is valid on its own: no address note, and the form shows the link's values.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('#bl-opt-peekers')).toHaveValue('3');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('.bl-status.bl-failed')).toContainText('Peekers and lookers must make five dice');
  await expect(page.locator('#bl-progress')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Results', level: 2 })).toHaveCount(0);
  // Fix it: the note goes, and Run runs.
  await page.locator('#bl-opt-lookers').fill('2');
  await expect(note).toBeEmpty();
  await expect(note).toBeHidden();
  await runAndWait(page);
  // A results link with options that do not fit is refused on load too, with the same words, and never runs.
  await page.goto(`${BASE}lab/game/?bl-cardsDealt=9&bl-handsPerShuffle=4&bl-run=1`);
  await waitForHydration(page);
  await expect(page.locator('#bl-combo')).toContainText('One shuffle would need 56 cards but the deck has 54');
  await expect(page.locator('.bl-status.bl-failed')).toContainText('One shuffle would need 56 cards but the deck has 54');
  await expect(page.locator('#bl-progress')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
  expect(watch.errors).toEqual([]);
});

test('Cancel stops the workers; the page says so and runs again', async ({ page }) => {
  await openBalance(page, '?bl-game=bluff-n-peg&bl-games=1000000');
  await page.getByRole('button', { name: 'Run' }).click();
  const label = page.locator('#bl-progress-label');
  await expect(label).toContainText(/[1-9][\d,]* of 1,000,000 games/u, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
  await expect(page.locator('#bl-progress')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
  await page.getByLabel('Games (20 to 1,000,000, each side)').fill('40');
  await runAndWait(page);
  await expect(page.locator('#bl-seat-table-caption')).toContainText('rests on 40 games');
});

test("a results link for 1,000,000 games fills in the form and waits for Run, saying so (the issue's link)", async ({ page }) => {
  await openBalance(page, '?bl-game=bluff-n-peg&bl-games=1000000&bl-run=1');
  // The note is set where the run would have started, so once it shows, the page has decided.
  await expect(page.getByRole('status').filter({ hasText: 'This link asks for' })).toHaveText(
    'This link asks for 1,000,000 games, more than the 10,000 that start on their own; press Run to start.',
  );
  await expect(page.getByLabel('Games (20 to 1,000,000, each side)')).toHaveValue('1000000');
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('bluff-n-peg');
  await expect(page.locator('#bl-progress')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveCount(0); // nothing in the link was wrong
  // The reader's press starts it.
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('#bl-progress-label')).toContainText(/[1-9][\d,]* of 1,000,000 games/u, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
});

test('a shared results link reproduces the same figures', async ({ page, context }) => {
  await openBalance(page, '?bl-game=nuclear-holdem&bl-games=200&bl-seed=7&bl-players=6');
  await runAndWait(page);
  const first = await pageFigures(page);
  const link = await page.getByRole('link', { name: 'these results' }).getAttribute('href');
  expect(link).toContain('bl-run=1');
  const other = await context.newPage();
  await other.goto(link!);
  await waitForHydration(other);
  await expect(other.getByRole('heading', { name: 'Results', level: 2 })).toBeVisible({ timeout: 120_000 });
  expect(await pageFigures(other)).toEqual(first);
  await expect(other.getByLabel('Players')).toHaveValue('6');
});

test('a hostile link gives plain notes and a working page, and never starts 10^9 games', async ({ page }) => {
  const watch = await watchPage(page);
  await openBalance(
    page,
    `?bl-game=peekaboo&bl-games=1000000000&bl-players=99&bl-seed=${encodeURIComponent('<img src=x onerror=alert(1)>')}&bl-chips=<b>x</b>&bl-run=1`,
  );
  const notes = page.getByRole('alert');
  await expect(notes).toContainText('bl-games');
  await expect(notes).toContainText('bl-players');
  await expect(notes).toContainText('bl-seed');
  await expect(notes).toContainText('<b>x</b>');
  await expect(page.locator('.bl-notes b, .bl-notes img')).toHaveCount(0);
  // Nothing runs on load from a link with problems.
  await expect(page.locator('#bl-progress')).toHaveCount(0);
  await expect(page.getByLabel('Games (20 to 1,000,000, each side)')).toHaveValue('10000');
  await expect(page.getByLabel('Players')).toHaveValue('4');
  await page.getByLabel('Games (20 to 1,000,000, each side)').fill('60');
  await runAndWait(page);
  await expect(page.locator('#bl-seat-table tbody tr')).toHaveCount(4);
  await page.goto(`${BASE}lab/game/?bl-game=nope&bl-tricksToWin=5`);
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toContainText('bl-game');
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('ninas-five');
  expect(watch.errors).toEqual([]);
});

test('keyboard only: set the games, then Run with the keyboard', async ({ page }) => {
  await openBalance(page, '?bl-game=pokers-wild');
  await page.getByLabel('Game', { exact: true }).focus();
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate(() => document.activeElement?.id === 'bl-games')) break;
    await page.keyboard.press('Tab');
  }
  await expect(page.locator('#bl-games')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('60');
  await page.keyboard.press('Tab'); // the seed
  await page.keyboard.press('Tab'); // Run
  await expect(page.getByRole('button', { name: 'Run' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'Results', level: 2 })).toBeFocused({ timeout: 60_000 });
  await expect(page.locator('#bl-seat-table-caption')).toContainText('rests on 60 games');
  // Enter in a field submits the form too.
  await page.locator('#bl-seed').focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.locator('.bl-run-line')).toContainText('seed 2', { timeout: 60_000 });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: the Balance Lab with results, ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openBalance(page, '?bl-game=bluff-n-peg&bl-games=60&bl-track=60&bl-nope=1');
    await runAndWait(page);
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

test('axe, light and dark: flags that hold and flags that may be chance, and a note for options that do not fit', async ({ page }) => {
  // Peekaboo with 6 rounds, 300 games, seed 1: several flags, of which one (a pot share) does not hold after allowing for them all.
  await openBalance(page, '?bl-game=peekaboo&bl-games=300&bl-rounds=6');
  await runAndWait(page);
  await expect(page.locator('.bl-results .bl-flag-chance').first()).toContainText('May be chance: does not hold after allowing for');
  await expect(page.locator('.bl-results .bl-flag:not(.bl-flag-chance)').first()).toContainText('Holds after allowing for');
  // Now make the options clash: the note shows beside the form, with the results still on the page.
  await page.locator('#bl-opt-peekers').fill('4');
  await expect(page.locator('#bl-combo')).toContainText('Peekers and lookers must make five dice');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${scheme}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  }
});

test('no sideways scroll at 390 px with results shown', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBalance(page, '?bl-game=nuclear-holdem&bl-games=60&bl-jokers=3');
  await runAndWait(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('the mode switch: both Lab pages link to each other, the current one marked', async ({ page }) => {
  await page.goto(`${BASE}lab/`);
  const modes = page.getByRole('navigation', { name: 'Lab modes' });
  await expect(modes.getByRole('link', { name: 'Hand ranking' })).toHaveAttribute('aria-current', 'page');
  await modes.getByRole('link', { name: 'Whole game' }).click();
  await expect(page).toHaveURL(/\/lab\/game\/$/u);
  await expect(page.getByRole('navigation', { name: 'Lab modes' }).getByRole('link', { name: 'Whole game' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
