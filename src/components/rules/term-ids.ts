/*
 * Ids for <Term>'s popovers: `term-<id>` for a term's first use on a page,
 * `term-<id>-2`, `term-<id>-3`… after that, so a page that uses a term twice
 * still has unique ids. Counted per page path, so pages built in any order
 * (or concurrently) never share a counter.
 */
const used = new Map<string, Map<string, number>>();

export function termPopoverId(pagePath: string, termId: string): string {
  let page = used.get(pagePath);
  if (!page) {
    page = new Map();
    used.set(pagePath, page);
  }
  const n = (page.get(termId) ?? 0) + 1;
  page.set(termId, n);
  return n === 1 ? `term-${termId}` : `term-${termId}-${String(n)}`;
}
