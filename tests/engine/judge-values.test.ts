/**
 * The judge's structured results: cards as values (code and notation), wild
 * uses as { wild, as } pairs, and errors placed on the field they belong to.
 * Card codes are worked out by hand from the encoding (rank * 4 + suit,
 * 2 = rank 0 … A = rank 12; s h d c = suits 0 to 3; jokers 52 and 53).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  fieldErrors,
  judgeRequest,
  judgeSeats,
  oneDeck,
  readFields,
  readSeat,
  RULESETS,
  type ErrorField,
  type JudgeRequest,
} from '../../src/engine/index.ts';

const judged = (request: JudgeRequest) => {
  const r = judgeRequest(request);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const cardsOf = (request: JudgeRequest, i = 0) => {
  const h = judged(request).hands[i];
  if (h?.kind !== 'cards') throw new Error('expected a hand of cards');
  return h;
};

describe('judge: the best five as card values', () => {
  const rows: ReadonlyArray<{ name: string; request: JudgeRequest; codes: number[]; texts: string[]; sources: number[] }> = [
    {
      name: 'standard: a broadway straight, in order, each from its own place',
      request: { game: 'standard', hands: ['Ah Kd Qc Js Th'] },
      codes: [49, 46, 43, 36, 33],
      texts: ['Ah', 'Kd', 'Qc', 'Js', 'Th'],
      sources: [0, 1, 2, 3, 4],
    },
    {
      name: "Nuclear: the board's cards come after the hole cards (sources 2+)",
      request: { game: 'nuclear-holdem', board: '9c 9d 2s', hands: ['9s 3h'] },
      codes: [28, 31, 30, 5, 0],
      texts: ['9s', '9c', '9d', '3h', '2s'],
      sources: [0, 2, 3, 1, 4],
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const h = cardsOf(row.request);
      assert.deepEqual(
        h.best.map((b) => b.card),
        row.codes,
      );
      assert.deepEqual(
        h.best.map((b) => b.text),
        row.texts,
      );
      assert.deepEqual(
        h.best.map((b) => b.source),
        row.sources,
      );
    });
  }
});

describe('judge: wild uses as { wild, as } pairs', () => {
  it("deuces wild: each deuce is named by its own code and plays as a king (three kings' five of a kind needs none)", () => {
    const h = cardsOf({ game: 'bluff-n-peg-deuces', hands: ['2s 2h Kd'] });
    assert.deepEqual(
      h.wilds.map((w) => w.wild),
      [
        { card: 0, text: '2s' },
        { card: 1, text: '2h' },
      ],
    );
    for (const w of h.wilds) {
      assert.equal(w.as.card >> 2, 11, 'a king');
      assert.equal(w.as.text[0], 'K');
    }
  });
  it("Nina's Five: a bare joker is declared by the judge and listed in both declared and wilds", () => {
    const h = cardsOf({ game: 'ninas-five', board: 'Qd 2c 7s', hands: ['Qs Qh Qc X', 'Ad Kd Jd Td'] });
    assert.equal(h.declared.length, 1);
    assert.deepEqual(h.declared[0]?.wild, { card: 52, text: 'X' });
    assert.equal(h.declared[0].as.card >> 2, 10, 'a queen');
    assert.deepEqual(h.wilds, h.declared);
    assert.equal(h.category, 'five-of-a-kind');
  });
  it('Nuclear: jokers are dead, listed as values with the joker codes (board joker first)', () => {
    const h = cardsOf({ game: 'nuclear-holdem', board: 'Qh Jd Tc 4s X', hands: ['X Kd', 'Qs Qc'] });
    assert.deepEqual(
      [...h.dead].sort((x, y) => x.card - y.card),
      [
        { card: 52, text: 'X' },
        { card: 53, text: 'X' },
      ],
    );
    assert.deepEqual(h.wilds, []);
  });
  it('Peekaboo: dice as rolled, and in order of significance', () => {
    const h = judged({ game: 'peekaboo', hands: ['6 3 6 2 6'] }).hands[0];
    assert.equal(h?.kind, 'dice');
    assert.deepEqual(h.dice, [6, 3, 6, 2, 6]);
    assert.deepEqual(h.best, [6, 6, 6, 3, 2]);
  });
});

describe('judge: each error names its field (and which hand)', () => {
  const rows: ReadonlyArray<{ name: string; request: unknown; code: string; field: ErrorField; index?: number }> = [
    { name: 'not a request at all', request: 'As Kd', code: 'empty', field: 'request' },
    { name: 'a game that is not here', request: { game: 'chess', hands: ['Kh'] }, code: 'unknown-game', field: 'game' },
    { name: 'labels that are not names', request: { game: 'standard', hands: ['Kh'], labels: [1] }, code: 'bad-options', field: 'labels' },
    {
      name: 'eleven hands of standard poker',
      request: { game: 'standard', hands: Array(11).fill('Kh') },
      code: 'too-many-hands',
      field: 'hands',
    },
    {
      name: 'a board in a game without one',
      request: { game: 'standard', board: 'Kh', hands: ['As'] },
      code: 'too-many-cards',
      field: 'board',
    },
    {
      name: 'a board in Peekaboo',
      request: { game: 'peekaboo', board: '6', hands: ['6 6 6 3 2'] },
      code: 'too-many-cards',
      field: 'board',
    },
    {
      name: 'an unreadable board',
      request: { game: 'nuclear-holdem', board: 'Qh Zz', hands: ['As Kd'] },
      code: 'unknown-rank',
      field: 'board',
    },
    {
      name: "a declared joker on Nina's Five's board",
      request: { game: 'ninas-five', board: 'X=Qh 2c', hands: ['Qs Qd', 'Ks Kd'] },
      code: 'bad-declaration',
      field: 'board',
    },
    {
      name: 'the second hand repeats a board card',
      request: { game: 'nuclear-holdem', board: 'Qh Jd Tc', hands: ['As Kd', 'Qh 2c'] },
      code: 'duplicate-card',
      field: 'hand',
      index: 1,
    },
    {
      name: 'the third hand has too many cards',
      request: { game: 'standard', hands: ['As', 'Ks', '2c 3c 4c 5c 6c 7c 8c 9c'] },
      code: 'too-many-cards',
      field: 'hand',
      index: 2,
    },
    {
      name: 'a joker copying a held card for a flush',
      request: { game: 'ninas-five', board: '4h 9s 2d', hands: ['Ah X=Ah Jh 8h', 'As Ks Qs Js'] },
      code: 'bad-declaration',
      field: 'hand',
      index: 0,
    },
    {
      name: 'a declared Nuclear joker in the second hand',
      request: { game: 'nuclear-holdem', board: 'Qh Jd Tc', hands: ['As Kd', 'X=As 2c'] },
      code: 'bad-declaration',
      field: 'hand',
      index: 1,
    },
    {
      name: 'a die that is not a face',
      request: { game: 'peekaboo', hands: ['6 6 6 3 2', '6 6 7 1 1'] },
      code: 'bad-die',
      field: 'hand',
      index: 1,
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const r = judgeRequest(row.request);
      assert.equal(r.ok, false);
      assert.equal(r.error.code, row.code, r.error.message);
      assert.equal(r.error.field, row.field);
      assert.equal(r.error.index, row.index);
    });
  }
  it('readFields gives every field its own error at once, and the later field owns a repeated card', () => {
    const fields = readFields({ game: 'nuclear-holdem', board: 'Qh Zz', hands: ['As Kd', 'As 2c', '7h 8h'] });
    assert.ok(fields.ok);
    const errors = fieldErrors(fields.value).map((e) => [e.field, e.index, e.code]);
    assert.deepEqual(errors, [
      ['board', undefined, 'unknown-rank'],
      ['hand', 1, 'duplicate-card'],
    ]);
  });
});

describe('judge: seats read once, then judged without reading text again', () => {
  const nuclear = RULESETS['nuclear-holdem'];
  const seat = (text: string) => {
    const r = readSeat(nuclear, text, 'hand A');
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  it('readSeat splits the hole cards (the first two in Nuclear) from the board', () => {
    const s = seat('Ah Kd Qh Jd Tc');
    assert.deepEqual(
      s.hole.map((h) => h.card),
      [49, 46],
    );
    assert.deepEqual(
      s.board.map((h) => h.card),
      [41, 38, 35],
    );
  });
  it('readSeat refuses too many cards in the words of parseCards, naming the seat', () => {
    const r = readSeat(nuclear, 'Ah Kd Qh Jd Tc 9c 8c 7c', 'hand A');
    assert.equal(r.ok ? null : r.error.message, 'Hand A has 8 cards; it takes 2 to 7 cards.');
  });
  it('judgeSeats: a broadway straight beats three queens on a shared board', () => {
    const a = seat('Ah Kd Qh Jd Tc 4s 2h');
    const j = judgeSeats(nuclear, [a.hole, seat('Qs Qc').hole], a.board, ['Hand A', 'Hand B']);
    assert.ok(j.ok);
    assert.deepEqual(
      j.value.hands.map((h) => h.category),
      ['straight', 'three-of-a-kind'],
    );
    assert.deepEqual(j.value.winners, [0]);
  });
  it('judgeSeats: a hole card that is also on the board is refused as one deal', () => {
    const a = seat('Ah Kd Qh Jd Tc');
    const j = judgeSeats(nuclear, [a.hole, seat('Qh 2c').hole], a.board, ['Hand A', 'Hand B']);
    assert.equal(j.ok ? null : j.error.message, 'Qh appears twice.');
  });
});

describe('oneDeck: groups read apart, checked as one deal', () => {
  const X = { card: 52 };
  const rows: ReadonlyArray<{ name: string; groups: number[][]; jokers: number; out: number[][] | string }> = [
    { name: 'a card in two groups', groups: [[45], [3, 45]], jokers: 2, out: 'Kh appears twice.' },
    {
      name: 'three jokers from a two-joker deck',
      groups: [[52], [52], [52]],
      jokers: 2,
      out: "This game's deck has only 2 jokers, but there are more than that.",
    },
    {
      name: 'jokers numbered across the groups, naturals kept',
      groups: [
        [52, 0],
        [52, 51],
      ],
      jokers: 2,
      out: [
        [52, 0],
        [53, 51],
      ],
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const r = oneDeck(
        row.groups.map((g) => g.map((card) => (card === X.card ? X : { card }))),
        row.jokers,
      );
      if (typeof row.out === 'string') assert.equal(r.ok ? null : r.error.message, row.out);
      else assert.deepEqual(r.ok ? r.value.map((g) => g.map((h) => h.card)) : r.error.message, row.out);
    });
  }
  it('a declared joker keeps its declaration when renumbered', () => {
    const r = oneDeck([[{ card: 52 }], [{ card: 52, declared: 41 }]], 2);
    assert.deepEqual(r.ok ? r.value[1] : null, [{ card: 53, declared: 41 }]);
  });
});
