/*
 * Browser code of the search page: wires Pagefind's Modular UI (loaded as a
 * classic script from <base>/pagefind/, written by `pagefind` after the
 * Astro build) to the page's own form, and runs the ?q= query that the header
 * search box sends. Results list the page and its matching sections (Pagefind
 * sub-results, which link to heading ids; glossary terms are <h2 id> headings,
 * so a term's hit links to /glossary/#<term>).
 *
 * The search box is the page's own: it searches 200 ms after the reader stops
 * typing (at once on Enter or the button; Escape clears it), and each search
 * is written to the address as ?q= (search-url.ts: cleaned, left out when
 * empty, replaceState through url-state.ts's shared writer), so a reload or a
 * shared link shows the same search. Notes about a query in the address that
 * had to be cleaned, and the status line, are plain text; the query is set in
 * a <bdi> there. The suggestions and quick links (#search-start) are hidden
 * while results are shown, and shown again for a search that finds nothing.
 *
 * Why the Modular UI and not Pagefind's Component UI (its recommendation since
 * 1.5): measured with pagefind 1.6.0, pagefind-component-ui.js alone is 40.3 KB
 * gzipped (184 KB raw) plus 7.0 KB of CSS, and it loads pagefind.js (13.2 KB
 * gzipped) on top, so /search/ would ship about 53 KB of JavaScript against the
 * 40 KB per-page budget. The Modular UI is 4.3 KB gzipped and leaves the markup
 * (and its accessibility) to this file. See DEVELOPERS.md, "Search".
 */

import { cleanQuery, resultSummary, SEARCH_CODEC, shownQuery } from './search-url.ts';
import { effectiveQuery, readUrl, urlWriter } from '../../lib/url-state.ts';

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
interface SearchResults {
  results: unknown[];
}
interface Instance {
  add(c: unknown): void;
  on(event: 'search', fn: (term: string) => void): void;
  on(event: 'loading', fn: () => void): void;
  on(event: 'results', fn: (r: SearchResults) => void): void;
  triggerSearch(term: string): void;
  triggerLoad(): void;
}
interface ModularUI {
  Instance: new (opts: { bundlePath: string }) => Instance;
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

/** The search box's input after the reader stops typing for this long, in ms. */
const DEBOUNCE_MS = 200;
/** How long a search from the address may keep the suggestions' space blank, in ms. */
const PENDING_MAX_MS = 4000;

const ui = window.PagefindModularUI;
const summary = document.getElementById('search-summary');
const notesList = document.getElementById('search-notes');
const start = document.getElementById('search-start');
const input = document.getElementById('search-q');
const form = input instanceof HTMLInputElement ? input.form : null;

/** Plain-text notes about the address's query (never markup); none hides the list. */
function showNotes(notes: readonly string[]): void {
  if (!notesList) return;
  notesList.replaceChildren(...notes.map((note) => el('li', '', note)));
  notesList.hidden = notes.length === 0;
}

/** The status line: plain text, or [before, query, after] with the query isolated in a <bdi>. */
function showSummary(parts: string | readonly [string, string, string]): void {
  if (!summary) return;
  if (typeof parts === 'string') {
    summary.textContent = parts;
    return;
  }
  const [before, q, after] = parts;
  summary.replaceChildren(before, el('bdi', '', q), after);
}

/**
 * The suggestions and quick links: shown before a search and when one finds
 * nothing. 'pending' (a search from the address, not answered yet) keeps their
 * space but hides them, so the page does not collapse and then grow again as
 * the results come in (the footer would jump twice: layout shift).
 */
function showStart(how: 'shown' | 'hidden' | 'pending'): void {
  if (!start) return;
  start.hidden = how === 'hidden';
  start.toggleAttribute('data-pending', how === 'pending');
}

if (!ui || !(input instanceof HTMLInputElement)) {
  // In `astro dev` the index does not exist yet: it is written by `npm run build`.
  showSummary('Search is unavailable: the index is created by npm run build.');
} else {
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
  const instance = new ui.Instance({ bundlePath: `${base}pagefind/` });
  instance.add(new ui.ResultList({ containerElement: '#search-results', resultTemplate: renderResult }));
  const writeUrl = urlWriter();
  /** The query last searched (cleaned), '' for none. */
  let term = '';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const search = (raw: string): void => {
    clearTimeout(timer);
    const q = cleanQuery(raw);
    if (q === term) return;
    term = q;
    writeUrl(SEARCH_CODEC.write({ q }, effectiveQuery()));
    if (q === '') showStart('shown');
    instance.triggerSearch(q);
  };

  instance.on('loading', () => {
    if (term !== '') showSummary(['Searching for “', shownQuery(term), '”…']);
  });
  instance.on('results', (found) => {
    if (term === '') {
      showSummary('');
      showStart('shown');
      return;
    }
    showSummary(resultSummary(term, found.results.length));
    showStart(found.results.length === 0 ? 'shown' : 'hidden');
  });

  input.addEventListener('focus', () => {
    instance.triggerLoad();
  });
  input.addEventListener('input', () => {
    showNotes([]);
    clearTimeout(timer);
    timer = setTimeout(() => {
      search(input.value);
    }, DEBOUNCE_MS);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || input.value === '') return;
    input.value = '';
    search('');
  });
  // With JavaScript the form searches in place, at once, instead of loading the page again.
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    search(input.value);
  });

  const params = new URLSearchParams(location.search);
  const { state, notes } = readUrl(SEARCH_CODEC, params);
  showNotes(notes);
  input.value = state.q;
  if (state.q !== '') {
    showStart('pending');
    search(state.q);
    // Should the index never answer (a failed download), the suggestions and links come back.
    setTimeout(() => {
      if (start?.hasAttribute('data-pending')) showStart('shown');
    }, PENDING_MAX_MS);
  } else if (params.has('q')) {
    // ?q= with nothing searchable in it: leave it out of the address.
    writeUrl(SEARCH_CODEC.write(state, effectiveQuery()));
  }
}

export {};
