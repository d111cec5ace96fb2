/*
 * A game's player count lives in one field (the page's frontmatter `players`),
 * and every place that states it shows that field: the page's facts box, the
 * printable card, the home page's card and its comparison table. Poker's
 * Wild!'s count (2 to 6) comes from TTPM's review of the published game and
 * the page cites it; the rules sheet gives no number (issue 10).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPage, textOf } from './dist.ts';
import { GAMES } from './games.ts';

function players(game: string): { min: number; max: number } {
  const mdx = readFileSync(join(import.meta.dirname, '../../src/content/games', `${game}.mdx`), 'utf8');
  const front = mdx.split('---')[1] ?? '';
  const inline = /players:\s*\{\s*min:\s*(\d+),\s*max:\s*(\d+)/.exec(front);
  const block = /players:\s*\n\s+min:\s*(\d+)\s*\n\s+max:\s*(\d+)/.exec(front);
  const m = inline ?? block;
  assert.ok(m, `no players field in ${game}.mdx`);
  return { min: Number(m[1]), max: Number(m[2]) };
}
const dash = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min}–${max}`);
const words = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min} to ${max}`);

test("Poker's Wild! is for 2 to 6 players, and its page cites TTPM's review", () => {
  assert.deepEqual(players('pokers-wild'), { min: 2, max: 6 });
  const html = readPage('games/pokers-wild/');
  const glance = /<dd data-players[^>]*>([\s\S]*?)<\/dd>/.exec(html)?.[1] ?? '';
  assert.match(textOf(glance), /^2 to 6 \(from TTPM's review of the published game; the rules sheet gives no number/);
  assert.match(glance, /href="https:\/\/www\.ttpm\.com\/products\/view\.php\?product_id=3379"/);
});

for (const game of GAMES) {
  test(`${game}: every statement of the player count reads the one field`, () => {
    const p = players(game);
    const glance = /<dd data-players[^>]*>([\s\S]*?)<\/dd>/.exec(readPage(`games/${game}/`))?.[1];
    assert.ok(glance !== undefined, 'no players in the facts box');
    assert.ok(textOf(glance).startsWith(words(p)), `facts box: ${textOf(glance)}`);
    const card = textOf(/<p class="meta"[^>]*>([\s\S]*?)<\/p>/.exec(readPage(`games/${game}/quick-reference/`))?.[1] ?? '');
    assert.ok(card.startsWith(`${dash(p)} players`), `quick reference: ${card}`);
    const home = readPage('');
    const row = new RegExp(`<tr[^>]*data-game="${game}"[^>]*>([\\s\\S]*?)</tr>`).exec(home)?.[1] ?? '';
    const cell = /<td class="num"[^>]*>([\s\S]*?)<\/td>/.exec(row)?.[1] ?? '';
    assert.ok(textOf(cell).startsWith(dash(p)), `home table: ${textOf(cell)}`);
  });
}
