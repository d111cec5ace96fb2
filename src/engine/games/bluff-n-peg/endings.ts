/**
 * How Bluff 'N' Peg games end: in the winner hole, or with a peg out the
 * back. The rules name the winner hole first but never say how far away it
 * is, and we found no published count of the board's holes, so the track's
 * length (ruling bp-track-length) rests on measurement: the length at which
 * both endings come up when the players look after their pegs.
 *
 * The site's sensible bot (bots.ts) weighs a hand's points but
 * never looks at the pegs: from the last-chance holes it lays cards as
 * freely as from the middle of the track, so it goes out the back far more
 * often than a player who knows the board. `carefulBot` is our measuring
 * stick for that player, not a seat on the site: the sensible bot's play,
 * except that when it would lay or accept it values each result by where
 * its own peg would land, counting a last-chance hole given up as `life`
 * points, and folds when staying in is worth less than folding. It beats
 * the sensible bot when they share a table (`headToHead`).
 *
 * The game page prints these figures at build time
 * (src/components/rules/BluffEndings.astro), and
 * `npm run bench:bluff-n-peg-track` prints them across track lengths and
 * player counts.
 */
import { HAND_SIZE, movePeg, type BoardRules } from './pegging.ts';
import type { BpOptions } from './options.ts';
import { readTable, SENSIBLE } from './bots.ts';
import type { BpMove } from './state.ts';
import type { BpView } from './view.ts';
import { PARTS } from './index.ts';
import { randomBot } from '../../bots/random.ts';
import type { AnyPlayable } from '../../play/playable.ts';
import { simulate } from '../../play/simulate.ts';
import type { Bot } from '../../play/types.ts';

/** What the careful player counts one last-chance hole as, in points (a hand at 2X pays its winner 10). */
export const CAREFUL_LIFE = 15;

/** A peg's worth to its owner: its points past the start, or `life` points owed per hole behind it (out the back is one more). */
const worth = (peg: number, life: number): number => (peg >= 0 ? peg : peg * life);

/** The careful player (see the file's comment): the sensible bot, folding where its own peg would pay too much for staying in. */
export function carefulBot(life = CAREFUL_LIFE): Bot<BpView, BpMove> {
  return (v, legal, rng) => {
    const fold = legal.find((m) => m.kind === 'fold');
    const first = legal[0];
    // A play-off hand moves no peg; discards, lays with no fold allowed and double offers are the sensible bot's.
    if (
      fold === undefined ||
      first === undefined ||
      v.playOff ||
      (first.kind !== 'lay' && first.kind !== 'fold' && first.kind !== 'accept')
    )
      return SENSIBLE(v, legal, rng);
    const t = readTable(v, true);
    if (t.needed === null) return SENSIBLE(v, legal, rng); // it folds: even the whole hand cannot get ahead
    const board: BoardRules = { zone: [], maxDoubles: 0, winnerHole: v.track, lastChance: v.lastChance };
    const peg = v.pegs[v.seat] ?? 0;
    const change = (points: number): number => worth(movePeg(peg, points, board), life) - worth(peg, life);
    const laid = (v.laid[v.seat] ?? []).length;
    const accepting = first.kind === 'accept';
    const zone = accepting ? Math.min(v.zone + 1, v.multipliers.length - 1) : v.zone;
    const multiplier = v.multipliers[zone] ?? 1;
    // Cards it would have showing if it loses: those needed to get ahead, and one more to stay ahead after a double.
    const exposed = accepting ? Math.min(HAND_SIZE, laid + t.needed.length + 1) : laid + t.needed.length;
    const stay = t.win * change(v.prizes[zone] ?? 0) + (1 - t.win) * change(-exposed * multiplier);
    const leave = change(-laid * (v.multipliers[v.zone] ?? 1));
    if (stay < leave)
      return {
        move: fold,
        reason:
          peg < 0
            ? 'My peg is in the last-chance holes and this hand is not worth another hole, so fold.'
            : 'What I could lose here would cost my peg more than folding now, so fold.',
      };
    return SENSIBLE(v, legal, rng);
  };
}

/** The two tables measured: everyone sensible (the site's bot), or everyone careful. */
export const ENDING_TABLES = ['sensible', 'careful'] as const;
export type EndingTable = (typeof ENDING_TABLES)[number];

/** The game with each bot level's seat taken by another player: simulate seats players by level. */
const withBots = (sensible: Bot<BpView, BpMove>, random: Bot<BpView, BpMove>): AnyPlayable => ({
  ...PARTS,
  // This study seats only these two levels; the skilled and expert seats, never taken, are the sensible player.
  bots: { sensible, random, skilled: sensible, expert: sensible },
});

export interface Endings {
  readonly games: number;
  readonly seed: number;
  /** Shares of the games: ended in the winner hole, out the back, or stopped at the hand limit. */
  readonly winnerHole: number;
  readonly outTheBack: number;
  readonly handLimit: number;
  readonly meanHands: number;
}

/** How `games` games at one table end, dealt as `simulate` deals them (game i from mixSeed(seed, i)). */
export function endings(options: BpOptions, table: EndingTable, games: number, seed: number): Endings {
  const game = withBots(table === 'careful' ? carefulBot() : SENSIBLE, randomBot);
  const stats = simulate(game, options, seed, ['sensible'], games).summary(game, seed, options, ['sensible']).stats;
  return {
    games,
    seed,
    winnerHole: stats.winnerHoleShare ?? 0,
    outTheBack: stats.outTheBackShare ?? 0,
    handLimit: stats.handLimitShare ?? 0,
    meanHands: stats.meanHands ?? 0,
  };
}

/**
 * Careful and sensible players at one table, in alternate seats (careful in
 * seats 1, 3, …, counting from 1): the share of the games the careful
 * seats won, a shared win counting for each winner.
 */
export function headToHead(options: BpOptions, games: number, seed: number): number {
  const game = withBots(carefulBot(), SENSIBLE);
  const summary = simulate(game, options, seed, ['sensible', 'random'], games).summary(game, seed, options, ['sensible', 'random']);
  return summary.seats.reduce((sum, seat, i) => sum + (i % 2 === 0 ? seat.winShare : 0), 0);
}
