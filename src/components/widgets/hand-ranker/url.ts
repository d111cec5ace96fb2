/**
 * The hand-ranker's permalink, through the typed URL parsers:
 *
 *   /judge/?hr-game=nuclear-holdem&hr-h1=Ah+Kd&hr-h2=Qs+Qc&hr-b=Qh+Jd+Tc+4s+2h
 *
 *   /judge/?hr-game=peekaboo&hr-h1=6+6+6+3+2&hr-h2=6+6+6+3+4
 *
 *   hr-game        a ruleset id (default standard; left out when default)
 *   hr-h1..hr-h10  each hand in card notation, cards separated by spaces (+);
 *                  jokers X, declared jokers X=Qh; for Peekaboo, five dice 1-6;
 *                  as many keys as the game with the most hands takes (MAX_HANDS)
 *   hr-b           the board, for games with community cards
 *
 * Links made before the hr- prefix (game=, h1=, b=) are read the same
 * (the codec's `renamed`).
 *
 * A link is read as it was sent, so a shared link of hands the judge refuses
 * shows those hands and their errors, never the example:
 * - a hand or board with anything but card notation in it, longer than 40
 *   characters, or with unsafe characters (src/engine/text.ts: links are
 *   taken exactly as written) is left empty, with a note naming it; the
 *   link's other hands are kept;
 * - hands that don't stand up under the game (duplicate cards, seven jokers,
 *   too many cards, "zz") are kept as sent, with one note per error, and the
 *   widget marks each at its field and gives no verdict.
 * The example is shown only for a link with no hand at all. A board for a
 * game without one is dropped with a note. Notes are plain text.
 *
 * The hands in a link are checked by the widget's `Judging` (model.ts):
 * readTableWith and tableCodecWith take it, so the widget on a card game's
 * page loads no dice code; readTable and tableCodec, for any game, are in
 * dice-url.ts.
 */
import { enumParam, plainText, prefixed, readState, textParam, writeState, type Param, type UrlCodec } from '../../../lib/url-state.ts';
import { RULESETS } from '../../../engine/hands/rulesets.ts';
import {
  JUDGE_GAMES,
  MAX_HANDS,
  MIN_HANDS,
  checkFieldsWith,
  exampleTable,
  fieldErrors,
  hasBoard,
  type JudgeGame,
  type Judging,
  type Table,
} from './model.ts';

const NOTATION = /^[0-9A-Za-z=♠♥♦♣♤♡♢♧ ,]*$/u;
const cardsParam = (): Param<string> =>
  textParam('', 40, (text) => (NOTATION.test(text) ? null : 'use card notation only, like "As Kd X=Qh".'));

export const GAME_PARAM = 'hr-game';
/** One key per hand, up to the most hands any game takes (ten: standard poker, Poker's Wild!). */
export const HAND_PARAMS: readonly string[] = Array.from({ length: MAX_HANDS }, (_, i) => `hr-h${i + 1}`);
export const BOARD_PARAM = 'hr-b';

const gameSpec = (allowed: readonly JudgeGame[]) => ({ [GAME_PARAM]: enumParam<JudgeGame>(allowed, allowed[0] ?? 'standard') });
const handsSpec: Readonly<Record<string, Param<string>>> = Object.fromEntries(HAND_PARAMS.map((name) => [name, cardsParam()]));
const boardSpec = { [BOARD_PARAM]: cardsParam() };

/** The keys from before the hr- prefix: game, h1..h8 (the most links held then), b. */
export const TABLE_RENAMED = prefixed('hr-', ['game', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8', 'b']);

const tidy = (text: string): string => text.trim().replace(/\s+/gu, ' ');

/**
 * The table a query describes, as sent, and a note for everything that fell
 * back or can't be judged, its hands checked by `judging`. `allowed` limits
 * the games (a game page offers its own); others fall back.
 */
export function readTableWith(
  judging: Judging,
  params: URLSearchParams,
  allowed: readonly JudgeGame[] = JUDGE_GAMES,
): { table: Table; notes: string[] } {
  // The game is read against the games this widget offers, so a bad value
  // gives one note naming those games, and nothing the link did not say.
  const readGame = readState(gameSpec(allowed), params);
  const readBoard = readState(boardSpec, params);
  const game = readGame.state[GAME_PARAM];
  const notes = [...readGame.notes];
  // Each hand on its own: a refused one keeps its place as an empty field, with its note.
  const hands: string[] = [];
  for (const name of HAND_PARAMS) {
    const read = readState({ [name]: cardsParam() }, params);
    notes.push(...read.notes);
    const text = tidy(read.state[name] ?? '');
    if (text !== '' || read.notes.length > 0) hands.push(text);
  }
  notes.push(...readBoard.notes);
  if (hands.length === 0) {
    if (readBoard.notes.length === 0 && (params.has(BOARD_PARAM) || HAND_PARAMS.some((name) => params.has(name))))
      notes.push('The link had no usable hands, so this is the example.');
    return { table: exampleTable(game), notes };
  }
  while (hands.length < MIN_HANDS) hands.push('');
  let board = tidy(readBoard.state[BOARD_PARAM]);
  if (board !== '' && !hasBoard(game)) {
    notes.push(plainText(`Ignored ${BOARD_PARAM}=${JSON.stringify(board)}: ${RULESETS[game].name} has no community cards.`));
    board = '';
  }
  const table: Table = { game, hands: hands.slice(0, MAX_HANDS), board };
  const sent = { ...table, hands: table.hands.filter((h) => h !== '') };
  const errors = sent.hands.length === 0 ? [] : fieldErrors(checkFieldsWith(judging, sent));
  for (const message of new Set(errors.map((e) => e.message))) notes.push(plainText(`The hands can't be judged as sent: ${message}`));
  return { table, notes };
}

/** Query parameters for a table (defaults left out; empty hands skipped; other keys in `base` kept). */
export function writeTable(table: Table, base = new URLSearchParams()): URLSearchParams {
  const hands = table.hands.map(tidy).filter((h) => h !== '');
  const handState: Record<string, string> = Object.fromEntries(HAND_PARAMS.map((name, i) => [name, hands[i] ?? '']));
  const withGame = writeState(gameSpec(JUDGE_GAMES), { [GAME_PARAM]: table.game }, base);
  const withHands = writeState(handsSpec, handState, withGame);
  return writeState(boardSpec, { [BOARD_PARAM]: tidy(table.board) }, withHands);
}

/** The shareable link (path and query; the widget adds the origin). */
export function permalinkPath(judgePath: string, table: Table): string {
  const query = writeTable(table).toString();
  return query === '' ? judgePath : `${judgePath}?${query}`;
}

/** The hand-ranker's URL form, for a widget offering `allowed` games, checking hands with `judging`. */
export function tableCodecWith(judging: Judging, allowed: readonly JudgeGame[] = JUDGE_GAMES): UrlCodec<Table> {
  return {
    renamed: TABLE_RENAMED,
    read: (params) => {
      const { table, notes } = readTableWith(judging, params, allowed);
      return { state: table, notes };
    },
    write: writeTable,
  };
}
