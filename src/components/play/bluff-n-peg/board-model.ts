/**
 * The Bluff 'N' Peg board's logic, apart from its drawing (Board.tsx) so it
 * runs and is tested in Node: where a peg stands in words, where each hole
 * of the track is drawn, how many cards each seat holds, and the words on
 * the buttons.
 */
import { faceText, type Card } from '../../../engine/cards.ts';
import type { BpMove } from '../../../engine/play/bluff-n-peg-state.ts';
import type { BpView } from '../../../engine/play/bluff-n-peg-view.ts';

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

/** The track's drawing: one lane per player, holes left (out the back) to right (the winner hole). */
export interface TrackGeometry {
  readonly width: number;
  /** The x of each position, from out the back to the winner hole. */
  readonly x: (peg: number) => number;
  /** The positions drawn: out the back, the last-chance holes, the start, the holes, the winner hole. */
  readonly holes: readonly number[];
  /** Positions that get a number above the track (0, 10, 20, …, or 0, 20, 40, … on a long track). */
  readonly marks: readonly number[];
}

export const TRACK_LEFT = 34;
const STEP = 6;
const GROUP_GAP = 3;
const ZONE_GAP = 8;

/** Holes in groups of five after the start, as on a cribbage board; the start and the last-chance holes set a little apart. */
export function trackGeometry(v: Pick<BpView, 'lastChance' | 'track'>): TrackGeometry {
  const back = outTheBackOf(v);
  const x = (peg: number): number => {
    const p = Math.max(back, Math.min(v.track, peg));
    const groups = p >= 1 ? Math.floor((p - 1) / 5) : 0;
    const zones = (p >= back + 1 ? 1 : 0) + (p >= 0 ? 1 : 0) + (p >= 1 ? 1 : 0) + (p >= v.track ? 1 : 0);
    return TRACK_LEFT + (p - back) * STEP + groups * GROUP_GAP + zones * ZONE_GAP;
  };
  const holes = Array.from({ length: v.track - back + 1 }, (_, i) => back + i);
  const every = v.track <= 150 ? 10 : v.track <= 300 ? 20 : 50;
  const marks = holes.filter((p) => p >= 0 && p < v.track && p % every === 0);
  return { width: x(v.track) + 16, x, holes, marks };
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
      return 'Play on without a double';
    case 'accept':
      return 'Accept the double';
  }
}

/** The legal discard of exactly these cards, or undefined. */
export function discardMove(legal: readonly BpMove[], cards: readonly Card[]): Extract<BpMove, { kind: 'discard' }> | undefined {
  const want = [...cards].sort((a, b) => a - b).join(',');
  for (const m of legal) if (m.kind === 'discard' && m.cards.join(',') === want) return m;
  return undefined;
}

/** Whether a hint is this move. */
export function sameMove(a: BpMove | null, b: BpMove): boolean {
  if (a === null || a.kind !== b.kind) return false;
  if (a.kind === 'lay' && b.kind === 'lay') return a.card === b.card;
  if (a.kind === 'discard' && b.kind === 'discard') return a.cards.join(',') === b.cards.join(',');
  return true;
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
