/**
 * What one Nina's Five seat may see: its own hand, the face-up cards, the
 * score and the last trick. Never the deck, the other hands, a peekaboo card
 * before its trick is scored, an unused peekaboo card, the other team's
 * secret peekaboo choice, or the rng.
 */
import type { Card } from '../../hands/cards.ts';
import type { NfOptions, PeekabooReveal } from './options.ts';
import type { NfState, PeekabooChoice, Step, TrickRecord } from './state.ts';
import { teamOf, type TeamIndex } from './tricks.ts';
import type { WildCopyRule } from '../../hands/rulesets.ts';

/** A laid card as a seat sees it: face up, or a peekaboo card lying face down. */
export type SeenCard = { readonly card: Card; readonly as?: Card } | { readonly faceDown: true; readonly peekabooOf: TeamIndex };

export interface NfView {
  readonly seat: number;
  readonly dealer: number;
  readonly trick: number;
  readonly step: Step;
  readonly toAct: number | null;
  readonly tricksToWin: number;
  readonly wildCopy: WildCopyRule;
  readonly jokers: number;
  /** Each team's peekaboo card still lying face down in the middle, unused (public: the table sees the card, not its face). */
  readonly peekabooCards: readonly [boolean, boolean];
  readonly peekabooReveal: PeekabooReveal;
  readonly score: readonly [number, number];
  readonly hand: readonly Card[];
  readonly handSizes: readonly number[];
  readonly community: readonly Card[];
  readonly laid: readonly (readonly SeenCard[])[];
  /** This seat's own peekaboo decision while it is still secret. */
  readonly myChoice: PeekabooChoice | null;
  /** Cards shown and gone since the last shuffle. */
  readonly seen: readonly Card[];
  /** Tricks left before the next reshuffle, this one included. */
  readonly tricksLeftInShuffle: number;
  readonly last: TrickRecord | null;
  /** Every trick scored so far, as the table saw it (the last is `last`). */
  readonly results: readonly TrickRecord[];
  /** The table's options: rules every seat knows. */
  readonly options: NfOptions;
}

/** The laid cards as every seat sees them: a face-up LaidCard is already a SeenCard (card and name only), so it is shared, not copied. */
function seenLaid(laid: NfState['laid']): NfView['laid'] {
  // Most of the time nothing lies face down, and the state's own lists are the view's.
  if (laid.every((cards) => cards.every((l) => l.peekabooOf === undefined))) return laid;
  return laid.map((cards) => cards.map((l): SeenCard => (l.peekabooOf === undefined ? l : { faceDown: true, peekabooOf: l.peekabooOf })));
}

export function viewOf(s: NfState, seat: number): NfView {
  const o: NfOptions = s.o;
  const pendingMine = s.pending[teamOf(seat)] ?? null;
  const decidedBySeat = s.step === 'peekaboo' && pendingMine !== null && seat === (s.dealer + 1) % 4 ? pendingMine : null;
  return {
    seat,
    dealer: s.dealer,
    trick: s.trick,
    step: s.step,
    toAct: s.step === 'over' ? null : s.turn,
    tricksToWin: o.tricksToWin,
    wildCopy: o.wildCopy,
    jokers: o.jokers,
    peekabooCards: [s.peekaboo[0] !== null, s.peekaboo[1] !== null],
    peekabooReveal: o.peekabooReveal,
    score: s.score,
    hand: s.hands[seat] ?? [],
    handSizes: s.hands.map((h) => h.length),
    community: s.community,
    laid: seenLaid(s.laid),
    myChoice: decidedBySeat,
    seen: s.seen,
    tricksLeftInShuffle: s.step === 'over' ? 0 : o.handsPerShuffle - s.shuffleTrick + 1,
    last: s.results.at(-1) ?? null,
    results: s.results,
    options: o,
  };
}
