/**
 * Bluff 'N' Peg scoring: the bluffing zone, "double or fold", and the pegs.
 *
 * A peg position on a player's column is an integer:
 *   WINNER_HOLE (61)   the winner hole; reaching it ends the game (ruling bp-track-length)
 *   1 .. 60            the column, counted in points from the start
 *   0                  the start hole
 *   -1, -2, -3         the three last-chance holes (-1 is met first)
 *   OUT_THE_BACK (-4)  out the back; the game ends after this hand
 * The bluffing peg's position is an index into BLUFF_ZONE (0 = the 1X hole).
 * Players are seats 0..n-1 (2 to 6 players).
 */
import { fail, type EngineError, type Result } from '../../result.ts';
import { isOneOf, isRecord, isWhole } from '../../input.ts';
import { capitalize } from '../../words.ts';

/** Each bluffing-zone hole: the penalty multiplier above it and the winner's points below it. */
export const BLUFF_ZONE = [
  { multiplier: 1, points: 5 },
  { multiplier: 2, points: 10 },
  { multiplier: 4, points: 20 },
  { multiplier: 8, points: 40 },
] as const;
export const MAX_DOUBLES = BLUFF_ZONE.length - 1;
/** "Double or fold" may be declared only as this card is laid. */
export const DOUBLE_CARD = 3;
export const HAND_SIZE = 5;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

/** Points from the start hole to the winner hole: our ruling bp-track-length, measured in endings.ts. */
export const WINNER_HOLE = 61;
/** The track of our first ruling, a full cribbage board: the ruling's other reading. */
export const CRIBBAGE_TRACK = 121;
export const START_HOLE = 0;
export const LAST_CHANCE_HOLES = [-1, -2, -3] as const;
export const OUT_THE_BACK = -4;

export type BluffEvent =
  | { readonly type: 'lay'; readonly player: number; readonly cards: number }
  | { readonly type: 'double'; readonly player: number }
  | { readonly type: 'accept'; readonly player: number }
  | { readonly type: 'fold'; readonly player: number }
  | { readonly type: 'win'; readonly players: readonly number[] };
export const EVENT_TYPES = ['lay', 'double', 'accept', 'fold', 'win'] as const satisfies readonly BluffEvent['type'][];

export const BLUFF_ERROR_CODES = [
  'bad-table',
  'bad-position',
  'bad-event',
  'bad-player',
  'player-folded',
  'too-many-cards',
  'double-timing',
  'double-limit',
  'double-last-chance',
  'double-pending',
  'no-double',
  'after-win',
  'no-winner',
] as const;
export type BluffErrorCode = (typeof BLUFF_ERROR_CODES)[number];
/** An error in a hand's events is placed on `field: 'event'`, with `index` the offending event. */
export type BluffError = EngineError<BluffErrorCode>;

export const OUTCOMES = ['won', 'lost', 'folded'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface PegMove {
  readonly player: number;
  readonly outcome: Outcome;
  readonly cardsShown: number;
  /** Points won (positive) or lost (negative), before the track's limits. */
  readonly points: number;
  readonly from: number;
  readonly to: number;
}

export interface HandScore {
  /** One per player, in seat order. */
  readonly moves: readonly PegMove[];
  /** The bluffing peg's position after each event (same length as the events). */
  readonly peg: readonly number[];
  /** Set when this hand ends the game. */
  readonly gameOver: GameOver | null;
}

export interface GameOver {
  readonly reason: 'winner-hole' | 'out-the-back';
  /** Who is ahead: those in the winner hole, or the furthest pegs after an out-the-back. */
  readonly leaders: readonly number[];
  /** More than one leader: they play one more hand (ruling bp-game-end-ties). */
  readonly playOff: boolean;
}

/**
 * The board and bluffing zone a game is played on. The printed game is
 * STANDARD_BOARD; the game's rules (rules.ts, options.ts) build others from a
 * designer's options. Positions keep the same meaning: `winnerHole` points
 * from the start, `lastChance` holes behind it (-1 .. -lastChance), and out
 * the back one hole further (`outTheBack(board)`).
 */
export interface BoardRules {
  readonly zone: readonly { readonly multiplier: number; readonly points: number }[];
  /** Doubles allowed in one hand (at most zone.length - 1). */
  readonly maxDoubles: number;
  readonly winnerHole: number;
  /** Last-chance holes behind the start (at least 1). */
  readonly lastChance: number;
}
export const STANDARD_BOARD: BoardRules = {
  zone: BLUFF_ZONE,
  maxDoubles: MAX_DOUBLES,
  winnerHole: WINNER_HOLE,
  lastChance: LAST_CHANCE_HOLES.length,
};
export const outTheBack = (board: BoardRules): number => -board.lastChance - 1;

/** Where a peg lands after winning or losing `points` in one hand, from `from`. */
export function movePeg(from: number, points: number, board: BoardRules = STANDARD_BOARD): number {
  if (points > 0) return Math.min(board.winnerHole, from + points);
  if (points === 0) return from; // nothing to pay (no card laid): the peg stays, even in the last-chance holes
  if (from < START_HOLE) return from - 1; // last chance: one hole per hand
  return Math.max(from + points, LAST_CHANCE_HOLES[0]); // stop in the first last-chance hole
}

interface Pending {
  readonly declarer: number;
  readonly waiting: Set<number>;
  accepted: boolean;
}

/**
 * Score one hand from its events, given each player's peg at the start of
 * the hand. The hand must end with a `win` event. Errors are values.
 */
export function scoreHand(start: unknown, events: unknown): Result<HandScore, BluffError> {
  return scoreHandOn(STANDARD_BOARD, start, events);
}

/**
 * `scoreHand` on another board (a designer's track, zone and double limit).
 * The board is trusted; start (the pegs, readonly number[]) and events
 * (readonly BluffEvent[]) may be any values: they are checked as they are read.
 */
export function scoreHandOn(board: BoardRules, start: unknown, events: unknown): Result<HandScore, BluffError> {
  const back = outTheBack(board);
  const at = (event: number) => ({ field: 'event', index: event }) as const;
  if (!Array.isArray(start) || start.length < MIN_PLAYERS || start.length > MAX_PLAYERS) {
    return fail('bad-table', `Bluff 'N' Peg is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players; give one peg position per player.`);
  }
  if (!Array.isArray(events)) return fail('bad-event', `Give the hand's events as a list: ${EVENT_TYPES.join(', ')}.`);
  const givenPegs: readonly unknown[] = start;
  const givenEvents: readonly unknown[] = events;
  const n = givenPegs.length;
  const pegs: number[] = [];
  for (const [seat, p] of givenPegs.entries()) {
    if (!isWhole(p, back + 1, board.winnerHole - 1)) {
      return fail(
        'bad-position',
        `Player ${seat + 1}'s peg must be between the last last-chance hole (${back + 1}) and ${board.winnerHole - 1}; the game is over otherwise.`,
      );
    }
    pegs.push(p);
  }
  const shown = Array<number>(n).fill(0);
  const points = Array<number | undefined>(n).fill(undefined);
  const folded = new Set<number>();
  const doubled = new Set<number>();
  const pegTrace: number[] = [];
  let peg = 0;
  let pending: Pending | null = null;
  let won = false;
  /** Who laid a card in the event before this one, if it was a lay (a double is declared only as the third card is laid). */
  let justLaid: number | null = null;

  const isSeat = (p: unknown): p is number => typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < n;
  const penalty = (seat: number, multiplier: number): number => 0 - (shown[seat] ?? 0) * multiplier;
  const multiplier = (): number => board.zone[peg]?.multiplier ?? 1;
  const who = (seat: number): string => `player ${seat + 1}`;
  /** The player of event i (every event but a win names one): at the table and not folded. */
  const playerOf = (event: { readonly [key: string]: unknown }, i: number): Result<number, BluffError> => {
    const p = event.player;
    if (!isSeat(p)) return fail('bad-player', `Event ${i + 1} names a player who is not at the table (seats 1 to ${n}).`, at(i));
    if (folded.has(p)) return fail('player-folded', `${capitalize(who(p))} has already folded.`, at(i));
    return { ok: true, value: p };
  };

  for (const [i, event] of givenEvents.entries()) {
    if (won) return fail('after-win', 'Nothing can happen after the hand is won.', at(i));
    const type = isRecord(event) ? event.type : undefined;
    if (!isRecord(event) || !isOneOf(EVENT_TYPES, type)) {
      return fail('bad-event', `Event ${i + 1} is not one of: ${EVENT_TYPES.join(', ')}.`, at(i));
    }
    let laid: number | null = null;
    switch (type) {
      case 'lay': {
        const player = playerOf(event, i);
        if (!player.ok) return player;
        const p = player.value;
        if (pending !== null) return fail('double-pending', `Everyone must answer the double or fold before ${who(p)} lays a card.`, at(i));
        const cards = event.cards;
        if (typeof cards !== 'number' || !Number.isInteger(cards) || cards < 1)
          return fail('bad-event', 'A lay shows at least one card.', at(i));
        const total = (shown[p] ?? 0) + cards;
        if (total > HAND_SIZE)
          return fail('too-many-cards', `${capitalize(who(p))} would show ${total} cards; a hand has ${HAND_SIZE}.`, at(i));
        shown[p] = total;
        laid = p;
        break;
      }
      case 'double': {
        const player = playerOf(event, i);
        if (!player.ok) return player;
        const p = player.value;
        if (pending !== null) return fail('double-pending', 'Answer the current double or fold first.', at(i));
        if (justLaid !== p || shown[p] !== DOUBLE_CARD) {
          return fail(
            'double-timing',
            `"Double or fold" is declared only as a player lays their third card; ${who(p)} has ${shown[p] ?? 0} showing.`,
            at(i),
          );
        }
        if (doubled.size >= board.maxDoubles)
          return fail('double-limit', `There can be at most ${board.maxDoubles} doubles in a hand.`, at(i));
        if ((pegs[p] ?? 0) < START_HOLE)
          return fail('double-last-chance', `${capitalize(who(p))} is in the last-chance holes and may not declare double or fold.`, at(i));
        doubled.add(p);
        const waiting = new Set([...Array(n).keys()].filter((s) => s !== p && !folded.has(s)));
        pending = { declarer: p, waiting, accepted: false };
        break;
      }
      case 'accept':
      case 'fold': {
        const player = playerOf(event, i);
        if (!player.ok) return player;
        const p = player.value;
        if (pending === null) {
          if (type === 'accept') return fail('no-double', 'There is no double or fold to accept.', at(i));
          points[p] = penalty(p, multiplier());
          folded.add(p);
          break;
        }
        if (!pending.waiting.has(p)) return fail('bad-player', `${capitalize(who(p))} is not answering this double or fold.`, at(i));
        pending.waiting.delete(p);
        if (type === 'accept') pending.accepted = true;
        else {
          points[p] = penalty(p, multiplier()); // the multiplier before any advance
          folded.add(p);
        }
        if (pending.waiting.size === 0) {
          if (pending.accepted) peg++;
          pending = null;
        }
        break;
      }
      case 'win': {
        if (pending !== null) return fail('double-pending', 'Answer the double or fold before the hand is won.', at(i));
        const named = event.players;
        if (!Array.isArray(named) || named.length === 0) return fail('no-winner', 'Name who won the hand.', at(i));
        const listed: readonly unknown[] = named;
        const winners: number[] = [];
        for (const w of listed) {
          if (!isSeat(w)) return fail('bad-player', `A winner is not at the table (seats 1 to ${n}).`, at(i));
          if (folded.has(w)) return fail('player-folded', `${capitalize(who(w))} folded and cannot win.`, at(i));
          winners.push(w);
        }
        if (new Set(winners).size !== winners.length) return fail('bad-player', 'A winner is named twice.', at(i));
        const prize = board.zone[peg]?.points ?? 0;
        for (let s = 0; s < n; s++) if (!folded.has(s)) points[s] = winners.includes(s) ? prize : penalty(s, multiplier());
        won = true;
        break;
      }
    }
    pegTrace.push(peg);
    justLaid = laid;
  }
  if (!won) return fail('no-winner', 'The hand has no winner yet: end the events with a win.');

  const moves = pegs.map((from, player): PegMove => {
    const p = points[player] ?? 0;
    const outcome: Outcome = folded.has(player) ? 'folded' : p > 0 ? 'won' : 'lost';
    return { player, outcome, cardsShown: shown[player] ?? 0, points: p, from, to: movePeg(from, p, board) };
  });
  return {
    ok: true,
    value: {
      moves,
      peg: pegTrace,
      gameOver: gameOverAfter(
        moves.map((m) => m.to),
        board,
      ),
    },
  };
}

/** Whether these pegs end the game, and who leads (ruling bp-game-end-ties). */
export function gameOverAfter(pegs: readonly number[], board: BoardRules = STANDARD_BOARD): GameOver | null {
  const seatsAt = (hole: number): number[] => pegs.flatMap((p, s) => (p === hole ? [s] : []));
  const home = seatsAt(board.winnerHole);
  if (home.length > 0) return { reason: 'winner-hole', leaders: home, playOff: home.length > 1 };
  if (!pegs.includes(outTheBack(board))) return null;
  const leaders = seatsAt(Math.max(...pegs));
  return { reason: 'out-the-back', leaders, playOff: leaders.length > 1 };
}
