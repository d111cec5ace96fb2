/**
 * "What you need": the things on the table before play, one list per game (games/<id>/in-the-box.ts, in its
 * content), each item with its count from the engine (rulesets, mechanics, options), never typed twice. The
 * picture (components/drawings/InTheBox.astro) draws each item by its kind.
 */

export type Kind =
  | 'deck'
  | 'jokers'
  | 'table'
  | 'dice'
  | 'cup'
  | 'chips'
  | 'states'
  | 'index-card'
  | 'pen'
  | 'button'
  | 'grid'
  | 'scorecard'
  | 'pegboard'
  | 'pegs'
  | 'bluff-peg';
interface Drawn<K extends Kind> {
  readonly kind: K;
  /** One to three short lines under the drawing. */
  readonly label: readonly string[];
  /** What the <desc> says about it. */
  readonly says: string;
}
/** A board's squares as the picture draws them: its size, and where its wild and starter spaces are. */
export interface GridLayout {
  readonly rows: number;
  readonly cols: number;
  readonly wildSpaces: readonly { readonly row: number; readonly col: number }[];
  readonly starters: readonly { readonly row: number; readonly col: number }[];
}
/** One thing on the table; a board of squares brings its layout, a set of playing pegs its count. */
export type Item =
  Drawn<Exclude<Kind, 'grid' | 'pegs'>> | (Drawn<'grid'> & { readonly layout: GridLayout }) | (Drawn<'pegs'> & { readonly count: number });
export interface Box {
  readonly title: string;
  readonly caption: string;
  readonly items: readonly Item[];
}

export const jokersOf = (n: number, wild: boolean): Item => ({
  kind: 'jokers',
  label: [`${n} jokers`, wild ? 'wild' : 'dead'],
  says: `${n} jokers, which are ${wild ? 'wild' : 'dead: no use in a hand'}`,
});
export const deck = (n: number): Item => ({ kind: 'deck', label: [`${n} cards`, 'a full pack'], says: `a pack of ${n} playing cards` });
