/*
 * The expert at the practice table (issue 22, item 2), by role: Expert chosen for a seat in the setup form and
 * written in the link; the seat shows that it is thinking while the page's worker works; Undo during the thinking
 * takes the player's move back and the late answer is dropped; the move arrives, and it is the move the expert makes
 * in Node for the same view and seed (so a shared link replays exactly); the hint is the expert's, with its reason.
 * On every board, at 390 and 1280 px, the thinking seat's own tag says "Thinking…" (one mark, on that seat, in no
 * live region, the seat's box unchanged by it), and the mark goes on Undo and once the move lands.
 * The worker's script is held back (a route that waits) so "thinking" lasts as long as the test needs, whatever the
 * machine's speed. axe in both themes, at 390 and 1280 px.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { BOTS } from '../../src/engine/bots/index.ts';
import { GAME_IDS, type GameId } from '../../src/engine/ids.ts';
import { findLegal } from '../../src/engine/play/moves.ts';
import type { OptionSpec } from '../../src/engine/play/options.ts';
import { playable, type AnyPlayable } from '../../src/engine/play/playable.ts';
import { mixSeed, rngAt } from '../../src/engine/play/random.ts';
import type { Bot } from '../../src/engine/play/types.ts';
import { BASE, waitForHydration, watchPage } from './helpers.ts';
import { axeClean, fitsPhone, linkHref, moveCount, practice, press, replayLink, waitForTurnOrEnd } from './play-helpers.ts';

test.use({ reducedMotion: 'reduce' });

/** What a thinking computer seat's tag says on the board (TurnTag.tsx). */
const THINKING = 'Thinking…';

/** Any game's layers, their types erased (the rows run several games). */
const gameOf = (id: GameId): AnyPlayable => playable(id);

const playPath = (id: GameId, query = ''): string => `${BASE}games/${id}/play/${query === '' ? '' : `?${query}`}`;

/** Holds the expert worker's script until `release` is called: the table is "thinking" until then. */
async function holdWorker(page: Page): Promise<{ release: () => void; asked: () => boolean }> {
  let release = (): void => undefined;
  let asked = false;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(/\/expert\.worker-[^/]*\.js$/u, async (route) => {
    asked = true;
    await gate;
    await route.continue();
  });
  return { release: () => release(), asked: () => asked };
}

/** Plays the move the move list offers first (the list is the keyboard fallback every board has). */
async function playFirst(page: Page): Promise<void> {
  const list = practice(page).locator('details.play-moves');
  if (!(await list.evaluate((d) => (d as HTMLDetailsElement).open))) await press(list.locator('> summary'));
  await press(practice(page).getByRole('button', { name: 'Play', exact: true }));
}

/**
 * Replays the link in Node and checks every computer move in it: each is the move the table's expert makes (its
 * worker's budget) for that seat's view with the rng of that move, `mixSeed(seed, n, 1)`. Returns how many it checked.
 */
function expertMovesMatch(id: GameId, href: string, experts: readonly number[]): number {
  const { rules } = gameOf(id);
  const q = new URL(href, 'http://x').searchParams;
  const seed = Number(q.get('pl-seed'));
  const moves = (q.get('pl-moves') ?? '').split('.').filter((x) => x !== '');
  const expert = BOTS[id].expert as Bot<unknown, unknown>;
  let checked = 0;
  for (let n = 0; n < moves.length; n++) {
    const upTo = new URL(href, 'http://x');
    upTo.searchParams.set('pl-moves', moves.slice(0, n).join('.'));
    const { state } = replayLink<readonly OptionSpec[], unknown, unknown, unknown>(rules, upTo.toString());
    const seat = rules.toAct(state);
    if (seat === null || !experts.includes(seat)) continue;
    const legal = rules.legalMoves(state, seat);
    const choice = expert(rules.view(state, seat), legal, rngAt(mixSeed(seed, n, 1)));
    expect(parseInt(moves[n] ?? '', 36), `move ${n + 1}, seat ${seat + 1}`).toBe(legal.indexOf(choice.move));
    checked++;
  }
  return checked;
}

test('setup: Expert for one seat is offered per seat, written in the link and named in the status line', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(playPath('peekaboo'));
  await waitForHydration(page);
  const levels = practice(page).getByRole('group', { name: 'Computer players' });
  await expect(levels.getByRole('combobox')).toHaveCount(3);
  await expect(levels.getByLabel('Player 2')).toHaveValue('sensible');
  await levels.getByLabel('Player 2').selectOption({ label: 'Expert' });
  await practice(page).getByLabel('Game number').fill('11');
  await press(practice(page).getByRole('button', { name: 'Start the game' }));
  await expect(page).toHaveURL(/pl-level=you\.expert\.sensible\.sensible/u);
  await expect(practice(page).locator('.play-turn')).toContainText('computer players: expert (Player 2), easy (Player 3, Player 4)');
  expect(watch.errors).toEqual([]);
});

test('setup: a link with levels and no game yet starts the form with them', async ({ page }) => {
  const rows: { query: string; want: readonly string[] }[] = [
    { query: 'pl-level=expert', want: ['expert', 'expert', 'expert'] },
    { query: 'pl-level=you.random.expert.sensible', want: ['random', 'expert', 'sensible'] },
    { query: 'pl-level=expert&pl-players=3', want: ['expert', 'expert'] },
  ];
  for (const { query, want } of rows) {
    await page.goto(playPath('peekaboo', query));
    await waitForHydration(page);
    const levels = practice(page).getByRole('group', { name: 'Computer players' });
    await expect(levels.getByRole('combobox'), query).toHaveCount(want.length);
    for (const [i, level] of want.entries())
      await expect(levels.getByRole('combobox').nth(i), `${query}, seat ${i + 2}`).toHaveValue(level);
  }
});

/** Games where the player acts first at seed 11 (the seat to act at the deal), so the expert thinks after their move. */
const ROWS: { id: GameId; query: string; experts: readonly number[]; thinker: string }[] = [
  { id: 'pokers-wild', query: 'pl-seed=11&pl-level=expert', experts: [1, 2, 3], thinker: 'Player 2' },
  // Nina's Five: the player is East, the expert their partner West (seat 4); South plays Easy in between.
  { id: 'ninas-five', query: 'pl-seed=11&pl-seat=2&pl-level=sensible.you.sensible.expert', experts: [3], thinker: 'West' },
  { id: 'peekaboo', query: 'pl-seed=11&pl-level=expert', experts: [1, 2, 3], thinker: 'Player 2' },
];

for (const row of ROWS)
  test(`${row.id}: the expert's seat shows it is thinking, Undo works meanwhile, and its moves are the ones Node makes`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const watch = await watchPage(page);
    const worker = await holdWorker(page);
    await page.goto(playPath(row.id, row.query));
    await waitForHydration(page);
    expect(await waitForTurnOrEnd(page)).toBe(false);
    const turn = practice(page).locator('.play-turn');
    await expect(turn).toContainText('move 0.');
    expect(worker.asked(), 'no expert has been needed yet, so its code is not loaded').toBe(false);

    await playFirst(page);
    await expect(turn).toContainText(`${row.thinker} is thinking…`);
    await expect.poll(worker.asked, { message: 'the worker is fetched once an Expert seat is to move' }).toBe(true);
    // The page is not frozen: Undo takes the move back while the expert thinks.
    await press(practice(page).getByRole('button', { name: 'Undo my last move' }));
    await expect(turn).toContainText('Your turn');
    await expect(turn).toContainText('move 0.');
    await expect(practice(page).locator('.play-status')).toContainText('Took back your last move');

    worker.release();
    await playFirst(page);
    // The expert's late answer to the undone position is dropped; the moves now come for this one.
    expect(await waitForTurnOrEnd(page)).toBe(false);
    await expect(turn).not.toContainText('thinking');
    const href = await linkHref(page);
    expect(expertMovesMatch(row.id, href, row.experts), 'expert moves checked').toBeGreaterThan(0);

    // The same link opened afresh replays to the same position.
    const moves = new URL(href, 'http://x').searchParams.get('pl-moves');
    await page.goto(href);
    await waitForHydration(page);
    expect(await waitForTurnOrEnd(page)).toBe(false);
    expect(new URL(await linkHref(page), 'http://x').searchParams.get('pl-moves')).toBe(moves);
    expect(watch.errors).toEqual([]);
  });

/** A seat in one of a board's lists of seats, by the list's name and the seat's name (its text starts with it; its tags follow unspaced). */
const seatIn = (page: Page, list: string, name: string): Locator =>
  practice(page)
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${name}(?!\\d)`, 'u') });

/** Where each board puts the thinking seat's mark: the next seat after the player's (seat 1), an Expert, the rest Easy. */
const MARK_ROWS: { id: GameId; query: string; thinker: string; seat: (page: Page) => Locator; axe: boolean }[] = [
  {
    id: 'ninas-five',
    query: 'pl-seed=11&pl-seat=2&pl-level=sensible.you.sensible.expert',
    thinker: 'West',
    seat: (page) => practice(page).getByRole('group', { name: /^West \(partner\)/u }),
    axe: true,
  },
  {
    id: 'peekaboo',
    query: 'pl-seed=11&pl-level=you.expert.sensible.sensible',
    thinker: 'Player 2',
    seat: (page) => seatIn(page, 'The other players', 'Player 2'),
    axe: false,
  },
  {
    id: 'nuclear-holdem',
    query: 'pl-seed=11&pl-level=you.expert.sensible.sensible.sensible',
    thinker: 'Player 2',
    seat: (page) => seatIn(page, 'Commanders at the table', 'Player 2'),
    axe: false,
  },
  {
    id: 'pokers-wild',
    query: 'pl-seed=11&pl-level=you.expert.sensible.sensible',
    thinker: 'Player 2',
    seat: (page) => seatIn(page, 'The other hands and the deck', 'Player 2'),
    axe: false,
  },
  {
    id: 'bluff-n-peg',
    query: 'pl-seed=14&pl-level=you.expert.sensible.sensible',
    thinker: 'Player 2',
    seat: (page) => seatIn(page, 'The other players', 'Player 2'),
    axe: false,
  },
];

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const)
  for (const row of MARK_ROWS)
    test(`${row.id} at ${width} px: "Thinking…" shows on the expert's own seat while it thinks, without moving it, and goes on Undo and when the move lands`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height });
      const watch = await watchPage(page);
      const worker = await holdWorker(page);
      await page.goto(playPath(row.id, row.query));
      await waitForHydration(page);
      expect(await waitForTurnOrEnd(page)).toBe(false);
      const turn = practice(page).locator('.play-turn');
      const marks = practice(page).getByText(THINKING, { exact: true }).filter({ visible: true });
      await expect(marks).toHaveCount(0);

      await playFirst(page);
      await expect(turn).toContainText(`${row.thinker} is thinking…`);
      const seat = row.seat(page);
      await expect(seat.getByText(THINKING, { exact: true })).toBeVisible();
      await expect(marks, 'one mark, on that seat alone').toHaveCount(1);
      // Wholly inside its seat: a seat too narrow for it would cut it off or push it over the next thing on the board.
      const [markBox, seatBox] = [await marks.first().boundingBox(), await seat.boundingBox()];
      expect(markBox !== null && seatBox !== null).toBe(true);
      if (markBox !== null && seatBox !== null) {
        expect(markBox.x, 'the mark starts inside its seat').toBeGreaterThanOrEqual(seatBox.x);
        expect(markBox.x + markBox.width, 'the mark ends inside its seat').toBeLessThanOrEqual(seatBox.x + seatBox.width + 0.5);
      }
      // The mark is words on the seat, not a second announcement: no live region holds it.
      expect(await marks.first().evaluate((el) => el.closest('[aria-live], [role="status"], [role="alert"]') === null)).toBe(true);
      // The seat keeps its size and place when its tag says "to act" instead (the words share one cell).
      const box = async () => seat.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      const thinkingBox = await box();
      const tag = seat.locator('.turn-tag');
      await tag.evaluate((el) => el.removeAttribute('data-thinking'));
      await expect(seat.getByText(THINKING, { exact: true })).toBeHidden();
      const turnBox = await box();
      await tag.evaluate((el) => el.setAttribute('data-thinking', 'true'));
      expect(turnBox, 'the seat does not move or change size when the mark appears').toEqual(thinkingBox);
      if (width === 390) await fitsPhone(page);
      if (row.axe) await axeClean(page, `${row.id}: the expert thinking at ${width} px`);

      await press(practice(page).getByRole('button', { name: 'Undo my last move' }));
      await expect(turn).toContainText('Your turn');
      await expect(marks, 'Undo takes the mark away').toHaveCount(0);

      worker.release();
      await playFirst(page);
      expect(await waitForTurnOrEnd(page)).toBe(false);
      await expect(marks, 'the move landed: no seat is thinking').toHaveCount(0);
      expect(await moveCount(page)).toBeGreaterThan(1);
      expect(watch.errors).toEqual([]);
    });

test('New game while the expert thinks: the setup form comes back, and the late answer changes nothing', async ({ page }) => {
  const watch = await watchPage(page);
  const worker = await holdWorker(page);
  await page.goto(playPath('pokers-wild', 'pl-seed=11&pl-level=expert'));
  await waitForHydration(page);
  expect(await waitForTurnOrEnd(page)).toBe(false);
  await playFirst(page);
  await expect(practice(page).locator('.play-turn')).toContainText('Player 2 is thinking…');
  await press(practice(page).getByRole('button', { name: 'New game' }));
  await expect(practice(page).getByRole('button', { name: 'Start the game' })).toBeVisible();
  worker.release();
  // The worker now loads and answers the question it was sent; the table has no game to put it in.
  await page.waitForTimeout(1500); // a window for the late answer, not a wait for a state: nothing may change in it
  const taken = await page.evaluate(() => performance.getEntriesByName('showdown-expert-think').length);
  expect(taken, 'the table took no answer (it records one for each answer it takes)').toBe(0);
  await expect(practice(page).getByRole('button', { name: 'Start the game' })).toBeVisible();
  await expect(practice(page).locator('.play-turn')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('pl-seed')).toBeNull();
  expect(watch.errors).toEqual([]);
});

test('the hint is the expert’s move with its reason, worked out in the worker, and preselected', async ({ page }) => {
  const id: GameId = 'pokers-wild';
  const seed = 23;
  await page.goto(playPath(id, `pl-seed=${seed}`));
  await waitForHydration(page);
  await waitForTurnOrEnd(page);
  const { rules } = gameOf(id);
  const { state, seat, moves } = replayLink<readonly OptionSpec[], unknown, unknown, unknown>(rules, await linkHref(page));
  const legal = rules.legalMoves(state, seat);
  const choice = (BOTS[id].expert as Bot<unknown, unknown>)(rules.view(state, seat), legal, rngAt(mixSeed(seed, moves, 2)));
  const index = legal.findIndex((m) => findLegal([m], choice.move) !== undefined);
  expect(choice.reason).toMatch(/^Over \d+ deals that fit what I have seen/u);
  await press(practice(page).getByRole('button', { name: 'Hint' }));
  const hint = practice(page).locator('.play-hint');
  await expect(hint).toContainText(choice.reason, { timeout: 20_000 });
  await expect(practice(page).getByLabel('Your move')).toHaveValue(String(index));
});

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const)
  test(`axe: the levels in the setup form and an expert thinking, light and dark, at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000); // axe four times, on a shared machine
    await page.setViewportSize({ width, height });
    const worker = await holdWorker(page);
    await page.goto(playPath('ninas-five'));
    await waitForHydration(page);
    await expect(practice(page).getByRole('group', { name: 'Computer players' })).toBeVisible();
    await axeClean(page, `setup form at ${width} px`);
    if (width === 390) await fitsPhone(page);
    await page.goto(playPath('pokers-wild', 'pl-seed=11&pl-level=expert'));
    await waitForHydration(page);
    await waitForTurnOrEnd(page);
    await playFirst(page);
    await expect(practice(page).locator('.play-turn')).toContainText('Player 2 is thinking…');
    await expect(seatIn(page, 'The other hands and the deck', 'Player 2').getByText(THINKING, { exact: true })).toBeVisible();
    await axeClean(page, `expert thinking at ${width} px`);
    if (width === 390) await fitsPhone(page);
    worker.release();
    expect(await waitForTurnOrEnd(page)).toBe(false);
  });

test('every game’s table offers Expert for each computer seat', async ({ page }) => {
  for (const id of GAME_IDS) {
    await page.goto(playPath(id));
    await waitForHydration(page);
    const levels = practice(page).getByRole('group', { name: 'Computer players' });
    const selects = levels.getByRole('combobox');
    const n = await selects.count();
    expect(n, `${id}: one per computer seat`).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) await expect(selects.nth(i).locator('option')).toHaveText(['Easy', 'Expert', 'Random (any legal move)']);
  }
});
