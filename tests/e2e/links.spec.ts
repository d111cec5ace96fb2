/* Gate: every internal link, asset and #anchor in dist/ resolves (see tests/site/link-checker.ts). */
import { test, expect } from '@playwright/test';
import { checkSite } from '../site/link-checker.ts';
import { DIST, BASE } from './helpers.ts';

test('every internal link, asset and #anchor in the built site resolves', () => {
  const report = checkSite(DIST, { base: BASE });
  console.log(
    `links: ${report.checked} internal references checked (${report.fragments} with #anchors) on ${report.pages} pages; ` +
      `${report.externalLinks.length} external links${report.externalLinks.length ? ': ' + [...new Set(report.externalLinks.map((l) => l.url))].join(', ') : ''}`,
  );
  expect(report.pages).toBeGreaterThan(0);
  expect(report.checked).toBeGreaterThan(0);
  expect(report.problems.map((p) => `${p.page} -> ${p.url}: ${p.reason}`)).toEqual([]);
});
