/*
 * Issue 24, "Navigation that stays with you": the sticky site header, "On
 * this page" marking the section in view, rulings folded and opened by their
 * deep links, and "/" and Ctrl+K opening search. By role where the page has
 * one; the rulings' texts come from the engine, never from the page.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { BASE, AXE_TAGS, waitForHydration } from './helpers.ts';
import { rulingsForGame } from '../../src/engine/index.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LONG_GAME = `${BASE}games/nuclear-holdem/`;
const PEEKABOO = `${BASE}games/peekaboo/`;

const ruling = (id: string) => {
  const r = rulingsForGame('peekaboo').find((x) => x.id === id);
  if (r === undefined) throw new Error(`peekaboo has no ruling ${id}`);
  return r;
};
/** The ruling's full answer, shown only when it is open. */
const fullAnswer = (page: Page, id: string) => page.locator(`#ruling-${id} dd`).filter({ hasText: ruling(id).answer });
/** Its summary, the one control of the folded ruling. */
const summaryOf = (page: Page, id: string) => page.locator(`#ruling-${id} > summary`);
const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the rules' });

for (const [label, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  test(`at ${label} px the header stays in view on a long page, without moving the page`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(LONG_GAME);
    const header = page.getByRole('banner');
    const before = (await header.boundingBox())!;
    const mainTop = await page.evaluate(() => document.getElementById('main')!.getBoundingClientRect().top + window.scrollY);
    for (const y of [2000, 9000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 10);
      const box = (await header.boundingBox())!;
      expect(box.y, `header top after scrolling to ${y}`).toBe(0);
      expect(box.height, 'the header keeps its height').toBe(before.height);
      await expect(header.getByRole('link', { name: 'Showdown' })).toBeInViewport();
    }
    // Sticky, not fixed: the page below starts where it did.
    expect(await page.evaluate(() => document.getElementById('main')!.getBoundingClientRect().top + window.scrollY)).toBe(mainTop);
  });
}

test('at 390 px the header is a slim bar: at most 64 px of an 844 px screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(LONG_GAME);
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(64);
});

const SECTIONS = [
  ['1280', DESKTOP, 'Hand ranking'],
  ['1280', DESKTOP, 'Rulings'],
  ['390', PHONE, 'Setup'],
  ['390', PHONE, 'Common questions'],
] as const;
for (const [label, viewport, section] of SECTIONS) {
  test(`at ${label} px "On this page" marks "${section}" when it is scrolled to`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(LONG_GAME);
    // On a phone the list is folded: its links are there, hidden until it opens.
    const link = toc(page).getByRole('link', { name: section, exact: true, includeHidden: true });
    await expect(link).not.toHaveAttribute('aria-current', 'true');
    await page.getByRole('heading', { level: 2, name: section, exact: true }).evaluate((h) => h.scrollIntoView());
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(toc(page).locator('[aria-current]')).toHaveCount(1);
    // The heading is in view, below the sticky header (and, on a phone, the folded bar).
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeInViewport();
    if (label === '390') {
      // The folded bar names the section and stays under the header.
      const bar = toc(page).locator('summary');
      await expect(bar).toContainText(section);
      await expect(bar).toBeInViewport();
      const header = (await page.getByRole('banner').boundingBox())!;
      expect((await bar.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    }
  });
}

test('at 390 px the folded "On this page" opens over the text, and following a link folds it and lands below the bars', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(LONG_GAME);
  await page.evaluate(() => window.scrollTo(0, 6000));
  const bar = toc(page).locator('summary');
  const scrollBefore = await page.evaluate(() => window.scrollY);
  // A real press where the bar is (Playwright's click would first scroll the bar clear of the scroll padding).
  const at = (await bar.boundingBox())!;
  await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
  const link = toc(page).getByRole('link', { name: 'Rulings', exact: true });
  await expect(link).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'opening the list moves nothing').toBe(scrollBefore);
  await link.click();
  await expect(link).toBeHidden();
  const heading = page.getByRole('heading', { level: 2, name: 'Rulings', exact: true });
  await expect(heading).toBeInViewport();
  const barBox = (await bar.boundingBox())!;
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  await expect(toc(page).getByRole('link', { name: 'Rulings', exact: true, includeHidden: true })).toHaveAttribute('aria-current', 'true');
});

test('rulings are folded: each shows its question and short answer, not the rest', async ({ page }) => {
  await page.goto(PEEKABOO);
  for (const id of ['pk-cover', 'pk-peekers-fixed']) {
    await expect(summaryOf(page, id)).toContainText(ruling(id).question);
    await expect(page.locator(`#ruling-${id}`)).not.toHaveAttribute('open');
    await expect(fullAnswer(page, id)).toBeHidden();
  }
  // The short answer is the answer's first sentence: "No." for this one.
  await expect(summaryOf(page, 'pk-peekers-fixed')).toContainText('No.');
  // A press opens it.
  await summaryOf(page, 'pk-cover').click();
  await expect(fullAnswer(page, 'pk-cover')).toBeVisible();
});

for (const id of ['pk-cover', 'pk-kept-dice-stay', 'pk-game-end']) {
  test(`the deep link #ruling-${id} opens that ruling, in view, and only that one`, async ({ page }) => {
    await page.goto(`${PEEKABOO}#ruling-${id}`);
    await expect(fullAnswer(page, id)).toBeVisible();
    await expect(summaryOf(page, id)).toBeInViewport();
    await expect(page.locator('[data-ruling][open]')).toHaveCount(1);
  });
}

test('common questions are folded to their questions; a deep link opens one, in view, and a press opens another', async ({ page }) => {
  await page.goto(`${LONG_GAME}#can-an-ace-be-low`);
  const folds = page.locator('#common-questions ~ details.fold');
  expect(await folds.count(), 'every common question is a fold').toBeGreaterThanOrEqual(5);
  const ace = page.locator('details.fold', { has: page.locator('#can-an-ace-be-low') });
  await expect(ace).toHaveAttribute('open');
  await expect(ace.getByText('Only to make A-2-3-4-5')).toBeVisible();
  await expect(ace.locator('summary')).toBeInViewport();
  const vote = page.locator('details.fold', { has: page.locator('#can-i-abstain-from-a-vote') });
  await expect(vote).not.toHaveAttribute('open');
  await vote.getByRole('heading', { name: 'Can I abstain from a vote?' }).click();
  await expect(vote).toHaveAttribute('open');
});

test('a ruling link followed on the page opens the ruling, again after it was closed (no hashchange)', async ({ page }) => {
  await page.goto(PEEKABOO);
  const ref = page.locator('.rules a[href="#ruling-pk-ante-cap"]').first();
  await ref.click();
  await expect(page).toHaveURL(/#ruling-pk-ante-cap$/);
  await expect(fullAnswer(page, 'pk-ante-cap')).toBeVisible();
  await summaryOf(page, 'pk-ante-cap').click();
  await expect(fullAnswer(page, 'pk-ante-cap')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await ref.click();
  await expect(fullAnswer(page, 'pk-ante-cap')).toBeVisible();
  await expect(summaryOf(page, 'pk-ante-cap')).toBeInViewport();
});

test('a new fragment typed into the address opens its ruling (hashchange)', async ({ page }) => {
  await page.goto(PEEKABOO);
  await page.evaluate(() => {
    window.location.hash = '#ruling-pk-odd-chips';
  });
  await expect(fullAnswer(page, 'pk-odd-chips')).toBeVisible();
});

test('without JavaScript a deep link lands on the folded ruling, whose summary gives the short answer', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${PEEKABOO}#ruling-pk-peekers-fixed`);
  await expect(summaryOf(page, 'pk-peekers-fixed')).toBeInViewport();
  await expect(summaryOf(page, 'pk-peekers-fixed')).toContainText(ruling('pk-peekers-fixed').question);
  await expect(summaryOf(page, 'pk-peekers-fixed')).toContainText('No.');
  // "On this page" is plain links: the folded list opens by a press and its links work.
  await toc(page).locator('summary').click();
  await toc(page).getByRole('link', { name: 'Rulings', exact: true }).click();
  await expect(page).toHaveURL(/#rulings$/);
  await context.close();
});

test('Pagefind indexes the folded rulings: a phrase only in a ruling finds its page', async ({ page }) => {
  const why = ruling('pk-kept-dice-stay').why;
  expect(why).toContain('a die you have kept is then a promise');
  await page.goto(BASE);
  const urls = await page.evaluate(
    async ({ base, q }) => {
      const pf = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as {
        search(q: string): Promise<{ results: { data: () => Promise<{ url: string }> }[] }>;
      };
      const search = await pf.search(q);
      return Promise.all(search.results.slice(0, 5).map(async (r) => (await r.data()).url));
    },
    { base: BASE, q: 'promise they can bet on' },
  );
  expect(urls.some((u) => u.includes('/games/peekaboo/'))).toBe(true);
});

const SHORTCUTS = [
  ['"/"', '/'],
  ['Ctrl+K', 'Control+k'],
  ['Cmd+K', 'Meta+k'],
] as const;
for (const [name, keys] of SHORTCUTS) {
  test(`${name} focuses the header's search box, and Escape leaves it`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(PEEKABOO);
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press(keys);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).not.toBeFocused();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });
}

// The quiz pages had no shortcut while one island carried every game's quiz (budget); each now carries its own.
for (const game of ['ninas-five', 'peekaboo', 'pokers-wild']) {
  test(`on ${game}'s quiz page "/" focuses the header's search box once the quiz is running`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${BASE}games/${game}/quiz/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
  });
}

test('at 390 px "/" opens the menu and focuses its search box', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(PEEKABOO);
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toBeHidden();
});

test('"/" typed in a text field is typed, not a shortcut', async ({ page }) => {
  await page.goto(`${BASE}judge/`);
  await waitForHydration(page);
  const field = page.getByRole('textbox').first();
  await field.fill('');
  await field.press('/');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('/');
  await field.press('Control+k');
  await expect(field).toBeFocused();
});

test('on the search page "/" focuses the page\'s own search box', async ({ page }) => {
  await page.goto(`${BASE}search/`);
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox')).toBeFocused();
});

test('the search box announces its shortcuts', async ({ page }) => {
  await page.goto(PEEKABOO);
  await expect(searchBox(page)).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe at 390 px with a ruling and "On this page" open, ${scheme} theme`, async ({ page }) => {
    test.setTimeout(90_000); // axe over the longest rules page, with its widgets, takes 20-35 s on a shared machine
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${LONG_GAME}#ruling-nh-one-pair`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    const at = (await toc(page).locator('summary').boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await expect(toc(page).getByRole('link', { name: 'Rulings', exact: true })).toBeVisible();
    await expect(page.locator('#ruling-nh-one-pair')).toHaveAttribute('open');
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}
