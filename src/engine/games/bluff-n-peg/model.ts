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
 * `STRAY`, like any other).
 *
 * The discards are read too: the view shows how many cards each player threw away, and the model's count says much
 * (none: a straight or better; one: two pair, four of a kind or four to a flush; two: three of a kind; three: a pair
 * or less). A dealt state gives each player's thrown cards and the five they have now, not which of those five
 * they kept, so its weight sums over the ways they could have kept that many: 1 for each way the model, dealt the
 * kept and the thrown, throws exactly those, `DISCARD_STRAY` (far less than `STRAY`) for the others.
 */
import { rankOf, type Card } from '../../hands/cards.ts';
import { EMPTY_HAND_KEY } from '../../hands/evaluate.ts';
import { rngAt, type Rng } from '../../play/random.ts';
import { keepers, SENSIBLE, tossed } from './bots.ts';
import { apply } from './rules.ts';
import { SEARCH } from './sampler.ts';
import { leftOf, type BpMove, type BpState } from './state.ts';
import { viewOf, type BpView } from './view.ts';

/** The weight a move keeps when the model would have made another. */
const STRAY = 0.1;
/**
 * The weight a way of keeping keeps when the model would have thrown other cards. Far below `STRAY`: the count of
 * cards thrown is the model's whole reading of its hand, and the rarest reads matter most (standing pat, a straight
 * or better, comes in about one deal of 100): at `STRAY` the deals that do not fit would still outweigh those that do.
 */
const DISCARD_STRAY = 0.001;

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

/** The other players in this hand who have thrown their cards away (each deal gives which, the view how many). */
const discardsOf = (view: BpView): number[] =>
  view.seats.filter((seat) => seat !== view.seat && view.discarded[seat] !== null && view.discarded[seat] !== undefined);

/** Every subset of `cards` of `size` of them (at most 10 for a hand of five). */
function subsetsOf(cards: readonly Card[], size: number): Card[][] {
  if (size === 0) return [[]];
  const out: Card[][] = [];
  cards.forEach((c, i) => {
    for (const rest of subsetsOf(cards.slice(i + 1), size - 1)) out.push([c, ...rest]);
  });
  return out;
}

const sameCards = (a: readonly Card[], b: readonly Card[]): boolean => a.length === b.length && a.every((c) => b.includes(c));

/**
 * How well a dealt player's discard fits the model: the player threw `thrown` and now has `after` (kept and drawn,
 * laid or not; in the discards, only the kept). Summed over the cards of `after` they may have kept: 1 where the
 * model, dealt those and the thrown, throws exactly the thrown, and `DISCARD_STRAY` where it throws others.
 */
function discardFit(after: readonly Card[], thrown: readonly Card[], drawn: boolean, v: BpView): number {
  const ways = drawn ? subsetsOf(after, after.length - thrown.length) : [after];
  // The model never throws a wild deuce or a card of a rank it holds twice: such a deal fits no way (a quick test first).
  let thrownRanks = 0;
  for (const c of thrown) {
    const bit = 1 << rankOf(c);
    if ((thrownRanks & bit) !== 0 || (v.deucesWild && rankOf(c) === 0)) return ways.length * DISCARD_STRAY;
    thrownRanks |= bit;
  }
  let fit = 0;
  for (const kept of ways) {
    if (kept.some((c) => ((1 << rankOf(c)) & thrownRanks) !== 0)) fit += DISCARD_STRAY;
    else {
      const dealt = [...kept, ...thrown];
      fit += sameCards(tossed(dealt, keepers(dealt, v.deucesWild), v.maxDiscards), thrown) ? 1 : DISCARD_STRAY;
    }
  }
  return fit;
}

/**
 * The weight of a dealt state given the other players' moves this hand (see the module), or null when the view
 * shows none of their moves this hand.
 */
export function weighDeals(view: BpView): ((state: BpState) => number) | null {
  const decisions = decisionsOf(view) ?? [];
  const discards = discardsOf(view);
  if (decisions.length === 0 && discards.length === 0) return null;
  // In the discards nobody has drawn yet: a player holds exactly what they kept.
  const drawn = view.phase !== 'discard';
  return (state) => {
    let w = 1;
    for (const seat of discards)
      w *= discardFit([...(state.held[seat] ?? []), ...(view.laid[seat] ?? [])], state.thrown[seat] ?? [], drawn, view);
    for (const d of decisions) {
      const hand = [...(state.held[d.seat] ?? []), ...d.laidSince];
      const seen: BpView = { ...d.view, hand };
      const model = SENSIBLE(seen, legalFor(d.move, d.view.phase, hand), NO_BLUFF).move;
      if (!sameMove(model, d.move)) w *= STRAY;
    }
    return w;
  };
}
