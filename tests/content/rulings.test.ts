/*
 * Every ruling the engine records appears on its game's page, with its
 * anchor (#ruling-<id>), the question, what the seed says, our answer, why,
 * and a visible link to itself. Every #ruling- link on a page resolves there.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rulingsForGame } from '../../src/engine/index.ts';
import { readPage, textOf } from './dist.ts';
import { GAMES } from './games.ts';

function rulingBlock(html: string, id: string): string | null {
  const start = html.indexOf(`id="ruling-${id}"`);
  if (start < 0) return null;
  const next = html.indexOf('class="ruling"', start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}

for (const game of GAMES) {
  const rulings = rulingsForGame(game);

  test(`${game}: the engine records rulings for it`, () => {
    assert.ok(rulings.length > 0, `rulingsForGame("${game}") is empty`);
  });

  for (const r of rulings) {
    test(`${game}: ruling ${r.id} is on the page with its anchor and link`, () => {
      const html = readPage(`games/${game}/`);
      const block = rulingBlock(html, r.id);
      assert.ok(block, `no element with id="ruling-${r.id}" on games/${game}/`);
      assert.match(block, new RegExp(`href="#ruling-${r.id}"`), 'no visible "link to this ruling"');
      const text = textOf(block);
      const norm = (s: string) =>
        s
          .replace(/[\u2018\u2019]/g, "'")
          .replace(/[\u201c\u201d]/g, '"')
          .replace(/\s+/g, ' ')
          .trim();
      for (const [label, value] of [
        ['question', r.question],
        ['seed says', r.seedSays],
        ['answer', r.answer],
        ['why', r.why],
      ] as const) {
        assert.ok(text.includes(norm(value)), `ruling ${r.id}: the ${label} is not shown in full`);
      }
    });
  }

  test(`${game}: every #ruling- link on the page resolves on the page`, () => {
    const html = readPage(`games/${game}/`);
    const ids = new Set([...html.matchAll(/\sid="(ruling-[^"]+)"/g)].map((m) => m[1]!));
    const links = [...html.matchAll(/href="#(ruling-[^"]+)"/g)].map((m) => m[1]!);
    const broken = links.filter((l) => !ids.has(l));
    assert.deepEqual(broken, [], `broken ruling links on games/${game}/`);
  });
}
