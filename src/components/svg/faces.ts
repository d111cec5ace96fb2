/**
 * The one definition of how a playing card and a die are drawn, as data: what
 * a card's face says (from the engine's faceText, no second copy of ranks or
 * suits), where its glyphs sit for a given size, and where a die's pips sit.
 * Card.tsx and Die.tsx turn this into SVG for every picture, diagram, rules
 * page and island; nothing else draws a card or a die.
 */
import { JOKER_A, JOKER_MARK, faceText, isJoker, parseToken, type Card, type HeldCard } from '../../engine/hands/cards.ts';

/** The colour a card's glyphs are printed in: the suit's, or the joker's. */
export type Tone = 'red' | 'black' | 'joker';

export interface Face {
  /** "A", "10", "Q"; the joker's mark for a joker not played as a card. */
  readonly rank: string;
  /** "♥" etc.; "" for a joker not played as a card. */
  readonly suit: string;
  readonly tone: Tone;
  /** A joker, or a wild card playing as another: drawn with a dashed edge. */
  readonly wild: boolean;
  /** Small words under the glyphs, where the card has room: "joker", "wild", "2♠ wild"; "" for none. */
  readonly tag: string;
  /** Its name in words, for running text: "ace of hearts", "joker", "joker played as the queen of hearts". */
  readonly name: string;
  /**
   * Its name with the glyphs shown first, for the islands, where a card is often a button's label and the
   * name must hold the text on the button (WCAG 2.5.3): "A♥ ace of hearts", "joker as Q♥ queen of hearts".
   */
  readonly label: string;
}

const natural = (card: Card) => {
  const f = faceText(card);
  return { rank: f.rank, suit: f.suit, tone: f.red ? 'red' : 'black', name: f.name, short: f.short } as const;
};

/**
 * A held card's face. A joker shows the card it plays as (`declared`, else
 * `wildAs`), or its mark; a natural wild card playing as another (a deuce in
 * deuces wild, `wildAs`) shows that card, tagged with its own.
 */
export function cardFace(held: HeldCard, wildAs?: Card): Face {
  const own = held.card;
  if (!isJoker(own)) {
    const f = natural(own);
    const plain = { rank: f.rank, suit: f.suit, tone: f.tone, wild: false, tag: '', name: f.name, label: `${f.short} ${f.name}` };
    if (wildAs === undefined || wildAs === own) return plain;
    const to = natural(wildAs);
    const name = `${f.name}, wild, as the ${to.name}`;
    return {
      rank: to.rank,
      suit: to.suit,
      tone: to.tone,
      wild: true,
      tag: `${f.short} wild`,
      name,
      label: `${plain.label}, wild, as ${to.short} ${to.name}`,
    };
  }
  const as = held.declared ?? wildAs;
  if (as === undefined) return { rank: JOKER_MARK, suit: '', tone: 'joker', wild: true, tag: 'joker', name: 'joker', label: 'joker' };
  const to = natural(as);
  return {
    rank: to.rank,
    suit: to.suit,
    tone: to.tone,
    wild: true,
    tag: 'wild',
    name: `joker played as the ${to.name}`,
    label: `joker as ${to.short} ${to.name}`,
  };
}

/** A card given as an engine value or in the site's notation ("Qh", "X", "X=Qh"); notation with a typo throws, failing the build. */
export function heldCard(card: HeldCard | string): HeldCard {
  if (typeof card !== 'string') return card;
  const token = parseToken(card);
  if (!token.ok) throw new Error(`Not a card: "${card}": ${token.error.message}`);
  const { joker, declared, card: value } = token.value;
  if (joker) return declared === undefined ? { card: JOKER_A } : { card: JOKER_A, declared };
  if (value === undefined) throw new Error(`Not a card: "${card}"`);
  return { card: value };
}

/** A card's size in the inline drawing (rules pages, islands): 2.3em by 3.1em, 20 units to the em. */
export const INLINE_CARD = { w: 46, h: 62, em: 20 } as const;

/** One line of glyphs on a card: its text, baseline (from the card's top) and font size, in user units. */
export interface GlyphLine {
  readonly text: string;
  readonly y: number;
  readonly size: number;
  /** The small words ("wild", "joker") are printed in black, the glyphs in the face's tone. */
  readonly small: boolean;
}

/** The widest a character of the small words gets, as a fraction of the font size. */
export const CHAR_WIDTH = 0.62;

/**
 * Where a face's glyphs go on a card w wide and h high, in user units from the
 * card's top left: rank over suit, or the joker's mark alone (kit.css prints the
 * first line bold). `words` adds the face's tag ("joker", "wild", "2♠ wild")
 * small under them, for cards big enough to read it (the inline cards); the
 * pictures' cards leave it out, and their <desc> says what the card is.
 */
export function glyphLines(face: Face, w: number, h: number, words: boolean): readonly GlyphLine[] {
  const line = (text: string, y: number, size: number, small = false): GlyphLine => ({ text, y: h * y, size, small });
  const tag = words && face.tag !== '';
  const small = Math.min(w * 0.24, (w * 0.92) / (CHAR_WIDTH * [...face.tag].length));
  if (face.suit === '') {
    if (!tag) return [line(face.rank, 0.66, w * 0.62)];
    return [line(face.rank, 0.52, w * 0.5), line(face.tag, 0.8, small, true)];
  }
  if (tag) return [line(face.rank, 0.35, w * 0.44), line(face.suit, 0.68, w * 0.44), line(face.tag, 0.93, small, true)];
  return [line(face.rank, 0.43, w * 0.5), line(face.suit, 0.85, w * 0.5)];
}

/** Corner radius of a card w wide. */
export const cardRadius = (w: number): number => w * 0.13;

/** The pattern on a card's back: a frame inset from the edge and its two diagonals, as path data. */
export function backPattern(x: number, y: number, w: number, h: number): string {
  const i = Math.max(2, w * 0.12);
  const at = (v: number): number => Math.round(v * 100) / 100;
  const [l, t, r, b] = [at(x + i), at(y + i), at(x + w - i), at(y + h - i)];
  return `M${l} ${t}H${r}V${b}H${l}Z M${l} ${t}L${r} ${b} M${r} ${t}L${l} ${b}`;
}

/** How far the "just played" outline stands off a card. */
export const MARK_GAP = 3;

/** Where the pips of each die face sit, as fractions of the face (x, y). */
export const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  6: [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
};

/** A die's corner radius and pip radius, as fractions of its side. */
export const DIE_RADIUS = 0.18;
export const PIP_RADIUS = 0.095;

/** A card's glyphs as words for a picture's description: "Q♥", or "a joker" for a joker not played as a card. */
export function faceWords(card: HeldCard | string): string {
  const f = cardFace(heldCard(card));
  return f.suit === '' ? 'a joker' : `${f.rank}${f.suit}`;
}
