/**
 * The hand-ranker's permalink, through the typed URL parsers:
 *
 *   /judge/?hr-game=nuclear-holdem&hr-h1=Ah+Kd&hr-h2=Qs+Qc&hr-b=Qh+Jd+Tc+4s+2h
 *
 *   /judge/?hr-game=peekaboo&hr-h1=6+6+6+3+2&hr-h2=6+6+6+3+4
 *
 *   hr-game       a ruleset id (default standard; left out when default)
 *   hr-h1..hr-h8  each hand in card notation, cards separated by spaces (+);
 *                 jokers X, declared jokers X=Qh; for Peekaboo, five dice 1-6
 *   hr-b          the board, for games with community cards
 *
 * Links made before the hr- prefix (game=, h1=, b=) are read the same
 * (tableCodec's `renamed`).
 *
 * A hand or board with anything but card notation in it is ignored with a
 * note, and so are the link's other hands: the widget shows the game's
 * example instead. So it does if the hands don't stand up under the game
 * (duplicate cards, seven jokers, too many cards), with the engine's reason
 * as the note. A board for a game without one is dropped with a note.
 * Notes are plain text.
 */
import { enumParam, plainText, prefixed, readState, textParam, writeState, type Param, type UrlCodec } from '../../../lib/url-state.ts';
import { RULESETS } from '../../../engine/rulesets.ts';
import { JUDGE_GAMES, MAX_HANDS, MIN_HANDS, checkFields, exampleTable, firstError, hasBoard, type JudgeGame, type Table } from './model.ts';

const NOTATION = /^[0-9A-Za-z=♠♥♦♣♤♡♢♧ ,]*$/u;
const cardsParam = (): Param<string> =>
  textParam('', 40, (text) => (NOTATION.test(text) ? null : 'use card notation only, like "As Kd X=Qh".'));

export const GAME_PARAM = 'hr-game';
export const HAND_PARAMS = ['hr-h1', 'hr-h2', 'hr-h3', 'hr-h4', 'hr-h5', 'hr-h6', 'hr-h7', 'hr-h8'] as const;
export const BOARD_PARAM = 'hr-b';

export const judgeSpec = {
  [GAME_PARAM]: enumParam<JudgeGame>(JUDGE_GAMES, 'standard'),
  'hr-h1': cardsParam(),
  'hr-h2': cardsParam(),
  'hr-h3': cardsParam(),
  'hr-h4': cardsParam(),
  'hr-h5': cardsParam(),
  'hr-h6': cardsParam(),
  'hr-h7': cardsParam(),
  'hr-h8': cardsParam(),
  [BOARD_PARAM]: cardsParam(),
};

/** The keys from before the hr- prefix: game, h1..h8, b. */
export const TABLE_RENAMED = prefixed('hr-', ['game', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8', 'b']);

const tidy = (text: string): string => text.trim().replace(/\s+/gu, ' ');

/**
 * The table a query describes, and a note for everything that fell back.
 * `allowed` limits the games (a game page offers its own); others fall back.
 */
export function readTable(params: URLSearchParams, allowed: readonly JudgeGame[] = JUDGE_GAMES): { table: Table; notes: string[] } {
  const fallbackGame = allowed[0] ?? 'standard';
  // The game is read against the games this widget offers, so a bad value
  // gives one note naming those games, and nothing the link did not say.
  const read = readState({ ...judgeSpec, [GAME_PARAM]: enumParam<JudgeGame>(allowed, fallbackGame) }, params);
  const state = read.state;
  const notes = [...read.notes];
  const game = state[GAME_PARAM];
  const rejected =
    read.notes.length > 0 && [...HAND_PARAMS, BOARD_PARAM].some((name) => read.notes.some((n) => n.startsWith(`Ignored ${name}=`)));
  const hands = rejected ? [] : HAND_PARAMS.map((name) => tidy(state[name])).filter((h) => h !== '');
  if (hands.length === 0) {
    if (!rejected && (params.has(BOARD_PARAM) || HAND_PARAMS.some((name) => params.has(name))))
      notes.push('The link had no usable hands, so this is the example.');
    return { table: exampleTable(game), notes };
  }
  while (hands.length < MIN_HANDS) hands.push('');
  let board = tidy(state[BOARD_PARAM]);
  if (board !== '' && !hasBoard(game)) {
    notes.push(plainText(`Ignored ${BOARD_PARAM}=${JSON.stringify(board)}: ${RULESETS[game].name} has no community cards.`));
    board = '';
  }
  const table: Table = { game, hands: hands.slice(0, MAX_HANDS), board };
  const error = firstError(checkFields({ ...table, hands: table.hands.filter((h) => h !== '') }));
  if (error !== null) {
    notes.push(`The hands in the link can't be judged, so this is the example instead. ${error.message}`);
    return { table: exampleTable(game), notes };
  }
  return { table, notes };
}

/** Query parameters for a table (defaults left out; empty hands skipped; other keys in `base` kept). */
export function writeTable(table: Table, base = new URLSearchParams()): URLSearchParams {
  const hands = table.hands.map(tidy).filter((h) => h !== '');
  const state = {
    [GAME_PARAM]: table.game,
    'hr-h1': '',
    'hr-h2': '',
    'hr-h3': '',
    'hr-h4': '',
    'hr-h5': '',
    'hr-h6': '',
    'hr-h7': '',
    'hr-h8': '',
    [BOARD_PARAM]: tidy(table.board),
  };
  hands.slice(0, MAX_HANDS).forEach((h, i) => {
    const name = HAND_PARAMS[i];
    if (name !== undefined) state[name] = h;
  });
  return writeState(judgeSpec, state, base);
}

/** The shareable link (path and query; the widget adds the origin). */
export function permalinkPath(judgePath: string, table: Table): string {
  const query = writeTable(table).toString();
  return query === '' ? judgePath : `${judgePath}?${query}`;
}

/** The hand-ranker's URL form, for a widget offering `allowed` games. */
export function tableCodec(allowed: readonly JudgeGame[] = JUDGE_GAMES): UrlCodec<Table> {
  return {
    renamed: TABLE_RENAMED,
    read: (params) => {
      const { table, notes } = readTable(params, allowed);
      return { state: table, notes };
    },
    write: writeTable,
  };
}
