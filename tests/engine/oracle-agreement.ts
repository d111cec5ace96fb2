/**
 * The fast path against the brute-force oracle on seeded random hands.
 * Shared by the quick run in `npm test` and the 200,000-hand run in
 * `npm run test:exhaustive`.
 */
import assert from 'node:assert/strict';
import { CARD_RULESET_IDS, formatHand, handKey, makeCard, type HeldCard, type CardRulesetId } from '../../src/engine/index.ts';
import { WILD_COPY_RULES, type CardRuleset, type WildCopyRule } from '../../src/engine/hands/rulesets.ts';
import { bestByOracle } from '../../src/engine/hands/oracle.ts';
import { cardRuleset, deal, maxCards, rng } from './helpers.ts';

/**
 * `wildCopy` replaces the ruleset's own copy rule, so each copy rule is held
 * to the oracle on real decks (a fresh rules object gets fresh tables).
 */
export function checkAgainstOracle(id: CardRulesetId, hands: number, seed: number, wildCopy?: WildCopyRule): number {
  const own = cardRuleset(id);
  const ruleset: CardRuleset = wildCopy === undefined ? own : { ...own, wildCopy };
  const random = rng(seed);
  const most = maxCards(ruleset);
  let wildHands = 0;
  for (let i = 0; i < hands; i++) {
    const n = 1 + Math.floor(random() * most);
    let hand: HeldCard[] = deal(ruleset, n, random);
    // Nina's Five: sometimes a player has declared their joker (it may copy a card).
    if (id === 'ninas-five' && random() < 0.3) {
      hand = hand.map((h) =>
        h.card >= 52 && random() < 0.5 ? { card: h.card, declared: makeCard(Math.floor(random() * 13), Math.floor(random() * 4)) } : h,
      );
    }
    const fast = handKey(ruleset, hand);
    const slow = bestByOracle(ruleset, hand).key;
    if (fast !== slow)
      assert.fail(`${id} (${ruleset.wildCopy}): ${formatHand(hand)} fast key ${fast.toString(16)} but oracle ${slow.toString(16)}`);
    if (hand.some((h) => ruleset.deck.wild.length > 0 && (h.card >= 52 || (ruleset.deck.wild.includes('deuces') && h.card < 4))))
      wildHands++;
  }
  return wildHands;
}

export { CARD_RULESET_IDS, WILD_COPY_RULES };
