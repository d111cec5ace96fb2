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
import { RULESETS, RULESET_IDS } from '../../src/engine/hands/rulesets.ts';
import { readPage, textOf } from './dist.ts';

const ROOT = join(import.meta.dirname, '../..');
const html = readPage('compare/');

interface Cell {
  game: string;
  category: string;
  count: number | null;
  place: number | null;
}

function cells(): Cell[] {
  return [...html.matchAll(/<td\b([^>]*\bdata-game="[^"]+"[^>]*)>/g)].map((m) => {
    const attrs = m[1]!;
    const get = (name: string) => new RegExp(`\\bdata-${name}="([^"]*)"`).exec(attrs)?.[1];
    const count = get('count');
    const place = get('place');
    return {
      game: get('game')!,
      category: get('category') ?? '',
      count: count === undefined ? null : Number(count),
      place: place === undefined ? null : Number(place),
    };
  });
}

function cli(id: string, cards: number): { game: string; cards: number; total: number; counts: Record<string, number> } {
  const args = [
    'src/engine/cli.ts',
    'odds',
    '--game',
    id,
    '--json',
    ...(RULESETS[id as keyof typeof RULESETS].kind === 'dice' ? [] : ['--cards', String(cards)]),
  ];
  return JSON.parse(execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' })) as ReturnType<typeof cli>;
}

describe('compare page: build-time odds equal the CLI', () => {
  const all = cells().filter((c) => c.category !== '');
  for (const id of RULESET_IDS) {
    it(`${id} at its real deal`, () => {
      const r = RULESETS[id];
      const dealt = r.kind === 'dice' ? 5 : r.shape.dealt;
      const expected = cli(id, dealt);
      const mine = all.filter((c) => c.game === id && c.count !== null);
      assert.deepEqual(Object.fromEntries(mine.map((c) => [c.category, c.count])), expected.counts);
      // Places follow the engine's ladder order.
      assert.deepEqual(
        mine.sort((a, b) => a.place! - b.place!).map((c) => c.category),
        [...r.categories],
      );
      const header = new RegExp(`<th\\b[^>]*data-game="${id}"[^>]*data-total="(\\d+)"[^>]*data-cards="(\\d+)"`).exec(html);
      assert.equal(Number(header?.[1]), expected.total);
      assert.equal(Number(header?.[2]), expected.cards);
      // Every category the game lacks is a cell saying so, not a number.
      const missing = all.filter((c) => c.game === id && c.count === null).map((c) => c.category);
      for (const c of missing) assert.ok(!(r.categories as readonly string[]).includes(c));
    });
  }

  it('standard poker at seven cards is a column of its own, the reference for the seven-card games', () => {
    // The textbook seven-card table (best five of seven, 133,784,560 hands), not the engine's own output.
    const known = {
      'royal-flush': 4_324,
      'straight-flush': 41_584 - 4_324,
      'four-of-a-kind': 224_848,
      'full-house': 3_473_184,
      flush: 4_047_644,
      straight: 6_180_020,
      'three-of-a-kind': 6_461_620,
      'two-pair': 31_433_400,
      'one-pair': 58_627_800,
      'high-card': 23_294_460,
    };
    const mine = all.filter((c) => c.game === 'standard-7' && c.count !== null);
    assert.deepEqual(Object.fromEntries(mine.map((c) => [c.category, c.count])), known);
    assert.deepEqual(known, cli('standard', 7).counts);
    const header = /<th\b[^>]*data-game="standard-7"[^>]*data-total="(\d+)"[^>]*data-cards="(\d+)"/.exec(html);
    assert.equal(Number(header?.[1]), 133_784_560);
    assert.equal(Number(header?.[2]), 7);
    const text = textOf(html);
    assert.match(text, /Standard poker, 7 cards best five of 7 cards: 133,784,560 hands \(the reference for the best five of seven\)/);
    for (const game of ["Nina's Five", "Nuclear Annihilation Hold'em"]) {
      assert.match(text, new RegExp(`${game} best five of 7 cards: [\\d,]+ hands \\(compare with Standard poker, 7 cards\\)`));
    }
    assert.match(html, /<input type="checkbox" id="show-standard-7"[^>]*checked/);
  });

  it('keeps the spaces between words and links', () => {
    // In the HTML itself: textOf() puts a space for every tag, so it would hide a missing one.
    assert.match(html, /The\s+<a\b[^>]*>Variant Lab<\/a>/);
    assert.match(html, /Download CSV<\/a>\s+·\s+<a\b/);
  });

  it('works without JavaScript: the table, inversions and CSV are in the HTML', () => {
    const text = textOf(html);
    assert.match(text, /Hand rankings and exact odds for every game/);
    assert.match(text, /With jokers wild, three of a kind \(232,968\) turns up more often than two pair \(123,552\)/);
    assert.match(text, /Not a hand here/);
    assert.match(html, /<pre id="cmp-csv"[^>]*>Hand,Standard poker place,/);
    assert.match(html, /<input type="checkbox" id="show-peekaboo"[^>]*checked/);
  });
});
