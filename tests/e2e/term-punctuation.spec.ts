/*
 * Issue 24, item 14: a glossary term on a rules page is read as a word, so the
 * punctuation after it never starts a line of its own. At a phone's width, the
 * paragraph holding a term that a comma follows is narrowed pixel by pixel over
 * a range of widths; at each, the comma must sit on the line where the term
 * ends. One row per term.
 */
import { test, expect } from '@playwright/test';
import { BASE, waitForHydration } from './helpers.ts';

const ROWS = [
  { page: 'games/bluff-n-peg/', term: 'winner-hole' },
  { page: 'games/peekaboo/', term: 'peekers' },
  { page: 'games/nuclear-holdem/', term: 'big-board' },
] as const;

for (const row of ROWS) {
  test(`at 390 px, the comma after the ${row.term} term stays on the term's line at every paragraph width`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE}${row.page}`);
    await waitForHydration(page);
    const result = await page.evaluate((id) => {
      const wrap = [...document.querySelectorAll(`[data-term-button="${id}"]`)]
        .map((b) => b.closest('.term-wrap'))
        .find((w) => w?.nextSibling instanceof Text && w.nextSibling.data.startsWith(','));
      const after = wrap?.nextSibling;
      if (!wrap || !(after instanceof Text)) return { error: `no "${id}" term followed by a comma` };
      const shown = [...wrap.querySelectorAll('.term')].find((t) => t.getClientRects().length > 0);
      const paragraph = wrap.closest('p, li');
      if (!shown || !(paragraph instanceof HTMLElement)) return { error: 'the term is not shown in a paragraph' };
      const comma = document.createRange();
      comma.setStart(after, 0);
      comma.setEnd(after, 1);
      const full = paragraph.getBoundingClientRect().width;
      const alone: number[] = [];
      let widths = 0;
      for (let w = Math.floor(full); w >= Math.floor(full) - 160 && w > 80; w--) {
        paragraph.style.width = `${w}px`;
        const rects = [...shown.getClientRects()];
        const last = rects[rects.length - 1];
        const mark = comma.getClientRects()[0];
        if (!last || !mark) continue;
        widths++;
        // The comma's box starts on the term's last line: their vertical middles are on one line.
        const middle = (r: DOMRect) => r.top + r.height / 2;
        if (Math.abs(middle(mark) - middle(last)) > last.height / 2) alone.push(w);
      }
      paragraph.style.width = '';
      return { display: getComputedStyle(shown).display, widths, alone };
    }, row.term);
    expect(result.error).toBeUndefined();
    expect(result.widths).toBeGreaterThan(100);
    expect(result.alone, `paragraph widths (px) where the comma starts a line (the term is display: ${result.display})`).toEqual([]);
  });
}
