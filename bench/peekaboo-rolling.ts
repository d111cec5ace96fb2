/**
 * npm run bench:peekaboo-rolling: the exact rolling decisions of
 * src/engine/games/peekaboo/rolling.ts, timed and tried at the table. It
 * asserts nothing.
 *
 *   1. Time per decision: the first (cold: it builds the model of the players
 *      still to roll and the hand tables), then every rolling decision met in
 *      seeded games, by how many players are still to roll.
 *   2. At the table: one seat holds by `bestRoll` and bets as the sensible
 *      player does, against sensible players, with the seats rotated; its
 *      share of the games won (a tie shared) and of the showdowns won, with 95%
 *      intervals, beside a sensible seat's.
 *
 * Usage: node bench/peekaboo-rolling.ts [--games n] [--players n] [--seed s]
 */
import { SENSIBLE } from '../src/engine/games/peekaboo/bots.ts';
import { PEEKABOO_OPTIONS } from '../src/engine/games/peekaboo/options.ts';
import { bestRoll } from '../src/engine/games/peekaboo/rolling.ts';
import { RULES } from '../src/engine/games/peekaboo/rules.ts';
import type { PeekabooMove, PeekabooState } from '../src/engine/games/peekaboo/state.ts';
import { defaultOptions } from '../src/engine/play/options.ts';
import { mixSeed, rngAt } from '../src/engine/play/random.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const GAMES = Number.parseInt(arg('games', '1000'), 10);
const PLAYERS = Number.parseInt(arg('players', '4'), 10);
const SEED = Number.parseInt(arg('seed', '22'), 10);

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (x: number): string => `${x.toFixed(3)} ms`;

console.log(`Peekaboo rolling decisions, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}\n`);

// 1. Time per decision.
const byToRoll = new Map<number, number[]>();
let cold: number | null = null;
for (let game = 0; game < 200; game++) {
  const players = 2 + (game % 5);
  let s: PeekabooState = RULES.newGame({ ...defaultOptions(PEEKABOO_OPTIONS), players }, mixSeed(SEED, game));
  const rng = rngAt(mixSeed(SEED, game, 1));
  while (s.phase !== 'over') {
    const seat = s.turn;
    const legal = RULES.legalMoves(s, seat);
    const view = RULES.view(s, seat);
    if (s.phase === 'roll') {
      const t0 = performance.now();
      const choice = bestRoll(view, legal);
      const spent = performance.now() - t0;
      if (cold === null) cold = spent;
      else {
        const toRoll = s.inRound.filter((inRound, p) => inRound && p !== seat && (s.lookers[p] ?? []).length === 0).length;
        byToRoll.set(toRoll, [...(byToRoll.get(toRoll) ?? []), spent]);
      }
      if (choice === null) throw new Error('no advice at a rolling decision');
    }
    s = RULES.apply(s, { seat, move: SENSIBLE(view, legal, rng).move });
  }
}
console.log(`Time per decision (first, cold: ${ms(cold ?? 0)}); then median / 95th percentile / max:`);
for (const [toRoll, times] of [...byToRoll].sort((a, b) => a[0] - b[0])) {
  const sorted = times.sort((a, b) => a - b);
  console.log(
    `  ${String(toRoll)} still to roll: ${String(sorted.length).padStart(5)} decisions   ${ms(quantile(sorted, 0.5))} / ${ms(quantile(sorted, 0.95))} / ${ms(sorted[sorted.length - 1] ?? 0)}`,
  );
}

// 2. At the table.
const interval = (wins: number, n: number): string => {
  const p = wins / n;
  const half = 1.96 * Math.sqrt((p * (1 - p)) / n);
  return `${(100 * p).toFixed(1)}% ± ${(100 * half).toFixed(1)}`;
};
let expertGames = 0;
let sensibleGames = 0;
let expertShowdowns = 0;
let sensibleShowdowns = 0;
let showdowns = 0;
for (let game = 0; game < GAMES; game++) {
  const expert = game % PLAYERS;
  const other = (expert + 1) % PLAYERS;
  let s: PeekabooState = RULES.newGame({ ...defaultOptions(PEEKABOO_OPTIONS), players: PLAYERS }, mixSeed(SEED + 1, game));
  const rng = rngAt(mixSeed(SEED + 1, game, 1));
  while (s.phase !== 'over') {
    const seat = s.turn;
    const legal = RULES.legalMoves(s, seat);
    const view = RULES.view(s, seat);
    const move: PeekabooMove = (seat === expert ? bestRoll(view, legal)?.move : undefined) ?? SENSIBLE(view, legal, rng).move;
    const before = s.last;
    s = RULES.apply(s, { seat, move });
    const last = s.last;
    if (last !== before && last !== null && last.end === 'showdown') {
      showdowns++;
      const winners = last.pots[0]?.winners ?? [];
      if (winners.includes(expert)) expertShowdowns += 1 / winners.length;
      if (winners.includes(other)) sensibleShowdowns += 1 / winners.length;
    }
  }
  const winners = RULES.outcome(s)?.winners ?? [];
  if (winners.includes(expert)) expertGames += 1 / winners.length;
  if (winners.includes(other)) sensibleGames += 1 / winners.length;
}
console.log(
  `\n${String(GAMES)} games of ${String(PLAYERS)}, seats rotated: one seat holds by bestRoll (bets as sensible), the rest sensible.`,
);
console.log(
  `  games won (fair share ${(100 / PLAYERS).toFixed(1)}%): bestRoll seat ${interval(expertGames, GAMES)}, a sensible seat ${interval(sensibleGames, GAMES)}`,
);
console.log(
  `  main pots won at ${String(showdowns)} showdowns: bestRoll seat ${interval(expertShowdowns, showdowns)}, a sensible seat ${interval(sensibleShowdowns, showdowns)}`,
);
