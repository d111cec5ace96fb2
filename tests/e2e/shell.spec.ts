/*
 * The site shell: skip link, theme toggle, header navigation, footer credits,
 * home cards and the 404 page. Expected games come from dist/games/*, not a list.
 */
import { test, expect } from '@playwright/test';
import { builtPages, gamePages, waitForHydration, bodyBackground, isDark, BASE } from './helpers.ts';

const games = gamePages();

test('the skip link is the first focusable element and moves focus to #main', async ({ page }) => {
  for (const path of [BASE, games[0]?.path ?? BASE]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    await expect(skip).toHaveClass(/skip-link/);
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveId('main');
  }
});

test('focus is visible on links and buttons', async ({ page }) => {
  await page.goto(BASE);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // the brand link, after the skip link
  const outline = await page.evaluate(() => {
    const s = getComputedStyle(document.activeElement!);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test('the theme toggle switches the theme and the choice persists across reloads and pages', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(BASE);
  const toggle = page.locator('#theme-toggle');
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(isDark(await bodyBackground(page))).toBe(false);

  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(isDark(await bodyBackground(page))).toBe(true);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('#theme-toggle')).toHaveAttribute('aria-pressed', 'true');
  expect(isDark(await bodyBackground(page))).toBe(true);

  await page.goto(builtPages().at(-1)!.path);
  expect(isDark(await bodyBackground(page))).toBe(true);

  await page.locator('#theme-toggle').click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(isDark(await bodyBackground(page))).toBe(false);
});

test('with a dark system theme the toggle starts pressed', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(BASE);
  await expect(page.locator('#theme-toggle')).toHaveAttribute('aria-pressed', 'true');
  expect(isDark(await bodyBackground(page))).toBe(true);
});

test('header navigation lists every game, Compare and Search', async ({ page }) => {
  expect(games.length).toBeGreaterThan(0);
  await page.goto(BASE);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const hrefs = await nav.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(expect.arrayContaining([...games.map((g) => g.path), `${BASE}compare/`, `${BASE}search/`]));
  await page.goto(games[0]!.path);
  await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', games[0]!.path);
});

test('the home page explains the site and has a card per game with players and time', async ({ page }) => {
  await page.goto(BASE);
  await expect(page.locator('main h1')).toHaveText('Showdown');
  const cards = page.locator('main .card');
  await expect(cards).toHaveCount(games.length);
  for (const card of await cards.all()) {
    await expect(card.locator('h2 a')).toHaveAttribute('href', /games\/[^/]+\/$/);
    await expect(card).toContainText(/Players\s*\d/);
    await expect(card).toContainText(/Time\s*\d+.*minutes/);
  }
});

test('the footer credits every game', async ({ page }) => {
  await page.goto(BASE);
  const credits = page.locator('footer [data-credit]');
  await expect(credits).toHaveCount(games.length);
  for (const credit of await credits.all()) await expect(credit).toHaveText(/^.+: .+$/);
});

test('game pages show the title, summary and facts, and are indexed for search', async ({ page }) => {
  for (const game of games) {
    await page.goto(game.path);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('main .facts')).toContainText(/players?/);
    await expect(page.locator('main')).toHaveAttribute('data-pagefind-body', '');
  }
});

test('a missing address gets the 404 page with status 404', async ({ page }) => {
  const res = await page.goto(`${BASE}no-such-page/`);
  expect(res?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('Page not found');
  await expect(page.locator('main a').first()).toHaveAttribute('href', BASE);
});

test('code blocks switch to Shiki dark colours with the site theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(BASE);
  // The markup Astro's Shiki emits for dual themes (light inline, dark as --shiki-dark vars).
  await page.evaluate(() => {
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        '<pre class="astro-code github-light github-dark" style="background-color:#fff;--shiki-dark-bg:#24292e;color:#24292e;--shiki-dark:#e1e4e8"><code><span style="color:#D73A49;--shiki-dark:#F97583">const</span></code></pre>',
      );
  });
  const colours = () =>
    page.evaluate(() => {
      const pre = document.querySelector('pre.astro-code')!;
      return [getComputedStyle(pre).backgroundColor, getComputedStyle(pre.querySelector('span')!).color];
    });
  expect(await colours()).toEqual(['rgb(255, 255, 255)', 'rgb(215, 58, 73)']);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await colours()).toEqual(['rgb(36, 41, 46)', 'rgb(249, 117, 131)']);
  await page.locator('#theme-toggle').click(); // explicit light beats the dark system theme
  expect(await colours()).toEqual(['rgb(255, 255, 255)', 'rgb(215, 58, 73)']);
});
