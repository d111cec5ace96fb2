/** The practice table's URL state (pl-*) and its record code: round trips, and hostile values read as notes. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  emptyPlayState,
  MAX_QUERY_CHARS,
  playCodec,
  readFragment,
  recordFragment,
  type PlayUrlState,
} from '../../src/components/play/play-url.ts';
import {
  decodeIndices,
  encodeIndices,
  deal,
  replayIndices,
  extend,
  extendChosen,
  currentState,
  MAX_RECORD_CHARS,
  type Position,
} from '../../src/components/play/record-code.ts';
import { undoLength, truncate, playBotsUntil } from '../../src/components/play/table.ts';
import { firstClause } from '../engine/play/old-labels.ts';
import { moveLabels, shellGame } from '../../src/components/play/model.ts';
import { GAME as PEEKABOO } from '../../src/components/games/peekaboo/game.ts';
import { PEEKABOO_OPTIONS } from '../../src/engine/games/peekaboo/options.ts';
import type { PeekabooMove, PeekabooState } from '../../src/engine/games/peekaboo/state.ts';
import { BP_OPTIONS } from '../../src/engine/games/bluff-n-peg/options.ts';
import { readUrl } from '../../src/lib/url-state.ts';
import { GAME_IDS } from '../../src/engine/ids.ts';
import type { PlayLevel } from '../../src/engine/play/types.ts';
import { defaultOptions, optionsFromJson, type OptionValues } from '../../src/engine/play/options.ts';
import { UI_GAMES } from './play-games.ts';

const PK = playCodec(PEEKABOO_OPTIONS, PEEKABOO.rules.seats);
const BP = playCodec(BP_OPTIONS, (o) => o.players);
type PkState = PlayUrlState<typeof PEEKABOO_OPTIONS>;
const EMPTY: PkState = emptyPlayState(PEEKABOO_OPTIONS, PEEKABOO.rules.seats);
/** Peekaboo's four seats' levels: the player's (seat 1 unless `seat` says) is the default. */
const lv = (levels: readonly PlayLevel[]): PlayLevel[] => [...levels];
/** Peekaboo's options: the printed rules with `changed` over them. */
const pk = (changed: Partial<OptionValues<typeof PEEKABOO_OPTIONS>>): OptionValues<typeof PEEKABOO_OPTIONS> => ({
  ...EMPTY.options,
  ...changed,
});
const read = (query: string) => readUrl(PK, new URLSearchParams(query));
const write = (state: PkState) => PK.write(state, new URLSearchParams()).toString();

describe('practice table URL (pl-*)', () => {
  it('an empty query is no game, and no game writes nothing, whatever else the state holds', () => {
    assert.deepEqual(read(''), { state: EMPTY, notes: [] });
    assert.equal(
      write({ ...EMPTY, levels: lv(['sensible', 'random', 'random', 'random']), moves: [1, 2], options: pk({ players: 3 }) }),
      '',
    );
  });

  const roundTrips: [string, PkState, string][] = [
    ['a seed alone (defaults left out)', { ...EMPTY, seed: 7 }, 'pl-seed=7'],
    ['seed 0', { ...EMPTY, seed: 0 }, 'pl-seed=0'],
    ['the largest seed', { ...EMPTY, seed: 4294967295 }, 'pl-seed=4294967295'],
    ['random computer players', { ...EMPTY, seed: 1, levels: lv(['sensible', 'random', 'random', 'random']) }, 'pl-seed=1&pl-level=random'],
    [
      'every computer seat expert',
      { ...EMPTY, seed: 1, levels: lv(['sensible', 'expert', 'expert', 'expert']) },
      'pl-seed=1&pl-level=expert',
    ],
    [
      'one level per seat, yours written "you"',
      { ...EMPTY, seed: 1, levels: lv(['sensible', 'expert', 'sensible', 'random']) },
      'pl-seed=1&pl-level=you.expert.sensible.random',
    ],
    [
      'one expert, you in seat 3',
      { ...EMPTY, seed: 1, seat: 2, levels: lv(['expert', 'sensible', 'sensible', 'sensible']) },
      'pl-seed=1&pl-level=expert.sensible.you.sensible&pl-seat=3',
    ],
    [
      'levels for the seats the options make (3 players)',
      { ...EMPTY, seed: 1, options: pk({ players: 3 }), levels: lv(['sensible', 'sensible', 'expert']) },
      'pl-seed=1&pl-level=you.sensible.expert&pl-players=3',
    ],
    ['seat 3, written 1-based', { ...EMPTY, seed: 1, seat: 2 }, 'pl-seed=1&pl-seat=3'],
    [
      'an int option',
      { ...EMPTY, seed: 1, options: pk({ players: 3 }), levels: lv(['sensible', 'sensible', 'sensible']) },
      'pl-seed=1&pl-players=3',
    ],
    ['a choice option', { ...EMPTY, seed: 1, options: pk({ keptDice: 'may-reroll' }) }, 'pl-seed=1&pl-keptDice=may-reroll'],
    ['moves in base 36', { ...EMPTY, seed: 1, moves: [0, 10, 35, 36, 1295] }, 'pl-seed=1&pl-moves=0.a.z.10.zz'],
    ['a review at the deal', { ...EMPTY, seed: 1, moves: [0, 1], review: 0 }, 'pl-seed=1&pl-review=0&pl-moves=0.1'],
    ['a review at move 1', { ...EMPTY, seed: 1, moves: [0, 1], review: 1 }, 'pl-seed=1&pl-review=1&pl-moves=0.1'],
  ];
  for (const [name, state, query] of roundTrips) {
    it(`${name} round-trips`, () => {
      assert.equal(decodeURIComponent(write(state)), query);
      assert.deepEqual(read(query), { state, notes: [] });
    });
  }

  it('a default option value is left out of the link', () => {
    assert.equal(write({ ...EMPTY, seed: 1, options: pk({ players: 4, rolls: 3 }) }), 'pl-seed=1');
  });

  it('bool and list options round-trip (Bluff N Peg)', () => {
    const empty = emptyPlayState(BP_OPTIONS, (o) => o.players);
    const state: PlayUrlState<typeof BP_OPTIONS> = {
      ...empty,
      seed: 9,
      options: { ...empty.options, deucesWild: true, multipliers: [1, 2], points: [5, 6] },
    };
    const query = BP.write(state, new URLSearchParams()).toString();
    assert.equal(decodeURIComponent(query), 'pl-seed=9&pl-multipliers=1,2&pl-points=5,6&pl-deucesWild=true');
    assert.deepEqual(readUrl(BP, new URLSearchParams(query)), { state, notes: [] });
  });

  it("keeps other widgets' parameters", () => {
    assert.equal(write({ ...EMPTY, seed: 3 }), 'pl-seed=3');
    assert.equal(PK.write({ ...EMPTY, seed: 3 }, new URLSearchParams('hr-game=standard')).toString(), 'hr-game=standard&pl-seed=3');
  });

  const hostile: [string, string, RegExp, Partial<PkState>][] = [
    ['a seed with letters', 'pl-seed=12x', /Ignored pl-seed="12x": a seed is a whole number from 0 to 4294967295/, { seed: null }],
    ['a seed too large', 'pl-seed=4294967296', /Ignored pl-seed/, { seed: null }],
    ['a negative seed', 'pl-seed=-1', /Ignored pl-seed/, { seed: null }],
    ['markup as a seed', 'pl-seed=%3Cscript%3E', /Ignored pl-seed="<script>"/, { seed: null }],
    [
      'an unknown level',
      'pl-seed=1&pl-level=genius',
      /Ignored pl-level="genius": use random, sensible, expert/,
      { seed: 1, levels: EMPTY.levels },
    ],
    [
      'a list too short for the table',
      'pl-seed=1&pl-level=you.expert',
      /Ignored pl-level="you.expert": .*each of the 4 seats/,
      { seed: 1, levels: EMPTY.levels },
    ],
    [
      'a list too long for the options (3 players)',
      'pl-seed=1&pl-players=3&pl-level=you.expert.expert.expert',
      /Ignored pl-level=.*each of the 3 seats/,
      { seed: 1, levels: lv(['sensible', 'sensible', 'sensible']) },
    ],
    [
      'an unknown level in a list',
      'pl-seed=1&pl-level=you.expert.genius.sensible',
      /Ignored pl-level="you.expert.genius.sensible"/,
      { seed: 1, levels: EMPTY.levels },
    ],
    ['an empty level', 'pl-seed=1&pl-level=', /Ignored pl-level=""/, { seed: 1, levels: EMPTY.levels }],
    ['a level far too long', `pl-seed=1&pl-level=${'expert.'.repeat(100)}`, /Ignored pl-level=/, { seed: 1, levels: EMPTY.levels }],
    ['seat 0', 'pl-seed=1&pl-seat=0', /Ignored pl-seat="0"/, { seed: 1, seat: 0 }],
    [
      'an option out of range',
      'pl-seed=1&pl-players=99',
      /Ignored pl-players="99": Option players must be a whole number from 2 to 6/,
      { seed: 1, options: EMPTY.options },
    ],
    ['an unknown choice', 'pl-seed=1&pl-keptDice=maybe', /Ignored pl-keptDice="maybe"/, { seed: 1, options: EMPTY.options }],
    [
      'an option far too long',
      `pl-seed=1&pl-players=${'9'.repeat(500)}`,
      /longer than 200 characters/,
      { seed: 1, options: EMPTY.options },
    ],
    ['a bidi override in an option', 'pl-seed=1&pl-players=%E2%80%AE3', /Ignored pl-players="3"/, { seed: 1, options: EMPTY.options }],
    [
      'a garbage move keeps the moves before it',
      'pl-seed=1&pl-moves=0.1.%3Cb%3E.2',
      /Move 3 in the link is not a move number; the game stops before it\./,
      { seed: 1, moves: [0, 1] },
    ],
    ['an empty move', 'pl-seed=1&pl-moves=0..1', /Move 2 in the link is not a move number/, { seed: 1, moves: [0] }],
    ['a move number too long', 'pl-seed=1&pl-moves=zzzz', /Move 1 in the link is not a move number/, { seed: 1, moves: [] }],
    ['a review that is not a number', 'pl-seed=1&pl-review=-3', /Ignored pl-review="-3": it is how many moves/, { seed: 1, review: null }],
    ['a review too large to be a move', 'pl-seed=1&pl-review=1234567', /Ignored pl-review="1234567"/, { seed: 1, review: null }],
  ];
  for (const [name, query, note, expected] of hostile) {
    it(`hostile: ${name} -> a plain-text note and the default`, () => {
      const r = read(query);
      assert.equal(r.notes.length, 1, r.notes.join(' | '));
      assert.match(r.notes[0]!, note);
      assert.doesNotMatch(r.notes[0]!, /\u202e/u);
      for (const [k, v] of Object.entries(expected)) assert.deepEqual(r.state[k as keyof PkState], v, k);
    });
  }

  it("a record of 4,113 moves (the issue's link) is read whole, not cut at 4,000", () => {
    const r = readUrl(BP, new URLSearchParams(`pl-seed=1&pl-moves=${Array.from({ length: 4113 }, () => '1').join('.')}`));
    assert.deepEqual(r.notes, []);
    assert.equal(r.state.moves.length, 4113);
  });

  it(`a record text longer than ${MAX_RECORD_CHARS} characters is refused with a note, never cut short`, () => {
    const r = decodeIndices(`${'0.'.repeat(MAX_RECORD_CHARS / 2)}0`);
    assert.deepEqual(r.indices, []);
    assert.match(r.error ?? '', /longer than 1,000,000 characters, more than any game can reach, so no move was read/);
  });
});

describe('long records: in the query while it fits, after the "#" beyond', () => {
  /**
   * The most moves each game can make within its options' bounds (`maxMoves` at the options that
   * maximise it, found by trying every option's extremes), every move written with the widest move
   * number the code allows (three base-36 digits, "zzz"), so no record a game can make is longer.
   */
  const bounds: [game: (typeof GAME_IDS)[number], options: Record<string, unknown>, maxMoves: number, where: 'query' | 'fragment'][] = [
    [
      'bluff-n-peg',
      { players: 6, multipliers: [100, 100, 100, 100, 100, 100], points: [500, 500, 500, 500, 500, 500], doubles: 5, handLimit: 2000 },
      146_000,
      'fragment',
    ],
    ['nuclear-holdem', { players: 6, discards: 2, roundLimit: 100 }, 7_257, 'fragment'],
    ['peekaboo', { players: 6, peekers: 0, lookers: 5, rolls: 5, maxRaises: 6, rounds: 100 }, 7_200, 'fragment'],
    ['ninas-five', { trickLimit: 200 }, 2_000, 'fragment'],
    ['pokers-wild', {}, 52, 'query'],
  ];
  for (const [game, raw, maxMoves, where] of bounds) {
    it(`${game}: ${maxMoves} moves of "zzz" go in the ${where} and come back whole`, () =>
      UI_GAMES[game](({ rules }) => {
        const options = optionsFromJson(rules.options, raw);
        assert.ok(options.ok, 'the options are valid');
        assert.ok(deal(rules, options.value, 1).ok, 'the options fit together');
        assert.equal(rules.maxMoves(options.value), maxMoves, 'the bound');
        const codec = playCodec(rules.options, rules.seats);
        const state = {
          ...emptyPlayState(rules.options, rules.seats),
          seed: 1,
          options: options.value,
          moves: Array.from({ length: maxMoves }, () => 46_655),
        };
        const query = codec.write(state, new URLSearchParams());
        const fragment = recordFragment(state, query);
        assert.ok(query.toString().length <= MAX_QUERY_CHARS, 'the query stays short');
        assert.ok(fragment.length <= MAX_RECORD_CHARS, 'the fragment is within what is read back');
        if (where === 'query') {
          assert.equal(fragment, '');
          assert.deepEqual(codec.read(query).state.moves, state.moves);
        } else {
          assert.equal(query.has('pl-moves'), false, 'the record is not in the query');
          assert.deepEqual(readFragment(fragment), { moves: state.moves, note: null });
        }
      }));
  }

  it('a record that fits stays in the query (and the fragment is empty); one move more goes after the "#"', () => {
    // "pl-seed=1&pl-moves=0" is 20 characters; each further move ".0" is 2 more: 2,991 moves make exactly 6,000.
    const state: PkState = { ...EMPTY, seed: 1, moves: Array.from({ length: 2991 }, () => 0) };
    const query = PK.write(state, new URLSearchParams());
    assert.equal(query.toString().length, MAX_QUERY_CHARS);
    assert.equal(recordFragment(state, query), '');
    const longer = { ...state, moves: [...state.moves, 0] };
    const query2 = PK.write(longer, new URLSearchParams());
    assert.equal(query2.toString(), 'pl-seed=1');
    assert.equal(recordFragment(longer, query2), `#pl-moves=${encodeIndices(longer.moves)}`);
  });

  const fragments: [what: string, hash: string, expected: ReturnType<typeof readFragment>][] = [
    ['no fragment', '', null],
    ['an anchor, not a record', '#practice', null],
    ['a record', '#pl-moves=0.a.1', { moves: [0, 10, 1], note: null }],
    [
      'a record gone wrong keeps its moves up to the bad one',
      '#pl-moves=0.1.%3Cb%3E',
      { moves: [0, 1], note: 'Move 3 in the link is not a move number; the game stops before it.' },
    ],
  ];
  for (const [what, hash, expected] of fragments) it(`readFragment: ${what}`, () => assert.deepEqual(readFragment(hash), expected));
});

describe('record code: moves as legal-move indices', () => {
  const cases: [string, number[], string][] = [
    ['none', [], ''],
    ['one', [0], '0'],
    ['base 36', [9, 10, 35, 36], '9.a.z.10'],
  ];
  for (const [name, indices, text] of cases) {
    it(`${name}: ${JSON.stringify(indices)} <-> "${text}"`, () => {
      assert.equal(encodeIndices(indices), text);
      assert.deepEqual(decodeIndices(text), { indices, error: null });
    });
  }

  for (const id of GAME_IDS) {
    it(`${id}: a game played by the computer replays from its indices to the same state`, () =>
      UI_GAMES[id]((parts) => {
        const game = shellGame(parts);
        const { rules } = game;
        const dealt = deal(rules, defaultOptions(rules.options), 31);
        assert.ok(dealt.ok);
        const played = playBotsUntil(game, dealt.position, 31, 'random', -1, 60);
        assert.equal(played.moves.length, played.indices.length);
        const again = replayIndices(game, dealt.position, played.indices);
        assert.equal(again.error, null);
        assert.deepEqual(currentState(again.position), currentState(played));
        // Every index names the move it stands for, listed afresh by the game's own rules.
        for (const [i, index] of played.indices.entries()) {
          const state = played.states[i]!;
          assert.deepEqual(parts.rules.legalMoves(state, parts.rules.toAct(state) ?? -1)[index], played.moves[i]?.move);
        }
      }));
  }

  it('an illegal index stops the replay before it and says which move', () => {
    const game = shellGame(PEEKABOO);
    const dealt = deal(game.rules, defaultOptions(PEEKABOO_OPTIONS), 5);
    assert.ok(dealt.ok);
    const r = replayIndices(game, dealt.position, [0, 999, 0]);
    assert.equal(r.position.moves.length, 1);
    assert.equal(r.error, 'Move 2 in the link is not legal there; the game stops before it.');
  });

  it('options that do not fit together are refused with the model’s reason', () => {
    const r = deal(PEEKABOO.rules, pk({ peekers: 0 }), 1);
    assert.deepEqual(r, { ok: false, error: 'Peekers and lookers must make five dice, but 0 + 3 = 3.' });
  });
});

describe('a move made at the table', () => {
  const game = shellGame(PEEKABOO);
  const dealt = deal(game.rules, defaultOptions(PEEKABOO_OPTIONS), 5);
  assert.ok(dealt.ok);
  const start = dealt.position;
  const state = currentState(start);
  const toAct = game.rules.toAct(state)!;
  const legal = game.legal(state);
  const last = legal.length - 1;
  const over = playBotsUntil(game, start, 5, 'random', -1, 100_000);
  assert.equal(game.rules.toAct(currentState(over)), null, 'the game was played to its end');

  // From the board or the move list: through the checked `play`. [name, position, the move tried, the index recorded or null]
  const checked: [string, Position<PeekabooState, PeekabooMove>, { seat: number; move: unknown }, number | null][] = [
    ['a legal move, as the list holds it', start, { seat: toAct, move: legal[last] }, last],
    ['an equal copy of a legal move (the board makes its own)', start, { seat: toAct, move: structuredClone(legal[last]) }, last],
    ['a move of no kind the game has', start, { seat: toAct, move: { kind: 'nonsense' } }, null],
    ['a legal move by a seat whose turn it is not', start, { seat: toAct + 1, move: legal[0] }, null],
    ['no move at all', start, { seat: toAct, move: null }, null],
    ['a move after the end of the game', over, { seat: 0, move: legal[0] }, null],
  ];
  for (const [name, from, tried, index] of checked)
    it(`extend: ${name} is ${index === null ? 'refused' : `recorded as index ${index}`}`, () => {
      const next = extend(game, from, tried);
      if (index === null) {
        assert.equal(next, null);
        return;
      }
      assert.ok(next !== null);
      assert.deepEqual(next.indices, [index]);
      assert.equal(next.moves[0]?.move, legal[index], 'the record keeps the legal move itself');
      assert.deepEqual(next.moves[0]?.seat, toAct);
    });

  // Chosen by the table's own code from the legal list: applied as it is. [name, position, the move, the index recorded or null]
  const chosen: [string, Position<PeekabooState, PeekabooMove>, PeekabooMove, number | null][] = [
    ['a move from the list', start, legal[last]!, last],
    ['a move the list does not hold (a computer player’s bug)', start, { kind: 'ante', chips: 999 }, null],
    ['any move once the game is over', over, legal[0]!, null],
  ];
  for (const [name, from, move, index] of chosen)
    it(`extendChosen: ${name} is ${index === null ? 'refused' : `recorded as index ${index}`}`, () => {
      const next = extendChosen(game, from, move);
      if (index === null) {
        assert.equal(next, null);
        return;
      }
      assert.ok(next !== null);
      assert.deepEqual(next.indices, [index]);
      assert.deepEqual(currentState(next), game.rules.apply(state, { seat: toAct, move: legal[index]! }));
    });
});

describe('undo and truncate', () => {
  const rows: [string, number[], number, number | null][] = [
    ['no moves', [], 0, null],
    ['only others moved', [1, 2, 3], 0, null],
    ['my move then theirs: back to before mine', [1, 0, 2, 3], 0, 1],
    ['my last of two', [0, 1, 0, 1, 2], 0, 2],
    ['my move is the last', [1, 0], 0, 1],
  ];
  for (const [name, seats, me, expected] of rows)
    it(name, () =>
      assert.equal(
        undoLength(
          seats.map((seat) => ({ seat })),
          me,
        ),
        expected,
      ),
    );

  it('truncate keeps the states before the cut', () => {
    const p = {
      states: ['s0', 's1', 's2'],
      moves: [
        { seat: 0, move: 'a' },
        { seat: 1, move: 'b' },
      ],
      indices: [3, 4],
    };
    assert.deepEqual(truncate(p, 1), { states: ['s0', 's1'], moves: [{ seat: 0, move: 'a' }], indices: [3] });
  });
});

describe('move words', () => {
  const clauses: [string, string][] = [
    ['Player 3 kept 5 4 and rolled again: 5 4 3 showing.', 'Player 3 kept 5 4 and rolled again'],
    ['South chooses too; North–South keep their card.', 'South chooses too'],
    ['North lays the 7♣.', 'North lays the 7♣'],
    ['Player 1 paid the 1-chip ante. Everyone rolls.', 'Player 1 paid the 1-chip ante'],
    ['No stop at all', 'No stop at all'],
  ];
  for (const [text, clause] of clauses) it(`first clause of "${text}"`, () => assert.equal(firstClause(text), clause));

  for (const id of GAME_IDS) {
    it(`${id}: every legal move in the first 40 moves gets its own words`, () =>
      UI_GAMES[id]((parts) => {
        const game = shellGame(parts);
        const { rules, words } = game;
        const dealt = deal(rules, defaultOptions(rules.options), 8);
        assert.ok(dealt.ok);
        const names = words.seatNames(defaultOptions(rules.options));
        const played = playBotsUntil(game, dealt.position, 8, 'random', -1, 40);
        for (const state of played.states) {
          const seat = rules.toAct(state);
          if (seat === null) continue;
          const labels = moveLabels(words, rules.view(state, seat), game.legal(state), names);
          assert.ok(
            labels.every((l) => l !== ''),
            `a move without words: ${labels.join(' | ')}`,
          );
          assert.equal(new Set(labels).size, labels.length, `duplicate words: ${labels.join(' | ')}`);
        }
      }));
  }
});
