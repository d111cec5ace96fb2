/**
 * Nina's Five as a reducer: the state, the legal moves and how a move changes
 * the state. Seats 0..3 are North, East, South, West, clockwise; team 0
 * (North–South) is seats 0 and 2, team 1 (East–West) seats 1 and 3. North
 * deals the first trick and the deal passes left (ruling nf-first-dealer).
 *
 * One trick: two peekaboo cards and the flop are dealt; four first plays from
 * the dealer's left; the peekaboo decisions (ruling nf-peekaboo-order); the
 * river; four second plays; the score, judged and counted by the mechanic
 * module (tricks.ts: `judgeTrick`, `addTrick`). Hands last `handsPerShuffle`
 * tricks (ruling nf-six-cards-three-tricks), then everything is reshuffled
 * (ruling nf-reshuffle).
 *
 * `apply` is trusted: it is handed only moves from `legalMoves` for the seat
 * to act (a move from outside goes through the framework's `play`, which
 * finds it among them first).
 */
import { NATURAL_CARDS, isJoker, rankOf, type Card } from '../../hands/cards.ts';
import { describeHand } from '../../hands/describe.ts';
import { keyCategory, keyRanks } from '../../hands/key.ts';
import { rngAt } from '../../play/random.ts';
import type { GameRules, Outcome, SeatMove } from '../../play/types.ts';
import { NF_OPTIONS, checkOptions, rulesFor, type NfOptions } from './options.ts';
import { FLOP_CARDS, SEATS, addTrick, judgeTrick, seatsOf, teamOf, type TeamIndex } from './tricks.ts';
import { viewOf, type NfView } from './view.ts';
import { SEAT_NAMES, TEAM_NAMES, type LaidCard, type NfMove, type NfState, type PeekabooChoice, type TrickRecord } from './state.ts';

export { seatsOf, teamOf, type TeamIndex };
const fullDeck = (jokers: number): Card[] => Array.from({ length: NATURAL_CARDS + jokers }, (_, c) => c);
/** Each joker count's deck, built once: every shuffle starts from one (and copies it). */
const DECKS: readonly (readonly Card[])[] = [0, 1, 2].map(fullDeck);
/** The deck for these options: 52 naturals and the jokers. Shared: never write to it. */
export const deckOf = (o: NfOptions): readonly Card[] => DECKS[o.jokers] ?? fullDeck(o.jokers);

const next = (seat: number, by = 1): number => (seat + by) % SEATS;
/** A copy of `list` with item `i` replaced. */
function setAt<T>(list: readonly T[], i: number, value: T): T[] {
  const out = list.slice();
  out[i] = value;
  return out;
}
/** A copy of `list` without item `i`. */
function withoutAt<T>(list: readonly T[], i: number): T[] {
  const out = list.slice(0, i);
  for (let j = i + 1; j < list.length; j++) out.push(list[j] as T);
  return out;
}
/** A copy of `list` with `items` added at the end. */
function withAdded<T>(list: readonly T[], ...items: readonly T[]): T[] {
  const out = list.slice();
  for (const x of items) out.push(x);
  return out;
}
const pair = <T>(list: readonly T[]): [T, T] => [list[0] as T, list[1] as T];

/** A fresh shuffle: every card back, hands dealt from the dealer's left, then the trick's cards. */
function shuffleAndDeal(s: Omit<NfState, 'deck' | 'hands' | 'seen' | 'buried' | 'shuffleTrick'> & { readonly dealer: number }): NfState {
  const rng = rngAt(s.rng);
  const deck = rng.shuffle(deckOf(s.o));
  const hands = [0, 1, 2, 3].map((i) => {
    const k = (i - next(s.dealer) + 4) % 4;
    return deck.slice(k * s.o.cardsDealt, (k + 1) * s.o.cardsDealt).sort((a, b) => a - b);
  });
  return startTrick({ ...s, rng: rng.state, deck: deck.slice(4 * s.o.cardsDealt), hands, seen: [], buried: [], shuffleTrick: 0 });
}

/** Deal the peekaboo cards and the flop; the dealer's left lays first. */
function startTrick(s: NfState): NfState {
  const take = s.o.peekaboo ? 2 : 0;
  const peekaboo: [Card | null, Card | null] = s.o.peekaboo ? [s.deck[0] ?? null, s.deck[1] ?? null] : [null, null];
  return {
    ...s,
    trick: s.trick + 1,
    shuffleTrick: s.shuffleTrick + 1,
    step: 'first-plays',
    turn: next(s.dealer),
    peekaboo,
    community: s.deck.slice(take, take + FLOP_CARDS),
    deck: s.deck.slice(take + FLOP_CARDS),
    laid: [[], [], [], []],
    pending: [null, null],
    swaps: [],
  };
}

export function newState(o: NfOptions, seed: number): NfState {
  return shuffleAndDeal({
    o,
    rng: seed >>> 0,
    dealer: 0,
    trick: 0,
    step: 'first-plays',
    turn: 1,
    community: [],
    laid: [[], [], [], []],
    peekaboo: [null, null],
    pending: [null, null],
    swaps: [],
    score: [0, 0],
    results: [],
  });
}

// ---------------------------------------------------------------------------
// Hands

/** A team's face-up cards as they play (a named joker as its name), seat by seat: what `judgeTrick` reads. */
function teamCards(laid: readonly (readonly LaidCard[])[], team: TeamIndex): Card[] {
  const out: Card[] = [];
  for (const seat of seatsOf(team)) for (const l of laid[seat] ?? []) out.push(l.as ?? l.card);
  return out;
}

/** Which naturals show face up in the team's cards (as played) or the community; reused by every jokerNames call. */
const SHOWING = new Uint8Array(NATURAL_CARDS);
/** How many of each rank show. */
const SHOWING_OF_RANK = new Uint8Array(13);

/** Count every card showing, a card shown twice (a joker named as a card also laid) twice. */
function markShowing(c: Card): void {
  if (isJoker(c)) return;
  SHOWING[c] = 1;
  SHOWING_OF_RANK[rankOf(c)] = (SHOWING_OF_RANK[rankOf(c)] ?? 0) + 1;
}

/**
 * What a joker laid by `seat` may be named (ruling nf-joker-naming): under
 * `any`, any card; otherwise a card the player cannot see (neither showing
 * in the team's cards or the community nor in their own hand), and under
 * `five-of-a-kind-only` also a copy of a card showing when that makes five of a kind.
 */
export function jokerNames(s: NfState, seat: number): Card[] {
  const out: Card[] = [];
  if (s.o.wildCopy === 'any') {
    for (let c = 0; c < NATURAL_CARDS; c++) out.push(c);
    return out;
  }
  SHOWING.fill(0);
  SHOWING_OF_RANK.fill(0);
  for (const partner of seatsOf(teamOf(seat)))
    for (const l of s.laid[partner] ?? []) if (l.peekabooOf === undefined) markShowing(l.as ?? l.card);
  for (const c of s.community) markShowing(c);
  const hand = s.hands[seat] ?? [];
  const copies = s.o.wildCopy === 'five-of-a-kind-only';
  for (let c = 0; c < NATURAL_CARDS; c++) {
    if (SHOWING[c] === 1 ? copies && (SHOWING_OF_RANK[rankOf(c)] ?? 0) >= 4 : !hand.includes(c)) out.push(c);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Moves

/**
 * Every move as one shared, frozen object (moves are values), so listing the
 * legal moves allocates no moves: a hand with a joker has some fifty.
 */
const LAY: readonly NfMove[] = Array.from({ length: NATURAL_CARDS + 2 }, (_, card) => Object.freeze({ kind: 'lay', card }));
const LAY_AS: readonly (readonly NfMove[])[] = Array.from({ length: NATURAL_CARDS + 2 }, (_, card) =>
  isJoker(card) ? Array.from({ length: NATURAL_CARDS }, (_, as) => Object.freeze({ kind: 'lay', card, as })) : [],
);
const PASS: NfMove = Object.freeze({ kind: 'peekaboo', replace: 'pass' });
const REPLACE: readonly NfMove[] = [0, 1, 2, 3].map((seat) => Object.freeze({ kind: 'peekaboo', replace: seat }));

const layMove = (card: Card): NfMove => LAY[card] ?? { kind: 'lay', card };
const namedMove = (card: Card, as: Card): NfMove => LAY_AS[card]?.[as] ?? { kind: 'lay', card, as };

export function legalMoves(s: NfState, seat: number): NfMove[] {
  if (s.step === 'over' || seat !== s.turn) return [];
  if (s.step === 'peekaboo') {
    const moves = [PASS];
    for (const t of seatsOf(teamOf(seat) === 0 ? 1 : 0))
      if (s.laid[t]?.[0]?.peekabooOf === undefined) moves.push(REPLACE[t] ?? { kind: 'peekaboo', replace: t });
    return moves;
  }
  const hand = s.hands[seat] ?? [];
  const moves: NfMove[] = [];
  let names: Card[] | null = null;
  for (const card of hand) {
    if (!isJoker(card)) moves.push(layMove(card));
    else {
      names ??= jokerNames(s, seat);
      for (const as of names) moves.push(namedMove(card, as));
    }
  }
  return moves;
}

/** Apply the swaps: a team's peekaboo card goes face down in place of the chosen card, which leaves the trick. */
function applySwap(s: NfState, team: TeamIndex, choice: PeekabooChoice): NfState {
  const card = s.peekaboo[team];
  if (card === null) return s;
  const peekaboo = pair(setAt(s.peekaboo, team, null));
  if (choice === 'pass') return { ...s, peekaboo, buried: [...s.buried, card] };
  const replaced = s.laid[choice]?.[0];
  if (replaced === undefined) return s;
  const laid = setAt(s.laid, choice, [{ card, peekabooOf: team }, ...(s.laid[choice] ?? []).slice(1)]);
  return { ...s, peekaboo, laid, swaps: [...s.swaps, { by: team, seat: choice, replaced, card }], seen: [...s.seen, replaced.card] };
}

function dealRiver(s: NfState): NfState {
  return {
    ...s,
    step: 'second-plays',
    turn: next(s.dealer),
    community: [...s.community, ...s.deck.slice(0, 1)],
    deck: s.deck.slice(1),
    pending: [null, null],
  };
}

/** What a trick's result is worth to `team`: 1 taken, 0 nobody's, -1 lost. */
const gain = (winner: TeamIndex | null, team: TeamIndex): number => (winner === null ? 0 : winner === team ? 1 : -1);

/** The cards laid, seat by seat. */
function laidCards(laid: readonly (readonly LaidCard[])[]): Card[] {
  const out: Card[] = [];
  for (const cards of laid) for (const l of cards) out.push(l.card);
  return out;
}

/** Score the trick, record it, and deal the next one (or end the game). */
function scoreTrick(s: NfState): NfState {
  const rules = rulesFor(s.o.wildCopy);
  const { keys, winner } = judgeTrick(rules, [teamCards(s.laid, 0), teamCards(s.laid, 1)], s.community);
  const swaps = s.swaps.map((w) => {
    // The swap-success figure: the same trick judged with the replaced card back, everything else as played.
    const undone = setAt(
      s.laid,
      w.seat,
      (s.laid[w.seat] ?? []).map((l) => (l.peekabooOf === w.by ? w.replaced : l)),
    );
    const without = judgeTrick(rules, [teamCards(undone, 0), teamCards(undone, 1)], s.community).winner;
    const effect = Math.sign(gain(winner, w.by) - gain(without, w.by)) as -1 | 0 | 1;
    return { ...w, effect };
  });
  const after = addTrick(s.score, winner, s.o.tricksToWin);
  const score = after.score;
  const record: TrickRecord = { trick: s.trick, dealer: s.dealer, community: s.community, cards: s.laid, keys, winner, swaps };
  const done: NfState = {
    ...s,
    score,
    results: [...s.results, record],
    seen: withAdded(s.seen, ...s.community, ...laidCards(s.laid)),
    community: [],
    laid: [[], [], [], []],
    swaps: [],
    dealer: next(s.dealer),
  };
  if (after.winner !== null || s.trick >= s.o.trickLimit) return { ...done, step: 'over', turn: -1 };
  return s.shuffleTrick >= s.o.handsPerShuffle ? shuffleAndDeal(done) : startTrick(done);
}

/** The state after `move`, one of `legalMoves(s, seat)` for the seat to act (trusted: nothing is checked). */
export function apply(s: NfState, { seat, move: m }: SeatMove<NfMove>): NfState {
  if (m.kind === 'peekaboo') {
    const team = teamOf(seat);
    const first = seat === next(s.dealer);
    if (s.o.peekabooReveal === 'in-turn') {
      const after = applySwap(s, team, m.replace);
      return first ? { ...after, turn: next(s.dealer, 2) } : dealRiver(after);
    }
    const pending = pair(setAt(s.pending, team, m.replace));
    if (first) return { ...s, pending, turn: next(s.dealer, 2) };
    // Both teams have chosen: the swaps are shown together, the team on the dealer's left first.
    const firstTeam = teamOf(next(s.dealer));
    const a = applySwap(s, firstTeam, pending[firstTeam] ?? 'pass');
    return dealRiver(applySwap(a, team, m.replace));
  }
  const hand = s.hands[seat] ?? [];
  const at = hand.indexOf(m.card);
  const laidCard: LaidCard = m.as === undefined ? { card: m.card } : { card: m.card, as: m.as };
  const after: NfState = {
    ...s,
    hands: setAt(s.hands, seat, withoutAt(hand, at)),
    laid: setAt(s.laid, seat, withAdded(s.laid[seat] ?? [], laidCard)),
    turn: next(seat),
  };
  if (seat !== s.dealer) return after;
  // The dealer lays last.
  if (s.step === 'first-plays') return s.o.peekaboo ? { ...after, step: 'peekaboo', turn: next(s.dealer) } : dealRiver(after);
  return scoreTrick(after);
}

/** Every card once: deck, hands, community, laid, peekaboo cards, seen and buried. */
export function auditState(s: NfState): string | null {
  const all = [
    ...s.deck,
    ...s.hands.flat(),
    ...s.community,
    ...s.laid.flat().map((l) => l.card),
    ...s.peekaboo.filter((c): c is Card => c !== null),
    ...s.seen,
    ...s.buried,
  ];
  const want = deckOf(s.o);
  if (all.length !== want.length) return `${all.length} cards accounted for, not ${want.length}`;
  const sorted = [...all].sort((a, b) => a - b);
  if (sorted.some((c, i) => c !== want[i])) return 'a card is missing or appears twice';
  const played = s.results.length;
  const ties = s.results.filter((r) => r.winner === null).length;
  if (s.score[0] + s.score[1] + ties !== played) return 'the score does not add up to the tricks played';
  if (s.step !== 'over') {
    if (s.trick !== played + 1) return 'the trick count is off';
    const laidThis = s.laid.map((l) => l.length);
    for (let seat = 0; seat < 4; seat++) {
      const swappedIn = (s.laid[seat] ?? []).filter((l) => l.peekabooOf !== undefined).length;
      const expected =
        s.o.cardsDealt - 2 * (s.shuffleTrick - 1) - ((laidThis[seat] ?? 0) - swappedIn) - (s.swaps.some((w) => w.seat === seat) ? 1 : 0);
      if ((s.hands[seat]?.length ?? 0) !== expected) return `${SEAT_NAMES[seat] ?? '?'} holds the wrong number of cards`;
    }
  }
  return null;
}

/** Moves in one trick: eight cards and two peekaboo decisions. */
export const MOVES_PER_TRICK = 10;

export const toAct = (s: NfState): number | null => (s.step === 'over' ? null : s.turn);

/** A hand key in words, "a flush, A-K-9-7-4", for the outcome's summary (words.ts's `handWords` is the same words, remembered). */
const keyWords = (o: NfOptions, key: number): string =>
  describeHand(keyCategory(key, rulesFor(o.wildCopy).categories), keyRanks(key), 'cards');

export function outcome(s: NfState): Outcome | null {
  if (s.step !== 'over') return null;
  const [a, b] = s.score;
  const winner = a > b ? 0 : b > a ? 1 : null;
  const results = s.results;
  const swaps = results.flatMap((r) => r.swaps);
  const last = results.at(-1);
  const stats = {
    tricks: results.length,
    tiedTricks: results.filter((r) => r.winner === null).length,
    swaps: swaps.length,
    swapWins: swaps.filter((w) => w.effect > 0).length,
    swapLosses: swaps.filter((w) => w.effect < 0).length,
    swapJokers: swaps.filter((w) => isJoker(w.card)).length,
    /** Tricks taken by the team that lays first (the dealer's left) and by the dealer's team. */
    leadTeamTricks: results.filter((r) => r.winner !== null && r.winner !== r.dealer % 2).length,
    dealerTeamTricks: results.filter((r) => r.winner !== null && r.winner === r.dealer % 2).length,
    /** Team 1 (East–West) lays first in the first trick. */
    firstLeadWins: winner === 1 ? 1 : 0,
    drawnGames: winner === null ? 1 : 0,
    limitGames: Math.max(a, b) < s.o.tricksToWin ? 1 : 0,
  };
  const summary =
    winner === null
      ? `The game stopped at the ${s.o.trickLimit}-trick limit level at ${a}–${b}, so it is a draw.`
      : Math.max(a, b) < s.o.tricksToWin
        ? `${TEAM_NAMES[winner]} led ${Math.max(a, b)}–${Math.min(a, b)} when the ${s.o.trickLimit}-trick limit ended the game.`
        : `${TEAM_NAMES[winner]} won ${Math.max(a, b)}–${Math.min(a, b)} after ${results.length} tricks, taking the last with ${keyWords(s.o, last?.keys[winner] ?? 0)}.`;
  return {
    winners: winner === null ? [0, 1, 2, 3] : [...seatsOf(winner)],
    tie: winner === null,
    scores: [a, b, a, b],
    length: results.length,
    stats,
    summary,
  };
}

export const RULES: GameRules<typeof NF_OPTIONS, NfState, NfMove, NfView> = {
  id: 'ninas-five',
  options: NF_OPTIONS,
  checkOptions,
  lengthUnit: 'tricks',
  maxMoves: (o) => o.trickLimit * MOVES_PER_TRICK,
  seats: () => SEATS,
  newGame: newState,
  toAct,
  legalMoves,
  apply,
  view: viewOf,
  outcome,
  audit: auditState,
};
