/**
 * Every game's content, by id: what the site and the CLI say about a game beside its rules (games/<id>/content.ts):
 * its main ruleset, its mechanic rulings, its quick-reference card, its guided first round and
 * its log's deal lines. The mapped type
 * makes a missing game a type error.
 *
 * It is a registry of its own, not a field of GAME_PARTS, because GAME_PARTS goes into the Balance Lab's and the
 * CLI's scripts, which need the rules and not this prose (the rulings, cards and tutorials are about 30 KB
 * gzipped together).
 */
import type { Ruling } from '../hands/ruling.ts';
import type { GameRulesetId } from '../hands/rulesets.ts';
import type { GameId } from '../ids.ts';
import type { DealLines } from '../play/deal-words.ts';
import type { QuickRef } from '../quick-refs.ts';
import type { TutorialScript } from '../tutorial/types.ts';
import { CONTENT as BLUFF_N_PEG } from './bluff-n-peg/content.ts';
import { CONTENT as NINAS_FIVE } from './ninas-five/content.ts';
import { CONTENT as NUCLEAR } from './nuclear-holdem/content.ts';
import { CONTENT as PEEKABOO } from './peekaboo/content.ts';
import { CONTENT as POKERS_WILD } from './pokers-wild/content.ts';

/** One game's content. */
export interface GameContent<G extends GameId> {
  /** The game's own ruleset (its ladder, and the hand-ranker's first choice). */
  readonly main: GameRulesetId<G>;
  /** The rulings on the game's mechanics (its hand rulings are in hands/rulings.ts), `as const` so their ids are typed. */
  readonly rulings: readonly (Ruling & { readonly game: G })[];
  readonly quickRef: QuickRef<G>;
  readonly tutorial: TutorialScript & { readonly game: G };
  /** What `simulate --log` prints of the cards and dice dealt, drawn or rolled out of sight (play/log-deals.ts). */
  readonly dealLines: DealLines;
}

export const GAME_CONTENT = {
  'ninas-five': NINAS_FIVE,
  peekaboo: PEEKABOO,
  'nuclear-holdem': NUCLEAR,
  'pokers-wild': POKERS_WILD,
  'bluff-n-peg': BLUFF_N_PEG,
} as const satisfies { readonly [G in GameId]: GameContent<G> };

export type ContentOf<G extends GameId> = (typeof GAME_CONTENT)[G];
