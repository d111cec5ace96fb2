/*
 * The Judge page says what the engine and the CLI say (issue 10, engine
 * items): ties in the words of each game, no winner for a Nina's Five tie,
 * a declared community joker refused, a bare player joker declared for the
 * team, and Compare's tie labels.
 */
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { BASE, waitForHydration } from './helpers.ts';

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const JUDGE = `${BASE}judge/`;

async function open(page: Page, query: string): Promise<void> {
  await page.goto(`${JUDGE}?${query}`);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeEnabled();
}
const widget = (page: Page) => page.locator('.w-result').first();

test('Nuclear: a tie makes every tied player a winner, and no pot is mentioned', async ({ page }) => {
  await open(page, 'hr-game=nuclear-holdem&hr-h1=2c+3d&hr-h2=4h+2s&hr-b=Ts+Js+Qs+Ks+As');
  await expect(page.locator('.w-verdict').first()).toHaveText('Tie between Hand 1 and Hand 2: a royal flush. Tie: all are winners.');
  await expect(widget(page)).toContainText('each of them is a winner');
  await expect(widget(page)).not.toContainText('pot');
});

test("Nina's Five: equal hands win nobody the trick, and no hand is marked as a winner", async ({ page }) => {
  await open(page, 'hr-game=ninas-five&hr-h1=8h+9s+2c+2d&hr-h2=8c+9c+2h+2s&hr-b=5c+6d+7s');
  await expect(page.locator('.w-verdict').first()).toContainText('Tie: nobody wins.');
  await expect(widget(page).getByRole('heading', { name: /Hand 1: Straight \(ties; nobody wins\)/u })).toBeVisible();
  await expect(widget(page)).not.toContainText('(ties for the win)');
});

test("Nina's Five: a declared joker on the board is refused, as by the CLI", async ({ page }) => {
  await open(page, 'hr-game=ninas-five&hr-h1=Qs+Qd+Qc+3h&hr-h2=Ks+Kd+Kc+3d&hr-b=X%3DQh+2c+7s');
  await expect(widget(page).locator('.w-error')).toContainText('community cards stays free');
  await expect(page.locator('.w-verdict')).toHaveCount(0);
});

test("Nina's Five: a team's bare joker is judged at its best declaration, and the reasons say so", async ({ page }) => {
  await open(page, 'hr-game=ninas-five&hr-h1=Qs+Qh+Qc+X&hr-h2=Ad+Kd+Jd+Td&hr-b=Qd+2c+7s');
  await expect(page.locator('.w-verdict').first()).toContainText('Hand 1 wins with five of a kind');
  await expect(widget(page)).toContainText(/the judge names the best: X=Q[shdc]/u);
});

test('Compare: a Nuclear tie is labelled without a pot', async ({ page }) => {
  await page.goto(`${BASE}compare/?cv-a=As+Kd+Th+Jc+Qs&cv-b=Ah+Kc+Td+Jh+Qc`);
  await waitForHydration(page);
  await expect(page.locator('tr[data-game="nuclear-holdem"]')).toContainText('Tie: all are winners');
  await expect(page.locator('tr[data-game="nuclear-holdem"]')).not.toContainText('pot');
});
