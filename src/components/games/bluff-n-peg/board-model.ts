/**
 * The Bluff 'N' Peg board's logic, apart from its drawing (Board.tsx) so it
 * runs and is tested in Node: where a peg stands in words, where each hole
 * of the track is drawn, how many cards each seat holds, and the words on
 * the buttons.
 */
import { faceText, type Card } from '../../../engine/hands/cards.ts';
import { sameMove } from '../../../engine/play/moves.ts';
import type { BpMove } from '../../../engine/games/bluff-n-peg/state.ts';
import type { BpView } from '../../../engine/games/bluff-n-peg/view.ts';

/** The lowest peg position: out the back, one hole behind the last last-chance hole. */
export const outTheBackOf = (v: Pick<BpView, 'lastChance'>): number => -v.lastChance - 1;

/** Where a peg stands, in words: "the start hole", "hole 12", "last-chance hole 2", "out the back", "the winner hole". */
export function pegWords(peg: number, v: Pick<BpView, 'lastChance' | 'track'>): string {
  if (peg >= v.track) return 'the winner hole';
  if (peg <= outTheBackOf(v)) return 'out the back';
  if (peg < 0) return `last-chance hole ${-peg}`;
  if (peg === 0) return 'the start hole';
  return `hole ${peg}`;
}

/**
 * The track's drawing, folded like a cribbage board into streets of 30
 * holes (six groups of five; 20 on a narrow board), each street with a lane per player. The first
 * street starts with out the back, the last-chance holes and the start hole;
 * the winner hole ends the last street.
 */
export interface TrackGeometry {
  readonly width: number;
  readonly height: number;
  /** Where `peg` is drawn in `lane` (a seat). */
  readonly at: (peg: number, lane: number) => { readonly x: number; readonly y: number };
  /** Each street: its first and last hole, and the y of its first lane. */
  readonly streets: readonly { readonly from: number; readonly to: number; readonly y: number }[];
  /** Holes per street. */
  readonly perStreet: number;
  /** The x of hole `col` (0 to perStreet - 1) in any street. */
  readonly colX: (col: number) => number;
  /** The x of the special holes on the first street. */
  readonly backX: number;
  readonly lastChanceX: (hole: number) => number;
  readonly startX: number;
  readonly winnerX: number;
}

/** Holes per street: 30 on a wide board, 20 on a narrow one (a phone), so the holes stay big enough to see. */
export const STREETS = { wide: 30, narrow: 20 } as const;
export type StreetWidth = keyof typeof STREETS;
export const LANE = 11;
const STEP = 10;
const GROUP_GAP = 5;
/** The first street's hole 1, after the lane names and the special holes. */
const FIRST_HOLE_X = 100;
const STREET_GAP = 14;
const TOP = 26;

export function trackGeometry(v: Pick<BpView, 'lastChance' | 'track' | 'players'>, street: StreetWidth = 'wide'): TrackGeometry {
  const STREET = STREETS[street];
  const back = outTheBackOf(v);
  const streetsN = Math.max(1, Math.ceil((v.track - 1) / STREET));
  const streetH = v.players * LANE + STREET_GAP;
  const colX = (col: number): number => FIRST_HOLE_X + col * STEP + Math.floor(col / 5) * GROUP_GAP;
  // Special holes, right to left from the start: start, last chance 1…n (n leftmost), out the back.
  const startX = 84;
  const lcStep = Math.min(10, 42 / Math.max(1, v.lastChance));
  const lastChanceX = (hole: number): number => startX - 12 - (hole - 1) * lcStep;
  const backX = lastChanceX(v.lastChance) - 12;
  const lastCol = (v.track - 2) % STREET;
  const winnerX = colX(lastCol) + 16;
  const streets = Array.from({ length: streetsN }, (_, i) => ({
    from: i * STREET + 1,
    to: Math.min(v.track - 1, (i + 1) * STREET),
    y: TOP + i * streetH,
  }));
  const at = (peg: number, lane: number) => {
    const laneY = (street: number): number => TOP + street * streetH + lane * LANE;
    if (peg >= v.track) return { x: winnerX, y: laneY(streetsN - 1) };
    if (peg <= back) return { x: backX, y: laneY(0) };
    if (peg < 0) return { x: lastChanceX(-peg), y: laneY(0) };
    if (peg === 0) return { x: startX, y: laneY(0) };
    return { x: colX((peg - 1) % STREET), y: laneY(Math.floor((peg - 1) / STREET)) };
  };
  return {
    perStreet: STREET,
    width: Math.max(colX(STREET - 1), winnerX) + 14,
    height: TOP + streetsN * streetH - STREET_GAP + 6,
    at,
    streets,
    colX,
    backX,
    lastChanceX,
    startX,
    winnerX,
  };
}

/** How many cards `seat` holds face down now (the rest of its five are laid or thrown away). */
export function cardsHeld(v: BpView, seat: number): number {
  if (!v.seats.includes(seat)) return 0;
  const laid = v.laid[seat]?.length ?? 0;
  if (v.phase === 'discard') return 5 - (v.discarded[seat] ?? 0) - laid;
  return 5 - laid;
}

export const cardShort = (c: Card): string => faceText(c).short;
export const cardName = (c: Card): string => faceText(c).name;
export const cardsWord = (n: number): string => `${n} card${n === 1 ? '' : 's'}`;

/** A move's button, in words ("Lay 7♣", "Throw away 2 cards"). */
export function moveLabel(move: BpMove): string {
  switch (move.kind) {
    case 'discard':
      return move.cards.length === 0 ? 'Keep all five cards' : `Throw away ${cardsWord(move.cards.length)}`;
    case 'lay':
      return `Lay ${cardShort(move.card)}`;
    case 'fold':
      return 'Fold';
    case 'double':
      return 'Call double or fold';
    case 'no-double':
      return 'Go on without a double';
    case 'accept':
      return 'Accept the double';
  }
}

/** The legal discard of exactly these cards, pressed in any order (a discard lists its cards in ascending order), or undefined. */
export function discardMove(legal: readonly BpMove[], cards: readonly Card[]): BpMove | undefined {
  const want: BpMove = { kind: 'discard', cards: [...cards].sort((a, b) => a - b) };
  return legal.find((m) => sameMove(m, want));
}

/** The hand's state in one sentence, for the top of the table. */
export function phaseText(v: BpView, names: readonly string[]): string {
  const who = (seat: number): string => (seat === v.seat ? 'you' : (names[seat] ?? `Player ${seat + 1}`));
  const Who = (seat: number): string => {
    const w = who(seat);
    return w.charAt(0).toUpperCase() + w.slice(1);
  };
  const you = v.turn === v.seat;
  switch (v.phase) {
    case 'discard':
      return `${Who(v.turn)} ${you ? 'throw' : 'throws'} away up to ${cardsWord(v.maxDiscards)} for new ones.`;
    case 'lay':
      return `${Who(v.turn)} ${you ? 'lay' : 'lays'} a card face up, or ${you ? 'fold' : 'folds'}.`;
    case 'offer':
      return `${Who(v.turn)} may call double or fold.`;
    case 'answer':
      return `${Who(v.declarer)} called double or fold: ${who(v.turn)} ${you ? 'accept or fold' : 'accepts or folds'}.`;
    case 'over':
      return 'The game is over.';
  }
}
