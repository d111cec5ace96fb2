/*
 * The glossary's terms as search records of their own. The glossary page is
 * left out of the index as a page (it only gathers the terms); each entry it
 * renders (`<section data-glossary-entry="<id>">`, see src/pages/glossary.astro)
 * becomes one Pagefind record at /glossary/#<id>, made from the entry's built
 * HTML as the page shows it: the term's heading (with its data-pagefind-weight),
 * the definition and the games that use it. The record's title is
 * "<term> · Glossary". scripts/build.ts adds these to the index;
 * tests/site/search-records.test.ts tests this under Node.
 * No Node APIs here: built HTML in, records out.
 */

export interface SearchRecord {
  /** The record's address, without the site base (Pagefind adds it when searching, as for pages). */
  readonly url: string;
  /** A small HTML document for Pagefind's addHTMLFile. */
  readonly content: string;
}

export type RecordsResult = { ok: true; records: SearchRecord[] } | { ok: false; error: string };

const ENTRY = /<section\b[^>]*\bdata-glossary-entry="([a-z0-9-]+)"[^>]*>([\s\S]*?)<\/section>/gu;
const HEADING = /<h2\b[^>]*\bid="([a-z0-9-]+)"[^>]*>([\s\S]*?)<\/h2>/u;

/**
 * One record per glossary entry in the built glossary page `html`, in page
 * order. An error (naming what was wrong) when the page has no entries, an
 * entry has no <h2> with its own id, or an id comes twice.
 */
export function glossaryRecords(html: string): RecordsResult {
  const records: SearchRecord[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const [, id = '', inner = ''] of html.matchAll(ENTRY)) {
    const heading = HEADING.exec(inner);
    if (!heading || heading[1] !== id) {
      errors.push(`entry "${id}" has no <h2 id="${id}">`);
      continue;
    }
    if (seen.has(id)) {
      errors.push(`entry "${id}" comes twice`);
      continue;
    }
    seen.add(id);
    // The heading's text as built: Astro has escaped it, so it may stand in an attribute as it is.
    const term = (heading[2] ?? '').replace(/<[^>]*>/gu, '').trim();
    if (term === '' || /"/u.test(term)) {
      errors.push(`entry "${id}" has no plain term in its heading`);
      continue;
    }
    records.push({
      url: `/glossary/#${id}`,
      content: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${term} · Glossary</title></head><body><main data-pagefind-body data-pagefind-meta="title:${term} · Glossary">${inner}</main></body></html>`,
    });
  }
  if (errors.length) return { ok: false, error: `Glossary search records: ${errors.join('; ')}` };
  if (records.length === 0)
    return { ok: false, error: 'Glossary search records: the glossary page has no <section data-glossary-entry> entries' };
  return { ok: true, records };
}
