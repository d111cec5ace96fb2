/**
 * Bluff 'N' Peg: how the expert plays its own later moves in its search's rollouts (search/ismcts.ts `ownRollout`),
 * where the other players are played as the sensible player they are. The search judges a move by the hands that
 * follow it, so its own later moves should be played as well as it can play them cheaply: the sensible player
 * (bots.ts) with two changes, each measured in a table of one such player and three sensible ones
 * (docs/decisions/2026-11-27-expert-betting.md):
 * - before laying its first card it folds unless its rough chance of winning (`readTable`) is at least `TIGHT`:
 *   a fold before laying costs nothing, and the sensible player lays into hands it seldom wins;
 * - it declares "double or fold" exactly when that chance is at least `TIGHT`, with no bluff.
 */
import type { Bot } from '../../play/types.ts';
import { readTable, SENSIBLE } from './bots.ts';
import type { BpMove } from './state.ts';
import type { BpView } from './view.ts';

/** The chance of winning below which it folds before laying, and at or above which it doubles. */
const TIGHT = 0.5;

export const OWN_PLAY: Bot<BpView, BpMove> = (v, legal, rng) => {
  const first = legal[0];
  if (first === undefined) return SENSIBLE(v, legal, rng);
  switch (first.kind) {
    case 'lay':
    case 'fold': {
      const fold = legal.find((m) => m.kind === 'fold');
      if (fold !== undefined && (v.laid[v.seat]?.length ?? 0) === 0 && readTable(v, true).win < TIGHT)
        return { move: fold, reason: 'My chance of winning is too small to lay a first card.' };
      return SENSIBLE(v, legal, rng);
    }
    case 'double':
    case 'no-double': {
      const kind = readTable(v, false).win >= TIGHT ? 'double' : 'no-double';
      const move = legal.find((m) => m.kind === kind) ?? first;
      return { move, reason: kind === 'double' ? 'A strong hand showing: double.' : 'Not strong enough to double.' };
    }
    case 'discard':
    case 'accept':
      return SENSIBLE(v, legal, rng);
  }
};
