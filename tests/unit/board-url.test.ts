import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_PLACEMENTS,
  SPEC,
  initialState,
  placementParam,
  resolve,
  squareParam,
  toParams,
} from '../../src/components/widgets/pokers-wild/state.ts';
import { DEFAULT_LAYOUT } from '../../src/engine/games/pokers-wild/board.ts';

describe('adjacency scorer URL state', () => {
  it('leaves the default state out of the URL', () => {
    assert.equal(toParams(initialState()).toString(), '');
  });

  it('round-trips a full state, jokers included', () => {
    const query = 'pw-cards=43-7h~46-Qc~44-X~45-X~11-As&pw-wild=24~71&pw-mode=wild&pw-card=Td&pw-at=35&pw-hand=Kh+9c';
    const { state, notes } = resolve(new URLSearchParams(query));
    assert.deepEqual(notes, []);
    assert.deepEqual(state.placements.map((p) => p.card).slice(2, 4), [52, 53]);
    assert.deepEqual(state.layout.wildSpaces, [
      { row: 1, col: 3 },
      { row: 6, col: 0 },
    ]);
    assert.equal(state.mode, 'wild');
    assert.deepEqual(state.at, { row: 2, col: 4 });
    const again = resolve(toParams(state));
    assert.deepEqual(again.state, state);
    assert.deepEqual(again.notes, []);
  });

  it('keeps other parameters', () => {
    const out = toParams({ ...initialState(), mode: 'place' }, new URLSearchParams('game=standard'));
    assert.equal(out.get('game'), 'standard');
    assert.equal(out.get('pw-mode'), 'place');
  });

  it('round-trips single squares and placements', () => {
    for (const raw of ['11', '78', '44']) {
      const parsed = squareParam.parse(raw);
      assert.ok(parsed.ok);
      assert.equal(squareParam.serialize(parsed.value), raw);
    }
    for (const raw of ['43-7h', '11-X', '78-Ts']) {
      const parsed = placementParam.parse(raw);
      assert.ok(parsed.ok);
      assert.equal(placementParam.serialize(parsed.value), raw);
    }
  });

  const hostile: Array<[string, RegExp]> = [
    ['pw-cards=43-7h~44-7h~46-Qc', /7h is on the board twice/],
    ['pw-cards=43-7h', /starter space at row 4, column 6 has no card/],
    ['pw-cards=43-7h~46-Qc~24-2c', /No card may sit on the wild space/],
    ['pw-cards=43-7h~46-Qc~11-X~12-X~13-X', /only two jokers/],
    ['pw-cards=<script>alert(1)</script>', /Ignored pw-cards=/],
    ['pw-at=09', /row then column|rows/],
    ['pw-at=99', /the board has 7 rows and 8 columns/],
    ['pw-card=<b>', /Ignored pw-card=/],
    ['pw-hand=As+As', /appears twice/],
    ['pw-wild=43', /cannot be a starter space/],
    ['pw-mode=<img>', /use one of place, remove, wild, play/],
  ];
  for (const [query, note] of hostile) {
    it(`falls back with a note: ${query}`, () => {
      const { state, notes } = resolve(new URLSearchParams(query));
      assert.ok(
        notes.some((n) => note.test(n)),
        notes.join(' | '),
      );
      assert.ok(state.placements.length >= 2);
      if (query.startsWith('pw-cards')) assert.deepEqual(state.placements, DEFAULT_PLACEMENTS);
      if (query.startsWith('pw-wild')) assert.deepEqual(state.layout.wildSpaces, DEFAULT_LAYOUT.wildSpaces);
      if (query.startsWith('pw-at')) assert.deepEqual(state.at, SPEC['pw-at'].defaultValue);
    });
  }
});
