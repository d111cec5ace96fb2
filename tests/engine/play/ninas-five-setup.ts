/**
 * Hand-built Nina's Five positions for scenario tests: write the cards in
 * notation, and every card not placed goes to the deck (named top cards
 * first), so the position passes the model's own audit.
 */
import assert from 'node:assert/strict';
import { JOKER_A, JOKER_B, parseNatural, type Card } from '../../../src/engine/hands/cards.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { NF_OPTIONS, type NfOptions } from '../../../src/engine/games/ninas-five/options.ts';
import { auditState, deckOf, type TeamIndex } from '../../../src/engine/games/ninas-five/rules.ts';
import {
  type LaidCard,
  type NfState,
  type PeekabooChoice,
  type Step,
  type SwapDone,
  type TrickRecord,
} from '../../../src/engine/games/ninas-five/state.ts';

/** One card: "Qh", "X" (the first joker), "Y" (the second). */
export function card(text: string): Card {
  if (text === 'X') return JOKER_A;
  if (text === 'Y') return JOKER_B;
  const parsed = parseNatural(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}
export const cards = (text: string): Card[] => (text.trim() === '' ? [] : text.trim().split(/\s+/u).map(card));

/** A laid card: "Qh", "X=Ah" (a named joker), "?X" or "?Qd" (a peekaboo card of team 0 face down), "??Qd" (of team 1). */
function laid(text: string): LaidCard {
  if (text.startsWith('??')) return { card: card(text.slice(2)), peekabooOf: 1 };
  if (text.startsWith('?')) return { card: card(text.slice(1)), peekabooOf: 0 };
  const [c, as] = text.split('=');
  return as === undefined ? { card: card(c ?? '') } : { card: card(c ?? ''), as: card(as) };
}

export interface Setup {
  readonly options?: Partial<NfOptions>;
  readonly dealer?: number;
  readonly step: Step;
  readonly turn: number;
  readonly hands: readonly [string, string, string, string];
  readonly community: string;
  readonly laid?: readonly [string, string, string, string];
  /** Each team's unused peekaboo card ("" when used or none). */
  readonly peekaboo?: readonly [string, string];
  readonly pending?: readonly [PeekabooChoice | null, PeekabooChoice | null];
  readonly swaps?: readonly { by: TeamIndex; seat: number; replaced: string; card: string }[];
  /** The next cards of the deck, in order. */
  readonly deckTop?: string;
  readonly buried?: string;
  readonly score?: readonly [number, number];
  readonly ties?: number;
  readonly shuffleTrick?: number;
}

export function build(setup: Setup): NfState {
  const o: NfOptions = { ...defaultOptions(NF_OPTIONS), ...setup.options };
  const hands = setup.hands.map(cards);
  const laidCards = (setup.laid ?? ['', '', '', '']).map((t) => (t.trim() === '' ? [] : t.trim().split(/\s+/u).map(laid)));
  const community = cards(setup.community);
  const peekaboo = (setup.peekaboo ?? ['', '']).map((t) => (t === '' ? null : card(t))) as [Card | null, Card | null];
  const swaps: SwapDone[] = (setup.swaps ?? []).map((w) => ({ by: w.by, seat: w.seat, replaced: laid(w.replaced), card: card(w.card) }));
  const buried = cards(setup.buried ?? '');
  const top = cards(setup.deckTop ?? '');
  const placed = new Set([
    ...hands.flat(),
    ...laidCards.flat().map((l) => l.card),
    ...community,
    ...peekaboo.filter((c) => c !== null),
    ...swaps.map((w) => w.replaced.card),
    ...buried,
    ...top,
  ]);
  const deck = [...top, ...deckOf(o).filter((c) => !placed.has(c))];
  const [a, b] = setup.score ?? [0, 0];
  const winners: (TeamIndex | null)[] = [
    ...Array<TeamIndex>(a).fill(0),
    ...Array<TeamIndex>(b).fill(1),
    ...Array<null>(setup.ties ?? 0).fill(null),
  ];
  const results: TrickRecord[] = winners.map((winner, i) => ({
    trick: i + 1,
    dealer: i % 4,
    community: [],
    cards: [],
    keys: [0, 0],
    winner,
    swaps: [],
  }));
  const state: NfState = {
    o,
    rng: 12345,
    deck,
    hands,
    dealer: setup.dealer ?? 0,
    trick: results.length + 1,
    shuffleTrick: setup.shuffleTrick ?? 1,
    step: setup.step,
    turn: setup.turn,
    community,
    laid: laidCards,
    peekaboo,
    pending: setup.pending ?? [null, null],
    swaps,
    seen: swaps.map((w) => w.replaced.card),
    buried,
    score: [a, b],
    results,
  };
  assert.equal(auditState(state), null, 'the built position is consistent');
  return state;
}
