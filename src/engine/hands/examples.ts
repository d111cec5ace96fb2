/**
 * One example hand per ladder rung, for the rules pages. The candidate hands
 * are plain data; the engine evaluates each one and an example is only used
 * if the engine agrees it is that category under that ruleset (tests check
 * every rung of every ladder has one).
 */
import { parseCards, type HeldCard } from './cards.ts';
import type { Category } from './categories.ts';
import { evaluateDice, parseDice, type Die } from './dice.ts';
import { evaluateHand } from './evaluate.ts';
import { RULESETS, type RulesetId } from './rulesets.ts';

const CARD_CANDIDATES: { readonly [C in Category]: readonly string[] } = {
  'five-of-a-kind': ['Qs Qh Qd Qc X', 'Qs Qh Qd Qc 2s'],
  'royal-flush': ['Ah Kh Qh Jh Th'],
  'straight-flush': ['9c 8c 7c 6c 5c'],
  'four-of-a-kind': ['7s 7h 7d 7c Kd'],
  'full-house': ['Js Jh Jd 4c 4s'],
  flush: ['Kd Td 8d 5d 3d'],
  straight: ['9s 8h 7d 6c 5s'],
  'three-of-a-kind': ['8s 8h 8d Kc 3s'],
  'two-pair': ['Ks Kh 6d 6c 3s'],
  'one-pair': ['Ts Th 8d 5c 3s'],
  'high-card': ['As Jh 8d 5c 3s'],
  'hot-garbage': [],
};

const DICE_CANDIDATES: Partial<Readonly<Record<Category, string>>> = {
  'five-of-a-kind': '4 4 4 4 4',
  'four-of-a-kind': '6 6 6 6 2',
  'full-house': '3 3 3 5 5',
  straight: '2 3 4 5 6',
  'three-of-a-kind': '5 5 5 2 1',
  'two-pair': '6 6 4 4 1',
  'one-pair': '2 2 6 5 3',
  'hot-garbage': '6 5 4 2 1',
};

export type ExampleHand =
  { readonly kind: 'cards'; readonly cards: readonly HeldCard[] } | { readonly kind: 'dice'; readonly dice: readonly Die[] };

/** An example of `category` under the ruleset, verified by the engine; null if none of the candidates is one. */
export function exampleHand(id: RulesetId, category: Category): ExampleHand | null {
  const ruleset = RULESETS[id];
  if (ruleset.kind === 'dice') {
    const text = DICE_CANDIDATES[category];
    if (text === undefined) return null;
    const dice = parseDice(text);
    if (!dice.ok || evaluateDice(dice.value).category !== category) return null;
    return { kind: 'dice', dice: dice.value };
  }
  for (const text of CARD_CANDIDATES[category]) {
    const cards = parseCards(text, { jokers: ruleset.deck.jokers, min: 1, max: 7 });
    if (cards.ok && evaluateHand(ruleset, cards.value).category === category) return { kind: 'cards', cards: cards.value };
  }
  return null;
}
