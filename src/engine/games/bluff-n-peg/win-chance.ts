/**
 * Bluff 'N' Peg: each seat's chance of winning the game from the pegs at the end of a hand, read from a table
 * learned by self-play (win-chance-count.ts counts it, scripts/bluff-n-peg-win-chance.ts writes
 * win-chance-data.ts). The expert's search scores a rollout stopped at the end of the hand with it.
 *
 * Why a table and not a formula of the pegs: most games end when someone goes out the back and the leader then wins
 * (85% to 91% of games between sensible players), so a rival's three last-chance holes are worth far more than
 * their points, and a softmax of the pegs cannot say so. The search with this table in place of the softmax won
 * 4 to 5 points more games (docs/decisions/2026-11-28-bluff-n-peg-flat-search.md).
 *
 * The table is for the game it was learned from: 4 players on the 61-point track. Any other table is scored by a
 * softmax of the pegs, as before.
 */
import { softmaxShares } from '../../search/estimate.ts';
import { OUT_THE_BACK, WINNER_HOLE } from './pegging.ts';
import { WIN_CHANCE_DATA } from './win-chance-data.ts';

/** The players and track the table was learned for. */
export const TABLE_PLAYERS = 4;
export const TABLE_TRACK = WINNER_HOLE;

/**
 * A peg's bucket, 0 to BUCKETS - 1: out the back and the three last-chance holes one by one (0 to 3), the start
 * hole (4), then five points a bucket (1 to 5 is 5, ..., 56 to 60 is 16), and the winner hole (17).
 */
export function pegBucket(peg: number): number {
  if (peg <= 0) return Math.max(0, peg - OUT_THE_BACK);
  return Math.min(BUCKETS - 1, 4 + Math.ceil(peg / 5));
}
export const BUCKETS = 18;

/**
 * A cell's index in the table: (my bucket, the best other peg's bucket, the worst other peg's bucket), the first
 * the most significant, BUCKETS to a digit. The table holds the chance as a byte, 0 to 255 (255 is certain).
 */
export const cellOf = (mine: number, best: number, worst: number): number =>
  (pegBucket(mine) * BUCKETS + pegBucket(best)) * BUCKETS + pegBucket(worst);
export const CELLS = BUCKETS ** 3;

/** The table as chances, decoded once from its hex string (two digits a cell). */
let table: Float64Array | undefined;
function decoded(): Float64Array {
  if (table !== undefined) return table;
  const t = new Float64Array(CELLS);
  for (let i = 0; i < CELLS; i++) t[i] = Number.parseInt(WIN_CHANCE_DATA.slice(2 * i, 2 * i + 2), 16) / 255;
  return (table = t);
}

/** One seat's chance of winning, from the table, before the seats' chances are made to add up to 1. */
export function tableChance(pegs: readonly number[], seat: number): number {
  let best = -Infinity;
  let worst = Infinity;
  pegs.forEach((p, s) => {
    if (s === seat) return;
    best = Math.max(best, p);
    worst = Math.min(worst, p);
  });
  return decoded()[cellOf(pegs[seat] ?? 0, best, worst)] ?? 0;
}

/** Each seat's chance of winning the game from `pegs` at the end of a hand, adding up to 1. */
export function winChances(pegs: readonly number[], track: number): number[] {
  if (pegs.length !== TABLE_PLAYERS || track !== TABLE_TRACK) return softmaxShares(pegs, track / 10);
  const raw = pegs.map((_, s) => tableChance(pegs, s));
  const sum = raw.reduce((a, b) => a + b, 0);
  return sum > 0 ? raw.map((x) => x / sum) : softmaxShares(pegs, track / 10);
}
