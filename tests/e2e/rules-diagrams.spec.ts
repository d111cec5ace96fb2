/*
 * Diagram text stays readable: in every picture on every game page (the
 * build-time diagrams and the widgets' SVG boards), no <text> runs outside
 * the picture, and no two <text> boxes overlap. Checked on the rendered boxes
 * at a phone and a desktop width. (Issue 10: "out the back" over "last
 * chance", a clipped Poker's Wild! legend, "losers pay1X", "100 → 12…".)
 */
import { test, expect, type Page } from '@playwright/test';
import { gamePages, waitForHydration } from './helpers.ts';

interface Problem {
  svg: string;
  what: string;
}

/** Runs in the page: every clipped or overlapping text box in every visible <svg> inside <main>. */
async function textProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const out: { svg: string; what: string }[] = [];
    const svgs = [...document.querySelectorAll<SVGSVGElement>('main svg')].filter(
      (s) => s.querySelector('text') && s.getClientRects().length > 0,
    );
    svgs.forEach((svg, n) => {
      const name = svg.closest('[id]')?.id ?? `svg ${n + 1}`;
      const frame = svg.getBoundingClientRect();
      const texts = [...svg.querySelectorAll<SVGTextElement>('text')].filter(
        (t) => t.textContent.trim() !== '' && t.getClientRects().length > 0,
      );
      const boxes = texts.map((t) => ({ label: t.textContent.trim(), r: t.getBoundingClientRect() }));
      const slack = 0.5;
      for (const b of boxes) {
        if (
          b.r.left < frame.left - slack ||
          b.r.right > frame.right + slack ||
          b.r.top < frame.top - slack ||
          b.r.bottom > frame.bottom + slack
        ) {
          out.push({ svg: name, what: `"${b.label}" runs outside the picture` });
        }
      }
      // Overlap: boxes share more than a sliver in both directions (a glyph box's
      // ascender/descender padding may touch its neighbour's by a pixel or two).
      const scale = frame.width / (svg.viewBox.baseVal.width || frame.width);
      const min = 1.5 * scale;
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!.r;
          const b = boxes[j]!.r;
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (w > min && h > min * 2) out.push({ svg: name, what: `"${boxes[i]!.label}" overlaps "${boxes[j]!.label}"` });
        }
      }
      // A label partly under a shape (a legend swatch, a hole, a square): neither holds the other.
      const shapes = [...svg.querySelectorAll<SVGGraphicsElement>('rect, circle')]
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.width < frame.width * 0.9);
      const inside = (a: DOMRect, b: DOMRect) =>
        a.left >= b.left - min && a.right <= b.right + min && a.top >= b.top - min && a.bottom <= b.bottom + min;
      for (const b of boxes) {
        for (const r of shapes) {
          const w = Math.min(b.r.right, r.right) - Math.max(b.r.left, r.left);
          const h = Math.min(b.r.bottom, r.bottom) - Math.max(b.r.top, r.top);
          if (w > min * 2 && h > min * 2 && !inside(b.r, r) && !inside(r, b.r)) {
            out.push({
              svg: name,
              what: `"${b.label}" runs under a shape at ${Math.round(r.left - frame.left)},${Math.round(r.top - frame.top)}`,
            });
            break;
          }
        }
      }
    });
    return out;
  });
}

for (const width of [390, 1280]) {
  for (const game of gamePages()) {
    test(`${game.path} at ${width} px: diagram text is neither clipped nor overlapping`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(game.path);
      await waitForHydration(page);
      expect(await textProblems(page)).toEqual([]);
    });
  }
}

test("Bluff 'N' Peg scorer: a peg label near the winner hole stays on the board", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  // Player 1 starts at 58 and wins: the label "58 → winner hole (61) (+5)" sits by the winner hole.
  await page.goto(
    `${gamePages().find((g) => g.path.endsWith('/bluff-n-peg/'))!.path}?bp-players=2&bp-start=58~40&bp-events=L1.1~L2.1&bp-won=1`,
  );
  await waitForHydration(page);
  await expect(page.locator('#bp-scorer svg text', { hasText: '58 → winner hole (61)' })).toHaveCount(1);
  expect(await textProblems(page)).toEqual([]);
});

test('the checker itself finds overlapping, clipped and covered labels', async ({ page }) => {
  await page.setContent(`<main><figure id="f"><svg viewBox="0 0 200 60" width="400" xmlns="http://www.w3.org/2000/svg">
    <text x="10" y="20" font-size="12">out the back</text><text x="40" y="22" font-size="12">last chance</text>
    <text x="170" y="50" font-size="12">clipped label</text>
    <text x="10" y="50" font-size="11">legend runs on</text><rect x="60" y="38" width="18" height="18" />
  </svg></figure></main>`);
  const found = (await textProblems(page)).map((p) => p.what);
  expect(found).toContain('"out the back" overlaps "last chance"');
  expect(found).toContain('"clipped label" runs outside the picture');
  expect(found.some((w) => w.startsWith('"legend runs on" runs under a shape'))).toBe(true);
});
