/**
 * Nina's Five's sampler for the search (search/ismcts.ts): a whole state that fits one seat's view. Every card
 * face up (the seat's hand, the community, cards laid face up, the cards seen since the shuffle) is as it sees it.
 * The cards it cannot see (the other hands, the deck, the teams' unused peekaboo cards, peekaboo cards lying face
 * down, and the peekaboo cards buried unseen) are dealt at random from the rest of the pack, each place keeping its
 * size. A peekaboo choice the seat has not been shown (the other decider's, made in secret) is drawn from that
 * decider's legal choices; the PRNG is new.
 *
 * Not shown and not needed for play: a replaced card that was a named joker keeps its card but not its name (the
 * name only feeds the swap statistics when the trick is scored).
 */
import type { Card } from '../../hands/cards.ts';
import type { Rng } from '../../play/random.ts';
import type { SamplerParts } from '../../bots/expert.ts';
import { dealSizes, freshSeed, unseen } from '../../search/deal.ts';
import { softmaxShares } from '../../search/estimate.ts';
import { deckOf, legalMoves, teamOf } from './rules.ts';
import { SEAT_NAMES, type LaidCard, type NfState, type PeekabooChoice, type SwapDone } from './state.ts';
import { FLOP_CARDS, type TeamIndex } from './tricks.ts';
import type { NfView } from './view.ts';

const next = (seat: number, by = 1): number => (seat + by) % 4;

function sampleNf(v: NfView, rng: Rng): NfState {
  const o = v.options;
  const over = v.step === 'over';
  const shuffleTrick = ((v.trick - 1) % o.handsPerShuffle) + 1;
  const take = o.peekaboo ? 2 : 0;
  const completed = over ? shuffleTrick : shuffleTrick - 1;
  const river = v.step === 'second-plays' ? 1 : 0;
  const deckLeft = deckOf(o).length - 4 * o.cardsDealt - completed * (take + FLOP_CARDS + 1) - (over ? 0 : take + FLOP_CARDS + river);
  const faceUp = v.laid.flatMap((cards) => cards.flatMap((l) => ('card' in l ? [l.card] : [])));
  const pool = unseen(deckOf(o), v.hand, v.community, faceUp, v.seen);
  const faceDown = v.laid.map((cards) => cards.filter((l) => !('card' in l)).length);
  const peekabooCount = v.peekabooCards.filter(Boolean).length;
  const handSizes = v.handSizes.map((n, seat) => (seat === v.seat ? 0 : n));
  const fixed = handSizes.reduce((a, b) => a + b, 0) + faceDown.reduce((a, b) => a + b, 0) + peekabooCount + deckLeft;
  const dealt = dealSizes(pool, [...handSizes, faceDown.reduce((a, b) => a + b, 0), peekabooCount, deckLeft, pool.length - fixed], rng);
  const hands = v.handSizes.map((_, seat) => (seat === v.seat ? v.hand : (dealt[seat] ?? [])));
  const downCards = dealt[4] ?? [];
  const peekabooCards = dealt[5] ?? [];
  let d = 0;
  const laid = v.laid.map((cards) =>
    cards.map((l): LaidCard => ('card' in l ? l : { card: downCards[d++] ?? -1, peekabooOf: l.peekabooOf })),
  );
  let p = 0;
  const peekaboo = v.peekabooCards.map((has) => (has ? (peekabooCards[p++] ?? null) : null)) as [Card | null, Card | null];
  // This trick's swaps, in the order they were made (the dealer's left's team first): each replaced the chosen
  // seat's first card, which went to the end of the cards seen.
  const firstTeam = teamOf(next(v.dealer));
  const swapped = [firstTeam, (1 - firstTeam) as TeamIndex].flatMap((team) =>
    laid.flatMap((cards, seat) => {
      const first = cards[0];
      return first?.peekabooOf === team ? [{ team, seat, card: first.card }] : [];
    }),
  );
  const replacedCards = v.seen.slice(v.seen.length - swapped.length);
  const swaps = swapped.map((w, i): SwapDone => ({ by: w.team, seat: w.seat, replaced: { card: replacedCards[i] ?? -1 }, card: w.card }));
  const state: NfState = {
    o,
    rng: freshSeed(rng),
    deck: dealt[6] ?? [],
    hands,
    dealer: v.dealer,
    trick: v.trick,
    shuffleTrick,
    step: v.step,
    turn: v.toAct ?? -1,
    community: v.community,
    laid,
    peekaboo,
    pending: [null, null],
    swaps,
    seen: v.seen,
    buried: dealt[7] ?? [],
    score: v.score,
    results: v.results,
  };
  return { ...state, pending: pendingChoices(state, v, rng) };
}

/**
 * The choices made but not yet shown: while the second decider chooses (the swaps shown together), the first
 * decider's. Its own decider knows it; anyone else gets one of its legal choices, at random.
 */
function pendingChoices(s: NfState, v: NfView, rng: Rng): NfState['pending'] {
  const decider = next(v.dealer);
  if (v.step !== 'peekaboo' || v.peekabooReveal !== 'together' || v.toAct !== next(v.dealer, 2)) return [null, null];
  const known = v.seat === decider ? v.myChoice : null;
  const choices = legalMoves({ ...s, turn: decider }, decider).flatMap((m) => (m.kind === 'peekaboo' ? [m.replace] : []));
  const choice: PeekabooChoice = known ?? choices[rng.int(choices.length)] ?? 'pass';
  const pending: [PeekabooChoice | null, PeekabooChoice | null] = [null, null];
  pending[teamOf(decider)] = choice;
  return pending;
}

/** What Nina's Five adds to the search (bots/expert.ts): partners share a result. */
export const SEARCH: SamplerParts<NfState, NfView> = {
  sample: sampleNf,
  seats: () => 4,
  names: () => SEAT_NAMES,
  teamOf,
  // Tricks taken: each seat gets its team's share.
  estimate: (s) => {
    const [a = 0.5, b = 0.5] = softmaxShares(s.score, 1.5);
    return [a, b, a, b];
  },
};
