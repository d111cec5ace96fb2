/*
 * The hand-ranking ladders on the game pages and quick-reference cards are
 * the engine's: same categories, same order, same points, one example each.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RULESETS, RULESET_IDS } from '../../src/engine/hands/rulesets.ts';
import { readPage } from './dist.ts';

function ladderHtml(html: string, id: string): string | null {
  return new RegExp(`<table\\b[^>]*data-ladder="${id}"[^>]*>[\\s\\S]*?</table>`).exec(html)?.[0] ?? null;
}

function rows(table: string): { category: string; html: string }[] {
  return [...table.matchAll(/<tr\b[^>]*data-category="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => ({ category: m[1]!, html: m[2]! }));
}

const gameRulesets = RULESET_IDS.map((id) => RULESETS[id]).filter((r) => r.game !== null);

for (const ruleset of gameRulesets) {
  const page = `games/${ruleset.game}/`;

  test(`${ruleset.id}: the ladder on ${page} matches the engine's category order`, () => {
    const table = ladderHtml(readPage(page), ruleset.id);
    assert.ok(table, `no ladder table data-ladder="${ruleset.id}" on ${page}`);
    assert.deepEqual(
      rows(table).map((r) => r.category),
      [...ruleset.categories],
    );
  });

  test(`${ruleset.id}: every rung has an example hand drawn`, () => {
    const table = ladderHtml(readPage(page), ruleset.id)!;
    for (const r of rows(table)) {
      const drawn =
        ruleset.kind === 'dice' ? (r.html.match(/class="w-die\b/g) ?? []).length : (r.html.match(/class="w-card\b/g) ?? []).length;
      assert.ok(drawn >= (ruleset.kind === 'dice' ? 5 : 2), `${r.category}: example hand not drawn (found ${drawn})`);
    }
  });

  const points = ruleset.points;
  if (points) {
    test(`${ruleset.id}: the points column matches the engine's points`, () => {
      const table = ladderHtml(readPage(page), ruleset.id)!;
      for (const r of rows(table)) {
        const cell = /<td class="points"[^>]*>([\s\S]*?)<\/td>/.exec(r.html)?.[1] ?? '';
        const shown = Number(cell.replace(/<span[\s\S]*<\/span>/, '').trim());
        const expected: number = (points as Partial<Record<string, number>>)[r.category] ?? 0;
        assert.equal(shown, expected, `${r.category}: page says ${shown} points, engine says ${expected}`);
      }
    });
  }

  test(`${ruleset.id}: the quick-reference card shows the same ladder`, () => {
    const table = ladderHtml(readPage(`${page}quick-reference/`), ruleset.id);
    assert.ok(table, `no ladder ${ruleset.id} on the quick-reference card`);
    assert.deepEqual(
      rows(table).map((r) => r.category),
      [...ruleset.categories],
    );
  });
}
