/**
 * Nuclear Annihilation Hold'em's skilled player (bots/skilled.ts): the expert's own plan for its later moves
 * (own-play.ts), played without the search. A seat that is not a Communist plays to become one; a Communist plays as
 * the sensible player does. No look-ahead: the plan is where the strength is, and it costs a tenth of a millisecond;
 * 1,000 games of it took 1.2 s of CPU, which the build affords, but the page's typical figures stay with sensible
 * players: skilled players, each playing to become a Communist, give the Communists 99.7% of the games against 86.5%
 * with random players, so the page's claim that the Communists' wins rest mostly on the rules (stats.ts `headlines`,
 * held by tests/engine/play/typical.test.ts) would no longer hold. Setting this true needs that claim and the page's
 * paragraph under the figures rewritten first.
 */
import type { GameSkilled } from '../../bots/skilled.ts';
import { OWN_PLAY } from './own-play.ts';
import type { NhMove } from './state.ts';
import type { NhView } from './view.ts';

export const SKILLED: GameSkilled<NhMove, NhView> = { play: OWN_PLAY, shortlist: null, deals: 0, depth: 0, typical: false };
