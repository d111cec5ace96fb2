import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JOKER_A, rankOf, type Card } from '../../src/engine/hands/cards.ts';
import type { Category } from '../../src/engine/hands/categories.ts';
import { bestByOracle } from '../../src/engine/hands/oracle.ts';
import {
  bestMove,
  checkPlay,
  DEFAULT_LAYOUT,
  legalSquares,
  makeBoard,
  play,
  scorePlay,
  type Board,
  type Placement,
  type Square,
} from '../../src/engine/games/pokers-wild/board.ts';
import { RULINGS } from '../../src/engine/games/pokers-wild/rulings.ts';
import { board, card } from './pokers-wild-picture.ts';
import { RULESETS, type CardRuleset } from '../../src/engine/hands/rulesets.ts';

const RULES = RULESETS['pokers-wild'] as CardRuleset;
const POINTS = RULES.points ?? {};

// ---------------------------------------------------------------------------
// Brute-force oracle: every window of 2..5 squares through the play, every
// value for every wild, classified by the oracle; the played card contributes
// when the hand is a five-card pattern or the card's rank is in a group.

const ALL_FIVE = new Set<Category>(['five-of-a-kind', 'royal-flush', 'straight-flush', 'full-house', 'flush', 'straight']);
function oracleScore(b: Board, played: Card, at: Square): number {
  const { rows, cols, wildSpaces } = b.layout;
  const isWildSpace = (s: Square): boolean => wildSpaces.some((w) => w.row === s.row && w.col === s.col);
  const get = (s: Square): Card | null => (s.row === at.row && s.col === at.col ? played : (b.cells[s.row * cols + s.col] ?? null));
  let best = 0;
  for (const [dr, dc] of [
    [0, 1],
    [1, 0],
  ] as const) {
    for (let len = 2; len <= 5; len++) {
      for (let offset = 0; offset < len; offset++) {
        const squares: Square[] = [];
        for (let k = 0; k < len; k++) squares.push({ row: at.row + (k - offset) * dr, col: at.col + (k - offset) * dc });
        if (squares.some((s) => s.row < 0 || s.col < 0 || s.row >= rows || s.col >= cols)) continue;
        const usable = squares.every(
          (s) => get(s) !== null || (isWildSpace(s) && Math.abs(s.row - at.row) + Math.abs(s.col - at.col) === 1),
        );
        if (!usable) continue;
        const values = squares.map((s) => get(s));
        const wilds = values.flatMap((v, i) => (v === null || v >= 52 ? [i] : []));
        const assign = (k: number, hand: Card[]): void => {
          if (k === wilds.length) {
            const { category } = bestByOracle(
              RULES,
              hand.map((c) => ({ card: JOKER_A, declared: c })),
            );
            const points = POINTS[category] ?? 0;
            if (points <= best) return;
            const mine = hand[offset] ?? -1;
            const sameRank = hand.filter((c) => rankOf(c) === rankOf(mine)).length;
            if (ALL_FIVE.has(category) || sameRank >= 2) best = points;
            return;
          }
          for (let c = 0; c < 52; c++) {
            const next = [...hand];
            next[wilds[k] ?? 0] = c;
            assign(k + 1, next);
          }
        };
        assign(
          0,
          values.map((v) => v ?? 0),
        );
      }
    }
  }
  return best;
}

// ---------------------------------------------------------------------------

describe("poker's wild board: scoring a play", () => {
  const rows: {
    label: string;
    picture: string;
    card: string;
    at: Square;
    points: number;
    category?: Category;
    note?: RegExp;
    wilds?: string[];
  }[] = [
    { label: 'a pair with your card', picture: '9s 4d .\n.  Kc .', card: '9h', at: { row: 1, col: 0 }, points: 1, category: 'one-pair' },
    {
      label: 'a pair that does not include your card scores nothing',
      picture: '9s 9d .\n.  .  .',
      card: '4h',
      at: { row: 0, col: 2 },
      points: 0,
      note: /pair of nines .* does not use your card/u,
    },
    {
      label: 'the wild makes two pair with your card rather than trips without it',
      picture: '9s 9d * .\n.  .  Kc 2c',
      card: '5h',
      at: { row: 0, col: 3 },
      points: 2,
      category: 'two-pair',
      wilds: ['5'],
    },
    {
      label: 'a run broken by an empty space',
      picture: '9s . .\n.  . 4c',
      card: '9h',
      at: { row: 0, col: 2 },
      points: 0,
      note: /broken by the empty space at row 1, column 2/u,
    },
    {
      label: 'a wild space at the edge, two squares away, does not count',
      picture: '* 9s .\n.  . 4c',
      card: '9h',
      at: { row: 0, col: 2 },
      points: 1,
      note: /counts only beside the card you play/u,
    },
    {
      label: 'a wild space at the edge, next to the card, counts',
      picture: '* . 9s\n. 4c .',
      card: '9h',
      at: { row: 0, col: 1 },
      points: 3,
      category: 'three-of-a-kind',
      wilds: ['9'],
    },
    {
      label: 'only one direction scores',
      picture: '.  9s 9d\n.  .  4c\n.  .  4s',
      card: '9h',
      at: { row: 0, col: 0 },
      points: 3,
      category: 'three-of-a-kind',
    },
    {
      label: 'one direction: the column beats the row and the row is mentioned',
      picture: '4h Kd .\n.  .  4c\n.  .  4s',
      card: '4d',
      at: { row: 0, col: 2 },
      points: 3,
      category: 'three-of-a-kind',
      note: /Only one direction scores/u,
    },
    {
      label: 'a joker on the board makes three of a kind',
      picture: 'X 9s .\n. .  .',
      card: '9h',
      at: { row: 0, col: 2 },
      points: 3,
      category: 'three-of-a-kind',
    },
    { label: 'playing a joker', picture: 'Ks Kd .\n.  .  .', card: 'X', at: { row: 0, col: 2 }, points: 3, category: 'three-of-a-kind' },
    {
      label: 'a heart flush with a joker',
      picture: 'Ah X 7h 4h .\n. . . . .',
      card: '2h',
      at: { row: 0, col: 4 },
      points: 5,
      category: 'flush',
    },
    {
      label: 'a straight through the middle',
      picture: '5c 6d . 8s 9h\n. . . . .',
      card: '7c',
      at: { row: 0, col: 2 },
      points: 4,
      category: 'straight',
    },
    {
      label: 'five of a kind: two jokers and a wild space',
      picture: 'X Y * . 9c\n. . . . .',
      card: '9h',
      at: { row: 0, col: 3 },
      points: 10,
      category: 'five-of-a-kind',
    },
    {
      label: 'the joker pairs your Q♦ as another queen, not a second Q♦, rather than make three twos without it',
      picture: '. 2h X 2s Js\n. .  . .  .',
      card: 'Qd',
      at: { row: 0, col: 0 },
      points: 2,
      category: 'two-pair',
      wilds: ['Q'],
    },
    {
      label: 'the wild space beside your 10♣ is another ten, not a second 10♣, rather than a third five',
      picture: '.  * 5s 4h 5d\nKh . .  .  .',
      card: 'Tc',
      at: { row: 0, col: 0 },
      points: 2,
      category: 'two-pair',
      wilds: ['T'],
    },
    {
      label: 'your card as the kicker of four of a kind: the wilds make a full house instead',
      picture: 'Ks Kd X Y .\n. . . . .',
      card: '5h',
      at: { row: 0, col: 4 },
      points: 6,
      category: 'full-house',
    },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const b = board(row.picture);
      const result = scorePlay(b, card(row.card), row.at);
      assert.ok(result.ok, result.ok ? '' : result.error.message);
      assert.equal(result.value.points, row.points);
      assert.equal(result.value.points, oracleScore(b, card(row.card), row.at), 'brute force');
      if (row.category !== undefined) assert.equal(result.value.run?.category, row.category);
      if (row.note !== undefined)
        assert.ok(
          result.value.notes.some((n) => row.note?.test(n)),
          result.value.notes.join(' | '),
        );
      if (row.wilds !== undefined) {
        const ranks = result.value.run?.wilds.map((w) => '23456789TJQKA'[rankOf(w.as)]);
        assert.deepEqual(ranks, row.wilds);
      }
      // A wild never stands for a card already in the line (or another wild's card), except to make five of a kind.
      const run = result.value.run;
      if (run !== null && run.category !== 'five-of-a-kind') {
        const cols = b.layout.cols;
        const naturals = run.squares.flatMap((q) => {
          const c = q.row === row.at.row && q.col === row.at.col ? card(row.card) : b.cells[q.row * cols + q.col];
          return c === null || c === undefined || c >= 52 ? [] : [c];
        });
        const stoodFor = run.wilds.map((w) => w.as);
        assert.equal(new Set([...naturals, ...stoodFor]).size, naturals.length + stoodFor.length, `a copy: ${stoodFor.join(' ')}`);
      }
    });
  }
});

describe("poker's wild board: legality", () => {
  const picture = '.  .  .  .\n.  9s *  .\n.  .  Kd .';
  const rows: { label: string; at: Square; code: string | null }[] = [
    { label: 'beside a card', at: { row: 1, col: 0 }, code: null },
    { label: 'above a card', at: { row: 0, col: 1 }, code: null },
    { label: 'diagonal only', at: { row: 0, col: 0 }, code: 'not-adjacent' },
    { label: 'next to a wild space only', at: { row: 0, col: 2 }, code: 'not-adjacent' },
    { label: 'on a card', at: { row: 1, col: 1 }, code: 'occupied' },
    { label: 'on a wild space', at: { row: 1, col: 2 }, code: 'wild-space' },
    { label: 'off the board', at: { row: 3, col: 0 }, code: 'bad-square' },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const result = checkPlay(board(picture), row.at);
      assert.equal(result.ok ? null : result.error.code, row.code);
    });
  }
  it('legalSquares lists every square a card may go on, row by row: beside the 9♠ or the K♦, never beside the wild space alone', () => {
    const result = legalSquares(board(picture));
    assert.ok(result.ok);
    assert.deepEqual(result.value, [
      { row: 0, col: 1 },
      { row: 1, col: 0 },
      { row: 2, col: 1 },
      { row: 2, col: 3 },
    ]);
    const b = board(picture);
    const bySquare = [0, 1, 2].flatMap((row) => [0, 1, 2, 3].map((col) => ({ row, col }))).filter((s) => checkPlay(b, s).ok);
    assert.deepEqual(result.value, bySquare, 'the same squares as checkPlay');
  });
  it('legalSquares on a board with a card twice gives an error value', () => {
    const b = board(picture);
    const result = legalSquares({ layout: b.layout, cells: b.cells.map((c) => c ?? card('9s')) });
    assert.equal(result.ok ? 'squares' : result.error.code, 'duplicate-card');
  });
  it('a card already on the board cannot be played', () => {
    const result = scorePlay(board(picture), card('9s'), { row: 1, col: 0 });
    assert.equal(result.ok ? null : result.error.code, 'card-on-board');
  });
});

describe("poker's wild board: values that are not cards, squares or boards (issue 10)", () => {
  const picture = '.  .  .  .\n.  9s *  .\n.  .  Kd .';
  const at: Square = { row: 1, col: 0 };
  const cards: { label: string; card: unknown }[] = [
    { label: '999', card: 999 },
    { label: '0.5', card: 0.5 },
    { label: '-1', card: -1 },
    { label: 'NaN', card: NaN },
    { label: 'the text "Qh"', card: 'Qh' },
    { label: 'null', card: null },
  ];
  for (const row of cards) {
    it(`play rejects the card ${row.label} and leaves the board as it was`, () => {
      const b = board(picture);
      const before = [...b.cells];
      const result = play(b, row.card, at);
      assert.equal(result.ok ? null : result.error.code, 'bad-card');
      assert.deepEqual(b.cells, before);
    });
  }
  it('play puts a real card on the square', () => {
    const result = play(board(picture), card('Ah'), at);
    assert.ok(result.ok, result.ok ? '' : result.error.message);
    assert.equal(result.value.cells[1 * 4 + 0], card('Ah'));
  });
  const b = (): Board => board(picture);
  const boards: { label: string; call: () => { ok: boolean; error?: { code: string } }; code: string }[] = [
    { label: 'checkPlay on no board', call: () => checkPlay(undefined, at), code: 'bad-layout' },
    {
      label: 'scorePlay on a board whose cells are missing',
      call: () => scorePlay({ layout: b().layout }, card('Ah'), at),
      code: 'bad-layout',
    },
    {
      label: 'bestMove on a board holding a card 999',
      call: () => bestMove({ ...b(), cells: b().cells.map((c) => c ?? 999) }, [card('Ah')]),
      code: 'bad-card',
    },
    {
      label: 'play on a board holding 9s twice',
      call: () => play({ ...b(), cells: b().cells.map((c, i) => (i === 0 ? card('9s') : c)) }, card('Ah'), at),
      code: 'duplicate-card',
    },
    {
      label: 'play on a board with an empty starter',
      call: () => play({ ...b(), cells: b().cells.map((c) => (c === card('Kd') ? null : c)) }, card('Ah'), at),
      code: 'starter-empty',
    },
    { label: 'checkPlay at a square that is null', call: () => checkPlay(b(), null), code: 'bad-square' },
    { label: 'scorePlay at row 1.5', call: () => scorePlay(b(), card('Ah'), { row: 1.5, col: 0 }), code: 'bad-square' },
    { label: 'makeBoard with no layout', call: () => makeBoard(null, []), code: 'bad-layout' },
    { label: 'makeBoard with 1e12 rows', call: () => makeBoard({ ...DEFAULT_LAYOUT, rows: 1e12 }, []), code: 'bad-layout' },
    {
      label: 'makeBoard with starters that are text',
      call: () => makeBoard({ ...DEFAULT_LAYOUT, starters: 'A1' }, []),
      code: 'bad-layout',
    },
    {
      label: 'makeBoard with a placement that is null',
      call: () => makeBoard(DEFAULT_LAYOUT, [null]),
      code: 'bad-card',
    },
    {
      label: 'makeBoard with placements that are not a list',
      call: () => makeBoard(DEFAULT_LAYOUT, 5),
      code: 'bad-card',
    },
  ];
  for (const row of boards) {
    it(`${row.label} → ${row.code}`, () => {
      const result = row.call();
      assert.equal(result.ok, false);
      assert.equal(result.error?.code, row.code);
    });
  }
});

describe("poker's wild board: layouts", () => {
  it('the default is 7 × 8 with 56 spaces, 2 starters and 2 wild spaces, symmetric through the centre', () => {
    const { rows, cols, starters, wildSpaces } = DEFAULT_LAYOUT;
    assert.equal(rows * cols, 54 + wildSpaces.length);
    assert.equal(starters.length, 2);
    const turn = (s: Square): string => `${rows - 1 - s.row},${cols - 1 - s.col}`;
    const names = (list: readonly Square[]): string[] => list.map((s) => `${s.row},${s.col}`).sort();
    assert.deepEqual(names(starters), starters.map(turn).sort());
    assert.deepEqual(names(wildSpaces), wildSpaces.map(turn).sort());
  });
  const errors: { label: string; placed: Placement[]; wilds?: Square[]; code: string }[] = [
    { label: 'empty starters', placed: [], code: 'starter-empty' },
    {
      label: 'a card on a wild space',
      placed: [
        { square: { row: 3, col: 2 }, card: 0 },
        { square: { row: 3, col: 5 }, card: 1 },
        { square: { row: 1, col: 3 }, card: 2 },
      ],
      code: 'wild-space',
    },
    {
      label: 'a card twice',
      placed: [
        { square: { row: 3, col: 2 }, card: 0 },
        { square: { row: 3, col: 5 }, card: 0 },
      ],
      code: 'duplicate-card',
    },
    { label: 'a wild space on a starter', placed: [], wilds: [{ row: 3, col: 2 }], code: 'bad-layout' },
    { label: 'a card 54', placed: [{ square: { row: 3, col: 2 }, card: 54 }], code: 'bad-card' },
  ];
  for (const row of errors) {
    it(`rejects ${row.label}`, () => {
      const layout = row.wilds === undefined ? DEFAULT_LAYOUT : { ...DEFAULT_LAYOUT, wildSpaces: row.wilds };
      const result = makeBoard(layout, row.placed);
      assert.equal(result.ok ? null : result.error.code, row.code);
    });
  }
});

describe("poker's wild board: the best move", () => {
  const rows: { label: string; picture: string; hand: string[]; card: string; at: Square; points: number }[] = [
    {
      label: 'the card that makes trips',
      picture: '.  .  .\n9s 9d .\n.  .  .',
      hand: ['4c', '9h'],
      card: '9h',
      at: { row: 1, col: 2 },
      points: 3,
    },
    // Both 4c and 5c pair nothing; ties go to the earlier card, then the top-left square.
    {
      label: 'nothing scores: first card, first square',
      picture: '.  .  .\n9s Kd .\n.  .  .',
      hand: ['4c', '5c'],
      card: '4c',
      at: { row: 0, col: 0 },
      points: 0,
    },
    {
      label: 'a wild space next to the square helps',
      picture: '.  .  .  .\n9s 9d .  *\n.  .  .  .',
      hand: ['2c', '9c'],
      card: '9c',
      at: { row: 1, col: 2 },
      points: 7,
    },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const b = board(row.picture);
      const result = bestMove(b, row.hand.map(card));
      assert.ok(result.ok);
      assert.equal(result.value?.card, card(row.card));
      assert.deepEqual(result.value.square, row.at);
      assert.equal(result.value.score.points, row.points);
    });
  }
  it('agrees with brute force over every card and square (seeded random boards)', () => {
    let seed = 12345;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let scoring = 0;
    for (let trial = 0; trial < 12; trial++) {
      const deck = Array.from({ length: 54 }, (_, i) => i);
      for (let i = deck.length - 1; i > 0; i--) {
        const j = random(i + 1);
        [deck[i], deck[j]] = [deck[j] ?? 0, deck[i] ?? 0];
      }
      const placed: Placement[] = [
        { square: { row: 3, col: 2 }, card: deck.pop() ?? 0 },
        { square: { row: 3, col: 5 }, card: deck.pop() ?? 0 },
      ];
      let b = makeBoard(DEFAULT_LAYOUT, placed);
      assert.ok(b.ok);
      // Grow the board with legal plays, then check one hand of five.
      for (let k = 0; k < 14; k++) {
        const legal: Square[] = [];
        for (let row = 0; row < 7; row++)
          for (let col = 0; col < 8; col++) if (checkPlay(b.value, { row, col }).ok) legal.push({ row, col });
        const at = legal[random(legal.length)];
        if (at === undefined) break;
        placed.push({ square: at, card: deck.pop() ?? 0 });
        b = makeBoard(DEFAULT_LAYOUT, placed);
        assert.ok(b.ok);
      }
      const hand = deck.slice(-5);
      const move = bestMove(b.value, hand);
      assert.ok(move.ok && move.value !== null);
      let best = 0;
      for (const c of hand)
        for (let row = 0; row < 7; row++)
          for (let col = 0; col < 8; col++) {
            if (checkPlay(b.value, { row, col }).ok) best = Math.max(best, oracleScore(b.value, c, { row, col }));
          }
      assert.equal(move.value.score.points, best, `trial ${trial}`);
      if (best > 0) scoring++;
    }
    assert.ok(scoring >= 3, `only ${scoring} trials had a scoring play`);
  });
  it('rulings are prefixed pw- and unique', () => {
    assert.ok(RULINGS.every((r) => r.id.startsWith('pw-')));
    assert.equal(new Set(RULINGS.map((r) => r.id)).size, RULINGS.length);
  });
});
