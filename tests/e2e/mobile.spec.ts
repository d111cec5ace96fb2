/*
 * Issue 14, mobile tables and the glossary: ladders as stacked cards on a phone
 * (still a real table), the scroll cue shown exactly when a box overflows,
 * Compare's sticky headers in both directions, glossary terms in place
 * (Popover API, keyboard), and the glossary's A–Z index.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, BASE, waitForHydration } from './helpers.ts';
import { AZ_LETTERS, GLOSSARY } from '../../src/data/glossary.ts';
import { RULESETS } from '../../src/engine/hands/rulesets.ts';
import { CATEGORY_LABELS } from '../../src/engine/hands/categories.ts';

const ninas = `${BASE}games/ninas-five/`;
const ladderOf = (page: Page) => page.getByRole('table', { name: "Nina's Five hands, best first (no full house)" });

/** How the scroll cue's note (the box's ::before) is drawn: visible or not, and its text. */
function cueNote(box: Locator): Promise<{ visible: boolean; text: string }> {
  return box.evaluate((el) => {
    const s = getComputedStyle(el, '::before');
    return { visible: s.visibility === 'visible' && parseFloat(s.height) > 0, text: s.content };
  });
}

/** The table, row and cell roles in Chromium's accessibility tree under the table with this name, counted. */
async function axRoles(page: Page, tableName: string): Promise<Record<string, number>> {
  interface AxNode {
    nodeId: string;
    role?: { value: string };
    name?: { value: string };
    childIds?: string[];
  }
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const table = nodes.find((n) => n.role?.value === 'table' && n.name?.value === tableName);
  if (!table) return {};
  const counts: Record<string, number> = {};
  const walk = (n: AxNode) => {
    const role = n.role?.value ?? '';
    if (['row', 'columnheader', 'rowheader', 'cell'].includes(role)) counts[role] = (counts[role] ?? 0) + 1;
    for (const id of n.childIds ?? []) {
      const child = byId.get(id);
      if (child) walk(child);
    }
  };
  walk(table);
  return counts;
}

test.describe('ladders', () => {
  const rows: { width: number; stacked: boolean }[] = [
    { width: 360, stacked: true },
    { width: 390, stacked: true },
    { width: 1280, stacked: false },
  ];
  for (const { width, stacked } of rows) {
    test(`at ${String(width)} px the ladder is ${stacked ? 'a stack of cards' : 'a table'}, every example picture in view, still a table for assistive technology`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(ninas);
      const ladder = ladderOf(page);
      await expect(ladder).toBeVisible();
      const categories = RULESETS['ninas-five'].categories;
      // Assistive technology still gets a table: Chromium's own accessibility tree, not the DOM.
      expect(await axRoles(page, "Nina's Five hands, best first (no full house)")).toEqual({
        row: categories.length + 1,
        columnheader: 4,
        rowheader: categories.length,
        cell: categories.length * 3,
      });
      await expect(ladder.getByRole('row')).toHaveCount(categories.length + 1);
      await expect(ladder.getByRole('columnheader', { name: 'Example' })).toHaveCount(1);
      for (const category of categories) {
        const row = ladder.getByRole('row').filter({ has: page.getByRole('rowheader', { name: CATEGORY_LABELS[category], exact: true }) });
        await expect(row).toHaveCount(1);
        await expect(row.getByRole('cell')).toHaveCount(3);
      }
      const display = await ladder
        .locator('tbody tr')
        .first()
        .evaluate((tr) => getComputedStyle(tr).display);
      expect(display).toBe(stacked ? 'grid' : 'table-row');
      // Every example is drawn inside the ladder's box, not cut off at its edge.
      const box = (await ladder.boundingBox())!;
      const examples = ladder.locator('td.example');
      await expect(examples).toHaveCount(categories.length);
      for (const example of await examples.all()) {
        const cards = example.locator('.w-card');
        await expect(cards).toHaveCount(5);
        const last = (await cards.last().boundingBox())!;
        expect(last.x + last.width, 'the last card ends inside the ladder').toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      // A ladder that fits shows no scroll cue.
      expect((await cueNote(ladder)).visible).toBe(false);
    });
  }

  test('on a card, the visible labels are for the eye only; the table header names the cells', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${BASE}games/pokers-wild/`);
    const points = page.locator('table.ladder td.points').first();
    const label = await points.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toMatch(/^attr\(data-label\) ": " \/ ""$|^"Points: " \/ ""$/);
    await expect(points).toHaveAttribute('data-label', 'Points');
  });
});

test.describe('scroll cue', () => {
  test('a box that overflows shows its note and shadows; the same box at 1280 px, where it fits, does not', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(BASE);
    const table = page.getByRole('table', { name: /Players, playing time/ });
    expect(await table.evaluate((t) => t.scrollWidth > t.clientWidth)).toBe(true);
    expect(await cueNote(table)).toEqual({ visible: true, text: '"⇠ Scroll sideways for more ⇢" / ""' });
    const background = await table.evaluate((t) => getComputedStyle(t).backgroundImage);
    expect(background.match(/gradient/g)?.length, 'two cover gradients and two shadows').toBe(4);
    // The caption stays whole: as wide as the box, not the table.
    const caption = (await table.locator('caption').boundingBox())!;
    const box = (await table.boundingBox())!;
    expect(caption.width).toBeLessThanOrEqual(box.width + 0.5);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => table.evaluate((t) => t.scrollWidth > t.clientWidth)).toBe(false);
    expect((await cueNote(table)).visible).toBe(false);
  });
});

test.describe('compare', () => {
  test('the big table keeps its header row and its hand column in view when scrolled both ways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${BASE}compare/`);
    await waitForHydration(page);
    const region = page.getByRole('region', { name: 'Hand rankings and exact odds for every game, aligned by hand' });
    await region.scrollIntoViewIfNeeded();
    expect((await cueNote(region)).visible).toBe(true);
    const hand = region.getByRole('rowheader', { name: 'Flush', exact: true });
    const peekaboo = region.getByRole('columnheader', { name: /^Peekaboo/ });
    const before = { hand: (await hand.boundingBox())!, peekaboo: (await peekaboo.boundingBox())! };
    const [left, top] = await region.evaluate((el) => {
      el.scrollLeft = 400;
      el.scrollTop = 500;
      return [el.scrollLeft, el.scrollTop];
    });
    // The hand column staying put (below) holds just as well in a box that did not scroll sideways: so the
    // box must have scrolled both ways, and a column that is not sticky must have moved left by the scroll.
    expect(left, 'the box scrolled sideways').toBeGreaterThan(0);
    expect(top, 'the box scrolled down').toBeGreaterThan(0);
    await expect.poll(async () => before.peekaboo.x - (await peekaboo.boundingBox())!.x, 'a game column moved left').toBeCloseTo(left, 0);
    const box = (await region.boundingBox())!;
    await expect.poll(async () => Math.round((await hand.boundingBox())!.x - box.x)).toBe(Math.round(before.hand.x - box.x));
    const header = (await region.getByRole('columnheader', { name: 'Hand', exact: true }).boundingBox())!;
    expect(Math.abs(header.y - box.y), 'the header row is at the top of the box').toBeLessThanOrEqual(1.5);
    expect(Math.abs(header.x - box.x), 'the corner cell is at the left of the box').toBeLessThanOrEqual(1.5);
    expect((await peekaboo.boundingBox())!.y, 'the game names stay at the top').toBeCloseTo(header.y, 0);
  });
});

test.describe('glossary terms in place', () => {
  test('Enter opens the definition, Tab reaches the glossary link inside it, Esc closes it and focus returns', async ({ page }) => {
    await page.goto(`${BASE}games/peekaboo/`);
    const term = page.getByRole('button', { name: 'peekers', exact: true }).first();
    const definition = page.locator(`[popover]#${(await term.getAttribute('popovertarget'))!}`);
    await expect(definition).toBeHidden();
    await term.focus();
    await page.keyboard.press('Enter');
    await expect(definition).toBeVisible();
    const peekers = GLOSSARY.find((t) => t.id === 'peekers')!;
    await expect(definition).toContainText(peekers.definition);
    await page.keyboard.press('Tab');
    const link = definition.getByRole('link', { name: 'Glossary: Peekers' });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', `${BASE}glossary/#peekers`);
    await page.keyboard.press('Escape');
    await expect(definition).toBeHidden();
    await expect(term).toBeFocused();
  });

  test('the term is shown once: the fallback link is not displayed where popovers work, and search indexes the link', async ({ page }) => {
    await page.goto(`${BASE}games/peekaboo/`);
    const wrap = page.locator('.term-wrap').first();
    await expect(wrap.locator('a.term-link')).toBeHidden();
    await expect(wrap.getByRole('button')).toBeVisible();
    await expect(wrap.locator('a.term-link')).toHaveAttribute('data-pagefind-weight', '2');
    await expect(wrap.getByRole('button')).toHaveAttribute('data-pagefind-ignore', '');
  });

  test('without popover support the term is a plain link to its glossary entry', async ({ page }) => {
    // What an older browser sees: the stylesheets' @supports selector(:popover-open) fails.
    await page.route('**/_astro/*.css', async (route) => {
      const response = await route.fetch();
      const css = (await response.text()).replaceAll('@supports selector(:popover-open)', '@supports selector(:no-such-thing)');
      await route.fulfill({ response, body: css });
    });
    await page.goto(`${BASE}games/peekaboo/`);
    const link = page.getByRole('link', { name: 'peekers', exact: true }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `${BASE}glossary/#peekers`);
    await expect(page.getByRole('button', { name: 'peekers', exact: true })).toHaveCount(0);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe, ${scheme} theme, with a definition open`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(`${BASE}games/nuclear-holdem/`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Hawks', exact: true }).first().click();
      await expect(page.locator('[popover]:popover-open')).toHaveCount(1);
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  }
});

test.describe('glossary A–Z', () => {
  const initials = new Set(GLOSSARY.map((t) => t.term.charAt(0).toUpperCase()));

  test('letters with terms are links to their first term; the others are shown but are not links', async ({ page }) => {
    await page.goto(`${BASE}glossary/`);
    const nav = page.getByRole('navigation', { name: 'Glossary, A to Z' });
    await expect(nav.getByRole('listitem')).toHaveCount(26);
    for (const letter of AZ_LETTERS) {
      const link = nav.getByRole('link', { name: letter, exact: true });
      if (initials.has(letter)) {
        const first = [...GLOSSARY].filter((t) => t.term.toUpperCase().startsWith(letter)).sort((a, b) => a.term.localeCompare(b.term))[0]!;
        await expect(link, letter).toHaveAttribute('href', `#${first.id}`);
      } else {
        await expect(link, letter).toHaveCount(0);
        await expect(nav.getByRole('listitem').filter({ hasText: new RegExp(`^${letter}\\s*\\(no terms\\)$`) })).toHaveCount(1);
      }
    }
  });

  test('following a letter lands on its first term', async ({ page }) => {
    await page.goto(`${BASE}glossary/`);
    await page.getByRole('navigation', { name: 'Glossary, A to Z' }).getByRole('link', { name: 'W', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#wild-card$`));
    await expect(page.getByRole('heading', { name: 'Wild card', exact: true })).toBeInViewport();
  });
});
