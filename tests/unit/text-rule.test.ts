/**
 * One rule for values given as text, on every surface that takes them
 * (src/engine/text.ts; README "Values are taken exactly as written"): the
 * practice table's and the Balance Lab's links (pl-, bl-), the hand-ranker's
 * and Compare's links (hr-, cv-), the Balance Lab's fields, and the engine's
 * option parser behind all of them and the CLI (tests/engine/cli-output.test.ts
 * runs the CLI's rows). White space at either end, a line break or an
 * invisible character is refused with a note naming the key, never trimmed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { balanceCodec } from '../../src/components/lab/balance/balance-url.ts';
import { buildCatalog } from '../../src/components/lab/balance/catalog-build.ts';
import { numberError } from '../../src/components/lab/balance/number-error.ts';
import { VERDICTS_CODEC } from '../../src/components/compare/url.ts';
import { playCodec } from '../../src/components/play/play-url.ts';
import { exampleTable } from '../../src/components/widgets/hand-ranker/model.ts';
import { readTable } from '../../src/components/widgets/hand-ranker/dice-url.ts';
import { NF_OPTIONS } from '../../src/engine/games/ninas-five/options.ts';
import { parseOptionValue, type OptionSpec } from '../../src/engine/play/options.ts';
import { PEEKABOO_OPTIONS } from '../../src/engine/games/peekaboo/options.ts';
import { readUrl } from '../../src/lib/url-state.ts';

/** A game's practice-table link read: its options by name, and the notes. */
type PlayLink = (query: string) => { readonly options: Readonly<Record<string, OptionSpec['default']>>; readonly notes: readonly string[] };
const playLink =
  (specs: readonly OptionSpec[]): PlayLink =>
  (query) => {
    // Four seats: how many does not matter to a rule about option values.
    const { state, notes } = readUrl(
      playCodec(specs, () => 4),
      new URLSearchParams(query),
    );
    return { options: state.options, notes };
  };
const PK = playLink(PEEKABOO_OPTIONS);
const NF = playLink(NF_OPTIONS);
const LAB = balanceCodec(buildCatalog());

describe('practice table links (pl-<option>)', () => {
  // A refused value leaves the printed rules' value (Peekaboo: 4 players; Nina's Five: peekaboos revealed together).
  const rows: ReadonlyArray<{ name: string; codec: PlayLink; query: string; option: string; value: unknown; note: RegExp | null }> = [
    { name: 'players=3 is read', codec: PK, query: 'pl-seed=1&pl-players=3', option: 'players', value: 3, note: null },
    {
      name: 'players=" 3 " is refused, not trimmed',
      codec: PK,
      query: 'pl-seed=1&pl-players=+3+',
      option: 'players',
      value: 4,
      note: /^Ignored pl-players=" 3 ": The value of option players, " 3 ", starts or ends with white space/u,
    },
    {
      name: 'peekabooReveal="together " is refused, not trimmed',
      codec: NF,
      query: 'pl-seed=1&pl-peekabooReveal=together+',
      option: 'peekabooReveal',
      value: 'together',
      note: /option peekabooReveal, "together ", starts or ends with white space/u,
    },
    {
      name: 'peekabooReveal="in-turn " is refused, so the rules’ order stays',
      codec: NF,
      query: 'pl-seed=1&pl-peekabooReveal=in-turn+',
      option: 'peekabooReveal',
      value: 'together',
      note: /option peekabooReveal, "in-turn ", starts or ends with white space/u,
    },
    {
      name: 'a line break inside a value is refused',
      codec: NF,
      query: 'pl-seed=1&pl-peekabooReveal=in-%0Aturn',
      option: 'peekabooReveal',
      value: 'together',
      note: /option peekabooReveal, "in-\\nturn", contains a line break/u,
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const { options, notes } = row.codec(row.query);
      assert.equal(options[row.option], row.value);
      if (row.note === null) assert.deepEqual(notes, []);
      else {
        assert.equal(notes.length, 1, notes.join('\n'));
        assert.match(notes[0] ?? '', row.note);
      }
    });
  }
});

describe('Balance Lab links (bl-<option>) and fields', () => {
  const rows: ReadonlyArray<{ name: string; query: string; option: string; value: unknown; note: RegExp | null }> = [
    { name: 'players=3 is read', query: 'bl-game=peekaboo&bl-players=3', option: 'players', value: 3, note: null },
    {
      name: 'players=" 3 " is refused, not trimmed',
      query: 'bl-game=peekaboo&bl-players=+3+',
      option: 'players',
      value: 4,
      note: /bl-players.*The value of option players, " 3 ", starts or ends with white space/u,
    },
    {
      name: 'peekabooReveal="together " is refused, not trimmed',
      query: 'bl-game=ninas-five&bl-peekabooReveal=together+',
      option: 'peekabooReveal',
      value: 'together',
      note: /option peekabooReveal, "together ", starts or ends with white space/u,
    },
    {
      name: 'peekabooReveal="in-turn " is refused, so the rules’ order stays',
      query: 'bl-game=ninas-five&bl-peekabooReveal=in-turn+',
      option: 'peekabooReveal',
      value: 'together',
      note: /option peekabooReveal, "in-turn ", starts or ends with white space/u,
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const { state, notes } = LAB.read(new URLSearchParams(row.query));
      assert.equal((state.options as Record<string, unknown>)[row.option], row.value);
      if (row.note === null) assert.deepEqual(notes, []);
      else
        assert.ok(
          notes.some((n) => row.note?.test(n)),
          notes.join('\n'),
        );
    });
  }

  const fields: ReadonlyArray<{
    name: string;
    spec: (typeof NF_OPTIONS)[number] | (typeof PEEKABOO_OPTIONS)[number];
    text: string;
    ok: boolean;
  }> = [
    { name: 'an option field: "3"', spec: PEEKABOO_OPTIONS[0], text: '3', ok: true },
    { name: 'an option field: "3 "', spec: PEEKABOO_OPTIONS[0], text: '3 ', ok: false },
    { name: 'an option field: " 3"', spec: PEEKABOO_OPTIONS[0], text: ' 3', ok: false },
    {
      name: 'an option field: "together"',
      spec: NF_OPTIONS.find((s) => s.name === 'peekabooReveal') ?? NF_OPTIONS[0],
      text: 'together',
      ok: true,
    },
    {
      name: 'an option field: "together "',
      spec: NF_OPTIONS.find((s) => s.name === 'peekabooReveal') ?? NF_OPTIONS[0],
      text: 'together ',
      ok: false,
    },
  ];
  for (const row of fields) it(row.name, () => assert.equal(parseOptionValue(row.spec, row.text).ok, row.ok));

  const counts: ReadonlyArray<{ text: string; error: string }> = [
    { text: '500', error: '' },
    { text: ' 500', error: 'This value starts or ends with white space: type the number alone.' },
    { text: '500 ', error: 'This value starts or ends with white space: type the number alone.' },
    { text: '5\u200B00', error: 'This value contains an invisible formatting character (\\u200B): type the number alone.' },
    { text: '5', error: 'Use a whole number from 20 to 1,000,000.' },
  ];
  for (const row of counts)
    it(`a count field: ${JSON.stringify(row.text)}`, () => assert.equal(numberError(row.text, 20, 1_000_000), row.error));
});

describe('hand links (hr-, cv-)', () => {
  const hands: ReadonlyArray<{ name: string; query: string; hands: readonly string[] | 'example'; note: RegExp | null }> = [
    { name: 'two hands are read', query: 'hr-h1=As+Kd&hr-h2=Qh+Qc', hands: ['As Kd', 'Qh Qc'], note: null },
    { name: 'runs of spaces between cards are one space', query: 'hr-h1=As++Kd&hr-h2=Qh', hands: ['As Kd', 'Qh'], note: null },
    {
      name: 'a hand with a space in front is refused, not trimmed: its field is left empty, the other hand kept',
      query: 'hr-h1=+As+Kd&hr-h2=Qh',
      hands: ['', 'Qh'],
      note: /^Ignored hr-h1=" As Kd": starts or ends with white space; a link's values are taken exactly as written\./u,
    },
    {
      name: 'a hand with a newline inside is refused: its field is left empty',
      query: 'hr-h1=As%0AKd&hr-h2=Qh',
      hands: ['', 'Qh'],
      note: /^Ignored hr-h1="AsKd": contains a line break \(\\n\)/u,
    },
    {
      name: 'a padded board is refused; the hands are kept',
      query: 'hr-game=ninas-five&hr-h1=Qs+Qh&hr-h2=Ad+Kd&hr-b=Qd+2c+7s+',
      hands: ['Qs Qh', 'Ad Kd'],
      note: /^Ignored hr-b="Qd 2c 7s ": starts or ends/u,
    },
  ];
  for (const row of hands) {
    it(row.name, () => {
      const { table, notes } = readTable(new URLSearchParams(row.query));
      assert.deepEqual(table.hands, row.hands === 'example' ? exampleTable(table.game).hands : row.hands);
      if (row.note === null) assert.deepEqual(notes, []);
      else assert.match(notes[0] ?? '', row.note);
    });
  }

  const verdicts: ReadonlyArray<{ name: string; query: string; a: string; notes: number }> = [
    { name: 'cv-a as written', query: 'cv-a=Ks+Kh+9d', a: 'Ks Kh 9d', notes: 0 },
    { name: 'cv-a with a space at its end is refused', query: 'cv-a=Ks+Kh+9d+', a: 'Ks Kh 9d 9c 2s', notes: 1 },
  ];
  for (const row of verdicts) {
    it(row.name, () => {
      const { state, notes } = VERDICTS_CODEC.read(new URLSearchParams(row.query));
      assert.equal(state['cv-a'], row.a);
      assert.equal(notes.length, row.notes, notes.join('\n'));
    });
  }

  it('what Compare writes while a hand is being typed ("Ks Kh ") reads back', () => {
    const written = VERDICTS_CODEC.write({ 'cv-a': 'Ks Kh ', 'cv-b': 'Qs Qh Qd 4c 7h' }, new URLSearchParams());
    assert.equal(written.get('cv-a'), 'Ks Kh');
    assert.deepEqual(VERDICTS_CODEC.read(written).notes, []);
  });
});
