/**
 * Hand-built Bluff 'N' Peg positions for the ruling scenarios: chosen hands,
 * pegs and dealer, the rest of the deck in it, straight into the laying
 * (everyone has already discarded). Moves are written short: 'Kh' lays the
 * K♥, 'fold', 'double', 'no', 'accept'.
 */
import assert from 'node:assert/strict';
import { parseNatural, type Card } from '../../../src/engine/hands/cards.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { BP_OPTIONS, type BpOptions } from '../../../src/engine/games/bluff-n-peg/options.ts';
import type { BpMove, BpState } from '../../../src/engine/games/bluff-n-peg/state.ts';
import { RULES } from '../../../src/engine/games/bluff-n-peg/rules.ts';
import { play } from '../../../src/engine/play/play.ts';

export const card = (text: string): Card => {
  const c = parseNatural(text);
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
};
export const cards = (text: string): Card[] => (text.trim() === '' ? [] : text.trim().split(/\s+/u).map(card));

export interface Setup {
  /** Each seat's five cards. */
  readonly hands: readonly string[];
  readonly pegs?: readonly number[];
  /** The dealer (default: the last seat, so seat 0 lays first). */
  readonly dealer?: number;
  readonly options?: Partial<BpOptions>;
}

export function position(setup: Setup): BpState {
  const o: BpOptions = { ...defaultOptions(BP_OPTIONS), players: setup.hands.length, ...setup.options };
  const base = RULES.newGame(o, 1);
  const held = setup.hands.map(cards);
  const used = new Set(held.flat());
  assert.equal(used.size, held.flat().length, 'no card twice');
  const dealer = setup.dealer ?? o.players - 1;
  const state: BpState = {
    ...base,
    pegs: setup.pegs ?? held.map(() => 0),
    handStart: setup.pegs ?? held.map(() => 0),
    dealer,
    held,
    laid: held.map(() => []),
    thrown: held.map(() => []),
    discarded: held.map(() => 0),
    deck: Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.has(c)),
    phase: 'lay',
    turn: (dealer + 1) % o.players,
  };
  assert.equal(RULES.audit(state), null, 'the position is sound');
  return state;
}

export function moveOf(text: string): BpMove {
  switch (text) {
    case 'fold':
    case 'double':
    case 'accept':
      return { kind: text };
    case 'no':
      return { kind: 'no-double' };
    default:
      return { kind: 'lay', card: card(text) };
  }
}

/** Play `moves` as [seat, move] pairs, each of which must be accepted. */
export function playAll(state: BpState, moves: readonly (readonly [number, string])[]): BpState {
  let s = state;
  for (const [i, [seat, text]] of moves.entries()) {
    const next = play(RULES, s, { seat, move: moveOf(text) });
    assert.ok(next.ok, `move ${i + 1} (Player ${seat + 1}: ${text}) is accepted: ${next.ok ? '' : next.error.message}`);
    assert.equal(RULES.audit(next.value), null, `audit after move ${i + 1}`);
    s = next.value;
  }
  return s;
}
