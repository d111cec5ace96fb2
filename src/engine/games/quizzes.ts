/**
 * Every game's quiz, by id (games/<id>/quiz.ts: what it asks, how often each kind of question comes up, its
 * ruleset and its deal), read by quiz.ts. The mapped type makes a missing game a type error.
 *
 * A registry of its own, not a field of GAME_CONTENT (games/content.ts), because the quiz island imports it: the
 * bundler keeps every top-level statement of each module an island reaches, so reaching GAME_CONTENT put about
 * 6 KB gzipped of other games' modules (their words, deal lines and states) on every quiz page (measured in
 * dist/_astro: the quiz page's JavaScript went from 7.4 to 13.4 KB gzipped).
 */
import type { GameId } from '../ids.ts';
import type { HandQuiz, ScoreQuiz } from '../quiz-deals.ts';
import { QUIZ as BLUFF_N_PEG } from './bluff-n-peg/quiz.ts';
import { QUIZ as NINAS_FIVE } from './ninas-five/quiz.ts';
import { QUIZ as NUCLEAR } from './nuclear-holdem/quiz.ts';
import { QUIZ as PEEKABOO } from './peekaboo/quiz.ts';
import { QUIZ as POKERS_WILD, type PlayDeal, type PlayKind } from './pokers-wild/quiz.ts';

export const GAME_QUIZ = {
  'ninas-five': NINAS_FIVE,
  peekaboo: PEEKABOO,
  'nuclear-holdem': NUCLEAR,
  'pokers-wild': POKERS_WILD,
  'bluff-n-peg': BLUFF_N_PEG,
} as const satisfies { readonly [G in GameId]: HandQuiz<G> | ScoreQuiz<G, PlayKind, PlayDeal> };
