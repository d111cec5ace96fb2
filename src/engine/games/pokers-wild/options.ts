/**
 * Poker's Wild! options: the rules a designer may change, each defaulting to
 * the printed rules (or to our ruling where the rules are silent), and the
 * board layout those options describe.
 */
import { NATURAL_CARDS } from '../../hands/cards.ts';
import { DEFAULT_LAYOUT, makeBoard, type BoardLayout, type Square } from './board.ts';
import type { EngineError } from '../../result.ts';
import type { OptionValues } from '../../play/options.ts';

/** The hands that score, weakest first: the order of the `points` option. */
export const SCORING = [
  'one-pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
  'five-of-a-kind',
] as const;

export const PW_OPTIONS = [
  {
    kind: 'int',
    name: 'players',
    label: 'Players',
    help: 'How many players; the rules sheet gives no number and the published game is for 2 to 6, so we take 4.',
    default: 4,
    min: 2,
    max: 6,
  },
  {
    kind: 'int',
    name: 'rows',
    label: 'Board rows',
    help: 'Rows on the board; our board is 7 rows by 8 columns, so that 54 cards and 2 wild spaces fill it.',
    default: DEFAULT_LAYOUT.rows,
    min: 3,
    max: 12,
  },
  {
    kind: 'int',
    name: 'cols',
    label: 'Board columns',
    help: 'Columns on the board (8 on our board).',
    default: DEFAULT_LAYOUT.cols,
    min: 4,
    max: 12,
  },
  {
    kind: 'int',
    name: 'wildSpaces',
    label: 'Wild spaces',
    help: 'Wild spaces on the board; the rules have 2.',
    default: DEFAULT_LAYOUT.wildSpaces.length,
    min: 0,
    max: 4,
  },
  {
    kind: 'int',
    name: 'jokers',
    label: 'Wild cards',
    help: 'Jokers in the deck, each wild; the rules have 2.',
    default: 2,
    min: 0,
    max: 2,
  },
  {
    kind: 'int',
    name: 'handSize',
    label: 'Hand size',
    help: 'Cards dealt to each player, and kept by drawing after each play while the deck lasts; the rules deal 5.',
    default: 5,
    min: 1,
    max: 7,
  },
  {
    kind: 'ints',
    name: 'points',
    label: 'Points table',
    help: 'Points for one pair, two pair, three of a kind, straight, flush, full house, four of a kind, straight flush, royal flush and five of a kind; the rules give 1 to 10.',
    default: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    minLength: SCORING.length,
    maxLength: SCORING.length,
    min: 0,
    max: 100,
  },
  {
    kind: 'int',
    name: 'circles',
    label: 'Circles per hand',
    help: 'How many times each player may score each hand (a row of circles on the scorecard); 0, our ruling, means no limit.',
    default: 0,
    min: 0,
    max: 30,
  },
] as const;

export type PwOptions = OptionValues<typeof PW_OPTIONS>;

/** A square's cell index on a board `cols` wide. */
export const cellOf = (s: Square, cols: number): number => s.row * cols + s.col;

/**
 * The layout the options describe. The default options give DEFAULT_LAYOUT:
 * starters in the middle row a third of the way in from each side, wild spaces
 * in the second row and the second-last row, mirrored through the centre;
 * a third and a fourth wild space go at the two ends of the middle row.
 */
export function layoutOf(o: Pick<PwOptions, 'rows' | 'cols' | 'wildSpaces'>): BoardLayout {
  const mid = Math.floor((o.rows - 1) / 2);
  const inset = Math.round((o.cols - 2) / 3);
  const centre = Math.floor((o.cols - 1) / 2);
  const wild: Square[] = [
    { row: 1, col: centre },
    { row: o.rows - 2, col: o.cols - 1 - centre },
    { row: mid, col: 0 },
    { row: mid, col: o.cols - 1 },
  ];
  return {
    rows: o.rows,
    cols: o.cols,
    starters: [
      { row: mid, col: inset },
      { row: mid, col: o.cols - 1 - inset },
    ],
    wildSpaces: wild.slice(0, o.wildSpaces),
  };
}

export const deckSize = (o: Pick<PwOptions, 'jokers'>): number => NATURAL_CARDS + o.jokers;

/** Limits the specs cannot say: a layout whose special squares fit and differ, and room on the board for the deal. */
export function checkOptions(o: PwOptions): EngineError | null {
  const layout = layoutOf(o);
  const made = makeBoard(layout, [
    { square: layout.starters[0] ?? { row: 0, col: 0 }, card: 0 },
    { square: layout.starters[1] ?? { row: 0, col: 0 }, card: 1 },
  ]);
  if (!made.ok) return { code: 'bad-options', message: `A ${o.rows} × ${o.cols} board cannot hold its starters and wild spaces apart.` };
  const free = o.rows * o.cols - o.wildSpaces;
  if (free < 2 + o.players) return { code: 'bad-options', message: `A ${o.rows} × ${o.cols} board is too small for ${o.players} players.` };
  return null;
}
