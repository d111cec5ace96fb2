/**
 * Nuclear Annihilation Hold'em's skilled player (bots/skilled.ts): the expert's own plan for its later moves
 * (own-play.ts), played without the search. A seat that is not a Communist plays to become one; a Communist plays as
 * the sensible player does. No look-ahead: the plan is where the strength is, and it costs a tenth of a millisecond;
 * 1,000 games of it took 1.2 s of CPU, so the page's typical figures are played at this level. With it, each seat
 * playing to become a Communist, the Communists win 99.7% of the games against 86.5% with random players: the page
 * works out from those two that their wins rest mostly on the rules (play/typical.ts `heldBasis`), and its paragraph
 * under the figures says what skill adds (held by tests/engine/play/typical.test.ts). The seats stay even (37.9% to
 * 43.0% at seed 2026, every interval overlapping; 39.3% to 40.1% over 10,000 games at seed 7): the seat artifact of
 * the old sensible player, which checked and persuaded the lowest seat it could, does not come back, and
 * tests/engine/play/nuclear-holdem.test.ts holds the skilled seats within 6 points of one another.
 */
import type { GameSkilled } from '../../bots/skilled.ts';
import { OWN_PLAY } from './own-play.ts';
import type { NhMove } from './state.ts';
import type { NhView } from './view.ts';

export const SKILLED: GameSkilled<NhMove, NhView> = { play: OWN_PLAY, shortlist: null, deals: 0, depth: 0, typical: true };
