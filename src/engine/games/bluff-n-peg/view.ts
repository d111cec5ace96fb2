/**
 * What one Bluff 'N' Peg seat may see: everything on the table (pegs, the
 * bluffing peg, every card laid face up, who folded, how many cards each
 * player threw away, the opening draw, the last hand's scores) and its own
 * hand. Never another seat's hand or thrown cards, the deck, or the rng.
 */
import type { Card } from '../../hands/cards.ts';
import { mayDouble, type BpState, type HandReport, type Phase } from './state.ts';

export interface BpView {
  readonly seat: number;
  readonly players: number;
  readonly deucesWild: boolean;
  readonly maxDiscards: number;
  readonly multipliers: readonly number[];
  readonly prizes: readonly number[];
  readonly track: number;
  readonly lastChance: number;
  readonly pegs: readonly number[];
  readonly draw: readonly (readonly number[])[];
  readonly hands: number;
  readonly dealer: number;
  readonly seats: readonly number[];
  readonly playOff: boolean;
  readonly phase: Phase;
  readonly turn: number;
  /** My cards not yet laid. */
  readonly hand: readonly Card[];
  /** The cards I threw away this hand. */
  readonly thrown: readonly Card[];
  readonly laid: readonly (readonly Card[])[];
  /** The rank key of each seat's cards laid (see showingKey). */
  readonly showing: readonly number[];
  readonly discarded: readonly (number | null)[];
  readonly folded: readonly boolean[];
  readonly zone: number;
  readonly doublesLeft: number;
  readonly doubled: readonly number[];
  readonly mayDouble: boolean;
  readonly declarer: number;
  readonly answering: readonly number[];
  readonly last: HandReport | null;
  readonly winners: readonly number[] | null;
  /** Hands the game may last (the table's option). */
  readonly handLimit: number;
  /** Each peg at the start of this hand: what this hand's score starts from. */
  readonly handStart: readonly number[];
  /** This hand's events so far, as the table saw them (players numbered by their place in `seats`): what the hand scores. */
  readonly events: BpState['events'];
  /** Whether the pending double has been accepted by someone. */
  readonly accepted: boolean;
}

export function viewOf(s: BpState, seat: number): BpView {
  return {
    seat,
    players: s.o.players,
    deucesWild: s.o.deucesWild,
    maxDiscards: s.o.discards,
    multipliers: s.o.multipliers,
    prizes: s.o.points,
    track: s.o.track,
    lastChance: s.o.lastChance,
    pegs: s.pegs,
    draw: s.draw,
    hands: s.stats.hands,
    dealer: s.dealer,
    seats: s.seats,
    playOff: s.playOff,
    phase: s.phase,
    turn: s.turn,
    hand: s.held[seat] ?? [],
    thrown: s.thrown[seat] ?? [],
    laid: s.laid,
    showing: s.showing,
    discarded: s.discarded,
    folded: s.folded,
    zone: s.zone,
    doublesLeft: s.o.doubles - s.doubled.length,
    doubled: s.doubled,
    mayDouble: mayDouble(s, seat),
    declarer: s.declarer,
    answering: s.answering,
    last: s.last,
    winners: s.winners,
    handLimit: s.o.handLimit,
    handStart: s.handStart,
    events: s.events,
    accepted: s.accepted,
  };
}
