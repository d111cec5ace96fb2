/**
 * The Balance Lab's charts (src/components/lab/balance/charts/), rendered to
 * HTML in Node: one row per sample (tests/unit/balance-charts-samples.ts),
 * checked for a mark per seat or bin, every value in the table, ticks and
 * labels inside the drawing, positions that grow with the values, the fair
 * line at the fair share, flagged rows said in words, and never NaN.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { binShare, pct, pctEstimate, restsOn, tick, tickLabels, num, clip } from '../../src/components/lab/balance/charts/format.ts';
import { loadCharts, type Chart } from './balance-charts-render.ts';
import { HISTOGRAM_SAMPLES, SCORE_SAMPLES, SHARE_SAMPLES } from './balance-charts-samples.ts';

const render = await loadCharts();
const WIDTH = 360;

// ---- A small reader for the rendered SVG and table (Preact's output is regular: attributes in double quotes). ----

interface Tag {
  readonly attrs: Readonly<Record<string, string>>;
  readonly text: string;
}

function attrsOf(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of source.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1] ?? ''] = m[2] ?? '';
  return out;
}

/** Every <name> element with all the given classes, with its attributes and (for elements with text) its text. */
function find(html: string, name: string, ...classes: string[]): Tag[] {
  const re = new RegExp(`<${name}\\b([^>]*)>(?:([^<]*)</${name}>)?`, 'g');
  return [...html.matchAll(re)]
    .map((m) => ({ attrs: attrsOf(m[1] ?? ''), text: m[2] ?? '' }))
    .filter((t) => classes.every((c) => (t.attrs.class ?? '').split(' ').includes(c)));
}

const n = (t: Tag, a: string) => Number(t.attrs[a]);

/** The chart's drawing alone (not the legend's swatches). */
function drawing(html: string): string {
  const start = html.indexOf('<svg class="bc-svg"');
  assert.ok(start >= 0, 'the chart has a drawing');
  return html.slice(start, html.indexOf('</svg>', start) + 6);
}
const unescape = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

/** A tick label back to a number: "25%" -> 0.25, "−12" -> -12, "1.5B" -> 1.5e9. */
function tickValue(label: string): number {
  const t = label.replace('−', '-').replace(/,/g, '');
  if (t.endsWith('%')) return Number(t.slice(0, -1)) / 100;
  const mult = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[t.slice(-1)];
  return mult === undefined ? Number(t) : Number(t.slice(0, -1)) * mult;
}

/** The x of a value, read off the axis's own ticks (two ticks fix a linear scale). */
function xFromTicks(html: string, value: number): number {
  const ticks = find(drawing(html), 'text', 'bc-tick').filter((t) => t.attrs['text-anchor'] === 'middle');
  const [a, b] = [ticks[0], ticks[ticks.length - 1]];
  assert.ok(a && b && a !== b, 'at least two ticks on the value axis');
  const [va, vb] = [tickValue(a.text), tickValue(b.text)];
  return n(a, 'x') + ((value - va) / (vb - va)) * (n(b, 'x') - n(a, 'x'));
}

// Expected texts, written here independently of the charts' own formatting.
const p1 = (x: number) => `${(x * 100).toFixed(1)}%`;
const interval = (e: { value: number; low: number; high: number }) => `${p1(e.value)} (${(e.low * 100).toFixed(1)}–${p1(e.high)})`;
const full = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 1 }).replace('-', '−');

// ---- Every chart, every sample: the figure's frame. ----

const ALL: [string, Chart][] = [
  ...Object.entries(SHARE_SAMPLES).map(([name, data]): [string, Chart] => [`share: ${name}`, { kind: 'share', data }]),
  ...Object.entries(HISTOGRAM_SAMPLES).map(([name, data]): [string, Chart] => [`histogram: ${name}`, { kind: 'histogram', data }]),
  ...Object.entries(SCORE_SAMPLES).map(([name, data]): [string, Chart] => [`score: ${name}`, { kind: 'score', data }]),
];

for (const [name, chart] of ALL) {
  test(`frame: ${name}`, () => {
    const html = render('c1', chart);
    assert.doesNotMatch(html, /NaN|undefined|Infinity|null|\[object/, 'no broken value printed');
    assert.doesNotMatch(html, /\sstyle=/, 'no style attribute (strict CSP)');
    assert.doesNotMatch(html, /<h[1-6]/, 'the caption is not a heading');
    // One figure: caption with the title and the games it rests on.
    const caption = /<figcaption[^>]*>(.*?)<\/figcaption>/.exec(html)?.[1] ?? '';
    assert.match(caption, new RegExp(chart.data.title));
    assert.match(caption, /\d game/);
    // The drawing: an image named by its one-sentence summary.
    const [svg] = find(html, 'svg', 'bc-svg');
    assert.ok(svg, 'an SVG');
    assert.equal(svg.attrs.role, 'img');
    const [, , w = 0, h = 0] = (svg.attrs.viewBox ?? '').split(' ').map(Number);
    assert.equal(w, WIDTH);
    assert.ok(h > 0, 'a height');
    const title = new RegExp(`<title id="${svg.attrs['aria-labelledby']}">([^<]+)</title>`).exec(html)?.[1] ?? '';
    assert.ok(title.startsWith(chart.data.title) && title.endsWith('.'), `a summary sentence: ${title}`);
    // Every coordinate inside the drawing.
    for (const t of drawing(html).matchAll(/\s(x|x1|x2|cx|y|y1|y2|cy|width|height)="([^"]*)"/g)) {
      const v = Number(t[2]);
      const limit = t[1]!.startsWith('y') || t[1] === 'cy' || t[1] === 'height' ? h : w;
      assert.ok(Number.isFinite(v) && v >= 0 && v <= limit, `${t[1]}=${t[2]} inside 0..${limit}`);
    }
    // An axis never prints the same label twice.
    for (const anchor of ['middle', 'end']) {
      const labels = find(drawing(html), 'text', 'bc-tick')
        .filter((t) => t.attrs['text-anchor'] === anchor)
        .map((t) => t.text);
      assert.equal(new Set(labels).size, labels.length, `distinct tick labels: ${labels.join(', ')}`);
    }
    // Text not clipped at the sides (a generous 0.6 em per character).
    for (const t of find(drawing(html), 'text')) {
      const width = unescape(t.text).length * 13 * 0.6;
      const x = n(t, 'x');
      const [l, r] =
        t.attrs['text-anchor'] === 'middle'
          ? [x - width / 2, x + width / 2]
          : t.attrs['text-anchor'] === 'end'
            ? [x - width, x]
            : [x, x + width];
      assert.ok(l >= -1 && r <= w + 1, `"${t.text}" fits (${l.toFixed(0)}..${r.toFixed(0)})`);
    }
    // The table behind the chart.
    assert.match(
      html,
      /<details class="bc-details"><summary>Table of this chart<\/summary><div class="bc-scroll"[^>]* role="region" aria-labelledby="c1-table" tabindex="0"><table>/,
    );
    assert.match(html, /<caption id="c1-table">[^<]+/);
    assert.ok(
      find(html, 'th').every((th) => th.attrs.scope !== undefined),
      'every header cell has a scope',
    );
  });
}

// ---- Wins by seat ----

for (const [name, data] of Object.entries(SHARE_SAMPLES)) {
  test(`share chart: ${name}`, () => {
    const html = render('s', { kind: 'share', data });
    const dots = find(drawing(html), 'circle', 'bc-mark', 'bc-base');
    const squares = find(drawing(html), 'rect', 'bc-mark', 'bc-variant');
    assert.equal(dots.length, data.rows.length, 'a dot per seat');
    assert.equal(squares.length, data.rows.filter((r) => r.variant).length, 'a square per seat with your rules');
    assert.equal(find(drawing(html), 'text', 'bc-label').length, data.rows.length, 'a label per seat');
    // Flagged rows are said in words, in the drawing and in the table.
    const flagged = data.rows.filter((r) => r.flagged && r.variant).length;
    assert.equal(find(drawing(html), 'text', 'bc-flag').filter((t) => /differs/.test(t.text)).length, flagged);
    assert.equal((html.match(/Larger than its uncertainty/g) ?? []).length, flagged);
    // Share ticks are shares.
    for (const t of find(drawing(html), 'text', 'bc-tick')) assert.ok(tickValue(t.text) >= 0 && tickValue(t.text) <= 1, t.text);
    const clean = data.rows.every((r) =>
      [r.base, ...(r.variant ? [r.variant] : [])].every(
        (e) => [e.value, e.low, e.high].every((v) => v >= 0 && v <= 1) && e.low <= e.value && e.value <= e.high,
      ),
    );
    if (!Number.isFinite(data.fair))
      assert.equal(find(drawing(html), 'line', 'bc-fair').length, 0, 'no fair line for a fair share that is not a number');
    if (!clean || data.rows.length === 0) return;
    // Every value with its interval is in the table.
    for (const r of data.rows) {
      assert.ok(html.includes(interval(r.base)), `${r.label}: ${interval(r.base)}`);
      if (r.variant) assert.ok(html.includes(interval(r.variant)), `${r.label}: ${interval(r.variant)}`);
    }
    // Each dot sits where the axis says its share is, so a bigger share is further right.
    data.rows.forEach((r, i) => {
      assert.ok(Math.abs(n(dots[i]!, 'cx') - xFromTicks(html, r.base.value)) < 0.3, `${r.label}'s dot at ${r.base.value}`);
    });
    for (const [i, a] of data.rows.entries())
      for (const [j, b] of data.rows.entries())
        if (a.base.value < b.base.value) assert.ok(n(dots[i]!, 'cx') < n(dots[j]!, 'cx'), `${a.label} left of ${b.label}`);
    // The fair line at the fair share (no line for a fair share that is not one).
    if (!(data.fair > 0 && data.fair <= 1)) {
      assert.equal(find(drawing(html), 'line', 'bc-fair').length, 0);
      return;
    }
    const [fair] = find(drawing(html), 'line', 'bc-fair');
    assert.ok(fair);
    assert.ok(Math.abs(n(fair, 'x1') - xFromTicks(html, data.fair)) < 0.3, 'the fair line at the fair share');
    assert.match(html, new RegExp(`fair share ${p1(data.fair).replace('.', '\\.')}`));
  });
}

// ---- Game length ----

for (const [name, data] of Object.entries(HISTOGRAM_SAMPLES)) {
  test(`histogram: ${name}`, () => {
    const html = render('h', { kind: 'histogram', data });
    const base = find(drawing(html), 'rect', 'bc-bar', 'bc-base');
    const variant = find(drawing(html), 'rect', 'bc-bar', 'bc-variant');
    const hasVariant = data.bins.some((b) => b.variant !== undefined);
    assert.equal(base.length, data.bins.length, 'a bar per bin');
    assert.equal(variant.length, hasVariant ? data.bins.length : 0, 'a hollow bar per bin for your rules');
    for (const t of find(drawing(html), 'text', 'bc-tick').filter((t) => t.attrs['text-anchor'] === 'end')) {
      assert.ok(tickValue(t.text) >= 0 && tickValue(t.text) <= 1, `share tick ${t.text}`);
    }
    const clean = data.bins.every((b) => [b.from, b.to, b.base, b.variant ?? 0].every(Number.isFinite));
    if (!clean || data.bins.length === 0) return;
    const lo = data.bins[0]!.from;
    const hi = data.bins[data.bins.length - 1]!.to;
    for (const t of find(drawing(html), 'text', 'bc-tick').filter((t) => t.attrs['text-anchor'] === 'middle')) {
      assert.ok(tickValue(t.text) >= lo * 0.999 && tickValue(t.text) <= hi, `length tick ${t.text} in ${lo}..${hi}`);
    }
    // Bars left to right in bin order; heights are shares of each side's games.
    const shareOf = (count: number, games: number | undefined) => (games ? count / games : 0);
    const bars = [
      ...data.bins.map((b, i) => ({ bar: base[i]!, share: shareOf(b.base, data.games.base) })),
      ...(hasVariant ? data.bins.map((b, i) => ({ bar: variant[i]!, share: shareOf(b.variant ?? 0, data.games.variant) })) : []),
    ];
    for (let i = 1; i < base.length; i++) assert.ok(n(base[i]!, 'x') > n(base[i - 1]!, 'x'), 'bins in order');
    for (const a of bars)
      for (const b of bars)
        if (a.share < b.share - 1e-9)
          assert.ok(n(a.bar, 'height') < n(b.bar, 'height'), `a bigger share is a taller bar (${a.share} < ${b.share})`);
        else if (Math.abs(a.share - b.share) < 1e-9)
          assert.ok(Math.abs(n(a.bar, 'height') - n(b.bar, 'height')) < 0.2, 'equal shares, equal bars');
    // Every count and share is in the table.
    for (const b of data.bins) {
      assert.ok(
        html.includes(`${b.base.toLocaleString('en-US')} game${b.base === 1 ? '' : 's'} (${p1(shareOf(b.base, data.games.base))})`),
        `bin ${b.from}`,
      );
      if (b.variant !== undefined)
        assert.ok(
          html.includes(
            `${b.variant.toLocaleString('en-US')} game${b.variant === 1 ? '' : 's'} (${p1(shareOf(b.variant, data.games.variant))})`,
          ),
        );
    }
  });
}

// ---- Final scores ----

for (const [name, data] of Object.entries(SCORE_SAMPLES)) {
  test(`score chart: ${name}`, () => {
    const html = render('sc', { kind: 'score', data });
    const boxes = find(drawing(html), 'rect', 'bc-box');
    const medians = find(drawing(html), 'line', 'bc-median');
    const spreads = data.rows.flatMap((r) => (r.variant ? [r.base, r.variant] : [r.base]));
    assert.equal(boxes.length, spreads.length, 'a box per seat and side');
    assert.equal(medians.length, spreads.length, 'a median per box');
    assert.equal(find(html, 'path', 'bc-mean').length, spreads.length + 1, 'a mean per box (and one in the legend)');
    const clean = spreads.every(
      (s) => Object.values(s).every(Number.isFinite) && s.p10 <= s.p25 && s.p25 <= s.p50 && s.p50 <= s.p75 && s.p75 <= s.p90,
    );
    if (!clean) return;
    // Each box where the axis says: from the 25th to the 75th percentile, the median inside.
    spreads.forEach((s, i) => {
      const box = boxes[i]!;
      assert.ok(Math.abs(n(box, 'x') - xFromTicks(html, s.p25)) < 0.3, `box starts at ${s.p25}`);
      assert.ok(Math.abs(n(box, 'x') + n(box, 'width') - xFromTicks(html, s.p75)) < 0.3, `box ends at ${s.p75}`);
      assert.ok(Math.abs(n(medians[i]!, 'x1') - xFromTicks(html, s.p50)) < 0.3, `median at ${s.p50}`);
    });
    // The zero line when the axis runs through zero (scores below it, or every score 0).
    const values = find(drawing(html), 'text', 'bc-tick').map((t) => tickValue(t.text));
    const below = Math.min(...values) < 0 && Math.max(...values) > 0;
    assert.equal(
      below,
      spreads.some((s) => s.p10 < 0) || spreads.every((s) => s.p50 === 0),
      'the axis goes below zero exactly when scores do',
    );
    assert.equal(find(drawing(html), 'line', 'bc-zero').length, below ? 1 : 0);
    if (below) assert.ok(Math.abs(n(find(drawing(html), 'line', 'bc-zero')[0]!, 'x1') - xFromTicks(html, 0)) < 0.3, 'zero line at 0');
    // Every figure is in the table.
    for (const s of spreads)
      for (const v of [s.p10, s.p25, s.p50, s.p75, s.p90, s.mean])
        assert.ok(html.includes(`<td>${full(v)}</td>`), `${full(v)} in the table`);
  });
}

// ---- The words and numbers ----

const FORMATS: [string, () => string, string][] = [
  ['a share with one decimal', () => pct(0.248), '24.8%'],
  ['a share of 0', () => pct(0), '0.0%'],
  ['a share of 1', () => pct(1), '100.0%'],
  ['NaN is no share', () => pct(Number.NaN), '0.0%'],
  ['a share above 1 is 1', () => pct(1.5), '100.0%'],
  ['an interval', () => pctEstimate({ value: 0.248, low: 0.221, high: 0.276 }), '24.8% (22.1–27.6%)'],
  ['an interval the wrong way round', () => pctEstimate({ value: 0.4, low: 0.5, high: 0.3 }), '40.0% (30.0–50.0%)'],
  ['an interval that misses its value', () => pctEstimate({ value: 0.6, low: 0.1, high: 0.2 }), '60.0% (10.0–60.0%)'],
  ['both sides the same count', () => restsOn({ base: 10_000, variant: 10_000 }), '10,000 games each'],
  ['one side only', () => restsOn({ base: 10_000 }), '10,000 games'],
  ['one game', () => restsOn({ base: 1 }), '1 game'],
  ['different counts', () => restsOn({ base: 40, variant: 25 }), '40 games with the printed rules, 25 games with your rules'],
  ['no count', () => restsOn({ base: Number.NaN }), '0 games'],
  ['a small tick', () => tick(-5), '−5'],
  ['a big tick', () => tick(12_000), '12K'],
  ['a huge tick', () => tick(1.5e9), '1.5B'],
  ['a full number', () => num(-1234.56), '−1,234.6'],
  ['axis labels close together stay distinct', () => tickLabels([1e9, 1.02e9, 1.04e9]).join(' '), '1B 1.02B 1.04B'],
  ['axis labels far apart stay short', () => tickLabels([-5000, 0, 5000, 10_000, 15_000]).join(' '), '−5,000 0 5,000 10K 15K'],
  ['a bin share', () => String(binShare(1, 4)), '0.25'],
  ['no games, no share', () => String(binShare(5, 0)), '0'],
  ['a short label stays', () => clip('Seat 6', 14), 'Seat 6'],
  ['a long label is cut', () => clip('The player in the north', 14), 'The player in…'],
];
for (const [name, run, expected] of FORMATS) test(`format: ${name}`, () => assert.equal(run(), expected));
