/** Shared test helpers: a seeded RNG and random legal hands for a ruleset. */
import { deckModel, RULESETS, type CardRuleset, type CardRulesetId, type HeldCard } from '../../src/engine/index.ts';
import { mulberry32 } from '../../src/engine/rng.ts';

/** Seeded random numbers (the engine's mulberry32). */
export const rng = mulberry32;

/** A card ruleset, typed as the wide `CardRuleset` (RULESETS keeps each entry's literal type). */
export function cardRuleset(id: CardRulesetId): CardRuleset {
  return RULESETS[id];
}

/** `n` distinct cards from the ruleset's deck. */
export function deal(ruleset: CardRuleset, n: number, random: () => number): HeldCard[] {
  const deck = deckModel(ruleset.deck).cards.slice();
  const out: HeldCard[] = [];
  for (let i = 0; i < n; i++) {
    const k = Math.floor(random() * deck.length);
    out.push({ card: deck[k] ?? 0 });
    deck.splice(k, 1);
  }
  return out;
}

/** The most cards one player's hand can hold under the ruleset (hand plus board). */
export function maxCards(ruleset: CardRuleset): number {
  return ruleset.shape.hand.max + (ruleset.shape.board?.max ?? 0);
}
