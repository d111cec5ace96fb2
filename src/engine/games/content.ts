/**
 * Every game's content, by id: what the site and the CLI say about a game beside its rules (games/<id>/content.ts):
 * its main ruleset, its mechanic rulings, its quick-reference card, its guided first round and
 * its log's deal lines; and its quiz (GAME_QUIZ, below). The mapped types make a missing game a type error.
 *
 * It is a registry of its own, not a field of GAME_PARTS, because GAME_PARTS goes into the Balance Lab's and the
 * CLI's scripts, which need the rules and not this prose (the rulings, cards and tutorials are about 30 KB
 * gzipped together).
 */
import type { HandQuiz, ScoreQuiz } from '../quiz-deals.ts';
import type { GameContent } from './content-types.ts';
import type { GameId } from '../ids.ts';
import { CONTENT as BLUFF_N_PEG } from './bluff-n-peg/content.ts';
import { CONTENT as NINAS_FIVE } from './ninas-five/content.ts';
import { CONTENT as NUCLEAR } from './nuclear-holdem/content.ts';
import { CONTENT as PEEKABOO } from './peekaboo/content.ts';
import { CONTENT as POKERS_WILD } from './pokers-wild/content.ts';
import { QUIZ as BLUFF_N_PEG_QUIZ } from './bluff-n-peg/quiz.ts';
import { QUIZ as NINAS_FIVE_QUIZ } from './ninas-five/quiz.ts';
import { QUIZ as NUCLEAR_QUIZ } from './nuclear-holdem/quiz.ts';
import { QUIZ as PEEKABOO_QUIZ } from './peekaboo/quiz.ts';
import { QUIZ as POKERS_WILD_QUIZ, type PlayDeal, type PlayKind } from './pokers-wild/quiz.ts';

export const GAME_CONTENT = {
  'ninas-five': NINAS_FIVE,
  peekaboo: PEEKABOO,
  'nuclear-holdem': NUCLEAR,
  'pokers-wild': POKERS_WILD,
  'bluff-n-peg': BLUFF_N_PEG,
} as const satisfies { readonly [G in GameId]: GameContent<G> };

/** One game's content with its literal types (its rulings' ids). */
export type ContentOf<G extends GameId> = (typeof GAME_CONTENT)[G];

/** The same registry read through its per-game type, so a generic id `G` gives `GameContent<G>` (by-game.ts). */
export const CONTENT_OF: { readonly [G in GameId]: GameContent<G> } = GAME_CONTENT;

/**
 * Every game's quiz (games/<id>/quiz.ts: what it asks, how often each kind of question comes up, its ruleset and
 * its deal), read by quiz.ts. A table of its own beside GAME_CONTENT, not a field of it, because the quiz island
 * imports it: reading one field of GAME_CONTENT would bundle every game's rulings, cards and tutorials, while
 * this table's entries leave the rest of this file unused, so the bundler drops it.
 */
export const GAME_QUIZ = {
  'ninas-five': NINAS_FIVE_QUIZ,
  peekaboo: PEEKABOO_QUIZ,
  'nuclear-holdem': NUCLEAR_QUIZ,
  'pokers-wild': POKERS_WILD_QUIZ,
  'bluff-n-peg': BLUFF_N_PEG_QUIZ,
} as const satisfies { readonly [G in GameId]: HandQuiz<G> | ScoreQuiz<G, PlayKind, PlayDeal> };
