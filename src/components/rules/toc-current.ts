/**
 * Which section of a rules page the reader is in, for "On this page": the
 * last section whose heading has reached the reading line (just under the
 * sticky header), or none before the first. At the very bottom of the page
 * the last section counts as reached even when its heading cannot scroll up
 * to the line (a short last section). No DOM: tests/unit/toc-current.test.ts.
 */

/**
 * @param tops the section headings' tops, in viewport pixels, in page order
 * @param line the reading line, in viewport pixels from the top
 * @param atBottom whether the page is scrolled to its end
 * @returns the index of the current section, or -1 for none
 */
export function currentSection(tops: readonly number[], line: number, atBottom: boolean): number {
  if (atBottom && tops.length > 0) return tops.length - 1;
  let current = -1;
  for (const [i, top] of tops.entries()) {
    if (top <= line) current = i;
    else break;
  }
  return current;
}
