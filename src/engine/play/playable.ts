/**
 * A game as the engine's generic code plays it: its parts by layer (rules, words, stats) and its players. The
 * games are defined in their folders and registered by layer (games/index.ts, bots/index.ts); this only puts
 * each game's layers side by side for the code that needs several (simulation, records, logs, the Balance Lab).
 */
import { BOTS, type GameBots } from '../bots/index.ts';
import { GAME_PARTS, type MoveOf, type PartsOf, type ViewOf } from '../games/index.ts';
import type { GameId } from '../ids.ts';
import type { OptionSpec } from './options.ts';
import type { GameParts } from './types.ts';

export interface Playable<Specs extends readonly OptionSpec[], S, M, V> extends GameParts<Specs, S, M, V> {
  readonly bots: GameBots<V, M>;
}

/** Any game, its types erased: what code generic over every game handles. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- erased only in code generic over every game; each game's own code keeps its types
export type AnyPlayable = Playable<readonly OptionSpec[], any, any, any>;

/** Any game's rules, their types erased. */
export type AnyRules = AnyPlayable['rules'];

/** Game `G`'s layers side by side, with its own types. */
export type PlayableOf<G extends GameId> = PartsOf<G> & { readonly bots: GameBots<ViewOf<G>, MoveOf<G>> };

/** A game's layers side by side (read from the registries, so a new game needs no line here). */
export const playable = <G extends GameId>(id: G): PlayableOf<G> => ({ ...GAME_PARTS[id], bots: BOTS[id] });
