/*
 * The hand-ranker widget (issue "Interactive widgets", part A), on /judge/
 * and embedded in the card game pages: permalinks, editing, the picker by
 * keyboard, copy link, judge under every game, hostile URLs, and axe in a
 * non-default state.
 */
import { test, expect as baseExpect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, BASE, waitForHydration, watchPage } from './helpers.ts';

// Generous limits: these run alongside the other gates on a busy machine.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const JUDGE = `${BASE}judge/`;
const NUCLEAR = `${JUDGE}?hr-game=nuclear-holdem&hr-h1=Ah+Kd&hr-h2=Qs+Qc&hr-b=Qh+Jd+Tc+4s+2h`;

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeEnabled();
}

const verdict = (page: Page) => page.locator('.w-verdict').first();
const reasons = (page: Page) => page.locator('.w-reasons').first();

test('a permalink opens, a changed card changes the verdict, and the copied link reproduces it', async ({ page, context, browser }) => {
  const { errors, offsite } = await watchPage(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, NUCLEAR);
  await expect(page.getByLabel('Game')).toHaveValue('nuclear-holdem');
  await expect(verdict(page)).toContainText('Hand 1 wins with a straight');
  await expect(reasons(page)).toContainText('Hand 1 has a straight, which ranks above three of a kind');
  // The best five are drawn as cards with spoken names.
  await expect(page.locator('.w-hands li').first().locator('.w-card').first()).toContainText('ace of hearts');

  // Change a card: hand 1 loses its straight.
  await page.getByRole('textbox', { name: 'Hand 1' }).fill('Ah 3d');
  await expect(verdict(page)).toContainText('Hand 2 wins with three of a kind');
  await expect(reasons(page)).toContainText('Hand 2 has three of a kind');
  await expect.poll(() => page.url()).toContain('hr-h1=Ah+3d');

  // Copy the link; the clipboard and the visible link agree.
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Link to these hands' }).inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(link).toContain('hr-game=nuclear-holdem');
  expect(link).toContain('hr-h1=Ah+3d');

  // Open it in a new page: same verdict and reasons.
  const other = await browser.newPage();
  await open(other, link);
  await expect(verdict(other)).toHaveText((await verdict(page).textContent()) ?? '');
  await expect(reasons(other)).toHaveText((await reasons(page).textContent()) ?? '');
  await other.close();
  expect(errors).toEqual([]);
  expect(offsite).toEqual([]);
});

test('keyboard only: pick cards with the picker', async ({ page }) => {
  await open(page, JUDGE);
  const hand1 = page.getByRole('textbox', { name: 'Hand 1' });
  await hand1.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pick cards for Hand 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('group', { name: 'Pick cards for Hand 1' });
  await expect(picker).toBeVisible();
  // Cards in hand 2 are greyed out and skipped.
  await expect(picker.getByRole('button', { name: 'K♠ king of spades' })).toBeDisabled();

  await page.keyboard.press('Tab');
  await expect(picker.getByRole('button', { name: 'A♠ ace of spades' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(picker.getByRole('button', { name: 'A♠ ace of spades' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab'); // K♠ is disabled: Tab goes to Q♠
  await expect(picker.getByRole('button', { name: 'Q♠ queen of spades' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown'); // the same rank in hearts
  await expect(picker.getByRole('button', { name: 'Q♥ queen of hearts' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(hand1).toHaveValue('As Qs Qh');
  await expect(verdict(page)).toContainText('Hand 2 wins with two pair');

  // Press a picked card again to take it out.
  await page.keyboard.press('Space');
  await expect(hand1).toHaveValue('As Qs');
  await expect(hand1).toHaveAttribute('aria-invalid', 'false');
  // Escape closes the picker and returns focus to its button.
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pick cards for Hand 1' })).toBeFocused();
});

test('jokers: added and declared from the picker where the deck has them', async ({ page }) => {
  await open(page, `${JUDGE}?hr-game=ninas-five&hr-h1=Qh+Qd&hr-h2=Ks+Kd+9h+9c`);
  await page.getByRole('button', { name: 'Pick cards for Hand 1' }).click();
  await page.getByLabel('Joker plays as').selectOption({ label: 'Q♣ queen of clubs' });
  await page.getByRole('button', { name: /Add a joker \(2 of 2 left\)/ }).click();
  await expect(page.getByRole('textbox', { name: 'Hand 1' })).toHaveValue('Qh Qd X=Qc');
  await expect(verdict(page)).toContainText('Hand 1 wins with three of a kind');
  await expect(page.getByRole('button', { name: /Add a joker \(1 of 2 left\)/ })).toBeEnabled();
  // Standard poker has no jokers: no joker controls.
  await page.getByLabel('Game').selectOption('standard');
  await page.getByRole('button', { name: 'Pick cards for Hand 1' }).click();
  await expect(page.getByRole('button', { name: /Add a joker/ })).toHaveCount(0);
});

test('bad input gets a message on its field; hands can be added and removed', async ({ page }) => {
  await open(page, JUDGE);
  const hand2 = page.getByRole('textbox', { name: 'Hand 2' });
  await hand2.fill('Ac Zz');
  await expect(hand2).toHaveAttribute('aria-invalid', 'true');
  const described = await hand2.getAttribute('aria-describedby');
  const errorId = described?.split(' ').find((i) => i.endsWith('-error'));
  expect(errorId).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toContainText('is not a');
  await expect(page.locator('.w-result')).toContainText('No verdict yet');
  await hand2.fill('Ac Ah');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveCount(0);
  await expect(hand2).toHaveAttribute('aria-invalid', 'false');
  // Duplicate across hands: the later field says so.
  await hand2.fill('Kc Kh');
  await expect(hand2).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Kc appears twice.');

  await hand2.fill('As Ad');
  const add = page.getByRole('button', { name: 'Add a hand' });
  // Standard poker takes ten hands, as the README and `--help` say ("at most 10 hands").
  await expect(page.getByText('(2 to 10 hands)')).toBeVisible();
  for (let n = 3; n <= 10; n++) await add.click();
  await expect(page.getByRole('textbox', { name: /^Hand \d+$/ })).toHaveCount(10);
  await expect(add).toBeDisabled();
  for (let n = 10; n > 2; n--) await page.getByRole('button', { name: `Remove Hand ${n}` }).click();
  await expect(page.getByRole('textbox', { name: /^Hand \d+$/ })).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
});

test('judge under every game: a row per card game, saying why a game cannot', async ({ page }) => {
  await open(page, `${JUDGE}?hr-game=pokers-wild&hr-h1=X+Ah+Kh&hr-h2=Qs+Qd+Qc`);
  await page.getByText('Judge under every game').click();
  const table = page.getByRole('table', { name: 'The same cards judged by each card game' });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('row', { name: /Standard poker/ })).toContainText("Can't judge: This game's deck has no jokers");
  await expect(table.getByRole('row', { name: /Poker's Wild!/ })).toContainText('Three of a kind');
  // A pair of aces (a joker pairs the ace) against three queens: Poker's Wild! says which line scores more, not who wins.
  await expect(table.getByRole('row', { name: /Poker's Wild!/ })).toContainText('Hand 2 scores more');
  await expect(page.locator('.w-verdict').first()).toHaveText('Hand 2 scores more: 3 points, for three of a kind.');
  await expect(page.getByRole('heading', { name: 'Hand 1: One pair (scores 1 point)' })).toBeVisible();
});

/** What a hostile link shows: the hands as sent (a value that is not card notation left empty), or, with no hands, the example's verdict. */
type Shown = { hands: readonly string[] } | { example: string };
const HOSTILE: Array<[string, string, RegExp, Shown]> = [
  ['garbage', '?hr-game=standard&hr-h1=%25%25%25&hr-h2=zz+yy', /card notation only/, { hands: ['', 'zz yy'] }],
  ['duplicate cards', '?hr-h1=As+Kd&hr-h2=As+Qc', /As appears twice/, { hands: ['As Kd', 'As Qc'] }],
  ['seven jokers', '?hr-game=ninas-five&hr-h1=X+X+X+X+X+X+X&hr-h2=As', /only 2 jokers/, { hands: ['X X X X X X X', 'As'] }],
  [
    'a script in a hand',
    `?hr-h1=${encodeURIComponent('<script>window.__pwned=1</script>')}&hr-h2=As`,
    /Ignored hr-h1=/,
    { hands: ['', 'As'] },
  ],
  [
    'markup in the game',
    `?hr-game=${encodeURIComponent('<img src=x onerror="window.__pwned=2">')}`,
    /Ignored hr-game=/,
    { example: 'Hand 2 wins with two pair' },
  ],
];
for (const [name, query, note, shown] of HOSTILE) {
  test(`hostile URL: a note, and the hands as sent or, with none, the example: ${name}`, async ({ page }) => {
    const { errors, offsite } = await watchPage(page);
    await page.goto(JUDGE);
    const scriptsBefore = await page.locator('script').count();
    await open(page, `${JUDGE}${query}`);
    await expect(page.getByRole('note')).toContainText(note);
    if ('example' in shown) await expect(verdict(page)).toContainText(shown.example);
    else {
      for (const [i, hand] of shown.hands.entries()) await expect(page.getByRole('textbox', { name: `Hand ${i + 1}` })).toHaveValue(hand);
      await expect(page.locator('.w-verdict')).toHaveCount(0);
      await expect(page.getByText('No verdict yet: fix the fields marked above.')).toBeVisible();
    }
    expect(await page.locator('script').count()).toBe(scriptsBefore);
    expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
    expect(offsite).toEqual([]);
  });
}

test('"Copy link" of hands the judge refuses: the recipient sees those hands, every error, and no verdict', async ({ page, browser }) => {
  const { errors, offsite } = await watchPage(page);
  await open(page, `${JUDGE}?hr-game=nuclear-holdem`);
  await page.getByRole('textbox', { name: 'Board' }).fill('Qh Jd Tc');
  await page.getByRole('textbox', { name: 'Hand 1' }).fill('Ah Kd Qc');
  await page.getByRole('textbox', { name: 'Hand 2' }).fill('zz <b>');
  await expect(page.getByText('No verdict yet: fix the fields marked above.')).toBeVisible();
  const fieldErrors = await page.locator('.w-field .w-error').allInnerTexts();
  expect(fieldErrors).toHaveLength(2);
  const link = await page.getByRole('textbox', { name: 'Link to these hands' }).inputValue();
  expect(link).toContain('hr-h1=Ah+Kd+Qc');

  const other = await browser.newPage();
  const watched = await watchPage(other);
  await open(other, link);
  await expect(other.getByLabel('Game')).toHaveValue('nuclear-holdem');
  await expect(other.getByRole('textbox', { name: 'Board' })).toHaveValue('Qh Jd Tc');
  await expect(other.getByRole('textbox', { name: 'Hand 1' })).toHaveValue('Ah Kd Qc');
  // "<b>" is not card notation, so the link's hand 2 is left empty, with a note naming it; the rest is as sent.
  await expect(other.getByRole('textbox', { name: 'Hand 2' })).toHaveValue('');
  await expect(other.getByRole('note')).toContainText('Ignored hr-h2=');
  await expect(other.getByRole('note')).toContainText(fieldErrors[0]!);
  await expect(other.locator('.w-verdict')).toHaveCount(0);
  await expect(other.getByText('No verdict yet: fix the fields marked above.')).toBeVisible();
  expect(await other.locator('.w-hand-ranker b').count()).toBe(0);
  await other.close();

  // Hands the engine refuses but that are card notation come back exactly, each error at its field and in the note.
  await page.getByRole('textbox', { name: 'Hand 2' }).fill('zz 2c');
  await expect.poll(async () => (await page.locator('.w-field .w-error').allInnerTexts()).length).toBe(2);
  const both = await page.locator('.w-field .w-error').allInnerTexts();
  const again = await browser.newPage();
  await open(again, await page.getByRole('textbox', { name: 'Link to these hands' }).inputValue());
  await expect(again.getByRole('textbox', { name: 'Hand 1' })).toHaveValue('Ah Kd Qc');
  await expect(again.getByRole('textbox', { name: 'Hand 2' })).toHaveValue('zz 2c');
  await expect(again.locator('.w-field .w-error')).toHaveText(both);
  for (const error of both) await expect(again.getByRole('note')).toContainText(error);
  await expect(again.locator('.w-verdict')).toHaveCount(0);
  await again.close();
  expect([...errors, ...watched.errors]).toEqual([]);
  expect(offsite).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe, ${scheme}: /judge/ with the picker open, an error and every game shown`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, `${JUDGE}?hr-game=ninas-five&hr-h1=X+Qh+Qd+7c&hr-h2=Ks+Kd+9h+9c&hr-h3=Qs&hr-b=2d+5h&oops=%3Cb%3E`);
    await page.getByRole('textbox', { name: 'Hand 3' }).fill('Qs Qs');
    await page.getByRole('button', { name: 'Pick cards for Hand 2' }).click();
    await page.getByText('Judge under every game').click();
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });

  test(`axe, ${scheme}: Bluff 'N' Peg page, deuces wild, with a note-free judgement`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, `${BASE}games/bluff-n-peg/`);
    const widget = page.locator('.w-hand-ranker');
    await widget.getByLabel('Game').selectOption('bluff-n-peg-deuces');
    await expect(widget.locator('.w-verdict')).toContainText('Hand 1 wins with three of a kind');
    await widget.getByRole('button', { name: 'Pick cards for Hand 1' }).click();
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

test('each card game page embeds the hand-ranker preset to its game, linking to /judge/', async ({ page }) => {
  const pages: Array<[string, string]> = [
    ['ninas-five', 'Hand 1 wins with four of a kind'],
    ['nuclear-holdem', 'Hand 1 wins with a straight'],
    ['bluff-n-peg', 'Hand 2 wins with one pair'],
  ];
  for (const [game, text] of pages) {
    await open(page, `${BASE}games/${game}/`);
    await expect(page.getByRole('heading', { name: 'Try it: judge a hand' })).toBeVisible();
    const widget = page.locator('.w-hand-ranker');
    await expect(widget.locator('.w-verdict')).toContainText(text);
    const link = await widget.getByRole('textbox', { name: 'Link to these hands' }).inputValue();
    expect(new URL(link).pathname).toBe(JUDGE);
    if (game !== 'standard') expect(link).toContain(`hr-game=${game}`);
    await expect(widget.getByRole('link', { name: 'Open these hands on the Judge a hand page' })).toHaveAttribute(
      'href',
      new URL(link).pathname + new URL(link).search,
    );
    // Showing the example leaves the game page's address clean.
    expect(new URL(page.url()).search).toBe('');
  }
});

test('on a game page, edited hands go into the page address and survive a reload', async ({ page }) => {
  await open(page, `${BASE}games/nuclear-holdem/`);
  const widget = page.locator('.w-hand-ranker');
  await widget.getByRole('textbox', { name: 'Hand 1' }).fill('Ah Ad');
  await widget.getByRole('textbox', { name: 'Hand 2' }).fill('Kc Qs');
  await widget.getByRole('textbox', { name: 'Board' }).fill('2c 7d 9h Js 4s');
  await expect(widget.locator('.w-verdict')).toContainText('Hand 1 wins with one pair');
  // Writes are throttled: wait until the address holds every edit before reloading.
  const param = (name: string) => () => new URL(page.url()).searchParams.get(name);
  await expect.poll(param('hr-h1')).toBe('Ah Ad');
  await expect.poll(param('hr-h2')).toBe('Kc Qs');
  await expect.poll(param('hr-b')).toBe('2c 7d 9h Js 4s');
  expect(param('hr-game')()).toBe('nuclear-holdem');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.w-hand-ranker .w-verdict')).toContainText('Hand 1 wins with one pair');
  await expect(page.locator('.w-hand-ranker').getByRole('textbox', { name: 'Hand 1' })).toHaveValue('Ah Ad');
});

test('Peekaboo on the judge: dice by menu and by text, by keyboard, with a permalink', async ({ page, browser }) => {
  const { errors, offsite } = await watchPage(page);
  await open(page, `${JUDGE}?hr-game=peekaboo&hr-h1=6+6+6+3+2&hr-h2=6+6+6+3+4`);
  await expect(page.getByLabel('Game')).toHaveValue('peekaboo');
  await expect(verdict(page)).toContainText('Hand 2 wins with three of a kind');
  await expect(page.getByRole('button', { name: /Pick cards/ })).toHaveCount(0);
  await expect(page.getByText('Judge under every game')).toHaveCount(0);

  // Five native menus per hand, named by hand and die; they follow the text.
  await expect(page.getByRole('combobox', { name: 'Hand 1, die 5' })).toHaveValue('2');
  const die4 = page.getByRole('combobox', { name: 'Hand 1, die 4' });
  await expect(die4).toHaveValue('3');
  // By keyboard: focus the menu and step down to 2 with the arrow key.
  await die4.focus();
  await page.keyboard.press('ArrowUp');
  await expect(die4).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Hand 1' })).toHaveValue('6 6 6 2 2');
  await expect(verdict(page)).toContainText('Hand 1 wins with a full house');
  await expect.poll(() => page.url()).toContain('hr-h1=6+6+6+2+2');

  // Typing works the same way; the menus follow.
  await page.getByRole('textbox', { name: 'Hand 2' }).fill('5 5 5 5 1');
  await expect(page.getByRole('combobox', { name: 'Hand 2, die 4' })).toHaveValue('5');
  await expect(verdict(page)).toContainText('Hand 2 wins with four of a kind');

  // A bad die says what is wrong, in the field, and the verdict waits.
  await page.getByRole('textbox', { name: 'Hand 2' }).fill('5 5 5 7 1');
  await expect(page.getByRole('textbox', { name: 'Hand 2' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.w-error').first()).toContainText('"7" is not a die face in hand 2');
  await page.getByRole('textbox', { name: 'Hand 2' }).fill('5 5 5 5 1');

  // The permalink reproduces it.
  const link = await page.getByRole('textbox', { name: 'Link to these hands' }).inputValue();
  expect(new URL(link).search).toBe('?hr-game=peekaboo&hr-h1=6+6+6+2+2&hr-h2=5+5+5+5+1');
  const other = await browser.newPage();
  await open(other, link);
  await expect(verdict(other)).toContainText('Hand 2 wins with four of a kind');
  await other.close();

  // Choosing a card game from Peekaboo starts from that game's example (dice are not cards).
  await page.getByLabel('Game').selectOption('standard');
  await expect(page.getByRole('button', { name: /Pick cards/ }).first()).toBeVisible();
  await expect(verdict(page)).toContainText('Hand 2 wins');
  await page.getByLabel('Game').selectOption('peekaboo');
  await expect(page.getByRole('textbox', { name: 'Hand 1' })).toHaveValue('6 6 6 3 2');
  expect(errors).toEqual([]);
  expect(offsite).toEqual([]);
});

test('Peekaboo on the judge: a link with bad dice shows them as sent, with a note and no verdict', async ({ page }) => {
  await open(page, `${JUDGE}?hr-game=peekaboo&hr-h1=6+6+6+3+9&hr-h2=6+6+6+3+4&hr-b=1`);
  await expect(page.getByRole('note')).toContainText('is not a die face');
  await expect(page.getByRole('textbox', { name: 'Hand 1' })).toHaveValue('6 6 6 3 9');
  await expect(page.locator('.w-verdict')).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe, ${scheme}: the judge with Peekaboo dice and an error`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, `${JUDGE}?hr-game=peekaboo&hr-h1=6+6+6+3+2&hr-h2=6+6+6+3+4&hr-h3=1+2+3+4+5`);
    await page.getByRole('textbox', { name: 'Hand 3' }).fill('1 2 3');
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

test('a one-game page: ?game=foo gives one note, and a bidi override is not echoed', async ({ page }) => {
  // An old-style key (game=, from before the hr- prefix): read as hr-game, and the note uses the new name.
  await open(page, `${BASE}games/nuclear-holdem/?game=foo%E2%80%AEtxt`);
  const notes = page.locator('.w-hand-ranker').getByRole('note');
  await expect(notes.locator('li')).toHaveCount(1);
  await expect(notes).toContainText('Ignored hr-game="footxt": use one of nuclear-holdem.');
  await expect(notes).not.toContainText('standard');
  expect(await notes.textContent()).not.toContain('\u202E');
});

test('a link from before the hr- prefix opens the same hands, and the address is rewritten to the new keys', async ({ page }) => {
  await open(page, `${JUDGE}?game=nuclear-holdem&h1=Ah+Kd&h2=Qs+Qc&b=Qh+Jd+Tc+4s+2h&x=1`);
  await expect(page.getByLabel('Game')).toHaveValue('nuclear-holdem');
  await expect(page.getByRole('textbox', { name: 'Hand 1' })).toHaveValue('Ah Kd');
  await expect(page.getByRole('textbox', { name: 'Hand 2' })).toHaveValue('Qs Qc');
  await expect(page.getByRole('textbox', { name: 'Board' })).toHaveValue('Qh Jd Tc 4s 2h');
  // The keys are renamed (the order of keys in the address is not part of the scheme).
  const query = () => [...new URL(page.url()).searchParams].sort();
  await expect
    .poll(query)
    .toEqual([...new URLSearchParams('hr-game=nuclear-holdem&hr-h1=Ah+Kd&hr-h2=Qs+Qc&hr-b=Qh+Jd+Tc+4s+2h&x=1')].sort());
  await expect(page.locator('.w-hand-ranker').getByRole('note')).toHaveCount(0);
});
