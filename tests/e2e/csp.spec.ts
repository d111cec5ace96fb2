/*
 * Gate: the Content-Security-Policy (issue 14, item 7).
 * - Every built page carries a policy in a <meta http-equiv> in <head>, and
 *   scripts/serve.mjs sends the same text as a header, with nosniff and a
 *   Referrer-Policy.
 * - script-src never allows 'unsafe-inline' (nor 'unsafe-eval').
 * - Loading every page, islands hydrated, reports no CSP violation (a
 *   `securitypolicyviolation` event or a console error).
 * - The policy is enforced: an injected inline script is refused and reported.
 * - Under it, one real interaction each: the theme toggle, the hand-ranker,
 *   the Variant Lab (its worker), the practice table's expert (its worker),
 *   Compare (its hashed inline <style>) and search (Pagefind's WebAssembly).
 */
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { BASE, builtPages, waitForHydration, watchPage } from './helpers.ts';

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** Installed before any page script: every CSP violation the page reports, as text. */
const RECORD_VIOLATIONS = `
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__csp.push(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' (' + (e.sourceFile || '') + ':' + e.lineNumber + ')');
  });
`;

/** Opens a page with violations and console errors recorded; returns both lists (read them after the work). */
async function watchCsp(page: Page) {
  await page.addInitScript(RECORD_VIOLATIONS);
  const watch = await watchPage(page);
  return {
    errors: watch.errors,
    offsite: watch.offsite,
    violations: async () => {
      const list = await page.evaluate(() => window.__csp);
      if (list === undefined) throw new Error('The violation recorder (RECORD_VIOLATIONS) did not run on this page.');
      return list;
    },
  };
}

/** The policy in a page's <meta http-equiv="content-security-policy"> inside <head>, or undefined. */
function metaPolicy(html: string): string | undefined {
  const head = html.split(/<\/head>/i)[0] ?? '';
  const tag = [...head.matchAll(/<meta\b[^>]*>/gi)].map((m) => m[0]).find((t) => /http-equiv="content-security-policy"/i.test(t));
  return tag === undefined ? undefined : /content="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&#39;', "'").replaceAll('&amp;', '&');
}

/** One directive's sources, e.g. sources(policy, 'script-src') → ["'self'", "'sha256-…'"]. */
function sources(policy: string, directive: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1);
}

test('every page carries the policy in a <meta> and as the same header, and script-src has no unsafe-inline', async ({ request }) => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(10);
  for (const { path, file } of pages) {
    const html = readFileSync(file, 'utf8');
    const meta = metaPolicy(html);
    expect(meta, `${path}: no CSP <meta> in <head>`).toBeTruthy();
    // The <meta> comes before any script, so it governs all of them.
    const head = html.split(/<\/head>/i)[0] ?? '';
    expect(head.search(/http-equiv="content-security-policy"/i), `${path}: a <script> precedes the CSP <meta>`).toBeLessThan(
      head.search(/<script\b/i) < 0 ? Infinity : head.search(/<script\b/i),
    );
    const script = sources(meta!, 'script-src');
    expect(script, `${path}: no script-src`).toBeTruthy();
    expect(script, `${path}: script-src allows inline scripts`).not.toContain("'unsafe-inline'");
    expect(script, `${path}: script-src allows eval`).not.toContain("'unsafe-eval'");
    expect(sources(meta!, 'default-src'), path).toEqual(["'self'"]);
    expect(sources(meta!, 'object-src'), path).toEqual(["'none'"]);
    // The offline service worker and the game workers, and the web app manifest: this site only (issue 26).
    expect(sources(meta!, 'worker-src'), path).toEqual(["'self'"]);
    expect(sources(meta!, 'manifest-src'), path).toEqual(["'self'"]);
    // <style> elements and stylesheets are governed by style-src-elem (hashes only inline), attributes by style-src-attr.
    for (const name of ['style-src', 'style-src-elem']) {
      expect(sources(meta!, name), `${path}: ${name} allows inline <style>`).not.toContain("'unsafe-inline'");
    }
    expect(sources(meta!, 'style-src-elem'), `${path}: no style-src-elem`).toContain("'self'");

    const url = path === `${BASE}404.html` ? `${BASE}this-page-does-not-exist/` : path;
    const res = await request.get(url);
    expect(res.status(), url).toBe(path.endsWith('404.html') ? 404 : 200);
    const headers = res.headers();
    expect(headers['content-security-policy'], `${url}: header differs from the <meta>`).toBe(meta);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  }
});

test('no page reports a CSP violation or a console error, islands hydrated, theme script run', async ({ page }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  for (const { path } of builtPages()) {
    const p = await page.context().newPage();
    const watch = await watchCsp(p);
    await p.goto(path);
    await waitForHydration(p);
    await p.waitForLoadState('networkidle');
    // The inline theme script ran (it adds .js to <html>), so its hash was accepted.
    if (!(await p.locator('html.js').count())) failures.push(`${path}: the theme script did not run`);
    for (const v of await watch.violations()) failures.push(`${path}: ${v}`);
    for (const e of watch.errors) failures.push(`${path}: ${e}`);
    await p.close();
  }
  expect(failures).toEqual([]);
});

test('the policy is enforced: an injected inline script is refused and reported', async ({ page }) => {
  const watch = await watchCsp(page);
  await page.goto(BASE);
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true;';
    document.body.append(s);
  });
  await expect.poll(() => watch.violations()).toContainEqual(expect.stringMatching(/^script-src(-elem)? blocked inline/));
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
});

test('under the policy: the theme toggle flips the theme', async ({ page }) => {
  const watch = await watchCsp(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(BASE);
  await page.getByRole('button', { name: /theme/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: /theme/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('under the policy: the hand-ranker gives a verdict and changes it', async ({ page }) => {
  const watch = await watchCsp(page);
  await page.goto(`${BASE}judge/?hr-game=nuclear-holdem&hr-h1=Ah+Kd&hr-h2=Qs+Qc&hr-b=Qh+Jd+Tc+4s+2h`);
  await waitForHydration(page);
  const verdict = page.locator('.w-verdict').first();
  await expect(verdict).toContainText('Hand 1 wins with a straight');
  await page.getByRole('textbox', { name: 'Hand 1' }).fill('Ah 3d');
  await expect(verdict).toContainText('Hand 2 wins with three of a kind');
  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('under the policy: the Variant Lab counts in its worker', async ({ page }) => {
  const watch = await watchCsp(page);
  await page.goto(`${BASE}lab/`);
  await waitForHydration(page);
  await page.locator('#lab-on-full-house').uncheck();
  // The Lab recounts by itself, in its worker, after a change.
  // Full house off: its 3,744 hands join three of a kind's 54,912.
  await expect(page.locator('#lab-variant-table tbody tr[data-category="three-of-a-kind"]')).toHaveAttribute('data-count', '58656');
  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('under the policy: the practice table’s expert moves from its worker', async ({ page }) => {
  const watch = await watchCsp(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Poker's Wild!, deal 11: Player 1 (the player) moves first; Player 2 is Expert, so its move comes from the worker.
  await page.goto(`${BASE}games/pokers-wild/play/?pl-seed=11&pl-level=you.expert.random.random`);
  await waitForHydration(page);
  const turn = page.locator('.play-practice .play-turn');
  await expect(turn).toContainText('Your turn');
  await page.locator('.play-practice details.play-moves > summary').click();
  await page.locator('.play-practice').getByRole('button', { name: 'Play', exact: true }).click();
  await expect(turn).toContainText('Your turn');
  await expect(turn).toContainText('move 4.');
  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test("under the policy: Compare's hashed inline <style> hides an unticked game's column", async ({ page }) => {
  const watch = await watchCsp(page);
  await page.goto(`${BASE}compare/`);
  await waitForHydration(page);
  const cell = page.locator('.cmp-inversions li[data-game="ninas-five"]').first();
  await expect(cell).toBeVisible();
  await page.locator('#show-ninas-five').uncheck();
  await expect(cell).toBeHidden();
  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('under the policy: search finds "dice" on Peekaboo', async ({ page }) => {
  const watch = await watchCsp(page);
  await page.goto(`${BASE}search/?q=dice`);
  await waitForHydration(page);
  await expect(page.locator(`#search-results .result-title a[href="${BASE}games/peekaboo/"]`)).toHaveCount(1);
  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});
