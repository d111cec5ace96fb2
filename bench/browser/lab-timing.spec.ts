/*
 * A measurement, not a timed test: how long the hand Lab takes, in Chromium,
 * from a change of rules to the new table on screen, for a 5-card and a
 * best-five-of-seven variant from 54 cards with two wild jokers. The times go
 * into $LAB_TIMINGS (a JSON file kept across runs), else into the test's own
 * output folder under test-results/, under $LAB_TIMING_LABEL
 * ("after" by default), so the numbers before and after a change sit side by
 * side. It works with the old Lab (a "Count every hand" button) and the live
 * one (no button): it presses Count only when there is one.
 *
 * Each variant is measured $LAB_TIMING_RUNS times (3 by default; a fresh page
 * each time, so each run's worker starts cold), and each figure is recorded
 * as its best, median and every run: the machine is shared, so one run says
 * little.
 *
 * The test fails only if a table never arrives; how long it took is recorded.
 * It runs only when asked (`npm run bench:browser`), since it asserts no time.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { BASE, waitForHydration } from '../../tests/e2e/helpers.ts';

/** Never a path outside the project unless asked for: a fresh clone may not be able to write there. */
declare global {
  interface Window {
    /** Each new set of counts the variant table showed, with the time (watchTable, an init script). */
    __labSeen?: { t: number; sig: string }[];
  }
}

const OUT = process.env.LAB_TIMINGS;
const LABEL = process.env.LAB_TIMING_LABEL ?? 'after';
const RUNS = Math.max(1, Math.min(20, Number(process.env.LAB_TIMING_RUNS ?? 3) || 3));

test.describe.configure({ timeout: 120_000 + RUNS * 60_000 });

/**
 * Installed before any page script: records each new set of counts the
 * variant table shows, with the time (a MutationObserver, so Playwright's
 * polling interval is not part of the time).
 */
function watchTable(): void {
  const seen: { t: number; sig: string }[] = [];
  window.__labSeen = seen;
  const sig = (): string => {
    const t = document.querySelector('#lab-variant-table');
    if (t === null) return '';
    const rows = [...t.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-count'));
    return `${t.getAttribute('data-cards') ?? ''}:${rows.join(',')}`;
  };
  let last = '';
  new MutationObserver(() => {
    const now = sig();
    if (now !== last && now !== '') seen.push({ t: Date.now(), sig: now });
    last = now;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

const seenSoFar = (page: Page) => page.evaluate(() => window.__labSeen ?? []);

/**
 * Do `action` and return the ms from it to the moment the variant table shows
 * new counts, and the count's own ms when the table gives it.
 */
async function timeRecount(page: Page, action: () => Promise<void>): Promise<{ toTable: number; countMs: number | null }> {
  const before = page.url() === 'about:blank' ? [] : await seenSoFar(page);
  const skip = before.length;
  const t0 = Date.now();
  await action();
  const legacy = (await page.locator('#lab-count').count()) > 0;
  if (legacy) await page.locator('#lab-count').click();
  // The status turns to "counting" only in an effect after the next paint, so the live Lab is
  // waited for by its results too: they are marked stale from the change's own render.
  const ready = legacy
    ? page.locator('#lab-status[data-status="done"]')
    : page.locator('.lab[data-status="done"] .lab-results[data-stale="false"]');
  await expect(ready).toBeAttached({ timeout: 150_000 });
  // After a navigation the list starts again; otherwise only the entries after `skip` are new.
  const all = await seenSoFar(page);
  const seen = all.length >= skip && all.slice(0, skip).every((s, i) => s.t === before[i]?.t) ? all.slice(skip) : all;
  const final = seen.at(-1);
  expect(final, 'the variant table showed new counts').toBeDefined();
  // The first moment the final counts were on screen.
  const first = seen.find((s) => s.sig === final?.sig) ?? final;
  const ms = await page.locator('#lab-variant-table').getAttribute('data-variant-ms');
  return { toTable: (first?.t ?? t0) - t0, countMs: ms === null ? null : Number(ms) };
}

async function open(page: Page, query: string): Promise<void> {
  await page.goto(`${BASE}lab/${query}`);
  await waitForHydration(page);
  await expect(page.locator('#lab-base')).toBeEnabled();
}

const VARIANTS = [
  { name: '5 cards, 54-card deck, 2 wild jokers', query: '?jokers=2&wild=jokers&ladder=5k.rf.sf.4k.fh.fl.st.3k.2p.1p.hc' },
  { name: 'best 5 of 7, 54-card deck, 2 wild jokers', query: '?jokers=2&wild=jokers&ladder=5k.rf.sf.4k.fh.fl.st.3k.2p.1p.hc&cards=7' },
] as const;

interface Figure {
  readonly best: number | null;
  readonly median: number | null;
  readonly runs: ReadonlyArray<number | null>;
}

/** Best (smallest) and median of the runs that gave a number. */
function figure(runs: ReadonlyArray<number | null>): Figure {
  const known = runs.filter((r): r is number => r !== null).sort((a, b) => a - b);
  const median =
    known.length === 0
      ? null
      : known.length % 2 === 1
        ? (known[(known.length - 1) / 2] ?? null)
        : ((known[known.length / 2 - 1] ?? 0) + (known[known.length / 2] ?? 0)) / 2;
  return { best: known[0] ?? null, median, runs };
}

test('measured: the hand Lab recounts a 5-card and a 7-card variant (times recorded, not asserted)', async ({ page }) => {
  const report: Record<string, Record<string, Figure>> = {};
  const table: Record<string, Record<string, string>> = {};
  await page.addInitScript(watchTable);
  for (const v of VARIANTS) {
    const runs: Record<string, Array<number | null>> = {};
    const add = (name: string, value: number | null): void => {
      (runs[name] ??= []).push(value);
    };
    for (let run = 0; run < RUNS; run++) {
      // First count on a fresh page: the worker starts and builds its tables. The
      // live Lab counts the URL's variant on load, so that load is the action.
      const first = await timeRecount(page, () => open(page, v.query));
      // A recount after an option change (ace-low off, then on again: two changes).
      const off = await timeRecount(page, () => page.locator('#lab-acelow').uncheck());
      const on = await timeRecount(page, () => page.locator('#lab-acelow').check());
      add('fresh page: ms to table', first.toTable);
      add('fresh page: count ms', first.countMs);
      add('ace-low off: ms to table', off.toTable);
      add('ace-low off: count ms', off.countMs);
      add('ace-low on: ms to table', on.toTable);
      add('ace-low on: count ms', on.countMs);
    }
    report[v.name] = Object.fromEntries(Object.entries(runs).map(([name, values]) => [name, figure(values)]));
    for (const [name, f] of Object.entries(report[v.name] ?? {})) {
      (table[`${v.name}: ${name}`] ??= {}).best = String(f.best);
      (table[`${v.name}: ${name}`] ??= {}).median = String(f.median);
      (table[`${v.name}: ${name}`] ??= {}).runs = f.runs.join(', ');
    }
  }
  console.log(`Hand Lab timings in Chromium (${LABEL}), ${String(RUNS)} runs each:`);
  console.table(table);
  const out = OUT ?? test.info().outputPath('lab-timings.json');
  const all: Record<string, unknown> = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>) : {};
  all[LABEL] = { measuredAt: new Date().toISOString(), runs: RUNS, timings: report };
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(all, null, 2)}\n`);
});
