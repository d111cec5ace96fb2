/**
 * The one definition of how a playing card is drawn, as data: what a card's
 * face says (from the engine's faceText, no second copy of ranks or suits) and
 * where its glyphs sit for a given size. Card.tsx turns this into SVG for every
 * picture, diagram, rules page and island; nothing else draws a card. A die's
 * geometry is in pips.ts (a module of its own, so an island that draws only dice
 * ships none of this).
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
  const joker = isJoker(own);
  const as = joker ? (held.declared ?? wildAs) : wildAs === own ? undefined : wildAs;
  if (as === undefined) {
    if (joker) return { rank: JOKER_MARK, suit: '', tone: 'joker', wild: true, tag: 'joker', name: 'joker', label: 'joker' };
    const f = natural(own);
    return { rank: f.rank, suit: f.suit, tone: f.tone, wild: false, tag: '', name: f.name, label: `${f.short} ${f.name}` };
  }
  const to = natural(as);
  const from = joker ? undefined : natural(own);
  return {
    rank: to.rank,
    suit: to.suit,
    tone: to.tone,
    wild: true,
    tag: from === undefined ? 'wild' : `${from.short} wild`,
    name: from === undefined ? `joker played as the ${to.name}` : `${from.name}, wild, as the ${to.name}`,
    label: from === undefined ? `joker as ${to.short} ${to.name}` : `${from.short} ${from.name}, wild, as ${to.short} ${to.name}`,
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

/** A coordinate rounded to hundredths, so the markup carries no float noise. */
export const round2 = (v: number): number => Math.round(v * 100) / 100;

/** The pattern on a card's back: a frame inset from the edge and its two diagonals, as path data. */
export function backPattern(x: number, y: number, w: number, h: number): string {
  const i = Math.max(2, w * 0.12);
  const [l, t, r, b] = [round2(x + i), round2(y + i), round2(x + w - i), round2(y + h - i)];
  return `M${l} ${t}H${r}V${b}H${l}Z M${l} ${t}L${r} ${b} M${r} ${t}L${l} ${b}`;
}

/** How far the "just played" outline stands off a card. */
export const MARK_GAP = 3;

/** A card's glyphs as words for a picture's description: "Q♥", or "a joker" for a joker not played as a card. */
export function faceWords(card: HeldCard | string): string {
  const f = cardFace(heldCard(card));
  return f.suit === '' ? 'a joker' : `${f.rank}${f.suit}`;
}
