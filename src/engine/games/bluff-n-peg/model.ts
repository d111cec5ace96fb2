/**
 * Bluff 'N' Peg: what the other players' moves this hand say about their cards, read through the model the expert
 * plays against, the sensible player (bots.ts). The hand's events and the cards laid (public, in the view) replay
 * the hand from the end of the discards: who laid which card when, who declared, accepted or folded, and, after a
 * third card laid with no double declared, who could have declared and did not. Each of those moves was made with
 * the cards the player held then: the cards they hold now and those they laid since. For a dealt state, the weight
 * is the product over the other players' moves of 1 where the model, holding that state's cards, makes the same
 * move, and `STRAY` where it would not (a player who is not the model leaves every hand possible).
 *
 * The model's double-or-fold call is read without its occasional bluff (a double the model would not call keeps
 * `STRAY`, like any other). The discards are left out: the view shows how many cards each player threw away, but
 * not which of the cards they hold now they kept.
 */
import type { Card } from '../../hands/cards.ts';
import { EMPTY_HAND_KEY } from '../../hands/evaluate.ts';
import { rngAt, type Rng } from '../../play/random.ts';
import { SENSIBLE } from './bots.ts';
import { apply } from './rules.ts';
import { SEARCH } from './sampler.ts';
import { leftOf, type BpMove, type BpState } from './state.ts';
import { viewOf, type BpView } from './view.ts';

/** The weight a move keeps when the model would have made another. */
const STRAY = 0.1;

/** An rng for reading the model's calls: it never draws the bluff (its draws are always high). */
const NO_BLUFF: Rng = {
  next: () => 0.999,
  int: (n) => n - 1,
  pick: <T>(items: readonly T[]): T => {
    const last = items.at(-1);
    if (last === undefined) throw new RangeError('pick from an empty list');
    return last;
  },
  shuffle: <T>(items: readonly T[]): T[] => items.slice(),
  state: 0,
};

/** One move of another player this hand: what they saw (their hand left empty) and the cards they laid from then on. */
interface Decision {
  readonly view: BpView;
  readonly seat: number;
  /** Cards the player laid at this move or later: with the cards they hold now, their hand then. */
  readonly laidSince: readonly Card[];
  readonly move: BpMove;
}

const FOLD: BpMove = { kind: 'fold' };
const DOUBLE: BpMove = { kind: 'double' };
const NO_DOUBLE: BpMove = { kind: 'no-double' };
const ACCEPT: BpMove = { kind: 'accept' };

/** The legal moves of a decision for a player holding `hand` (as rules.ts lists them). */
function legalFor(move: BpMove, phase: BpState['phase'], hand: readonly Card[]): BpMove[] {
  switch (phase) {
    case 'offer':
      return [DOUBLE, NO_DOUBLE];
    case 'answer':
      return [ACCEPT, FOLD];
    case 'discard':
    case 'over':
      return [move];
    case 'lay':
      return [...hand.map((card): BpMove => ({ kind: 'lay', card })), FOLD];
  }
}

/** The other players' moves this hand, replayed from the end of the discards; null when there are none to read. */
function decisionsOf(view: BpView): Decision[] | null {
  if (view.phase === 'discard' || view.phase === 'over' || view.events.length === 0) return null;
  const base = SEARCH.sample(view, rngAt(0));
  const n = view.players;
  let state: BpState = {
    ...base,
    held: base.held.map((h, seat) => [...h, ...(view.laid[seat] ?? [])]),
    laid: base.laid.map(() => []),
    showing: base.showing.map(() => EMPTY_HAND_KEY),
    folded: base.folded.map(() => false),
    zone: 0,
    doubled: [],
    events: [],
    phase: 'lay',
    answering: [],
    declarer: -1,
    accepted: false,
    turn: leftOf(base, view.dealer)[0] ?? 0,
  };
  const laidSoFar = Array.from({ length: n }, () => 0);
  const out: Decision[] = [];
  const play = (seat: number, move: BpMove): void => {
    if (seat !== view.seat) out.push({ view: viewOf(state, seat), seat, laidSince: (view.laid[seat] ?? []).slice(laidSoFar[seat]), move });
    state = apply(state, { seat, move });
  };
  for (const event of view.events) {
    if (event.type === 'win') return null;
    const seat = view.seats[event.player] ?? -1;
    // A third card laid and no double after it: the player chose not to declare.
    if (state.phase === 'offer' && event.type !== 'double') play(state.turn, NO_DOUBLE);
    if (seat !== state.turn) return null; // not a hand these rules would play: read nothing
    switch (event.type) {
      case 'lay': {
        const card = view.laid[seat]?.[laidSoFar[seat] ?? 0];
        if (card === undefined) return null;
        play(seat, { kind: 'lay', card });
        laidSoFar[seat] = (laidSoFar[seat] ?? 0) + 1;
        break;
      }
      case 'double':
        play(seat, DOUBLE);
        break;
      case 'accept':
        play(seat, ACCEPT);
        break;
      case 'fold':
        play(seat, FOLD);
        break;
    }
  }
  // A third card laid last, and the turn gone on: the player did not declare.
  if (state.phase === 'offer' && view.phase !== 'offer') play(state.turn, NO_DOUBLE);
  return out.length === 0 ? null : out;
}

const sameMove = (a: BpMove, b: BpMove): boolean => a.kind === b.kind && (a.kind !== 'lay' || (b.kind === 'lay' && a.card === b.card));

/**
 * The weight of a dealt state given the other players' moves this hand (see the module), or null when the view
 * shows none of their moves this hand.
 */
export function weighDeals(view: BpView): ((state: BpState) => number) | null {
  const decisions = decisionsOf(view);
  if (decisions === null) return null;
  return (state) => {
    let w = 1;
    for (const d of decisions) {
      const hand = [...(state.held[d.seat] ?? []), ...d.laidSince];
      const seen: BpView = { ...d.view, hand };
      const model = SENSIBLE(seen, legalFor(d.move, d.view.phase, hand), NO_BLUFF).move;
      if (!sameMove(model, d.move)) w *= STRAY;
    }
    return w;
  };
}
