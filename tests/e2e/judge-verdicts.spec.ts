/*
 * The Judge page says what the engine and the CLI say (issue 10, engine
 * items): ties in the words of each game, no winner for a Nina's Five tie,
 * a declared community joker refused, a bare player joker declared for the
 * team, Poker's Wild! lines scored by points (nothing wins or beats), and
 * Compare's tie labels.
 */
import { test, expect as baseExpect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, BASE, waitForHydration } from './helpers.ts';

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

/** Words of a showdown, which Poker's Wild! lines never take part in. */
const SHOWDOWN_WORDS = /\b(?:wins?|beats?|winner|decides)\b/u;

const POKERS_WILD: ReadonlyArray<{ name: string; query: string; summary: string; headings: readonly string[]; reason: string }> = [
  {
    name: 'two pair with a two kicker and with an ace kicker score the same 2 points',
    query: 'hr-game=pokers-wild&hr-h1=Kh+Kd+9s+9c+2h&hr-h2=Ks+Kc+9h+9d+As',
    summary: 'Hand 1 and Hand 2 score the same: 2 points each, for two pair.',
    headings: ['Hand 1: Two pair (scores 2 points)', 'Hand 2: Two pair (scores 2 points)'],
    reason: 'Only the kind of hand counts in this game: higher ranks and kickers add nothing.',
  },
  {
    name: "a straight's 4 points score more than two pair's 2",
    query: 'hr-game=pokers-wild&hr-h1=Kh+Kd+4s+4c&hr-h2=5h+6d+7c+8s+9h',
    summary: 'Hand 2 scores more: 4 points, for a straight.',
    headings: ['Hand 1: Two pair (scores 2 points)', 'Hand 2: Straight (scores 4 points)'],
    reason: "If one card made both lines, only Hand 2's 4 points would count: a card scores one line, its best.",
  },
];

for (const row of POKERS_WILD) {
  test(`Poker's Wild!: ${row.name}, and nothing wins`, async ({ page }) => {
    await open(page, row.query);
    await expect(page.locator('.w-verdict').first()).toHaveText(row.summary);
    for (const name of row.headings) await expect(widget(page).getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(widget(page).locator('.w-reasons')).toContainText(row.reason);
    await expect(widget(page)).not.toContainText(SHOWDOWN_WORDS);
    await page.getByText('Judge under every game').click();
    const table = page.getByRole('table', { name: 'The same cards judged by each card game' });
    await expect(table.getByRole('columnheader', { name: 'Result' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Poker's Wild!/ })).not.toContainText(SHOWDOWN_WORDS);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe, ${scheme}: Poker's Wild! lines scored by points, every game shown`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, 'hr-game=pokers-wild&hr-h1=X+7h+7d+2c+9s&hr-h2=8s+8h+8c+Kd+3h&hr-h3=2d+9c');
    await expect(page.locator('.w-verdict').first()).toHaveText('Hand 1 and Hand 2 score the same: 3 points each, for three of a kind.');
    await page.getByText('Judge under every game').click();
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

test("Compare: Poker's Wild! gives equal points, where standard poker's ace kicker wins", async ({ page }) => {
  await page.goto(`${BASE}compare/?cv-a=Kh+Kd+9s+9c+2h&cv-b=Ks+Kc+9h+9d+As`);
  await waitForHydration(page);
  await expect(page.locator('tr[data-game="standard"]')).toContainText('Hand B wins');
  const row = page.locator('tr[data-game="pokers-wild"]');
  await expect(row).toContainText('Same points');
  await expect(row).toContainText('Differs from standard poker');
  await expect(row).not.toContainText(/\b(?:wins?|beats?)\b/u);
});

test('Compare: a Nuclear tie is labelled without a pot', async ({ page }) => {
  await page.goto(`${BASE}compare/?cv-a=As+Kd+Th+Jc+Qs&cv-b=Ah+Kc+Td+Jh+Qc`);
  await waitForHydration(page);
  await expect(page.locator('tr[data-game="nuclear-holdem"]')).toContainText('Tie: all are winners');
  await expect(page.locator('tr[data-game="nuclear-holdem"]')).not.toContainText('pot');
});
