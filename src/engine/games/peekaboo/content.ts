/** Peekaboo's content for the site and the CLI, beside its rules: its main ruleset, its rulings, its quick-reference card and its guided first round (games/content.ts gathers every game's). */
import type { GameContent } from '../content.ts';
import { QUICK_REF } from './quick-ref.ts';
import { RULINGS } from './rulings.ts';
import { PEEKABOO_TUTORIAL } from './tutorial.ts';

export const CONTENT = {
  main: 'peekaboo',
  rulings: RULINGS,
  quickRef: QUICK_REF,
  tutorial: PEEKABOO_TUTORIAL,
} as const satisfies GameContent<'peekaboo'>;
