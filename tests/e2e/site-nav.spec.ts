/*
 * Navigation and the design system (issue 14): the header (one short line on a
 * phone, a <details> menu that works by keyboard and without JavaScript, the
 * six destinations, aria-current), the game pages' sticky "On this page" (issue
 * 24 made it a folded bar under the sticky header on a phone: rules-nav.spec.ts),
 * previous/next game links and "Back to top", and the focus colour.
 * The game order is read from the MDX frontmatter (`order:`), not from the site's code.
 */
import { test, expect, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { BASE } from './helpers.ts';

const CONTENT = resolve(import.meta.dirname, '../../src/content/games');

/** The games in their display order, from each MDX file's frontmatter. */
const ORDERED = readdirSync(CONTENT)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const front = readFileSync(resolve(CONTENT, f), 'utf8').split('---')[1] ?? '';
    const field = (name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(front)?.[1]?.trim() ?? '';
    return { id: field('id'), title: field('title'), order: Number(field('order')) };
  })
  .sort((a, b) => a.order - b.order);
const gameUrl = (id: string) => `${BASE}games/${id}/`;
const LONG_GAME = gameUrl('nuclear-holdem');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The header's links by name and where they go (Games is a disclosure, below). */
const TOOLS = [
  { name: 'Judge', path: 'judge/' },
  { name: 'Compare', path: 'compare/' },
  { name: 'Lab', path: 'lab/' },
  { name: 'Glossary', path: 'glossary/' },
  { name: 'Search', path: 'search/' },
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => page.locator('.site-header summary.menu-button');

test('the frontmatter gives five games in order', () => {
  expect(ORDERED.map((g) => g.order)).toEqual([1, 2, 3, 4, 5]);
  expect(ORDERED.every((g) => g.id && g.title)).toBe(true);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`header is at most 64 px tall at 390 px, ${scheme} theme, and one line at 1280 px`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of [BASE, LONG_GAME, `${BASE}judge/`, `${BASE}compare/`]) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      const phone = (await page.locator('header.site-header').boundingBox())!;
      expect(phone.height, `${path} at 390 px`).toBeLessThanOrEqual(64);
      await expect(menuButton(page)).toBeVisible();
      await expect(mainNav(page).getByRole('link', { name: 'Judge' })).toBeHidden();

      await page.setViewportSize(DESKTOP);
      const wide = (await page.locator('header.site-header').boundingBox())!;
      expect(wide.height, `${path} at 1280 px`).toBeLessThanOrEqual(64);
      await expect(menuButton(page)).toBeHidden();
      await expect(mainNav(page).getByRole('link', { name: 'Judge' })).toBeVisible();
    }
  });
}

test('at 390 px the menu opens from the keyboard, and its links and search box are usable', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(BASE);
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // brand
  await page.keyboard.press('Tab'); // menu button
  await expect(menuButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('details.menu')).toHaveAttribute('open', '');
  await expect(page.getByRole('searchbox', { name: 'Search the rules' })).toBeVisible();
  // Tab on from the button: Games comes first.
  await page.keyboard.press('Tab');
  const games = mainNav(page).locator('summary', { hasText: 'Games' });
  await expect(games).toBeFocused();
  await page.keyboard.press('Space');
  await expect(mainNav(page).getByRole('link', { name: ORDERED[0]!.title })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(mainNav(page).getByRole('link', { name: ORDERED[0]!.title })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(gameUrl(ORDERED[0]!.id));
  // A new page: the menu is closed again.
  await expect(page.locator('details.menu')).not.toHaveAttribute('open', '');
  // The button toggles it shut again.
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details.menu')).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(page.locator('details.menu')).not.toHaveAttribute('open', '');
  await expect(mainNav(page).getByRole('link', { name: 'Judge' })).toBeHidden();
});

test('the menu and the Games list work with JavaScript disabled', async ({ browser }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto(`${BASE}glossary/`);
    if (viewport === PHONE) await menuButton(page).click();
    await mainNav(page).locator('summary', { hasText: 'Games' }).click();
    const last = ORDERED.at(-1)!;
    await mainNav(page).getByRole('link', { name: last.title }).click();
    await expect(page).toHaveURL(gameUrl(last.id));
    await expect(page.locator('main h1')).toHaveText(last.title);
    await context.close();
  }
});

for (const [label, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  test(`all six destinations are reachable from the header at ${label} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const open = async () => {
      if (viewport === PHONE) await menuButton(page).click();
    };
    for (const { name, path } of TOOLS) {
      await page.goto(LONG_GAME);
      await open();
      await mainNav(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(`${BASE}${path}`);
      await expect(page.locator('main h1')).toBeVisible();
      // The page reached is marked current in the header.
      await open();
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText(name);
    }
    // Games: a disclosure with the five games, in order.
    await page.goto(`${BASE}judge/`);
    await open();
    const games = mainNav(page).locator('summary', { hasText: 'Games' });
    await expect(games).toBeVisible();
    await games.click();
    const links = mainNav(page).locator('.games-list a');
    await expect(links).toHaveText(ORDERED.map((g) => g.title));
    for (const link of await links.all()) await expect(link).toBeVisible();
    await links.nth(1).click();
    await expect(page).toHaveURL(gameUrl(ORDERED[1]!.id));
    // Marked in the markup (inside the closed menu at 390 px): Games, and the game itself.
    const nav = page.locator('nav.site-nav');
    await expect(nav.locator('summary', { hasText: 'Games' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', gameUrl(ORDERED[1]!.id));
    await expect(nav.locator('[aria-current]')).toHaveCount(2);
  });
}

test('the search box is in the header at 1280 px and in the open menu at 390 px', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${BASE}judge/`);
  await expect(page.getByRole('searchbox', { name: 'Search the rules' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('searchbox', { name: 'Search the rules' })).toBeHidden();
  await menuButton(page).click();
  await page.getByRole('searchbox', { name: 'Search the rules' }).fill('joker');
  await page.getByRole('searchbox', { name: 'Search the rules' }).press('Enter');
  await expect(page).toHaveURL(`${BASE}search/?q=joker`);
});

const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' });

test('"On this page" stays in view at 1280 px (sticky column), and at 390 px as a folded bar under the header', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(LONG_GAME);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the page is long enough to test').toBeGreaterThan(5000);
  for (const y of [3000, height / 2, height - 2000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const box = (await toc(page).boundingBox())!;
    expect(box.y, `TOC top after scrolling to ${y}`).toBeGreaterThanOrEqual(0);
    expect(box.y, `TOC top after scrolling to ${y}`).toBeLessThan(100);
    await expect(toc(page).getByRole('link', { name: 'Back to top' })).toBeInViewport();
  }
  // Beside the rules, not above them.
  const rules = (await page.locator('.rules').boundingBox())!;
  expect((await toc(page).boundingBox())!.x).toBeGreaterThan(rules.x + rules.width);

  // Issue 24: on a phone it no longer scrolls away; its folded bar sits under the sticky header.
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toc(page)).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect(toc(page)).toBeInViewport();
  const header = (await page.locator('header.site-header').boundingBox())!;
  const box = (await toc(page).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.height, 'one folded line, not the list').toBeLessThan(60);
});

test('previous and next links join the games in order, with their names', async ({ page }) => {
  for (const [i, game] of ORDERED.entries()) {
    await page.goto(gameUrl(game.id));
    const pager = page.getByRole('navigation', { name: 'Other games' });
    const prev = ORDERED[i - 1];
    const next = ORDERED[i + 1];
    const prevLink = pager.locator('a[rel="prev"]');
    const nextLink = pager.locator('a[rel="next"]');
    if (prev) {
      await expect(prevLink).toHaveAttribute('href', gameUrl(prev.id));
      await expect(prevLink).toContainText('Previous game');
      await expect(prevLink).toContainText(prev.title);
    } else {
      await expect(prevLink).toHaveCount(0);
    }
    if (next) {
      await expect(nextLink).toHaveAttribute('href', gameUrl(next.id));
      await expect(nextLink).toContainText('Next game');
      await expect(nextLink).toContainText(next.title);
    } else {
      await expect(nextLink).toHaveCount(0);
    }
    // Navigation stays out of the search index.
    await expect(page.locator('.game-foot')).toHaveAttribute('data-pagefind-ignore', '');
    await expect(toc(page)).toHaveAttribute('data-pagefind-ignore', '');
    await expect(page.locator('main a.to-top-float')).toHaveAttribute('data-pagefind-ignore', '');
  }
  // Following "Next" from the first game lands on the second.
  await page.goto(gameUrl(ORDERED[0]!.id));
  await page.getByRole('navigation', { name: 'Other games' }).locator('a[rel="next"]').click();
  await expect(page).toHaveURL(gameUrl(ORDERED[1]!.id));
});

test('"Back to top" at 390 px: hidden at the top, shown once scrolled, and goes back up', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(LONG_GAME);
  const toTop = page.locator('main a.to-top-float');
  await expect(toTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 4000));
  await expect(toTop).toBeVisible();
  await expect(toTop).toBeInViewport();
  await toTop.click();
  await expect(page).toHaveURL(`${LONG_GAME}#top`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('header.site-header')).toBeInViewport();
});

test('"Back to top" at 1280 px, from the sticky column', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(LONG_GAME);
  await expect(page.locator('main a.to-top-float')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 6000));
  await toc(page).getByRole('link', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** The computed focus ring of the focused element, the error colour and the accent colour, as rgb() strings. */
async function ringAndPalette(page: Page) {
  return page.evaluate(() => {
    const probe = (prop: string) => {
      const el = document.createElement('span');
      el.style.color = `var(${prop})`;
      document.querySelector('main')!.append(el);
      const c = getComputedStyle(el).color;
      el.remove();
      return c;
    };
    const active = document.activeElement!;
    return {
      ring: getComputedStyle(active).outlineColor,
      style: getComputedStyle(active).outlineStyle,
      error: probe('--error'),
      accent: probe('--accent'),
    };
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`focus ring differs from the error and accent colours, in the page and in the header, ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(PHONE);
    await page.goto(LONG_GAME);
    // On a phone the list is folded (issue 24): its summary is the in-page control.
    await toc(page).locator('summary').focus();
    const inPage = await ringAndPalette(page);
    expect(inPage.style).toBe('solid');
    expect(inPage.ring).not.toBe(inPage.error);
    expect(inPage.ring).not.toBe(inPage.accent);
    await menuButton(page).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab'); // keyboard focus, so :focus-visible applies
    const inHeader = await ringAndPalette(page);
    expect(inHeader.style).toBe('solid');
    expect(inHeader.ring).not.toBe(inHeader.error);
    expect(inHeader.ring).not.toBe(inHeader.accent);
  });
}
