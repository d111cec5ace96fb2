/**
 * What `simulate --log` tells besides the moves: the cards and dice that
 * come into play, so a reader can follow the game. The log sees everything
 * (it is told after the game, from the record), so it shows every seat's
 * hand, the face-down cards and the peekers under the cups, in each game's
 * own words. The models' `describe` says what a move did as the table saw
 * it; these lines say what was dealt, drawn or rolled out of sight:
 *
 * - Nina's Five: each shuffle's hands, and each trick's face-down peekaboo
 *   cards (and the first flop, which no move deals);
 * - Peekaboo: the chips and the roll for the first player, and each round's
 *   peekers once they are rolled;
 * - Nuclear: the year and the big board, the homes and role cards, each
 *   round's hole cards, the board,
 *   and a seat's new hole cards after a discard, a swap or a persuasion;
 * - Poker's Wild!: the wild spaces, the starter cards and the hands, then
 *   each card drawn;
 * - Bluff 'N' Peg: the draw for the first deal, each hand's cards and dealer,
 *   and the cards thrown away and drawn.
 *
 * Reads the models' states (never writes them), so it follows their shapes.
 */
import { faceText, isJoker, type Card } from '../hands/cards.ts';
import type { GameId } from '../ids.ts';
import { ROLE_INFO } from '../games/nuclear-holdem/mechanics.ts';
import { US_STATES } from '../games/nuclear-holdem/us-states.ts';
import { listAnd } from '../words.ts';
import type { BpState } from '../games/bluff-n-peg/state.ts';
import { TEAM_NAMES, type NfState } from '../games/ninas-five/state.ts';
import { roleOf, type NhState } from '../games/nuclear-holdem/state.ts';
import type { PeekabooState } from '../games/peekaboo/state.ts';
import type { PwState } from '../games/pokers-wild/state.ts';
import { squareWords } from '../games/pokers-wild/words.ts';

/** A card in a list of cards: "Q♥", "10♣", "joker". */
const card = (c: Card): string => (isJoker(c) ? 'joker' : faceText(c).short);
const cards = (cs: readonly Card[]): string => cs.map(card).join(' ');
/** The cards in `now` that were not in `before`, in `now`'s order. */
const gained = (before: readonly Card[], now: readonly Card[]): Card[] => now.filter((c) => !before.includes(c));
const same = (a: readonly number[] | undefined, b: readonly number[] | undefined): boolean =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A game's lines to print after a move (`before` the state it was played in)
 * or, with `before` null, at the start of the game (`after` the new game).
 * States are the game's own (the model's `newGame` and `play`).
 */
export type DealLines = (before: unknown, after: unknown, seats: readonly string[]) => string[];

/** Each game's deal lines. The mapped type makes a missing game a type error. */
export const DEAL_LINES: { readonly [G in GameId]: DealLines } = {
  'ninas-five': (before, after, seats) => ninasFive(before as NfState | null, after as NfState, seats),
  peekaboo: (before, after, seats) => peekaboo(before as PeekabooState | null, after as PeekabooState, seats),
  'nuclear-holdem': (before, after, seats) => nuclear(before as NhState | null, after as NhState, seats),
  'pokers-wild': (before, after, seats) => pokersWild(before as PwState | null, after as PwState, seats),
  'bluff-n-peg': (before, after, seats) => bluffNPeg(before as BpState | null, after as BpState, seats),
};

function ninasFive(before: NfState | null, after: NfState, seats: readonly string[]): string[] {
  if (after.step === 'over') return [];
  const lines: string[] = [];
  const newTrick = before === null || after.trick !== before.trick;
  if (newTrick && after.shuffleTrick === 1)
    seats.forEach((name, seat) => lines.push(`${name} is dealt ${cards(after.hands[seat] ?? [])}.`));
  // Later tricks' flops are in the move that deals them.
  if (before === null) lines.push(`${seats[after.dealer] ?? '?'} deals trick ${after.trick}, flop ${cards(after.community)}.`);
  const [a, b] = after.peekaboo;
  if (newTrick && a !== null && b !== null)
    lines.push(`Peekaboo cards, face down: ${TEAM_NAMES[0]} ${card(a)}, ${TEAM_NAMES[1]} ${card(b)}.`);
  return lines;
}

function peekaboo(before: PeekabooState | null, after: PeekabooState, seats: readonly string[]): string[] {
  const lines: string[] = [];
  if (before === null) {
    const chips = after.chips[0] ?? 0;
    lines.push(`Each player has ${chips} chip${chips === 1 ? '' : 's'}.`);
    const rolls = after.openingRolls.map(
      (row, k) =>
        `${k === 0 ? 'Rolling for the first player' : 'rolling again'}: ${row.flatMap((die, seat) => (die === 0 ? [] : [`${seats[seat] ?? '?'} ${die}`])).join(', ')}`,
    );
    lines.push(`${rolls.join('; ')}. ${seats[after.first] ?? '?'} goes first.`);
  }
  const rolled = after.peekers.some((p) => p.length > 0) && !after.peekers.every((p, seat) => same(p, before?.peekers[seat]));
  if (rolled) {
    const cups = seats.flatMap((name, seat) => {
      const dice = after.peekers[seat] ?? [];
      return dice.length === 0 ? [] : [`${name} ${dice.join(' ')}`];
    });
    lines.push(`Under the cups, the peekers: ${cups.join(', ')}.`);
  }
  return lines;
}

function nuclear(before: NhState | null, after: NhState, seats: readonly string[]): string[] {
  const lines: string[] = [];
  if (before === null) lines.push(`The year is ${after.o.year}: the big board holds ${after.states.length} states.`);
  const all = <T>(xs: readonly (T | null)[]): xs is readonly T[] => xs.every((x) => x !== null);
  if (all(after.homes) && (before === null || !all(before.homes))) {
    const homes = after.homes.map(
      (postal, seat) => `${seats[seat] ?? '?'} ${US_STATES.find((st) => st.postal === postal)?.name ?? postal}`,
    );
    lines.push(`The homes written down: ${homes.join(', ')}.`);
  }
  const role = (c: Card): string => `${card(c)} (${ROLE_INFO[roleOf(c)].nickname})`;
  if (all(after.roleCards) && (before === null || !all(before.roleCards)))
    lines.push(`The role cards: ${after.roleCards.map((c, seat) => `${seats[seat] ?? '?'} ${role(c)}`).join(', ')}.`);
  else if (before !== null)
    seats.forEach((name, seat) => {
      const now = after.roleCards[seat] ?? null;
      const was = before.roleCards[seat] ?? null;
      if (now !== null && was !== null && now !== was) lines.push(`${name}'s role card is now ${role(now)}.`);
    });
  if (after.round > 0 && after.phase !== 'over') {
    if (before === null || after.round !== before.round)
      lines.push(`Round ${after.round}, hole cards: ${seats.map((name, seat) => `${name} ${cards(after.hands[seat] ?? [])}`).join(', ')}.`);
    else
      seats.forEach((name, seat) => {
        const now = after.hands[seat] ?? [];
        if (!same(now, before.hands[seat])) lines.push(`${name} now holds ${cards(now)}.`);
      });
    if (after.board.length > 0 && (before === null || before.round !== after.round || !same(after.board, before.board)))
      lines.push(`The board: ${cards(after.board)}.`);
  }
  return lines;
}

function pokersWild(before: PwState | null, after: PwState, seats: readonly string[]): string[] {
  if (before === null) {
    const starters = after.starters.map((cell) => `${card(after.cells[cell] ?? 0)} at ${squareWords(cell, after.cols)}`);
    const wild = after.wild.map((cell) => squareWords(cell, after.cols));
    return [
      ...(wild.length === 0 ? [] : [`Wild space${wild.length === 1 ? '' : 's'}: ${listAnd(wild)}.`]),
      `Starter cards: ${listAnd(starters)}.`,
      ...seats.map((name, seat) => `${name} is dealt ${cards(after.hands[seat] ?? [])}.`),
    ];
  }
  return seats.flatMap((name, seat) => {
    const drawn = gained(before.hands[seat] ?? [], after.hands[seat] ?? []);
    return drawn.length === 0 ? [] : [`${name} draws ${cards(drawn)}.`];
  });
}

function bluffNPeg(before: BpState | null, after: BpState, seats: readonly string[]): string[] {
  const lines: string[] = [];
  if (before === null) {
    const draws = after.draw.map(
      (row, k) =>
        `${k === 0 ? 'The draw for the first deal' : 'drawing again'}: ${row.flatMap((c, seat) => (c < 0 ? [] : [`${seats[seat] ?? '?'} ${card(c)}`])).join(', ')}`,
    );
    lines.push(`${draws.join('; ')}.`);
  }
  if (after.phase === 'over') return lines;
  const newHand = before === null || after.stats.hands !== before.stats.hands;
  if (newHand) {
    // stats.hands counts the hands dealt, this one included.
    lines.push(`Hand ${after.stats.hands}${after.playOff ? ', a play-off' : ''}: ${seats[after.dealer] ?? '?'} deals.`);
    for (const seat of after.seats) lines.push(`${seats[seat] ?? '?'} is dealt ${cards(after.held[seat] ?? [])}.`);
    return lines;
  }
  // The replacements come when the last player has discarded, for everyone at once.
  for (const seat of after.seats) {
    const drawn = gained(before.held[seat] ?? [], after.held[seat] ?? []);
    if (drawn.length > 0) lines.push(`${seats[seat] ?? '?'} throws away ${cards(after.thrown[seat] ?? [])} and draws ${cards(drawn)}.`);
  }
  return lines;
}
