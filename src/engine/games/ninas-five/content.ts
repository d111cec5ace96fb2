/** Nina's Five's content for the site and the CLI, beside its rules: its main ruleset, its rulings, its quick-reference card and its guided first round (games/content.ts gathers every game's). */
import type { GameContent } from '../content.ts';
import { QUICK_REF } from './quick-ref.ts';
import { RULINGS } from './rulings.ts';
import { NINAS_FIVE_TUTORIAL } from './tutorial.ts';

export const CONTENT = {
  main: 'ninas-five',
  rulings: RULINGS,
  quickRef: QUICK_REF,
  tutorial: NINAS_FIVE_TUTORIAL,
} as const satisfies GameContent<'ninas-five'>;
