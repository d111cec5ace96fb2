/*
 * The play page of every game (issue 13), through the shell's own controls
 * (the move list, Hint, Undo, Copy link, the setup form), so the per-game
 * boards can change without breaking it. Expected figures come from the
 * engine, run here in Node on the same record: the outcome and the
 * tutorial's explanations.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { GAME_IDS, type GameId } from '../../src/engine/ids.ts';
import { playable, type AnyPlayable } from '../../src/engine/play/playable.ts';
import type { OptionSpec } from '../../src/engine/play/options.ts';
import { findLegal } from '../../src/engine/play/moves.ts';
import { startTutorial, tryMove, tutorialStep, continues } from '../../src/engine/tutorial/runner.ts';
import { BASE, waitForHydration, watchPage } from './helpers.ts';
import { axeNow, guided as guidedRound, linkHref, practice, replayLink, SHORT, waitForTurnOrEnd } from './play-helpers.ts';

/** The hint is the expert's, searched in the page's worker: a second or two on a busy machine (Nuclear's first move). */
const HINT_MS = 20_000;

test.use({ reducedMotion: 'reduce' });

const playPath = (id: GameId, query = ''): string => `${BASE}games/${id}/play/${query === '' ? '' : `?${query}`}`;

function shortQuery(id: GameId, seed: number, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ 'pl-seed': String(seed), 'pl-level': 'random' });
  for (const [k, v] of Object.entries(SHORT[id])) q.set(`pl-${k}`, v);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q.toString();
}

/** Any game's layers, their types erased (the rows run every game). */
const gameOf = (id: GameId): AnyPlayable => playable(id);
/** A game's link replayed in Node (play-helpers.ts), its state kept opaque. */
const replay = (id: GameId, href: string) => replayLink<readonly OptionSpec[], unknown, unknown, unknown>(gameOf(id).rules, href);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const moveSelect = (page: Page) => practice(page).getByLabel('Your move');

/**
 * Every game's board offers every move, so the move list starts closed;
 * open it by keyboard (its summary, Enter) before using it.
 */
async function showList(scope: Locator) {
  const details = scope.locator('details.play-moves');
  if (await details.evaluate((d) => (d as HTMLDetailsElement).open)) return;
  await details.locator('> summary').focus();
  await scope.page().keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
}

for (const id of GAME_IDS) {
  test(`${id}: a whole practice game played by keyboard through the move list ends with the engine's scores`, async ({ page }) => {
    test.setTimeout(120_000);
    const watch = await watchPage(page);
    await open(page, playPath(id, shortQuery(id, 11)));
    await waitForTurnOrEnd(page);
    // Reach the move list by keyboard from the practice table's heading.
    await practice(page).getByRole('heading', { name: 'Practice table' }).focus();
    const summary = practice(page).locator('details.play-moves > summary');
    for (let i = 0; i < 40 && !(await moveSelect(page).evaluate((el) => el === document.activeElement)); i++) {
      const onClosedList = await summary.evaluate((el) => el === document.activeElement && !(el.parentElement as HTMLDetailsElement).open);
      await page.keyboard.press(onClosedList ? 'Enter' : 'Tab');
    }
    await expect(moveSelect(page)).toBeFocused();
    for (let turn = 0; turn < 400; turn++) {
      if (await waitForTurnOrEnd(page)) break;
      if (turn % 2 === 1) await page.keyboard.press('ArrowDown'); // not always the first move
      await page.keyboard.press('Tab');
      await expect(practice(page).getByRole('button', { name: 'Play', exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Shift+Tab');
    }
    await expect(practice(page).getByRole('heading', { name: 'Game over' })).toBeVisible();
    const { state } = replay(id, await linkHref(page));
    const outcome = gameOf(id).rules.outcome(state);
    expect(outcome, 'the link replays to a finished game').not.toBeNull();
    const shown = await practice(page).locator('.play-score').allInnerTexts();
    expect(shown.map(Number)).toEqual([...outcome!.scores]);
    await expect(practice(page).locator('.play-summary')).toContainText(outcome!.summary);
    expect(watch.errors).toEqual([]);
  });
}

// The hint (the expert's move, worked out in the page's worker) is tested in play-expert.spec.ts.

test('undo takes back the player’s last move and the computer moves after it', async ({ page }) => {
  const id: GameId = 'peekaboo';
  await open(page, playPath(id, 'pl-seed=5'));
  await waitForTurnOrEnd(page);
  // The printed rules (no option in the link): four seats, named, and no note.
  await expect(practice(page).locator('.w-notes')).toHaveCount(0);
  await expect(practice(page).locator('.play-turn')).toContainText('Your turn (Player 1)');
  // Before the end there is no review: Undo is Undo.
  await expect(practice(page).getByRole('group', { name: 'Review the game' })).toHaveCount(0);
  await expect(practice(page).getByRole('button', { name: 'Review my last move' })).toHaveCount(0);
  const before = await linkHref(page);
  await showList(practice(page));
  const optionsBefore = await moveSelect(page).locator('option').allInnerTexts();
  const logBefore = await practice(page).locator('.play-log').innerText();
  await practice(page).getByRole('button', { name: 'Play', exact: true }).press('Enter');
  await waitForTurnOrEnd(page);
  expect(await linkHref(page)).not.toBe(before);
  await practice(page).getByRole('button', { name: 'Undo my last move' }).press('Enter');
  await expect.poll(() => linkHref(page)).toBe(before);
  expect(await moveSelect(page).locator('option').allInnerTexts()).toEqual(optionsBefore);
  expect(await practice(page).locator('.play-log').innerText()).toBe(logBefore);
});

test('a position’s link opens the same position: the same log, board and moves', async ({ page, context }) => {
  const id: GameId = 'ninas-five';
  await open(page, playPath(id, 'pl-seed=77&pl-level=random'));
  await showList(practice(page));
  for (let i = 0; i < 3; i++) {
    await waitForTurnOrEnd(page);
    await practice(page).getByRole('button', { name: 'Play', exact: true }).press('Enter');
  }
  await waitForTurnOrEnd(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await practice(page).getByRole('button', { name: 'Copy link to this position' }).press('Enter');
  await expect(practice(page).locator('.play-status')).toContainText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe(playPath(id));
  const snapshot = async (p: Page) => ({
    log: await p.locator('.play-practice .play-log').innerText(),
    board: await p.locator('.play-practice .play-board').innerText(),
    turn: await p.locator('.play-practice .play-turn').innerText(),
    moves: await p.locator('.play-practice').getByLabel('Your move').locator('option').allTextContents(),
  });
  const here = await snapshot(page);
  const other = await context.newPage();
  await open(other, copied);
  await waitForTurnOrEnd(other);
  expect(await snapshot(other)).toEqual(here);
});

const HOSTILE: readonly { readonly name: string; readonly query: string; readonly note: RegExp; readonly table: boolean }[] = [
  { name: 'a bad seed', query: 'pl-seed=12x', note: /Ignored pl-seed="12x": a seed is a whole number/, table: false },
  {
    name: 'an illegal move index',
    query: 'pl-seed=5&pl-moves=0.zz',
    note: /Move 2 in the link is not legal there; the game stops before it\./,
    table: true,
  },
  {
    name: 'a garbage record',
    query: 'pl-seed=5&pl-moves=0.%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    note: /Move 2 in the link is not a move number; the game stops before it\./,
    table: true,
  },
  {
    name: 'an unknown bot level and option value',
    query: 'pl-seed=5&pl-level=genius&pl-players=99',
    note: /Ignored pl-level="genius".*\n?.*Ignored pl-players="99"|Ignored pl-players="99"/s,
    table: true,
  },
  { name: 'options that do not fit together', query: 'pl-seed=5&pl-peekers=0', note: /do not fit together/, table: true },
  {
    name: 'moves after the end',
    query: 'pl-seed=5&pl-rounds=1&pl-players=2&pl-moves=' + '0.'.repeat(300) + '0',
    note: /not legal there|after the end/,
    table: true,
  },
];

for (const row of HOSTILE) {
  test(`hostile link, ${row.name}: a clear note and a working table`, async ({ page }) => {
    const watch = await watchPage(page);
    await open(page, playPath('peekaboo', row.query));
    const notes = practice(page).locator('.w-notes');
    await expect(notes).toBeVisible();
    expect(await notes.innerText()).toMatch(row.note);
    expect(await practice(page).locator('script, b').count(), 'no markup from the link').toBe(0);
    if (row.table) {
      await waitForTurnOrEnd(page);
      if (!(await practice(page).getByRole('heading', { name: 'Game over' }).isVisible())) {
        const before = await linkHref(page);
        await showList(practice(page));
        await practice(page).getByRole('button', { name: 'Play', exact: true }).press('Enter');
        await expect.poll(() => linkHref(page)).not.toBe(before);
      }
    } else {
      await expect(practice(page).getByRole('button', { name: 'Start the game' })).toBeEnabled();
      await practice(page).getByRole('button', { name: 'Start the game' }).press('Enter');
      await waitForTurnOrEnd(page);
    }
    expect(watch.errors).toEqual([]);
  });
}

for (const id of GAME_IDS) {
  test(`${id}: the guided round, completed through the move list, with a wrong move explained`, async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, playPath(id));
    const guided = guidedRound(page);
    await showList(guided);
    const select = guided.getByLabel('Your move');
    const started = startTutorial(id);
    if (!started.ok) throw new Error(started.error.message);
    let progress = started.value;
    const steps = progress.script.steps;
    for (const [i, step] of steps.entries()) {
      await expect(guided.locator('.play-step-count')).toHaveText(`Step ${i + 1} of ${steps.length}`);
      const at = tutorialStep(progress);
      const link = guided.getByRole('link', { name: 'Read this rule' });
      await expect(link).toHaveAttribute('href', `${BASE}games/${id}/#${step.link}`);
      // One wrong move, where the step has one: explained, and the step stays.
      const wrong = at.legal.findIndex((m) => !continues(step, m));
      if (i === 0 && wrong >= 0) {
        await select.selectOption({ index: wrong });
        await guided.getByRole('button', { name: 'Play', exact: true }).press('Enter');
        await expect(guided.getByRole('alert')).toContainText(tryMove(progress, at.legal[wrong]).explanation);
        await expect(guided.locator('.play-step-count')).toHaveText(`Step 1 of ${steps.length}`);
      }
      const right = at.legal.findIndex((m) => findLegal([m], step.move) !== undefined);
      await select.selectOption({ index: right });
      const words = await select.locator('option').nth(right).innerText();
      expect(words.length).toBeGreaterThan(3);
      await guided.getByRole('button', { name: 'Play', exact: true }).press('Enter');
      const result = tryMove(progress, step.move);
      expect(result.ok).toBe(true);
      await expect(guided.locator('.play-happened')).toContainText(result.explanation);
      progress = result.next;
    }
    await expect(guided).toContainText('You know enough to play');
    await guided.getByRole('button', { name: 'Start a practice game' }).press('Enter');
    await expect(practice(page).getByRole('heading', { name: 'Practice table' })).toBeFocused();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const id of GAME_IDS) {
    test(`${id}: the guided round is a static walk-through, and the table says it needs JavaScript`, async ({ page }) => {
      await page.goto(playPath(id));
      const walk = page.locator('.play-walkthrough');
      await expect(walk).toBeVisible();
      const started = startTutorial(id);
      if (!started.ok) throw new Error(started.error.message);
      await expect(walk.locator('.play-walk-steps > li')).toHaveCount(started.value.script.steps.length);
      await expect(walk).toContainText('need JavaScript');
      await expect(walk).toContainText('You know enough to play');
      await expect(page.locator('.play-app')).toBeHidden();
    });
  }
});

test('with JavaScript the walk-through is hidden and the live round shows instead', async ({ page }) => {
  await open(page, playPath('peekaboo'));
  await expect(page.locator('.play-walkthrough')).toBeHidden();
  await expect(page.locator('.play-guided')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing in any state (${colorScheme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    await open(page, playPath('nuclear-holdem'));
    await axeNow(page, 'setup and guided step');
    const guided = guidedRound(page);
    const started = startTutorial('nuclear-holdem');
    if (!started.ok) throw new Error(started.error.message);
    const at = tutorialStep(started.value);
    const wrong = at.legal.findIndex((m) => !continues(started.value.script.steps[0]!, m));
    if (wrong >= 0) {
      await showList(guided);
      await guided.getByLabel('Your move').selectOption({ index: wrong });
      await guided.getByRole('button', { name: 'Play', exact: true }).press('Enter');
      await expect(guided.getByRole('alert')).not.toBeEmpty();
      await axeNow(page, 'wrong-move note');
    }
    await open(page, playPath('nuclear-holdem', 'pl-seed=9&pl-moves=zz'));
    await waitForTurnOrEnd(page);
    await axeNow(page, 'note for a bad link');
    await practice(page).getByRole('button', { name: 'Hint' }).press('Enter');
    await expect(practice(page).locator('.play-hint')).toBeVisible({ timeout: HINT_MS });
    await axeNow(page, 'mid-game, hint shown');
    await open(page, playPath('bluff-n-peg', shortQuery('bluff-n-peg', 3)));
    await practice(page).getByRole('button', { name: 'Skip to my turn' }).press('Enter');
    await showList(practice(page));
    for (let i = 0; i < 300 && !(await practice(page).getByRole('heading', { name: 'Game over' }).isVisible()); i++) {
      await waitForTurnOrEnd(page);
      if (await practice(page).getByRole('heading', { name: 'Game over' }).isVisible()) break;
      await practice(page).getByRole('button', { name: 'Play', exact: true }).press('Enter');
    }
    await expect(practice(page).getByRole('heading', { name: 'Game over' })).toBeVisible();
    await axeNow(page, 'game over');
  });
}

test('setup: a bad rule is named under its field as it is typed, Start refuses it, and fixing it clears both', async ({ page }) => {
  await page.goto(playPath('pokers-wild'));
  await waitForHydration(page);
  const setup = practice(page).locator('form.play-setup');
  await setup.getByText('More rules').click();
  const points = setup.getByLabel('Points table');
  await points.fill('1,2,x');
  await expect(points).toHaveAttribute('aria-invalid', 'true');
  await expect(points).toHaveAccessibleDescription(/must be 10 whole numbers from 0 to 100.*but got "1,2,x"/u);
  await axeNow(page, 'a bad rule in the setup');
  await setup.getByRole('button', { name: 'Start the game' }).press('Enter');
  await expect(setup.getByRole('alert')).toContainText('Points table:');
  await expect(practice(page).getByRole('heading', { name: 'Practice table' })).toBeVisible();
  await expect(practice(page).locator('.play-turn')).toHaveCount(0);
  await points.fill('1,2,3,4,5,6,7,8,9,10');
  await expect(points).not.toHaveAttribute('aria-invalid', 'true');
  await expect(setup.getByText(/but got/u)).toHaveCount(0);
});

// Prints, does not assert (speed goals live in `npm run bench`, not in timed tests): from navigation
// to the first enabled control of the island, per game, on this machine as it is.
test('time to interactive per play page (printed)', async ({ page }) => {
  const rows: Record<string, string | number>[] = [];
  for (const id of GAME_IDS) {
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      await page.goto(playPath(id));
      const ms = await page.waitForFunction(
        () => {
          const button = [...document.querySelectorAll<HTMLButtonElement>('.play-practice button')].find(
            (b) => b.textContent === 'Start the game',
          );
          return button !== undefined && !button.disabled ? performance.now() : null;
        },
        null,
        { polling: 10, timeout: 20_000 },
      );
      times.push(Math.round((await ms.jsonValue()) ?? 0));
    }
    times.sort((a, b) => a - b);
    rows.push({ page: playPath(id), 'ms to first enabled control (median of 3)': times[1]!, runs: times.join(', ') });
  }
  console.log('Play pages: time from navigation to the first enabled control');
  console.table(rows);
  expect(rows).toHaveLength(GAME_IDS.length);
});
