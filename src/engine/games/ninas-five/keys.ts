/**
 * Nina's Five hand keys on the hot path: the scorer and the bots judge about
 * a thousand hands a game. A hand here is card ids as they play: a named
 * joker as its name, a free joker (an unnamed peekaboo or community joker)
 * as itself. Under Nina's Five's rules (jokers wild, no dead cards) that is
 * exactly what `handKey` reads from HeldCards; the tests hold the two together.
 */
import { NATURAL_CARDS, isJoker, type Card } from '../../hands/cards.ts';
import { TABLE_WILDS, partsKey } from '../../hands/evaluate.ts';
import { fastEvaluator, type FastEvaluator } from '../../hands/fast.ts';
import type { CardRuleset } from '../../hands/rulesets.ts';

let lastRules: CardRuleset | null = null;
let lastFast: FastEvaluator | null = null;
/** Arrays of each length from 0 to 7, reused so a look-up allocates nothing. */
const BUFFERS: number[][] = Array.from({ length: 8 }, (_, n) => Array<number>(n).fill(0));
/** The natural cards of one quickKey call, in order. */
const SCRATCH: number[] = Array<number>(8).fill(0);

/**
 * The key of `cards` plus up to two `extra` cards (-1 for none), as ids:
 * jokers free, everything else fixed (named jokers arrive as their name).
 * The table evaluator is fetched once per rules and nothing is allocated; a
 * repeated card (a named joker copying one) goes through `partsKey`.
 */
export function quickKey(rules: CardRuleset, cards: readonly Card[], extraA = -1, extraB = -1): number {
  if (rules !== lastRules || lastFast === null) {
    lastFast = fastEvaluator(rules, TABLE_WILDS);
    lastRules = rules;
  }
  let wilds = 0;
  let n = 0;
  let lo = 0;
  let hi = 0;
  let repeated = false;
  const len = cards.length;
  const total = len + (extraA >= 0 ? 1 : 0) + (extraB >= 0 ? 1 : 0);
  for (let i = 0; i < total; i++) {
    const c = i < len ? (cards[i] as Card) : i === len && extraA >= 0 ? extraA : extraB;
    if (c >= NATURAL_CARDS) wilds++;
    else {
      if (n < 8) SCRATCH[n] = c;
      n++;
      if (c < 26) {
        if (lo & (1 << c)) repeated = true;
        lo |= 1 << c;
      } else {
        if (hi & (1 << (c - 26))) repeated = true;
        hi |= 1 << (c - 26);
      }
    }
  }
  const buffer = BUFFERS[n];
  if (repeated || buffer === undefined || n + wilds > 7 || n + wilds === 0) {
    const fixed: Card[] = [...cards, extraA, extraB].filter((c, i) => (i < cards.length || c >= 0) && !isJoker(c));
    return partsKey(rules, fixed, wilds);
  }
  for (let j = 0; j < n; j++) buffer[j] = SCRATCH[j] as number;
  return lastFast.key(buffer, wilds);
}
