/*
 * "A typical game" on each game page: the figures the build printed must be
 * what the page's own reproduction command prints. The command is run here
 * with --json and each figure compared, so a page that drifted from the
 * engine (a stale cache, a wrong seat name, a wrong sample) fails.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { readPage, requireDist, textOf } from './dist.ts';
import { GAMES } from './games.ts';

const ROOT = join(import.meta.dirname, '../..');

interface SimJson {
  games: number;
  seed: number;
  seats: { wins: number; winShare: number }[];
  length: { unit: string; mean: number; p50: number; p90: number; max: number };
  stats: Record<string, number>;
}

test('the site has been built', () => {
  requireDist();
});

for (const game of GAMES) {
  test(`${game}: the typical-game figures are what its simulate command prints`, () => {
    const html = readPage(`games/${game}/`);
    const section = new RegExp(`<section[^>]*data-typical="${game}"[\\s\\S]*?</section>`).exec(html)?.[0];
    assert.ok(section, `games/${game}/ has a typical-game section`);
    const text = textOf(section);
    const command = /npm run -s simulate -- (--game \S+ --games (\d+) --seed (\d+))/.exec(text);
    assert.ok(command, `the section names the command that reproduces it: ${text}`);
    const args = command[1]!.split(' ');
    const sim = JSON.parse(
      execFileSync(process.execPath, ['src/engine/cli.ts', 'simulate', ...args, '--json'], { cwd: ROOT, encoding: 'utf8' }),
    ) as SimJson;
    assert.equal(sim.games, Number(command[2]));
    assert.match(text, new RegExp(`In ${sim.games.toLocaleString('en-US')} games`), 'the sample size is stated beside the figures');
    assert.match(text, new RegExp(`seed ${sim.seed}`), 'and the seed');
    // Seat rows: "Games won by <seat>" then a percentage; compared within rounding, not re-formatted.
    const rows = [...section.matchAll(/<tr[^>]*data-seat="(\d+)"[^>]*>\s*<th[^>]*>Games won by ([^<]+)<\/th>\s*<td[^>]*>([\d.]+)%<\/td>/g)];
    assert.equal(rows.length, sim.seats.length, 'a row per seat');
    rows.forEach((row, i) => {
      assert.equal(Number(row[1]), i, 'seats in order');
      const shown = Number(row[3]);
      const exact = sim.seats[i]!.winShare * 100;
      assert.ok(Math.abs(shown - exact) <= 0.5, `${row[2]}: page ${shown}% against ${exact.toFixed(2)}%`);
    });
    // Length: the mean to one place, or "every one of them" when all games were as long.
    const l = sim.length;
    assert.match(text, /printed rules, the games lasted /, 'the sentence reads with its spaces');
    if (l.mean === l.max) assert.match(text, new RegExp(`lasted ${l.max} ${l.unit}, every one of them`));
    else {
      assert.match(text, new RegExp(`lasted ${l.mean.toFixed(1)} ${l.unit} on average`));
      assert.match(text, new RegExp(`half ended within ${l.p50}, nine in ten within ${l.p90}, and the longest took ${l.max}`));
    }
    // The game's own figures: each row names its stat, and shows that stat of the simulation.
    const headlines = [...section.matchAll(/<tr[^>]*data-stat="([^"]+)"[^>]*>\s*<th[^>]*>([^<]+)<\/th>\s*<td[^>]*>([\d.,]+)(%?)<\/td>/g)];
    assert.ok(headlines.length >= 3, 'the game has headline figures of its own');
    for (const [, key, label, value, pct] of headlines) {
      const exact = sim.stats[key!];
      assert.ok(exact !== undefined, `${label}: ${key} is one of the simulation's figures`);
      const shown = Number(value!.replace(/,/g, ''));
      if (pct) assert.ok(Math.abs(exact * 100 - shown) <= 0.5, `${label}: page ${shown}% against ${(exact * 100).toFixed(2)}%`);
      else assert.ok(Math.abs(exact - shown) <= 0.005 + Math.abs(exact) * 0.005, `${label}: page ${shown} against ${exact}`);
    }
  });
}
