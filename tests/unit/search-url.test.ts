/** The search page's address (?q=): cleaning, round trips, hostile values, and the status line's wording. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cleanQuery,
  QUERY_MAX,
  resultSummary,
  SEARCH_CODEC,
  searchHref,
  SHOWN_MAX,
  shownQuery,
} from '../../src/components/site/search-url.ts';
import { readUrl } from '../../src/lib/url-state.ts';

const read = (query: string) => readUrl(SEARCH_CODEC, new URLSearchParams(query));
const write = (q: string, base = '') => SEARCH_CODEC.write({ q }, new URLSearchParams(base)).toString();

describe('search URL (q)', () => {
  const roundTrips: [string, string, string][] = [
    ['one word', 'dice', 'q=dice'],
    ['words, spaces as +', 'full house', 'q=full+house'],
    ['an apostrophe and a suit', "Poker's Wild! K♥", 'q=Poker%27s+Wild%21+K%E2%99%A5'],
    ['markup, as text', '<script>alert(1)</script>', 'q=%3Cscript%3Ealert%281%29%3C%2Fscript%3E'],
    ['right-to-left letters', 'קלף', 'q=%D7%A7%D7%9C%D7%A3'],
    ['exactly the longest query', 'a'.repeat(QUERY_MAX), `q=${'a'.repeat(QUERY_MAX)}`],
  ];
  for (const [name, q, query] of roundTrips) {
    it(`${name} round-trips`, () => {
      assert.equal(write(q), query);
      assert.deepEqual(read(query), { state: { q }, notes: [] });
    });
  }

  it('no search leaves q out, and other keys stay', () => {
    assert.equal(write(''), '');
    assert.equal(write('', 'q=old&x=1'), 'x=1');
    assert.equal(write('dice', 'x=1'), 'x=1&q=dice');
    assert.equal(write('  \t '), '');
    assert.deepEqual(read(''), { state: { q: '' }, notes: [] });
    assert.deepEqual(read('q='), { state: { q: '' }, notes: [] });
  });

  const cleaned: [string, string, string][] = [
    ['spaces around and between words', '  full \n\t house  ', 'full house'],
    ['a right-to-left override', 'di\u202Ece', 'dice'],
    ['a zero-width space and a NUL', 'ki\u200Bck\u0000er', 'kicker'],
    ['a control between two spaces', 'ace \u0007 low', 'ace low'],
    ['only invisible characters', '\u202E\u200B\u2066', ''],
    ['too long: cut to QUERY_MAX', `${'a'.repeat(QUERY_MAX - 1)}bcd`, `${'a'.repeat(QUERY_MAX - 1)}b`],
    ['too long: never cut through a surrogate pair', `${'a'.repeat(QUERY_MAX - 1)}🂡`, 'a'.repeat(QUERY_MAX - 1)],
    ['too long: no space left at the end', `${'a'.repeat(QUERY_MAX - 1)} b`, 'a'.repeat(QUERY_MAX - 1)],
  ];
  for (const [name, raw, q] of cleaned) {
    it(`cleanQuery: ${name}`, () => {
      assert.equal(cleanQuery(raw), q);
    });
  }

  const hostile: [string, string, string, RegExp[]][] = [
    ['a bidi override', 'q=%E2%80%AEdice', 'dice', [/control characters were removed/]],
    ['only controls', 'q=%E2%80%AE%00', '', [/control characters were removed/]],
    ['very long', `q=${'x'.repeat(100_000)}`, 'x'.repeat(QUERY_MAX), [/100,000 characters long; only its first 200 were used/]],
    [
      'very long with a bidi override',
      `q=%E2%80%AE${'y'.repeat(300)}`,
      'y'.repeat(QUERY_MAX),
      [/control characters/, /300 characters long/],
    ],
  ];
  for (const [name, query, q, why] of hostile) {
    it(`${name}: searched cleaned, with one plain note per change`, () => {
      const { state, notes } = read(query);
      assert.deepEqual(state, { q });
      assert.equal(notes.length, why.length);
      why.forEach((re, i) => {
        assert.match(notes[i]!, re);
      });
      for (const note of notes) {
        assert.doesNotMatch(note, /[\p{Cc}\p{Cf}<>]/u);
        assert.ok(note.length < 120, `a short note, not the query: ${note.slice(0, 40)}`);
      }
    });
  }

  it('searchHref is the address the header form would send', () => {
    assert.equal(searchHref('/search/', 'full house'), '/search/?q=full+house');
    assert.equal(searchHref('/sh%20ow/search/', 'ace & low'), '/sh%20ow/search/?q=ace+%26+low');
    assert.equal(searchHref('/search/', '  '), '/search/');
  });
});

describe('status line', () => {
  const rows: [string, string, number, readonly [string, string, string]][] = [
    ['no results', 'zzz', 0, ['No results for “', 'zzz', '”. Try another word, or one of the searches below.']],
    ['one result', 'nuke', 1, ['1 result for “', 'nuke', '”']],
    ['several results', 'dice', 12, ['12 results for “', 'dice', '”']],
    ['thousands, with a separator', 'a', 1234, ['1,234 results for “', 'a', '”']],
    ['markup stays text', '<b>x</b>', 2, ['2 results for “', '<b>x</b>', '”']],
    ['a long query is cut', 'q'.repeat(SHOWN_MAX + 1), 3, ['3 results for “', `${'q'.repeat(SHOWN_MAX - 1)}…`, '”']],
    ['a query of exactly SHOWN_MAX is whole', 'q'.repeat(SHOWN_MAX), 3, ['3 results for “', 'q'.repeat(SHOWN_MAX), '”']],
  ];
  for (const [name, q, count, parts] of rows) {
    it(name, () => {
      assert.deepEqual(resultSummary(q, count), parts);
    });
  }

  it('shownQuery never cuts through a surrogate pair', () => {
    assert.equal(shownQuery(`${'a'.repeat(SHOWN_MAX - 2)}🂡🂡`), `${'a'.repeat(SHOWN_MAX - 2)}…`);
  });
});
