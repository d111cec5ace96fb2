/*
 * The table companion (issue 26) on Peekaboo's table page (/games/peekaboo/table/): a whole game kept with a
 * reload in the middle, undo and redo, two tabs on one table, corrupt IndexedDB contents, hostile imports (a
 * file and a link), axe in both themes, and 48 px tap targets at 360 px. Expected chips are worked out by hand
 * from the rules in each test's comment.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, BASE, bodyBackground, isDark, waitForHydration } from './helpers.ts';

const PATH = `${BASE}games/peekaboo/table/`;

async function open(page: Page, path = PATH): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('[data-ready]')).toBeVisible();
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-ready]')).toBeVisible();
}

/** Starts a table with these players (defaults for the rest). */
async function newTable(page: Page, name: string, players: readonly string[]): Promise<void> {
  const form = page.locator('[data-setup]');
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'New table' }).click();
  await form.getByLabel('Name of the table').fill(name);
  while ((await form.getByRole('textbox', { name: /^Player \d$/u }).count()) > players.length)
    await form
      .getByRole('button', { name: /^Remove player/u })
      .last()
      .click();
  for (const [i, p] of players.entries()) await form.getByLabel(`Player ${i + 1}`, { exact: true }).fill(p);
  await form.getByRole('button', { name: 'Start the table' }).click();
  await expect(page.locator('[data-status]')).toContainText('Saved on this device');
}

/** Presses a button in the bottom bar and waits for the save. */
async function tap(page: Page, name: string): Promise<void> {
  const before = await page.locator('[data-history] li').count();
  await page.locator('[data-bar]').getByRole('button', { name, exact: true }).click();
  await expect(page.locator('[data-history] li')).toHaveCount(before + 1);
  await expect(page.locator('[data-status]')).toContainText('Saved on this device');
}

/** At the showdown: ticks the winners and confirms. */
async function won(page: Page, ...names: string[]): Promise<void> {
  const form = page.locator('[data-showdown]');
  for (const n of names) await form.getByLabel(n, { exact: true }).check();
  const before = await page.locator('[data-history] li').count();
  await form.getByRole('button', { name: names.length > 1 ? 'They split it' : 'Won' }).click();
  await expect(page.locator('[data-history] li')).toHaveCount(before + 1);
}

const chips = (page: Page) => page.locator('.cmp-seats [data-chips]');

/** Every stored table, as stored, read straight from IndexedDB. */
function storedTables(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const req = indexedDB.open('showdown-companion');
        req.onerror = () => reject(new Error('no database'));
        req.onsuccess = () => {
          const db = req.result;
          const all = db.transaction('tables').objectStore('tables').getAll();
          all.onsuccess = () => {
            resolve(all.result as unknown[]);
            db.close();
          };
        };
      }),
  );
}

test('a whole game of Peekaboo, with a reload in the middle', async ({ page }) => {
  await open(page);
  // Two players, two rounds, 20 chips each.
  await newTable(page, 'Friday', ['Ann', 'Bo']);
  await tap(page, 'Ann');
  // Round 1: Ann antes 2, Bo pays; Ann raises to 4, Bo calls; Bo wins 8. Ann 16, Bo 24.
  await tap(page, 'Ante 2');
  await tap(page, 'Pay the ante (2)');
  await tap(page, 'Raise to 4');
  await tap(page, 'Call 2');
  await won(page, 'Bo');
  await expect(chips(page)).toHaveText(['16', '24']);
  await expect(page.locator('[data-first]')).toHaveText('Bo rolls first');

  await reload(page);
  await expect(chips(page)).toHaveText(['16', '24']);
  await expect(page.locator('[data-history] li')).toHaveCount(6);
  await expect(page.locator('[data-first]')).toHaveText('Bo rolls first');

  // Round 2: Bo antes 3, Ann pays (13), Bo raises to 5 (Bo 19), Ann folds: Bo takes 8. Ann 13, Bo 27.
  await tap(page, 'Ante 3');
  await tap(page, 'Pay the ante (3)');
  await tap(page, 'Raise to 5');
  await tap(page, 'Fold');
  await expect(chips(page)).toHaveText(['13', '27']);
  // Rounds 3 to 10: each antes 1 and checks; nobody wins more than they put in when they split.
  for (let round = 3; round <= 10; round++) {
    await tap(page, 'Ante 1');
    await tap(page, 'Pay the ante (1)');
    await tap(page, 'Check');
    await tap(page, 'Check');
    await won(page, 'Ann', 'Bo');
  }
  await expect(chips(page)).toHaveText(['13', '27']);
  await expect(page.locator('[data-over]')).toContainText('Bo ended round 10 with the most chips (27).');
  await reload(page);
  // After a reload the table is read back from IndexedDB and replayed: on a loaded machine that took over 5 s once.
  await expect(page.locator('[data-over]')).toContainText('Bo ended round 10 with the most chips (27).', { timeout: 15_000 });
});

test('undo and redo say what they undo and redo, and survive a reload', async ({ page }) => {
  await open(page);
  await newTable(page, 'Undo test', ['Ann', 'Bo', 'Cy']);
  await tap(page, 'Cy');
  await tap(page, 'Ante 3');
  const undoButton = page.locator('[data-undo]');
  const redoButton = page.locator('[data-redo]');
  await expect(undoButton).toHaveText('Undo: Cy named an ante of 3 chips');
  await expect(redoButton).toHaveText('Nothing to redo');
  await undoButton.click();
  await expect(page.locator('[data-status]')).toContainText('Saved on this device');
  await expect(page.locator('[data-ante]')).toHaveText('not named yet');
  await expect(redoButton).toHaveText('Redo: Cy named an ante of 3 chips');
  await reload(page);
  await expect(redoButton).toHaveText('Redo: Cy named an ante of 3 chips');
  await redoButton.click();
  await expect(page.locator('[data-ante]')).toHaveText('3 chips');
  // A new step after an undo drops the undone one.
  await undoButton.click();
  await expect(page.locator('[data-ante]')).toHaveText('not named yet');
  await tap(page, 'Ante 1');
  await expect(redoButton).toHaveText('Nothing to redo');
  await expect(undoButton).toHaveText('Undo: Cy named an ante of 1 chip');
});

test('two tabs on one table: the later edit wins and the other tab says so', async ({ page, context }) => {
  await open(page);
  await newTable(page, 'Shared', ['Ann', 'Bo']);
  const other = await context.newPage();
  await open(other);
  await expect(other.locator('[data-facts]')).toBeVisible();
  await tap(page, 'Ann');
  // The second tab reloads the table the first one saved.
  await expect(other.locator('[data-status]')).toHaveText('This table was changed in another tab; showing that version.');
  await expect(other.locator('[data-first]')).toHaveText('Ann rolls first');
  // Now the second tab edits, and the first follows.
  await tap(other, 'Ante 2');
  await expect(page.locator('[data-status]')).toHaveText('This table was changed in another tab; showing that version.');
  await expect(page.locator('[data-ante]')).toHaveText('2 chips');
  const stored = await storedTables(page);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ rev: 2, cursor: 2 });
});

test('corrupt stored data: set aside with a message, downloadable, removable, and a new table works', async ({ page }) => {
  await open(page);
  await newTable(page, 'Good one', ['Ann', 'Bo']);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const req = indexedDB.open('showdown-companion');
        req.onsuccess = () => {
          const tx = req.result.transaction('tables', 'readwrite');
          tx.objectStore('tables').put({ format: 1, game: 'peekaboo', id: 'bad', name: 'Broken', actions: 'garbage' }, 'bad');
          tx.objectStore('tables').put('not even an object', 'worse');
          tx.oncomplete = () => resolve();
        };
      }),
  );
  await reload(page);
  const damaged = page.locator('[data-damaged]');
  await expect(damaged.getByRole('heading', { name: 'A saved table could not be read' })).toBeVisible();
  await expect(damaged.locator('li')).toHaveCount(2);
  // The good table is still there.
  await expect(page.getByRole('heading', { name: 'Good one' })).toBeVisible();
  const download = page.waitForEvent('download');
  await damaged.getByRole('button', { name: 'Download the damaged data' }).first().click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray();
  const saved = JSON.parse(Buffer.concat(text).toString('utf8')) as { reason: string; data: unknown };
  expect(JSON.stringify(saved.data)).toContain('garbage');
  await damaged.getByRole('button', { name: 'Remove it' }).first().click();
  await expect(damaged.locator('li')).toHaveCount(1);
  await damaged.getByRole('button', { name: 'Start a new table' }).click();
  await newTable(page, 'Fresh', ['Cy', 'Di']);
  await tap(page, 'Di');
  await expect(page.locator('[data-first]')).toHaveText('Di rolls first');
});

const HOSTILE: readonly { name: string; text: string; note: RegExp }[] = [
  { name: 'not JSON', text: '<html>hello', note: /not JSON/u },
  {
    name: 'an unknown game',
    text: JSON.stringify({
      format: 1,
      game: 'chess',
      id: 'x',
      name: 'x',
      created: 1,
      updated: 1,
      rev: 0,
      setup: {},
      actions: [],
      cursor: 0,
    }),
    note: /game Showdown does not know/u,
  },
  {
    name: '1e308 chips',
    text: JSON.stringify({
      format: 1,
      game: 'peekaboo',
      id: 'x',
      name: 'x',
      created: 1,
      updated: 1,
      rev: 0,
      setup: { names: ['A', 'B'], chips: 1e308 },
      actions: [],
      cursor: 0,
    }),
    note: /chips/u,
  },
  { name: 'over 256 KB', text: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }), note: /at most 256 KB/u },
];

test('hostile files and links are refused with a note, and nothing stored changes; markup in a name is text', async ({ page }) => {
  await open(page);
  await newTable(page, 'Mine', ['Ann', 'Bo']);
  const before = await storedTables(page);
  for (const row of HOSTILE) {
    await page
      .getByLabel(/A table file/u)
      .setInputFiles({ name: 'table.json', mimeType: 'application/json', buffer: Buffer.from(row.text) });
    await expect(page.locator('[data-note]'), row.name).toContainText(row.note);
    await expect(page.locator('[data-note]')).toContainText('Nothing you saved has changed.');
  }
  for (const row of HOSTILE.slice(0, 3)) {
    const code = Buffer.from(row.text).toString('base64url');
    await open(page, `${PATH}#table=${code}`);
    await expect(page.locator('[data-note]'), row.name).toContainText(row.note);
  }
  expect(await storedTables(page)).toEqual(before);

  // Markup in the names of a table from a link: shown as text, never as HTML.
  const markup = {
    format: 1,
    game: 'peekaboo',
    id: 'm',
    name: '<img src=x onerror=alert(1)>',
    created: 1,
    updated: 1,
    rev: 3,
    setup: { names: ['<b>Ann</b>', 'Bo'] },
    actions: [{ kind: 'first', seat: 0 }],
    cursor: 1,
  };
  await open(page, `${PATH}#table=${Buffer.from(JSON.stringify(markup)).toString('base64url')}`);
  await expect(page.locator('.cmp-offer')).toContainText('<img src=x onerror=alert(1)>');
  await page.getByRole('button', { name: 'Import it as a new table' }).click();
  await expect(page.locator('[data-status]')).toContainText('Saved on this device');
  await expect(page.locator('.cmp-seats th[scope=row]').first()).toHaveText('<b>Ann</b> (to act)');
  await expect(page.locator('.cmp-seats b')).toHaveCount(0);
  await expect(page.locator('img[src=x]')).toHaveCount(0);
  expect(await storedTables(page)).toHaveLength(2);
});

for (const scheme of ['light', 'dark'] as const)
  test(`axe finds nothing on a table in play, ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page);
    await newTable(page, 'Axe', ['Ann', 'Bo', 'Cy']);
    expect(isDark(await bodyBackground(page))).toBe(scheme === 'dark');
    const check = async (when: string): Promise<void> => {
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(violations.map((v) => `${when}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    };
    await check('roll-off');
    await tap(page, 'Ann');
    await tap(page, 'Ante 1');
    await tap(page, 'Pay the ante (1)');
    await tap(page, 'Pay the ante (1)');
    await tap(page, 'Check');
    await tap(page, 'Check');
    await check('betting');
    await tap(page, 'Check');
    await check('showdown');
    await page.getByRole('button', { name: 'New table' }).click();
    await check('new table form');
  });

test('at 360 px every control is at least 48 px and the moves sit at the bottom of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  await newTable(page, 'Phone', ['Ann', 'Bo', 'Cy']);
  const tooSmall = (): Promise<string[]> =>
    page.locator('.cmp').evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('button, select, summary, input:not([type=checkbox]), label.cmp-check, .cmp-links a')]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ el: el.textContent.trim() || el.id, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 48 || box.width < 48)
        .map(({ el, box }) => `${el}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
  expect(await tooSmall(), 'the roll-off').toEqual([]);
  await tap(page, 'Ann');
  await tap(page, 'Ante 1');
  expect(await tooSmall(), 'the ante').toEqual([]);
  await tap(page, 'Pay the ante (1)');
  await tap(page, 'Pay the ante (1)');
  await tap(page, 'Check');
  await tap(page, 'Check');
  await tap(page, 'Check');
  await expect(page.locator('[data-showdown]')).toBeVisible();
  expect(await tooSmall(), 'the showdown').toEqual([]);
  await page.getByRole('button', { name: 'New table' }).click();
  expect(await tooSmall(), 'the new table form').toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The bar with the moves is held at the bottom of the viewport.
  const bar = await page.locator('[data-bar]').boundingBox();
  expect(bar).not.toBeNull();
  expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBeLessThanOrEqual(740);
  expect(bar?.y ?? 0).toBeGreaterThan(740 / 3);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
});

test('the keyboard alone keeps a round: focus stays in the bar as the buttons change', async ({ page }) => {
  await open(page);
  await newTable(page, 'Keys', ['Ann', 'Bo']);
  await page.locator('[data-bar]').getByRole('button', { name: 'Ann', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-first]')).toHaveText('Ann rolls first');
  // The roll-off buttons are gone; focus moved to the first of the next player's moves.
  await expect(page.locator('[data-bar] button').first()).toBeFocused();
  await expect(page.locator('[data-bar] button').first()).toHaveText('Ante 1');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-ante]')).toHaveText('2 chips');
  await expect(page.locator('[data-bar] button').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chips(page)).toHaveText(['18', '18']);
});

test('several tables: rename, delete only after confirming, and a file exported then imported as a new table', async ({ page }) => {
  await open(page);
  await newTable(page, 'First', ['Ann', 'Bo']);
  await tap(page, 'Bo');
  await newTable(page, 'Second', ['Cy', 'Di']);
  const picker = page.getByLabel('Table', { exact: true });
  await expect(picker.locator('option')).toHaveText([/^Second: /u, /^First: /u]);
  await picker.selectOption({ label: (await picker.locator('option').nth(1).textContent()) ?? '' });
  await expect(page.locator('[data-first]')).toHaveText('Bo rolls first');

  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('New name').fill('First, renamed');
  await page.getByRole('button', { name: 'Save the name' }).click();
  await expect(page.locator('[data-status]')).toContainText('Renamed to First, renamed. Saved on this device.');
  await expect(picker.locator('option')).toHaveText([/^First, renamed: /u, /^Second: /u]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as a file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('showdown-peekaboo-first-renamed.json');
  const body = Buffer.concat(await (await file.createReadStream()).toArray());
  await page.getByLabel(/A table file/u).setInputFiles({ name: 'back.json', mimeType: 'application/json', buffer: body });
  await expect(page.locator('[data-status]')).toContainText('Imported First, renamed from a file. Saved on this device.');
  await expect(picker.locator('option')).toHaveCount(3);
  await expect(page.locator('[data-first]')).toHaveText('Bo rolls first');

  // Delete asks first; keeping it changes nothing.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(picker.locator('option')).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete it' }).click();
  await expect(page.locator('[data-status]')).toContainText('Deleted First, renamed.');
  await expect(picker.locator('option')).toHaveCount(2);
  expect(await storedTables(page)).toHaveLength(2);
});

test('a link made on the page opens as an offer to import, never imported unasked', async ({ page }) => {
  await open(page);
  await newTable(page, 'Linked', ['Ann', 'Bo']);
  await tap(page, 'Ann');
  await page.getByRole('button', { name: 'Make a link' }).click();
  const link = await page.getByLabel(/Link to this table/u).inputValue();
  expect(link).toContain('#table=');
  await page.goto('about:blank');
  await open(page, link);
  await expect(page.locator('.cmp-offer')).toContainText('This link holds the table Linked, 1 step');
  expect(await storedTables(page)).toHaveLength(1);
  await page.getByRole('button', { name: 'Do not import' }).click();
  await expect(page.locator('.cmp-offer')).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  expect(await storedTables(page)).toHaveLength(1);
});

test('where the database will not open, the page says so and keeps the table in memory', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('blocked for the test', 'SecurityError');
    };
  });
  await open(page);
  await expect(page.getByRole('alert')).toContainText('This browser would not open its storage');
  await page.getByLabel('Name of the table').fill('Memory');
  await page.getByRole('button', { name: 'Start the table' }).click();
  await expect(page.locator('[data-status]')).toContainText('Kept in this page only (not saved).');
  await page.locator('[data-bar]').getByRole('button', { name: 'Player 1', exact: true }).click();
  await expect(page.locator('[data-first]')).toHaveText('Player 1 rolls first');
});
