/**
 * Bluff 'N' Peg's skilled player (bots/skilled.ts): the sensible player's stakes decisions (double or not; accept a
 * double or fold) checked to the end of the hand against the other choice in four deals that fit the view. Pegs
 * move only when a hand ends, so a look one turn ahead would see no difference. Its laying is the sensible player's:
 * looking ahead there too (fold against the highest card to lay, 2 deals) won 27.3% against sensible players over
 * 1,000 games, within the noise of the sensible player's 26.2%, and took a 1,000-game Lab run in Chromium past 30 s.
 * The page's typical figures stay with sensible players, whose play it is.
 */
import type { GameSkilled } from '../../bots/skilled.ts';
import { SENSIBLE } from './bots.ts';
import type { BpMove } from './state.ts';
import type { BpView } from './view.ts';

/** At a stakes decision, both choices (double or not; accept or fold); elsewhere none, so the sensible move stands. */
function shortlist(_v: BpView, legal: readonly BpMove[]): BpMove[] {
  return legal.some((m) => m.kind === 'double' || m.kind === 'accept') ? [...legal] : [];
}

export const SKILLED: GameSkilled<BpMove, BpView> = { play: SENSIBLE, shortlist, deals: 4, depth: 60, toHorizon: true, typical: false };
