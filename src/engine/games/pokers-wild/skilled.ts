/**
 * Poker's Wild!'s skilled player (bots/skilled.ts): the sensible player's best-scoring move, checked one turn ahead
 * against the next best-scoring ones in one deal that fits the view, so it stops leaving a big hand open to the
 * players after it when a move scoring about as much does not. The page's typical figures stay with sensible players:
 * it searches (a sampled deal played three moves on per candidate), so 1,000 games took 6.0 s of CPU (2026-11-27), and
 * 100 games 0.86 to 0.90 s on the loaded machine of 2026-11-28 (about 9 s a thousand, warm-up included), against
 * sensible players' 0.7 s; with Peekaboo's 14 s the build has about 6 s of its 20 s left
 * (docs/decisions/2026-11-27-skilled-level.md).
 */
import type { GameSkilled } from '../../bots/skilled.ts';
import { SENSIBLE } from './bots.ts';
import { scoreFor } from './score.ts';
import type { PwMove } from './state.ts';
import type { PwView } from './view.ts';

/** How many of the best-scoring moves are looked at beside the sensible player's. */
const SHORTLIST = 3;

function shortlist(v: PwView, legal: readonly PwMove[]): PwMove[] {
  const scored = legal.map((m) => ({ m, points: scoreFor(v, v.seat, m.card, m.row * v.cols + m.col).points }));
  scored.sort((a, b) => b.points - a.points);
  return scored.slice(0, SHORTLIST).map((x) => x.m);
}

export const SKILLED: GameSkilled<PwMove, PwView> = { play: SENSIBLE, shortlist, deals: 1, depth: 3, typical: false };
