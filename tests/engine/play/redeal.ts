/**
 * For every game, the same state with what one seat may not see dealt again:
 * hidden cards shuffled among their hidden places, hidden dice rolled again,
 * secret choices changed, another rng. The seat's view must not change (each
 * game's view test checks it), and so neither may anything the seat is shown
 * beside the view: its legal moves, their words and the bots' choices
 * (hidden-moves.test.ts). Every result is a whole state (it passes the
 * model's audit), so `play` and `describe` can run on it.
 */
import type { Card } from '../../../src/engine/hands/cards.ts';
import type { Die } from '../../../src/engine/hands/dice.ts';
import type { GameId } from '../../../src/engine/ids.ts';
import type { BpState } from '../../../src/engine/games/bluff-n-peg/state.ts';
import { teamOf } from '../../../src/engine/games/ninas-five/rules.ts';
import { type NfState, type PeekabooChoice } from '../../../src/engine/games/ninas-five/state.ts';
import type { NhState } from '../../../src/engine/games/nuclear-holdem/state.ts';
import { nhView } from '../../../src/engine/games/nuclear-holdem/view.ts';
import type { PeekabooState } from '../../../src/engine/games/peekaboo/state.ts';
import type { PwState } from '../../../src/engine/games/pokers-wild/state.ts';
import { rngAt } from '../../../src/engine/play/random.ts';

/** Nina's Five: the deck, other hands, the peekaboo cards, the buried and face-down laid cards shuffled among their places; the rng; a secret peekaboo choice. */
export function scrambleNf(s: NfState, seat: number, salt: number): NfState {
  const rng = rngAt(salt);
  const others = [0, 1, 2, 3].filter((x) => x !== seat);
  const faceDown = s.laid.flatMap((cards) => cards.filter((l) => l.peekabooOf !== undefined).map((l) => l.card));
  const hidden: Card[] = rng.shuffle([
    ...s.deck,
    ...others.flatMap((x) => s.hands[x] ?? []),
    ...s.peekaboo.filter((c): c is Card => c !== null),
    ...s.buried,
    ...faceDown,
  ]);
  let i = 0;
  const take = (): Card => hidden[i++] as Card;
  const hands = s.hands.map((h, x) => (x === seat ? h : h.map(take)));
  const laid = s.laid.map((cards) => cards.map((l) => (l.peekabooOf === undefined ? l : { ...l, card: take() })));
  const peekaboo = s.peekaboo.map((c) => (c === null ? null : take())) as [Card | null, Card | null];
  const buried = s.buried.map(take);
  const deck = s.deck.map(take);
  const decider = (s.dealer + 1) % 4;
  const alt = (p: PeekabooChoice | null, team: 0 | 1): PeekabooChoice | null =>
    p === null || (team === teamOf(seat) && seat === decider) ? p : p === 'pass' ? (team === 0 ? 1 : 0) : 'pass';
  const pending: NfState['pending'] = [alt(s.pending[0], 0), alt(s.pending[1], 1)];
  return { ...s, hands, laid, peekaboo, buried, deck, pending, rng: (s.rng + 1 + salt) >>> 0 };
}

/** Peekaboo: every other seat's peekers rolled again, and another rng (so other dice to come). */
export function rerollPeekaboo(s: PeekabooState, seat: number, salt: number): PeekabooState {
  const rng = rngAt(salt);
  return {
    ...s,
    peekers: s.peekers.map((p, i) => (i === seat ? p : p.map(() => (1 + rng.int(6)) as Die))),
    rng: (s.rng + 12345 + salt) >>> 0,
  };
}

/** Poker's Wild!: the other hands and the deck dealt again, hand sizes kept, and another rng. */
export function redealPw(s: PwState, seat: number, salt: number): PwState {
  const hidden = rngAt(salt).shuffle([...s.hands.flatMap((h, i) => (i === seat ? [] : h)), ...s.deck]);
  let k = 0;
  const hands = s.hands.map((h, i) => (i === seat ? h : h.map(() => hidden[k++] ?? 0)));
  const deck = s.deck.map(() => hidden[k++] ?? 0);
  return { ...s, hands, deck, rng: (s.rng + 1 + salt) >>> 0 };
}

/** Bluff 'N' Peg: every card a seat may not see (the deck, other seats' unlaid and thrown cards). */
export function hiddenFromBp(s: BpState, seat: number): number[] {
  return [...s.deck, ...s.held.flatMap((h, i) => (i === seat ? [] : h)), ...s.thrown.flatMap((h, i) => (i === seat ? [] : h))];
}

/** Bluff 'N' Peg: the same state with the cards `seat` may not see dealt out again in another order (sorted by `order`), and another rng. */
export function reshuffleBp(s: BpState, seat: number, order: readonly number[]): BpState {
  const hidden = hiddenFromBp(s, seat);
  const keyed = hidden.map((c, i) => ({ c, k: order[i % order.length] ?? 0, i }));
  const moved = keyed.sort((a, b) => a.k - b.k || a.i - b.i).map((x) => x.c);
  let next = 0;
  const take = (list: readonly number[]): number[] => list.map(() => moved[next++] ?? -1);
  const deck = take(s.deck);
  const held = s.held.map((h, i) => (i === seat ? h : take(h)));
  const thrown = s.thrown.map((h, i) => (i === seat ? h : take(h)));
  return { ...s, deck, held, thrown, rng: (s.rng ^ 0x5bd1e995) >>> 0 };
}

/**
 * Nuclear Annihilation Hold'em: the deck, other seats' hole cards and the
 * face-down discards dealt again (while the seat makes its Intel swap it sees
 * which cards the deck holds, so only the deck's order changes then); other
 * seats' role cards and homes shuffled among them; other seats' secret
 * ballots, background checks and Persuade cards changed; another rng.
 */
export function redealNh(s: NhState, seat: number, salt: number): NhState {
  const rng = rngAt(salt);
  const other = (i: number): boolean => i !== seat;
  const seesDeck = nhView(s, seat).deck !== null;
  const pool = rng.shuffle([...(seesDeck ? [] : s.deck), ...s.hands.flatMap((h, i) => (other(i) ? h : [])), ...s.discards]);
  let k = 0;
  const take = (): Card => pool[k++] ?? -1;
  const hands = s.hands.map((h, i) => (other(i) ? h.map(take) : h));
  const discards = s.discards.map(take);
  const deck = seesDeck ? rng.shuffle(s.deck) : s.deck.map(take);
  /** Values at other seats' places (where `keep` holds) shuffled among those places. */
  const shuffleOthers = <T>(xs: readonly T[], keep: (x: T) => boolean): T[] => {
    const at = xs.flatMap((x, i) => (other(i) && keep(x) ? [i] : []));
    const moved = rng.shuffle(at.map((i) => xs[i] as T));
    const out = xs.slice();
    at.forEach((i, j) => (out[i] = moved[j] as T));
    return out;
  };
  return {
    ...s,
    rng: (s.rng + 12345 + salt) >>> 0,
    deck,
    hands,
    // A card that may still be discarded is swapped for the card now in its place.
    dealt: s.dealt.map((cards, i) => (other(i) ? (hands[i] ?? []).filter((_, j) => cards.includes(s.hands[i]?.[j] ?? -1)) : cards)),
    discards,
    roleCards: shuffleOthers(s.roleCards, (c) => c !== null),
    homes: shuffleOthers(s.homes, (h) => h !== null),
    vote:
      s.vote === null
        ? null
        : { ...s.vote, ballots: s.vote.ballots.map((b, i) => (other(i) && b !== null ? (b === 'for' ? 'against' : 'for') : b)) },
    checks: s.checks.map((c) => (c.by === seat ? c : { ...c, role: c.role === 'king' ? 'queen' : 'king' })),
    gifts: s.gifts.map((g) => (g.by === seat || g.target === seat ? g : { ...g, card: (g.card + 1) % 52 })),
  };
}

/** Each game's redeal: `(state, seat, salt)`, for any state the game's own play reaches. */
export const REDEAL: { readonly [G in GameId]: (state: never, seat: number, salt: number) => unknown } = {
  'ninas-five': scrambleNf,
  peekaboo: rerollPeekaboo,
  'nuclear-holdem': redealNh,
  'pokers-wild': redealPw,
  'bluff-n-peg': (s: BpState, seat: number, salt: number) => {
    const rng = rngAt(salt);
    return reshuffleBp(
      s,
      seat,
      Array.from({ length: 60 }, () => rng.int(1000)),
    );
  },
};
