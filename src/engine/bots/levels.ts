/**
 * A game's players by level, built from its own sensible player and the one random player. Apart from the
 * registry (index.ts, which imports every game) so a play page's island can make its game's players and
 * still bundle only that game.
 */
import type { Bot, BotLevel, TableLevel } from '../play/types.ts';
import { randomBot } from './random.ts';

/** A game's players, one per level. */
export type GameBots<V, M> = { readonly [L in BotLevel]: Bot<V, M> };

/** The players a page runs on its main thread (the expert thinks in a worker: see TABLE_LEVELS). */
export type TableBots<V, M> = { readonly [L in TableLevel]: Bot<V, M> };

/** The table's levels for a game whose own player is `sensible`. */
export const levels = <V, M>(sensible: Bot<V, M>): TableBots<V, M> => ({ random: randomBot, sensible });
