/** The empty search page's data: tool titles and descriptions read from page sources, routes from file names, and the suggestion list's shape. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  pageMeta,
  routeOf,
  type PageMetaResult,
  SEARCH_SUGGESTIONS,
  TOOL_ROUTES,
  toolLinks,
} from '../../src/components/site/search-start.ts';

const page = (attrs: string, body = '<h1>x</h1>') =>
  `---\nimport Base from '../layouts/Base.astro';\n---\n\n<Base ${attrs}>\n  ${body}\n</Base>\n`;

describe('pageMeta', () => {
  const meta = (title: string, description: string): PageMetaResult => ({ ok: true, meta: { title, description } });
  const rows: [string, string, PageMetaResult][] = [
    ['double-quoted attributes', page('title="Judge a hand" description="Enter hands."'), meta('Judge a hand', 'Enter hands.')],
    ['single-quoted attributes', page("title='Glossary' description='Terms.'"), meta('Glossary', 'Terms.')],
    [
      'attributes over several lines, the description wrapped',
      page('\n  title="Variant Lab"\n  description="Design a\n    variant"\n'),
      meta('Variant Lab', 'Design a variant'),
    ],
    ['an apostrophe inside, description first', page('description="It\'s x" title="Poker\'s Wild!"'), meta("Poker's Wild!", "It's x")],
    ['data-title is not title', page('data-title="x" title="Real" description="d"'), meta('Real', 'd')],
    [
      'a title expression',
      page('title={`${t}: quiz`} description="d"'),
      { ok: false, error: '<Base title={…}> is an expression, not a plain string' },
    ],
    [
      'a description expression',
      page('title="T" description={d}'),
      { ok: false, error: '<Base description={…}> is an expression, not a plain string' },
    ],
    ['no title', page('description="d"'), { ok: false, error: '<Base> has no title attribute' }],
    ['no description', page('title="T"'), { ok: false, error: '<Base> has no description attribute' }],
    ['an empty title', page('title=" " description="d"'), { ok: false, error: '<Base title=""> is empty' }],
    ['no <Base>', '---\n---\n<main>hi</main>', { ok: false, error: 'no <Base …> tag' }],
    [
      'a <Base> only inside the frontmatter does not count',
      '---\n/* <Base title="In a comment" description="d"> */\n---\n<main>hi</main>',
      { ok: false, error: 'no <Base …> tag' },
    ],
  ];
  for (const [name, source, want] of rows) {
    it(name, () => {
      assert.deepEqual(pageMeta(source), want);
    });
  }
});

describe('routeOf', () => {
  const rows: [string, string][] = [
    ['./judge.astro', 'judge/'],
    ['./lab/game.astro', 'lab/game/'],
    ['./index.astro', ''],
    ['./lab/index.astro', 'lab/'],
    ['glossary.astro', 'glossary/'],
  ];
  for (const [file, route] of rows) {
    it(`${file} -> "${route}"`, () => {
      assert.equal(routeOf(file), route);
    });
  }
});

describe('toolLinks', () => {
  it('follows the routes order, not the sources order', () => {
    const sources = {
      './b.astro': page('title="Bee" description="b"'),
      './a/c.astro': page('title="Sea" description="c"'),
      './a.astro': page('title="Ay" description="a"'),
    };
    assert.deepEqual(toolLinks(sources, ['a/', 'a/c/', 'b/']), {
      ok: true,
      links: [
        { route: 'a/', title: 'Ay', description: 'a' },
        { route: 'a/c/', title: 'Sea', description: 'c' },
        { route: 'b/', title: 'Bee', description: 'b' },
      ],
    });
  });

  it('names every route it could not use', () => {
    const sources = { './a.astro': page('title={x} description="a"'), './b.astro': page('title="Bee" description="b"') };
    assert.deepEqual(toolLinks(sources, ['a/', 'b/', 'gone/']), {
      ok: false,
      error: 'Search page quick links: a/: <Base title={…}> is an expression, not a plain string; gone/: no page',
    });
  });

  it("reads every tool page's real title and description from its source", () => {
    const sources = Object.fromEntries(
      TOOL_ROUTES.map((route) => {
        const file = `./${route.replace(/\/$/, '')}.astro`;
        return [file, readFileSync(new URL(`../../src/pages/${file}`, import.meta.url), 'utf8')];
      }),
    );
    const result = toolLinks(sources);
    assert.ok(result.ok, result.ok ? '' : result.error);
    // Each link's text against the built page's own <title> and description: tests/content/search-page.test.ts.
    assert.deepEqual(
      result.links.map((l) => l.route),
      [...TOOL_ROUTES],
    );
  });
});

describe('SEARCH_SUGGESTIONS', () => {
  it('three groups of readers, each with a few distinct, non-empty queries', () => {
    assert.equal(SEARCH_SUGGESTIONS.length, 3);
    const all = SEARCH_SUGGESTIONS.flatMap((g) => [...g.queries]);
    assert.equal(new Set(all).size, all.length, 'no query twice');
    for (const g of SEARCH_SUGGESTIONS) {
      assert.ok(g.queries.length >= 3 && g.queries.length <= 6, `${g.reader}: ${g.queries.length} queries`);
      for (const q of g.queries) assert.match(q, /^[a-z][a-z ]*[a-z]$/u, `${g.reader}: "${q}" is plain lower-case words`);
    }
    assert.equal(new Set(SEARCH_SUGGESTIONS.map((g) => g.id)).size, 3, 'distinct ids (they become element ids)');
  });
});
