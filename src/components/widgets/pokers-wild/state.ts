/**
 * The adjacency scorer's state and its URL form (no DOM here, so it is unit
 * tested in Node). Every parameter is prefixed `pw-` so other widgets on the
 * page keep theirs.
 *
 *   pw-cards  cards on the board:  <row><col>-<card> joined by "~", 1-based
 *             (row 1-7, column 1-8), e.g. 43-7h~46-Qc~44-X
 *   pw-wild   wild spaces: <row><col> joined by "~", e.g. 24~65
 *   pw-mode   place | remove | wild | play
 *   pw-card   the card to place or play, in card notation (Qh, 10d, X)
 *   pw-at     the square chosen to play on, <row><col>, e.g. 44
 *   pw-hand   up to five cards for "Best move", e.g. "Kh 9c 4d X 2s"
 *
 * After the parsers, `resolve` checks the whole board with the engine
 * (duplicate cards, a card on a wild space, an empty starter space): a
 * board that fails falls back to the default with a note.
 */
import { JOKER_A, NATURAL_CARDS, formatCard, parseCards, type Card, type HeldCard } from '../../../engine/hands/cards.ts';
import {
  DEFAULT_LAYOUT,
  makeBoard,
  type Board,
  type BoardLayout,
  type Placement,
  type Square,
} from '../../../engine/games/pokers-wild/board.ts';
import { enumParam, listParam, readState, textParam, writeState, type Param, type StateOf, type UrlCodec } from '../../../lib/url-state.ts';

export const ROWS = DEFAULT_LAYOUT.rows;
export const COLS = DEFAULT_LAYOUT.cols;
export const MAX_WILD_SPACES = 6;
export const MODES = ['place', 'remove', 'wild', 'play'] as const;
export type Mode = (typeof MODES)[number];
export const MODE_LABELS: { readonly [M in Mode]: string } = {
  place: 'Place a card',
  remove: 'Remove a card',
  wild: 'Mark a wild space',
  play: 'Play a card',
};

const key = (s: Square): string => `${s.row + 1}${s.col + 1}`;
export const sameSquare = (a: Square, b: Square): boolean => a.row === b.row && a.col === b.col;

/** One card token (Qh, 10d, X); jokers get their number later, in board order. */
function cardToken(text: string): { ok: true; value: Card } | { ok: false; error: string } {
  const parsed = parseCards(text, { jokers: 2, min: 1, max: 1, label: 'the card' });
  if (!parsed.ok) return { ok: false, error: parsed.error.message };
  const held = parsed.value[0];
  if (held === undefined || held.declared !== undefined) return { ok: false, error: 'write one card, like Qh or X.' };
  return { ok: true, value: held.card };
}

export const squareParam: Param<Square> = {
  defaultValue: { row: 3, col: 3 },
  parse(raw) {
    const m = /^([1-9])([1-9])$/u.exec(raw);
    if (m === null) return { ok: false, error: 'write a square as row then column, like 44.' };
    const row = Number(m[1]) - 1;
    const col = Number(m[2]) - 1;
    if (row >= ROWS || col >= COLS) return { ok: false, error: `the board has ${ROWS} rows and ${COLS} columns.` };
    return { ok: true, value: { row, col } };
  },
  serialize: key,
  equals: sameSquare,
};

export const placementParam: Param<Placement> = {
  defaultValue: { square: { row: 0, col: 0 }, card: 0 },
  parse(raw) {
    const dash = raw.indexOf('-');
    if (dash < 0) return { ok: false, error: 'write a card as square-card, like 43-7h.' };
    const square = squareParam.parse(raw.slice(0, dash));
    if (!square.ok) return square;
    const card = cardToken(raw.slice(dash + 1));
    if (!card.ok) return card;
    return { ok: true, value: { square: square.value, card: card.value } };
  },
  serialize: (p) => `${key(p.square)}-${formatCard(p.card)}`,
  equals: (a, b) => sameSquare(a.square, b.square) && a.card === b.card,
};

/** The default card to play: the 4 of clubs. */
export const DEFAULT_PLAY_CARD = '4c';

/** The example on the page before anyone edits it (and without JavaScript). */
export const DEFAULT_PLACEMENTS: readonly Placement[] = [
  { square: { row: 3, col: 0 }, card: 5 * 4 + 0 }, // 7s
  { square: { row: 3, col: 1 }, card: 5 * 4 + 2 }, // 7d
  { square: { row: 3, col: 2 }, card: 5 * 4 + 1 }, // 7h (starter)
  { square: { row: 2, col: 3 }, card: 2 * 4 + 1 }, // 4h
  { square: { row: 3, col: 5 }, card: 10 * 4 + 3 }, // Qc (starter)
];

export const SPEC = {
  'pw-cards': listParam(placementParam, '~', ROWS * COLS, DEFAULT_PLACEMENTS),
  'pw-wild': listParam(squareParam, '~', MAX_WILD_SPACES, DEFAULT_LAYOUT.wildSpaces),
  'pw-mode': enumParam(MODES, 'play'),
  'pw-card': textParam(DEFAULT_PLAY_CARD, 8, (t) => {
    const parsed = cardToken(t);
    return parsed.ok ? null : parsed.error;
  }),
  'pw-at': squareParam,
  'pw-hand': textParam('Kh 9c 4d X 2s', 40, (t) => {
    const parsed = parseCards(t, { jokers: 2, min: 0, max: 5, label: 'the hand' });
    return parsed.ok ? null : parsed.error.message;
  }),
};
export type UrlState = StateOf<typeof SPEC>;

export interface ScorerState {
  readonly layout: BoardLayout;
  readonly placements: readonly Placement[];
  readonly mode: Mode;
  readonly card: string;
  readonly at: Square;
  readonly hand: string;
}

/** Number jokers in board order (52 then 53), so the board never holds one joker twice. */
export function numberJokers(placements: readonly Placement[]): Placement[] {
  let next = JOKER_A;
  return placements.map((p) => (p.card >= NATURAL_CARDS ? { square: p.square, card: next++ } : p));
}

/** Read the URL into a checked state; anything that does not make a legal board falls back with a note. */
export function resolve(params: URLSearchParams): { state: ScorerState; notes: string[] } {
  const { state, notes } = readState(SPEC, params);
  const out = [...notes];
  let wild = state['pw-wild'];
  const starters = DEFAULT_LAYOUT.starters;
  if (wild.some((w) => starters.some((s) => sameSquare(s, w))) || wild.some((w, i) => wild.findIndex((v) => sameSquare(v, w)) !== i)) {
    out.push('Ignored pw-wild: a wild space cannot be a starter space or be listed twice.');
    wild = DEFAULT_LAYOUT.wildSpaces;
  }
  let layout: BoardLayout = { ...DEFAULT_LAYOUT, wildSpaces: wild };
  let placements = numberJokers(state['pw-cards']);
  const jokers = state['pw-cards'].filter((p) => p.card >= NATURAL_CARDS).length;
  const board = jokers > 2 ? null : makeBoard(layout, placements);
  if (board === null || !board.ok) {
    out.push(`Ignored pw-cards: ${board === null ? 'the deck has only two jokers.' : board.error.message} Showing the example board.`);
    placements = [...DEFAULT_PLACEMENTS];
    if (!makeBoard(layout, placements).ok) layout = DEFAULT_LAYOUT;
  }
  return {
    state: { layout, placements, mode: state['pw-mode'], card: state['pw-card'], at: state['pw-at'], hand: state['pw-hand'] },
    notes: out,
  };
}

/** The URL query for a state (defaults left out; other parameters in `base` kept). */
export function toParams(state: ScorerState, base = new URLSearchParams()): URLSearchParams {
  const url: UrlState = {
    'pw-cards': state.placements,
    'pw-wild': state.layout.wildSpaces,
    'pw-mode': state.mode,
    'pw-card': cardToken(state.card).ok ? state.card.trim() : DEFAULT_PLAY_CARD,
    'pw-at': state.at,
    'pw-hand': SPEC['pw-hand'].parse(state.hand).ok ? state.hand : SPEC['pw-hand'].defaultValue,
  };
  return writeState(SPEC, url, base);
}

/** Parse the card field against the board: one card, not already placed. Jokers take the next free number. */
export function parsePlayCard(text: string, board: Board, ignore?: Square): { ok: true; value: Card } | { ok: false; error: string } {
  const used: HeldCard[] = [];
  board.cells.forEach((c, i) => {
    if (c === null) return;
    if (ignore !== undefined && i === ignore.row * board.layout.cols + ignore.col) return;
    used.push({ card: c });
  });
  const jokersUsed = used.filter((h) => h.card >= NATURAL_CARDS).map((h) => h.card);
  const parsed = parseCards(text, { jokers: 2, min: 1, max: 1, used: used.filter((h) => h.card < NATURAL_CARDS), label: 'the card' });
  if (!parsed.ok) return { ok: false, error: parsed.error.message };
  const held = parsed.value[0];
  if (held === undefined || held.declared !== undefined) return { ok: false, error: 'Write one card, like Qh, 10d or X (a joker).' };
  if (held.card >= NATURAL_CARDS) {
    const free = [JOKER_A, JOKER_A + 1].find((j) => !jokersUsed.includes(j));
    if (free === undefined) return { ok: false, error: 'Both jokers are already on the board.' };
    return { ok: true, value: free };
  }
  return { ok: true, value: held.card };
}

export const initialState = (): ScorerState => resolve(new URLSearchParams()).state;

/** The scorer's URL form (its keys always had the pw- prefix, so none was renamed). */
export const SCORER_CODEC: UrlCodec<ScorerState> = { renamed: {}, read: resolve, write: toParams };
