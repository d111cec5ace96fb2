import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { formatCard } from '../../src/engine/hands/cards.ts';
import { cardRuleset } from '../engine/helpers.ts';
import {
  CARD_GAMES,
  CARD_JUDGING,
  EXAMPLES,
  JUDGE_GAMES,
  addJoker,
  checkFieldsWith,
  exampleTable,
  judgeEverywhere,
  judgeTableWith,
  removeJoker,
  toggleCard,
  type JudgeGame,
  type Table,
} from '../../src/components/widgets/hand-ranker/model.ts';
import { checkFields, diceSlots, judgeTable, setDie } from '../../src/components/widgets/hand-ranker/dice-model.ts';
import { readTable, tableCodec } from '../../src/components/widgets/hand-ranker/dice-url.ts';
import { permalinkPath, readTableWith, tableCodecWith, writeTable } from '../../src/components/widgets/hand-ranker/url.ts';
import { readUrl, renameKeys } from '../../src/lib/url-state.ts';

const read = (query: string) => readTable(new URLSearchParams(query));
/** As the widget on a card game's page reads a link: card games only, no dice code (CARD_JUDGING). */
const readCards = (query: string, allowed: readonly JudgeGame[] = CARD_GAMES) =>
  readTableWith(CARD_JUDGING, new URLSearchParams(query), allowed);

describe('hand-ranker URL scheme', () => {
  it('an empty query is the standard example, with no notes', () => {
    assert.deepEqual(read(''), { table: exampleTable('standard'), notes: [] });
  });

  it('writes a compact, readable query', () => {
    const table: Table = { game: 'nuclear-holdem', hands: ['Ah Kd', 'Qs Qc'], board: 'Qh Jd Tc 4s 2h' };
    assert.equal(writeTable(table).toString(), 'hr-game=nuclear-holdem&hr-h1=Ah+Kd&hr-h2=Qs+Qc&hr-b=Qh+Jd+Tc+4s+2h');
    assert.equal(permalinkPath('/judge/', table), '/judge/?hr-game=nuclear-holdem&hr-h1=Ah+Kd&hr-h2=Qs+Qc&hr-b=Qh+Jd+Tc+4s+2h');
  });

  it('round-trips every game example', () => {
    for (const game of CARD_GAMES) {
      const table = exampleTable(game);
      assert.deepEqual(read(writeTable(table).toString()), { table, notes: [] }, game);
    }
  });

  it('round-trips declared jokers and eight hands', () => {
    const table: Table = { game: 'ninas-five', hands: ['X=Qh Qh', 'As', 'Ks', 'Kh', 'Kd', 'Kc', '2s', '3s'], board: 'X 9d' };
    assert.deepEqual(read(writeTable(table).toString()), { table, notes: [] });
  });

  it('leaves out the default game and empty hands', () => {
    assert.equal(writeTable({ game: 'standard', hands: ['As Kd', '', 'Qh'], board: '' }).toString(), 'hr-h1=As+Kd&hr-h2=Qh');
  });

  it('a bad game on a one-game page gives one note, naming only what the link said', () => {
    const { table, notes } = readTable(new URLSearchParams('hr-game=foo'), ['nuclear-holdem']);
    assert.equal(table.game, 'nuclear-holdem');
    assert.equal(notes.length, 1, notes.join(' | '));
    assert.match(notes[0] ?? '', /^Ignored hr-game="foo": use one of nuclear-holdem\.$/u);
    assert.ok(!notes.some((n) => n.includes('standard')), notes.join(' | '));
  });

  it('a game this page does not offer falls back with one note', () => {
    const { table, notes } = readTable(new URLSearchParams('hr-game=standard&hr-h1=As+Kd&hr-h2=Qh+Qc'), [
      'bluff-n-peg',
      'bluff-n-peg-deuces',
    ]);
    assert.equal(table.game, 'bluff-n-peg');
    assert.equal(notes.length, 1, notes.join(' | '));
    assert.match(notes[0] ?? '', /Ignored hr-game="standard": use one of bluff-n-peg, bluff-n-peg-deuces\./u);
  });

  it('round-trips Peekaboo dice in the same scheme as cards', () => {
    const table: Table = { game: 'peekaboo', hands: ['6 6 6 3 2', '6 6 6 3 4', '1 2 3 4 5'], board: '' };
    const query = writeTable(table).toString();
    assert.equal(query, 'hr-game=peekaboo&hr-h1=6+6+6+3+2&hr-h2=6+6+6+3+4&hr-h3=1+2+3+4+5');
    assert.equal(permalinkPath('/judge/', table), '/judge/?hr-game=peekaboo&hr-h1=6+6+6+3+2&hr-h2=6+6+6+3+4&hr-h3=1+2+3+4+5');
    assert.deepEqual(read(query), { table, notes: [] });
    // Written without spaces, or with dice glyphs, the dice still read.
    assert.deepEqual(read('hr-game=peekaboo&hr-h1=66632&hr-h2=6+6+6+3+4').notes, []);
  });

  it('Peekaboo: the example judges, and the higher fifth die wins', () => {
    const verdict = judgeTable(exampleTable('peekaboo'));
    assert.ok(verdict.ok);
    assert.deepEqual(verdict.value.winners, [1]);
  });

  // A link is read as sent: refused dice stay in their fields, with a note per error, never the example.
  const hostileDice: Array<[string, readonly string[], RegExp]> = [
    ['hr-game=peekaboo&hr-h1=6+6+6+3+7&hr-h2=6+6+6+3+4', ['6 6 6 3 7', '6 6 6 3 4'], /"7" is not a die face in hand 1/u],
    ['hr-game=peekaboo&hr-h1=6+6+6+3&hr-h2=6+6+6+3+4', ['6 6 6 3', '6 6 6 3 4'], /Hand 1 has 4 dice; it needs 5/u],
    ['hr-game=peekaboo&hr-h1=As+Kd+Qh+Jc+Ts&hr-h2=6+6+6+3+4', ['As Kd Qh Jc Ts', '6 6 6 3 4'], /not a die face/u],
    [
      'hr-game=peekaboo&hr-h1=6+6+6+3+2&hr-h2=6+6+6+3+4&hr-b=6+6',
      ['6 6 6 3 2', '6 6 6 3 4'],
      /Ignored hr-b="6 6": Peekaboo has no community cards/u,
    ],
  ];
  for (const [query, hands, note] of hostileDice) {
    it(`Peekaboo link with bad dice keeps the dice as sent, with a note: ${query}`, () => {
      const { table, notes } = read(query);
      assert.deepEqual(table, { game: 'peekaboo', hands, board: '' });
      assert.ok(
        notes.some((n) => note.test(n)),
        notes.join(' | '),
      );
    });
  }

  it('Peekaboo dice menus and text are one field', () => {
    assert.deepEqual(diceSlots('6 6 6 3 2'), [6, 6, 6, 3, 2]);
    assert.deepEqual(diceSlots('6 6'), [6, 6, null, null, null]);
    assert.deepEqual(diceSlots('As Kd'), [null, null, null, null, null]);
    assert.equal(setDie('6 6 6 3 2', 4, 5), '6 6 6 3 5');
    assert.equal(setDie('', 0, 4), '4');
    assert.equal(setDie('6 6', 2, 1), '6 6 1');
    assert.equal(setDie('6 6 6 3 2', 0, null), '6 6 3 2');
  });

  it('pads a one-hand link to two fields', () => {
    assert.deepEqual(read('hr-h1=As+Kd').table.hands, ['As Kd', '']);
  });

  // Hands the engine refuses are kept as sent (the widget marks each field); a value that is not card notation
  // is left out of its field, with a note naming it; a bad game falls back. Never the example under a notice.
  const hostile: Array<[name: string, query: string, table: Table, note: RegExp]> = [
    [
      'garbage',
      'hr-h1=zz+yy&hr-h2=As',
      { game: 'standard', hands: ['zz yy', 'As'], board: '' },
      /"zz" is not a card|not a rank|not a suit/,
    ],
    [
      'a script in a hand',
      'hr-h1=%3Cscript%3Ealert(1)%3C/script%3E&hr-h2=As',
      { game: 'standard', hands: ['', 'As'], board: '' },
      /Ignored hr-h1=.*card notation only/,
    ],
    ['a script in the game', 'hr-game=%3Cscript%3Ealert(1)%3C/script%3E', exampleTable('standard'), /Ignored hr-game=/],
    ['duplicate cards', 'hr-h1=As+Kd&hr-h2=As+Qc', { game: 'standard', hands: ['As Kd', 'As Qc'], board: '' }, /As appears twice/],
    [
      'seven jokers',
      'hr-game=ninas-five&hr-h1=X+X+X+X+X+X+X&hr-h2=As',
      { game: 'ninas-five', hands: ['X X X X X X X', 'As'], board: '' },
      /only 2 jokers/,
    ],
    ['jokers in a no-joker game', 'hr-h1=X+As&hr-h2=Kd', { game: 'standard', hands: ['X As', 'Kd'], board: '' }, /no jokers/],
    ['an overlong value', `hr-h1=${'As'.repeat(30)}`, { game: 'standard', hands: ['', ''], board: '' }, /longer than 40/],
  ];
  for (const [name, query, expected, note] of hostile) {
    it(`reads a refused link as sent, with a note: ${name}`, () => {
      const { table, notes } = read(query);
      assert.deepEqual(table, expected);
      assert.ok(
        notes.some((n) => note.test(n)),
        `notes: ${JSON.stringify(notes)}`,
      );
      for (const n of notes) assert.ok(!n.includes('<script>alert(1)</script>') || n.includes('"'), 'raw markup is only ever quoted text');
    });
  }

  // "Copy link" on hands the judge refuses: the link holds them, and reading it gives them back with every error.
  const refused: Array<[name: string, table: Table, errors: RegExp[]]> = [
    ['a card in both hands', { game: 'standard', hands: ['As Kd', 'As Qc'], board: '' }, [/As appears twice/]],
    [
      'two hands wrong in two ways',
      { game: 'nuclear-holdem', hands: ['Ah Kd Qc', 'zz 2c'], board: 'Qh Jd Tc' },
      [/hand 1|Hand 1/, /"zz"|zz/],
    ],
    [
      "Nina's Five: too many jokers and a duplicate",
      { game: 'ninas-five', hands: ['X X X', 'X Qh', 'Qh 9d'], board: '' },
      [/jokers/, /Qh appears twice/],
    ],
    [
      'Peekaboo: a 7 and a short hand',
      { game: 'peekaboo', hands: ['6 6 6 3 7', '6 6 6 3'], board: '' },
      [/"7" is not a die face/, /has 4 dice/],
    ],
  ];
  for (const [name, table, errors] of refused) {
    it(`a link to refused hands round-trips, with every error: ${name}`, () => {
      const query = writeTable(table).toString();
      const back = read(query);
      assert.deepEqual(back.table, table);
      const judged = errors.length;
      assert.ok(back.notes.length >= judged, `notes: ${JSON.stringify(back.notes)}`);
      for (const error of errors)
        assert.ok(
          back.notes.some((n) => error.test(n)),
          `${String(error)} in ${JSON.stringify(back.notes)}`,
        );
      assert.ok(!judgeTable(back.table).ok, 'no verdict for refused hands');
    });
  }

  it('drops a board for a game without one, with a note', () => {
    const { table, notes } = read('hr-game=pokers-wild&hr-h1=As+Ks&hr-h2=Qd+Qc&hr-b=2c');
    assert.deepEqual(table, { game: 'pokers-wild', hands: ['As Ks', 'Qd Qc'], board: '' });
    assert.match(notes.join(' '), /has no community cards/);
  });

  it('limits games to those offered', () => {
    const { table, notes } = readTable(new URLSearchParams('hr-game=standard&hr-h1=As&hr-h2=Kd'), ['bluff-n-peg', 'bluff-n-peg-deuces']);
    assert.equal(table.game, 'bluff-n-peg');
    assert.equal(notes.length, 1);
  });

  it('round-trips any valid deal (property)', () => {
    const deal = fc
      .record({
        game: fc.constantFrom(...CARD_GAMES),
        order: fc.shuffledSubarray([...Array(52).keys()], { minLength: 52, maxLength: 52 }),
        count: fc.integer({ min: 2, max: 8 }),
        boardSize: fc.integer({ min: 0, max: 5 }),
      })
      .map(({ game, order, count, boardSize }): Table => {
        const { shape } = cardRuleset(game);
        const deck = order.map(formatCard);
        const nBoard = shape.board === null ? 0 : Math.min(boardSize, shape.board.max);
        const board = deck.splice(0, nBoard).join(' ');
        const hands = Array.from({ length: count }, () => deck.splice(0, shape.hand.max).join(' '));
        return { game, hands, board };
      });
    fc.assert(
      fc.property(deal, (table) => {
        assert.deepEqual(read(writeTable(table).toString()), { table, notes: [] });
        assert.deepEqual(readCards(writeTable(table).toString()), { table, notes: [] });
      }),
      { numRuns: 200 },
    );
  });

  const oldLinks: Array<[string, string, string]> = [
    [
      'a Nuclear link',
      'game=nuclear-holdem&h1=Ah+Kd&h2=Qs+Qc&b=Qh+Jd+Tc+4s+2h',
      'hr-game=nuclear-holdem&hr-h1=Ah+Kd&hr-h2=Qs+Qc&hr-b=Qh+Jd+Tc+4s+2h',
    ],
    ['a Peekaboo link', 'game=peekaboo&h1=6+6+6+3+2&h2=6+6+6+3+4', 'hr-game=peekaboo&hr-h1=6+6+6+3+2&hr-h2=6+6+6+3+4'],
    ["the default game, with another widget's key kept", 'h1=As+Kd&x=1&h2=Qh', 'hr-h1=As+Kd&x=1&hr-h2=Qh'],
    ['an old key beside its new one: the new one wins', 'h1=2c+3c&hr-h1=As+Kd&h2=Qh', 'hr-h1=As+Kd&hr-h2=Qh'],
  ];
  for (const [name, query, rewritten] of oldLinks) {
    it(`reads a link from before the hr- prefix and writes the new keys: ${name}`, () => {
      const params = new URLSearchParams(query);
      const codec = tableCodec();
      const old = readUrl(codec, params);
      assert.deepEqual(old, { state: read(rewritten).table, notes: [] });
      assert.equal(renameKeys(params, codec.renamed).toString(), rewritten);
      assert.equal(codec.write(old.state, renameKeys(params, codec.renamed)).toString(), rewritten);
    });
  }
});

describe("hand-ranker on a card game's page (CARD_JUDGING): links read as on the judge page", () => {
  const rows: ReadonlyArray<{ name: string; query: string; allowed: readonly JudgeGame[] }> = [
    { name: 'no query', query: '', allowed: ['nuclear-holdem'] },
    { name: 'a Nuclear deal', query: 'hr-game=nuclear-holdem&hr-h1=Ah+Kd&hr-h2=Qs+Qc&hr-b=Qh+Jd+Tc+4s+2h', allowed: ['nuclear-holdem'] },
    { name: 'a link from before the hr- prefix', query: 'game=nuclear-holdem&h1=Ah+Kd&h2=Qs+Qc&b=Qh+Jd+Tc', allowed: ['nuclear-holdem'] },
    { name: "Nina's Five with declared jokers", query: 'hr-game=ninas-five&hr-h1=X%3DQh+Qh&hr-h2=As&hr-b=X+9d', allowed: ['ninas-five'] },
    {
      name: "Bluff 'N' Peg deuces",
      query: 'hr-game=bluff-n-peg-deuces&hr-h1=2s+Kd+Kc+7h+7d',
      allowed: ['bluff-n-peg', 'bluff-n-peg-deuces'],
    },
    { name: 'a card in two hands', query: 'hr-game=nuclear-holdem&hr-h1=Ah+Kd&hr-h2=Ah+Qc&hr-b=Qh+Jd+Tc', allowed: ['nuclear-holdem'] },
    { name: 'a board for a game without one', query: 'hr-game=pokers-wild&hr-h1=As+Ks&hr-h2=Qd+Qc&hr-b=2c', allowed: ['pokers-wild'] },
    {
      name: 'a game the page does not offer',
      query: 'hr-game=standard&hr-h1=As+Kd&hr-h2=Qh+Qc',
      allowed: ['bluff-n-peg', 'bluff-n-peg-deuces'],
    },
    { name: 'Peekaboo, which a card page does not offer', query: 'hr-game=peekaboo&hr-h1=6+6+6+3+2', allowed: CARD_GAMES },
    { name: 'not card notation', query: 'hr-game=nuclear-holdem&hr-h1=%3Cb%3E', allowed: ['nuclear-holdem'] },
  ];
  for (const { name, query, allowed } of rows) {
    it(`${name}: the same table and notes; the codec reads them too`, () => {
      const expected = readTable(new URLSearchParams(query), allowed);
      assert.deepEqual(readCards(query, allowed), expected);
      assert.deepEqual(
        readUrl(tableCodecWith(CARD_JUDGING, allowed), new URLSearchParams(query)),
        readUrl(tableCodec(allowed), new URLSearchParams(query)),
      );
      assert.deepEqual(checkFieldsWith(CARD_JUDGING, expected.table), checkFields(expected.table));
      assert.deepEqual(judgeTableWith(CARD_JUDGING, expected.table), judgeTable(expected.table));
    });
  }

  it('round-trips every card game example', () => {
    for (const game of CARD_GAMES) {
      const table = exampleTable(game);
      assert.deepEqual(readCards(writeTable(table).toString(), [game]), { table, notes: [] }, game);
    }
  });
});

describe('hand-ranker model', () => {
  it('every example is judged', () => {
    for (const game of JUDGE_GAMES) assert.ok(judgeTable(exampleTable(game)).ok, game);
    assert.deepEqual(Object.keys(EXAMPLES).sort(), [...JUDGE_GAMES].sort());
    assert.deepEqual(JUDGE_GAMES, [...CARD_GAMES, 'peekaboo']);
  });

  it('flags a duplicate on the later field, in the engine words', () => {
    const checks = checkFields({ game: 'nuclear-holdem', hands: ['Ah Kd', 'Ah Qc'], board: 'Qh Jd Tc' });
    assert.ok(checks.hands[0]?.ok);
    assert.equal(checks.hands[1]?.ok, false);
    assert.match(checks.hands[1].error.message, /Ah appears twice/);
  });

  it('the picker toggles cards and jokers in a field', () => {
    assert.equal(toggleCard('As Kd', 51), 'As Kd Ac');
    assert.equal(toggleCard('As Kd Ac', 51), 'As Kd');
    assert.equal(addJoker('Qh', 41), 'Qh X=Qh');
    assert.equal(addJoker('Qh'), 'Qh X');
    assert.equal(removeJoker('X Qh X=Qd'), 'X Qh');
  });

  it('judges under every game, saying why a game cannot', () => {
    const rows = judgeEverywhere(['X Ah Kh', 'Qs Qd Qc'], '');
    assert.equal(rows.length, CARD_GAMES.length);
    const standard = rows.find((r) => r.game === 'standard');
    assert.equal(standard?.result.ok, false);
    assert.match(standard.result.error.message, /no jokers/);
    assert.ok(rows.find((r) => r.game === 'pokers-wild')?.result.ok);
  });
});
