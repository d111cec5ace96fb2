/**
 * How strong a play page's computer players are, in words, from the measurement `npm run bench:bots -- --write`
 * stores in src/data/bot-strength.json (bench/bots.ts): per game, the Expert's win share against Easy players with
 * its 95% interval, the fair share, an Easy player's share in the same seats of the same deals, the deals it searches
 * a move, and its median time a move. No figure is typed here: the page reads the file at build, and a file that
 * does not hold a well-formed row for the game gives no paragraph, never a wrong one (strength.test.ts).
 */
import type { GameId } from '../../engine/ids.ts';
import { isRecord } from '../../engine/input.ts';
import { formatCount } from '../../engine/words.ts';

/** One game's row of the measurement. Shares are fractions from 0 to 1. */
export interface StrengthRow {
  /** The command that measured it (and rewrites it). */
  readonly command: string;
  /** The day it was measured, YYYY-MM-DD. */
  readonly measured: string;
  readonly games: number;
  readonly seed: number;
  readonly seats: number;
  /** Sides of the table: the seats, or Nina's Five's two teams. */
  readonly sides: number;
  /** The Expert's (its team's) share of the wins, ties split, and its 95% Wilson interval. */
  readonly expertShare: number;
  readonly low: number;
  readonly high: number;
  /** One side's fair share, or null where the game has none (Nuclear: everyone can lose). */
  readonly fair: number | null;
  /** An Easy player's share in the same seats of the same deals, everyone else Easy. */
  readonly sensibleThere: number;
  /** Deals the Expert searches a move (its budget). */
  readonly deals: number;
  /** Median CPU time of a searched move, in Node, ms (the machine's other work leaves it out, unlike the wall clock). */
  readonly medianMs: number;
  /** Searched moves timed. */
  readonly moves: number;
}

const isShare = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 1;
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** Game `id`'s row of the measurement file, checked field by field; null when it has none or it is not well formed. */
export function strengthRow(file: unknown, id: GameId): StrengthRow | null {
  if (!isRecord(file) || !isRecord(file.games)) return null;
  const row = file.games[id];
  if (!isRecord(row)) return null;
  const { command, measured, games, seed, seats, sides, expertShare, low, high, fair, sensibleThere, deals, medianMs, moves } = row;
  if (typeof command !== 'string' || !command.startsWith('npm run bench:bots')) return null;
  if (typeof measured !== 'string' || !/^\d{4}-\d{2}-\d{2}$/u.test(measured)) return null;
  if (!isCount(games) || games < 1 || !isCount(seed) || !isCount(seats) || !isCount(sides) || sides < 2) return null;
  if (!isShare(expertShare) || !isShare(low) || !isShare(high) || !isShare(sensibleThere) || !(low <= expertShare && expertShare <= high))
    return null;
  if (fair !== null && !isShare(fair)) return null;
  if (!isCount(deals) || !isCount(medianMs) || !isCount(moves)) return null;
  return { command, measured, games, seed, seats, sides, expertShare, low, high, fair, sensibleThere, deals, medianMs, moves };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const count = (n: number): string => WORDS[n] ?? formatCount(n);

/** Who played whom, from the row: partners share a side (Nina's Five), so fewer sides than seats means teams. */
function matchup(row: StrengthRow): { readonly expert: string; readonly easy: string } {
  if (row.sides < row.seats) {
    const team = row.seats / row.sides;
    return {
      expert: `a team of ${count(team)} Expert partners against ${count(row.seats - team)} Easy ones`,
      easy: 'an Easy team in the same seats',
    };
  }
  return { expert: `one Expert player among ${count(row.seats - 1)} Easy ones`, easy: 'an Easy player in the same seat of the same deals' };
}

/** The page's paragraph: the figures, their sample, and the command that measures them again. */
export function strengthText(row: StrengthRow): string {
  const { expert, easy } = matchup(row);
  const fair = row.fair === null ? '' : `; a fair share is ${pct(row.fair)}`;
  const sample =
    row.games < 1000
      ? ` ${formatCount(row.games)} games is a quick sample, so read the interval: it is where the true share most likely lies.`
      : '';
  const verdict =
    row.low > row.sensibleThere
      ? ' The Expert is the stronger player here: even the low end of its interval is above the Easy player’s share.'
      : row.high < row.sensibleThere
        ? ' In this game the Expert is not yet the stronger player: it won less often than an Easy player in its seat, by more than its interval allows.'
        : ' The Easy player’s share is inside the Expert’s interval, so these games do not show which of the two is stronger.';
  return (
    `In ${formatCount(row.games)} games at the printed rules, with the seats rotated from game to game, ${expert} won ` +
    `${pct(row.expertShare)} of them (95% interval ${pct(row.low)} to ${pct(row.high)}${fair}); ${easy} won ` +
    `${pct(row.sensibleThere)}.${verdict}${sample} The Expert tries each move over ${formatCount(row.deals)} deals that fit what it ` +
    `has seen: ${formatCount(row.medianMs)} ms of computing a move at the median (measured ${row.measured}).`
  );
}
