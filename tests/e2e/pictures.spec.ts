/*
 * Pictures at a phone width (issue 14): on the home page and every game page
 * at 390 px, no picture (the game pictures and every figure) is wider than its
 * container and the page does not scroll sideways, and in every picture (the
 * svg.pic drawings and every figure's svg, the older diagrams included) no
 * text renders smaller than 11 px (a card's glyphs, in <tspan>s, included).
 * Plus one check that the checker itself catches a too-wide picture and tiny text.
 */
import { test, expect, type Page } from '@playwright/test';
import { BASE, gamePages } from './helpers.ts';

interface Measure {
  tooWide: string[];
  tooSmall: string[];
  pictures: number;
}

/** Runs in the page: every picture (svg.pic, figure svg) inside <main>. */
async function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const svgs = [...document.querySelectorAll<SVGSVGElement>('main svg.pic, main figure svg')].filter(
      (s) => s.getClientRects().length > 0,
    );
    const tooWide: string[] = [];
    const tooSmall: string[] = [];
    svgs.forEach((svg, n) => {
      const name = svg.dataset.picture ?? svg.closest('[id]')?.id ?? `svg ${n + 1}`;
      const box = svg.getBoundingClientRect();
      const parent = svg.parentElement!.getBoundingClientRect();
      if (box.width > parent.width + 0.5 || box.right > document.documentElement.clientWidth + 0.5)
        tooWide.push(`${name}: ${Math.round(box.width)} px in ${Math.round(parent.width)} px`);
      const scale = box.width / (svg.viewBox.baseVal.width || box.width);
      // Each <text> or <tspan> by the words it holds itself: a card's glyphs are <tspan>s, each with its own size.
      for (const t of svg.querySelectorAll<SVGTextContentElement>('text, tspan')) {
        const own = [...t.childNodes]
          .filter((c) => c.nodeType === Node.TEXT_NODE)
          .map((c) => c.textContent)
          .join('')
          .trim();
        if (own === '' || own === '…') continue;
        const px = parseFloat(getComputedStyle(t).fontSize) * scale;
        if (px < 10.95) tooSmall.push(`${name}: "${own}" at ${px.toFixed(1)} px`);
      }
    });
    return { tooWide, tooSmall, pictures: svgs.length };
  });
}

const pages = [{ path: BASE, name: 'home' }, ...gamePages().map((p) => ({ path: p.path, name: p.path }))];

for (const { path, name } of pages) {
  test(`${name} at 390 px: pictures fit, no sideways scroll, text at least 11 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    const m = await measure(page);
    expect(m.pictures, 'pictures on the page').toBeGreaterThan(0);
    expect(m.tooWide).toEqual([]);
    expect(m.tooSmall).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('the checker finds a picture wider than its box and text too small', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.setContent(`<main><div style="width:200px"><svg class="pic" data-picture="wide" viewBox="0 0 400 100" width="300">
    <text x="10" y="50" font-size="6">tiny</text><text x="10" y="80"><tspan font-size="8">Q</tspan></text></svg></div></main>`);
  const m = await measure(page);
  expect(m.tooWide).toEqual(['wide: 300 px in 200 px']);
  expect(m.tooSmall).toEqual(['wide: "tiny" at 4.5 px', 'wide: "Q" at 6.0 px']);
});
