/*
 * "A typical game" on each game page: the figures the build printed must be
 * what the page's own reproduction commands print. Both commands (sensible
 * players, and random players for the second column) are run here with
 * --json and each figure compared, so a page that drifted from the engine (a
 * stale cache, a wrong seat name, a wrong sample) fails. Every figure also
 * carries its 95% interval and, beside it, what it rests on, as the engine
 * works it out from the figures (typical.ts `heldBasis`, never more than the
 * game's `headlines` claim); tests/engine/play/typical.test.ts holds those
 * claims to the figures.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { wilson } from '../../src/engine/play/stats.ts';
import { basisText, figureLabel, formatInterval, typicalGame } from '../../src/engine/play/typical.ts';
import { STAT_BASES } from '../../src/engine/play/types.ts';
import { readPage, requireDist, textOf } from './dist.ts';
import { GAMES } from './games.ts';
import { GAME_PARTS } from '../../src/engine/games/index.ts';

const ROOT = join(import.meta.dirname, '../..');

interface SimJson {
  games: number;
  seed: number;
  bots: string[];
  seats: { wins: number; winShare: number }[];
  length: { unit: string; mean: number; p50: number; p90: number; max: number };
  stats: Record<string, number>;
}

/** The page's players (skilled or sensible, as the page's command says) and the random players beside them. */
type Level = 'skilled' | 'sensible' | 'random';

interface Cell {
  readonly value: string;
  readonly interval: string;
}
interface Row {
  readonly attrs: string;
  readonly head: string;
  readonly cells: Partial<Record<Level, Cell>>;
}

/** Each table row: its attributes, its header's text, and each level's value and interval as printed. */
function rowsOf(section: string): Row[] {
  return [...section.matchAll(/<tr([^>]*)>([\s\S]*?)<\/tr>/g)].map(([, attrs, body]) => {
    const head = textOf(/<th[^>]*>([\s\S]*?)<\/th>/.exec(body!)?.[1] ?? '');
    const cells: Partial<Record<Level, Cell>> = {};
    for (const [, level, cell] of body!.matchAll(/<td[^>]*data-level="(\w+)"[^>]*>([\s\S]*?)<\/td>/g)) {
      const value = textOf(/<span class="typical-value"[^>]*>([\s\S]*?)<\/span>/.exec(cell!)?.[1] ?? '');
      // The interval's span holds a hidden "95% interval " for screen readers, then the interval; nothing follows it in the cell.
      const ci = cell!.search(/<span class="typical-ci"/);
      const interval = ci < 0 ? '' : textOf(cell!.slice(ci));
      assert.ok(interval.startsWith('95% interval '), `the interval is announced as one: ${JSON.stringify(interval)}`);
      cells[level as Level] = { value, interval: interval.slice('95% interval '.length) };
    }
    return { attrs: attrs!, head, cells };
  });
}

/** "20%" or "6.75" as a number (a percentage as a share). */
const shown = (text: string): number => (text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text.replace(/,/g, '')));

/** Half a unit of the last place printed ("2.7%": 0.0005; "42.8": 0.05), with room for binary rounding (0.865 prints as 87%). */
function halfUnit(text: string): number {
  const places = /\.(\d+)/.exec(text)?.[1]?.length ?? 0;
  return (0.5 * 10 ** -places) / (text.endsWith('%') ? 100 : 1) + 1e-9;
}

/** "18–23%" or "6.35–7.15" as two numbers (shares for percentages). */
function interval(text: string): [number, number] {
  const m = /^([\d.,]+)–([\d.,]+)(%?)$/.exec(text);
  assert.ok(m, `an interval: ${JSON.stringify(text)}`);
  const scale = m[3] === '%' ? 100 : 1;
  return [Number(m[1]!.replace(/,/g, '')) / scale, Number(m[2]!.replace(/,/g, '')) / scale];
}

test('the site has been built', () => {
  requireDist();
});

for (const game of GAMES) {
  test(`${game}: the typical-game figures are what its simulate commands print, each with its interval and what it rests on`, () => {
    const html = readPage(`games/${game}/`);
    const section = new RegExp(`<section[^>]*data-typical="${game}"[\\s\\S]*?</section>`).exec(html)?.[0];
    assert.ok(section, `games/${game}/ has a typical-game section`);
    const text = textOf(section);
    const command = /npm run -s simulate -- (--game \S+ --games (\d+) --seed (\d+)) --bots (skilled|sensible)\b/.exec(text);
    assert.ok(command, `the section names the command that reproduces it, with its players' level: ${text}`);
    const args = command[1]!.split(' ');
    const players = command[4] as 'skilled' | 'sensible';
    const LEVELS = [players, 'random'] as const;
    assert.ok(text.includes(`npm run -s simulate -- ${command[1]!} --bots random`), 'and the one for the random players');
    assert.match(text, new RegExp(`played by the engine with ${players} computer players`), 'the sentence names the level');
    assert.match(text, new RegExp(`${players[0]!.toUpperCase()}${players.slice(1)} players Random players`), 'and so does the column');
    const run = (extra: string[]): SimJson =>
      JSON.parse(
        execFileSync(process.execPath, ['src/engine/cli.ts', 'simulate', ...args, ...extra, '--json'], { cwd: ROOT, encoding: 'utf8' }),
      ) as SimJson;
    const sims = { [players]: run(['--bots', players]), random: run(['--bots', 'random']) } as Record<Level, SimJson>;
    const sim = sims[players];
    assert.deepEqual(sim.bots, [players]);
    assert.equal(sim.games, Number(command[2]));
    assert.deepEqual(sims.random.bots, ['random']);
    assert.match(text, new RegExp(`In ${sim.games.toLocaleString('en-US')} games`), 'the sample size is stated beside the figures');
    assert.match(text, new RegExp(`seed ${sim.seed}`), 'and the seed');
    // Length: the mean to one place, or "every one of them" when all games were as long.
    const l = sim.length;
    assert.match(text, /where they are silent\), the games lasted /, 'the sentence reads with its spaces');
    if (l.mean === l.max) assert.match(text, new RegExp(`lasted ${l.max} ${l.unit}, every one of them`));
    else {
      assert.match(text, new RegExp(`lasted ${l.mean.toFixed(1)} ${l.unit} on average`));
      assert.match(text, new RegExp(`half ended within ${l.p50}, nine in ten within ${l.p90}, and the longest took ${l.max}`));
    }

    const headlines = GAME_PARTS[game].stats.headlines;
    assert.ok(headlines, `${game} names its headline figures`);
    const restsOn = (basis: Parameters<typeof basisText>[0], note?: string): string =>
      `${basisText(basis)}${note === undefined ? '' : `; ${note}`}.`;
    // What the figures hold, as the engine works it out, and never more than the game claims.
    const typical = typicalGame(game);
    const noMore = (held: Parameters<typeof basisText>[0], claimed: Parameters<typeof basisText>[0], what: string): void =>
      assert.ok(STAT_BASES.indexOf(held) >= STAT_BASES.indexOf(claimed), `${what}: ${held} claims more than ${claimed}`);
    const rows = rowsOf(section);

    // The seats: one statement of what their shares rest on, then a row per seat, in order.
    const group = rows.find((r) => r.head.startsWith('Wins by seat.'));
    assert.ok(group, 'the seat rows have a heading');
    noMore(typical.seatBasis.basis, headlines.seats.basis, 'the seats');
    assert.equal(group.head, `Wins by seat. ${restsOn(typical.seatBasis.basis, headlines.seats.note)}`, 'saying what the shares rest on');
    const seats = rows.filter((r) => /data-seat="\d+"/.test(r.attrs));
    assert.equal(seats.length, sim.seats.length, 'a row per seat');
    seats.forEach((row, i) => {
      assert.match(row.attrs, new RegExp(`data-seat="${i}"`), 'seats in order');
      assert.match(row.head, /^Games won by /);
      for (const level of LEVELS) {
        const cell = row.cells[level];
        assert.ok(cell, `${row.head}: a ${level} players' figure`);
        const exact = sims[level].seats[i]!.winShare;
        // Compared within rounding, not re-formatted.
        assert.ok(
          Math.abs(shown(cell.value) - exact) <= halfUnit(cell.value),
          `${row.head}, ${level}: page ${cell.value} against ${exact}`,
        );
        // The interval is Wilson's for the wins the command counted.
        assert.equal(
          cell.interval,
          formatInterval('share', wilson(sims[level].seats[i]!.wins, sims[level].games)),
          `${row.head}, ${level}`,
        );
      }
    });

    // The game's own figures: each row names its stat, says what it rests on, and shows that stat of each run with an interval around it.
    const stats = rows.filter((r) => /data-stat="/.test(r.attrs));
    assert.deepEqual(
      stats.map((r) => /data-stat="([^"]+)"/.exec(r.attrs)?.[1]),
      headlines.figures.map((f) => f.key),
      'every headline figure, in order',
    );
    stats.forEach((row, i) => {
      const held = typical.headlines.find((f) => f.key === headlines.figures[i]!.key)?.basis;
      assert.ok(held, `${headlines.figures[i]!.key}: the engine works out what it rests on`);
      noMore(held, headlines.figures[i]!.basis, headlines.figures[i]!.key);
      const spec = {
        ...headlines.figures[i]!,
        basis: held,
        label: figureLabel(GAME_PARTS[game].stats.labelOf(headlines.figures[i]!.key)!),
      };
      assert.match(row.attrs, new RegExp(`data-basis="${spec.basis}"`));
      assert.equal(row.head, `${spec.label} ${restsOn(spec.basis, spec.note)}`, 'the label, and what the figure rests on beside it');
      for (const level of LEVELS) {
        const cell = row.cells[level];
        assert.ok(cell, `${spec.label}: a ${level} players' figure`);
        const exact = sims[level].stats[spec.key];
        assert.ok(exact !== undefined, `${spec.label}: ${spec.key} is one of the simulation's figures`);
        const value = shown(cell.value);
        const close = Math.abs(exact - value) <= halfUnit(cell.value);
        assert.ok(close, `${spec.label}, ${level}: page ${cell.value} against ${exact}`);
        const [low, high] = interval(cell.interval);
        assert.ok(low <= value && value <= high, `${spec.label}, ${level}: ${cell.value} within ${cell.interval}`);
      }
    });
  });
}
