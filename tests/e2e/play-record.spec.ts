/*
 * The practice table after the end and with long records. A finished game
 * cannot be undone (the player has seen every hand): "Review my last move"
 * and the review controls step through it read-only, by button and by key,
 * with the reviewed move in the address. A record too long for a server to
 * read in the query is carried after the "#", never cut short. Every record
 * is played here in Node through the game's rules (play-helpers.ts playRecord), so
 * the expected moves, seats and log lines never come from the page's code.
 */
import { test, expect, type Page } from '@playwright/test';
import { GAME_IDS, type GameId } from '../../src/engine/ids.ts';
import { playable, type AnyPlayable } from '../../src/engine/play/playable.ts';
import type { OptionSpec } from '../../src/engine/play/options.ts';
import { tableWords } from '../../src/components/play/setup-words.ts';
import { BASE, waitForHydration, watchPage } from './helpers.ts';
import { axeClean, linkHref, movesText, playRecord, practice, press, SHORT, type PlayedRecord } from './play-helpers.ts';

test.use({ reducedMotion: 'reduce' });

const playPath = (id: GameId): string => `${BASE}games/${id}/play/`;
/** Any game's layers, their types erased (the rows run every game). */
const gameOf = (id: GameId): AnyPlayable => playable(id);
const record = (id: GameId, options: Readonly<Record<string, string>>, seed: number): PlayedRecord =>
  playRecord<readonly OptionSpec[], unknown, unknown, unknown>(gameOf(id), options, seed);

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** A finished short game of `id` (seed 11), opened at its end. */
async function openFinished(page: Page, id: GameId): Promise<PlayedRecord> {
  const r = record(id, SHORT[id], 11);
  expect(r.over, 'the record reaches the end').toBe(true);
  await open(page, `${playPath(id)}?${r.query}&pl-moves=${movesText(r.indices)}`);
  await expect(practice(page).getByRole('heading', { name: 'Game over' })).toBeVisible();
  return r;
}

const searchParam = (page: Page, key: string): string | null => new URL(page.url()).searchParams.get(key);
/** The newest line of the table's log (the log is newest first). */
const newestLog = (page: Page) => practice(page).locator('.play-log-list').first().locator('li').first();
/** Every control on the board that could make a move: enabled and not aria-disabled. */
const boardControls = (page: Page) =>
  practice(page)
    .locator('.play-board')
    .locator('button:not([disabled]):not([aria-disabled="true"]), select:not([disabled]), input:not([disabled])');

for (const id of GAME_IDS) {
  test(`${id}: after the end, "Review my last move" shows the position before it, and nothing can be played`, async ({ page }) => {
    const watch = await watchPage(page);
    const r = await openFinished(page, id);
    const total = r.indices.length;
    const mine = r.seats.lastIndexOf(0); // the player's last move is move mine + 1: the position before it has `mine` moves
    expect(mine).toBeGreaterThanOrEqual(0);
    const t = practice(page);
    // Undo is gone after the end; the review takes its place.
    await expect(t.getByRole('button', { name: 'Undo my last move' })).toHaveCount(0);
    await press(t.getByRole('button', { name: 'Review my last move' }));
    await expect(t.locator('.play-turn')).toHaveText(
      `The game is over; you are reviewing it. ${tableWords(id).seedName} 11, computer players: random, move ${mine} of ${total}.`,
    );
    await expect(t.locator('.play-status')).toContainText('nothing can be taken back');
    // The position shown is the earlier one: the log ends at it, and the review line names it.
    if (mine === 0) await expect(t.locator('.play-log')).toContainText('No moves yet.');
    else await expect(newestLog(page)).toHaveText(r.lines[mine - 1]!);
    await expect(t.locator('.play-review-at')).toContainText(mine === 0 ? tableWords(id).start : `Move ${mine} of ${total}`);
    // Read-only: no control on the board, and the shell's move controls are unavailable.
    await expect(boardControls(page)).toHaveCount(0);
    await expect(t.locator('.play-moves-form button')).toHaveAttribute('aria-disabled', 'true'); // the move list's Play
    await expect(t.getByRole('button', { name: 'Hint' })).toHaveAttribute('aria-disabled', 'true');
    await expect(t.getByRole('button', { name: 'Skip to my turn' })).toHaveAttribute('aria-disabled', 'true');
    // The address keeps every move and says which one is reviewed.
    await expect.poll(() => searchParam(page, 'pl-review')).toBe(String(mine));
    expect(searchParam(page, 'pl-moves')).toBe(movesText(r.indices));
    expect(watch.errors).toEqual([]);
  });
}

test('review by keyboard: arrows step one move, Home goes to the start, End back to the end; the buttons say where they stop', async ({
  page,
}) => {
  const id: GameId = 'ninas-five';
  const r = await openFinished(page, id);
  const total = r.indices.length;
  const t = practice(page);
  const review = t.getByRole('group', { name: 'Review the game' });
  const turn = t.locator('.play-turn');
  // At the end: back is possible, forward is not.
  await expect(review.getByRole('button', { name: 'Next move' })).toHaveAttribute('aria-disabled', 'true');
  await expect(review.getByRole('button', { name: 'Back to the end' })).toHaveAttribute('aria-disabled', 'true');
  await press(review.getByRole('button', { name: 'Previous move' }));
  await expect(turn).toContainText(`move ${total - 1} of ${total}.`);
  await expect(newestLog(page)).toHaveText(r.lines[total - 2]!);
  await page.keyboard.press('ArrowLeft');
  await expect(turn).toContainText(`move ${total - 2} of ${total}.`);
  await page.keyboard.press('Home');
  await expect(turn).toContainText(`move 0 of ${total}.`);
  await expect(review.locator('.play-review-at')).toHaveText('The deal, before any move.');
  await expect(t.locator('.play-log')).toContainText('No moves yet.');
  await expect(review.getByRole('button', { name: 'The deal' })).toHaveAttribute('aria-disabled', 'true');
  // Focus stays on the (now unavailable) button: nothing dropped the keyboard.
  await expect(review.getByRole('button', { name: 'Previous move' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(turn).toContainText(`move 1 of ${total}.`);
  await expect(newestLog(page)).toHaveText(r.lines[0]!);
  await expect(boardControls(page)).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(turn).toHaveText(`The game is over. Deal 11, computer players: random, move ${total}.`);
  await expect(review.locator('.play-review-at')).toContainText(`The end, after move ${total}`);
  await expect.poll(() => searchParam(page, 'pl-review')).toBeNull();
  expect(searchParam(page, 'pl-moves')).toBe(movesText(r.indices));
});

test('a reviewed position is in its link and opens there; pl-review on a game still being played is a note', async ({ page, context }) => {
  const id: GameId = 'peekaboo';
  const r = await openFinished(page, id);
  const t = practice(page);
  // Nothing is dealt in a dice game: the first position is the start.
  await press(t.getByRole('group', { name: 'Review the game' }).getByRole('button', { name: 'The start' }));
  await press(t.getByRole('button', { name: 'Next move' }));
  await press(t.getByRole('button', { name: 'Next move' }));
  await expect(t.locator('.play-turn')).toContainText(`move 2 of ${r.indices.length}.`);
  const href = await linkHref(page);
  expect(new URL(href).searchParams.get('pl-review')).toBe('2');
  const other = await context.newPage();
  await open(other, href);
  await expect(practice(other).locator('.play-turn')).toContainText(
    `you are reviewing it. ${tableWords(id).seedName} 11, computer players: random, move 2 of`,
  );
  await expect(newestLog(other)).toHaveText(r.lines[1]!);
  // The same review on a game that is not over: a note, and play goes on from the link's position.
  await open(other, `${playPath(id)}?${r.query}&pl-moves=${movesText(r.indices.slice(0, 3))}&pl-review=1`);
  await expect(practice(other).locator('.w-notes')).toContainText(
    'Ignored pl-review=1: only a finished game can be reviewed, and this one is still being played.',
  );
  await expect(practice(other).getByRole('group', { name: 'Review the game' })).toHaveCount(0);
});

test('axe finds nothing in a review (both themes); "Play this deal again" deals the same game afresh', async ({ page }) => {
  test.setTimeout(120_000);
  const id: GameId = 'pokers-wild';
  await openFinished(page, id);
  const t = practice(page);
  await press(t.getByRole('button', { name: 'Review my last move' }));
  await expect(t.locator('.play-turn')).toContainText('you are reviewing it');
  await axeClean(page, 'reviewing a finished game');
  await press(t.getByRole('button', { name: 'Play this deal again' }));
  await expect(t.locator('.play-turn')).toContainText('Deal 11, computer players: random, move');
  await expect(t.getByRole('heading', { name: 'Game over' })).toHaveCount(0);
  // The address is written after a pause: wait for the review to leave it, then check the deal stayed.
  await expect.poll(() => searchParam(page, 'pl-review')).toBeNull();
  expect(searchParam(page, 'pl-seed')).toBe('11');
});

// ---------------------------------------------------------------------------
// Long records

/** Bluff 'N' Peg whose hands never score (every multiplier 0), so the game runs to its hand limit: a few thousand moves. */
const LONG: Readonly<Record<string, string>> = {
  players: '2',
  track: '500',
  multipliers: '0',
  points: '1',
  doubles: '0',
  handLimit: '1500',
};

test('a record too long for the query opens whole from after the "#", stays there, and the page says so', async ({ page }) => {
  const id: GameId = 'bluff-n-peg';
  const r = record(id, LONG, 5);
  expect(r.over).toBe(true);
  const moves = movesText(r.indices);
  expect(moves.length, 'longer than any query the page writes').toBeGreaterThan(6000);
  const watch = await watchPage(page);
  await open(page, `${playPath(id)}?${r.query}#pl-moves=${moves}`);
  const t = practice(page);
  await expect(t.getByRole('heading', { name: 'Game over' })).toBeVisible({ timeout: 30_000 });
  await expect(t.locator('.play-turn')).toContainText(`move ${r.indices.length}.`);
  await expect(t.locator('.w-notes')).toHaveCount(0);
  await expect(newestLog(page)).toHaveText(r.lines.at(-1)!);
  await expect(t.locator('.play-link-long')).toContainText(`its record of ${r.indices.length.toLocaleString('en-US')} moves is too long`);
  // The address and the link keep every move, after the "#"; the query has none.
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#pl-moves=${moves}`);
  expect(searchParam(page, 'pl-moves')).toBeNull();
  const href = await linkHref(page);
  expect(new URL(href).hash).toBe(`#pl-moves=${moves}`);
  // The download holds the same link.
  const file = await t.getByRole('link', { name: 'Download the record' }).getAttribute('href');
  expect(decodeURIComponent(file!.replace(/^data:text\/plain;charset=utf-8,/u, ''))).toContain(href);
  expect(watch.errors).toEqual([]);
});

test('a long record sent in the query is read whole, moved after the "#", and grows there move by move', async ({ page }) => {
  const id: GameId = 'bluff-n-peg';
  const r = record(id, LONG, 5);
  // A position where the player is to act, so the computer does not play on; its text between 6,000 and 8,000 characters.
  const at = r.seats.findIndex((seat, i) => i >= 3100 && seat === 0);
  expect(at).toBeGreaterThan(0);
  const moves = movesText(r.indices.slice(0, at));
  expect(moves.length).toBeGreaterThan(6000);
  expect(moves.length).toBeLessThan(7500);
  await open(page, `${playPath(id)}?${r.query}&pl-moves=${moves}`);
  const t = practice(page);
  await expect(t.locator('.play-turn')).toHaveText(`Your turn (Player 1). Deal 5, computer players: random, move ${at}.`);
  await expect(t.locator('.w-notes')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#pl-moves=${moves}`);
  await expect.poll(() => searchParam(page, 'pl-moves')).toBeNull();
  // One move more: the record after the "#" has it too, every earlier move kept.
  await t.locator('details.play-moves > summary').press('Enter');
  await t.getByRole('button', { name: 'Play', exact: true }).press('Enter');
  await expect
    .poll(async () => (await page.evaluate(() => window.location.hash)).startsWith(`#pl-moves=${moves}.`), { timeout: 10_000 })
    .toBe(true);
});
