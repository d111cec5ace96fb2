/*
 * scripts/search-records.ts: one search record per glossary entry of the
 * built glossary page, at /glossary/#<id>, titled "<term> · Glossary", with the
 * entry's own HTML (so its heading keeps its data-pagefind-weight). Fixture
 * pages written here, in the shape glossary.astro builds; one row per case.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { glossaryRecords } from '../../scripts/search-records.ts';

const entry = (id: string, term: string, heading = `<h2 id="${id}" data-pagefind-weight="10" data-astro-cid-x>${term}</h2>`) =>
  `<section class="entry" aria-labelledby="${id}" data-glossary-entry="${id}" data-astro-cid-x>${heading} <p>About ${id}.</p></section>`;
const page = (...entries: string[]) =>
  `<html><body><main><h1>Glossary</h1><nav>A B</nav><div class="glossary">${entries.join('')}</div></main></body></html>`;

const GOOD: readonly (readonly [name: string, html: string, urls: string[], titles: string[]])[] = [
  ['two entries, in page order', page(entry('pot', 'Pot'), entry('ante', 'Ante')), ['/glossary/#pot', '/glossary/#ante'], ['Pot', 'Ante']],
  ['a term Astro escaped keeps its escape', page(entry('hold-em', 'Hold&#39;em')), ['/glossary/#hold-em'], ['Hold&#39;em']],
  ['a heading with the term on its own line', page(entry('nuke', 'Nuke', '<h2 id="nuke">\n  Nuke\n</h2>')), ['/glossary/#nuke'], ['Nuke']],
];

for (const [name, html, urls, titles] of GOOD) {
  test(`records: ${name}`, () => {
    const result = glossaryRecords(html);
    assert.ok(result.ok, result.ok ? '' : result.error);
    assert.deepEqual(
      result.records.map((r) => r.url),
      urls,
    );
    result.records.forEach((r, i) => {
      assert.match(r.content, new RegExp(`<main data-pagefind-body data-pagefind-meta="title:${titles[i]} · Glossary">`));
      assert.match(r.content, /^<!doctype html><html lang="en">/);
      assert.ok(r.content.includes(`<p>About ${urls[i]!.slice('/glossary/#'.length)}.</p>`), 'the definition is in the record');
      assert.ok(!r.content.includes('<nav>'), 'nothing outside the entry');
    });
  });
}

test('the weight on the heading is carried into the record', () => {
  const result = glossaryRecords(page(entry('pot', 'Pot')));
  assert.ok(result.ok);
  assert.match(result.records[0]!.content, /<h2 id="pot" data-pagefind-weight="10"/);
});

const BAD: readonly (readonly [name: string, html: string, error: RegExp])[] = [
  ['no entries', page(), /no <section data-glossary-entry> entries/],
  ['an entry without its heading', page(entry('pot', 'Pot', '<h3>Pot</h3>')), /entry "pot" has no <h2 id="pot">/],
  ['a heading with another id', page(entry('pot', 'Pot', '<h2 id="ante">Pot</h2>')), /entry "pot" has no <h2 id="pot">/],
  ['an id twice', page(entry('pot', 'Pot'), entry('pot', 'Pot')), /entry "pot" comes twice/],
  ['an empty heading', page(entry('pot', '')), /entry "pot" has no plain term/],
  ['a quotation mark that would end the attribute', page(entry('pot', 'P"ot')), /entry "pot" has no plain term/],
];

for (const [name, html, error] of BAD) {
  test(`refused: ${name}`, () => {
    const result = glossaryRecords(html);
    assert.ok(!result.ok, 'refused');
    assert.match(result.error, error);
  });
}
