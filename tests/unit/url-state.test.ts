import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  boolParam,
  enumParam,
  hasRenamedKeys,
  intParam,
  listParam,
  plainText,
  prefixed,
  readState,
  renameKeys,
  textParam,
  writeState,
  type Param,
} from '../../src/lib/url-state.ts';

const spec = {
  players: intParam(4, 4, 6),
  game: enumParam(['standard', 'ninas-five'] as const, 'standard'),
  open: boolParam(false),
  note: textParam('', 20, (t) => (/^[a-z ]*$/u.test(t) ? null : 'letters only.')),
  hands: listParam(textParam('', 10), '~', 3),
};

describe('url state', () => {
  it('leaves defaults out of the URL', () => {
    const { state } = readState(spec, new URLSearchParams(''));
    assert.equal(writeState(spec, state).toString(), '');
  });

  it('round-trips every parameter', () => {
    const query = 'players=6&game=ninas-five&open=1&note=hello+there&hands=As+Kd%7EQh';
    const { state, notes } = readState(spec, new URLSearchParams(query));
    assert.deepEqual(notes, []);
    assert.deepEqual(state, { players: 6, game: 'ninas-five', open: true, note: 'hello there', hands: ['As Kd', 'Qh'] });
    assert.deepEqual(readState(spec, writeState(spec, state)).state, state);
  });

  const hostile: Array<[string, string, string]> = [
    ['players=99', 'players', 'must be from 4 to 6'],
    ['players=four', 'players', 'not a whole number'],
    ['players=12345678901', 'players', 'must be from 4 to 6'],
    ['players=-99999999999999999999', 'players', 'must be from 4 to 6'],
    ['players=1e3', 'players', 'not a whole number'],
    ['game=<script>alert(1)</script>', 'game', 'use one of'],
    ['open=maybe', 'open', 'use 1 or 0'],
    ['note=<b>x</b>', 'note', 'letters only'],
    ['hands=a~b~c~d', 'hands', 'more than 3'],
  ];
  for (const [query, name, message] of hostile) {
    it(`falls back with a note for ${query}`, () => {
      const { state, notes } = readState(spec, new URLSearchParams(query));
      assert.deepEqual((state as Record<string, unknown>)[name], (spec as Record<string, Param<unknown>>)[name]?.defaultValue);
      assert.equal(notes.length, 1);
      assert.ok(notes[0]?.includes(message), notes[0]);
    });
  }

  const controls: Array<[string, string]> = [
    ['a right-to-left override', '\u202E'],
    ['a left-to-right isolate', '\u2066'],
    ['a zero-width joiner', '\u200D'],
    ['a newline', '\n'],
    ['an escape', '\u001B'],
    ['a C1 control', '\u0085'],
    ['a line separator', '\u2028'],
  ];
  for (const [name, ch] of controls) {
    it(`strips ${name} from the note that echoes a bad value`, () => {
      const { notes } = readState(spec, new URLSearchParams({ game: `evil${ch}txt.exe`, hands: `a~b${ch}c~d~e` }));
      assert.equal(notes.length, 2);
      for (const note of notes) {
        assert.ok(!note.includes(ch), JSON.stringify(note));
        assert.ok(!/[\p{Cc}\p{Cf}]/u.test(note), JSON.stringify(note));
      }
      assert.ok(notes[0]?.includes('eviltxt.exe'), notes[0]);
    });
  }

  it('plainText keeps ordinary text, suits and emoji', () => {
    assert.equal(plainText('Q♥ 10♠ “quoted” ünïcödé 🂡'), 'Q♥ 10♠ “quoted” ünïcödé 🂡');
    assert.equal(plainText('a\u202Eb\u0000c\u200Fd'), 'abcd');
  });

  it('parse then serialize is the identity on accepted values (bijective)', () => {
    const params: Array<[Param<unknown>, fc.Arbitrary<string>]> = [
      [spec.players, fc.integer({ min: -10, max: 10 }).map(String)],
      [spec.open, fc.constantFrom('0', '1', 'x')],
      [spec.note, fc.string({ maxLength: 25 })],
    ];
    for (const [param, arb] of params) {
      fc.assert(
        fc.property(arb, (raw) => {
          const parsed = param.parse(raw);
          if (parsed.ok) {
            const again = param.parse(param.serialize(parsed.value));
            assert.ok(again.ok);
            assert.ok(param.equals(again.value, parsed.value));
          }
        }),
      );
    }
  });
});

describe('url state: old key names', () => {
  const renamed = { game: 'hr-game', h1: 'hr-h1' };
  const rows: Array<[string, string, string]> = [
    ['renames old keys, keeping the rest', 'game=peekaboo&x=1&h1=6+6', 'hr-game=peekaboo&x=1&hr-h1=6+6'],
    ['the new key wins over the old one, and the old one goes', 'game=standard&hr-game=peekaboo', 'hr-game=peekaboo'],
    ['leaves a query without old keys alone', 'hr-h1=As&y=2', 'hr-h1=As&y=2'],
    ['an empty query stays empty', '', ''],
  ];
  for (const [name, query, expected] of rows) {
    it(name, () => {
      assert.equal(renameKeys(new URLSearchParams(query), renamed).toString(), expected);
      assert.equal(hasRenamedKeys(new URLSearchParams(query), renamed), /(^|&)(game|h1)=/u.test(query));
    });
  }

  it('prefixed maps each bare name to its prefixed one', () => {
    assert.deepEqual(prefixed('dx-', ['seed', 'dice']), { seed: 'dx-seed', dice: 'dx-dice' });
  });
});
