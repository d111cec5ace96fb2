/*
 * Browser code of the search page: wires Pagefind's Modular UI (loaded as a
 * classic script from <base>/pagefind/, written by `pagefind` after the
 * Astro build) to the page's own form, and runs the ?q= query that the header
 * search box sends. Results list the page and its matching sections (Pagefind
 * sub-results, which link to heading ids; glossary terms are <h2 id> headings,
 * so a term's hit links to /glossary/#<term>).
 *
 * Why the Modular UI and not Pagefind's Component UI (its recommendation since
 * 1.5): measured with pagefind 1.6.0, pagefind-component-ui.js alone is 40.3 KB
 * gzipped (184 KB raw) plus 7.0 KB of CSS, and it loads pagefind.js (13.2 KB
 * gzipped) on top, so /search/ would ship about 53 KB of JavaScript against the
 * 40 KB per-page budget. The Modular UI is 4.3 KB gzipped and leaves the markup
 * (and its accessibility) to this file. See DEVELOPERS.md, "Search".
 */

interface SubResult {
  title: string;
  url: string;
  excerpt: string;
}
interface ResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: SubResult[];
}
interface ModularUI {
  Instance: new (opts: { bundlePath: string }) => { add(c: unknown): void; triggerSearch(term: string): void };
  Input: new (opts: { inputElement: string; debounceTimeoutMs?: number }) => unknown;
  Summary: new (opts: { containerElement: string; defaultMessage?: string }) => unknown;
  ResultList: new (opts: { containerElement: string; resultTemplate: (r: ResultData) => Element }) => unknown;
}
declare global {
  interface Window {
    PagefindModularUI?: ModularUI;
  }
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Pagefind excerpts are HTML with <mark> around hits; they come from our own pages. */
function excerpt(html: string): HTMLParagraphElement {
  const p = el('p', 'result-excerpt');
  p.innerHTML = html;
  return p;
}

function renderResult(r: ResultData): Element {
  const li = el('li', 'result');
  const title = el('h2', 'result-title');
  const link = el('a', '', r.meta.title ?? r.url);
  link.href = r.url;
  title.append(link);
  li.append(title, excerpt(r.excerpt));
  const subs = (r.sub_results ?? []).filter((s) => s.url !== r.url && s.url.includes('#'));
  if (subs.length) {
    const ul = el('ul', 'result-sections');
    for (const s of subs.slice(0, 4)) {
      const item = el('li', '');
      const a = el('a', '', s.title);
      a.href = s.url;
      item.append(a, excerpt(s.excerpt));
      ul.append(item);
    }
    li.append(ul);
  }
  return li;
}

const ui = window.PagefindModularUI;
const summary = document.getElementById('search-summary');
if (!ui) {
  // In `astro dev` the index does not exist yet: it is written by `npm run build`.
  if (summary) summary.textContent = 'Search is unavailable: the index is created by npm run build.';
} else {
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
  const instance = new ui.Instance({ bundlePath: `${base}pagefind/` });
  instance.add(new ui.Input({ inputElement: '#search-q', debounceTimeoutMs: 200 }));
  instance.add(new ui.Summary({ containerElement: '#search-summary', defaultMessage: 'Type a word to search the rules.' }));
  instance.add(new ui.ResultList({ containerElement: '#search-results', resultTemplate: renderResult }));
  const q = new URLSearchParams(location.search).get('q')?.trim();
  const input = document.getElementById('search-q');
  if (q && input instanceof HTMLInputElement) {
    input.value = q;
    instance.triggerSearch(q);
  }
}

export {};
