/**
 * Scoring one line of Poker's Wild! cards by category points (no DOM, unit
 * tested in Node). The game never compares two hands: a line scores the
 * points of the best category it makes, jokers wild.
 */
import { err, type Result } from '../../../engine/hands/cards.ts';
import { CATEGORY_LABELS, type Category } from '../../../engine/hands/categories.ts';
import { judgeCardRequest, type CardValue, type WildAs } from '../../../engine/hands/judge-cards.ts';
import { RULESETS } from '../../../engine/hands/rulesets.ts';

export const LINE_EXAMPLE = 'X 7h 7d 2c';

export interface LineScore {
  readonly category: Category;
  readonly label: string;
  readonly description: string;
  readonly points: number;
  /** The cards that make the hand, best first. */
  readonly best: readonly CardValue[];
  /** What each joker stands for. */
  readonly wilds: readonly WildAs[];
}

export const pointsFor = (category: Category): number => RULESETS['pokers-wild'].points?.[category] ?? 0;

/** The points a line of 2 to 5 cards scores, or the engine's reason it can't be scored. */
export function scoreLine(text: string): Result<LineScore> {
  const judged = judgeCardRequest({ game: 'pokers-wild', hands: [text], labels: ['The line'] });
  if (!judged.ok) return judged;
  const hand = judged.value.hands[0];
  if (hand?.kind !== 'cards') return err('empty', 'Enter a line of 2 to 5 cards.');
  return {
    ok: true,
    value: {
      category: hand.category,
      label: CATEGORY_LABELS[hand.category],
      // Kickers never matter here (a line is only ever scored, never compared), so the description leaves them out.
      description: hand.description.replace(/, [^,]*\bkickers?$/u, ''),
      points: pointsFor(hand.category),
      best: hand.best,
      wilds: hand.wilds,
    },
  };
}
