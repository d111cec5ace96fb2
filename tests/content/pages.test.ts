/*
 * Every game page has the sections a reader expects, in order; its pictures
 * have text alternatives and captions; it links its quick-reference card; it
 * hydrates islands only in its "Try it" sections; and it ends with a credit line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, readPage, mainOf, sectionHtml, h2Ids, textOf, requireDist } from './dist.ts';
import { GAMES, DIAGRAMS, requiredSections } from './games.ts';

test('the site has been built', () => {
  requireDist();
});

for (const game of GAMES) {
  test(`${game}: has every section, in order`, () => {
    const html = readPage(`games/${game}/`);
    const ids = h2Ids(html);
    const wanted = requiredSections(game);
    const missing = wanted.filter((id) => !ids.includes(id));
    assert.deepEqual(missing, [], `games/${game}/ lacks sections: ${missing.join(', ')} (found h2 ids: ${ids.join(', ')})`);
    const order = ids.filter((id) => wanted.includes(id));
    assert.deepEqual(order, wanted, `games/${game}/ sections are out of order`);
  });

  test(`${game}: "At a glance" gives players, time, needs and goal`, () => {
    const section = sectionHtml(readPage(`games/${game}/`), 'at-a-glance');
    assert.ok(section, 'no at-a-glance section');
    const text = textOf(section);
    for (const label of ['Players', 'Time', 'You need', 'Goal'])
      assert.match(text, new RegExp(`\\b${label}\\b`), `At a glance lacks "${label}"`);
  });

  test(`${game}: the steps are a numbered list`, () => {
    const html = readPage(`games/${game}/`);
    for (const id of ['setup', requiredSections(game)[2]!]) {
      const section = sectionHtml(html, id);
      assert.ok(section && /<ol\b/.test(section), `section #${id} has no numbered list`);
    }
  });

  test(`${game}: pictures have role="img", a title, a description and a visible caption`, () => {
    const html = mainOf(readPage(`games/${game}/`));
    for (const id of DIAGRAMS[game]) {
      const fig = new RegExp(`<figure\\b[^>]*\\sid="${id}"[^>]*>([\\s\\S]*?)</figure>`).exec(html);
      assert.ok(fig, `no <figure id="${id}">`);
      const body = fig[1]!;
      assert.match(body, /<svg\b[^>]*role="img"/, `${id}: svg lacks role="img"`);
      const labelled = /<svg\b[^>]*aria-labelledby="([^"]+)"/.exec(body)?.[1];
      assert.ok(labelled, `${id}: svg lacks aria-labelledby`);
      for (const ref of labelled.split(/\s+/))
        assert.match(body, new RegExp(`<title\\b[^>]*id="${ref}"`), `${id}: aria-labelledby names missing #${ref}`);
      const desc = /<desc\b[^>]*>([\s\S]*?)<\/desc>/.exec(body)?.[1] ?? '';
      assert.ok(textOf(desc).length > 40, `${id}: <desc> is missing or too short`);
      const caption = /<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/.exec(body)?.[1] ?? '';
      assert.ok(textOf(caption).length > 20, `${id}: no visible caption`);
    }
  });

  test(`${game}: links its quick-reference card, which exists`, () => {
    const html = mainOf(readPage(`games/${game}/`));
    const href = new RegExp(`href="([^"]*/games/${game}/quick-reference/)"`).exec(html)?.[1];
    assert.ok(href, 'no link to the quick-reference card');
    assert.ok(existsSync(join(DIST, 'games', game, 'quick-reference', 'index.html')), 'quick-reference page not built');
  });

  test(`${game}: only its "Try it" sections hydrate islands`, () => {
    const page = readPage(`games/${game}/`);
    let rules = mainOf(page);
    const tryIts = h2Ids(page).filter((id) => id.startsWith('try-it'));
    assert.ok(tryIts.length > 0, `games/${game}/ has no "Try it" section`);
    for (const id of tryIts) {
      const section = sectionHtml(page, id) ?? '';
      assert.match(section, /<astro-island\b/, `the "${id}" section has no widget`);
      rules = rules.replace(section, '');
    }
    assert.doesNotMatch(rules, /<astro-island\b/, 'rules content outside "Try it" must not hydrate islands');
    assert.doesNotMatch(rules, /<script\b/, 'rules content must not include scripts');
  });

  test(`${game}: tables have a caption and header scopes`, () => {
    const html = mainOf(readPage(`games/${game}/`));
    const tables = [...html.matchAll(/<table\b[\s\S]*?<\/table>/g)].map((m) => m[0]);
    assert.ok(tables.length > 0, 'no tables (the ladder is a table)');
    for (const t of tables) {
      // Markdown tables (the roles table) get their caption from the heading above; ours must have <caption>.
      if (/data-ladder=/.test(t)) assert.match(t, /<caption\b/, 'ladder table without <caption>');
      for (const th of t.match(/<th\b[^>]*>/g) ?? []) {
        if (/data-ladder=/.test(t)) assert.match(th, /scope="(col|row)"/, `ladder <th> without scope: ${th}`);
      }
    }
  });

  test(`${game}: ends with a credit line that says the text is our own summary`, () => {
    const section = sectionHtml(readPage(`games/${game}/`), 'credit');
    assert.ok(section, 'no credit section');
    assert.match(textOf(section), /our own summary/i, 'credit does not say the text is our own summary');
  });
}
