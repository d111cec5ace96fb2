/*
 * The play page on a phone and a desktop (issue 24: items 1, 2, 10 and 11, and "a play layout"). Each game's
 * guided round is walked at 390 px through its move list, a wrong move first where the step has one: after every
 * step and every refused move the instruction and the refusal lie wholly on the screen (below the sticky site
 * header, inside the prompt bar's visible part), with no scroll by the test. At 1280 px the bar sits beside the
 * table. Each step's own move is marked on the board (an outline, a "This step" tag, and a description). The end
 * of the round starts a practice game in one press, in the seat the round used. Nina's Five's joker list opens
 * at the step's card. Expected words come from the tutorial runner in Node.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { GAME_IDS, type GameId } from '../../src/engine/ids.ts';
import { findLegal } from '../../src/engine/play/moves.ts';
import { playable, type AnyPlayable } from '../../src/engine/play/playable.ts';
import { defaultOptions, type OptionSpec } from '../../src/engine/play/options.ts';
import { continues, startTutorial, tryMove, tutorialStep } from '../../src/engine/tutorial/runner.ts';
import { faceText } from '../../src/engine/hands/cards.ts';
import { BASE, waitForHydration, watchPage } from './helpers.ts';
import { axeClean, guided, linkHref, practice, replayLink, waitForTurnOrEnd } from './play-helpers.ts';

test.use({ reducedMotion: 'reduce' });

const playPath = (id: GameId): string => `${BASE}games/${id}/play/`;
/** The id the guided round's words for "the marked move" carry (PlayShell's prefix, then GuidedRound's). */
const CUE = 'play-guided-cue';

async function open(page: Page, id: GameId): Promise<void> {
  await page.goto(playPath(id));
  await waitForHydration(page);
}

/** Opens the guided round's move list by keyboard, if it is closed. */
async function showList(scope: Locator): Promise<void> {
  const details = scope.locator('details.play-moves');
  if (await details.evaluate((d) => (d as HTMLDetailsElement).open)) return;
  await details.locator('> summary').focus();
  await scope.page().keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
}

/**
 * Where `target` lies against what the reader can see: the window below the sticky site header, cut to the prompt
 * bar's box when it sits inside one (the bar scrolls inside itself). Zero overflow on each side: wholly visible.
 */
function overflow(target: Locator): Promise<{ above: number; below: number; height: number }> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    let top = Math.max(0, header);
    let bottom = window.innerHeight;
    const bar = el.closest('.play-prompt');
    if (bar !== null) {
      const b = bar.getBoundingClientRect();
      top = Math.max(top, b.top);
      bottom = Math.min(bottom, b.bottom);
    }
    return { above: Math.max(0, top - r.top), below: Math.max(0, r.bottom - bottom), height: r.height };
  });
}

async function wholly(target: Locator, what: string): Promise<void> {
  await expect(target).toBeVisible();
  const o = await overflow(target);
  expect(o.height, `${what}: drawn`).toBeGreaterThan(0);
  expect({ above: Math.round(o.above), below: Math.round(o.below) }, `${what}: wholly on the screen`).toEqual({ above: 0, below: 0 });
}

for (const id of GAME_IDS) {
  test(`${id} at 390 px: after every step and every refused move, the instruction and the refusal are on the screen`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const watch = await watchPage(page);
    await open(page, id);
    const g = guided(page);
    await showList(g);
    const select = g.getByLabel('Your move');
    const started = startTutorial(id);
    if (!started.ok) throw new Error(started.error.message);
    let progress = started.value;
    const steps = progress.script.steps;
    for (const [i, step] of steps.entries()) {
      const at = tutorialStep(progress);
      // A wrong move, where the step has one: its refusal and the instruction, both on the screen.
      const wrong = at.legal.findIndex((m) => !continues(step, m));
      if (wrong >= 0) {
        await select.selectOption({ index: wrong });
        await g.getByRole('button', { name: 'Play', exact: true }).click();
        await expect(g.getByRole('alert')).toContainText(tryMove(progress, at.legal[wrong]).explanation);
        await wholly(g.getByRole('alert'), `${id} step ${String(i + 1)}, the refusal`);
        await wholly(g.locator('.play-rule'), `${id} step ${String(i + 1)}, the instruction beside the refusal`);
      }
      const right = at.legal.findIndex((m) => findLegal([m], step.move) !== undefined);
      await select.selectOption({ index: right });
      await g.getByRole('button', { name: 'Play', exact: true }).click();
      const result = tryMove(progress, step.move);
      progress = result.next;
      const next = steps[i + 1];
      if (next === undefined) {
        await expect(g.getByRole('heading', { name: 'Round over' })).toBeFocused();
        await wholly(g.locator('.play-rule'), `${id}, the closing words`);
        await wholly(g.getByRole('button', { name: 'Start a practice game' }), `${id}, the way on to a practice game`);
      } else {
        await expect(g.locator('.play-step-count')).toHaveText(`Step ${String(i + 2)} of ${String(steps.length)}`);
        await wholly(g.locator('.play-rule'), `${id} step ${String(i + 2)}, the instruction`);
      }
    }
    expect(watch.errors).toEqual([]);
  });
}

test('at 1280 px the prompt bar sits beside the table, and stays in view while the table scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, 'ninas-five');
  const g = guided(page);
  const bar = g.locator('.play-prompt');
  const table = g.locator('.play-board');
  const [b, t] = [await bar.boundingBox(), await table.boundingBox()];
  expect(b, 'the bar is drawn').not.toBeNull();
  expect(t, 'the table is drawn').not.toBeNull();
  expect(b!.x, 'the bar is to the right of the table').toBeGreaterThanOrEqual(t!.x + t!.width);
  // Scroll until the table's last line is at the foot of the screen (as far as a reader of the table goes): the
  // instruction is still on the screen.
  await table.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight));
  expect(await page.evaluate(() => window.scrollY), 'the page scrolled').toBeGreaterThan(200);
  await wholly(g.locator('.play-rule'), 'the instruction at 1280 px, the table scrolled');
});

/** Each game's first step: the board's marked control, described by the step's words and tagged "This step". */
for (const id of GAME_IDS) {
  test(`${id}: the first step's move is marked on the board, not by colour alone, and says why`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, id);
    const g = guided(page);
    const marked = g.locator(`.play-board [aria-describedby="${CUE}"]`);
    await expect(marked.first()).toBeVisible();
    await expect(marked.first()).toHaveAccessibleDescription(/move this step asks for/u);
    // The outline is dashed (a shape), and the tag is words on the screen.
    const style = await marked.first().evaluate((el) => {
      const s = getComputedStyle(el);
      const after = getComputedStyle(el, '::after').content;
      return { outline: s.outlineStyle, border: s.borderStyle, tag: `${el.textContent} ${after}` };
    });
    expect(
      [style.outline, style.border].some((s) => s.includes('dashed')),
      `a dashed outline or border (${JSON.stringify(style)})`,
    ).toBe(true);
    expect(style.tag).toMatch(/this step/iu);
    await axeClean(page, `${id}, the first step marked`);
  });
}

test("Nina's Five's peekaboo swap: the card to swap out looks like a control and is marked; the pass is not", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'ninas-five');
  const table = guided(page).locator('.play-board');
  await table.getByRole('button', { name: 'Lay A♦' }).click();
  const swap = table.getByRole('button', { name: "Peekaboo: swap out East's 8♥" });
  await expect(swap).toHaveAccessibleDescription(/move this step asks for/u);
  // Its tag, drawn beside it from data-mark (its words are in the name and the description, not in the button).
  expect(await swap.evaluate((el) => getComputedStyle(el, '::after').content)).toMatch(/This step/u);
  // A framed control: a visible border, and the corner dot drawn before it.
  const look = await swap.evaluate((el) => ({
    border: getComputedStyle(el).borderTopStyle,
    width: getComputedStyle(el).borderTopWidth,
    dot: getComputedStyle(el, '::before').content,
  }));
  expect(look.border).not.toBe('none');
  expect(parseFloat(look.width)).toBeGreaterThan(0);
  expect(look.dot).not.toBe('none');
  await expect(table.getByRole('button', { name: /^Pass: no swap/u })).not.toHaveAttribute('aria-describedby');
});

test("Nina's Five's joker step: the naming list opens at the card the step asks for", async ({ page }) => {
  await open(page, 'ninas-five');
  const started = startTutorial('ninas-five');
  if (!started.ok) throw new Error(started.error.message);
  const steps = started.value.script.steps;
  const jokerStep = steps[2]?.move as { kind: string; as?: number } | undefined;
  expect(jokerStep?.kind, 'step 3 lays a named joker').toBe('lay');
  const want = faceText(jokerStep?.as ?? 0).short;
  const table = guided(page).locator('.play-board');
  await table.getByRole('button', { name: 'Lay A♦' }).click();
  await table.getByRole('button', { name: "Peekaboo: swap out East's 8♥" }).click();
  await table.getByRole('button', { name: /^Lay the joker: name it first/u }).click();
  await expect(table.getByLabel('Name the joker as')).toBeFocused();
  await expect(table.getByRole('button', { name: `Lay the joker as ${want}` })).toBeVisible();
});

/** The seat name the guided round teaches in, from the game's own words. */
function learnerSeat(id: GameId): { index: number; name: string } {
  const started = startTutorial(id);
  if (!started.ok) throw new Error(started.error.message);
  const game: AnyPlayable = playable(id);
  const names = game.words.seatNames(defaultOptions(game.rules.options));
  const index = started.value.script.learner;
  return { index, name: names[index] ?? '' };
}

for (const id of GAME_IDS) {
  test(`${id}: the end of the guided round starts a practice game in one press, in the round's seat`, async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, id);
    const g = guided(page);
    await showList(g);
    const started = startTutorial(id);
    if (!started.ok) throw new Error(started.error.message);
    let progress = started.value;
    for (const [i, step] of progress.script.steps.entries()) {
      await expect(g.locator('.play-step-count')).toHaveText(`Step ${String(i + 1)} of ${String(progress.script.steps.length)}`);
      const at = tutorialStep(progress);
      await g.getByLabel('Your move').selectOption({ index: at.legal.findIndex((m) => findLegal([m], step.move) !== undefined) });
      await g.getByRole('button', { name: 'Play', exact: true }).press('Enter');
      progress = tryMove(progress, step.move).next;
    }
    await expect(g.getByRole('heading', { name: 'Round over' })).toBeFocused();
    const start = g.getByRole('button', { name: 'Start a practice game' });
    // The page's primary button: filled with the accent, unlike the button beside it.
    const fill = (b: Locator) => b.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await fill(start)).not.toBe(await fill(g.getByRole('button', { name: 'Play the first round again' })));
    await start.press('Enter');
    const seat = learnerSeat(id);
    await waitForTurnOrEnd(page);
    await expect(practice(page).getByRole('heading', { name: 'Practice table' })).toBeFocused();
    await expect(practice(page).locator('.play-setup')).toHaveCount(0);
    const rules: AnyPlayable['rules'] = playable(id).rules;
    expect(replayLink<readonly OptionSpec[], unknown, unknown, unknown>(rules, await linkHref(page)).seat, `seated as ${seat.name}`).toBe(
      seat.index,
    );
    await expect(practice(page).locator('.play-turn')).toContainText(`Your turn (${seat.name})`);
  });
}
