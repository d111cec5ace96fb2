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
  const label = toc.querySelector('[data-toc-current]');
  const fold = toc.querySelector('details');
  const root = document.documentElement;
  const line = () => (parseFloat(getComputedStyle(root).scrollPaddingTop) || 0) + 8;
  toc.dataset['live'] = '';

  const update = (): void => {
    const tops = headings.map((h) => h?.getBoundingClientRect().top ?? Infinity);
    const now = currentSection(tops, line(), innerHeight + scrollY >= root.scrollHeight - 2);
    links.forEach((a, i) => a.toggleAttribute('aria-current', i === now) && a.setAttribute('aria-current', 'true'));
    if (label) label.textContent = links[now]?.textContent ?? '';
  };

  // The root's top edge is the reading line: a heading crossing it, or the page's end coming into view, re-decides.
  // (Set once: the line moves only when the window crosses the side column's width, and update() reads it afresh.)
  const observer = new IntersectionObserver(update, { rootMargin: `-${Math.round(line())}px 0px 0px` });
  for (const el of [...headings, document.querySelector('[data-toc-end]')]) if (el) observer.observe(el);
  // A followed link folds the list again on a phone, so it does not cover the section it opened.
  toc.addEventListener('click', (event) => {
    if (fold && (event.target as Element).closest('a')) fold.open = false;
  });
}
