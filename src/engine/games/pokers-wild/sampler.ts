/**
 * Poker's Wild!'s sampler for the search (search/ismcts.ts): a whole state that fits one seat's view. The board,
 * the scorecards and the seat's own hand are as it sees them; every other card (the other hands and the deck) is
 * dealt at random from the cards it has not seen, each hand keeping its size, and the PRNG is new.
 *
 * What the view does not show and no move depends on: the count of turns that scored nothing because a row of
 * circles was full (a figure for the statistics) starts from zero.
 */
import { type Card } from '../../hands/cards.ts';
import type { Rng } from '../../play/random.ts';
import type { SearchParts } from '../../bots/expert.ts';
import { dealSizes, freshSeed, unseen } from '../../search/deal.ts';
import { softmaxShares } from '../../search/estimate.ts';
import { cellOf, layoutOf } from './options.ts';
import type { PwMove, PwState } from './state.ts';
import type { PwView } from './view.ts';
import { seatName } from './words.ts';

function samplePw(v: PwView, rng: Rng): PwState {
  const onBoard = v.cells.filter((c): c is Card => c !== null);
  const deckSize = onBoard.length + v.handSizes.reduce((a, b) => a + b, 0) + v.deckLeft;
  const all = Array.from({ length: deckSize }, (_, i) => i);
  const others = v.handSizes.map((n, seat) => (seat === v.seat ? 0 : n));
  const dealt = dealSizes(unseen(all, onBoard, v.hand), [...others, v.deckLeft], rng);
  const hands = v.handSizes.map((_, seat) => (seat === v.seat ? v.hand : (dealt[seat] ?? [])));
  const layout = layoutOf({ rows: v.rows, cols: v.cols, wildSpaces: v.wild.length });
  const state: PwState = {
    players: v.players,
    rows: v.rows,
    cols: v.cols,
    wild: v.wild,
    deckSize,
    points: v.points,
    circles: v.circles,
    starters: layout.starters.map((sq) => cellOf(sq, v.cols)),
    cells: v.cells,
    hands,
    deck: dealt[v.players] ?? [],
    turn: v.turn,
    marks: v.marks,
    scores: v.scores,
    turns: onBoard.length - layout.starters.length,
    fullRows: 0,
    rng: freshSeed(rng),
  };
  return v.last === null ? state : { ...state, last: v.last };
}

/** What Poker's Wild! adds to the search (bots/expert.ts). */
export const SEARCH: SearchParts<PwState, PwMove, PwView> = {
  sample: samplePw,
  seats: (v) => v.players,
  names: (v) => Array.from({ length: v.players }, (_, i) => seatName(i)),
  // Up to 150 moves a turn: a number for each, not its JSON.
  moveKey: (m) => String((m.card * 16 + m.row) * 16 + m.col),
  // A card is laid a turn: the cards left to lay say how much the scores can still move.
  estimate: (s) => softmaxShares(s.scores, 2 + Math.sqrt(s.deck.length + s.hands.reduce((a, h) => a + h.length, 0)) / 2),
};
