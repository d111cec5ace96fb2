/**
 * Nuclear Annihilation Hold'em's skilled player (bots/skilled.ts): the expert's own plan for its later moves
 * (own-play.ts), played without the search. A seat that is not a Communist plays to become one; a Communist plays as
 * the sensible player does. No look-ahead: the plan is where the strength is, and it costs a tenth of a millisecond.
 */
import type { GameSkilled } from '../../bots/skilled.ts';
import { OWN_PLAY } from './own-play.ts';
import type { NhMove } from './state.ts';
import type { NhView } from './view.ts';

export const SKILLED: GameSkilled<NhMove, NhView> = { play: OWN_PLAY, shortlist: null, deals: 0, depth: 0 };
