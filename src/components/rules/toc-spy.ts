/**
 * "On this page" follows the reader (GamePage.astro): the link of the section
 * in view gets aria-current="true", and on a phone the folded list's summary
 * names that section. An IntersectionObserver watches the section headings
 * cross the reading line (just under the sticky header: the page's
 * scroll-padding-top) and the page's end; currentSection decides.
 *
 * It also marks the list live (data-live), which on a phone keeps the folded
 * list under the header as the reader scrolls, and folds it again once a link
 * in it is followed. Without JavaScript the list is plain links, in place.
 */
import { currentSection } from './toc-current.ts';

export function start(): void {
  const toc = document.querySelector<HTMLElement>('[data-toc]');
  if (toc === null) return;
  const links = [...toc.querySelectorAll<HTMLAnchorElement>('a[data-toc-link]')];
  const headings = links.map((a) => document.getElementById(decodeURIComponent(a.hash.slice(1))));
  const label = toc.querySelector<HTMLElement>('[data-toc-current]');
  const fold = toc.querySelector('details');
  const end = document.querySelector('[data-toc-end]');
  toc.dataset['live'] = '';

  let shown = -2;
  const update = (): void => {
    const line = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + 8;
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    const tops = headings.map((h) => (h === null ? Number.POSITIVE_INFINITY : h.getBoundingClientRect().top));
    const now = currentSection(tops, line, atBottom);
    if (now === shown) return;
    shown = now;
    links.forEach((a, i) => {
      if (i === now) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    });
    if (label !== null) label.textContent = now >= 0 ? (links[now]?.textContent ?? '') : '';
  };

  let observer: IntersectionObserver | null = null;
  const watch = (): void => {
    observer?.disconnect();
    const line = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + 8;
    // The root's top edge is the reading line: a heading crossing it, or the page's end coming into view, re-decides.
    observer = new IntersectionObserver(update, { rootMargin: `-${Math.round(line)}px 0px 0px 0px` });
    for (const h of headings) if (h !== null) observer.observe(h);
    if (end !== null) observer.observe(end);
    update();
  };
  watch();
  window.addEventListener('resize', watch);
  // A followed link folds the list again on a phone, so it does not cover the section it opened.
  toc.addEventListener('click', (event) => {
    if (fold !== null && event.target instanceof Element && event.target.closest('a')) fold.open = false;
  });
}
