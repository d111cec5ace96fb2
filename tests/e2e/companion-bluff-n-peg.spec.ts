/*
 * Bluff 'N' Peg's table companion (/games/bluff-n-peg/table/): a whole game kept with a reload in the middle, a
 * refused hand's message beside the field it names, a play-off, axe in both themes, and 48 px tap targets at
 * 360 px. Pegs are worked out by hand from the printed board (1X/2X/4X/8X paying 5/10/20/40, three last-chance
 * holes, 61 points to the winner hole), in each step's comment.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, BASE, bodyBackground, isDark, waitForHydration } from './helpers.ts';

const PATH = `${BASE}games/bluff-n-peg/table/`;

async function open(page: Page): Promise<void> {
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.locator('[data-ready]')).toBeVisible();
}

/** Starts a table with these players, and a board option or two typed in the form's "board" section. */
async function newTable(page: Page, name: string, players: readonly string[], board: Readonly<Record<string, string>> = {}): Promise<void> {
  const form = page.locator('[data-setup]');
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'New table' }).click();
  await form.getByLabel('Name of the table').fill(name);
  while ((await form.getByRole('textbox', { name: /^Player \d$/u }).count()) > players.length)
    await form
      .getByRole('button', { name: /^Remove player/u })
      .last()
      .click();
  while ((await form.getByRole('textbox', { name: /^Player \d$/u }).count()) < players.length)
    await form.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, p] of players.entries()) await form.getByLabel(`Player ${i + 1}`, { exact: true }).fill(p);
  if (Object.keys(board).length > 0) await form.getByText('Track and bluffing zone').click();
  for (const [label, value] of Object.entries(board)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Start the table' }).click();
  await expect(page.locator('[data-status]')).toContainText('Saved on this device');
}

interface Hand {
  readonly results?: Readonly<Record<string, 'Won' | 'Lost' | 'Folded'>>;
  readonly cards?: Readonly<Record<string, number>>;
  /** The declarers of each double, in order. */
  readonly doubles?: readonly string[];
  /** When each folder folded, as the select words it. */
  readonly when?: Readonly<Record<string, string>>;
}

/** Opens the bar's form and fills in a hand (players left out lost with no card laid). */
async function fillHand(page: Page, hand: Hand): Promise<Locator> {
  const bar = page.locator('[data-bar]');
  if (!(await bar.locator('[data-hand-form]').isVisible()))
    await bar.getByRole('button', { name: /^Record (hand \d+|the play-off hand)$/u }).click();
  const form = bar.locator('[data-hand-form]');
  for (const [who, result] of Object.entries(hand.results ?? {})) await form.getByLabel(`${who}: Result`).selectOption({ label: result });
  for (const [who, n] of Object.entries(hand.cards ?? {})) await form.getByLabel(`${who}: Cards laid`).selectOption(String(n));
  for (const [k, who] of (hand.doubles ?? []).entries()) {
    await form.getByRole('button', { name: 'Add a double' }).click();
    await form.getByLabel(`Double ${k + 1} declared by`).selectOption({ label: who });
  }
  for (const [who, when] of Object.entries(hand.when ?? {})) await form.getByLabel(`${who} folded`).selectOption({ label: when });
  return form;
}

/** Records a hand and waits for the save. */
async function record(page: Page, hand: Hand): Promise<void> {
  const form = await fillHand(page, hand);
  const before = await page.locator('[data-history] li').count();
  await form.getByRole('button', { name: 'Move the pegs' }).click();
  await expect(page.locator('[data-history] li')).toHaveCount(before + 1);
  await expect(page.locator('[data-status]')).toContainText('Saved on this device');
}

const pegs = (page: Page) => page.locator('[data-lane] [data-peg]');

test('a whole game of Bluff ’N’ Peg, with a reload in the middle', async ({ page }) => {
  await open(page);
  await newTable(page, 'Friday', ['Ann', 'Bob', 'Cy', 'Di']);
  await expect(pegs(page)).toHaveText(['the start hole', 'the start hole', 'the start hole', 'the start hole']);
  await expect(page.locator('[data-next]')).toHaveText('Ann deals hand 1.');
  // Di drew the highest card: she deals first, and the deal then passes left to Ann.
  await page
    .getByRole('group', { name: /Who deals first/u })
    .getByRole('button', { name: 'Di' })
    .click();
  await expect(page.locator('[data-next]')).toHaveText('Di deals hand 1.');
  await expect(page.getByRole('button', { name: 'Di', pressed: true })).toBeVisible();

  // Hand 1, first sent with no winner: the message stands above the results, and the first result takes the focus.
  const first = await fillHand(page, {});
  await first.getByRole('button', { name: 'Move the pegs' }).click();
  await expect(first.getByLabel('Ann: Result')).toBeFocused();
  await expect(first.getByLabel('Ann: Result')).toHaveAccessibleDescription('Name who won the hand.');
  await expect(page.locator('[data-history] li')).toHaveCount(1);
  // Hand 1: Ann wins 5 at 1X; Bob, Cy and Di each laid a card and pay 1, falling into the first last-chance hole.
  await record(page, { results: { Ann: 'Won' }, cards: { Ann: 2, Bob: 1, Cy: 1, Di: 1 } });
  await expect(pegs(page)).toHaveText(['hole 5', 'last-chance hole 1', 'last-chance hole 1', 'last-chance hole 1']);
  await expect(page.locator('[data-next]')).toHaveText('Ann deals hand 2.');
  await expect(page.locator('[data-last-hand] li').first()).toHaveText('Ann won 5 points: the start hole to hole 5.');
  await expect(page.getByRole('group', { name: /Who deals first/u })).toHaveCount(0);

  // Hand 2: Ann wins again (10); Bob laid a card and steps back one hole; Cy and Di laid none and stay.
  await record(page, { results: { Ann: 'Won' }, cards: { Bob: 1 } });
  await expect(pegs(page)).toHaveText(['hole 10', 'last-chance hole 2', 'last-chance hole 1', 'last-chance hole 1']);
  await expect(page.locator('[data-last-hand] li').nth(2)).toHaveText(
    'Cy lost with 0 cards laid, paying nothing: stays in last-chance hole 1.',
  );

  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-ready]')).toBeVisible();
  await expect(pegs(page)).toHaveText(['hole 10', 'last-chance hole 2', 'last-chance hole 1', 'last-chance hole 1']);
  await expect(page.locator('[data-history] li')).toHaveCount(3);
  await expect(page.locator('[data-next]')).toHaveText('Bob deals hand 3.');

  // Hand 3, first as misreported: Ann declares a double with only two cards laid. The scorer refuses it, and the
  // message stands beside Ann's row; nothing is recorded.
  const form = await fillHand(page, {
    results: { Ann: 'Won', Cy: 'Folded', Di: 'Folded' },
    cards: { Ann: 2, Bob: 2, Cy: 1 },
    doubles: ['Ann'],
    when: { Cy: 'in answer to double 1 (Ann)', Di: 'before the first double' },
  });
  await form.getByRole('button', { name: 'Move the pegs' }).click();
  const annRow = form.locator('[data-player="0"]');
  await expect(annRow.locator('[data-error]')).toHaveText('Ann declared a double, which comes with the third card, but laid only 2.');
  await expect(form.getByLabel('Ann: Cards laid')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Ann: Result')).toBeFocused();
  await expect(form.getByLabel('Ann: Result')).toHaveAccessibleDescription(/laid only 2/u);
  await expect(page.locator('[data-history] li')).toHaveCount(3);
  // Corrected: Ann laid 3. Di folded first with no card (free); Cy folded to the double at 1X (1 card: 1 point,
  // one hole back); Bob accepted, so the peg moves to 2X: Ann wins 10, Bob pays 2 × 2 but steps back one hole.
  await form.getByLabel('Ann: Cards laid').selectOption('3');
  await expect(annRow.locator('[data-error]')).toHaveCount(0);
  const before = await page.locator('[data-history] li').count();
  await form.getByRole('button', { name: 'Move the pegs' }).click();
  await expect(page.locator('[data-history] li')).toHaveCount(before + 1);
  await expect(pegs(page)).toHaveText(['hole 20', 'last-chance hole 3', 'last-chance hole 2', 'last-chance hole 1']);
  await expect(page.locator('[data-last-hand] li')).toHaveText([
    'Ann won 10 points: hole 10 to hole 20.',
    'Bob lost with 2 cards laid, paying 4 points: last-chance hole 2 to last-chance hole 3.',
    'Cy folded with 1 card laid, paying 1 point: last-chance hole 1 to last-chance hole 2.',
    'Di folded with 0 cards laid, paying nothing: stays in last-chance hole 1.',
  ]);
  await expect(page.locator('[data-last-zone]')).toHaveText('The last hand ended at 2X.');

  // Hand 4: Bob laid a card and loses from the last last-chance hole: out the back. The game ends; Ann's peg is furthest.
  await record(page, { results: { Ann: 'Won' }, cards: { Bob: 1 } });
  await expect(pegs(page)).toHaveText(['hole 25', 'out the back', 'last-chance hole 2', 'last-chance hole 1']);
  await expect(page.locator('[data-over]')).toContainText('Bob went out the back, so the game ended, and Ann had the furthest peg.');
  await expect(page.locator('[data-bar]').getByRole('button', { name: /^Record/u })).toHaveCount(0);
  await expect(page.locator('[data-next]')).toHaveCount(0);
});

test('a tie in the winner hole is settled by a play-off hand that moves no peg', async ({ page }) => {
  await open(page);
  await newTable(page, 'Short track', ['Ann', 'Bob', 'Cy'], { 'Track length': '10' });
  await expect(page.getByText('winner hole (10)')).toBeVisible();
  // Two hands both Ann and Bob win (5 each, no card laid): both reach the winner hole (10) together.
  await record(page, { results: { Ann: 'Won', Bob: 'Won' } });
  await record(page, { results: { Ann: 'Won', Bob: 'Won' } });
  await expect(page.locator('[data-playoff]')).toBeVisible();
  await expect(page.locator('[data-next]')).toHaveText('Ann deals the play-off hand between Ann and Bob.');
  await expect(page.locator('[data-lane="2"]')).toContainText('not in the play-off');
  const form = await fillHand(page, { results: { Bob: 'Won' }, cards: { Ann: 2, Bob: 3 } });
  await expect(form.getByLabel('Cy: Result')).toHaveCount(0);
  await record(page, {});
  await expect(pegs(page)).toHaveText(['the winner hole', 'the winner hole', 'the start hole']);
  await expect(page.locator('[data-over]')).toContainText('Bob reached the winner hole, after a play-off between the leaders.');
});

for (const scheme of ['light', 'dark'] as const)
  test(`axe finds nothing on a Bluff ’N’ Peg table, ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page);
    // A name with markup in it is shown as the text it is.
    await newTable(page, 'Axe', ['Ann', 'Bob', '<i>Cy</i>']);
    expect(isDark(await bodyBackground(page))).toBe(scheme === 'dark');
    await expect(page.locator('[data-lane="2"]')).toContainText('<i>Cy</i>');
    await expect(page.locator('.cmp i')).toHaveCount(0);
    const check = async (when: string): Promise<void> => {
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(violations.map((v) => `${when}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    };
    await check('a new table');
    await record(page, { results: { Ann: 'Won' }, cards: { Ann: 1, Bob: 2 } });
    const form = await fillHand(page, { results: { Ann: 'Won', '<i>Cy</i>': 'Folded' }, cards: { Ann: 2 }, doubles: ['Ann'] });
    await form.getByRole('button', { name: 'Move the pegs' }).click();
    await expect(form.locator('[data-error]')).toBeVisible();
    await check('the hand form with an error');
  });

test('at 360 px every control of the board and the hand form is at least 48 px, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  await newTable(page, 'Phone', ['Ann', 'Bob', 'Cy', 'Di', 'Eve', 'Flo']);
  const tooSmall = (): Promise<string[]> =>
    page.locator('.cmp').evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('button, select, summary, input:not([type=checkbox]), .cmp-links a')]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ el: el.textContent.trim() || el.id, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 48 || box.width < 48)
        .map(({ el, box }) => `${el}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
  expect(await tooSmall(), 'the board').toEqual([]);
  // In use: the board's heading at the top of the screen (above it, the bar cannot rise past the start of the
  // companion, which the page's introduction pushes down at 360 px).
  await page.locator('.cmp-board h2').evaluate((h) => h.scrollIntoView());
  const rest = await page.locator('[data-bar]').boundingBox();
  expect(rest?.y ?? 0, 'at rest the bar is in the lower half').toBeGreaterThan(740 / 2);
  const form = await fillHand(page, { results: { Ann: 'Won', Bob: 'Folded' }, cards: { Ann: 3 }, doubles: ['Ann'] });
  expect(await tooSmall(), 'the hand form').toEqual([]);
  // With six players the fields scroll inside the bar; the bar stays on the screen with its button in view.
  const bar = await page.locator('[data-bar]').boundingBox();
  expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBeLessThanOrEqual(740);
  expect(bar?.y ?? 0).toBeGreaterThan(0);
  await expect(form.getByRole('button', { name: 'Move the pegs' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a hand recorded by keyboard alone: the focus goes into the form, back to its button on Cancel, and on to the next hand', async ({
  page,
}) => {
  await open(page);
  await newTable(page, 'Keys', ['Ann', 'Bob']);
  const bar = page.locator('[data-bar]');
  await bar.getByRole('button', { name: 'Record hand 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar.getByLabel('Ann: Result')).toBeFocused();
  await bar.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('button', { name: 'Record hand 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Ann: Result is focused: a native select, which the browser works by keyboard.
  await expect(bar.getByLabel('Ann: Result')).toBeFocused();
  await bar.getByLabel('Ann: Result').selectOption('won');
  await bar.getByRole('button', { name: 'Move the pegs' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-history] li')).toHaveCount(1);
  await expect(bar.getByRole('button', { name: 'Record hand 2' })).toBeFocused();
  await expect(pegs(page)).toHaveText(['hole 5', 'the start hole']);
});

test('every ruling the table links to is on the rules page', async ({ page, request }) => {
  await open(page);
  await newTable(page, 'Links', ['Ann', 'Bob']);
  const hrefs = await page.locator('.cmp a[href*="#ruling-"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  const html = await (await request.get(hrefs[0]?.split('#')[0] ?? '')).text();
  const missing = [...new Set(hrefs.map((h) => h.split('#')[1] ?? ''))].filter((id) => !html.includes(`id="${id}"`));
  expect(missing).toEqual([]);
});
