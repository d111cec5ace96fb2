/*
 * The Balance Lab's charts in a real browser, before any page shows them: the
 * charts are rendered to HTML in Node (tests/unit/balance-charts-render.ts,
 * the same render as at build time), written into a small harness page with
 * the site's built stylesheet and the charts' own CSS, and opened from a
 * file:// URL. In light and dark, at 390 px and at 1280 px: no axe violation
 * (tables open), nothing sticks out, every label at 11 px or more, no two
 * labels overlap, and text and marks contrast with the page (4.5:1 and 3:1).
 * Set CHARTS_SHOTS=<folder> to also save a screenshot of each.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, DIST } from './helpers.ts';
import { loadCharts, type Chart } from '../unit/balance-charts-render.ts';
import { HISTOGRAM_SAMPLES, SCORE_SAMPLES, SHARE_SAMPLES } from '../unit/balance-charts-samples.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const HARNESS = join(ROOT, 'test-results', 'charts-harness.html');

const CHARTS: [string, Chart][] = [
  ['share-4', { kind: 'share', data: SHARE_SAMPLES['four seats, both sides, one flagged']! }],
  ['share-6', { kind: 'share', data: SHARE_SAMPLES['six seats, printed rules only, long names']! }],
  ['share-ends', { kind: 'share', data: SHARE_SAMPLES['two teams, shares of 0 and 1, intervals touching the ends']! }],
  [
    'share-long',
    { kind: 'share', data: SHARE_SAMPLES['garbage: NaN, Infinity, shares out of range, interval reversed, a very long name']! },
  ],
  ['hist-30', { kind: 'histogram', data: HISTOGRAM_SAMPLES['thirty bins, both sides, different game counts']! }],
  ['hist-wide', { kind: 'histogram', data: HISTOGRAM_SAMPLES['wide bins, printed rules only']! }],
  ['hist-one', { kind: 'histogram', data: HISTOGRAM_SAMPLES['all games in one bin']! }],
  ['hist-huge', { kind: 'histogram', data: HISTOGRAM_SAMPLES['huge lengths']! }],
  ['score-neg', { kind: 'score', data: SCORE_SAMPLES['negative scores, both sides (pegs out the back)']! }],
  ['score-6', { kind: 'score', data: SCORE_SAMPLES['six seats, printed rules only, chips down to 0']! }],
  ['score-huge', { kind: 'score', data: SCORE_SAMPLES['huge scores']! }],
];

test.beforeAll(async () => {
  const render = await loadCharts();
  // The stylesheets the Lab's page links (the site's built CSS), then the charts' own.
  const lab = readFileSync(join(DIST, 'lab', 'index.html'), 'utf8');
  const built = [...lab.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"/g)].map((m) => join(DIST, m[1] ?? ''));
  expect(built.length, 'the Lab page links the site stylesheet').toBeGreaterThan(0);
  const sheets = [...built, join(ROOT, 'src/styles/scroll-cue.css'), join(ROOT, 'src/components/lab/balance/charts/charts.css')];
  for (const s of sheets) expect(existsSync(s), s).toBe(true);
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Balance Lab charts</title>',
    ...sheets.map((s) => `<link rel="stylesheet" href="${pathToFileURL(s).href}">`),
    '</head><body><main id="main"><h1>Balance Lab charts</h1>',
    ...CHARTS.map(([id, chart]) => render(id, chart)),
    '</main></body></html>',
  ].join('\n');
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(HARNESS, html);
});

async function open(page: Page, theme: 'light' | 'dark', width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: theme });
  await page.goto(pathToFileURL(HARNESS).href);
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);
  // Screenshots of each chart (tables closed), to look at.
  const shots = process.env.CHARTS_SHOTS;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    for (const [id] of CHARTS) await page.locator(`#${id}`).screenshot({ path: join(shots, `${width}-${theme}-${id}.png`) });
  }
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
}

/** WCAG contrast of two "rgb(r, g, b)" colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r = 0, g = 0, bl = 0] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return ((x ?? 0) + 0.05) / ((y ?? 0) + 0.05);
}

for (const theme of ['light', 'dark'] as const) {
  test(`charts, ${theme}: no axe violations, tables open`, async ({ page }) => {
    await open(page, theme, 1280);
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    // Each chart is an image named by its summary, with a table behind it.
    await expect(page.getByRole('img', { name: /^Wins by seat, printed rules against your rules/ })).toHaveCount(1);
    await expect(page.getByRole('table')).toHaveCount(CHARTS.length);
  });

  for (const width of [390, 1280]) {
    test(`charts, ${theme}, ${width} px: labels readable, nothing clipped or overlapping, contrast`, async ({ page }) => {
      await open(page, theme, width);
      // No sideways scrolling of the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const report = await page.evaluate(() => {
        const problems: string[] = [];
        const sizes: number[] = [];
        const colours: { what: string; colour: string; min: number }[] = [];
        const bg = getComputedStyle(document.body).backgroundColor;
        for (const fig of document.querySelectorAll<HTMLElement>('figure.bc-chart')) {
          const svg = fig.querySelector<SVGSVGElement>('svg.bc-svg');
          if (!svg) {
            problems.push(`${fig.id}: no drawing`);
            continue;
          }
          const box = svg.getBoundingClientRect();
          if (box.right > document.documentElement.clientWidth + 0.5) problems.push(`${fig.id}: drawing sticks out`);
          const scale = box.width / svg.viewBox.baseVal.width;
          const texts = [...svg.querySelectorAll('text')];
          const rects = texts.map((t) => t.getBoundingClientRect());
          texts.forEach((t, i) => {
            const r = rects[i]!;
            const px = parseFloat(getComputedStyle(t).fontSize) * scale;
            sizes.push(px);
            if (px < 11) problems.push(`${fig.id}: "${t.textContent}" at ${px.toFixed(1)} px`);
            if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
              problems.push(`${fig.id}: "${t.textContent}" clipped`);
            rects.forEach((q, j) => {
              if (j <= i) return;
              const overlap =
                Math.min(r.right, q.right) - Math.max(r.left, q.left) > 1 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 1;
              if (overlap) problems.push(`${fig.id}: "${t.textContent}" overlaps "${texts[j]!.textContent}"`);
            });
            colours.push({ what: `${fig.id} text "${t.textContent}"`, colour: getComputedStyle(t).fill, min: 4.5 });
          });
          for (const m of svg.querySelectorAll('.bc-mark, .bc-whisker, .bc-bar, .bc-box, .bc-median, .bc-mean, .bc-fair')) {
            const cs = getComputedStyle(m);
            const paint =
              cs.stroke !== 'none' &&
              m.matches('.bc-mark.bc-variant, .bc-bar.bc-variant, .bc-box, .bc-whisker, .bc-median, .bc-mean, .bc-fair')
                ? cs.stroke
                : cs.fill;
            colours.push({ what: `${fig.id} ${m.getAttribute('class')}`, colour: paint, min: 3 });
          }
          for (const li of fig.querySelectorAll('.bc-legend li')) sizes.push(parseFloat(getComputedStyle(li).fontSize));
        }
        return { problems, sizes, colours, bg };
      });
      expect(report.problems).toEqual([]);
      expect(Math.min(...report.sizes)).toBeGreaterThanOrEqual(11);
      const low = report.colours.filter((c) => contrast(c.colour, report.bg) < c.min).map((c) => `${c.what}: ${c.colour} on ${report.bg}`);
      expect([...new Set(low)]).toEqual([]);
      expect(report.colours.length).toBeGreaterThan(100);
    });
  }
}
