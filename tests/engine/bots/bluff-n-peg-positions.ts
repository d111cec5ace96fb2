/**
 * Hand-built Bluff 'N' Peg positions for the expert's tests: hands written in notation, dealt after the discards,
 * then moves played through the rules to the decision, the position passing the game's own audit (checked here).
 */
import assert from 'node:assert/strict';
import { makeCard, RANKS, SUITS, type Card } from '../../../src/engine/hands/cards.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { RULES } from '../../../src/engine/games/bluff-n-peg/rules.ts';
import { leftOf, type BpState } from '../../../src/engine/games/bluff-n-peg/state.ts';

/** A card from its notation: "As", "Td". */
export const card = (text: string): Card => makeCard(RANKS.indexOf(text[0] as never), SUITS.indexOf(text[1] as never));
const cards = (text: string): Card[] => text.split(' ').map(card);

/**
 * A hand dealt by hand after the discards (nobody threw any away), every peg on 10, the last seat dealing, then
 * `moves` played through the rules (a card's notation lays it; "fold", "double", "accept" as named).
 */
export function position(hands: readonly string[], moves: readonly string[]): BpState {
  const o = { ...defaultOptions(RULES.options), players: hands.length };
  const base = RULES.newGame(o, 1);
  const held = hands.map(cards);
  const used = new Set(held.flat());
  const dealer = hands.length - 1;
  const pegs = hands.map(() => 10);
  let s: BpState = {
    ...base,
    dealer,
    pegs,
    handStart: pegs,
    held,
    deck: Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.has(c)),
    thrown: hands.map(() => []),
    discarded: hands.map(() => 0),
    phase: 'lay',
  };
  s = { ...s, turn: leftOf(s, dealer)[0] ?? 0 };
  for (const text of moves) {
    const seat = s.turn;
    const move = RULES.legalMoves(s, seat).find((m) => (m.kind === 'lay' ? m.card === card(text) : m.kind === text));
    assert.ok(move !== undefined, `${text} is legal for seat ${seat}`);
    s = RULES.apply(s, { seat, move });
  }
  assert.equal(RULES.audit(s), null);
  return s;
}
