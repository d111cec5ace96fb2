/*
 * Every rule in the seed texts is covered on its game page: the section named
 * in seed-rules.ts exists on dist/games/<id>/index.html and contains the
 * rule's distinctive words.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPage, sectionHtml, textOf } from './dist.ts';
import { SEED_RULES } from './seed-rules.ts';
import { GAMES } from './games.ts';

const pageCache = new Map<string, string>();
function page(game: string): string {
  let html = pageCache.get(game);
  if (html === undefined) {
    html = readPage(`games/${game}/`);
    pageCache.set(game, html);
  }
  return html;
}

for (const game of GAMES) {
  const rules = SEED_RULES.filter((r) => r.game === game);

  test(`${game}: the checklist has rules (${rules.length})`, () => {
    assert.ok(rules.length >= 15, `only ${rules.length} rules listed for ${game}`);
  });

  for (const rule of rules) {
    test(`${game} covers: ${rule.rule}`, () => {
      const section = sectionHtml(page(game), rule.section);
      assert.ok(section, `games/${game}/ has no heading with id="${rule.section}" (rule: ${rule.rule}, seed: ${rule.seed})`);
      const text = textOf(section).toLowerCase();
      const missing = rule.words.filter((w) => !text.includes(w.toLowerCase()));
      assert.deepEqual(missing, [], `section #${rule.section} of games/${game}/ lacks these words for "${rule.rule}"`);
    });
  }
}
