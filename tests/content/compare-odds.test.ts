/*
 * The Compare page's build-time tables equal the engine CLI's `odds` output
 * for every ruleset at its real deal. Reads the raw counts from the built
 * dist/compare/index.html (data-count on each cell) and runs
 * `node src/engine/cli.ts odds --game <id> --cards <n> --json` for each.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { RULESETS, RULESET_IDS } from '../../src/engine/rulesets.ts';
import { readPage, textOf } from './dist.ts';

const ROOT = join(import.meta.dirname, '../..');
const html = readPage('compare/');

interface Cell { game: string; category: string; count: number | null; place: number | null }

function cells(): Cell[] {
  return [...html.matchAll(/<td\b([^>]*\bdata-game="[^"]+"[^>]*)>/g)].map((m) => {
    const attrs = m[1]!;
    const get = (name: string) => new RegExp(`\\bdata-${name}="([^"]*)"`).exec(attrs)?.[1];
    const count = get('count');
    const place = get('place');
    return { game: get('game')!, category: get('category')!, count: count === undefined ? null : Number(count), place: place === undefined ? null : Number(place) };
  });
}

function cli(id: string, cards: number): { game: string; cards: number; total: number; counts: Record<string, number> } {
  const args = ['src/engine/cli.ts', 'odds', '--game', id, '--json', ...(RULESETS[id as keyof typeof RULESETS].kind === 'dice' ? [] : ['--cards', String(cards)])];
  return JSON.parse(execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' }));
}

describe('compare page: build-time odds equal the CLI', () => {
  const all = cells().filter((c) => c.category !== undefined);
  for (const id of RULESET_IDS) {
    it(`${id} at its real deal`, () => {
      const r = RULESETS[id];
      const dealt = r.kind === 'dice' ? 5 : r.shape.dealt;
      const expected = cli(id, dealt);
      const mine = all.filter((c) => c.game === id && c.count !== null);
      assert.deepEqual(Object.fromEntries(mine.map((c) => [c.category, c.count])), expected.counts);
      // Places follow the engine's ladder order.
      assert.deepEqual(mine.sort((a, b) => a.place! - b.place!).map((c) => c.category), [...r.categories]);
      const header = new RegExp(`<th\\b[^>]*data-game="${id}"[^>]*data-total="(\\d+)"[^>]*data-cards="(\\d+)"`).exec(html);
      assert.equal(Number(header?.[1]), expected.total);
      assert.equal(Number(header?.[2]), expected.cards);
      // Every category the game lacks is a cell saying so, not a number.
      const missing = all.filter((c) => c.game === id && c.count === null).map((c) => c.category);
      for (const c of missing) assert.ok(!(r.categories as readonly string[]).includes(c));
    });
  }

  it('works without JavaScript: the table, inversions and CSV are in the HTML', () => {
    const text = textOf(html);
    assert.match(text, /Hand rankings and exact odds for every game/);
    assert.match(text, /With jokers wild, three of a kind \(232,968\) turns up more often than two pair \(123,552\)/);
    assert.match(text, /Not a hand here/);
    assert.match(html, /<pre id="cmp-csv"[^>]*>Hand,Standard poker place,/);
    assert.match(html, /<input type="checkbox" id="show-peekaboo"[^>]*checked/);
  });
});
