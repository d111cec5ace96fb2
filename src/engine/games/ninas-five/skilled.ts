/**
 * Nina's Five's skilled player (bots/skilled.ts): the sensible player's move, checked one turn ahead against the
 * expert's lay candidates (each natural card, each joker under its best name) in one deal that fits the view, to the
 * end of the trick (the three seats after it). Against sensible players over 200 games a skilled team won 60% with
 * one deal, 62% with two and 64% with four; one takes a quarter of four's time, which the Balance Lab needs. The page's
 * typical figures stay with sensible players: it searches (a sampled deal played out per candidate at every lay), so
 * 1,000 games took 6.1 s of CPU (2026-11-27), and 100 games 1.5 to 1.7 s on the loaded machine of 2026-11-28 (about
 * 16 s a thousand, warm-up included), against sensible players' 1.5 s; with Peekaboo's 14 s the build has about 6 s
 * of its 20 s left (docs/decisions/2026-11-27-skilled-level.md).
 */
import type { GameSkilled } from '../../bots/skilled.ts';
import { layCandidates, SENSIBLE } from './bots.ts';
import type { NfMove } from './state.ts';
import type { NfView } from './view.ts';

export const SKILLED: GameSkilled<NfMove, NfView> = { play: SENSIBLE, shortlist: layCandidates, deals: 1, depth: 3, typical: false };
