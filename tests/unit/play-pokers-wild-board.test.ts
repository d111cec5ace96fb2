/**
 * The Poker's Wild! board (src/components/games/pokers-wild/): its words and
 * key steps (board-text.ts), then the component itself rendered to HTML for
 * real positions of the model. Node cannot load .tsx, so the component is
 * bundled once (render-tsx.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { h as hType } from 'preact';
import type { renderToString as renderType } from 'preact-render-to-string';
import { SCORING } from '../../src/engine/games/pokers-wild/options.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { PW_OPTIONS } from '../../src/engine/games/pokers-wild/options.ts';
import { SENSIBLE } from '../../src/engine/games/pokers-wild/bots.ts';
import { RULES } from '../../src/engine/games/pokers-wild/rules.ts';
import type { PwMove, PwState } from '../../src/engine/games/pokers-wild/state.ts';
import type { PwView } from '../../src/engine/games/pokers-wild/view.ts';
import { WORDS } from '../../src/engine/games/pokers-wild/words.ts';
import { rngAt } from '../../src/engine/play/random.ts';
import type BoardType from '../../src/components/games/pokers-wild/Board.tsx';
import type { BoardProps } from '../../src/components/play/board.ts';
import {
  lastPlayWords,
  markText,
  refusal,
  squareLabel,
  stepKey,
  type SquareFacts,
} from '../../src/components/games/pokers-wild/board-text.ts';
import { card } from '../engine/pokers-wild-picture.ts';
import { importTsx } from './render-tsx.ts';

describe('board keys: arrows step one square and stop at the edges, Home/End and PageUp/PageDown jump', () => {
  // A 7 × 8 board; cell 27 is row 4, column 4.
  const rows: [string, number, number | null][] = [
    ['ArrowRight', 27, 28],
    ['ArrowLeft', 27, 26],
    ['ArrowUp', 27, 19],
    ['ArrowDown', 27, 35],
    ['Home', 27, 24],
    ['End', 27, 31],
    ['PageUp', 27, 3],
    ['PageDown', 27, 51],
    ['ArrowLeft', 24, 24],
    ['ArrowRight', 31, 31],
    ['ArrowUp', 3, 3],
    ['ArrowDown', 51, 51],
    ['Enter', 27, null],
    ['a', 27, null],
  ];
  for (const [key, from, to] of rows) it(`${key} from cell ${from} → ${String(to)}`, () => assert.equal(stepKey(key, from, 7, 8), to));
});

describe('scorecard marks: circles drawn as on the printed card', () => {
  const rows: [number, number, string][] = [
    [0, 0, ''],
    [1, 0, '●'],
    [3, 0, '●●●'],
    [7, 0, '7●'],
    [0, 3, '○○○'],
    [2, 3, '●●○'],
    [3, 3, '●●●'],
    [4, 10, '4/10'],
  ];
  for (const [marked, circles, want] of rows)
    it(`${marked} marked, ${circles} circles → "${want}"`, () => assert.equal(markText(marked, circles), want));
});

describe('square names say where, what is there and, for the picked card, what laying it scores', () => {
  const base: SquareFacts = { cell: 21, kind: 'empty', starter: false, card: null, lay: null, last: false, inRun: false, hint: false };
  const pair = {
    category: SCORING.indexOf('one-pair'),
    direction: 'down',
    squares: [
      { row: 2, col: 5 },
      { row: 3, col: 5 },
    ],
  } as const;
  const rows: [string, SquareFacts, string][] = [
    ['an empty square', base, 'Row 3, column 6: empty'],
    ['an open square, no card picked', { ...base, kind: 'open' }, 'Row 3, column 6: empty, a card may go here'],
    [
      'an open square with the 5♦ picked, scoring a pair',
      { ...base, kind: 'open', lay: { card: card('5d'), scored: { made: pair, points: 1, full: false } } },
      'Lay 5♦ at row 3, column 6: +1, one pair down column 6, 1 point',
    ],
    [
      'an open square where the picked joker makes nothing, the hint',
      { ...base, kind: 'open', hint: true, lay: { card: 52, scored: { made: null, points: 0, full: false } } },
      'Lay joker at row 3, column 6: +0, it makes no hand: 0 points, hint',
    ],
    [
      'a pair whose row of circles is full',
      { ...base, kind: 'open', lay: { card: card('5d'), scored: { made: pair, points: 0, full: true } } },
      'Lay 5♦ at row 3, column 6: +0, one pair down column 6, but that row of circles is full: 0 points',
    ],
    [
      'the starter card, laid last and in the line that scored',
      { ...base, kind: 'card', card: card('5c'), starter: true, last: true, inRun: true },
      'Row 3, column 6: 5♣ five of clubs, starter space, last card laid, in the line that scored',
    ],
    ['a wild space', { ...base, kind: 'wild' }, 'Row 3, column 6: wild space, takes no card'],
    ['a joker on the board', { ...base, kind: 'card', card: 53 }, 'Row 3, column 6: ★ joker (wild)'],
  ];
  for (const [name, facts, want] of rows) it(name, () => assert.equal(squareLabel(facts, 8), want));
});

describe('a press that lays nothing says why', () => {
  const rows: [string, Parameters<typeof refusal>, RegExp | null][] = [
    ['not your turn', ['open', 2, 8, null, true, false], /not your turn/u],
    ['a square with a card', ['card', 2, 8, card('Kd'), true, true], /row 1, column 3 already holds K♦/iu],
    // Ruling pw-wild-space-adjacent: a wild space counts only for the card laid beside it, not for every line through it.
    [
      'a wild space',
      ['wild', 12, 8, null, true, true],
      /^No card goes on the wild space at row 2, column 5; .*only for a card laid right beside it\.$/u,
    ],
    ['a square not beside a card', ['empty', 0, 8, null, true, true], /not beside, above or below a card/u],
    ['an open square, no card picked', ['open', 2, 8, null, false, true], /Pick a card from your hand first/u],
    ['an open square with a card picked: it lays', ['open', 2, 8, null, true, true], null],
  ];
  for (const [name, args, want] of rows)
    it(name, () => {
      const got = refusal(...args);
      if (want === null) assert.equal(got, null);
      else assert.match(got ?? '', want);
    });
});

describe('the last play in words', () => {
  const names = ['Player 1', 'Player 2'];
  const trips = { category: SCORING.indexOf('three-of-a-kind'), direction: 'across', squares: [] } as const;
  const rows: [string, Parameters<typeof lastPlayWords>[0], number, string][] = [
    [
      'a scoring card',
      { seat: 1, card: card('9d'), row: 1, col: 0, made: trips, points: 3, full: false },
      7,
      'Player 2 laid the 9♦ at row 2, column 1: three of a kind across row 1, 3 points (total 7).',
    ],
    [
      'a joker that makes nothing',
      { seat: 0, card: 52, row: 0, col: 7, made: null, points: 0, full: false },
      0,
      'Player 1 laid a joker at row 1, column 8: it makes no hand: 0 points (total 0).',
    ],
  ];
  for (const [name, last, total, want] of rows) it(name, () => assert.equal(lastPlayWords(last, names, 8, total), want));
});

// ---------------------------------------------------------------------------
// The component, rendered.

const { Board, h, renderToString } = await importTsx<{
  Board: typeof BoardType;
  h: typeof hType;
  renderToString: typeof renderType;
}>([
  "export { default as Board } from './src/components/games/pokers-wild/Board.tsx';",
  "export { h } from 'preact';",
  "export { renderToString } from 'preact-render-to-string';",
]);

const OPTIONS = defaultOptions(PW_OPTIONS);
const NAMES = WORDS.seatNames(OPTIONS);

/** Seed 3 (the guided round's deal), played by the sensible bot for `moves` moves. */
function after(moves: number): PwState {
  let s = RULES.newGame(OPTIONS, 3);
  for (let k = 0; k < moves; k++) {
    const seat = RULES.toAct(s);
    if (seat === null) break;
    s = RULES.apply(s, { seat, move: SENSIBLE(RULES.view(s, seat), RULES.legalMoves(s, seat), rngAt(k)).move });
  }
  return s;
}

function html(s: PwState, seat: number, extra: Partial<BoardProps<PwState, PwMove, PwView>> = {}): string {
  const props: BoardProps<PwState, PwMove, PwView> = {
    view: RULES.view(s, seat),
    seat,
    seatNames: NAMES,
    legal: RULES.legalMoves(s, seat),
    onMove: () => undefined,
    say: (m) => `Lay ${String(m.card)}`,
    hint: null,
    final: null,
    interactive: true,
    idPrefix: 'pl',
    ...extra,
  };
  return renderToString(h(Board, props));
}

const count = (text: string, re: RegExp): number => [...text.matchAll(re)].length;
const distinctCells = (moves: readonly PwMove[]): number => new Set(moves.map((m) => `${String(m.row)}-${String(m.col)}`)).size;

describe('the board, rendered for real positions', () => {
  it('as a picture (interactive false): the grid, the cards, the scorecards, the other hands face down, and no control', () => {
    const s = after(4);
    const out = html(s, 0, { interactive: false });
    assert.equal(count(out, /<button/gu), 0);
    assert.equal(count(out, /tabindex/gu), 0);
    assert.equal(count(out, /class="pwb-sq[ "]/gu), 7 * 8, 'one square per cell');
    assert.equal(count(out, /5 cards, face down/gu), 3, 'Players 2 to 4 each hold five cards, drawn as backs');
    assert.match(out, /Scorecards/u);
    assert.equal(count(out, /class="pwb-sq wild/gu), 2, 'two wild spaces');
    assert.equal(count(out, /class="pwb-sq card starter/gu), 2, 'the two starter cards on their gold squares');
  });

  it('on the player’s turn: a square button per cell, one tab stop, five card toggles, and the legal squares named as open', () => {
    const s = after(4);
    assert.equal(RULES.toAct(s), 0);
    const out = html(s, 0);
    assert.equal(count(out, /<button[^>]*class="pwb-sq/gu), 56);
    assert.equal(count(out, /<button[^>]*tabindex="0"/gu), 1);
    assert.equal(count(out, /aria-pressed="false"/gu), 5);
    assert.equal(count(out, /a card may go here/gu), distinctCells(RULES.legalMoves(s, 0)));
    assert.match(out, /Your turn: pick a card/u);
  });

  it('the last play says what it scored, the same points as the score moved', () => {
    const before = after(4);
    const s = after(5);
    const gained = (s.scores[0] ?? 0) - (before.scores[0] ?? 0);
    assert.equal(RULES.toAct(s), 1);
    const out = html(s, 0);
    assert.match(
      out,
      new RegExp(
        `Player 1 laid the .+? at row \\d, column \\d: .+?, ${String(gained)} points? \\(total ${String(s.scores[0] ?? 0)}\\)`,
        'u',
      ),
    );
    assert.match(out, /Player 2 is laying a card/u);
    assert.equal(count(out, /aria-pressed/gu), 5, 'the hand stays drawn');
    assert.equal(count(out, /a card may go here/gu), 0, 'no open squares while another player lays');
  });

  it('a hint marks its card and square and says what it scores, as the model would count it', () => {
    const s = after(4);
    const view = RULES.view(s, 0);
    const hint = SENSIBLE(view, RULES.legalMoves(s, 0), rngAt(1)).move;
    const gained = (RULES.apply(s, { seat: 0, move: hint }).scores[0] ?? 0) - (s.scores[0] ?? 0);
    const out = html(s, 0, { hint });
    assert.match(
      out,
      new RegExp(`Hint: lay the .+? at row ${String(hint.row + 1)}, column ${String(hint.col + 1)}: .+?${String(gained)} points?\\.`, 'u'),
    );
    assert.equal(count(out, /class="pwb-sq open hint/gu), 1);
    assert.equal(count(out, /class="pwb-pick board-tap hinted"/gu), 1);
  });

  it('at the end every hand and the deck are face up, and nothing is face down', () => {
    let s = after(0);
    let k = 0;
    for (let seat = RULES.toAct(s); seat !== null; seat = RULES.toAct(s)) {
      s = RULES.apply(s, { seat, move: SENSIBLE(RULES.view(s, seat), RULES.legalMoves(s, seat), rngAt(k++)).move });
    }
    const outcome = RULES.outcome(s);
    assert.ok(outcome !== null);
    const out = html(s, 0, { final: s, legal: [] });
    assert.doesNotMatch(out, /face down/u);
    assert.match(out, /Game over/u);
    for (const score of outcome.scores) assert.match(out, new RegExp(`class="num total[^"]*">${String(score)}<`, 'u'));
    assert.equal(count(out, /<button[^>]*class="pwb-sq/gu), 56, 'the board stays explorable by keyboard');
    assert.equal(count(out, /aria-pressed/gu), 0, 'no card left to pick');
  });

  it('every square’s name holds the text it shows (WCAG 2.5.3), jokers included', () => {
    const s = after(60);
    assert.ok(
      s.cells.some((c) => c !== null && c >= 52),
      'a joker is on the board by then',
    );
    const out = html(s, RULES.toAct(s) ?? 0);
    const squares = [...out.matchAll(/<button[^>]*class="pwb-sq[^"]*"[^>]*aria-label="([^"]*)"[^>]*>(.*?)<\/button>/gu)];
    assert.equal(squares.length, 56);
    for (const [, label = '', inner = ''] of squares) {
      const shown = inner.replace(/<span class="visually-hidden">.*?<\/span>/gu, '').replace(/<[^>]+>/gu, '');
      if (shown !== '')
        assert.ok(label.toLowerCase().includes(shown.toLowerCase()), `${JSON.stringify(shown)} in ${JSON.stringify(label)}`);
    }
  });
});
