/**
 * A ruleset's deck as card ids: which cards exist, which are wild, which are dead.
 */
import { JOKER_A, JOKER_B, NATURAL_CARDS, makeCard, type Card } from './cards.ts';
import type { WildGroup } from './rulesets.ts';

/** What deck.ts needs from a ruleset (a Variant Lab deck supplies the same). */
export interface DeckRules {
  readonly jokers: number;
  readonly wild: readonly WildGroup[];
}

export function wildGroupCards(group: WildGroup): Card[] {
  switch (group) {
    case 'jokers':
      return [JOKER_A, JOKER_B];
    case 'deuces':
      return [0, 1, 2, 3];
    case 'one-eyed-jacks':
      // The jack of spades and the jack of hearts are drawn in profile.
      return [makeCard(9, 0), makeCard(9, 1)];
  }
}

export interface DeckModel {
  /** Every card in the deck. */
  readonly cards: readonly Card[];
  /** Natural cards that play as themselves. */
  readonly naturals: readonly Card[];
  readonly wild: ReadonlySet<Card>;
  /** Cards that never play (jokers when jokers are not wild). */
  readonly dead: ReadonlySet<Card>;
}

export function deckModel(deck: DeckRules): DeckModel {
  const cards: Card[] = [];
  for (let c = 0; c < NATURAL_CARDS; c++) cards.push(c);
  for (let j = 0; j < deck.jokers; j++) cards.push(NATURAL_CARDS + j);
  const wild = new Set<Card>();
  for (const group of deck.wild) for (const c of wildGroupCards(group)) if (cards.includes(c)) wild.add(c);
  const dead = new Set<Card>(cards.filter((c) => c >= NATURAL_CARDS && !wild.has(c)));
  const naturals = cards.filter((c) => !wild.has(c) && !dead.has(c));
  return { cards, naturals, wild, dead };
}
