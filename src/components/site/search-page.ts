/*
 * Browser code of the search page: runs Pagefind's JavaScript API
 * (<base>/pagefind/pagefind.js, an ES module written by scripts/build.ts after
 * the Astro build, imported on first use through the page's inline loader,
 * search-loader.ts) from the page's own form, and shows
 * the results in the page's own markup: an ordered list, each result a heading
 * with its link, an excerpt, and up to four matching sections (Pagefind
 * sub-results, which link to heading ids). Each glossary term is a record of
 * its own in the index (scripts/build.mjs), so a term's definition is a result
 * linking to /glossary/#<term>. The first RESULTS_PAGE results are shown; a
 * "More results" button adds the next ones and moves focus to the first new one.
 *
 * The search box is the page's own: it searches 200 ms after the reader stops
 * typing (at once on Enter or the button; Escape clears it), and each search
 * is written to the address as ?q= (search-url.ts: cleaned, left out when
 * empty, replaceState through url-state.ts's shared writer), so a reload or a
 * shared link shows the same search. Notes about a query in the address that
 * had to be cleaned, and the status line, are plain text; the query is set in
 * a <bdi> there. The suggestions and quick links (#search-start) are hidden
 * while results are shown, and shown again for a search that finds nothing or
 * an index that cannot be loaded. A search answered after a newer one started
 * is dropped.
 *
 * Why the API and no Pagefind UI: the Modular UI was a 4.1 KB wrapper around
 * this same API, and Pagefind 1.5+ asks new sites to use its Component UI,
 * which alone is about 40 KB gzipped against the 40 KB per-page budget. The
 * markup (and its accessibility) was always this file's. See DEVELOPERS.md,
 * "Search", and docs/decisions/2026-11-27-search-javascript-api.md.
 */

import { cleanQuery, resultSummary, SEARCH_CODEC, shownQuery } from './search-url.ts';
import { effectiveQuery, readUrl, urlWriter } from '../../lib/url-state.ts';
import { LOADER_NAME } from './search-loader.ts';

declare global {
  interface Window {
    /** Defined by the search page's inline loader (search-loader.ts). */
    [LOADER_NAME]?: () => Promise<unknown>;
  }
}

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
/** The part of Pagefind's JavaScript API (pagefind.js) this page uses. */
interface Pagefind {
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<ResultData> }[] } | null>;
}

/** How many results are shown at first, and added by each press of "More results". */
const RESULTS_PAGE = 10;

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

function renderResult(r: ResultData): HTMLLIElement {
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

const summary = document.getElementById('search-summary');
const notesList = document.getElementById('search-notes');
const start = document.getElementById('search-start');
const list = document.getElementById('search-results');
const more = document.getElementById('search-more');
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

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind's API, imported once through the page's inline loader
 * (search-loader.ts); a failed import is forgotten, so the next search tries again.
 */
function pagefind(): Promise<Pagefind> {
  const load = window[LOADER_NAME];
  if (typeof load !== 'function') return Promise.reject(new Error('The search page has no Pagefind loader.'));
  loading ??= (load() as Promise<Pagefind>).then(
    async (api) => {
      await api.init();
      return api;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

if (!list || !(more instanceof HTMLButtonElement) || !(input instanceof HTMLInputElement)) {
  showSummary('Search is unavailable: this page is missing its search box or results list.');
} else {
  const writeUrl = urlWriter();
  /** The query last searched (cleaned), '' for none. */
  let term = '';
  /** Counts searches, so an answer to an older one is dropped. */
  let searches = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The results of the search shown whose data is not loaded yet. */
  let rest: { data(): Promise<ResultData> }[] = [];

  /** Adds the next RESULTS_PAGE results of search `n`; undefined (and nothing shown) if a newer search started meanwhile. */
  const showMore = async (n: number): Promise<HTMLLIElement[] | undefined> => {
    const next = rest.slice(0, RESULTS_PAGE);
    const data = await Promise.all(next.map((r) => r.data()));
    if (n !== searches) return undefined;
    rest = rest.slice(next.length);
    const items = data.map(renderResult);
    list.append(...items);
    more.hidden = rest.length === 0;
    return items;
  };

  const run = async (q: string): Promise<void> => {
    const n = ++searches;
    rest = [];
    more.hidden = true;
    if (q === '') {
      list.replaceChildren();
      showSummary('');
      showStart('shown');
      return;
    }
    showSummary(['Searching for “', shownQuery(q), '”…']);
    try {
      const found = await (await pagefind()).search(q);
      if (n !== searches || found === null) return;
      list.replaceChildren();
      rest = found.results;
      if (!(await showMore(n))) return;
      showSummary(resultSummary(q, found.results.length));
      showStart(found.results.length === 0 ? 'shown' : 'hidden');
    } catch {
      if (n !== searches) return;
      list.replaceChildren();
      showSummary('Search could not load its index. Check the connection and search again.');
      showStart('shown');
    }
  };

  const search = (raw: string): void => {
    clearTimeout(timer);
    const q = cleanQuery(raw);
    if (q === term) return;
    term = q;
    writeUrl(SEARCH_CODEC.write({ q }, effectiveQuery()));
    if (q === '') showStart('shown');
    void run(q);
  };

  let adding = false;
  more.addEventListener('click', () => {
    if (adding) return;
    adding = true;
    void showMore(searches)
      .then((items) => items?.[0]?.querySelector('a')?.focus())
      .catch(() => showSummary('Search could not load more results. Check the connection and press the button again.'))
      .finally(() => {
        adding = false;
      });
  });
  // Start loading the index as soon as the reader is about to type.
  input.addEventListener('focus', () => {
    pagefind().catch(() => undefined);
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
