/*
 * The pure half of `npm run test:lighthouse` (scripts/lighthouse-gate.ts): page discovery with
 * the noindex flag, thresholds and SEO exemption, the median re-run rule, failures, and the table.
 * No browser runs here; scores are made up per row.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  discoverPages,
  failures,
  formatTable,
  hasNoindex,
  indexMismatch,
  listedAsNotIndexed,
  medianScore,
  needsAnotherRun,
  thresholdsFor,
  toPercent,
  type AuditPage,
  type PageResult,
  type Scores,
  type Thresholds,
} from '../../scripts/lighthouse-gate.ts';

const NOINDEX = '<html><head><meta name="robots" content="noindex"></head><body>x</body></html>';
const INDEXED = '<html><head><meta name="description" content="x"></head><body>x</body></html>';

let dist = '';
before(() => {
  dist = mkdtempSync(join(tmpdir(), 'showdown-lh-'));
  const files: Record<string, string> = {
    'index.html': INDEXED,
    '404.html': NOINDEX,
    'search/index.html': NOINDEX,
    'games/peekaboo/index.html': INDEXED,
    'games/peekaboo/quick-reference/index.html': NOINDEX,
    'pagefind/index.html': INDEXED, // Pagefind's own folder: not a page
    'games/peekaboo/extra.html': INDEXED, // not index.html: not a page
  };
  for (const [name, html] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), html);
  }
});
after(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

test('discoverPages finds every index.html and 404.html (not Pagefind, not other HTML), with noindex read from each file', () => {
  const found = discoverPages(dist, '/').map(({ path, noindex }) => ({ path, noindex }));
  assert.deepEqual(found, [
    { path: '/', noindex: false },
    { path: '/404.html', noindex: true },
    { path: '/games/peekaboo/', noindex: false },
    { path: '/games/peekaboo/quick-reference/', noindex: true },
    { path: '/search/', noindex: true },
  ]);
});

test('discoverPages puts the base path in front of every page', () => {
  assert.deepEqual(
    discoverPages(dist, '/sub/').map((page) => page.path),
    ['/sub/', '/sub/404.html', '/sub/games/peekaboo/', '/sub/games/peekaboo/quick-reference/', '/sub/search/'],
  );
});

const noindexRows: [html: string, expected: boolean][] = [
  ['<meta name="robots" content="noindex">', true],
  ['<META NAME="Robots" CONTENT="NoIndex, follow">', true],
  ['<meta content="nofollow,noindex" name="robots" />', true],
  ['<meta name="googlebot" content="noindex">', true],
  ['<meta name="robots" content="index, follow">', false],
  ['<meta name="robots" content="noindexing">', false],
  ['<meta name="description" content="noindex">', false],
  ['<p>noindex</p>', false],
  ['', false],
];
for (const [html, expected] of noindexRows) {
  test(`hasNoindex(${JSON.stringify(html)}) is ${expected}`, () => {
    assert.equal(hasNoindex(html), expected);
  });
}

const listedRows: [path: string, base: string, expected: boolean][] = [
  ['/search/', '/', true],
  ['/404.html', '/', true],
  ['/games/peekaboo/quick-reference/', '/', true],
  ['/games/peekaboo/quiz/', '/', true],
  ['/sub/search/', '/sub/', true],
  ['/sub/games/ninas-five/quick-reference/', '/sub/', true],
  ['/', '/', false],
  ['/games/peekaboo/', '/', false],
  ['/games/quick-reference/', '/', false], // the * is exactly one folder
  ['/games/a/b/quick-reference/', '/', false],
  ['/search/deeper/', '/', false],
  ['/glossary/', '/', false],
];
for (const [path, base, expected] of listedRows) {
  test(`listedAsNotIndexed(${path} under ${base}) is ${expected}`, () => {
    assert.equal(listedAsNotIndexed(path, base), expected);
  });
}

const page = (path: string, noindex: boolean): AuditPage => ({ file: `/dist${path}`, path, noindex });

const thresholdRows: [name: string, page: AuditPage, seo: number | null][] = [
  ['an indexed page is held to SEO 100', page('/glossary/', false), 100],
  ['a listed noindex page is exempt from SEO', page('/search/', true), null],
  ['a listed noindex quick reference is exempt from SEO', page('/games/peekaboo/quick-reference/', true), null],
  ['an unlisted noindex page is still held to SEO 100', page('/glossary/', true), 100],
  ['a listed page that lost its noindex is held to SEO 100', page('/search/', false), 100],
];
for (const [name, p, seo] of thresholdRows) {
  test(`thresholdsFor: ${name}`, () => {
    assert.deepEqual(thresholdsFor(p, '/'), { performance: 70, accessibility: 100, 'best-practices': 100, seo });
  });
}

const mismatchRows: [name: string, page: AuditPage, expected: RegExp | null][] = [
  ['indexed and unlisted agree', page('/glossary/', false), null],
  ['noindex and listed agree', page('/404.html', true), null],
  ['noindex but unlisted is reported', page('/glossary/', true), /\/glossary\/: the page is noindex but not listed in NOT_INDEXED/],
  ['listed but indexed is reported', page('/search/', false), /\/search\/: listed in NOT_INDEXED but the page has no robots noindex/],
];
for (const [name, p, expected] of mismatchRows) {
  test(`indexMismatch: ${name}`, () => {
    const found = indexMismatch(p, '/');
    if (expected === null) assert.equal(found, null);
    else assert.match(found ?? '', expected);
  });
}

const percentRows: [score: number | null | undefined, expected: number | null][] = [
  [1, 100],
  [0.995, 100],
  [0.994, 99],
  [0.9, 90],
  [0, 0],
  [null, null],
  [undefined, null],
  [Number.NaN, null],
];
for (const [score, expected] of percentRows) {
  test(`toPercent(${String(score)}) is ${String(expected)}`, () => {
    assert.equal(toPercent(score), expected);
  });
}

const medianRows: [scores: (number | null)[], expected: number | null][] = [
  [[90], 90],
  [[70, 95], 70], // the lower middle: two runs never pass a page the first run failed
  [[80, 99, 86], 86],
  [[99, 80, 86], 86],
  [[90, null, 95], null],
  [[], null],
];
for (const [scores, expected] of medianRows) {
  test(`medianScore(${JSON.stringify(scores)}) is ${String(expected)}`, () => {
    assert.equal(medianScore(scores), expected);
  });
}

const rerunRows: [performance: (number | null)[], min: number | null, expected: boolean][] = [
  [[100], 85, false],
  [[85], 85, false],
  [[84], 85, true],
  [[84, 90], 85, true], // median of two is the lower one
  [[84, 90, 91], 85, false], // three runs: stop, median 90 passes
  [[70, 72, 71], 85, false], // three runs: stop, and it fails
  [[null], 85, true],
  [[50], null, false], // exempt: never re-run
];
for (const [performance, min, expected] of rerunRows) {
  test(`needsAnotherRun(${JSON.stringify(performance)}, min ${String(min)}) is ${expected}`, () => {
    assert.equal(needsAnotherRun(performance, min), expected);
  });
}

const STRICT: Thresholds = { performance: 85, accessibility: 100, 'best-practices': 100, seo: 100 };
const EXEMPT: Thresholds = { ...STRICT, seo: null };
const PERFECT: Scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
const ok = (path: string, thresholds: Thresholds, scores: Partial<Scores>, runs = 1): PageResult => ({
  path,
  thresholds,
  ok: true,
  scores: { ...PERFECT, ...scores },
  runs,
});

const failureRows: [name: string, result: PageResult, expected: string[]][] = [
  ['all perfect passes', ok('/', STRICT, {}), []],
  ['performance exactly at the threshold passes', ok('/', STRICT, { performance: 85 }), []],
  ['performance below the threshold fails', ok('/', STRICT, { performance: 84 }), ['/: Performance 84 is below 85']],
  ['accessibility 99 fails', ok('/a/', STRICT, { accessibility: 99 }), ['/a/: Accessibility 99 is below 100']],
  ['best practices 96 fails', ok('/a/', STRICT, { 'best-practices': 96 }), ['/a/: Best practices 96 is below 100']],
  ['SEO 92 fails on an indexed page', ok('/a/', STRICT, { seo: 92 }), ['/a/: SEO 92 is below 100']],
  ['SEO 60 passes where SEO is exempt', ok('/search/', EXEMPT, { seo: 60 }), []],
  [
    'exempt SEO does not excuse accessibility',
    ok('/search/', EXEMPT, { seo: 60, accessibility: 98 }),
    ['/search/: Accessibility 98 is below 100'],
  ],
  ['a missing score fails', ok('/a/', STRICT, { accessibility: null }), ['/a/: Accessibility has no score']],
  [
    'several failures are all listed, in category order',
    ok('/a/', STRICT, { seo: 90, performance: 40 }),
    ['/a/: Performance 40 is below 85', '/a/: SEO 90 is below 100'],
  ],
  [
    'a page Lighthouse could not audit fails',
    { path: '/b/', thresholds: STRICT, ok: false, error: 'NO_FCP: no paint' },
    ['/b/: Lighthouse failed: NO_FCP: no paint'],
  ],
];
for (const [name, result, expected] of failureRows) {
  test(`failures: ${name}`, () => {
    assert.deepEqual(failures(result), expected);
  });
}

test('formatTable: a header, a rule, one aligned row per page, marks on failures and exemptions, then the thresholds', () => {
  const table = formatTable([
    ok('/', STRICT, {}),
    ok('/glossary/', STRICT, { performance: 80 }, 3),
    ok('/search/', EXEMPT, { seo: 60 }),
    { path: '/broken/', thresholds: STRICT, ok: false, error: 'NO_FCP' },
  ]);
  const lines = table.split('\n');
  assert.deepEqual(lines.slice(0, 6), [
    'Page        Performance                Accessibility  Best practices  SEO',
    '----------  -------------------------  -------------  --------------  --------------------',
    '/           100                        100            100             100',
    '/glossary/  80 ✗ (< 85) (median of 3)  100            100             100',
    '/search/    100                        100            100             60 (exempt: noindex)',
    '/broken/  Lighthouse failed: NO_FCP',
  ]);
  assert.match(lines.slice(6).join('\n'), /Thresholds: Performance >= 70 .*median of up to 3.*Accessibility, Best practices and SEO = 100/);
  assert.match(lines.slice(6).join('\n'), /SEO is exempt .*\/search\/, \/404\.html, \/games\/\*\/quick-reference\//);
});

test('formatTable notes a median on a passing page too', () => {
  assert.match(formatTable([ok('/judge/', STRICT, { performance: 88 }, 2)]), /^\/judge\/ +88 \(median of 2\) +100/m);
});
