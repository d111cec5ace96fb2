/**
 * Cards: dense integers inside, notation at the edges.
 *
 * Encoding of `Card` (0..53):
 *   - natural cards are `rank * 4 + suit`, so 0 = 2s, 1 = 2h, ..., 51 = Ac;
 *   - 52 and 53 are the two jokers.
 * `Rank` runs worst first: 0 = deuce ... 12 = ace (index into `RANKS`).
 * `Suit` indexes `SUITS`: 0 = spades, 1 = hearts, 2 = diamonds, 3 = clubs.
 * Suits never rank; they only make flushes.
 */
import { isRecord, isWhole } from '../input.ts';
import { escapeControls, unsafeMessage } from '../text.ts';
import { capitalize } from '../words.ts';
import { fail, ok, type EngineError, type ErrorPlace, type Result as GenericResult } from '../result.ts';

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
/** 0 = deuce ... 12 = ace. */
export type Rank = number;

export const SUITS = ['s', 'h', 'd', 'c'] as const;
/** 0 = spades, 1 = hearts, 2 = diamonds, 3 = clubs. */
export type Suit = number;

export const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;
export const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export const RANK_NAMES = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'] as const;
export const RANK_PLURALS = [
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'sevens',
  'eights',
  'nines',
  'tens',
  'jacks',
  'queens',
  'kings',
  'aces',
] as const;

/** 0..51 natural, 52..53 joker. */
export type Card = number;
export const JOKER_A: Card = 52;
export const JOKER_B: Card = 53;
export const NATURAL_CARDS = 52;

export const rankOf = (card: Card): Rank => card >> 2;
export const suitOf = (card: Card): Suit => card & 3;
export const isJoker = (card: Card): boolean => card >= NATURAL_CARDS;
export const makeCard = (rank: Rank, suit: Suit): Card => rank * 4 + suit;

/**
 * One card as it lies in a hand. A joker may carry a declaration
 * (`X=Qh`): it then plays as exactly that card, and may copy a card that is
 * already in the hand. An undeclared joker stays free (wild, if the ruleset
 * says jokers are wild).
 */
export interface HeldCard {
  readonly card: Card;
  readonly declared?: Card;
}

/** Errors are values: a code for programs, a message for players. */
export const PARSE_ERROR_CODES = [
  'empty',
  'unknown-rank',
  'unknown-suit',
  'bad-token',
  'duplicate-card',
  'too-many-jokers',
  'too-many-cards',
  'too-few-cards',
  'bad-declaration',
  'bad-die',
  'unknown-game',
  'too-many-hands',
  'bad-options',
] as const;
export type ParseErrorCode = (typeof PARSE_ERROR_CODES)[number];
export type ParseError = EngineError<ParseErrorCode>;
export type Result<T, E = ParseError> = GenericResult<T, E>;
export { ok };
export const err = (code: ParseErrorCode, message: string, place?: ErrorPlace): Result<never> => fail(code, message, place);

const SUIT_ALIASES: Readonly<Record<string, Suit>> = {
  s: 0,
  '♠': 0,
  '♤': 0,
  h: 1,
  '♥': 1,
  '♡': 1,
  d: 2,
  '♦': 2,
  '♢': 2,
  c: 3,
  '♣': 3,
  '♧': 3,
};

/** Display form, e.g. "Qh", "X", "X=Qh". */
export function formatCard(card: Card): string {
  if (isJoker(card)) return 'X';
  return `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;
}
export function formatHeld(held: HeldCard): string {
  return held.declared === undefined ? formatCard(held.card) : `X=${formatCard(held.declared)}`;
}
export function formatHand(hand: readonly HeldCard[]): string {
  return hand.map(formatHeld).join(' ');
}

/** How a card is drawn and read, for pages and widgets alike. */
export interface FaceText {
  /** As printed on the face: "2" … "10", "J", "Q", "K", "A" (ten in full, never "T"); "★" for a joker. */
  readonly rank: string;
  /** "♥" etc.; "" for a joker. */
  readonly suit: string;
  /** Hearts and diamonds; never a joker. */
  readonly red: boolean;
  /** `rank` then `suit`: "Q♥", "10♣", "★". */
  readonly short: string;
  /** "queen", "ten"; "joker". */
  readonly rankName: string;
  /** "hearts"; "" for a joker. */
  readonly suitName: string;
  /** Read aloud, without an article: "queen of hearts", "joker". */
  readonly name: string;
}

/** The mark drawn for a joker where a rank would stand. */
export const JOKER_MARK = '★';

export function faceText(card: Card): FaceText {
  if (isJoker(card)) return { rank: JOKER_MARK, suit: '', red: false, short: JOKER_MARK, rankName: 'joker', suitName: '', name: 'joker' };
  const r = rankOf(card);
  const s = suitOf(card);
  const rank = RANKS[r] === 'T' ? '10' : (RANKS[r] ?? '?');
  const suit = SUIT_SYMBOLS[s] ?? '?';
  const rankName = RANK_NAMES[r] ?? rank;
  const suitName = SUIT_NAMES[s] ?? '?';
  return { rank, suit, red: s === 1 || s === 2, short: `${rank}${suit}`, rankName, suitName, name: `${rankName} of ${suitName}` };
}

/** A readable name such as "the queen of hearts" or "a joker". */
export function cardName(card: Card): string {
  return `${isJoker(card) ? 'a' : 'the'} ${faceText(card).name}`;
}

/** Longest stretch of untrusted input shown back, in code points. */
const QUOTE_MAX = 24;

/** Untrusted text made safe for one line of output (text.ts, the one list of characters never shown raw). */
export { escapeControls };

/**
 * Show untrusted input back to a player without letting it grow huge or
 * break the line: clipped to 24 code points (never inside a surrogate pair),
 * with control, format and line-separator characters escaped (text.ts).
 */
export function quote(text: string): string {
  const points = [...text];
  const clipped = points.length > QUOTE_MAX ? `${points.slice(0, QUOTE_MAX).join('')}…` : points.join('');
  return `"${escapeControls(clipped)}"`;
}

/**
 * Variation selectors (U+FE0E text, U+FE0F emoji) that phones add after a
 * suit symbol, as in "A♠️": they change how a symbol is drawn, not what it
 * is, so parsing drops them.
 */
const VARIATION_SELECTORS = /[\uFE0E\uFE0F]/gu;
export const stripVariationSelectors = (text: string): string => text.replace(VARIATION_SELECTORS, '');

function parseRank(text: string): Rank | undefined {
  const upper = text.toUpperCase();
  if (upper === '10') return 8;
  if (upper === '1') return 12;
  const index = (RANKS as readonly string[]).indexOf(upper);
  return index < 0 ? undefined : index;
}

/** Parse one natural card such as "Qh", "10♦", "as" (also "A♠️", as phones write it). */
export function parseNatural(token: unknown): Result<Card> {
  if (typeof token !== 'string') return err('bad-token', 'A card is written as text, like Qh or 10d.');
  const t = stripVariationSelectors(token).trim();
  const points = [...t];
  if (points.length < 2 || points.length > 3)
    return err('bad-token', `${quote(t)} is not a card: write a rank then a suit, like Qh or 10d.`);
  const suitText = (points[points.length - 1] ?? '').toLowerCase();
  const rankText = points.slice(0, -1).join('');
  const rank = parseRank(rankText);
  const suit = SUIT_ALIASES[suitText];
  if (rank === undefined) {
    return err('unknown-rank', `${quote(rankText)} is not a rank in ${quote(t)}: use A K Q J T (or 10) 9 8 7 6 5 4 3 2.`);
  }
  if (suit === undefined) {
    return err('unknown-suit', `${quote(suitText)} is not a suit in ${quote(t)}: use s h d c (or ♠ ♥ ♦ ♣).`);
  }
  return ok(makeCard(rank, suit));
}

/** Parse one token: a natural card, a free joker `X`, or a declared joker `X=Qh`. */
export function parseToken(token: unknown): Result<{ readonly declared?: Card; readonly joker: boolean; readonly card?: Card }> {
  if (typeof token !== 'string') return err('bad-token', 'A card is written as text, like Qh, X or X=Qh.');
  const t = stripVariationSelectors(token).trim();
  const upper = t.toUpperCase();
  if (upper === 'X' || upper === 'JOKER' || t === '🃏') return ok({ joker: true });
  if (upper.startsWith('X=')) {
    const target = parseNatural(t.slice(2));
    if (!target.ok) {
      return err('bad-declaration', `${quote(t)}: a declared joker names the card it plays as, like X=Qh. ${target.error.message}`);
    }
    return ok({ joker: true, declared: target.value });
  }
  const natural = parseNatural(t);
  if (!natural.ok) return natural;
  return ok({ joker: false, card: natural.value });
}

/** Split user text into tokens: spaces, commas, or cards written back to back ("AsKd"). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const chunk of stripVariationSelectors(text).split(/[\s,;]+/u)) {
    if (chunk === '') continue;
    // Back-to-back cards: split after each suit letter or symbol.
    const parts = chunk.match(/X=(?:10|[^\s=])[^\s]|10[^\s]|X|[^\s]{2}/giu);
    if (parts !== null && parts.join('') === chunk && parts.every((part) => parseToken(part).ok)) tokens.push(...parts);
    else tokens.push(chunk);
  }
  return tokens;
}

export interface ParseOptions {
  /** How many jokers the game's deck holds (0 or 2). */
  readonly jokers: number;
  readonly min: number;
  readonly max: number;
  /** Cards already used elsewhere (for example the board), to catch duplicates across inputs. */
  readonly used?: readonly HeldCard[];
  /** What to call the input in messages, e.g. "the board". */
  readonly label?: string;
}

/**
 * Parse a list of cards. Never throws. Jokers are numbered in order of
 * appearance across `used` and this input, so two jokers are 52 and 53.
 */
export function parseCards(text: unknown, given: unknown): Result<HeldCard[]> {
  if (typeof text !== 'string') return err('empty', 'No cards were given.');
  const checked = checkParseOptions(given);
  if (!checked.ok) return checked;
  const options = checked.value;
  const label = options.label ?? 'the hand';
  const unsafe = unsafeMessage(text, label, 'cards');
  if (unsafe !== null) return err('bad-token', unsafe);
  const tokens = tokenize(text);
  const held: HeldCard[] = [];
  const seen = new Set<Card>();
  let jokers = 0;
  for (const prior of options.used ?? []) {
    if (isJoker(prior.card)) jokers++;
    else seen.add(prior.card);
  }
  for (const token of tokens) {
    const parsed = parseToken(token);
    if (!parsed.ok) return parsed;
    const { joker, declared, card } = parsed.value;
    if (joker) {
      if (jokers >= options.jokers) return tooManyJokers(options.jokers, label);
      const jokerCard = NATURAL_CARDS + jokers;
      jokers++;
      held.push(declared === undefined ? { card: jokerCard } : { card: jokerCard, declared });
      continue;
    }
    if (card === undefined) return err('bad-token', `${quote(token)} is not a card.`);
    if (seen.has(card)) return duplicateCard(card);
    seen.add(card);
    held.push({ card });
  }
  if (held.length === 0 && options.min > 0) return err('empty', `${capitalize(label)} is empty: enter ${describeCount(options)}.`);
  if (held.length < options.min) {
    return err(
      'too-few-cards',
      `${capitalize(label)} has ${held.length} card${held.length === 1 ? '' : 's'}; it needs ${describeCount(options)}.`,
    );
  }
  if (held.length > options.max) {
    return err('too-many-cards', `${capitalize(label)} has ${held.length} cards; it takes ${describeCount(options)}.`);
  }
  return ok(held);
}

const tooManyJokers = (deck: number, label: string): Result<never> =>
  err(
    'too-many-jokers',
    deck === 0
      ? `This game's deck has no jokers, but ${label} has one.`
      : `This game's deck has only ${deck} jokers, but there are more than that.`,
  );
const duplicateCard = (card: Card): Result<never> => err('duplicate-card', `${formatCard(card)} appears twice.`);

/**
 * Groups of cards read apart (each by parseCards) checked as one deal from
 * one deck of `deckJokers` jokers: the first card seen twice or joker too
 * many, in the words parseCards would use reading the groups in order, or
 * the groups with their jokers numbered across them (52, 53) as one parse
 * would number them.
 */
export function oneDeck(groups: readonly (readonly HeldCard[])[], deckJokers: number): Result<HeldCard[][]> {
  const seen = new Set<Card>();
  let jokers = 0;
  const out: HeldCard[][] = [];
  for (const group of groups) {
    const renumbered: HeldCard[] = [];
    for (const held of group) {
      if (isJoker(held.card)) {
        if (jokers >= deckJokers) return tooManyJokers(deckJokers, 'the hand');
        const card = NATURAL_CARDS + jokers++;
        renumbered.push(held.declared === undefined ? { card } : { card, declared: held.declared });
        continue;
      }
      if (seen.has(held.card)) return duplicateCard(held.card);
      seen.add(held.card);
      renumbered.push(held);
    }
    out.push(renumbered);
  }
  return ok(out);
}

/** What is wrong with parse options given from outside, or null. */
/** Parse options from outside, checked; of a used card only its number counts (parseCards reads no more). */
function checkParseOptions(options: unknown): Result<ParseOptions> {
  if (!isRecord(options)) return err('bad-options', 'Parse options are { jokers, min, max } and optionally used and label.');
  const { jokers, min, max, label, used } = options;
  if (!isWhole(jokers, 0, 2)) return err('bad-options', 'jokers must be 0, 1 or 2.');
  if (!isWhole(min, 0, Number.MAX_SAFE_INTEGER) || !isWhole(max, min, Number.MAX_SAFE_INTEGER))
    return err('bad-options', 'min and max must be whole numbers of cards, min no more than max.');
  if (label !== undefined && typeof label !== 'string') return err('bad-options', 'label must be text.');
  const checked: ParseOptions = { jokers, min, max, ...(label === undefined ? {} : { label }) };
  if (used === undefined) return ok(checked);
  const notCards = err('bad-options', 'used must be a list of cards.');
  if (!Array.isArray(used)) return notCards;
  const listed: readonly unknown[] = used;
  const cards: HeldCard[] = [];
  for (const h of listed) {
    if (!isRecord(h) || !isWhole(h.card, 0, NATURAL_CARDS + 1)) return notCards;
    cards.push({ card: h.card });
  }
  return ok({ ...checked, used: cards });
}

function describeCount({ min, max }: ParseOptions): string {
  if (min === max) return `exactly ${min} card${min === 1 ? '' : 's'}`;
  return `${min} to ${max} cards`;
}
