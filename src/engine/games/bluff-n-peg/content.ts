/** Bluff 'N' Peg's content for the site and the CLI, beside its rules: its main ruleset, its rulings, its quick-reference card, its guided first round, its log's deal lines, what you need to play and its quiz (games/content.ts gathers every game's). */
import type { GameContent } from '../content-types.ts';
import { DEAL_LINES } from './deal-lines.ts';
import { IN_THE_BOX } from './in-the-box.ts';
import { QUIZ } from './quiz.ts';
import { QUICK_REF } from './quick-ref.ts';
import { RULINGS } from './rulings.ts';
import { BLUFF_N_PEG_TUTORIAL } from './tutorial.ts';

export const CONTENT = {
  main: 'bluff-n-peg',
  rulings: RULINGS,
  quickRef: QUICK_REF,
  dealLines: DEAL_LINES,
  inTheBox: IN_THE_BOX,
  quiz: QUIZ,
  tutorial: BLUFF_N_PEG_TUTORIAL,
} as const satisfies GameContent<'bluff-n-peg'>;
