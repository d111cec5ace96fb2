/**
 * Bluff 'N' Peg's skilled player (bots/skilled.ts): the sensible player's move, checked to the end of the hand in
 * eight deals that fit the view at the decisions that cost or save pegs: at a stakes decision (double or not; accept
 * a double or fold) against the other choice, and before its first card is laid, against folding, which costs
 * nothing yet. Pegs move only when a hand ends, so a look one turn ahead would see no difference. Against sensible
 * players over 1,000 games: 32.2% with eight deals, 31.0% with four, 28.3% with the stakes decisions alone, 27.3%
 * with every lay looked at (fold against the highest card, 2 deals; slower too); sensible 26.2%.
 * The page's typical figures stay with sensible players: it searches (eight sampled deals played to the hand's end
 * per choice), so 1,000 games with it in every seat took 22 s of CPU (2026-11-27), and 100 games 4.3 s on the loaded
 * machine of 2026-11-28 (about 43 s a thousand, warm-up included): more than the build's whole budget of about 20 s
 * (docs/decisions/2026-11-27-skilled-level.md).
 */
import type { GameSkilled } from '../../bots/skilled.ts';
import { SENSIBLE } from './bots.ts';
import type { BpMove } from './state.ts';
import type { BpView } from './view.ts';

/** At a stakes decision, both choices; before the first card of the hand is laid, folding; elsewhere nothing. */
function shortlist(v: BpView, legal: readonly BpMove[]): BpMove[] {
  if (legal.some((m) => m.kind === 'double' || m.kind === 'accept')) return [...legal];
  return (v.laid[v.seat] ?? []).length === 0 ? legal.filter((m) => m.kind === 'fold') : [];
}

export const SKILLED: GameSkilled<BpMove, BpView> = { play: SENSIBLE, shortlist, deals: 8, depth: 60, toHorizon: true, typical: false };
