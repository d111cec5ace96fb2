/**
 * What every game's quiz is made of (games/<id>/quiz.ts, gathered in games/content.ts's GAME_CONTENT) and the deals
 * the two-hand games share: a card deal of a given shape, and Peekaboo's dice. quiz.ts asks the questions. This
 * file imports no game, so a game's quiz can use it without a circle.
 */
import { JOKER_A, JOKER_B, isJoker, makeCard, rankOf, suitOf, type Card, type HeldCard, formatHand } from './hands/cards.ts';
import { deckModel } from './hands/deck.ts';
import type { Die } from './hands/dice.ts';
import type { CardRuleset, GameRulesetId } from './hands/rulesets.ts';
import type { GameId } from './ids.ts';
import { below, shuffle } from './rng.ts';

/** What a two-hand question is about. `plain` is an ordinary deal; every other kind is a dispute players have. */
export const DISPUTE_KINDS = ['wild', 'no-full-house', 'dead-joker', 'short-hand', 'hot-garbage', 'tie', 'plain'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

export type Rng = () => number;
/** One hand as a value, for drawing: its cards, or its dice. */
export type QuizHand =
  { readonly kind: 'cards'; readonly cards: readonly Card[] } | { readonly kind: 'dice'; readonly dice: readonly Die[] };
/** Two hands and a board, before the judge has seen them. */
export interface Deal {
  readonly shown: readonly [QuizHand, QuizHand];
  readonly board: readonly Card[];
}

/** How often each kind of question comes up (the weights add up to 1). */
export type QuizMix<K extends string> = readonly (readonly [K, number])[];

/** A game whose quiz asks "Which hand wins?" of two hands dealt for the kind of question. */
export interface HandQuiz<G extends GameId> {
  readonly format: 'which-hand';
  readonly mix: QuizMix<DisputeKind>;
  /** The ruleset the questions are judged by. */
  readonly ruleset: GameRulesetId<G>;
  /** One attempt at a deal of the kind, or null to try again. */
  readonly deal: (kind: DisputeKind, rng: Rng) => Deal | null;
}

/** A game whose quiz asks "What does this play score?" of a play dealt for the kind of question (`D`, the game's deal). */
export interface ScoreQuiz<G extends GameId, K extends string, D> {
  readonly format: 'what-scores';
  readonly mix: QuizMix<K>;
  readonly ruleset: GameRulesetId<G>;
  /** A deal of the kind, in up to `attempts` tries, or null. */
  readonly deal: (kind: K, rng: Rng, attempts: number) => D | null;
}

/** Card counts of a two-hand game's quiz: each hand's size and the board's (0 when there is none). */
export interface CardShape {
  readonly hand: number;
  readonly board: number;
}

const held = (cards: readonly Card[]): HeldCard[] => cards.map((card) => ({ card }));
export const cardsText = (cards: readonly Card[]): string => formatHand(held(cards));
const hand = (cards: readonly Card[]): QuizHand => ({ kind: 'cards', cards });
/** A and B in a random order, so the disputed hand is not always Hand A. */
const either = (rng: Rng, a: QuizHand, b: QuizHand): readonly [QuizHand, QuizHand] => (rng() < 0.5 ? [a, b] : [b, a]);
/** A hand in the judge's notation: "Ah X 7c", or dice as digits "66441". */
export function handText(h: QuizHand): string {
  switch (h.kind) {
    case 'cards':
      return cardsText(h.cards);
    case 'dice':
      return h.dice.join('');
  }
}

/** One attempt at a card deal of the given kind, or null to try again. */
export function dealCards(shape: CardShape, ruleset: CardRuleset, kind: DisputeKind, rng: Rng): Deal | null {
  const deck = shuffle(deckModel(ruleset.deck).cards, rng);
  const draw = (n: number): Card[] => deck.splice(0, n);
  const pull = (card: Card): Card => {
    deck.splice(deck.indexOf(card), 1);
    return card;
  };
  switch (kind) {
    case 'wild':
    case 'dead-joker': {
      const joker = pull(rng() < 0.5 ? JOKER_A : JOKER_B);
      const onBoard = shape.board > 0 && rng() < 0.4;
      const board = onBoard ? shuffle([joker, ...draw(shape.board - 1)], rng) : draw(shape.board);
      const a = onBoard ? draw(shape.hand) : shuffle([joker, ...draw(shape.hand - 1)], rng);
      return { shown: either(rng, hand(a), hand(draw(shape.hand))), board };
    }
    case 'no-full-house': {
      // Three of one rank and two of another among one team's cards and the board.
      const r = below(rng, 13);
      const q = (r + 1 + below(rng, 12)) % 13;
      const triple = shuffle([0, 1, 2, 3], rng)
        .slice(0, 3)
        .map((s) => pull(makeCard(r, s)));
      const pair = shuffle([0, 1, 2, 3], rng)
        .slice(0, 2)
        .map((s) => pull(makeCard(q, s)));
      const rest = deck.filter((c) => !isJoker(c) && rankOf(c) !== r && rankOf(c) !== q).slice(0, 2);
      for (const c of rest) pull(c);
      const seven = shuffle([...triple, ...pair, ...rest], rng);
      const a = seven.slice(0, shape.hand);
      const board = seven.slice(shape.hand);
      return { shown: either(rng, hand(a), hand(draw(shape.hand))), board };
    }
    case 'short-hand': {
      const a = draw(1 + below(rng, shape.hand - 1));
      const b = draw(1 + below(rng, shape.hand));
      return { shown: either(rng, hand(a), hand(b)), board: [] };
    }
    case 'tie': {
      // Hand B is Hand A with every suit moved along: the same ranks, so usually a tie (the judge decides).
      const a = draw(shape.hand);
      const board = draw(shape.board);
      if (a.some(isJoker) || board.some(isJoker)) return null;
      const k = 1 + below(rng, 3);
      const b = a.map((c) => makeCard(rankOf(c), (suitOf(c) + k) % 4));
      const used = new Set([...a, ...board]);
      if (b.some((c) => used.has(c))) return null;
      return { shown: [hand(a), hand(b)], board };
    }
    case 'hot-garbage':
    case 'plain':
      return { shown: [hand(draw(shape.hand)), hand(draw(shape.hand))], board: draw(shape.board) };
  }
}

/** The four sets of five different dice that make no straight: every hot-garbage hand is one of them, in some order. */
const GARBAGE: readonly (readonly Die[])[] = [
  [1, 2, 3, 4, 6],
  [1, 2, 3, 5, 6],
  [1, 2, 4, 5, 6],
  [1, 3, 4, 5, 6],
];

/** One dice deal of the given kind (Peekaboo's five dice a hand). */
export function dealDice(kind: DisputeKind, rng: Rng): Deal {
  const roll = (): Die[] => Array.from({ length: 5 }, () => (1 + below(rng, 6)) as Die);
  const garbage = (): Die[] => shuffle(GARBAGE[below(rng, GARBAGE.length)] ?? [], rng);
  const str = (d: readonly Die[]): QuizHand => ({ kind: 'dice', dice: d });
  switch (kind) {
    case 'hot-garbage': {
      const a = garbage();
      const b = rng() < 0.5 ? garbage() : roll();
      return { shown: either(rng, str(a), str(b)), board: [] };
    }
    case 'tie': {
      const a = roll();
      return { shown: [str(a), str(shuffle(a, rng))], board: [] };
    }
    case 'wild':
    case 'no-full-house':
    case 'dead-joker':
    case 'short-hand':
    case 'plain':
      return { shown: [str(roll()), str(roll())], board: [] };
  }
}
