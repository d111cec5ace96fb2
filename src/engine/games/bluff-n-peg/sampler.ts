/**
 * Bluff 'N' Peg's sampler for the search (search/ismcts.ts): a whole state that fits one seat's view. The pegs,
 * every card laid face up, the hand's events and the seat's own hand and thrown cards are as it sees them; the
 * cards it cannot see (the other players' unlaid and thrown cards, and the deck) are dealt at random from the rest
 * of the 52, each place keeping its size, and the PRNG is new.
 *
 * What the view does not show and no move depends on: the running counters (statistics) other than the hands
 * dealt start from zero, and a finished game's reason for ending (its summary's words) is left unset.
 */
import { NATURAL_CARDS, type Card } from '../../hands/cards.ts';
import type { Rng } from '../../play/random.ts';
import type { SamplerParts } from '../../bots/expert.ts';
import { dealSizes, freshSeed, unseen } from '../../search/deal.ts';
import { softmaxShares } from '../../search/estimate.ts';
import type { BpOptions } from './options.ts';
import { freshStats } from './rules.ts';
import type { BpState } from './state.ts';
import type { BpView } from './view.ts';

const ALL_CARDS: readonly Card[] = Array.from({ length: NATURAL_CARDS }, (_, c) => c);
/** Cards dealt to each player in a hand. */
const HAND = 5;

function sampleBp(v: BpView, rng: Rng): BpState {
  const o: BpOptions = {
    players: v.players,
    track: v.track,
    lastChance: v.lastChance,
    multipliers: v.multipliers,
    points: v.prizes,
    doubles: v.doublesLeft + v.doubled.length,
    deucesWild: v.deucesWild,
    discards: v.maxDiscards,
    handLimit: v.handLimit,
  };
  const seats = Array.from({ length: v.players }, (_, i) => i);
  const other = (seat: number): boolean => seat !== v.seat && v.seats.includes(seat);
  // A player holds the cards of the deal not laid, less any thrown away and not yet replaced.
  const heldSizes = seats.map((seat) =>
    other(seat) ? HAND - (v.laid[seat]?.length ?? 0) - (v.phase === 'discard' ? (v.discarded[seat] ?? 0) : 0) : 0,
  );
  const thrownSizes = seats.map((seat) => (other(seat) ? (v.discarded[seat] ?? 0) : 0));
  const pool = unseen(ALL_CARDS, v.hand, v.thrown, ...v.laid);
  const deckSize = pool.length - heldSizes.reduce((a, b) => a + b, 0) - thrownSizes.reduce((a, b) => a + b, 0);
  const dealt = dealSizes(pool, [...heldSizes, ...thrownSizes, deckSize], rng);
  return {
    o,
    rng: freshSeed(rng),
    pegs: v.pegs,
    draw: v.draw,
    dealer: v.dealer,
    seats: v.seats,
    playOff: v.playOff,
    handStart: v.handStart,
    deck: dealt[2 * v.players] ?? [],
    held: seats.map((seat) => (seat === v.seat ? v.hand : (dealt[seat] ?? []))),
    laid: v.laid,
    showing: v.showing,
    thrown: seats.map((seat) => (seat === v.seat ? v.thrown : (dealt[v.players + seat] ?? []))),
    discarded: v.discarded,
    folded: v.folded,
    zone: v.zone,
    doubled: v.doubled,
    phase: v.phase,
    turn: v.turn,
    answering: v.answering,
    declarer: v.declarer,
    accepted: v.accepted,
    events: v.events,
    last: v.last,
    winners: v.winners,
    end: null,
    stats: { ...freshStats(), hands: v.hands },
  };
}

const name = (seat: number): string => `Player ${seat + 1}`;

/** What Bluff 'N' Peg adds to the search (bots/expert.ts). */
export const SEARCH: SamplerParts<BpState, BpView> = {
  sample: sampleBp,
  seats: (v) => v.players,
  names: (v) => Array.from({ length: v.players }, (_, i) => name(i)),
  // A rollout ends with the hand in play: the next deal's cards would only add noise to what this hand's moves are worth.
  horizon: (start, s) => s.stats.hands !== start.stats.hands,
  // Pegs nearer the winner hole: a tenth of the track is worth e times the chance.
  estimate: (s) => softmaxShares(s.pegs, s.o.track / 10),
};
