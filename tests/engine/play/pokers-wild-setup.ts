/**
 * Poker's Wild! positions for the tests: hand-built from a picture of the
 * board, or reached by random legal play. A picture is the board ("." empty,
 * "*" a wild space, X/Y the jokers); the first two cards are the starters.
 */
import type { Card } from '../../../src/engine/hands/cards.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import { PW_OPTIONS, SCORING, type PwOptions } from '../../../src/engine/games/pokers-wild/options.ts';
import { RULES } from '../../../src/engine/games/pokers-wild/rules.ts';
import type { PwState } from '../../../src/engine/games/pokers-wild/state.ts';
import { board, card } from '../pokers-wild-picture.ts';

export const DEFAULTS = defaultOptions(PW_OPTIONS);
export const opts = (o: Partial<PwOptions>): PwOptions => ({ ...DEFAULTS, ...o });

/** A random position: random legal play from a random seed, stopped after `steps` moves. */
export function positionAfter(options: PwOptions, seed: number, steps: number): PwState {
  const rng = rngAt(seed ^ 0x5eed);
  let s = RULES.newGame(options, seed);
  for (let k = 0; k < steps; k++) {
    const seat = RULES.toAct(s);
    if (seat === null) break;
    s = RULES.apply(s, { seat, move: rng.pick(RULES.legalMoves(s, seat)) });
  }
  return s;
}

export interface Position {
  readonly picture: string;
  readonly hands: readonly string[];
  /** The draw deck, top first; 'rest' puts every other card of the 54 there. */
  readonly deck?: readonly string[] | 'rest';
  readonly turn?: number;
  readonly marks?: readonly (readonly number[])[];
  readonly circles?: number;
  readonly points?: readonly number[];
}

export function position(p: Position): PwState {
  const b = board(p.picture);
  const { rows, cols } = b.layout;
  const hands = p.hands.map((h) => (h === '' ? [] : h.split(' ').map(card)));
  const used = new Set<Card>([...b.cells.filter((c): c is Card => c !== null), ...hands.flat()]);
  const deck =
    p.deck === 'rest' || p.deck === undefined ? Array.from({ length: 54 }, (_, i) => i).filter((c) => !used.has(c)) : p.deck.map(card);
  const marks = p.marks ?? hands.map(() => SCORING.map(() => 0));
  const points = p.points ?? DEFAULTS.points;
  return {
    players: hands.length,
    rows,
    cols,
    wild: b.layout.wildSpaces.map((s) => s.row * cols + s.col),
    deckSize: 54,
    points,
    circles: p.circles ?? 0,
    starters: b.layout.starters.map((s) => s.row * cols + s.col),
    cells: b.cells,
    hands,
    deck,
    turn: p.turn ?? 0,
    marks,
    scores: marks.map((row) => row.reduce((a, n, c) => a + n * (points[c] ?? 0), 0)),
    turns: b.cells.filter((c) => c !== null).length - 2,
    fullRows: 0,
    rng: 1,
  };
}

/** Nines in row 2 beside a wild space below, and a king at the end. */
export const BOARD = `
  . .  .  .  .
  . 9s 9h .  Kd
  . .  *  .  .
`;
