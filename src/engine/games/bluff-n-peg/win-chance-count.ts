/**
 * Counting Bluff 'N' Peg's win-chance table (win-chance.ts) by self-play, apart from reading it: the count plays
 * tens of thousands of games (about 18 s), so it runs in scripts/bluff-n-peg-win-chance.ts, never in a page or a
 * test, and the table is stored as data (win-chance-data.ts).
 *
 * Games at the printed rules (4 players, the 61-point track): in four games of five one seat plays the expert's own
 * play (own-play.ts) and the others the sensible player; in the fifth all four are sensible, so the table has seen
 * both the players the expert meets and itself. At the start of every hand each seat's (my peg, best other, worst
 * other) cell counts one visit and, when the game is over, the seat's share of the win (ties split). A cell seen
 * fewer than `PRIOR` times is drawn toward the cell of (my peg, best other) alone, by `PRIOR` visits at that
 * cell's rate (an even 1 in 4 where that is unseen too).
 */
import { defaultOptions } from '../../play/options.ts';
import { mixSeed, rngAt } from '../../play/random.ts';
import type { Bot } from '../../play/types.ts';
import { SENSIBLE } from './bots.ts';
import { OWN_PLAY } from './own-play.ts';
import { RULES } from './rules.ts';
import type { BpMove } from './state.ts';
import type { BpView } from './view.ts';
import { BUCKETS, CELLS, cellOf, pegBucket, TABLE_PLAYERS } from './win-chance.ts';

/** Visits by which a thin cell is drawn toward its two-peg cell. */
export const PRIOR = 20;

/** One hand's start in a finished game: the pegs then, and each seat's share of the game's win. */
export interface HandStart {
  readonly pegs: readonly number[];
  readonly shares: readonly number[];
}

/** The pegs at each hand's start in game `i` of a self-play run from `seed`, with each seat's share of the win. */
export function selfPlayGame(seed: number, i: number): HandStart[] {
  const options = { ...defaultOptions(RULES.options), players: TABLE_PLAYERS };
  const own = i % 5; // 0 to 3: that seat plays the own play; 4: every seat sensible
  const bots: Bot<BpView, BpMove>[] = Array.from({ length: TABLE_PLAYERS }, (_, s) => (s === own ? OWN_PLAY : SENSIBLE));
  const rng = rngAt(mixSeed(seed, i, 1));
  let state = RULES.newGame(options, mixSeed(seed, i));
  const starts: (readonly number[])[] = [];
  let hands = -1;
  for (let seat = RULES.toAct(state); seat !== null; seat = RULES.toAct(state)) {
    if (state.stats.hands !== hands) {
      hands = state.stats.hands;
      starts.push([...state.pegs]);
    }
    const move = (bots[seat] ?? SENSIBLE)(RULES.view(state, seat), RULES.legalMoves(state, seat), rng).move;
    state = RULES.apply(state, { seat, move });
  }
  const winners = RULES.outcome(state)?.winners ?? [];
  const shares = Array.from({ length: TABLE_PLAYERS }, (_, s) => (winners.includes(s) ? 1 / winners.length : 0));
  return starts.map((pegs) => ({ pegs, shares }));
}

/** The table (chances 0 to 1, by `cellOf`) from hand starts, each thin cell drawn toward its two-peg cell. */
export function tableFrom(starts: Iterable<HandStart>): Float64Array {
  const won = new Float64Array(CELLS);
  const seen = new Float64Array(CELLS);
  const won2 = new Float64Array(BUCKETS * BUCKETS);
  const seen2 = new Float64Array(BUCKETS * BUCKETS);
  for (const { pegs, shares } of starts)
    pegs.forEach((mine, s) => {
      const others = pegs.filter((_, j) => j !== s);
      const best = Math.max(...others);
      const cell = cellOf(mine, best, Math.min(...others));
      const cell2 = pegBucket(mine) * BUCKETS + pegBucket(best);
      const share = shares[s] ?? 0;
      won[cell] = (won[cell] ?? 0) + share;
      seen[cell] = (seen[cell] ?? 0) + 1;
      won2[cell2] = (won2[cell2] ?? 0) + share;
      seen2[cell2] = (seen2[cell2] ?? 0) + 1;
    });
  const table = new Float64Array(CELLS);
  for (let cell = 0; cell < CELLS; cell++) {
    const cell2 = Math.floor(cell / BUCKETS);
    const n2 = seen2[cell2] ?? 0;
    const prior = n2 > 0 ? (won2[cell2] ?? 0) / n2 : 1 / TABLE_PLAYERS;
    table[cell] = ((won[cell] ?? 0) + PRIOR * prior) / ((seen[cell] ?? 0) + PRIOR);
  }
  return table;
}

/** The table as win-chance.ts stores it: each chance as a byte, two hex digits a cell. */
export const encodeTable = (table: Float64Array): string =>
  Array.from(table, (x) =>
    Math.round(Math.min(1, Math.max(0, x)) * 255)
      .toString(16)
      .padStart(2, '0'),
  ).join('');
