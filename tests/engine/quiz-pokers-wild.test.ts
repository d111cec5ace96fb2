/**
 * Poker's Wild!'s quiz question, "What does this play score?" (src/engine/
 * quiz-pokers-wild.ts): every position is one a game can reach, every play
 * shows what its kind claims, and every answer (which line, how many points)
 * is the one a slow scorer written here from the printed rules and our
 * rulings gives: every run of 2 to 5 squares through the card, every rank for
 * every wild, the card part of the hand.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isJoker, rankOf, suitOf, type Card } from '../../src/engine/hands/cards.ts';
import type { Board, Square } from '../../src/engine/games/pokers-wild/board.ts';
import { makeQuestion, QUIZ_MIX } from '../../src/engine/quiz.ts';
import { isPlayRight, type PlayQuestion } from '../../src/engine/quiz-question.ts';
import { PLAY_KINDS, PLAY_LINES, PLAY_POINTS, type PlayKind, type PlayLine } from '../../src/engine/games/pokers-wild/quiz.ts';

function question(seed: number): PlayQuestion {
  const q = makeQuestion('pokers-wild', seed);
  if (!q.ok) assert.fail(`seed ${seed}: ${q.error.message}`);
  if (q.value.format !== 'what-scores') assert.fail(`seed ${seed}: a ${q.value.format} question`);
  return q.value;
}

const SEEDS = 600;
const questions = Array.from({ length: SEEDS }, (_, i) => question(i + 1));

// ---------------------------------------------------------------------------
// The slow scorer, from the rules: points for one pair 1, two pair 2, three of
// a kind 3, straight 4, flush 5, full house 6, four of a kind 7, straight
// flush 8, royal flush 9, five of a kind 10. Straights and flushes take five
// cards; an ace plays high or low. Wilds are jokers and the wild spaces beside
// the played card; a run is 2 to 5 consecutive squares through the played
// card, stopping at an empty square, the edge or any other wild space.

const ACE = 12;
const TEN = 8;

/** The points one set of ranks makes, and whether the played card (index `mine`) is part of the hand. */
function handOf(ranks: readonly number[], flushable: boolean, mine: number): { points: number; mineIn: boolean } {
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const groups = [...counts.values()].sort((a, b) => b - a);
  const five = ranks.length === 5;
  const distinct = new Set(ranks);
  const lo = Math.min(...ranks);
  const hi = Math.max(...ranks);
  const wheel = [ACE, 0, 1, 2, 3].every((r) => distinct.has(r));
  const straight = five && distinct.size === 5 && (hi - lo === 4 || wheel);
  const flush = five && flushable;
  const inGroup = (counts.get(ranks[mine] ?? -1) ?? 0) >= 2;
  if (groups[0] === 5) return { points: 10, mineIn: true };
  if (flush && straight && lo === TEN) return { points: 9, mineIn: true };
  if (flush && straight) return { points: 8, mineIn: true };
  if (groups[0] === 4) return { points: 7, mineIn: inGroup };
  if (groups[0] === 3 && groups[1] === 2) return { points: 6, mineIn: true };
  if (flush) return { points: 5, mineIn: true };
  if (straight) return { points: 4, mineIn: true };
  if (groups[0] === 3) return { points: 3, mineIn: inGroup };
  if (groups[0] === 2 && groups[1] === 2) return { points: 2, mineIn: inGroup };
  if (groups[0] === 2) return { points: 1, mineIn: inGroup };
  return { points: 0, mineIn: false };
}

type Way = 'across' | 'down';
const WAYS: readonly Way[] = ['across', 'down'];

/** The best a direction scores with the card in the hand (`mine`), and the best any run there holds at all (`any`). */
function slowScore(board: Board, card: Card, at: Square, way: Way): { mine: number; any: number } {
  const { rows, cols, wildSpaces } = board.layout;
  const isWild = (s: Square): boolean => wildSpaces.some((w) => w.row === s.row && w.col === s.col);
  const [dr, dc] = way === 'across' ? [0, 1] : [1, 0];
  let mine = 0;
  let any = 0;
  for (let len = 2; len <= 5; len++)
    for (let offset = 0; offset < len; offset++) {
      const squares = Array.from({ length: len }, (_, k) => ({ row: at.row + (k - offset) * dr, col: at.col + (k - offset) * dc }));
      // null: a wild; a card: itself; undefined: the run cannot use this square.
      const values = squares.map((s, k): Card | null | undefined => {
        if (s.row < 0 || s.col < 0 || s.row >= rows || s.col >= cols) return undefined;
        if (k === offset) return isJoker(card) ? null : card;
        if (isWild(s)) return Math.abs(k - offset) === 1 ? null : undefined;
        const c = board.cells[s.row * cols + s.col];
        if (c === null || c === undefined) return undefined;
        return isJoker(c) ? null : c;
      });
      if (values.some((v) => v === undefined)) continue;
      const naturals = values.filter((v): v is Card => typeof v === 'number');
      const flushable = new Set(naturals.map(suitOf)).size <= 1;
      const wilds = values.flatMap((v, k) => (v === null ? [k] : []));
      const ranks = values.map((v) => (typeof v === 'number' ? rankOf(v) : 0));
      const tryAll = (w: number): void => {
        if (w === wilds.length) {
          const hand = handOf(ranks, flushable, offset);
          any = Math.max(any, hand.points);
          if (hand.mineIn) mine = Math.max(mine, hand.points);
          return;
        }
        for (let r = 0; r < 13; r++) {
          ranks[wilds[w] ?? 0] = r;
          tryAll(w + 1);
        }
      };
      tryAll(0);
    }
  return { mine, any };
}

describe('the slow scorer itself, on hands worked out by hand', () => {
  const rows: [string, number[], boolean, number, number, boolean][] = [
    ['a pair with the card', [7, 7], false, 0, 1, true],
    ['a pair the card is not in', [7, 7, 3], false, 2, 1, false],
    ['two pair', [7, 7, 3, 3, 9], false, 2, 2, true],
    ['a wheel straight', [ACE, 0, 1, 2, 3], false, 0, 4, true],
    ['no straight round the corner', [11, ACE, 0, 1, 2], false, 0, 0, false],
    ['a royal flush', [TEN, 9, 10, 11, ACE], true, 4, 9, true],
    ['four of a kind with the card as kicker', [5, 5, 5, 5, 9], false, 4, 7, false],
    ['five of a kind', [5, 5, 5, 5, 5], false, 0, 10, true],
  ];
  for (const [name, ranks, flushable, mine, points, mineIn] of rows)
    it(name, () => {
      assert.deepEqual(handOf(ranks, flushable, mine), { points, mineIn });
    });
});

describe("Poker's Wild! quiz: the answer is the slow scorer's", () => {
  it(`${SEEDS} questions: the line and the points agree, and the two lines never score the same`, () => {
    for (const q of questions) {
      const across = slowScore(q.board, q.card, q.square, 'across').mine;
      const down = slowScore(q.board, q.card, q.square, 'down').mine;
      assert.ok(across === 0 || across !== down, `seed ${q.seed}: both lines score ${across}`);
      const line: PlayLine = across === 0 && down === 0 ? 'none' : across > down ? 'across' : 'down';
      assert.deepEqual(q.answer, { line, points: Math.max(across, down) }, `seed ${q.seed}: ${q.prompt}`);
      // The scorer's own run is the line answered, and its points.
      assert.equal(q.score.run?.direction ?? 'none', line);
      assert.equal(q.score.points, q.answer.points);
    }
  });
  it('the answers are spread: every line comes up, and "neither" is no more than a third', () => {
    const lines = new Map<PlayLine, number>(PLAY_LINES.map((l) => [l, questions.filter((q) => q.answer.line === l).length]));
    for (const [l, n] of lines) assert.ok(n > 0, l);
    assert.ok((lines.get('none') ?? 0) <= SEEDS / 3, `${lines.get('none')} of ${SEEDS}`);
    assert.ok(new Set(questions.map((q) => q.answer.points)).size >= 6, 'at least six different point totals');
  });
});

// ---------------------------------------------------------------------------
// What each kind must show, checked on the position itself.

const STEPS: readonly Square[] = [
  { row: 0, col: -1 },
  { row: 0, col: 1 },
  { row: -1, col: 0 },
  { row: 1, col: 0 },
];
type Seen = 'card' | 'wild' | 'empty' | 'edge';
function look(board: Board, s: Square): { seen: Seen; card: Card | null } {
  const { rows, cols, wildSpaces } = board.layout;
  if (s.row < 0 || s.col < 0 || s.row >= rows || s.col >= cols) return { seen: 'edge', card: null };
  if (wildSpaces.some((w) => w.row === s.row && w.col === s.col)) return { seen: 'wild', card: null };
  const c = board.cells[s.row * cols + s.col] ?? null;
  return { seen: c === null ? 'empty' : 'card', card: c };
}
/** Each of the four ways from the square: what lies 1, 2, 3 and 4 squares along. */
const along = (q: PlayQuestion): { seen: Seen; card: Card | null }[][] =>
  STEPS.map((st) => [1, 2, 3, 4].map((d) => look(q.board, { row: q.square.row + st.row * d, col: q.square.col + st.col * d })));
/** The first `n` squares along are all cards. */
const cardsUpTo = (way: { seen: Seen }[], n: number): boolean => way.slice(0, n).every((x) => x.seen === 'card');

const SHOWS: { readonly [K in PlayKind]: (q: PlayQuestion) => boolean } = {
  // A wild space along the row or column with nothing but cards between it and the square (beside it, or further on).
  'wild-space': (q) => along(q).some((way) => way.some((x, d) => x.seen === 'wild' && cardsUpTo(way, d))),
  // The card is a joker, or a joker lies along a line with only cards (or the wild space beside the square) between.
  joker: (q) =>
    isJoker(q.card) ||
    along(q).some((way) =>
      way.some(
        (x, d) =>
          x.card !== null && isJoker(x.card) && way.slice(0, d).every((y, e) => y.seen === 'card' || (y.seen === 'wild' && e === 0)),
      ),
    ),
  // Both lines make a hand with the card (the better one scores).
  'one-line': (q) => WAYS.every((w) => slowScore(q.board, q.card, q.square, w).mine > 0),
  // A run through the square holds a better hand without the card than the play scores.
  'must-contribute': (q) => WAYS.some((w) => slowScore(q.board, q.card, q.square, w).any > q.answer.points),
  // An empty square cuts the line, and past it lies a card of the played card's rank.
  gap: (q) =>
    !isJoker(q.card) &&
    along(q).some((way) =>
      way.some(
        (x, d) =>
          x.seen === 'empty' &&
          way.slice(0, d).every((y, e) => y.seen === 'card' || (y.seen === 'wild' && e === 0)) &&
          way
            .slice(d + 1)
            .some(
              (y, e) =>
                way.slice(d + 1, d + 1 + e).every((z) => z.seen === 'card') &&
                y.card !== null &&
                !isJoker(y.card) &&
                rankOf(y.card) === rankOf(q.card),
            ),
      ),
    ),
  plain: () => true,
};

describe("Poker's Wild! quiz: every question shows what its kind claims", () => {
  it('every kind in the mix is a play kind, and every play kind is in the mix', () => {
    assert.deepEqual(QUIZ_MIX['pokers-wild'].map(([k]) => k).sort(), [...PLAY_KINDS].sort());
  });
  for (const kind of PLAY_KINDS)
    it(`every ${kind} question shows it`, () => {
      const ofKind = questions.filter((q) => q.kind === kind);
      assert.ok(ofKind.length > 0);
      for (const q of ofKind) assert.ok(SHOWS[kind](q), `seed ${q.seed}: ${q.prompt} ${q.answerText}`);
    });
  it('wild-space questions are about a wild space beside the card and one further along, each at least a third of the time', () => {
    const ofKind = questions.filter((q) => q.kind === 'wild-space');
    const beside = ofKind.filter((q) => along(q).some((way) => way[0]?.seen === 'wild')).length;
    assert.ok(beside >= ofKind.length / 3 && beside <= (ofKind.length * 2) / 3, `${beside} of ${ofKind.length} beside`);
  });
});

// ---------------------------------------------------------------------------

describe("Poker's Wild! quiz: every position is one a game can reach", () => {
  it(`${SEEDS} positions: starters filled, nothing on a wild space, no card twice, every card joined to a starter, the square legal`, () => {
    for (const q of questions) {
      const { rows, cols, starters, wildSpaces } = q.board.layout;
      const where = `seed ${q.seed}`;
      const laid = q.board.cells.flatMap((c, i) => (c === null ? [] : [{ card: c, row: Math.floor(i / cols), col: i % cols }]));
      assert.equal(new Set(laid.map((p) => p.card)).size, laid.length, `${where}: a card twice`);
      assert.ok(!laid.some((p) => p.card === q.card), `${where}: the card to play is on the board`);
      assert.ok(laid.length >= 8 && laid.length <= 27, `${where}: ${laid.length} cards on the board`);
      for (const s of starters) assert.notEqual(q.board.cells[s.row * cols + s.col], null, `${where}: an empty starter`);
      for (const w of wildSpaces) assert.equal(q.board.cells[w.row * cols + w.col], null, `${where}: a card on a wild space`);
      // Each card was laid beside one already there, so every card is joined to a starter through cards.
      const joined = new Set(starters.map((s) => s.row * cols + s.col));
      for (let grew = true; grew;) {
        grew = false;
        for (const p of laid) {
          const i = p.row * cols + p.col;
          if (joined.has(i)) continue;
          if (
            STEPS.some(
              (st) =>
                p.row + st.row >= 0 &&
                p.row + st.row < rows &&
                p.col + st.col >= 0 &&
                p.col + st.col < cols &&
                joined.has(i + st.row * cols + st.col),
            )
          ) {
            joined.add(i);
            grew = true;
          }
        }
      }
      assert.equal(joined.size, laid.length, `${where}: a card not joined to a starter`);
      const { row, col } = q.square;
      assert.equal(q.board.cells[row * cols + col], null, `${where}: the square holds a card`);
      assert.ok(!wildSpaces.some((w) => w.row === row && w.col === col), `${where}: the square is a wild space`);
      assert.ok(
        STEPS.some((st) => look(q.board, { row: row + st.row, col: col + st.col }).seen === 'card'),
        `${where}: no card beside the square`,
      );
    }
  });
});

describe("Poker's Wild! quiz: the words", () => {
  it('the answer and the first reason give the line and the points in figures; no text speaks of hands meeting', () => {
    for (const q of questions) {
      const pts = `${q.answer.points} point${q.answer.points === 1 ? '' : 's'}`;
      assert.ok(q.answerText.includes(pts), `seed ${q.seed}: ${q.answerText}`);
      assert.ok(q.reasons[0]?.includes(pts), `seed ${q.seed}: ${q.reasons[0]}`);
      const line =
        q.answer.line === 'across' ? `row ${q.square.row + 1}` : q.answer.line === 'down' ? `column ${q.square.col + 1}` : 'Neither';
      assert.ok(q.answerText.includes(line), `seed ${q.seed}: ${q.answerText}`);
      for (const text of [q.prompt, q.answerText, ...q.reasons])
        assert.doesNotMatch(text, /\b(wins?|winner|beats?|tie|ties|hand a|hand b)\b/iu, `seed ${q.seed}: ${text}`);
    }
  });
  it('the point choices are 1 to 10, each with its hand', () => {
    assert.deepEqual(
      PLAY_POINTS.map((p) => `${p.points} ${p.hand}`),
      [
        '1 one pair',
        '2 two pair',
        '3 three of a kind',
        '4 straight',
        '5 flush',
        '6 full house',
        '7 four of a kind',
        '8 straight flush',
        '9 royal flush',
        '10 five of a kind',
      ],
    );
  });
});

describe("Poker's Wild! quiz: checking an answer", () => {
  const q = questions.find((x) => x.answer.line === 'across' && x.answer.points === 3)!;
  const none = questions.find((x) => x.answer.line === 'none')!;
  const rows: [string, PlayQuestion, PlayLine, number, boolean][] = [
    ['the right line and points', q, 'across', 3, true],
    ['the right line, too many points', q, 'across', 4, false],
    ['the other line, the right points', q, 'down', 3, false],
    ['neither, when a line scores', q, 'none', 0, false],
    ['neither, when nothing scores', none, 'none', 0, true],
    ['a line, when nothing scores', none, 'across', 1, false],
  ];
  for (const [name, question, line, points, right] of rows)
    it(name, () => {
      assert.equal(isPlayRight(question, { line, points }), right);
    });
});
