/**
 * Nina's Five's skilled player (bots/skilled.ts): the sensible player's move, checked one turn ahead against the
 * expert's lay candidates (each natural card, each joker under its best name) in one deal that fits the view, to the
 * end of the trick (the three seats after it). Against sensible players over 200 games a skilled team won 60% with
 * one deal, 62% with two and 64% with four; one takes a quarter of four's time, which the Balance Lab needs. 1,000 games of it took 6 s of CPU, too long for
 * the build's typical figures (sensible players: 1.5 s).
 */
import type { GameSkilled } from '../../bots/skilled.ts';
import { layCandidates, SENSIBLE } from './bots.ts';
import type { NfMove } from './state.ts';
import type { NfView } from './view.ts';

export const SKILLED: GameSkilled<NfMove, NfView> = { play: SENSIBLE, shortlist: layCandidates, deals: 1, depth: 3, typical: false };
