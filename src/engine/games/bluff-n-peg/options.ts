/**
 * Bluff 'N' Peg's options: the rules a designer might change, each defaulting
 * to the printed rules (or to our ruling where the rules are silent), and the
 * board they describe.
 */
import { BLUFF_ZONE, LAST_CHANCE_HOLES, MAX_DOUBLES, MAX_PLAYERS, MIN_PLAYERS, WINNER_HOLE, type BoardRules } from './pegging.ts';
import type { EngineError } from '../../result.ts';
import type { OptionValues } from '../../play/options.ts';

export const BP_OPTIONS = [
  {
    kind: 'int',
    name: 'players',
    label: 'Players',
    help: 'How many players; the box has 6 pegs and the rules give no number, so 2 to 6 (4 by default).',
    default: 4,
    min: MIN_PLAYERS,
    max: MAX_PLAYERS,
  },
  {
    kind: 'int',
    name: 'track',
    label: 'Track length',
    help: `Points from the start hole to the winner hole (the rules give no length; our ruling: ${WINNER_HOLE}, a short cribbage board).`,
    default: WINNER_HOLE,
    min: 10,
    max: 500,
  },
  {
    kind: 'int',
    name: 'lastChance',
    label: 'Last-chance holes',
    help: `Holes behind the start before out the back (the rules: ${LAST_CHANCE_HOLES.length}).`,
    default: LAST_CHANCE_HOLES.length,
    min: 1,
    max: 10,
  },
  {
    kind: 'ints',
    name: 'multipliers',
    label: 'Multipliers',
    help: `What a loser pays per card laid in each bluffing-zone hole (the rules print 1X and 2X; ${BLUFF_ZONE.map((h) => h.multiplier).join(', ')} is our ruling).`,
    default: BLUFF_ZONE.map((h) => h.multiplier),
    minLength: 1,
    maxLength: 6,
    min: 0,
    max: 100,
  },
  {
    kind: 'ints',
    name: 'points',
    label: 'Winner points',
    help: `What the hand's winner scores in each bluffing-zone hole (the rules: ${BLUFF_ZONE.map((h) => h.points).join(', ')}).`,
    default: BLUFF_ZONE.map((h) => h.points),
    minLength: 1,
    maxLength: 6,
    min: 1,
    max: 500,
  },
  {
    kind: 'int',
    name: 'doubles',
    label: 'Double-or-fold limit',
    help: `How many times "double or fold" may be declared in one hand (the rules: ${MAX_DOUBLES}).`,
    default: MAX_DOUBLES,
    min: 0,
    max: 5,
  },
  {
    kind: 'bool',
    name: 'deucesWild',
    label: 'Deuces wild',
    help: "The rules' variation: every 2 is wild (off by default).",
    default: false,
  },
  {
    kind: 'int',
    name: 'discards',
    label: 'Discards',
    help: 'How many cards a player may throw away and replace before laying (the rules: 3).',
    default: 3,
    min: 0,
    // Six players each holding 5 and replacing 3 use 48 cards: one deck always suffices (ruling bp-deck).
    max: 3,
  },
  {
    kind: 'int',
    name: 'handLimit',
    label: 'Hand limit',
    help: 'Our cap for computer games (the rules have none): after this many hands the furthest peg wins.',
    default: 200,
    min: 1,
    max: 2000,
  },
] as const;

export type BpOptions = OptionValues<typeof BP_OPTIONS>;

/** The limits the specs cannot say: one winner's prize per multiplier, and room in the zone for every double. */
export function checkOptions(o: BpOptions): EngineError | null {
  if (o.points.length !== o.multipliers.length)
    return {
      code: 'bad-options',
      message: `The bluffing zone needs one winner's prize per multiplier: ${o.multipliers.length} multipliers but ${o.points.length} prizes.`,
    };
  if (o.doubles > o.multipliers.length - 1)
    return {
      code: 'bad-options',
      message: `A zone of ${o.multipliers.length} holes has room for at most ${o.multipliers.length - 1} doubles, not ${o.doubles}.`,
    };
  return null;
}

export function boardOf(o: BpOptions): BoardRules {
  let board = BOARDS.get(o);
  if (board === undefined) {
    board = makeBoard(o);
    BOARDS.set(o, board);
  }
  return board;
}
/** Boards made once per options object: the game asks at the end of every hand. */
const BOARDS = new WeakMap<BpOptions, BoardRules>();

function makeBoard(o: BpOptions): BoardRules {
  return {
    zone: o.multipliers.map((multiplier, i) => ({ multiplier, points: o.points[i] ?? 0 })),
    maxDoubles: o.doubles,
    winnerHole: o.track,
    lastChance: o.lastChance,
  };
}
