/**
 * The search page's address: `?q=<words>`, the key the header's GET form sends
 * (so it keeps the web's usual name rather than a `<widget>-<name>` key). An
 * empty search leaves `q` out. What is searched, shown in the box and written
 * back is the cleaned query (`cleanQuery`): runs of white space made one
 * space, control and format characters (bidi overrides, zero-width marks)
 * removed, at most QUERY_MAX characters. Each change the cleaning makes to an
 * address's `q` gives one plain-text note, which never repeats the query.
 *
 * No DOM here: the page's script (search-page.ts) uses it, and
 * tests/unit/search-url.test.ts tests it under Node.
 */
import { formatCount } from '../../engine/words.ts';
import { plainText, type UrlCodec } from '../../lib/url-state.ts';

/** The longest query searched, in UTF-16 code units (also the search box's maxlength). */
export const QUERY_MAX = 200;

/** How much of a query the summary line repeats before cutting it with "…". */
export const SHOWN_MAX = 60;

export interface SearchState {
  /** The cleaned query; '' for none. */
  readonly q: string;
}

/** `text` cut to at most `max` UTF-16 code units, never through a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/u.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** The query as it is searched: white space collapsed and trimmed, invisible characters removed, cut to QUERY_MAX. */
export function cleanQuery(raw: string): string {
  return cut(plainText(raw.replace(/\s+/gu, ' ')).replace(/ {2,}/gu, ' ').trim(), QUERY_MAX).trim();
}

export const SEARCH_CODEC: UrlCodec<SearchState> = {
  renamed: {},
  read(params) {
    const raw = params.get('q');
    if (raw === null) return { state: { q: '' }, notes: [] };
    const notes: string[] = [];
    if (plainText(raw) !== raw) notes.push('Invisible control characters were removed from the search in the address.');
    const whole = plainText(raw.replace(/\s+/gu, ' ')).trim();
    if (whole.length > QUERY_MAX)
      notes.push(`The search in the address was ${formatCount(whole.length)} characters long; only its first ${QUERY_MAX} were used.`);
    return { state: { q: cleanQuery(raw) }, notes };
  },
  write(state, base) {
    const params = new URLSearchParams(base);
    const q = cleanQuery(state.q);
    if (q === '') params.delete('q');
    else params.set('q', q);
    return params;
  },
};

/** The address of a search for `q` on the search page at `searchPath` (as the header's form would send it). */
export function searchHref(searchPath: string, q: string): string {
  const query = SEARCH_CODEC.write({ q }, new URLSearchParams()).toString();
  return query === '' ? searchPath : `${searchPath}?${query}`;
}

/** The query as the status line repeats it: cut to SHOWN_MAX characters with "…". */
export function shownQuery(q: string): string {
  return q.length > SHOWN_MAX ? `${cut(q, SHOWN_MAX - 1)}…` : q;
}

/**
 * The status line for a finished search, in three parts so the page can set
 * the query apart (in a <bdi>, inside quotation marks): before, the query as
 * shown (cut to SHOWN_MAX), after. Plain text, never markup.
 */
export function resultSummary(q: string, count: number): readonly [string, string, string] {
  const shown = shownQuery(q);
  if (count === 0) return ['No results for “', shown, '”. Try another word, or one of the searches below.'];
  return [`${formatCount(count)} result${count === 1 ? '' : 's'} for “`, shown, '”'];
}
