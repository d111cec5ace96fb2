/* "On this page" marks the section the reader is in: one row per scroll position. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { currentSection } from '../../src/components/rules/toc-current.ts';

const ROWS: readonly (readonly [name: string, tops: readonly number[], line: number, atBottom: boolean, expected: number])[] = [
  ['above the first heading: no section', [300, 900, 1800], 100, false, -1],
  ['the first heading exactly on the line', [100, 900, 1800], 100, false, 0],
  ['the first heading just under the line', [101, 900, 1800], 100, false, -1],
  ['between the first and second heading', [-400, 500, 1400], 100, false, 0],
  ['the second heading has passed the line', [-900, 40, 900], 100, false, 1],
  ['every heading has passed: the last', [-3000, -2000, -10], 100, false, 2],
  ['at the bottom, a short last section counts', [-900, 40, 600], 100, true, 2],
  ['at the bottom with no sections', [], 100, true, -1],
  ['no sections at all', [], 100, false, -1],
];

for (const [name, tops, line, atBottom, expected] of ROWS) {
  test(`currentSection: ${name}`, () => {
    assert.equal(currentSection(tops, line, atBottom), expected);
  });
}
