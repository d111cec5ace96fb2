/** The one random player every game shares: any legal move, each as likely as the others. */
import type { Bot } from '../play/types.ts';

export const randomBot = <V, M>(...[, legal, rng]: Parameters<Bot<V, M>>): ReturnType<Bot<V, M>> => ({
  move: rng.pick(legal),
  reason: 'Any legal move, picked at random.',
});
