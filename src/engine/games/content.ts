/**
 * Every game's content, by id: what the site and the CLI say about a game beside its rules (games/<id>/content.ts):
 * its main ruleset, its mechanic rulings, its quick-reference card, its guided first round and
 * its log's deal lines, what you need to play and its quiz. The mapped type makes a missing game a type error.
 * No page's island imports it: an island imports its own game's files.
 *
 * It is a registry of its own, not a field of GAME_PARTS, because GAME_PARTS goes into the Balance Lab's and the
 * CLI's scripts, which need the rules and not this prose (the rulings, cards and tutorials are about 30 KB
 * gzipped together).
 */
import type { GameContent } from './content-types.ts';
import type { GameId } from '../ids.ts';
import { CONTENT as BLUFF_N_PEG } from './bluff-n-peg/content.ts';
import { CONTENT as NINAS_FIVE } from './ninas-five/content.ts';
import { CONTENT as NUCLEAR } from './nuclear-holdem/content.ts';
import { CONTENT as PEEKABOO } from './peekaboo/content.ts';
import { CONTENT as POKERS_WILD } from './pokers-wild/content.ts';

export const GAME_CONTENT = {
  'ninas-five': NINAS_FIVE,
  peekaboo: PEEKABOO,
  'nuclear-holdem': NUCLEAR,
  'pokers-wild': POKERS_WILD,
  'bluff-n-peg': BLUFF_N_PEG,
} as const satisfies { readonly [G in GameId]: GameContent<G> };

/** One game's content with its literal types (its rulings' ids). */
export type ContentOf<G extends GameId> = (typeof GAME_CONTENT)[G];

/**
 * The same registry read through its per-game type, so a generic id `G` gives `GameContent<G>` (by-game.ts).
 * @alias of GAME_CONTENT (knip: two names for one registry, on purpose)
 */
export const CONTENT_OF: { readonly [G in GameId]: GameContent<G> } = GAME_CONTENT;
