/**
 * npm run bench:bots: the strength ladder, and how long the expert thinks. First, per game, a ladder: each level
 * (random, sensible, skilled, expert; --levels picks some) in one seat (Nina's Five: a team) against sensible players,
 * the seat rotated game by game, with its win share, its 95% Wilson interval and, for the skilled player, its CPU
 * time per game (its own moves only). Then the expert's row as the play pages read it: for each game it plays games at the
 * printed rules with one expert among sensible players (Nina's Five: an expert team against a sensible team), the
 * expert's seat rotated game by game, and prints the expert's win share (ties split, as the search scores them)
 * with its 95% Wilson interval, the fair share, and the time per expert move (median and 95th percentile, wall
 * clock and CPU; moves with one legal choice are not searched and not counted). It asserts nothing.
 *
 * Game i is dealt from mixSeed(seed, i) and its players draw from mixSeed(seed, i, 1), as `simulate` does.
 *
 * With --write it also stores each game's row in src/data/bot-strength.json (STRENGTH_FILE), which each play page
 * reads at build to say how strong its computer players are; rows of games not run are kept.
 *
 * Usage: node bench/bots.ts [--games n] [--seed s] [--game id,id] [--levels random,sensible,skilled,expert] [--write]
 * (the expert's row, and --write, only when the levels include expert).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BOTS, expertBudget } from '../src/engine/bots/index.ts';
import type { StrengthRow } from '../src/components/play/strength.ts';
import { GAME_IDS, type GameId } from '../src/engine/ids.ts';
import { defaultOptions } from '../src/engine/play/options.ts';
import { playable, type AnyPlayable } from '../src/engine/play/playable.ts';
import { mixSeed, rngAt } from '../src/engine/play/random.ts';
import { quantile } from '../src/engine/play/simulate.ts';
import { BOT_LEVELS, type Bot, type BotLevel } from '../src/engine/play/types.ts';
import { outcomeShares } from '../src/engine/search/ismcts.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const GAMES = Number.parseInt(arg('games', '200'), 10);
const SEED = Number.parseInt(arg('seed', '2026'), 10);
const ONLY = arg('game', GAME_IDS.join(',')).split(',') as GameId[];
const LEVELS = arg('levels', BOT_LEVELS.join(','))
  .split(',')
  .filter((l): l is BotLevel => (BOT_LEVELS as readonly string[]).includes(l));
const WRITE = process.argv.includes('--write') && LEVELS.includes('expert');
/** Where --write stores the rows, which each play page reads at build (src/components/play/strength.ts). */
const STRENGTH_FILE = 'src/data/bot-strength.json';
const MEASURED = new Date().toISOString().slice(0, 10);
const rows: Partial<Record<GameId, StrengthRow>> = {};

/** The 95% Wilson score interval of a share `p` over `n` trials. */
function wilson(p: number, n: number): [number, number] {
  const z = 1.959964;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const ms = (x: number): string => `${x.toFixed(0)} ms`;

/** Partners in Nina's Five: the expert takes both seats of a team. */
const teamOf = (id: GameId): ((seat: number) => number) => (id === 'ninas-five' ? (s: number) => s % 2 : (s: number) => s);

/** The share game `i` gives the rotated seat (its side), with `bot` on that side and sensible players elsewhere. */
function playOne(id: GameId, i: number, bot: Bot<unknown, unknown>): number {
  const game: AnyPlayable = playable(id);
  const { rules } = game;
  const options = defaultOptions(rules.options);
  const seats = rules.seats(options);
  const side = teamOf(id);
  const sides = new Set(Array.from({ length: seats }, (_, s) => side(s))).size;
  const sensible = BOTS[id].sensible as Bot<unknown, unknown>;
  const mine = i % sides;
  const bots = Array.from({ length: seats }, (_, s) => (side(s) === mine ? bot : sensible));
  const rng = rngAt(mixSeed(SEED, i, 1));
  let state: unknown = rules.newGame(options, mixSeed(SEED, i));
  for (let seat = rules.toAct(state); seat !== null; seat = rules.toAct(state)) {
    const legal: readonly unknown[] = rules.legalMoves(state, seat);
    const move: unknown = (bots[seat] ?? sensible)(rules.view(state, seat), legal, rng).move;
    state = rules.apply(state, { seat, move });
  }
  const outcome = rules.outcome(state);
  if (outcome === null) throw new Error(`${id}: game ${i} did not end`);
  const seat = Array.from({ length: seats }, (_, s) => s).find((s) => side(s) === mine) ?? 0;
  return outcomeShares(outcome, seats, side)[seat] ?? 0;
}

console.log(`The ladder: each level in one seat (Nina's Five: a team) against sensible players, ${GAMES} games a game, seed ${SEED},`);
console.log("the seat rotated; win share (ties split) with its 95% Wilson interval; the skilled player's CPU time per game.");
console.log('game            level      share   95% interval      fair   skilled cpu per game');
for (const id of ONLY) {
  const seats = playable(id).rules.seats(defaultOptions(playable(id).rules.options));
  const sides = id === 'ninas-five' ? 2 : seats;
  // The expert's share is the table below's (the same games): played once, there.
  for (const level of LEVELS.filter((l) => l !== 'expert')) {
    const bot = BOTS[id][level] as Bot<unknown, unknown>;
    let cpu = 0;
    const timed: Bot<unknown, unknown> = (view, legal, rng) => {
      const c0 = process.cpuUsage();
      const choice = bot(view, legal, rng);
      const c = process.cpuUsage(c0);
      cpu += (c.user + c.system) / 1000;
      return choice;
    };
    let won = 0;
    for (let i = 0; i < GAMES; i++) won += playOne(id, i, timed);
    const share = won / GAMES;
    const [lo, hi] = wilson(share, GAMES);
    console.log(
      [
        id.padEnd(15),
        level.padEnd(8),
        pct(share).padStart(7),
        `${pct(lo)} to ${pct(hi)}`.padStart(16),
        (id === 'nuclear-holdem' ? 'n/a' : pct(1 / sides)).padStart(6),
        level === 'skilled' ? `${(cpu / GAMES).toFixed(1)} ms`.padStart(22) : '',
      ].join(' '),
    );
  }
}
if (!LEVELS.includes('expert')) process.exit(0);
console.log("The ladder's expert rung: its share below, from the same games.");

console.log(`Expert against sensible players: ${GAMES} games a game, seed ${SEED}, printed rules, the expert's seat rotated.`);
console.log('game            seats  expert share  95% interval       fair  sensible there   per move: median (cpu)    p95 (cpu)    moves');
for (const id of ONLY) {
  const game: AnyPlayable = playable(id);
  const { rules } = game;
  const options = defaultOptions(rules.options);
  const seats = rules.seats(options);
  const side = teamOf(id);
  const sides = new Set(Array.from({ length: seats }, (_, s) => side(s))).size;
  const wall: number[] = [];
  const cpu: number[] = [];
  const expert: Bot<unknown, unknown> = BOTS[id].expert as Bot<unknown, unknown>;
  const timed: Bot<unknown, unknown> = (view, legal, rng) => {
    if (legal.length < 2) return expert(view, legal, rng);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const choice = expert(view, legal, rng);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    return choice;
  };
  const sensible = BOTS[id].sensible as Bot<unknown, unknown>;
  let won = 0;
  let base = 0;
  for (let i = 0; i < GAMES; i++) {
    won += playOne(id, i, timed);
    base += playOne(id, i, sensible);
  }
  const share = won / GAMES;
  const [lo, hi] = wilson(share, GAMES);
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const fair = id === 'nuclear-holdem' ? 'n/a' : pct(1 / sides);
  const round = (x: number): number => Math.round(x * 1000) / 1000;
  rows[id] = {
    command: `npm run bench:bots -- --games ${GAMES} --seed ${SEED} --game ${id} --write`,
    measured: MEASURED,
    games: GAMES,
    seed: SEED,
    seats,
    sides,
    expertShare: round(share),
    low: round(lo),
    high: round(hi),
    fair: id === 'nuclear-holdem' ? null : round(1 / sides),
    sensibleThere: round(base / GAMES),
    deals: expertBudget(id).iterations,
    medianMs: Math.round(quantile(cpu, 0.5)),
    moves: wall.length,
  };
  console.log(
    [
      id.padEnd(15),
      String(seats).padStart(5),
      pct(share).padStart(13),
      `${pct(lo)} to ${pct(hi)}`.padStart(18),
      fair.padStart(6),
      pct(base / GAMES).padStart(15),
      `${ms(quantile(wall, 0.5))} (${ms(quantile(cpu, 0.5))})`.padStart(24),
      `${ms(quantile(wall, 0.95))} (${ms(quantile(cpu, 0.95))})`.padStart(18),
      String(wall.length).padStart(8),
    ].join(' '),
  );
}
console.log('“sensible there”: a sensible player in the same seat of the same deals, everyone else sensible.');
if (WRITE) {
  const old: unknown = existsSync(STRENGTH_FILE) ? JSON.parse(readFileSync(STRENGTH_FILE, 'utf8')) : {};
  const kept = typeof old === 'object' && old !== null && 'games' in old ? (old as { games: object }).games : {};
  const file = { games: { ...kept, ...rows } };
  writeFileSync(STRENGTH_FILE, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`Wrote ${STRENGTH_FILE}.`);
}
