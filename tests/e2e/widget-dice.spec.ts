/*
 * The Peekaboo dice-roll explainer (issue "Interactive widgets", part A):
 * holds change the odds, rerolls change the seed in the URL, dice set by
 * hand, a hand to beat, hostile URLs, and axe in a non-default state.
 */
import { test, expect as baseExpect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, BASE, waitForHydration, watchPage } from './helpers.ts';

// Generous limits: these run alongside the other gates on a busy machine.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PAGE = `${BASE}games/peekaboo/`;

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'New round: roll all five' })).toBeEnabled();
}

const chart = (page: Page) => page.locator('table.w-bars');
const chance = (page: Page, hand: string) =>
  chart(page)
    .getByRole('row', { name: new RegExp(`^${hand}`) })
    .locator('td.w-num')
    .first();

test('holding dice changes the probabilities, by keyboard', async ({ page }) => {
  const { errors } = await watchPage(page);
  await open(page, `${PAGE}?dx-dice=66624`);
  await expect(page.locator('.w-dice .w-verdict')).toContainText('Keep 6 and roll two dice again.');
  await expect(chart(page)).toContainText('Final hand if you keep nothing');
  const before = await chance(page, 'Four of a kind').innerText();

  const looker1 = page.getByRole('checkbox', { name: 'Looker 1 (6)' });
  await looker1.focus();
  await page.keyboard.press('Space');
  await expect(looker1).toBeChecked();
  await expect(chart(page)).toContainText('Final hand if you keep 6,');
  await expect(chance(page, 'Four of a kind')).not.toHaveText(before);
  await expect.poll(() => new URL(page.url()).searchParams.get('dx-hold')).toBe('1');
  await expect(page.locator('table.w-holds tr.w-chosen')).toContainText('6 (best)');

  // Hold another looker: the chart follows again.
  const after = await chance(page, 'Four of a kind').innerText();
  await page.getByRole('checkbox', { name: 'Looker 3 (4)' }).check();
  await expect(chart(page)).toContainText('Final hand if you keep 6 4');
  await expect(chance(page, 'Four of a kind')).not.toHaveText(after);
  // "Hold" buttons in the table of holds set the checkboxes.
  await page.getByRole('button', { name: 'Hold 6', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Looker 3 (4)' })).not.toBeChecked();
  expect(errors).toEqual([]);
});

test('reroll changes the seed in the URL, and the seed reproduces the roll', async ({ page, browser }) => {
  await open(page, PAGE);
  expect(new URL(page.url()).searchParams.get('dx-seed')).toBeNull(); // the default roll
  const dice = page.locator('.w-dice-show .visually-hidden');
  const first = await dice.innerText();
  await page.getByRole('button', { name: 'New round: roll all five' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('dx-seed')).not.toBeNull();
  const seed = new URL(page.url()).searchParams.get('dx-seed');
  await expect(page.locator('.w-dice')).toContainText(`Roll number ${seed}`);
  const rolled = await dice.innerText();
  await page.getByRole('button', { name: 'New round: roll all five' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('dx-seed')).not.toBe(seed);
  expect(typeof first).toBe('string');

  const other = await browser.newPage();
  await open(other, `${PAGE}?dx-seed=${seed}`);
  await expect(other.locator('.w-dice-show .visually-hidden')).toHaveText(rolled);
  await other.close();
});

test('set the dice by hand, rolls left, and a hand to beat', async ({ page }) => {
  await open(page, PAGE);
  await page.getByLabel('Peeker 1', { exact: true }).selectOption('6');
  await page.getByLabel('Peeker 2', { exact: true }).selectOption('6');
  await page.getByLabel('Looker 1', { exact: true }).selectOption('6');
  await page.getByLabel('Looker 2', { exact: true }).selectOption('2');
  await page.getByLabel('Looker 3', { exact: true }).selectOption('4');
  await expect.poll(() => new URL(page.url()).searchParams.get('dx-dice')).toBe('66624');
  await expect(page.locator('.w-dice')).toContainText('These dice are in the link');

  const beat = page.getByRole('textbox', { name: 'Hand to beat (optional)' });
  await beat.fill('7 7');
  await expect(beat).toHaveAttribute('aria-invalid', 'true');
  await beat.fill('5 5 5 2 2');
  await expect(beat).toHaveAttribute('aria-invalid', 'false');
  await expect(page.locator('table.w-holds')).toContainText('Beat target');
  await page.getByLabel('Advice plays for').selectOption('beat');
  await expect.poll(() => new URL(page.url()).searchParams.get('dx-goal')).toBe('beat');
  await expect(page.locator('.w-dice .w-verdict')).toContainText('beats the target');

  // Changing the target to four dice: the error shows, and the old target's figures go.
  await expect(page.locator('.w-dice .w-verdict')).toContainText(/beats the target \d/);
  await beat.fill('5 5 5 2');
  await expect(beat).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.w-dice .w-error')).toContainText('4 dice');
  await expect(page.locator('.w-dice .w-verdict')).not.toContainText('target');
  await expect(page.locator('table.w-holds')).not.toContainText('Beat target');
  await expect(page.locator('.w-dice')).toContainText('No chances against a hand to beat until that hand is five dice.');
  await expect.poll(() => new URL(page.url()).searchParams.get('dx-beat')).toBeNull();
  await beat.fill('5 5 5 2 2');
  await expect(page.locator('.w-dice .w-verdict')).toContainText('beats the target');

  await page.getByLabel('Rolls left').selectOption('0');
  await expect(page.locator('.w-dice .w-verdict')).toContainText('No rolls left');
  await expect(page.getByRole('checkbox', { name: 'Looker 1 (6)' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'What the table can tell from your lookers' })).toBeVisible();
});

test('rolling again keeps the peekers and the held lookers; only the others roll', async ({ page }) => {
  await open(page, `${PAGE}?dx-dice=66624&dx-hold=1`);
  const shown = page.locator('.w-dice-show .visually-hidden');
  await expect(shown).toHaveText('Your peekers: 6 and 6. Your lookers: 6, 2, 4.');
  const roll = page.getByRole('button', { name: 'Roll the lookers not held' });
  await roll.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('dx-rolls')).toBe('1');
  await expect(shown).toContainText('Your peekers: 6 and 6. Your lookers: 6,');
  expect(new URL(page.url()).searchParams.get('dx-dice')).toMatch(/^666[1-6]{2}$/);
  await expect(page.getByLabel('Rolls left')).toHaveValue('1');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Rolls left')).toHaveValue('0');
  await expect(shown).toContainText('Your peekers: 6 and 6. Your lookers: 6,');
  await expect(roll).toBeDisabled();
  await expect(roll).toBeFocused();
  await expect(page.locator('.w-dice')).toContainText('No rolls left this turn.');
  // Plain words for the headline figure.
  await expect(page.locator('.w-dice .w-verdict')).toContainText("Against one other player's roll of five dice, your final hand wins");
  await expect(page.locator('.w-dice')).not.toContainText('Expected strength');
});

const HOSTILE: Array<[string, string, RegExp]> = [
  ['garbage', '?dx-seed=banana&dx-dice=12x45&dx-rolls=9', /Ignored dx-seed=.*not a whole number/],
  ['too many dice', '?dx-dice=1234567&dx-hold=1123', /Ignored dx-dice=/],
  ['a script in a parameter', `?dx-beat=${encodeURIComponent('<script>window.__pwned=1</script>')}`, /Ignored dx-beat=/],
  ['markup in the goal', `?dx-goal=${encodeURIComponent('<img src=x onerror="window.__pwned=2">')}`, /Ignored dx-goal=/],
];
for (const [name, query, note] of HOSTILE) {
  test(`hostile URL falls back with a note: ${name}`, async ({ page }) => {
    const { errors, offsite } = await watchPage(page);
    await page.goto(PAGE);
    const scriptsBefore = await page.locator('script').count();
    await open(page, `${PAGE}${query}`);
    await expect(page.getByRole('note')).toContainText(note);
    await expect(page.locator('.w-dice .w-verdict')).toContainText('Keep');
    expect(await page.locator('script').count()).toBe(scriptsBefore);
    expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
    expect(offsite).toEqual([]);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe, ${scheme}: the explainer with holds, a target and a note`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, `${PAGE}?dx-seed=777&dx-hold=13&dx-beat=55522&dx-goal=beat&dx-rolls=1&oops=1&dx-dice=zz`);
    await expect(page.getByRole('note')).toBeVisible();
    await page.getByRole('textbox', { name: 'Hand to beat (optional)' }).fill('5 5 5 2');
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

test('a link from before the dx- prefix shows the same dice, and the address is rewritten to the new keys', async ({ page }) => {
  await open(page, `${PAGE}?dice=66624&hold=1&rolls=1`);
  await expect
    .poll(() => [...new URL(page.url()).searchParams].sort())
    .toEqual([
      ['dx-dice', '66624'],
      ['dx-hold', '1'],
      ['dx-rolls', '1'],
    ]);
  await expect(page.getByRole('note')).toHaveCount(0);
  const fresh = await page.context().newPage();
  await open(fresh, `${PAGE}?dx-dice=66624&dx-hold=1&dx-rolls=1`);
  // The same state as the new-style link: the same advice and the same holds, word for word.
  for (const part of ['.w-dice .w-verdict', 'table.w-holds', 'table.w-bars']) {
    expect(await page.locator(part).innerText(), part).toBe(await fresh.locator(part).innerText());
  }
  await expect(page.getByRole('checkbox', { name: 'Looker 1 (6)' })).toBeChecked();
  await fresh.close();
});
