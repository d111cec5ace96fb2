/**
 * The bluffing-zone scorer's state and URL form (pure; unit tested).
 *
 *   bp-players  2 to 6 (default 3)
 *   bp-start    each player's peg at the start of the hand, "~"-joined,
 *               -3 (last last-chance hole) to 120, e.g. 0~15~-1 (default all 0)
 *   bp-events   what happened, "~"-joined; players are 1-based:
 *                 L<p>.<n>  player p lays n cards face up (L2.1)
 *                 D<p>      player p declares double or fold
 *                 A<p>      player p accepts the double
 *                 F<p>      player p folds
 *   bp-won      who won the hand, "."-joined (1.3 for a tie)
 *
 * `resolveHand` replays the events with the engine: events that break the
 * rules fall back to the example hand, with a note.
 */
import {
  HAND_SIZE,
  LAST_CHANCE_HOLES,
  MAX_PLAYERS,
  MIN_PLAYERS,
  OUT_THE_BACK,
  START_HOLE,
  WINNER_HOLE,
  scoreHand,
  type BluffEvent,
} from '../../../engine/games/bluff-n-peg/pegging.ts';
import { intParam, listParam, readState, writeState, type Param, type UrlCodec } from '../../../lib/url-state.ts';

/** One step of the hand (everything but the win). */
export type Step = Exclude<BluffEvent, { type: 'win' }>;

const LOWEST = LAST_CHANCE_HOLES[LAST_CHANCE_HOLES.length - 1] ?? -3;

export const stepParam: Param<Step> = {
  defaultValue: { type: 'lay', player: 0, cards: 1 },
  parse(raw) {
    const lay = /^L([1-6])\.([1-5])$/u.exec(raw);
    if (lay !== null) return { ok: true, value: { type: 'lay', player: Number(lay[1]) - 1, cards: Number(lay[2]) } };
    const other = /^([DAF])([1-6])$/u.exec(raw);
    if (other === null)
      return {
        ok: false,
        error: `write a step as L<player>.<cards> (lays), D<player> (double), A<player> (accepts) or F<player> (folds).`,
      };
    const type = other[1] === 'D' ? 'double' : other[1] === 'A' ? 'accept' : 'fold';
    return { ok: true, value: { type, player: Number(other[2]) - 1 } };
  },
  serialize(step) {
    const p = step.player + 1;
    switch (step.type) {
      case 'lay':
        return `L${p}.${step.cards}`;
      case 'double':
        return `D${p}`;
      case 'accept':
        return `A${p}`;
      case 'fold':
        return `F${p}`;
    }
  },
  equals: (a, b) => stepParam.serialize(a) === stepParam.serialize(b),
};

const lay = (player: number, cards = 1): Step => ({ type: 'lay', player, cards });
/** The example: three players; player 1 doubles on the third card, player 2 accepts, player 3 folds; player 2 wins at 2X. */
export const EXAMPLE_STEPS: readonly Step[] = [
  lay(0),
  lay(1),
  lay(2),
  lay(0),
  lay(1),
  lay(2),
  lay(0),
  { type: 'double', player: 0 },
  { type: 'accept', player: 1 },
  { type: 'fold', player: 2 },
  lay(1),
  lay(0, 2),
  lay(1, 2),
];
export const EXAMPLE_WINNERS: readonly number[] = [1];
export const EXAMPLE_PLAYERS = 3;

const seatParam: Param<number> = {
  ...intParam(1, 1, MAX_PLAYERS),
  parse(raw) {
    const r = intParam(1, 1, MAX_PLAYERS).parse(raw);
    return r.ok ? { ok: true, value: r.value - 1 } : r;
  },
  serialize: (v) => String(v + 1),
};

export const PEG_SPEC = {
  'bp-players': intParam(EXAMPLE_PLAYERS, MIN_PLAYERS, MAX_PLAYERS),
  'bp-start': listParam(intParam(0, LOWEST, WINNER_HOLE - 1), '~', MAX_PLAYERS, []),
  'bp-events': listParam(stepParam, '~', MAX_PLAYERS * (HAND_SIZE + 3), EXAMPLE_STEPS),
  'bp-won': listParam(seatParam, '.', MAX_PLAYERS, EXAMPLE_WINNERS),
};

export interface HandState {
  readonly players: number;
  /** One per player. */
  readonly start: readonly number[];
  readonly steps: readonly Step[];
  readonly winners: readonly number[];
}

export const EXAMPLE: HandState = { players: EXAMPLE_PLAYERS, start: [0, 0, 0], steps: EXAMPLE_STEPS, winners: EXAMPLE_WINNERS };

export const eventsOf = (s: HandState): BluffEvent[] => [...s.steps, { type: 'win', players: s.winners }];

export function resolveHand(params: URLSearchParams): { state: HandState; notes: string[] } {
  const { state, notes } = readState(PEG_SPEC, params);
  const out = [...notes];
  const players = state['bp-players'];
  let start = state['bp-start'];
  if (start.length === 0) start = Array<number>(players).fill(0);
  else if (start.length !== players) {
    out.push(`Ignored bp-start: it gives ${start.length} pegs for ${players} players.`);
    start = Array<number>(players).fill(0);
  }
  const hand: HandState = { players, start, steps: state['bp-events'], winners: state['bp-won'].filter((w) => w < players) };
  const scored = scoreHand(hand.start, eventsOf(hand));
  // A broken step (not the win, which the reader can still fix) brings back the example.
  if (!scored.ok && scored.error.field === 'event' && scored.error.index !== undefined && scored.error.index < hand.steps.length) {
    out.push(`Ignored bp-events: step ${scored.error.index + 1}: ${scored.error.message} Showing the example hand.`);
    return { state: EXAMPLE, notes: out };
  }
  return { state: hand, notes: out };
}

export function handParams(s: HandState, base = new URLSearchParams()): URLSearchParams {
  const allZero = s.start.every((p) => p === 0);
  return writeState(
    PEG_SPEC,
    { 'bp-players': s.players, 'bp-start': allZero ? [] : s.start, 'bp-events': s.steps, 'bp-won': s.winners },
    base,
  );
}

/** The hand's URL form (its keys always had the bp- prefix, so none was renamed). */
export const HAND_CODEC: UrlCodec<HandState> = { renamed: {}, read: resolveHand, write: handParams };

/**
 * Whether `step` may come next: replays the hand with it and a stand-in
 * win, and reports an error only when the new step itself breaks a rule.
 */
export function checkStep(s: HandState, step: Step): string | null {
  const steps = [...s.steps, step];
  const folded = new Set(steps.filter((e) => e.type === 'fold').map((e) => e.player));
  const someone = [...Array(s.players).keys()].find((p) => !folded.has(p));
  const r = scoreHand(s.start, [...steps, { type: 'win', players: someone === undefined ? [] : [someone] }]);
  if (r.ok || r.error.field !== 'event' || r.error.index === undefined || r.error.index >= steps.length) return null;
  return r.error.message;
}

/** A hole as a table cell or a board label: never a bare negative number. */
export function holeLabel(p: number): string {
  if (p >= WINNER_HOLE) return `winner hole (${WINNER_HOLE})`;
  if (p === START_HOLE) return 'start';
  if (p === OUT_THE_BACK) return 'out the back';
  if (p < 0) return `last chance ${-p}`;
  return String(p);
}

/** "Number of cards" as typed: a whole number from 1 to HAND_SIZE, or a sentence saying what is wrong. */
export function parseCardCount(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const t = text.trim();
  if (!/^\d+$/u.test(t)) return { ok: false, error: `the number of cards must be a whole number from 1 to ${HAND_SIZE}.` };
  const n = Number(t);
  if (n < 1 || n > HAND_SIZE)
    return { ok: false, error: `a hand has ${HAND_SIZE} cards, so a player lays 1 to ${HAND_SIZE} at a time, not ${t}.` };
  return { ok: true, value: n };
}
