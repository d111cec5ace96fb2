/*
 * Bluff 'N' Peg's "how the games end" paragraph (BluffEndings.astro): every
 * figure on the built page is the engine's. The sensible table's shares are
 * checked against the page's own simulate command (run here with --json),
 * the careful table's against the engine's endings functions, so a page that
 * drifted from the engine, or a figure typed by hand, fails.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WINNER_HOLE } from '../../src/engine/games/bluff-n-peg/pegging.ts';
import { BP_OPTIONS } from '../../src/engine/games/bluff-n-peg/options.ts';
import { endings, headToHead } from '../../src/engine/games/bluff-n-peg/endings.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { readPage, textOf } from './dist.ts';

const ROOT = join(import.meta.dirname, '../..');

/** A share as printed, within the page's rounding of the exact value. */
function assertShare(text: string, pattern: RegExp, exact: number, what: string): void {
  const m = pattern.exec(text);
  assert.ok(m, `${what}: the page says it (${pattern}) in: ${text}`);
  const shown = Number(m[1]);
  assert.ok(Math.abs(shown - exact * 100) <= 0.5, `${what}: page ${shown}% against ${(exact * 100).toFixed(2)}%`);
}

test("Bluff 'N' Peg: how the games end, with the engine's figures and what they rest on", () => {
  const html = readPage('games/bluff-n-peg/');
  const section = /<section[^>]*data-endings="bluff-n-peg"[\s\S]*?<\/section>/.exec(html)?.[0];
  assert.ok(section, 'the page has the endings section');
  const text = textOf(section);
  const sample = /of ([\d,]+) games between sensible computer players on our (\d+)-point track/.exec(text);
  assert.ok(sample, `the sample and the track are stated: ${text}`);
  assert.equal(Number(sample[2]), WINNER_HOLE, 'the track is the ruling');
  const games = Number(sample[1]!.replace(/,/g, ''));
  const seed = Number(/seed (\d+)/.exec(text)?.[1]);
  assert.ok(Number.isInteger(seed), 'the seed is stated');

  // The sensible table: the simulate command's own figures.
  const sim = JSON.parse(
    execFileSync(
      process.execPath,
      ['src/engine/cli.ts', 'simulate', '--game', 'bluff-n-peg', '--games', String(games), '--seed', String(seed), '--json'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    ),
  ) as { stats: Record<string, number> };
  assertShare(text, /track, ([\d.]+)% ended in the winner hole/, sim.stats.winnerHoleShare!, 'sensible, winner hole');
  assertShare(text, /and ([\d.]+)% with a peg out the back/, sim.stats.outTheBackShare!, 'sensible, out the back');

  // The careful table and the mixed one: the engine's endings functions.
  const options = defaultOptions(BP_OPTIONS);
  const careful = endings(options, 'careful', games, seed);
  assertShare(text, /careful players ended ([\d.]+)% of them in the winner hole/, careful.winnerHole, 'careful, winner hole');
  assertShare(text, /hole and ([\d.]+)% out the back/, careful.outTheBack, 'careful, out the back');
  assertShare(text, /the careful ones won ([\d.]+)% of the games/, headToHead(options, games, seed), 'careful beside sensible');

  // What the figures rest on, the ruling they support, and how to see other tracks.
  assert.match(text, /never look at their pegs/, 'says the sensible players ignore their pegs');
  assert.match(section, /href="#ruling-bp-track-length"/, 'links the ruling');
  assert.match(text, /npm run -s bench:bluff-n-peg-track/);
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  assert.ok(scripts['bench:bluff-n-peg-track'], 'the bench command the page names exists');
});
