/*
 * The stricter 360 px check (issue 14): on every built page at 360 px, no
 * element inside <main> sticks out of its container (save one that runs edge to
 * edge on purpose, with negative margins, inside <main>), unless it sits in a box
 * that scrolls sideways (overflow-x auto or scroll) and carries the visible
 * scroll cue (`data-scroll-cue`: shadows at the cut edges and a "scroll
 * sideways" note; src/styles/scroll-cue.css). pages.spec.ts only checks that the
 * whole page does not scroll; this one finds the table or picture that is cut
 * off inside its own box without telling anyone.
 */
import { test, expect, type Page } from '@playwright/test';
import { builtPages, waitForHydration } from './helpers.ts';

/** The elements of <main> wider than their container with no cued scroll box around them, as short descriptions. */
export function uncuedOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    const scrolls = (el: Element) => /^(auto|scroll)$/.test(getComputedStyle(el).overflowX);
    /** In (or is) a scroll box with the cue, inside main. */
    const cued = (el: Element): boolean => {
      for (let a: Element | null = el; a && a !== main.parentElement; a = a.parentElement) {
        if (scrolls(a) && a.hasAttribute('data-scroll-cue')) return true;
      }
      return false;
    };
    /** Clipped away on purpose: visually hidden text (a 1 px box with overflow hidden) or inside one. */
    const hidden = (el: Element): boolean => {
      for (let a: Element | null = el; a && a !== main; a = a.parentElement) {
        const r = a.getBoundingClientRect();
        if (r.width <= 1 && getComputedStyle(a).overflow !== 'visible') return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = el.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    const bad: string[] = [];
    for (const el of main.querySelectorAll('*')) {
      if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue; // an SVG's shapes use its own coordinates
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.display === 'contents' || style.position === 'fixed') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      // The containing box: main for absolutely positioned elements, else the nearest ancestor that has a box
      // (an island's <astro-island> is display: contents).
      let container: Element | null = style.position === 'absolute' ? main : el.parentElement;
      while (container && container !== main && getComputedStyle(container).display === 'contents') container = container.parentElement;
      if (!container) continue;
      const c = container.getBoundingClientRect();
      const sticksOut = r.left < c.left - 1 || r.right > c.right + 1;
      // Edge to edge on purpose: negative margins on both sides, and still inside <main>'s box (the play panels).
      const m = main.getBoundingClientRect();
      const bleeds =
        parseFloat(style.marginLeft) < 0 && parseFloat(style.marginRight) < 0 && r.left >= m.left - 1 && r.right <= m.right + 1;
      if (sticksOut && !bleeds && !cued(el) && !hidden(el))
        bad.push(`${describe(el)}: ${Math.round(r.width)} px in ${Math.round(c.width)} px`);
    }
    // A scroll box that overflows must carry the cue too, even when its content is not an element (long text).
    for (const el of main.querySelectorAll('*')) {
      if (scrolls(el) && el.scrollWidth > el.clientWidth + 1 && !el.hasAttribute('data-scroll-cue') && !cued(el) && !hidden(el)) {
        bad.push(`${describe(el)}: scrolls ${String(el.scrollWidth)} px in ${String(el.clientWidth)} px with no cue`);
      }
    }
    return bad;
  });
}

for (const { path } of builtPages()) {
  test(`at 360 px nothing in <main> is cut off without a scroll cue: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await waitForHydration(page);
    expect(await uncuedOverflow(page)).toEqual([]);
  });
}
