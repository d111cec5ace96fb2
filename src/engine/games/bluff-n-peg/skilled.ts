/**
 * Bluff 'N' Peg's skilled player (bots/skilled.ts): the sensible player's move, checked to the end of the hand against
 * the other kinds of move open (fold, the highest card to lay, double or not, accept) in a few deals that fit the view.
 * Pegs move only when a hand ends, so a look one turn ahead would see no difference.
 */
import type { GameSkilled } from '../../bots/skilled.ts';
import { SENSIBLE } from './bots.ts';
import type { BpMove } from './state.ts';
import type { BpView } from './view.ts';

/** One move of each kind: the fold, the double, the refusal, the acceptance and the highest card to lay. */
function shortlist(_v: BpView, legal: readonly BpMove[]): BpMove[] {
  const out: BpMove[] = [];
  let lay: BpMove | undefined;
  for (const m of legal) {
    if (m.kind === 'lay') {
      if (lay === undefined || (lay.kind === 'lay' && m.card > lay.card)) lay = m;
    } else if (m.kind !== 'discard') out.push(m);
  }
  return lay === undefined ? out : [...out, lay];
}

export const SKILLED: GameSkilled<BpMove, BpView> = { play: SENSIBLE, shortlist, deals: 2, depth: 60, toHorizon: true };
